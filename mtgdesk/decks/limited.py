"""Limited play (CR 100.2b): boosters of a set, sealed pools, a booster draft with computer
drafters, and the computer's deck-building from a pool.

A booster is what its set's manifest declares (``booster`` in ``cards/data/<CODE>/set.toml``):
slots, each so many different cards of a sheet (a rarity of the set's cards, or its basic
lands). A Ninth Edition booster holds 15 cards: 1 rare, 3 uncommons, 10 commons and 1 basic
land. The default set is the Ninth Edition. Everything random comes from the game's seeded RNG
(``engine/rng.py``), so a seed gives the same boosters and the same draft again.

Only cards mtgdesk implements go into boosters (a card whose rules are not implemented yet, a
``hook`` in the card file, is left out) so that every pool can be played.

A draft has eight seats and three boosters each; the first and third boosters pass to the
left, the second to the right. The computer drafters pick by a card rating and, from their
fifth pick on, prefer the two colours they have picked most.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from ..cards import CardPool, load_pool, load_set
from ..cards.pool import BOOSTER_SHEETS, DEFAULT_SET
from ..engine.effects import EFFECTS
from ..engine.objects import CardDef
from ..engine.rng import GameRng
from .model import count_of, set_count
from .text import Deck
from .validation import is_basic_land

BASIC_LANDS = ("Plains", "Island", "Swamp", "Mountain", "Forest")
LAND_OF_COLOUR = dict(zip("WUBRG", BASIC_LANDS))
SEALED_BOOSTERS = 6
DRAFT_SEATS = 8
DRAFT_BOOSTERS = 3
#: A limited deck: 40 cards (CR 100.2b), 17 of them lands, 23 spells.
LIMITED_SPELLS = 23
LIMITED_LANDS = 17
#: From this pick on, a computer drafter keeps to its colours.
COMMIT_PICK = 5

Pool = list[CardDef]


def booster_cards(pool: CardPool | None = None, set_code: str = DEFAULT_SET) -> dict[str, list[CardDef]]:
    """The sheets of the set's boosters: the set's cards by rarity (basic lands apart, sheet
    "basic"), implemented cards only, no starter-deck card, in collector-number order. From
    ``pool``'s cards of the set if given, else from the installed set."""
    cards = [c for c in pool if c.set_code == set_code] if pool is not None else list(load_set(set_code).cards)
    slots: dict[str, list[CardDef]] = {sheet: [] for sheet in BOOSTER_SHEETS}
    for card in sorted(cards, key=lambda c: (len(c.number), c.number)):
        if card.hook is not None or card.starter:
            continue
        if is_basic_land(card):
            slots["basic"].append(card)
        elif card.rarity in slots:
            slots[card.rarity].append(card)
    return slots


def _sample(cards: list[CardDef], n: int, rng: GameRng) -> list[CardDef]:
    """``n`` different cards (all of them, shuffled, if there are fewer)."""
    chosen = list(cards)
    rng.shuffle(chosen)
    return chosen[:n]


def booster_size(set_code: str = DEFAULT_SET) -> int:
    """How many cards a booster of the set holds (15 in the Ninth Edition)."""
    return sum(n for _sheet, n in load_set(set_code).booster)


def open_booster(rng: GameRng, slots: dict[str, list[CardDef]] | None = None, set_code: str = DEFAULT_SET) -> Pool:
    """One booster of the set, slot by slot as its manifest declares (a Ninth Edition booster:
    1 rare, 3 uncommons, 10 commons, 1 basic land); ``slots`` are its sheets
    (``booster_cards``), read once by a caller opening many."""
    slots = slots or booster_cards(set_code=set_code)
    cards: Pool = []
    for sheet, n in load_set(set_code).booster:
        cards += _sample(slots[sheet], n, rng)
    return cards


def sealed_pool(seed: int, boosters: int = SEALED_BOOSTERS, set_code: str = DEFAULT_SET) -> Pool:
    """The cards of ``boosters`` boosters of the set opened with the seed."""
    rng = GameRng(seed)
    slots = booster_cards(set_code=set_code)
    return [card for _ in range(boosters) for card in open_booster(rng, slots, set_code)]


# ---------------------------------------------------------------------- rating

_KEYWORD_VALUE = {"flying": 1.2, "first_strike": 0.6, "double_strike": 1.2, "trample": 0.4, "deathtouch": 0.8,
                  "lifelink": 0.5, "vigilance": 0.3, "haste": 0.3, "fear": 0.8, "shroud": 0.4, "reach": 0.3,
                  "flash": 0.3, "defender": -1.0}

def card_rating(card: CardDef) -> float:
    """How much a computer drafter wants a card (higher is better): a creature by its size for
    its cost and its keywords, a spell by what its effects do, a little for rarity."""
    if card.is_land:
        return 0.0 if is_basic_land(card) else 1.0
    mv = max(1, card.mana_cost.mana_value)
    value = {"rare": 0.8, "uncommon": 0.4}.get(card.rarity, 0.0)
    if card.power is not None and card.toughness is not None:
        value += 1.5 * (card.power + card.toughness) / (mv + 1) + 0.3
    value += sum(_KEYWORD_VALUE.get(k.name, 0.1) for k in card.keywords())
    effects = list(card.spell.effects) if card.spell is not None else []
    for ability in card.abilities:
        effects += list(getattr(ability, "effects", ()) or ())
    value += sum(EFFECTS[e.kind].value_of(e) if e.kind in EFFECTS else 0.3 for e in effects)  # as each kind declares
    if card.spell is not None and card.spell.targets:
        value += 0.3  # a spell that chooses its target is removal or a trick
    return round(value, 3)


def colour_weights(cards: Iterable[CardDef]) -> dict[str, float]:
    """The summed rating of the cards of each colour (a multicoloured card counts in each)."""
    weights = dict.fromkeys("WUBRG", 0.0)
    for card in cards:
        for colour in card.colors:
            weights[colour] += card_rating(card)
    return weights


def best_colours(cards: Iterable[CardDef], n: int = 2) -> list[str]:
    """The (at most) ``n`` colours of the highest summed rating among ``cards``."""
    weights = colour_weights(cards)
    return [c for c in sorted("WUBRG", key=lambda c: (-weights[c], "WUBRG".index(c))) if weights[c] > 0][:n]


# ---------------------------------------------------------------------- draft


def pick_for(picks: Pool, booster: Pool) -> CardDef:
    """A computer drafter's pick: the best-rated card, in its two colours once it has some
    picks (colourless cards always fit)."""
    colours = set(best_colours(picks)) if len(picks) >= COMMIT_PICK - 1 else set("WUBRG")

    def score(card: CardDef) -> tuple[float, str]:
        fits = len(colours | card.colors) <= 2 or card.colors <= colours  # a second colour may still come
        return (card_rating(card) * (1.0 if fits else 0.35), card.name)

    return max(booster, key=score)


@dataclass
class Draft:
    """An eight-seat booster draft. Seat 0 is the player; the others are computer drafters.
    ``boosters[s]`` is the booster seat ``s`` picks from now."""

    seed: int
    seats: int = DRAFT_SEATS
    round: int = 0  # 0, 1, 2: the booster being drafted
    picks: list[Pool] = field(default_factory=list)
    boosters: list[Pool] = field(default_factory=list)
    rng: GameRng = field(default_factory=lambda: GameRng(0))
    set_code: str = DEFAULT_SET  # the set whose boosters are drafted

    def __post_init__(self) -> None:
        self.rng = GameRng(self.seed)
        self.slots = booster_cards(set_code=self.set_code)
        self.size = booster_size(self.set_code)
        self.picks = [[] for _ in range(self.seats)]
        self._open_round()

    def _open_round(self) -> None:
        self.boosters = [open_booster(self.rng, self.slots, self.set_code) for _ in range(self.seats)]

    @property
    def finished(self) -> bool:
        return self.round >= DRAFT_BOOSTERS

    @property
    def pick_number(self) -> int:
        """The pick within the current booster, from 1."""
        return self.size - len(self.boosters[0]) + 1 if self.boosters and self.boosters[0] else self.size

    def pick(self, card: CardDef) -> None:
        """The player (seat 0) takes ``card``; every computer drafter picks; the boosters pass
        (to the left in the first and third rounds, to the right in the second)."""
        if self.finished:
            raise ValueError("the draft is over")
        if card not in self.boosters[0]:
            raise ValueError(f"{card.name} is not in the booster")
        chosen = [card] + [pick_for(self.picks[s], self.boosters[s]) for s in range(1, self.seats)]
        for seat, c in enumerate(chosen):
            self.boosters[seat].remove(c)
            self.picks[seat].append(c)
        step = 1 if self.round % 2 == 0 else -1
        self.boosters = [self.boosters[(s - step) % self.seats] for s in range(self.seats)]
        if not self.boosters[0]:
            self.round += 1
            if not self.finished:
                self._open_round()

    def auto_pick(self) -> CardDef:
        """The pick a computer drafter would make for the player (tests, "pick for me")."""
        card = pick_for(self.picks[0], self.boosters[0])
        self.pick(card)
        return card


# ---------------------------------------------------------------------- deck-building


def build_deck(pool: Pool, name: str, lands: int = LIMITED_LANDS, spells: int = LIMITED_SPELLS) -> Deck:
    """The computer's limited deck from ``pool``: its two best colours, the best-rated spells
    in them (and colourless ones), and basic lands in proportion to the colours' symbols
    (CR 100.2b: basic lands are free in limited play). The rest of the pool is the sideboard."""
    pool_cards = load_pool()
    colours = set(best_colours(pool))
    playable = [c for c in pool if not c.is_land and (not c.colors or c.colors <= colours)]
    playable.sort(key=lambda c: (-card_rating(c), c.name))
    main = playable[:spells]
    if len(main) < spells:  # too few in two colours: the best of the others, then more lands
        others = sorted((c for c in pool if not c.is_land and c not in playable),
                        key=lambda c: (-card_rating(c), c.name))
        main += others[:spells - len(main)]
        lands += spells - len(main)
        colours |= {colour for card in main for colour in card.colors}
    demand = dict.fromkeys(sorted(colours, key="WUBRG".index), 0)
    for card in main:
        for colour, n in zip("WUBRG", card.mana_cost.colored):
            if colour in demand:
                demand[colour] += n
    if not demand:
        demand = {"G": 1}  # a pool without a coloured card: lands of some colour all the same
    total = sum(demand.values()) or 1
    land_counts = {c: round(lands * n / total) for c, n in demand.items()}
    if sum(land_counts.values()) != lands:
        top = max(demand, key=lambda c: demand[c])
        land_counts[top] += lands - sum(land_counts.values())
    deck = Deck(name=name, description="")
    for card in main:
        _add(deck.entries, card)
    for colour, n in land_counts.items():
        if n > 0:
            deck.entries.append((n, pool_cards.get(LAND_OF_COLOUR[colour])))
    rest = list(pool)
    for card in main:
        rest.remove(card)
    for card in rest:
        _add(deck.sideboard, card)
    return deck


def pool_deck(pool: Pool, name: str) -> Deck:
    """A pool as a limited deck with nothing in the main deck yet: every card is in the
    sideboard (CR 100.2b), for the player to build from."""
    deck = Deck(name=name)
    for card in pool:
        _add(deck.sideboard, card)
    return deck


def _add(entries: list[tuple[int, CardDef]], card: CardDef) -> None:
    set_count(entries, card, count_of(entries, card.name) + 1)

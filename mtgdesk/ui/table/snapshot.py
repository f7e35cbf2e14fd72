"""What the table shows at one moment, from one player's side: built from that player's view
of the game (hands other than the seat's are only counted, CR 402.3) and the public state the
bridge reads (targets on the stack, blocks, mana pools)."""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any

from mtgdesk.cards import load_pool
from mtgdesk.engine.decisions import DecisionKind
from mtgdesk.engine.objects import CardDef, Characteristics

from .bridge import GameBridge
from .card_item import CardState


@dataclass
class PlayerInfo:
    index: int
    name: str
    life: int
    hand_count: int
    library_count: int
    pool: list[int]
    graveyard: list[CardState]
    exile: list[CardState]


@dataclass
class TableSnapshot:
    perspective: int
    turn: int
    step: str
    active: int
    decision_player: int
    decision_kind: DecisionKind
    over: bool
    players: list[PlayerInfo]
    battlefield: list[CardState]
    stack: list[CardState]
    hands: dict[int, list[CardState]]
    blocks: list[tuple[int, int]] = field(default_factory=list)

    def card(self, obj_id: int) -> CardState | None:
        for group in (self.battlefield, self.stack, *self.hands.values()):
            for state in group:
                if state.id == obj_id:
                    return state
        for player in self.players:
            for state in (*player.graveyard, *player.exile):
                if state.id == obj_id:
                    return state
        return None


#: The order of card types on a type line (CR 205.2a lists them; a type a layer adds is put in
#: its place among the printed ones).
_TYPE_ORDER = ("Tribal", "Artifact", "Enchantment", "Land", "Creature", "Planeswalker", "Instant", "Sorcery")


def _in_order(printed: tuple[str, ...], now: frozenset[str], order: tuple[str, ...] = ()) -> tuple[str, ...]:
    """``now`` ordered as printed, what was added after, in ``order`` (then by name)."""
    kept = [t for t in printed if t in now]
    added = sorted((t for t in now if t not in printed), key=lambda t: (order.index(t) if t in order else 99, t))
    return tuple(kept + added)


@lru_cache(maxsize=2048)
def _changed_card(card: CardDef, types: tuple[str, ...], subtypes: tuple[str, ...], supertypes: tuple[str, ...],
                  colors: tuple[str, ...], abilities: tuple[Any, ...]) -> CardDef:
    """One card object per look, so that its face is painted once (faces are cached by card)."""
    indicator = colors if frozenset(colors) != card.colors else card.color_indicator
    return replace(card, types=types, subtypes=subtypes, supertypes=supertypes, abilities=abilities,
                   color_indicator=indicator)


#: ``seen_card``'s answers by the identity of the card and of its characteristics (the engine
#: keeps an object's characteristics until something changes them): a redraw asks again for
#: every card. The pair is kept with the answer, so that their ids stay theirs.
_SEEN: dict[tuple[int, int], tuple[CardDef, Characteristics, CardDef]] = {}
_SEEN_LIMIT = 4096


def seen_card(card: CardDef | None, characteristics: Characteristics | None) -> CardDef | None:
    """The card as its viewer sees it now: where a continuous effect changed its types, colours
    or abilities (CR 613: a nonbasic land under Blood Moon is a Mountain with "{T}: Add {R}" and
    nothing else, CR 305.7), the face shows that, never the printed text. Its printed power and
    toughness stay (the P/T box shows the current values against them)."""
    if card is None or characteristics is None:
        return card
    key = (id(card), id(characteristics))
    known = _SEEN.get(key)
    if known is not None:
        return known[2]
    if len(_SEEN) >= _SEEN_LIMIT:
        _SEEN.clear()
    seen = _seen_card(card, characteristics)
    _SEEN[key] = (card, characteristics, seen)
    return seen


def _seen_card(card: CardDef, ch: Characteristics) -> CardDef:
    if ch.name != card.name:  # a copy (CR 707.2): the copied card's printed values
        pool = load_pool()
        if ch.name in pool:
            card = pool.get(ch.name)
    # A basic land type's mana ability is its reminder text, drawn from the type (CR 305.6).
    abilities = tuple(a for a in ch.abilities if not getattr(a, "intrinsic", False))
    if (frozenset(card.types) == ch.types and card.subtypes == ch.subtypes
            and frozenset(card.supertypes) == ch.supertypes and card.colors == ch.colors
            and card.abilities == abilities):
        return card
    return _changed_card(card, _in_order(card.types, ch.types, _TYPE_ORDER), ch.subtypes,
                         _in_order(card.supertypes, ch.supertypes), tuple(c for c in "WUBRG" if c in ch.colors),
                         abilities)


def _state(bridge: GameBridge, cv: Any, **extra: Any) -> CardState:
    # Summoning sickness matters only to a creature without haste (CR 302.6): only then marked.
    sick = cv.sick and cv.power is not None and "haste" not in bridge.keywords(cv.id)
    card = bridge.card(cv.id) if cv.is_ability else seen_card(bridge.card(cv.id), cv.characteristics)
    return CardState(
        id=cv.id, card=card, zone=cv.zone, owner=cv.owner, controller=cv.controller,
        tapped=cv.tapped, damage=cv.damage, power=cv.power, toughness=cv.toughness, sick=sick,
        attacking=cv.attacking, attached_to=cv.attached_to, token=cv.token, counters=cv.counters, **extra,
    )


def _chosen(cv: Any, names: list[str]) -> tuple[tuple[str, str], ...]:
    """What was chosen as the permanent entered, with players by their names."""
    return tuple((k, names[v] if k == "player" and isinstance(v, int) and 0 <= v < len(names) else str(v))
                 for k, v in cv.chosen if k in ("player", "name"))


def take_snapshot(bridge: GameBridge, perspective: int, names: list[str], seated: bool = True) -> TableSnapshot:
    """The table as ``perspective`` sees it; with ``seated`` False (a hot-seat game between two
    turns: nobody sits at the table) as anyone passing by does, both hands face down."""
    view = bridge.view(perspective)
    blocks = bridge.blocks()
    blocking = {b for b, _ in blocks}
    battlefield = [_state(bridge, cv, blocking=cv.id in blocking, chosen=_chosen(cv, names))
                   for cv in view.battlefield()]
    stack = [_state(bridge, cv, is_ability=bridge.is_ability(cv.id), targets=bridge.stack_targets(cv.id))
             for cv in view.stack()]
    hands: dict[int, list[CardState]] = {}
    players: list[PlayerInfo] = []
    for p in range(2):
        hand = view.hand(p)
        if isinstance(hand, list) and seated:
            hands[p] = [_state(bridge, cv) for cv in hand]
        else:
            hands[p] = [CardState(i, None, "hand", p, p) for i in bridge.hand_ids(p)]
        players.append(PlayerInfo(
            index=p, name=names[p], life=view.life(p), hand_count=len(hands[p]),
            library_count=view.library_size(p), pool=bridge.mana_pool(p),
            graveyard=[_state(bridge, cv) for cv in view.graveyard(p)],
            exile=[_state(bridge, cv) for cv in view.exile(p)],
        ))
    decision = bridge.decision
    return TableSnapshot(
        perspective=perspective, turn=view.turn, step=view.step.value, active=view.active,
        decision_player=decision.player, decision_kind=decision.kind, over=bridge.over, players=players,
        battlefield=battlefield, stack=stack, hands=hands, blocks=blocks,
    )

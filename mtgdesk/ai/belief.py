"""What the opponent may hold, from what it has shown (issue 34): a search player's belief.

A person who sees an opponent play Forests, Llanowar Elves and a Trained Armodon from a 60-card
deck thinks "Green Stompers: four Giant Growth in there", not "any green card of the set". The
belief here does the same with the deck lists anyone may know (the preconstructed decks and the
Ninth Edition theme decks): the decks the opponent may be playing are those of its number of
cards (its cards in every zone are counted publicly: CR 400.2, 402.3) that hold every card it
has shown; each is as likely as the shown cards make it (the multivariate hypergeometric
likelihood of drawing them from that list). A determinization then takes one such deck, by
those odds, and deals the opponent's hand and library from that list less the cards shown,
shuffled (``sample``), rather than uniformly from the cards of its colours
(``engine.determinize``'s fallback, which stands where no known list fits: a deck of one's own,
a puzzle).

Only public information is read: the opponent's cards in public zones (and its hand if it was
revealed), and how many cards it has in each zone.
"""
from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ..engine.objects import CardDef
from ..decks.precons import precons, theme_decks


@dataclass(frozen=True)
class KnownDeck:
    """A deck list anyone may know: its name, size and cards by name."""

    name: str
    size: int
    counts: tuple[tuple[str, int], ...]
    cards: tuple[CardDef, ...]  # one entry per copy


@lru_cache(maxsize=1)
def known_decks() -> tuple[KnownDeck, ...]:
    """The preconstructed decks and the theme decks (``decks.precons``)."""
    out = []
    for deck in (*precons(), *theme_decks()):
        cards = tuple(deck.cards())
        counts = Counter(c.name for c in cards)
        out.append(KnownDeck(deck.name, len(cards), tuple(sorted(counts.items())), cards))
    return tuple(out)


def shown_cards(view: Any, player: int) -> Counter[str]:
    """The names of ``player``'s cards it has shown, with how many: its own (not tokens) on the
    battlefield, in graveyards and exile and on the stack, and in its hand if that is revealed."""
    seen: Counter[str] = Counter()
    public = list(view.battlefield()) + list(view.graveyard(player)) + list(view.exile(player)) + list(view.stack())
    for cv in public:
        if cv.owner == player and not cv.token and not cv.is_ability:
            seen[cv.name] += 1
    hand = view.hand(player)
    if not isinstance(hand, int):
        for cv in hand:
            seen[cv.name] += 1
    return seen


def card_count(view: Any, player: int) -> int:
    """How many cards ``player`` owns in the game (not tokens): public (zone sizes)."""
    public = list(view.battlefield()) + list(view.graveyard(player)) + list(view.exile(player)) + list(view.stack())
    shown = sum(1 for cv in public if cv.owner == player and not cv.token and not cv.is_ability)
    hand = view.hand(player)
    library: int = view.library_size(player)
    return shown + (hand if isinstance(hand, int) else len(hand)) + library


def likelihood(deck: KnownDeck, shown: Counter[str]) -> float:
    """How likely ``deck`` makes the shown cards, up to a factor every deck of that size shares:
    the product over names of C(copies in the deck, copies shown); 0 if a card shown isn't in it
    often enough."""
    counts = dict(deck.counts)
    weight = 1.0
    for name, k in shown.items():
        n = counts.get(name, 0)
        if n < k:
            return 0.0
        weight *= math.comb(n, k)
    return weight


@dataclass
class Belief:
    """The decks the opponent may be playing, with their odds, and the rest of each list."""

    decks: list[tuple[KnownDeck, float]]
    rests: list[list[CardDef]]  # each deck's cards less those shown
    hidden: int  # how many of the opponent's cards are hidden (hand, library)

    def sample(self, rng: random.Random) -> list[CardDef] | None:
        """The opponent's hidden cards, hand first: one deck drawn by its odds, its unseen cards
        shuffled. None if no known list fits."""
        if not self.decks:
            return None
        return self._one(rng)

    def _one(self, rng: random.Random) -> list[CardDef]:
        total = sum(w for _, w in self.decks)
        pick = rng.random() * total
        k = len(self.decks) - 1
        for i, (_, w) in enumerate(self.decks):
            pick -= w
            if pick < 0:
                k = i
                break
        rest = list(self.rests[k])
        rng.shuffle(rest)
        return rest[:self.hidden]

    def chance_in_hand(self, names: set[str], hand_size: int) -> float:
        """The chance that a hand of ``hand_size`` hidden cards holds at least one of ``names``
        (hypergeometric, averaged over the decks by their odds). 0 if no known list fits."""
        total = sum(w for _, w in self.decks)
        if not total:
            return 0.0
        out = 0.0
        for (_, w), rest in zip(self.decks, self.rests):
            good = sum(1 for c in rest if c.name in names)
            n = len(rest)
            if n == 0 or hand_size <= 0:
                continue
            miss = math.comb(n - good, hand_size) / math.comb(n, hand_size) if hand_size <= n else 0.0
            out += w * (1.0 - miss)
        return out / total


def opponent_belief(view: Any) -> Belief:
    """The belief about ``view``'s player's opponent (see the module docstring)."""
    opp = 1 - view.player
    shown = shown_cards(view, opp)
    size = card_count(view, opp)
    hand = view.hand(opp)
    hidden = (0 if not isinstance(hand, int) else hand) + view.library_size(opp)
    decks: list[tuple[KnownDeck, float]] = []
    rests: list[list[CardDef]] = []
    for deck in known_decks():
        if deck.size != size:
            continue
        w = likelihood(deck, shown)
        if w <= 0:
            continue
        left = Counter(shown)
        rest = []
        for card in deck.cards:
            if left[card.name] > 0:
                left[card.name] -= 1
            else:
                rest.append(card)
        decks.append((deck, w))
        rests.append(rest)
    return Belief(decks, rests, hidden)


def colour_sample(view: Any, candidates: Iterable[CardDef], rng: random.Random, count: int,
                  land_share: float = 0.4) -> list[CardDef]:
    """``count`` hidden cards of the opponent's drawn as ``engine.determinize`` draws them where no
    known list fits (basic lands of its colours for ``land_share`` of them, else the cards it
    has shown and the candidates of its colours), for a caller that changes them before dealing
    (``tricks.apply_tell``). Empty if there is nothing to draw from."""
    lands, nonlands = view.belief(candidates)  # public information only (``PlayerView.belief``)
    if not lands and not nonlands:
        return []
    out = []
    for _ in range(count):
        if lands and (not nonlands or rng.random() < land_share):
            out.append(lands[rng.randrange(len(lands))])
        else:
            out.append(nonlands[rng.randrange(len(nonlands))])
    return out

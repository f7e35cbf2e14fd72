"""The easy player's choices (``basic.BasicPlayer``): its answer to each question that is not
priority, combat or targets, each made from its own ``PlayerView`` and what cards are worth.

Keeping a hand or taking a mulligan (CR 103.5) and the cards put on the bottom after it; paying a
cost (601.2g-601.2h) and choosing X (107.3, 601.2b); the cards to discard (701.9), ours or from a
hand revealed to us; a permanent to sacrifice (701.17), also to pay an "unless" (118.12); a card
to take (a search, 701.19; a look at the top of a library); the order of cards put on the bottom
"in any order"; naming a card (201.3), choosing a colour (105.1) or a card type to untap (502.3);
an opponent's "counter unless you pay" (701.5). ``basic.ANSWERS`` maps each question to one of
these, or to the player's priority, combat and targets in ``basic.py`` and ``basic_combat.py``.
"""
from __future__ import annotations

from typing import Any

from ..engine import actions as A
from ..engine.decisions import Decision
from ..engine.view import CardView
from . import facts
from .facts import creature_worth, mana_value


class BasicChoices:
    """The choices of ``BasicPlayer`` other than priority, combat and targets: one method for
    each question (``basic.ANSWERS``), and what a card or a permanent is worth to its owner."""

    _mulligans: int  # mulligans taken for the hand being decided on (``BasicPlayer.__init__``)

    def _keep_or_mulligan(self, view: Any, d: Decision, legal: list[A.Action]) -> A.Action | None:
        return self._mulligan(view, legal)

    def _pay(self, view: Any, d: Decision, legal: list[A.Action]) -> A.Action | None:
        return next((a for a in legal if isinstance(a, A.PayAuto)), None) or \
            next((a for a in legal if isinstance(a, A.PayFromPool)), None) or \
            next(a for a in legal if isinstance(a, A.CancelCasting))

    def _discard(self, view: Any, d: Decision, legal: list[A.Action]) -> A.Action | None:
        """Our own cards worth least; from a hand revealed to us, the opponent's worth most."""
        return self._pick_cards(view, legal, A.Discard, keep_best=d.get("whose", view.player) == view.player)

    def _bottom(self, view: Any, d: Decision, legal: list[A.Action]) -> A.Action | None:
        """After a mulligan, the cards worth least go to the bottom (CR 103.5)."""
        return self._pick_cards(view, legal, A.PutOnBottom, keep_best=True)

    def _x(self, view: Any, d: Decision, legal: list[A.Action]) -> A.Action | None:
        xs = [a for a in legal if isinstance(a, A.ChooseX)]
        return max(xs, key=lambda a: a.value) if xs else None

    @staticmethod
    def _options(legal: list[A.Action]) -> list[A.ChooseOption]:
        return [a for a in legal if isinstance(a, A.ChooseOption)]

    def _keep_our_spell(self, view: Any, d: Decision, legal: list[A.Action]) -> A.Action | None:
        return next((a for a in self._options(legal) if a.option is True), None)  # pay: keep our spell

    def _card_name(self, view: Any, d: Decision, legal: list[A.Action]) -> A.Action | None:
        return self._name_a_card(view, self._options(legal))

    def _color(self, view: Any, d: Decision, legal: list[A.Action]) -> A.Action | None:
        options = self._options(legal)
        return self._opponents_color(view, options) if options else self._take(view, d, legal)

    def _untap_type(self, view: Any, d: Decision, legal: list[A.Action]) -> A.Action | None:
        """The type with the most of our tapped permanents (CR 502.3)."""
        options = self._options(legal)
        mine = [cv for cv in view.battlefield() if cv.controller == view.player and cv.tapped]

        def tapped_of(a: A.ChooseOption) -> int:
            kind = str(a.option).capitalize()
            return sum(1 for cv in mine if kind in facts.characteristics(view, cv.id).types)
        return max(options, key=tapped_of) if options else None

    def _sacrifice(self, view: Any, d: Decision, legal: list[A.Action]) -> A.Action | None:
        """A permanent to give up (CR 701.17): the one worth least. One asked for "unless"
        (``optional``: "you may sacrifice ... If you don't, ...") is given up when not paying
        would cost a permanent worth more ("sacrifice it unless you sacrifice two Mountains"),
        else only while life is short."""
        options = self._options(legal)
        cards = {c.id: c for c in view.option_cards()}
        mine = [a for a in options if a.option in cards]
        if not mine:
            return self._take(view, d, legal)
        if d.get("optional") and not self._worth_paying(view, d, [cards[a.option] for a in mine]) \
                and view.life(view.player) > 8:
            return next((a for a in options if a.option is None), None)
        return min(mine, key=lambda a: self._permanent_value(view, cards[a.option]))

    def _take(self, view: Any, d: Decision, legal: list[A.Action]) -> A.Action | None:
        """A card to take (a search, a look at the top, a copy): the one worth most to us; else
        the first real option."""
        options = self._options(legal)
        cards = {c.id: c for c in view.option_cards()}
        if any(a.option in cards for a in options):
            return max(options, key=lambda a: self._card_value(view, cards[a.option]) if a.option in cards else -1.0)
        real = [a for a in options if a.option is not None]
        return real[0] if real else (options[0] if options else None)

    def _lowest_first(self, view: Any, d: Decision, legal: list[A.Action]) -> A.Action | None:
        """The next card put on the bottom of a library, "in any order", the first chosen going
        lowest: the card worth least to its owner goes deepest, so the ones worth more come back
        sooner (it is a card given up for now, not one kept: issue 31)."""
        options = self._options(legal)
        cards = {c.id: c for c in view.option_cards()}
        mine = [a for a in options if a.option in cards]
        if not mine:
            return self._take(view, d, legal)
        hand = [cards[a.option] for a in mine]
        return min(mine, key=lambda a: self._card_value(view, cards[a.option], hand))

    def _first(self, view: Any, d: Decision, legal: list[A.Action]) -> A.Action | None:
        """No preference (the order of our own triggers, which replacement applies first): the
        first choice, as the fallback makes it."""
        return None

    def _name_a_card(self, view: Any, options: list[A.ChooseOption]) -> A.ChooseOption | None:
        """"Name a card" (Booby Trap): the name the opponents have shown most (their graveyards
        and permanents), else the first name offered."""
        shown: dict[str, int] = {}
        seen = [c for p in range(2) if p != view.player for c in view.graveyard(p)]
        seen += [c for c in view.battlefield() if c.controller != view.player]
        for c in seen:
            shown[c.name] = shown.get(c.name, 0) + 1
        by_name = {a.option: a for a in options}
        for name in sorted(shown, key=lambda n: -shown[n]):
            if name in by_name:
                return by_name[name]
        return options[0] if options else None

    def _worth_paying(self, view: Any, d: Any, offered: list[CardView]) -> bool:
        """Whether the permanents an "unless" would take if not paid (``otherwise_sacrificed``)
        are worth more than the cheapest ones that pay it (``sacrifice_count`` of them)."""
        ours = {c.id: c for c in view.battlefield()}
        lost = sum(self._permanent_value(view, ours[i]) for i in d.get("otherwise_sacrificed", ()) if i in ours)
        cheapest = sorted(self._permanent_value(view, c) for c in offered)[:d.get("sacrifice_count", 1)]
        return lost > sum(cheapest)

    def _permanent_value(self, view: Any, cv: CardView) -> float:
        """How much a permanent is worth to its controller: its mana value, and a creature's
        fighting worth."""
        worth = float(mana_value(view, cv.id))
        if cv.power is not None:
            worth += creature_worth(view, cv)
        return worth

    def _opponents_color(self, view: Any, options: list[A.ChooseOption]) -> A.ChooseOption:
        """"Choose a color" (CR 105.1): the colour the opponent shows most, on the battlefield
        and in their graveyard (what they likely hold too)."""
        opp = 1 - view.player
        seen = [c for c in view.battlefield() if c.controller == opp] + list(view.graveyard(opp))
        symbols = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}

        def shown(a: A.ChooseOption) -> int:
            sym = symbols.get(str(a.option), str(a.option))
            return sum(1 for c in seen if c.characteristics is not None and sym in c.characteristics.colors)
        return max(options, key=shown)

    # ------------------------------------------------------------------ cards in hand

    def _card_value(self, view: Any, cv: CardView, hand: list[CardView] | None = None) -> float:
        """How much a card in a hand (ours or one revealed to us) is worth to its owner now:
        a land while they have few (on the battlefield and in that hand), else a spell by its
        mana value."""
        me = cv.owner
        lands = sum(1 for p in view.battlefield() if p.controller == me and facts.is_land(view, p.id))
        if facts.is_land(view, cv.id):
            lands += sum(1 for c in hand or () if c.id != cv.id and facts.is_land(view, c.id))
            return 10.0 if lands <= 2 else 6.0 if lands <= 4 else 1.0
        mv = mana_value(view, cv.id)
        return 6.0 + mv * 0.5 if mv <= lands + 2 else 4.0 + mv * 0.4

    def _mulligan(self, view: Any, legal: list[A.Action]) -> A.Action:
        """Keep two to five lands in seven; accept worse as mulligans add up (London mulligan:
        the hand is always seven cards, some go to the bottom afterwards)."""
        hand = view.hand(view.player)
        lands = sum(1 for c in hand if facts.is_land(view, c.id))
        keep = next(a for a in legal if isinstance(a, A.Keep))
        mulligan = next((a for a in legal if isinstance(a, A.Mulligan)), None)
        good = 2 <= lands <= 5 if self._mulligans == 0 else 1 <= lands <= 6
        if mulligan is None or good or self._mulligans >= 2:
            self._mulligans = 0
            return keep
        self._mulligans += 1
        return mulligan

    def _pick_cards(self, view: Any, legal: list[A.Action], kind: type, keep_best: bool) -> A.Action | None:
        """Discard or put on the bottom: from our own hand the cards worth least now; from a hand
        revealed to us (CR 701.9: the chooser is us, the cards the opponent's) the ones worth most."""
        options: list[Any] = [a for a in legal if isinstance(a, kind)]
        picks = [a for a in legal if isinstance(a, A.Pick)]
        if not options and not picks:
            return None
        cards = {c.id: c for c in view.option_cards()}
        own = view.hand(view.player)
        cards.update({c.id: c for c in own})
        hand = list(cards.values())
        if picks:
            # Several cards, picked one at a time (never a list of subsets, issue 31): each pick
            # the card worth least (worth most, from a revealed hand), which picked in a row
            # makes the choice of least (most) total worth, as the cards' worths add up.
            def one(a: A.Pick) -> float:
                return self._card_value(view, cards[a.option], hand) if a.option in cards else 0.0

            picked: A.Action = min(picks, key=one) if keep_best else max(picks, key=one)
            return picked
        worth = {i: self._card_value(view, c, hand) for i, c in cards.items()}

        def total(a: Any) -> float:
            return sum((worth.get(c, 0.0) for c in a.cards), 0.0)

        result: A.Action = min(options, key=total) if keep_best else max(options, key=total)
        return result

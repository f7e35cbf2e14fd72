"""A player's view of the game: what that player may see (CR 400.2, 401.2, 402.3).

Hands are private; libraries are face down (only their sizes are known); everything else is
public. The UI draws a view and the AI reads one, never the full state.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .abilities import StaticAbility
from .casting import payment_preview
from .determinize import belief, determinize
from .objects import CardDef, Characteristics, Zone
from .values import quick_init

if TYPE_CHECKING:
    from .game import Game


@dataclass(frozen=True)
class CardView:
    id: int
    name: str
    controller: int
    owner: int
    zone: str
    tapped: bool = False
    damage: int = 0
    power: int | None = None
    toughness: int | None = None
    sick: bool = False
    attacking: bool = False
    attached_to: int | None = None
    token: bool = False
    counters: tuple[tuple[str, int], ...] = ()
    targets: tuple[Any, ...] = ()  # a spell's or ability's targets, on the stack (public)
    #: Its current characteristics (CR 109.3, after continuous effects: CR 613), as its viewer
    #: may see them: what the UI draws and the computer players read, never the printed card.
    characteristics: Characteristics | None = None
    blocking: bool = False
    is_ability: bool = False  # an activated or triggered ability on the stack
    #: What was chosen as it entered, public: ("player", index), ("name", card name) (CR 614.12)
    chosen: tuple[tuple[str, Any], ...] = ()


quick_init(CardView)  # a search player's policy reads the battlefield as card views: made quickly
_ZONE_VALUE = {z: z.value for z in Zone}  # (an enum's ``value`` is a slow property)


class PlayerView:
    """What ``player`` may know of ``game``."""

    def __init__(self, game: "Game", player: int) -> None:
        self._game = game
        self.player = player

    @property
    def decision(self) -> Any:
        return self._game.decision

    def legal_actions(self) -> list[Any]:
        """The actions this player may take, if the decision is theirs."""
        if self._game.decision.player != self.player:
            return []
        return self._game.legal_actions()

    def non_mana_actions(self) -> list[Any]:
        """At this player's priority, the legal actions other than passing and activating mana
        abilities (CR 605.1a), in the order of ``legal_actions``; otherwise empty."""
        if self._game.decision.player != self.player:
            return []
        return self._game.non_mana_actions()

    def only_pass(self) -> bool:
        """Whether this player has priority and passing is the only legal action."""
        if self._game.decision.player != self.player:
            return False
        return self._game.only_pass()

    def payment_preview(self, card: int | None = None, x: int = 0) -> tuple[int, ...] | None:
        """The permanents of this player's that the automatic payment would tap (CR 601.2g-h):
        for the card ``card`` in their hand cast with X = ``x``, or for what they are paying
        now; None if it can't be paid (``casting.payment_preview``). Nothing hidden is read: the
        card is the player's own, the permanents are on the battlefield."""
        return payment_preview(self._game, self.player, card, x)

    def _card(self, oid: int) -> CardView:
        g = self._game
        o = g.objects[oid]
        if o.zone is Zone.BATTLEFIELD:
            ch = g.characteristics(oid)
            return CardView(oid, o.card.name, o.controller, o.owner, _ZONE_VALUE[o.zone], o.tapped, o.damage,
                            ch.power, ch.toughness, o.sick, o.attacking, o.attached_to, o.token,
                            tuple(sorted(o.counters.items())), characteristics=ch, blocking=bool(o.blocking),
                            chosen=tuple(o.chosen))
        if o.zone is Zone.STACK:
            ability = hasattr(o, "ability")
            seen: Characteristics | None = None
            if not ability:
                seen = g.characteristics(oid)
            elif o.source in g.objects or o.source in g.lki:
                seen = g.characteristics(o.source)
            return CardView(oid, o.card.name, o.controller, o.owner, _ZONE_VALUE[o.zone], targets=tuple(o.targets),
                            characteristics=seen, is_ability=ability)
        ch = g.characteristics(oid)
        return CardView(oid, o.card.name, o.controller, o.owner, _ZONE_VALUE[o.zone], power=ch.power,
                        toughness=ch.toughness, characteristics=ch)

    def characteristics(self, oid: int) -> Characteristics | None:
        """The current characteristics of an object this player may see, or None (CR 613)."""
        g = self._game
        o = g.objects.get(oid)
        if o is None or not self.can_see(oid):
            return None
        return g.characteristics(oid)

    def card_def(self, oid: int) -> CardDef:
        """The printed card (``CardDef``) of an object this player may see (``can_see``), for
        what layers don't change in this pool: its mana cost (CR 202). ``LookupError`` for
        anything else (an opponent's hidden card)."""
        if not self.can_see(oid):
            raise LookupError(oid)
        card: CardDef = self._game.objects[oid].card
        return card

    def belief(self, candidates: Any = ()) -> tuple[list[CardDef], list[CardDef]]:
        """What this player may believe the opponent's hidden cards are, from public information
        only (``determinize.belief``): (lands, other cards), the opponent's shown cards and the
        ``candidates`` of its colours."""
        return belief(self._game, self.player, candidates)

    def can_see(self, oid: int) -> bool:
        """Whether this player may see the object (CR 400.2: hands are private, libraries face
        down; a card shown to them by the decision they owe is seen too)."""
        g = self._game
        o = g.objects.get(oid)
        if o is None:
            return False
        if o.zone is Zone.HAND:
            return o.owner == self.player or any(c.id == oid for c in self.option_cards()) \
                or self.hand_revealed(o.owner)
        if o.zone is Zone.LIBRARY:
            return any(c.id == oid for c in self.option_cards())
        return True

    def determinize(self, rng: Any, candidates: Any = (), hidden_cards: Any = None) -> "Game":
        """A game consistent with what this player knows, for a search player: the hidden cards
        resampled (from ``hidden_cards`` first, the player's belief) and the RNG reseeded, so no
        future draw can be read (``determinize.py``)."""
        return determinize(self._game, self.player, rng, candidates,
                           hand_revealed=self.hand_revealed(1 - self.player), hidden_cards=hidden_cards)

    def blocks(self) -> list[tuple[int, int]]:
        """The blocks declared in this combat, (blocker, attacker): public (CR 509.1)."""
        combat = self._game.combat
        return list(combat.blocks) if combat is not None else []

    def attackers(self) -> list[int]:
        """The creatures declared as attackers in this combat: public (CR 508.1)."""
        combat = self._game.combat
        return list(combat.attackers) if combat is not None else []

    def option_cards(self) -> list[CardView]:
        """The cards among the options of this player's pending decision: what they are
        entitled to see while choosing (their library while searching it, the cards they look
        at, a hand revealed to them, targets), and the card the question is about (``card``)."""
        d = self._game.decision
        if d.player != self.player:
            return []
        out = []
        for options in (d.options if d.kind.value == "targets" else (d.options,)):
            for o in options:
                if isinstance(o, int) and not isinstance(o, bool) and o in self._game.objects:
                    out.append(self._card(o))
        shown = d.get("card")  # the card the question is about, revealed (Zur's Weirding: CR 701.16a)
        if isinstance(shown, int) and not isinstance(shown, bool) and shown in self._game.objects \
                and all(c.id != shown for c in out):
            out.append(self._card(shown))
        return out

    def hand(self, player: int) -> list[CardView] | int:
        """One's own hand, or only the size of another player's (CR 402.3)."""
        ids = self._game.players[player].hand
        if player != self.player and not self.hand_revealed(player):
            return len(ids)
        return [self._card(i) for i in ids]

    def hand_revealed(self, player: int) -> bool:
        """Whether ``player`` plays with their hand revealed to this player: "Players play with
        their hands revealed", or "Your opponents ..." of a permanent this player controls."""
        g = self._game
        if player == self.player:
            return False
        for i in g.battlefield:
            chars = g.characteristics(i)
            if "reveals" not in chars.statics:
                continue
            for a in chars.abilities:  # a ``reveals`` static ability, what ``hand`` (CR 701.16)
                if isinstance(a, StaticAbility) and a.kind == "reveals" and a.get("what") == "hand" and (
                        a.get("who") == "players" or g.objects[i].controller == self.player):
                    return True
        return False

    def library_size(self, player: int) -> int:
        return len(self._game.players[player].library)

    def graveyard(self, player: int) -> list[CardView]:
        return [self._card(i) for i in self._game.players[player].graveyard]

    def exile(self, player: int) -> list[CardView]:
        return [self._card(i) for i in self._game.players[player].exile]

    def battlefield(self) -> list[CardView]:
        return [self._card(i) for i in self._game.battlefield]

    def stack(self) -> list[CardView]:
        return [self._card(i) for i in self._game.stack]

    def mulligans(self, player: int) -> int:
        """How many mulligans ``player`` has taken (public, CR 103.5)."""
        return self._game.players[player].mulligans

    def life(self, player: int) -> int:
        return self._game.players[player].life

    @property
    def turn(self) -> int:
        return self._game.turn

    @property
    def casting(self) -> bool:
        """Whether a spell is being cast or an ability activated (CR 601.2, 602.2): a choice
        owed now pays its costs (CR 601.2h) rather than being made as an effect resolves.
        Public: the spell or ability is on the stack while it is cast (CR 601.2a)."""
        return self._game.casting is not None

    @property
    def step(self) -> Any:
        return self._game.step

    @property
    def active(self) -> int:
        return self._game.active

    def is_mana_ability(self, source: int, index: int) -> bool:
        """Whether activated ability ``index`` of ``source`` is a mana ability (CR 605.1a)."""
        abilities = self._game.characteristics(source).activated
        return 0 <= index < len(abilities) and abilities[index].is_mana

"""A game rebuilt from a guest's view, for a search player in a guest seat (issue 37, item 6).

A guest holds no game, only its seat's view (``RemoteView``). ``rebuild`` makes an engine
``Game`` consistent with that view: every object the seat sees, with its id, zone, controller
and status (tapped, damage, counters, attachments, combat), the life totals, mana pools and the
turn, step and decision; and in place of what the seat can't see (the opponent's hand, both
libraries: CR 401.2, 402.3) as many cards, then made up by ``engine.determinize`` from the
caller's belief (``hidden_cards``) or the candidates, as a local search player's are.

Abilities on the stack are rebuilt with their source, controller, targets and identity (the
view says which of the card's abilities each is); the seat's own cast or activation under way
(CR 601.2) is resumed at its stage, taking it back returning to the game before it.

It is only as good as a search's rollouts need: a ``RebuildError`` says the position can't be
rebuilt so that the seat's legal actions are legal in it too (the other player's cast half
made, a decision the rebuilt game would not owe), and the search player falls back on its
policy for that decision.
"""
from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from ..engine.combat import Combat
from ..engine.decisions import Decision, DecisionKind, Question
from ..engine.determinize import determinize
from ..engine.game import Game
from ..engine.mana import MANA_TYPES
from ..engine.objects import CardDef, Zone
from ..engine.stack import Casting, StackAbility

if TYPE_CHECKING:
    from .remote_view import RemoteView

_ZONES = {"hand": Zone.HAND, "graveyard": Zone.GRAVEYARD, "exile": Zone.EXILE}


class RebuildError(ValueError):
    """A view the rebuilt game can't match (the search falls back on its policy)."""


def _pool(text: str) -> list[int]:
    """``Game.mana_pool``'s letters back into a pool (CR 106.4)."""
    return [text.count(t) for t in MANA_TYPES]


def rebuild(view: RemoteView, rng: random.Random, candidates: Iterable[CardDef] = (),
            hidden_cards: Sequence[CardDef] | None = None, deck: Sequence[CardDef] = ()) -> Game:
    """A game consistent with ``view`` (the module docstring). ``deck``: the seat's own deck,
    what its library is made of (less the cards it sees elsewhere); without it, the seat's seen
    cards stand in. ``RebuildError`` if the view's legal actions aren't legal in the game."""
    if view.over:
        raise RebuildError("the game is over")
    casting = view.own_casting()
    if view.casting and casting is None:
        raise RebuildError("the other player's cast or activation half made (CR 601.2)")
    me = view.player
    game = Game(seed=rng.getrandbits(63))
    known = view._objects
    first_hidden = max(known, default=0) + 1
    placed: set[int] = set()

    def make(oid: int, zone: Zone) -> None:
        o = known[oid]
        if o.get("ability"):
            _ability(game, view, oid)
            placed.add(oid)
            return
        card = view.card_def(oid)
        game.next_id = oid
        obj = game.create_object(card, int(o["owner"]), zone, token=bool(o.get("token", False)),
                                 controller=int(o["controller"]))
        obj.controller = int(o["controller"])
        if zone is Zone.BATTLEFIELD:
            obj.tapped = bool(o.get("tapped", False))
            obj.damage = int(o.get("damage", 0))
            obj.sick = bool(o.get("sick", False))
            obj.counters = {str(k): int(n) for k, n in o.get("counters", ())}
            cv = view._card(oid)
            obj.chosen = cv.chosen
            obj.attacking = cv.attacking
        elif zone is Zone.STACK:
            obj.targets = view._card(oid).targets
            obj.x = int(o.get("x", 0))
            obj.chosen = view._card(oid).chosen
        placed.add(oid)

    for oid in view._state["battlefield"]:
        make(int(oid), Zone.BATTLEFIELD)
    for oid in view._state["stack"]:
        make(int(oid), Zone.STACK)
    for p in (0, 1):
        pl = view._player(p)
        game.players[p].life = int(pl["life"])
        game.players[p].mulligans = int(pl["mulligans"])
        game.players[p].poison = int(pl.get("poison", 0))
        game.players[p].pool = _pool(str(pl["pool"]))
        game.players[p].lands_played = view.lands_played(p)  # CR 305.2: no second land imagined
        game.players[p].extra_land_plays = view.extra_land_plays(p)
        for name, zone in _ZONES.items():
            if name == "hand" and "hand" not in pl:
                continue
            for oid in pl[name]:
                make(int(oid), zone)
    # What the seat can't see: as many cards, made up below (``determinize``).
    own_seen = [view.card_def(i) for i, o in known.items() if int(o["owner"]) == me and not o.get("token")
                and not o.get("ability")]
    library = _own_library(list(deck), own_seen, rng)
    stand_in = own_seen[0] if own_seen else (library[0] if library else None)
    game.next_id = first_hidden
    for p in (0, 1):
        pl = view._player(p)
        if "hand" not in pl:
            for _ in range(int(pl["hand_size"])):
                _hidden(game, stand_in, p, Zone.HAND)
        seen_lib = [i for i, o in known.items() if o.get("zone") == "library" and int(o["owner"]) == p]
        for oid in seen_lib:
            make(oid, Zone.LIBRARY)
        for k in range(max(0, int(pl["library_size"]) - len(seen_lib))):
            card = library[k] if p == me and k < len(library) else stand_in
            _hidden(game, card, p, Zone.LIBRARY)
    game.next_id = max(game.next_id, first_hidden + 1000)
    for oid, o in known.items():
        if oid in placed and o.get("attached") is not None and int(o["attached"]) in game.objects:
            game.attach(oid, int(o["attached"]))
    _place(game, view)
    if casting is not None:
        _resume_casting(game, view, casting)
    g = determinize(game, me, rng, candidates, hand_revealed=view.hand_revealed(1 - me),
                    hidden_cards=hidden_cards)
    missing = [a for a in view.legal_actions() if a not in set(g.legal_actions())]
    if missing:
        raise RebuildError(f"{len(missing)} of the seat's legal actions aren't legal in the rebuilt game")
    return g


def _ability(game: Game, view: RemoteView, oid: int) -> None:
    """An activated or triggered ability on the stack (CR 113.1b, 405.1): its source, its
    controller, the ability itself, its targets, X and choices, as the view shows them. A source
    the seat may not see (a card in the other player's hand) is named by an id of nothing: its
    last known information is not the seat's to have."""
    o = view._objects[oid]
    try:
        ability, source = view.stack_ability(oid)
    except (KeyError, IndexError, ValueError, TypeError) as exc:
        raise RebuildError(f"an ability on the stack the view doesn't identify: {exc!r}") from None
    cv = view._card(oid)
    item = StackAbility(oid, None, ability, int(o["controller"]), view.card_def(oid),
                        source if source is not None else 0)
    item.targets = cv.targets
    item.x = int(o.get("x", 0))
    item.chosen = cv.chosen
    game.objects[oid] = item
    game.stack.append(oid)
    game.next_id = max(game.next_id, oid + 1)


def _resume_casting(game: Game, view: RemoteView, c: dict[str, object]) -> None:
    """The seat's own cast or activation under way (CR 601.2, 602.2), or a trigger of its being
    put on the stack (CR 603.3d), at the stage the view shows; what taking it back returns to
    (CR 726.1) is this game before it began: the spell back in its owner's hand, the ability off
    the stack, the caster holding priority."""
    oid = int(str(c["object_id"]))
    kind = str(c["kind"])
    if oid not in game.objects or oid not in game.stack:
        raise RebuildError("the object being cast is not on the stack")
    rewind = None
    if c.get("rewind"):
        rewind = game.clone()
        rewind.stack.remove(oid)
        item = rewind.objects.pop(oid)
        if kind == "spell":
            rewind.create_object(item.card, item.owner, Zone.HAND)
        rewind.casting = None
        rewind.pending = None
        rewind.priority = view.player
        rewind.decision = Decision(view.player, DecisionKind.PRIORITY, Question.PRIORITY)
        rewind._legal = rewind._useful = None
        rewind._dirty()
    source = int(str(c["source"]))
    index = int(str(c["index"]))
    if kind == "ability":
        item = game.objects[oid]
        if getattr(item.ability, "once_per_turn", False) and (source, index) not in game.activated_this_turn:
            game.activated_this_turn.append((source, index))
    game.casting = Casting(kind, view.player, oid, source, index, str(c["stage"]), rewind)
    if game.decision.kind is not DecisionKind.PRIORITY:
        game.pending = game.decision  # owed as ``Game.require`` makes it owed
    game._legal = game._useful = None


def _own_library(deck: list[CardDef], seen: list[CardDef], rng: random.Random) -> list[CardDef]:
    """The seat's library's cards: its deck less the cards it sees elsewhere, in a random order
    (CR 401.2: it knows its deck, not the order)."""
    rest = list(deck)
    for card in seen:
        for i, c in enumerate(rest):
            if c.name == card.name:
                del rest[i]
                break
    rng.shuffle(rest)
    return rest


def _hidden(game: Game, card: CardDef | None, owner: int, zone: Zone) -> None:
    if card is None:
        raise RebuildError("no card to stand in for a hidden one")
    game.create_object(card, owner, zone)


def _place(game: Game, view: RemoteView) -> None:
    """The turn, step, combat and the decision owed, as the view shows them (CR 500)."""
    d = view.decision
    game.begin_at(view.step, view.active, view.turn)
    attackers = view.attackers()
    blocks = view.blocks()
    if attackers or blocks or game.combat is not None:
        combat = game.combat or Combat(defender=1 - view.active)
        combat.attackers = list(attackers)
        combat.attackers_done = view.step.value not in ("attackers",) or bool(attackers)
        combat.blocks = list(blocks)
        combat.blocked = {a for _, a in blocks}
        combat.blockers_done = bool(blocks) or view.step.value not in ("attackers", "blockers")
        game.combat = combat
        for b, a in blocks:
            obj = game.objects.get(b)
            if obj is not None:
                obj.blocking = (*obj.blocking, a)
    if d.kind is DecisionKind.MULLIGAN:
        for p in game.players:
            p.kept = False
    game.priority = d.player if d.kind is DecisionKind.PRIORITY else None
    game.decision = d
    game._legal = game._useful = None
    game._dirty()

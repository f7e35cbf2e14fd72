"""Zone changes (CR 400.7, 400.3, 121, 614.1c-d): moving an object from one zone to another,
drawing a card, and what a move changes in the game's caches.

``Game.move`` and ``Game.draw`` are the entry points (the rules modules call them on the game);
the work is done here, below the game and above layers.py and replacement.py, which it uses:
replacement effects apply to the move first (CR 614.6), a permanent may enter as a copy or with a
choice made (CR 706.2, 614.12), and the characteristics and listeners the move may change are
computed anew.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .abilities import StaticAbility
from . import events as E
from . import fastpaths
from . import copies as _copies
from . import layer_reads as _layer_reads
from . import replacement as _replacement
from .partial import LAYER_COPY
from .layers import ContinuousEffect
from .objects import CardDef, GameObject, LastKnown, Zone
from .stack import StackAbility

if TYPE_CHECKING:
    from .game import Game


def has_effect_statics(card: CardDef) -> bool:
    """Whether ``card`` has a static ability that makes continuous or replacement effects (CR
    604, 611.3), so that its permanent is a source of effects (``Game.static_sources``): worked out
    by layers.py when first asked, then kept on the card."""
    found = card._effect_statics
    if found is None:
        found = card.keep("_effect_statics", _copies.affects_others(card))
    return found


def counted_by_statics(game: "Game") -> bool:
    """Whether a permanent's static ability counts objects (``CardDef.counts_objects``), so
    that any zone change may change characteristics."""
    if not game.has_static_sources():
        return False
    objects = game.objects
    return any(i in objects and _copies.copiable_card(game, i).counts_objects for i in game.static_sources())


def statics_see_the_battlefield(game: "Game") -> bool:
    """Whether a permanent entering or leaving the battlefield may change the characteristics
    of others: a static ability that reads the battlefield (``CardDef.reads_battlefield``), or
    one that may grant a triggered ability (its listeners are made anew). Other static
    abilities apply to each object by what it is (CR 611.3a), so only the moved object is
    computed anew (a fast path: without it, any static ability counts)."""
    if not game.has_static_sources():
        return False
    if not fastpaths.ENABLED:
        return True
    return any(_copies.copiable_card(game, i).reads_battlefield for i in game.static_sources()) \
        or _layer_reads.may_grant_triggers(game)


def move(game: "Game", obj_id: int, to: Zone, *, tapped: bool = False, controller: int | None = None,
         bottom: bool = False) -> int | None:
    """Move an object to another zone; it becomes a new object (CR 400.7). Cards go to
    their owner's hand, library and graveyard (CR 400.3). Replacement effects apply first
    (CR 614.1c-d, 614.6). Returns the new id."""
    obj = game.objects[obj_id]
    if isinstance(obj, StackAbility):  # (first: an ability has no ``token``)
        remove_from_zone(game, obj)
        del game.objects[obj_id]
        return None
    if obj.token and obj.zone is not Zone.BATTLEFIELD and obj.zone is not Zone.STACK:
        return obj_id  # CR 110.5g: a token that has left the battlefield can't move again
    if game.replacements or game.has_static_sources():
        change = _replacement.ZoneChange(obj_id, obj.zone, to, tapped, controller, bottom)
        replaced = _replacement.replace(game, change)
        if replaced is None:
            return None
        assert isinstance(replaced, _replacement.ZoneChange)
        to, tapped, controller, bottom = replaced.to, replaced.tapped, replaced.controller, replaced.bottom
    return move_object(game, obj, to, tapped=tapped, controller=controller, bottom=bottom)


def _as_enters(game: "Game", obj: GameObject, controller: int | None) -> tuple[Any, tuple[tuple[str, Any], ...]]:
    """What ``obj`` enters as a copy of, and what is chosen as it enters (CR 614.1c, 614.12)."""
    entering = controller if controller is not None else obj.controller
    return _copies.choose_copy(game, obj, entering), _copies.choose_as_enters(game, obj, entering)


def move_object(game: "Game", obj: GameObject, to: Zone, *, tapped: bool = False, controller: int | None = None,
                bottom: bool = False) -> int:
    """``move`` once replacement effects have applied: ``obj`` leaves its zone and a new object
    enters ``to`` (CR 400.7); the caches that may have changed are cleared. Returns the new id."""
    obj_id = obj.id
    src = obj.zone
    copied = None
    chosen: tuple[Any, ...] = ()
    asks = to is Zone.BATTLEFIELD and obj.card.asks and not obj.token
    if asks and src is not Zone.BATTLEFIELD:
        # Chosen as it enters (CR 614.1c, 614.12), asked while it is still where it was (a spell
        # still on the stack: the position a question waits in, ``Game.ask``).
        copied, chosen = _as_enters(game, obj, controller)
        asks = False
    # Its static abilities and triggers as it was: a copy's are those of what it copies
    # (CR 706.2), and the copy effect ends as it leaves.
    statics_of = _copies.copiable_card(game, obj_id) if src is Zone.BATTLEFIELD else obj.card
    if src is Zone.BATTLEFIELD or src is Zone.STACK:
        # CR 608.2h, 603.10a: what it was as it left, for abilities that look back.
        game.lki[obj_id] = LastKnown.of(game, obj)
    remove_from_zone(game, obj)
    del game.objects[obj_id]
    if asks:  # (from the battlefield: not among what it may copy)
        copied, chosen = _as_enters(game, obj, controller)
    new = GameObject(game._new_id(), obj.card, obj.owner, to, token=obj.token)
    new.chosen = chosen
    game.objects[new.id] = new
    if chosen:
        new.chosen = chosen  # CR 614.12: chosen as it entered
    if copied is not None:
        # CR 706.2, 614.1c: it enters as a copy; the effect is there as it enters.
        game.effects.append(ContinuousEffect(LAYER_COPY, "copy", new.id, (("card", copied),),
                                             game._new_timestamp(), "indefinite", obj.id))
    if to is Zone.BATTLEFIELD:
        new.controller = new.base_controller = obj.controller if controller is None else controller
        new.sick = True  # CR 302.6: came under its controller's control this turn
        new.tapped = tapped  # CR 110.6b: untapped unless an effect says otherwise
        new.timestamp = game._new_timestamp()  # CR 613.7d
        game.battlefield.append(new.id)
    elif to is Zone.STACK:
        new.controller = obj.controller if controller is None else controller
        game.stack.append(new.id)
    elif to is Zone.LIBRARY and bottom:
        game.players[obj.owner].library.insert(0, new.id)
    else:
        game.players[obj.owner].zone_list(to).append(new.id)
    if src is Zone.BATTLEFIELD:
        game.left_together.append(obj_id)
        _left_battlefield(game, obj)
    card = obj.card
    statics = has_effect_statics(statics_of)
    if statics:
        game._control_check = True  # a control-changing static ability comes or goes
    on_battlefield = src is Zone.BATTLEFIELD or to is Zone.BATTLEFIELD
    if statics_of.has_triggers or statics:
        game._listeners = None  # its triggers come or go (CR 603.6), or a granted one may
    # Its effects come or go: static abilities function on the battlefield (CR 611.3b), and
    # a triggered ability changes no characteristic (without the fast paths: any move of a
    # card with either).
    effects_move = statics and on_battlefield if fastpaths.ENABLED else statics or statics_of.has_triggers
    if copied is not None or effects_move or (src is Zone.BATTLEFIELD and obj.attached_to is not None):
        game._dirty()  # (or its Aura's effect goes)
    elif on_battlefield and statics_see_the_battlefield(game) or counted_by_statics(game):
        # others' statics now apply to it, or a count of objects ("the number of creatures on
        # the battlefield", CR 604.3), an "as long as" (604.2) changes: only the permanents
        # such an ability applies to are computed anew, when they can be told (a fast path)
        readers = _layer_reads.battlefield_readers(game) if fastpaths.ENABLED else None
        if readers is None:
            game._dirty()
        else:
            game._dirty_one(obj_id, True)
            for i in readers:
                game._chars.pop(i, None)
                game._chars.pop(-1 - i, None)
    else:
        game._dirty_one(obj_id, on_battlefield)
    game.emit(E.CardMoved(obj_id, new.id, card.name, obj.owner, src.value, to.value, cause(game)))
    return new.id


def cause(game: "Game") -> int | None:
    """The controller of the spell or ability that is resolving now (what causes an event
    that happens as it resolves), or None."""
    r = game.resolving
    item = game.objects.get(r.object_id) if r is not None else None
    return item.controller if item is not None else None


def remove_from_zone(game: "Game", obj: Any) -> None:
    z = obj.zone
    if z is Zone.BATTLEFIELD:
        game.battlefield.remove(obj.id)
    elif z is Zone.STACK:
        game.stack.remove(obj.id)
    else:
        game.players[obj.owner].zone_list(z).remove(obj.id)


def _left_battlefield(game: "Game", obj: GameObject) -> None:
    """Bookkeeping when a permanent leaves: combat (CR 506.4), effects that followed it
    (611.2c: an effect on an object ends when it leaves)."""
    if game.combat is not None:
        game.combat.remove(obj.id)
    if game.effects:
        game.effects = [e for e in game.effects if e.affected != obj.id]
    for other in game.battlefield:
        o = game.objects[other]
        if o.attached_to == obj.id:
            game.sba_needed = True  # CR 704.5m-n: an Aura or Equipment left unattached


def draw(game: "Game", player: int) -> int | None:
    """Draw a card (CR 121.1), unless a replacement effect replaces the draw (614.11); from an
    empty library, mark the loss (CR 121.4, 704.5b)."""
    if game.replacements or game.has_static_sources():
        ev = _replacement.replace(game, _replacement.Draw(player))
        if ev is None:
            return None
        player = ev.player  # "instead ... you draw a card" (CR 614.11)
    lib = game.players[player].library
    if not lib:
        game.players[player].drew_from_empty = True
        game.sba_needed = True
        return None
    card = lib[-1]
    new_id = move_object(game, game.objects[card], Zone.HAND)
    if any(game.objects[i].chosen for i in game.battlefield):
        _reveal_if_chosen(game, player, new_id)
    game.record("drawn", player)
    game.emit(E.CardDrawn(player, new_id))
    return new_id


def _reveal_if_chosen(game: "Game", player: int, card: int) -> None:
    """"The chosen player reveals each card they draw." (CR 701.16: a ``reveals`` static ability,
    who ``chosen``, what ``each_card_drawn``)"""
    for i in game.battlefield:
        if dict(game.objects[i].chosen).get("player") == player:
            chars = game.characteristics(i)
            if "reveals" in chars.statics and any(
                    a.kind == "reveals" and a.get("who") == "chosen" and a.get("what") == "each_card_drawn"
                    for a in chars.abilities if isinstance(a, StaticAbility)):
                game.emit(E.CardsRevealed(player, (card,)))
                return

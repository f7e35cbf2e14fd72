"""Conditions (CR 603.4, 602.5b): an intervening "if" of a triggered ability, a state trigger's
state (CR 603.8) and "activate only ..." restrictions, each a name and the function that reads the
game for it. Declared below the rules modules that use them, so that checking a card's parameters
(``params``) needs no rules module."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any
from collections.abc import Callable

from .steps import Phase, Step

if TYPE_CHECKING:
    from .game import Game

#: What a trigger knows of the event that triggered it: (key, value) pairs.
Info = tuple[tuple[str, Any], ...]

ConditionFn = Callable[["Game", int, int, Info], bool]


def _info(info: Info, key: str) -> Any:
    for k, v in info:
        if k == key:
            return v
    return None


def _opponent_lost_life(game: "Game", source: int, controller: int, info: Info) -> bool:
    return game.recorded("life_lost", 1 - controller) > 0


def _during_combat(game: "Game") -> bool:
    step: Step = game.step
    return step.phase is Phase.COMBAT


CONDITIONS: dict[str, ConditionFn] = {
    # "if an opponent lost life this turn"
    "opponent_lost_life_this_turn": _opponent_lost_life,
    # "if you control no creatures" / "if you have no cards in hand"
    "you_control_no_creatures": lambda g, s, c, i: not any(
        g.objects[o].controller == c and g.is_creature(o) for o in g.battlefield),
    "no_cards_in_hand": lambda g, s, c, i: not g.players[c].hand,
    # "if that player has N or more cards in hand" and kin are parameters of future kinds.
    "you_have_more_life": lambda g, s, c, i: g.players[c].life > g.players[1 - c].life,
    "source_untapped": lambda g, s, c, i: s in g.objects and not g.objects[s].tapped,
    # "If an opponent controls more lands than you" (Gift of Estates)
    "opponent_controls_more_lands": lambda g, s, c, i: any(
        sum(1 for o in g.battlefield if g.objects[o].controller == p and "Land" in g.characteristics(o).types)
        > sum(1 for o in g.battlefield if g.objects[o].controller == c and "Land" in g.characteristics(o).types)
        for p in range(len(g.players)) if p != c),
    # "Activate only during combat." (CR 506.1: the combat phase's steps)
    "during_combat": lambda g, s, c, i: _during_combat(g),
    # "When you control no other creatures" (a state trigger, CR 603.8)
    "you_control_no_other_creatures": lambda g, s, c, i: not any(
        o != s and g.objects[o].controller == c and g.is_creature(o) for o in g.battlefield),
    # "if you have a card in hand"
    "card_in_hand": lambda g, s, c, i: bool(g.players[c].hand),
    # "if you have 200 or more cards in your library"
    "library_200_or_more": lambda g, s, c, i: len(g.players[c].library) >= 200,
}


def condition_holds(game: "Game", name: str, source: int, controller: int, info: Info) -> bool:
    return CONDITIONS[name](game, source, controller, info)

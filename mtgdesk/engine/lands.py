"""Lands (CR 305): playing a land as a special action.

305.1 main phase of your turn, stack empty, with priority; 305.2 one land a turn plus what
effects add (305.2a compares plays allowed with plays made, 305.2b refuses the rest); 305.3 never
on another player's turn; 305.4 "put onto the battlefield" is not playing a land; 305.6 basic land
types give mana abilities (``layers.py``); 305.7 type-setting effects (``layers.py``); 305.9 a land
with another card type is only played as a land.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import actions as A
from . import events as E
from .decisions import DecisionKind
from .errors import IllegalAction
from .handlers import handles, refuses
from .objects import Zone

if TYPE_CHECKING:
    from .game import Game


def check_play_land(game: "Game", player: int, card_id: int) -> None:
    """Raise ``IllegalAction`` unless ``player`` may play ``card_id`` as a land now."""
    refusal = land_refusal(game, player, card_id)
    if refusal is not None:
        raise refusal


def land_refusal(game: "Game", player: int, card_id: int) -> IllegalAction | None:
    """Why ``player`` may not play ``card_id`` as a land now (CR 305), or None."""
    obj = game.objects.get(card_id)
    if obj is None or obj.zone is not Zone.HAND or obj.owner != player:
        return IllegalAction("305.1", "land_not_in_hand")
    if "Land" not in obj.card.types:
        return IllegalAction("305.1", "not_a_land", card=obj.card.name)
    if game.active != player:
        return IllegalAction("305.3", "land_not_your_turn")
    if not game.player_has_priority(player):
        return IllegalAction("305.1", "land_needs_priority")
    if not game.step.is_main:
        return IllegalAction("305.1", "land_main_phase")
    if game.stack:
        return IllegalAction("305.1", "land_stack_not_empty")
    p = game.players[player]
    if p.lands_played >= p.land_plays_allowed:
        return IllegalAction("305.2b", "no_land_plays_left", played=p.lands_played, allowed=p.land_plays_allowed)
    return None


def can_play_land(game: "Game", player: int, card_id: int) -> bool:
    """The quick test of ``land_refusal`` (CR 305.1-305.3), for listing legal actions."""
    obj = game.objects.get(card_id)
    p = game.players[player]
    return (obj is not None and obj.zone is Zone.HAND and obj.owner == player and "Land" in obj.card.types
            and game.active == player and game.player_has_priority(player) and game.step.is_main
            and not game.stack and p.lands_played < p.land_plays_allowed)


@refuses(A.PlayLand)
def _play_land_refusal(game: "Game", action: A.PlayLand) -> IllegalAction | None:
    return land_refusal(game, action.player, action.card)


@handles(A.PlayLand)
def play_land(game: "Game", action: A.PlayLand) -> None:
    """CR 305.1: the player puts the land onto the battlefield; it doesn't use the stack, and
    the player receives priority afterwards (CR 116.3c)."""
    if game._listed is not action:  # (a listed action was checked by the listing, here)
        check_play_land(game, action.player, action.card)
    game.players[action.player].lands_played += 1  # CR 305.2a
    new_id = game.move(action.card, Zone.BATTLEFIELD, controller=action.player)
    game.emit(E.LandPlayed(action.player, new_id or 0))
    game.passes = 0
    game.priority = action.player
    assert game.decision.kind is DecisionKind.PRIORITY

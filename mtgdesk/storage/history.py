"""A game's history, from its record: every position of a replay, the turn of each action, and
per turn each player's life, cards in hand, permanents and mana spent; over all records, the
statistics of wins by deck and by opponent.

One replay of the record builds it all; positions are kept as copies every ``CHECKPOINT``
actions, and a position between two is the nearer copy with the few actions after it applied.

Pure Python, no Qt.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..engine import actions as A

if TYPE_CHECKING:
    from ..engine import Game
    from ..engine import events as E
    from .records import GameRecord

__all__ = ["CHECKPOINT", "DEFAULT_COMPUTER_NAMES", "GameHistory", "TurnPoint", "win_statistics"]

CHECKPOINT = 40
#: Names the computer was stored under before a default name was left empty ("" in a record):
#: "Computer" in English, French and Russian (the sealed and draft games of older versions), so
#: that the statistics don't count one computer twice.
DEFAULT_COMPUTER_NAMES = frozenset({"Computer", "The computer", "Ordinateur", "L'ordinateur", "L’ordinateur",
                                    "Компьютер"})


@dataclass
class TurnPoint:
    """Both players at the end of a turn (or now, for the turn under way)."""

    turn: int
    life: tuple[int, int]
    hand: tuple[int, int]
    battlefield: tuple[int, int]
    mana_spent: tuple[int, int]


def _measure(game: "Game", turn: int, spent: list[int]) -> TurnPoint:
    permanents = [0, 0]
    for obj_id in game.battlefield:
        permanents[game.objects[obj_id].controller] += 1
    return TurnPoint(turn, (game.players[0].life, game.players[1].life),
                     (len(game.players[0].hand), len(game.players[1].hand)),
                     (permanents[0], permanents[1]), (spent[0], spent[1]))


def _cost_paid(game: "Game", action: A.Action) -> int:
    """The mana value of the total cost an action pays (CR 601.2f-h), else 0."""
    if not isinstance(action, (A.PayAuto, A.PayFromPool)) or game.casting is None:
        return 0
    from ..engine.casting import total_cost

    try:
        return total_cost(game).mana_value
    except Exception:
        return 0


@dataclass
class GameHistory:
    """A record replayed once: its actions, their events, the turn after each, positions."""

    record: "GameRecord"
    actions: list[A.Action] = field(default_factory=list)
    events: list[list["E.Event"]] = field(default_factory=list)
    turns: list[int] = field(default_factory=list)  # the turn after each action
    points: list[TurnPoint] = field(default_factory=list)
    _checkpoints: dict[int, "Game"] = field(default_factory=dict)

    @classmethod
    def of(cls, record: "GameRecord") -> "GameHistory":
        """``RecordError`` if the record doesn't replay."""
        history = cls(record)
        game = record.new_game()
        history._checkpoints[0] = game.clone()
        spent = [0, 0]
        turn = game.turn

        def before(game: "Game", action: A.Action) -> None:
            spent[action.player] += _cost_paid(game, action)

        for game, action, events in record.steps(before=before):
            if game.turn != turn:
                history.points.append(_measure(game, turn, spent))
                spent[:] = [0, 0]
                turn = game.turn
            history.actions.append(action)
            history.events.append(events)
            history.turns.append(game.turn)
            if len(history.actions) % CHECKPOINT == 0:
                history._checkpoints[len(history.actions)] = game.clone()
        history.points.append(_measure(game, turn, spent))
        return history

    def __len__(self) -> int:
        return len(self.actions)

    def position(self, n: int) -> "Game":
        """The game after the first ``n`` actions (a copy the caller may keep)."""
        n = max(0, min(n, len(self.actions)))
        start = max(k for k in self._checkpoints if k <= n)
        game = self._checkpoints[start].clone()
        for action in self.actions[start:n]:
            game.apply(action)
        return game

    def turn_starts(self) -> list[int]:
        """For each turn after the first, the number of actions after which it began."""
        return [i + 1 for i in range(len(self.turns)) if i == 0 or self.turns[i] != self.turns[i - 1]]


def win_statistics(records: list["GameRecord"]) -> dict[str, Counter[tuple[str, str]]]:
    """Over finished games against the computer: the person's (wins, losses, draws) by their
    deck, by the computer's name and by its level (records that keep it), as counters keyed
    (deck, name or level, "won"/"lost"/"draw")."""
    by_deck: Counter[tuple[str, str]] = Counter()
    by_opponent: Counter[tuple[str, str]] = Counter()
    by_level: Counter[tuple[str, str]] = Counter()
    for r in records:
        if not r.over or sorted(r.players) != ["computer", "human"]:
            continue
        me = r.players.index("human")
        outcome = "draw" if r.winner is None else ("won" if r.winner == me else "lost")
        by_deck[(r.deck_names[me] or "?", outcome)] += 1
        name = r.player_names[1 - me]
        by_opponent[(name if name and name not in DEFAULT_COMPUTER_NAMES else "?", outcome)] += 1
        if r.levels[1 - me]:
            by_level[(r.levels[1 - me], outcome)] += 1
    return {"deck": by_deck, "opponent": by_opponent, "level": by_level}


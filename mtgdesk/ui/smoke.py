"""``mtgdesk --smoke``: the real app on a game in progress, for CI and the packaged app's test.

Two basic computer players play a few turns between two preconstructed decks (headless, with
the engine alone), until both battlefields hold permanents and either a spell is on the stack
or creatures attack the player at the bottom; the table then opens on that position (the
computer paused, nothing automatic), is drawn, and optionally saved as a picture.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from mtgdesk.ai.basic import BasicPlayer
from mtgdesk.decks.precons import precons
from mtgdesk.engine import Game
from mtgdesk.engine.decisions import DecisionKind, Question
from mtgdesk.storage import SavedGame

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

MIN_TURN = 7
MAX_ACTIONS = 4000


@dataclass
class SmokePosition:
    saved: SavedGame
    kind: str  # "blockers": attackers coming at the player; "stack": a spell waits to resolve;
    # "search": the player at the bottom searches their library


def _interesting(game: Game, min_turn: int, kinds: tuple[str, ...] = ("blockers", "stack")) -> str | None:
    if game.over or game.turn < min_turn:
        return None
    d = game.decision
    view = game.view(0)
    field = view.battlefield()
    if {c.controller for c in field if c.power is not None} != {0, 1}:
        return None
    if "blockers" in kinds and d.player == 0 and d.kind is DecisionKind.BLOCKERS and any(
            type(a).__name__ == "DeclareBlocker" for a in game.legal_actions()):
        return "blockers"
    if "stack" in kinds and d.player == 0 and d.kind is DecisionKind.PRIORITY and game.stack and \
            game.objects[game.stack[-1]].controller == 1:
        return "stack"
    if "search" in kinds and d.player == 0 and d.kind is DecisionKind.CHOICE and d.question is Question.SEARCH:
        return "search"
    return None


def smoke_position(seed: int = 1, min_turn: int = MIN_TURN, decks: tuple[int, int] = (0, 1),
                   kinds: tuple[str, ...] = ("blockers", "stack")) -> SmokePosition:
    """A position worth a picture, found by letting two computer players play."""
    all_decks = precons()
    chosen = [all_decks[decks[0] % len(all_decks)], all_decks[decks[1] % len(all_decks)]]
    for attempt in range(40):
        saved = SavedGame(seed=seed + attempt, decks=[[c.name for c in d.cards()] for d in chosen],
                          deck_names=[d.name for d in chosen], players=["human", "computer"],
                          player_names=["", ""])
        game = saved.new_game()
        players = [BasicPlayer(seed), BasicPlayer(seed + 1)]
        for _ in range(MAX_ACTIONS):
            kind = _interesting(game, min_turn, kinds)
            if kind is not None:
                return SmokePosition(saved, kind)
            if game.over:
                break
            d = game.decision
            action = players[d.player].choose(game.view(d.player), d)
            game.apply(action)
            saved.actions.append(action)
    raise RuntimeError("no game reached a position worth showing")


def accessible_texts(widget: QWidget) -> list[str]:
    """The names and values that Qt's accessibility tree gives for the visible parts of
    ``widget``, in tree order: what a screen reader would read of the picture. ``--smoke`` prints
    them, so a test of a packaged build can check the language of what was drawn."""
    from PySide6.QtGui import QAccessible, QAccessibleInterface

    texts: list[str] = []

    def walk(node: QAccessibleInterface | None) -> None:
        if node is None or not node.isValid() or node.state().invisible:
            return
        texts.extend(t for t in (node.text(QAccessible.Text.Name), node.text(QAccessible.Text.Value)) if t)
        for index in range(node.childCount()):
            walk(node.child(index))

    walk(QAccessible.queryAccessibleInterface(widget))
    return texts



"""A long evening of play: nothing of a finished game outlives it (issue 18).

Several computer-vs-computer games in one window, one after the other (a rematch each time);
``gc`` and weak references, not the process's memory, say what is still alive."""
from __future__ import annotations

import gc
import weakref
from typing import Any

import pytest

from mtgdesk.engine import Game

pytestmark = pytest.mark.gui


def _finish(window: Any, qtbot: Any) -> None:
    table = window.table
    qtbot.waitUntil(lambda: table.bridge.over, timeout=300_000)  # a bound on a whole game, not a speed
    qtbot.waitUntil(lambda: window.game_over_dialog is not None, timeout=5_000)


def _alive(refs: list[weakref.ref]) -> list[Any]:
    return [r() for r in refs if r() is not None]


def test_nothing_of_a_finished_game_stays_alive(window: Any, qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    from mtgdesk.decks.precons import precons
    from mtgdesk.ui.table.card_item import CardItem
    from mtgdesk.ui.dialogs.dialogs import GameOverDialog
    from mtgdesk.ui.table import table_scene
    from mtgdesk.ui.table.session import COMPUTER, GameSetup

    # Every card item a table makes, by the game it was made in (those of a game dropped before
    # its end included: a card that left the table).
    born: list[tuple[int, weakref.ref]] = []
    enter = table_scene.TableScene._enter
    number = 0

    def counted_enter(self: Any, *args: Any) -> Any:
        item = enter(self, *args)
        born.append((number, weakref.ref(item)))
        return item

    monkeypatch.setattr(table_scene.TableScene, "_enter", counted_enter)
    copies: list[weakref.ref] = []
    clone = Game.clone

    def counted_clone(self: Game) -> Game:
        copy = clone(self)
        copies.append(weakref.ref(copy))
        return copy

    monkeypatch.setattr(Game, "clone", counted_clone)
    window.persist_settings = False
    decks = precons()[:2]
    setup = GameSetup(decks=[[c.name for c in d.cards()] for d in decks], deck_names=[d.name for d in decks],
                      seats=[COMPUTER, COMPUTER], names=["A", "B"], seed=3)
    finished: list[dict[str, list[weakref.ref]]] = []
    for number in range(3):
        if number == 0:
            window.start_game(setup, autosave=False)
        else:
            window.rematch(seed=3 + number)
        _finish(window, qtbot)
        table = window.table
        finished.append({
            "game": [weakref.ref(table.bridge.game)],
            "session": [weakref.ref(window.session)],
            "table": [weakref.ref(table)],
            "dialog": [weakref.ref(window.game_over_dialog)],
            "card items": [weakref.ref(item) for item in table.scene.items_by_id.values()],
        })
        del table
    assert len(copies) > 50  # the computer players thought on copies of the game
    window.game_over_dialog.close()
    number = 3
    window.rematch(seed=10)  # a fourth game begins: the three before it are over and gone
    qtbot.wait(50)
    for _ in range(3):
        qtbot.wait(10)
        gc.collect()
    for game_number, refs in enumerate(finished, 1):
        for what, group in refs.items():
            assert not _alive(group), f"game {game_number}: {len(_alive(group))} {what} still alive"
    window.session.stop()
    gc.collect()
    # A spell being cast keeps the position before it, to take the cast back (CR 726): that
    # snapshot belongs to the live game.
    casting = window.session.game.casting
    rewind = [casting.rewind] if casting is not None and casting.rewind is not None else []
    outlived = [c for c in _alive(copies) if not any(c is r for r in rewind)]
    assert not outlived, f"{len(outlived)} copies of a game outlived their decision"
    live_games = [o for o in gc.get_objects() if isinstance(o, Game)]
    assert [g for g in live_games if not any(g is r for r in rewind)] == [window.session.game]
    assert not [o for o in gc.get_objects() if isinstance(o, GameOverDialog)]
    # Every card item of the three games is gone, wrapper and all, and the card items alive are
    # the fourth table's (one whose C++ side a table has deleted may wait for Qt's deferred deletes
    # and the collector: a bound on that wait, not a speed).
    of_finished = [r for n, r in born if n < 3]
    assert len(of_finished) >= 3 * 14
    scene_items = sorted(map(id, window.table.scene.items_by_id.values()))

    def nothing_else_alive() -> None:
        gc.collect()
        assert not _alive(of_finished), f"{len(_alive(of_finished))} card items of finished games still alive"
        alive = sorted(id(o) for o in gc.get_objects() if isinstance(o, CardItem))
        assert alive == scene_items, f"{len(alive)} card items alive, {len(scene_items)} on the table"

    qtbot.waitUntil(nothing_else_alive, timeout=10_000)

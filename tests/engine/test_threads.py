"""Two threads computing characteristics at once (CR 613): the computer player searches copies of
the game in a worker thread while the table reads the game, and a copy has the same object ids.
The loop guard of the layers ("this object is being computed: use its printed values") is the
computing thread's own, so one thread's computation never makes another see printed values."""
from __future__ import annotations

import threading
from typing import Any

import pytest

from mtgdesk.engine import Game
from mtgdesk.engine import fastpaths, layers
from tests.helpers.games import find, position


@pytest.mark.skipif(fastpaths.COMPILED, reason="replaces layers._compute, which compiled callers call directly")
def test_a_copy_computed_in_another_thread_does_not_hide_the_anthem(monkeypatch: pytest.MonkeyPatch) -> None:
    game = position(a_battlefield=["Glorious Anthem", "Grizzly Bears"])
    bears = find(game, "Grizzly Bears")
    copy = game.clone()
    inside, release = threading.Event(), threading.Event()
    real = layers._compute

    def held(g: Game, obj: Any) -> Any:
        if g is copy:  # the worker stops in the middle of the copy's Bears
            inside.set()
            release.wait(30)
        return real(g, obj)

    monkeypatch.setattr(layers, "_compute", held)
    seen: list[Any] = []
    worker = threading.Thread(target=lambda: seen.append(copy.characteristics(bears)))
    worker.start()
    try:
        assert inside.wait(30)
        here = game.characteristics(bears)  # while the worker is computing the same id in its copy
    finally:
        release.set()
        worker.join(30)
    assert (here.power, here.toughness) == (3, 3)  # 2/2, +1/+1 from Glorious Anthem (layer 7c)
    assert [(c.power, c.toughness) for c in seen] == [(3, 3)]
    assert (game.characteristics(bears).power, copy.characteristics(bears).power) == (3, 3)


def test_a_game_plays_the_same_while_another_thread_computes_a_copy() -> None:
    """The whole effect: random games played while a thread keeps computing every object of a
    copy of a late position (ids shared) end exactly as when played alone."""
    from mtgdesk.ai.random_player import RandomPlayer
    from mtgdesk.decks.precons import precons

    decks = [d.cards() for d in precons()[:2]]

    def play() -> Game:
        game = Game.new(decks, seed=9)
        n = 0
        while not game.over and n < 1500:
            d = game.decision
            game.apply(RandomPlayer(n).choose(game.view(d.player), d))
            n += 1
        return game

    alone = play()
    stop = threading.Event()

    def churn() -> None:
        other = alone.clone()
        while not stop.is_set():
            other._dirty()
            for i in list(other.objects):
                other.characteristics(i)

    worker = threading.Thread(target=churn, daemon=True)
    worker.start()
    try:
        for _ in range(2):
            assert play().state() == alone.state()
    finally:
        stop.set()
        worker.join(30)

"""A match over the network (issue 37: "best of one or of three; ... concede; rematch"): host and
guest in one process over real sockets on 127.0.0.1, computer against computer. Each game has its
own seed and commitment, checked at its end; the loser of a game plays first in the next (CR
103.1); a rematch is offered, accepted or declined; after the reconnection window the waiting
side claims the win or keeps the game saved, and the saved game is resumed."""
from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest

from mtgdesk.net.guest import Guest, HostGone
from mtgdesk.net.host import Host, load_saved, saved_games
from mtgdesk.net.protocol import PROTOCOL_VERSION, ProtocolError, check, message
from tests.net.helpers import FAST, Proxy, chooser, deck, pool


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("MTGDESK_HOME", str(tmp_path))


def run(coro: Any, timeout: float = 150) -> Any:
    return asyncio.run(asyncio.wait_for(coro, timeout))


def _pair(best_of: int = 3, seed: int = 31, **kw: Any) -> tuple[Host, Any]:
    host = Host(pool(), deck(0), chooser("easy", 1), seed=seed, settings=kw.pop("settings", FAST),
                best_of=best_of)

    def guest(port: int | None = None, **policy: Any) -> Guest:
        g = Guest(pool(), "127.0.0.1", port or host.port, host.code, chooser("easy", 2), deck=deck(3),
                  settings=FAST)
        for key, value in policy.items():  # rematches, after_timeout
            setattr(g, key, value)
        return g

    return host, guest


def test_cr103_1_a_best_of_three_is_played_to_its_end_each_game_with_its_own_commitment() -> None:
    async def go() -> Any:
        host, make_guest = _pair()
        await host.start()
        guest = make_guest()
        seen_first: list[int] = []
        guest.on_next_game = lambda info: seen_first.append(info["first"])
        ho, go_ = await asyncio.gather(host.play(), guest.play())
        await host.close()
        return host, guest, ho, go_, seen_first

    host, guest, ho, go_, seen_first = run(go())
    games = ho.games
    assert ho.reason == go_.reason == "match" and ho.best_of == 3
    assert 2 <= len(games) <= 5 and len(go_.games) == len(games)  # (a drawn game counts for nobody)
    # The score is right: each game's winner counted, the match won by the first to two.
    score = [0, 0]
    for g in games:
        if g.winner is not None:
            score[g.winner] += 1
    assert ho.score == go_.score == score and max(score) == 2
    assert ho.winner == go_.winner == score.index(2)
    assert [g.score for g in games] == [g.score for g in go_.games]
    # Each game had a fresh commitment, received by the guest and checked at its end.
    assert len(set(host.commitments)) == len(games) and guest.commitments == host.commitments
    assert all(g.verified is True for g in go_.games) and all(g.verified is True for g in games)
    assert go_.verified is True and ho.verified is True
    # CR 103.1: the loser of each game played first in the next; after a draw, the same player.
    assert len(seen_first) == len(games) - 1
    for i, g in enumerate(games[:-1]):
        if g.winner is not None:
            assert seen_first[i] == 1 - g.winner
        elif i > 0:
            assert seen_first[i] == seen_first[i - 1]
    # The headless lines: each game's, then the match's last line.
    assert ho.line() == go_.line() == f"game over: {ho.names[ho.winner]} wins"
    assert games[0].game_line().startswith("game 1 of 3: ")


def test_a_best_of_one_is_one_game_as_before() -> None:
    async def go() -> Any:
        host, make_guest = _pair(best_of=1, seed=32)
        await host.start()
        ho, go_ = await asyncio.gather(host.play(), make_guest().play())
        await host.close()
        return host, ho, go_

    host, ho, go_ = run(go(), 60)
    assert ho.reason == "game" and ho.games == [ho] and len(host.commitments) == 1
    assert ho.line() == go_.line() and go_.verified is True


@pytest.mark.parametrize("accept", [True, False])
def test_a_rematch_offered_after_the_match_is_accepted_or_declined(accept: bool) -> None:
    async def go() -> Any:
        host, make_guest = _pair(best_of=1, seed=33)
        host.rematches = 1 if accept else 0
        host.rematch_wait = 10
        await host.start()
        guest = make_guest(rematches=1)
        answers: list[bool] = []
        guest.on_rematch_answer = answers.append
        games: list[Any] = []  # every game played (a drawn one is played again: it decides nothing)
        host.on_game_over = games.append
        ho, go_ = await asyncio.gather(host.play(), guest.play())
        await host.close()
        return host, guest, ho, go_, answers, games

    host, guest, ho, go_, answers, games = run(go(), 100)
    draws = sum(1 for g in games if g.winner is None)
    if accept:
        assert answers == [True]
        assert len(host.matches) == len(guest.matches) == 2  # the match, then its rematch
        assert len(games) == 2 + draws and len(host.commitments) == len(games)  # each game its own
        assert guest.commitments == host.commitments
        assert all(m.verified is True for m in guest.matches)
    else:
        assert len(host.matches) == 1 and len(guest.matches) == 1
        assert len(games) == 1 + draws and len(host.commitments) == len(games)
    assert ho.line() == go_.line()


def test_a_rematch_is_answered_by_a_person_when_asked() -> None:
    """The window's way: the guest's offer reaches the host's player, whose answer decides."""
    async def go() -> Any:
        host, make_guest = _pair(best_of=1, seed=34)
        host.rematches = None  # a person answers
        offers: list[int] = []

        def offered(best_of: int) -> None:
            offers.append(best_of)
            host.answer_rematch(False)

        host.on_rematch_offer = offered
        await host.start()
        guest = make_guest(rematches=1)
        answers: list[bool] = []
        guest.on_rematch_answer = answers.append
        ho, go_ = await asyncio.gather(host.play(), guest.play())
        await host.close()
        return host, ho, go_, offers, answers

    host, ho, go_, offers, answers = run(go(), 60)
    assert offers == [1] and answers == [False] and len(host.matches) == 1


def test_the_match_messages_are_checked_like_every_other() -> None:
    assert check(message("rematch", best_of=3))["best_of"] == 3
    assert check(message("next", game=2, first=1, commitment="ab", score=[1, 0], best_of=3))
    for bad in ({"k": "rematch", "best_of": 2}, {"k": "rematch_reply", "ok": "yes"},
                {"k": "next", "game": 2, "first": 5, "commitment": "x", "score": [0, 0], "best_of": 3},
                {"k": "next", "game": 2, "first": 0, "commitment": "x", "score": [0, 0, 0], "best_of": 3},
                {"k": "ready", "extra": 1}):
        with pytest.raises(ProtocolError):
            check({"v": PROTOCOL_VERSION, **bad})


def _cut_after(guest: Guest, proxy: Proxy, n: int) -> None:
    def on_update(u: dict) -> None:
        if guest.view is not None and guest.view.n > n and not proxy.cut:
            proxy.set_cut(True)  # and never back
    guest.on_update = on_update


def test_after_the_window_the_host_asked_keeps_the_game_and_it_is_resumed() -> None:
    """Issue 37: after the timeout the waiting side may claim the win or keep the game saved to
    resume later. The host keeps it; a new host takes it up (``resume``); the guest joins again
    with the code and the game is played to its end, the whole of it checked."""
    async def first_part() -> Any:
        host, make_guest = _pair(best_of=1, seed=35)
        host.after_timeout = "ask"
        asked: list[int] = []

        def question() -> None:
            asked.append(1)
            host.answer_timeout("keep")

        host.on_timeout_question = question
        await host.start()
        proxy = Proxy(host.port)
        await proxy.start()
        guest = make_guest(port=proxy.port, after_timeout="keep")
        _cut_after(guest, proxy, 30)
        ho, go_ = await asyncio.gather(host.play(), guest.play())
        await proxy.close()
        await host.close()
        return host, ho, go_, asked

    host, ho, go_, asked = run(first_part(), 60)
    assert asked == [1] and ho.reason == "saved" and ho.line() == "game saved"
    assert go_.reason == "saved" and go_.winner is None
    assert not host.game.over
    record = load_saved(host.saved_path)
    assert record["kept"] and record["code"] == host.code and record["result"] is None
    assert [p for p, _ in saved_games()] == [host.saved_path]
    n_before = len(record["actions"])

    async def second_part() -> Any:
        again = Host(pool(), deck(0), chooser("easy", 1), settings=FAST)
        again.resume(load_saved(host.saved_path), host.saved_path)
        await again.start()
        guest = Guest(pool(), "127.0.0.1", again.port, host.code, chooser("easy", 2), deck=deck(3),
                      settings=FAST, keep_token=False)
        ho2, go2 = await asyncio.gather(again.play(), guest.play())
        await again.close()
        return again, ho2, go2

    again, ho2, go2 = run(second_part(), 90)
    assert ho2.reason == "game" and ho2.line() == go2.line()
    assert go2.verified is True  # the whole game, from its first commitment, replays
    assert len(again.actions) > n_before and again.actions[:n_before] == record["actions"]
    assert again.saved_path == host.saved_path and load_saved_result(again.saved_path) is not None
    assert saved_games() == []


def load_saved_result(path: Any) -> Any:
    return json.loads(path.read_text())["result"]


def test_after_the_window_the_waiting_sides_claim_the_win() -> None:
    async def go() -> Any:
        host, make_guest = _pair(best_of=3, seed=36)
        host.after_timeout = "claim"
        await host.start()
        proxy = Proxy(host.port)
        await proxy.start()
        guest = make_guest(port=proxy.port, after_timeout="claim")
        _cut_after(guest, proxy, 20)
        ho, go_ = await asyncio.gather(host.play(), guest.play())
        await proxy.close()
        await host.close()
        return host, ho, go_

    host, ho, go_ = run(go(), 60)
    assert ho.winner == 0 and ho.reason == "match" and ho.games[-1].reason == "timeout"
    assert go_.winner == 1 and go_.reason == "timeout"  # the guest's own claim (the host is gone)
    assert ho.line() == "game over: Host wins"


def test_a_guest_without_a_choice_still_reports_the_host_gone() -> None:
    async def go() -> Any:
        host, make_guest = _pair(best_of=1, seed=37)
        await host.start()
        proxy = Proxy(host.port)
        await proxy.start()
        guest = make_guest(port=proxy.port)
        _cut_after(guest, proxy, 20)
        found = await asyncio.gather(host.play(), guest.play(), return_exceptions=True)
        await proxy.close()
        await host.close()
        return found

    ho, gone = run(go(), 60)
    assert isinstance(gone, HostGone) and ho.reason == "timeout"


def test_a_connection_lost_in_the_second_game_is_taken_back_and_the_match_goes_on() -> None:
    """The guest's connection drops during game 2: it joins again with its token, the host's
    welcome names the game being played (its commitment, its number, the score), and every game
    of the match still checks out."""
    async def go() -> Any:
        host, make_guest = _pair(best_of=3, seed=38)
        await host.start()
        proxy = Proxy(host.port)
        await proxy.start()
        guest = make_guest(port=proxy.port)
        drops: list[int] = []

        def on_update(u: dict) -> None:
            if guest.game_number == 2 and guest.view is not None and guest.view.n > 20 and not drops:
                drops.append(guest.game_number)
                proxy.drop_all()  # the cable is pulled and put back at once

        guest.on_update = on_update
        ho, go_ = await asyncio.gather(host.play(), guest.play())
        await proxy.close()
        await host.close()
        return host, guest, ho, go_, drops, proxy

    host, guest, ho, go_, drops, proxy = run(go())
    assert drops == [2] and guest.reconnects == 1 and proxy.connections == 2
    assert ho.reason == go_.reason == "match" and ho.score == go_.score and max(ho.score) == 2
    assert guest.commitments == host.commitments
    assert all(g.verified is True for g in go_.games)


def test_cr103_1_the_loser_of_a_game_chooses_to_draw_first() -> None:
    """Both players, asked (as a window asks them), choose to draw first after losing: the
    winner of each game then plays the next first."""
    async def go() -> Any:
        host, make_guest = _pair(best_of=3, seed=39)
        await host.start()
        guest = make_guest(choose_first="ask")
        host.choose_first = "ask"
        asked: list[tuple[str, int]] = []

        def host_asked(game: int) -> None:
            asked.append(("host", game))
            host.answer_first(False)

        def guest_asked(game: int) -> None:
            asked.append(("guest", game))
            asyncio.get_running_loop().create_task(guest.answer_first(False))

        host.on_first_question, guest.on_first_question = host_asked, guest_asked
        seen_first: list[int] = []
        guest.on_next_game = lambda info: seen_first.append(info["first"])
        ho, go_ = await asyncio.gather(host.play(), guest.play())
        await host.close()
        return ho, asked, seen_first

    ho, asked, seen_first = run(go())
    games = ho.games
    assert len(seen_first) == len(games) - 1 and asked
    for i, g in enumerate(games[:-1]):
        if g.winner is not None:
            assert asked[i] == (("host", i + 2) if g.winner == 1 else ("guest", i + 2))  # the loser was asked
            assert seen_first[i] == g.winner  # and chose to draw first
    assert all(g.verified is not False for g in games)

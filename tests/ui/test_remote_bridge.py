"""The table reads only a seat (issue 37): ``ui/net/remote_bridge.py``'s ``RemoteBridge`` is a
seat without a game, and the table plays from it; nothing in ``ui/table`` (but the local
seat's own bridge and session) nor in ``ui/net`` reads an engine ``Game``."""
from __future__ import annotations

import ast
from pathlib import Path
from typing import Any

from mtgdesk.engine import Game
from mtgdesk.engine import actions as A

ROOT = Path(__file__).resolve().parents[2] / "mtgdesk" / "ui"
#: The local seat: the one place of ui/table that holds a game in this process.
LOCAL_SEAT = {"bridge.py", "session.py"}


def _game_reads(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr in ("game", "_game"):
            found.append(f"{path.name}:{node.lineno}: .{node.attr}")
        if isinstance(node, ast.ImportFrom) and any(a.name == "Game" for a in node.names):
            found.append(f"{path.name}:{node.lineno}: imports Game")
    return found


def test_the_table_reads_no_game_but_its_seat() -> None:
    files = [p for p in sorted((ROOT / "table").glob("*.py")) if p.name not in LOCAL_SEAT]
    files += sorted((ROOT / "net").glob("*.py"))
    assert len(files) > 20
    reads = [r for p in files for r in _game_reads(p)]
    assert reads == []


def test_the_ast_check_finds_a_read_of_the_game(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text("def f(bridge):\n    return bridge.game.turn\n")
    assert _game_reads(bad) == ["bad.py:2: .game"]


def _guest_seat(qtbot: Any) -> tuple[Any, Any, list[Any]]:
    """A guest's seat fed by a projection of a game here (as the host's updates would feed it),
    on a table; the actions the table sends."""
    from mtgdesk.cards import load_pool
    from mtgdesk.decks import precons
    from mtgdesk.net.seat import Projection
    from mtgdesk.storage import Settings
    from mtgdesk.ui.net.remote_bridge import RemoteBridge
    from mtgdesk.ui.net.remote_table import RemoteSession
    from mtgdesk.ui.net.runner import NetRunner
    from mtgdesk.ui.table.table_page import TablePage

    pool = load_pool()
    decks = [[c.name for c in precons.precons()[i].cards()] for i in (0, 1)]
    game = Game.new([[pool.get(n) for n in d] for d in decks], seed=11)
    projection = Projection(game, 1, frozenset(pool.names))
    sent: list[Any] = []
    bridge = RemoteBridge(1, pool, sent.append, lambda: None)
    assert bridge.apply_update(projection.update(full=True))
    settings = Settings(animation_speed=0, game_speed="instant")
    session = RemoteSession(NetRunner(), bridge, settings, ["Ann", "Boris"], ["", ""])
    table = TablePage(session, settings)  # type: ignore[arg-type]
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    table.start()
    return (game, projection), table, sent


def test_a_table_plays_from_a_guest_seat_that_has_no_game(qtbot: Any) -> None:
    (game, projection), table, sent = _guest_seat(qtbot)
    bridge = table.bridge
    assert not any(isinstance(v, Game) for v in vars(bridge).values())
    # The host (seat 0) decides first: the guest's table may do nothing but wait.
    assert game.decision.player == 0 and bridge.legal_actions() == []
    for _ in range(300):  # the game goes on at the host; the seat follows its updates
        if game.over or len({cv.controller for cv in bridge.view(1).battlefield()}) == 2:
            break
        d = game.decision
        legal = game.legal_actions()
        if d.player == 1:
            mine = bridge.legal_actions()
            assert mine and len(mine) == len(legal)
            land = next((a for a in mine if isinstance(a, A.PlayLand)), None)
            choice = land or next((a for a in mine if isinstance(a, (A.Keep, A.PassPriority, A.FinishAttackers,
                                                                     A.FinishBlockers))), mine[0])
            assert bridge.submit(choice) and sent[-1] == choice
            assert bridge.legal_actions() == [] and not bridge.submit(choice)  # one answer per decision
            action = choice
        else:
            land = next((a for a in legal if isinstance(a, A.PlayLand)), None)
            action = land or next((a for a in legal if isinstance(a, (A.Keep, A.PassPriority, A.FinishAttackers,
                                                                      A.FinishBlockers))), legal[0])
        projection.record(game.apply(action))
        assert bridge.apply_update(projection.update())
    # Both players' lands are on the guest's table; the host's hand is face down on it.
    snap = table._snapshot
    assert {cv.controller for cv in bridge.view(1).battlefield()} == {0, 1}
    assert len(snap.hands[0]) == len(game.players[0].hand) and all(c.card is None for c in snap.hands[0])
    assert [c.id for c in snap.hands[1]] == list(game.players[1].hand)
    assert table.log_model.rowCount() > 5
    # The seat has nothing to say about what it can't see: a hidden card is no card.
    hidden = game.players[0].hand[0]
    assert bridge.card(hidden) is None and bridge.name(hidden) == ""


def test_a_refusal_from_the_host_is_said_with_its_rule(qtbot: Any) -> None:
    (game, projection), table, sent = _guest_seat(qtbot)
    bridge = table.bridge
    refused: list[Any] = []
    bridge.refused.connect(lambda action, error: refused.append(error))
    projection.record(game.apply(next(a for a in game.legal_actions() if isinstance(a, A.Keep))))
    bridge.apply_update(projection.update())
    assert bridge.legal_actions()
    keep = next(a for a in bridge.legal_actions() if isinstance(a, A.Keep))
    assert bridge.submit(keep)
    bridge.take_refusal({"rule": "117.1", "message": "not_your_decision", "args": {}})
    assert refused and refused[-1].rule == "117.1"
    assert bridge.legal_actions()  # the decision is open again


def test_a_whole_game_at_a_guest_table_played_by_a_computer_player_through_its_seat(qtbot: Any) -> None:
    """Every kind of decision the game asks on its way shows at a table that has no game (its
    prompts, highlights, previews), the guest's choices made by a computer player reading the
    seat alone and checked by the host's engine as a guest's are (``values.decode_action``)."""
    from mtgdesk.ai.levels import make_player
    from mtgdesk.net.values import decode_action, encode_action

    (game, projection), table, sent = _guest_seat(qtbot)
    bridge = table.bridge
    players = {0: make_player("easy", 3), 1: make_player("easy", 4)}
    assert bridge.view(1).payment_preview(None) is None  # nothing lit in advance: the host pays
    for _ in range(3000):
        if game.over:
            break
        d = game.decision
        if d.player == 1:
            choice = players[1].choose(bridge.view(1), bridge.decision)
            assert choice in bridge.legal_actions() or bridge.is_legal(choice)
            table.controller.payment_preview(next(iter(bridge.hand_ids(1)), None))
            action = decode_action(encode_action(choice), d.options)
        else:
            action = players[0].choose(game.view(0), d)
        projection.record(game.apply(action))
        assert bridge.apply_update(projection.update())
    assert game.over and bridge.over and bridge.winner == game.winner
    assert table._snapshot is not None and table._snapshot.over


def test_the_bridge_knows_its_own_deck_the_deck_names_and_the_lands_played(qtbot: Any) -> None:
    """The seat's own deck is its library's cards in a search player's rebuilt game (CR 401.2);
    the decks' names the host says are the bridge's, and the lands played this turn (CR 305.2)."""
    import random

    from mtgdesk.cards import load_pool
    from mtgdesk.decks import precons
    from mtgdesk.net.seat import Projection
    from mtgdesk.ui.net.remote_bridge import RemoteBridge

    pool = load_pool()
    decks = [[c.name for c in precons.precons()[i].cards()] for i in (0, 3)]
    game = Game.new([[pool.get(n) for n in d] for d in decks], seed=11)
    projection = Projection(game, 1, frozenset(pool.names))
    projection.deck_names = ["Tidal Wisdom", "Goblin Raid"]
    bridge = RemoteBridge(1, pool, lambda action: None, lambda: None, deck=decks[1])
    assert bridge.apply_update(projection.update(full=True))
    assert [bridge.deck_name(p) for p in (0, 1)] == ["Tidal Wisdom", "Goblin Raid"]
    # The rebuilt game's library of the seat: its deck less the cards it sees (its hand).
    rebuilt = bridge.view(1).determinize(random.Random(1))
    library = sorted(rebuilt.objects[i].card.name for i in rebuilt.players[1].library)
    rest = list(decks[1])
    for cv in bridge.view(1).hand(1):
        rest.remove(cv.name)
    assert library == sorted(rest)
    # Lands played, as the game says, through the seat's updates.
    played = 0
    for _ in range(400):
        if game.over or played:
            break
        legal = game.legal_actions()
        action = next((a for a in legal if isinstance(a, A.PlayLand)), None) or next(
            (a for a in legal if isinstance(a, (A.Keep, A.PassPriority, A.FinishAttackers, A.FinishBlockers))),
            legal[0])
        projection.record(game.apply(action))
        assert bridge.apply_update(projection.update())
        played = sum(bridge.lands_played(p) for p in (0, 1))
        assert [bridge.lands_played(p) for p in (0, 1)] == [game.players[p].lands_played for p in (0, 1)]
    assert played == 1


def test_a_declaration_of_two_attackers_is_sent_whole_one_action_at_a_time() -> None:
    """CR 508.1: the table declares its attackers as one batch (each ``DeclareAttacker``, then
    ``FinishAttackers``); a seat sends one action per decision, so the rest of the batch waits
    for the host's answer to the one before (it was dropped: only the first attacker went)."""
    from mtgdesk.cards import load_pool
    from mtgdesk.engine import DecisionKind, Step
    from mtgdesk.net.seat import Projection
    from mtgdesk.ui.net.remote_bridge import RemoteBridge
    from tests.helpers.games import position

    pool = load_pool()
    game = position(Step.ATTACKERS, active=1, b_battlefield=["Grizzly Bears"] * 2,
                    a_library=["Forest"] * 5, b_library=["Forest"] * 5)
    projection = Projection(game, 1, frozenset(pool.names))
    sent: list[Any] = []
    bridge = RemoteBridge(1, pool, sent.append, lambda: None)
    assert bridge.apply_update(projection.update(full=True))
    assert bridge.decision.kind is DecisionKind.ATTACKERS and bridge.decision.player == 1
    bears = [a.creature for a in bridge.legal_actions() if isinstance(a, A.DeclareAttacker)]
    assert len(bears) == 2
    batch = [A.DeclareAttacker(1, b) for b in bears] + [A.FinishAttackers(1)]
    assert all(bridge.submit(a) for a in batch)
    assert sent == batch[:1]  # one on the wire; the rest waits
    assert not bridge.submit(A.PassPriority(1))  # anything else while waiting: still refused
    for i in range(3):  # the host answers each; the next goes out with that update
        assert len(sent) == i + 1
        projection.record(game.apply(sent[i]))
        assert bridge.apply_update(projection.update())
    assert sent == batch
    assert sorted(game.combat.attackers) == sorted(bears)

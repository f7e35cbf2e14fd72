"""Run under Xvfb by test_net_xvfb.py: two real windows, in two processes, play a network game
over 127.0.0.1 (issue 37): one hosts in English (Game ▸ Host a game…), one joins in French
(Game ▸ Join a game…). Each plays its own deck of Forests and Grizzly Bears (written to its user
folder); the host's seed is fixed (SEED), so the game is the same from run to run. Each is driven
by the real pointer and keyboard (xdotool: real X events, a real ``QDrag``): the dialogs' buttons
clicked, the hand kept, a land dragged onto the battlefield each turn, each creature spell cast by
a drag and its priority passed with the Space key, every creature able to attack dragged towards
the other player and "Attack with N" clicked, "No blocks" clicked; the game goes on to its end
by combat damage (CR 704.5a), or, should it last past TURNS or BUDGET, the host concedes by
Game ▸ Concede…. Each window then shows the game over in its own language, the host's revealed
seed checked by the guest (``verified``), and each takes a screenshot of its window.

Usage: python xvfb_net.py both OUT_DIR [HOST_LANGUAGE GUEST_LANGUAGE]   (both sides on this display)
       python xvfb_net.py host|guest OUT_DIR LANGUAGE
Every wait is bounded; a side that fails prints why and exits non-zero.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from typing import Any
from pathlib import Path

from PySide6.QtCore import QPointF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QMenu, QPushButton
from xvfb_scenario import ScenarioError, click, global_centre, say, wait_until, xdotool

from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import DecisionKind
from mtgdesk.storage import Settings
from mtgdesk.ui.main_window import MainWindow
from mtgdesk.ui.table.card_item import CARD_SIZE

#: The windows' size: 950x1000 (two side by side on a 1920x1080 screen), or XVFB_NET_SIZE (e.g.
#: "1920x1080", for screenshots at that size: the screen must then hold both windows).
WIDTH, HEIGHT = (int(v) for v in os.environ.get("XVFB_NET_SIZE", "950x1000").split("x"))
#: The game is played to its end by combat damage; should it last, the host concedes by the menu
#: at its first decision from turn XVFB_NET_TURNS or after XVFB_NET_BUDGET seconds of play.
TURNS = int(os.environ.get("XVFB_NET_TURNS", "40"))
BUDGET = float(os.environ.get("XVFB_NET_BUDGET", "130"))
#: Each side's own deck (written to its user folder): lands and bears, for a short game by damage.
DECKS = {"host": "Name: Bears of the host\n24 Forest\n36 Grizzly Bears\n",
         "guest": "Name: Ours de l'invité\n24 Forest\n36 Grizzly Bears\n"}
#: The host's seed (the shuffles, and so the game, are the same from run to run).
SEED = int(os.environ.get("XVFB_NET_SEED", "37"))
PLACES = {"host": (0, 0), "guest": (WIDTH + 15, 0)}


def drag(window: MainWindow, card: int, onto: int | None = None, what: str = "land") -> None:
    """Drag ``card`` with the real pointer onto the battlefield of ``onto`` (default: our own,
    near its bottom edge: a land played or a spell cast; the other's: an attacker)."""
    table = window.table
    view = table.view
    item = table.scene.items_by_id[card]
    start = view.viewport().mapToGlobal(view.mapFromScene(item.mapToScene(
        QPointF(CARD_SIZE.width() / 2, CARD_SIZE.height() / 3))))
    me = table.controller.perspective
    field = table.scene.battlefield_rect(me if onto is None else onto)
    y = field.bottom() - 70 if onto in (None, me) else field.center().y()
    end = view.viewport().mapToGlobal(view.mapFromScene(QPointF(field.center().x(), y)))
    gesture = ["mousemove", "--sync", str(start.x()), str(start.y()), "sleep", "0.15", "mousedown", "1",
               "sleep", "0.1"]
    for i in range(1, 13):
        gesture += ["mousemove", str(start.x() + (end.x() - start.x()) * i // 12),
                    str(start.y() + (end.y() - start.y()) * i // 12), "sleep", "0.04"]
    gesture += ["sleep", "0.1", "mouseup", "1"]
    say(f"dragging {what} {card} from {start.x()},{start.y()} to {end.x()},{end.y()}")
    xdotool(*gesture)


def concede_by_menu(window: MainWindow) -> None:
    """Game ▸ Concede…, then the box's Concede button, each by a real click."""
    bar = window.menuBar()
    menu = window.concede_action.associatedObjects()
    game_menu = next(m for m in menu if isinstance(m, QMenu))
    click(bar.mapToGlobal(bar.actionGeometry(game_menu.menuAction()).center()))
    wait_until(game_menu.isVisible, "the Game menu")
    QTest.qWait(300)
    click(game_menu.mapToGlobal(game_menu.actionGeometry(window.concede_action).center()))
    wait_until(lambda: window.findChild(QPushButton, "confirm_yes_button") is not None, "the Concede box")
    QTest.qWait(300)
    click(global_centre(window.findChild(QPushButton, "confirm_yes_button")))
    say("conceded by Game ▸ Concede…")


def side(role: str, out: Path, language: str) -> int:
    import faulthandler

    faulthandler.dump_traceback_later(230, exit=True)  # a hang shows where it is
    app = QApplication.instance() or QApplication(sys.argv[:1])  # noqa: F841 - kept alive
    settings = Settings(animation_speed=100, game_speed="fast", stops_my_turn=["main1"], stops_opponent_turn=[],
                        player_names=["Alice" if role == "host" else "Benoît"])
    window = MainWindow(settings=settings)
    window.persist_settings = False
    if not window.set_language(language):
        raise ScenarioError(f"no language {language}")
    window.resize(WIDTH, HEIGHT)
    window.move(*PLACES[role])
    window.show()
    wait_until(lambda: window.windowHandle() is not None and window.windowHandle().isExposed(), "the window")
    QTest.qWait(300)
    rendezvous = out / "rendezvous.json"

    if role == "host":
        from mtgdesk.ui.net.runner import NetRunner

        start_host = NetRunner.start_host  # the dialog has no seed: the test's shuffles are fixed here
        NetRunner.start_host = lambda self, *a, **k: start_host(self, *a, **{**k, "seed": SEED})  # type: ignore
        window.net.host_action.trigger()
        dialog = window.net.dialog
        wait_until(lambda: dialog is not None and dialog.isVisible() and dialog.deck_combo.isEnabled(),
                   "the host dialog")
        dialog.port_spin.setRange(0, 65535)
        dialog.port_spin.setValue(0)  # a free port: a test must not take 7737 from anyone
        dialog.deck_combo.setCurrentIndex(0)  # its own deck (the first in the list)
        click(global_centre(dialog.go_button))
        wait_until(lambda: dialog.listening is not None, "the invite")
        QTest.qWait(300)
        dialog.grab().save(str(out / f"net_host_dialog_{language}.png"))
        info = dialog.listening
        tmp = rendezvous.with_suffix(".tmp")
        tmp.write_text(json.dumps({"port": info["port"], "code": info["code"]}))
        tmp.replace(rendezvous)
        say(f"hosting on port {info['port']} with code {info['code']}")
    else:
        wait_until(rendezvous.exists, "the host's invite", timeout=60)
        info = json.loads(rendezvous.read_text())
        window.net.join_action.trigger()
        dialog = window.net.dialog
        wait_until(lambda: dialog is not None and dialog.isVisible() and dialog.deck_combo.isEnabled(),
                   "the join dialog")
        dialog.deck_combo.setCurrentIndex(0)  # its own deck (the first in the list)
        click(global_centre(dialog.address_edit))
        xdotool("type", "--delay", "20", f"127.0.0.1:{info['port']}")
        click(global_centre(dialog.code_edit))
        xdotool("type", "--delay", "20", info["code"].lower().replace("-", " "))  # as read aloud
        QTest.qWait(200)
        dialog.grab().save(str(out / f"net_join_dialog_{language}.png"))
        click(global_centre(dialog.go_button))

    wait_until(lambda: window.table is not None, "the table", timeout=60)
    table = window.table
    bridge = table.bridge
    me = table.controller.perspective
    dragged: list[int] = []  # the lands we played by a drag
    cast: list[str] = []  # the creature spells we cast by a drag
    attacks: list[str] = []  # the creatures we attacked with
    land_turns: set[int] = set()  # the turns we have played a land in
    outcome: dict = {}  # the host's last word on the game (its winner, its reason, ``verified``)
    window.net.session.runner.game_over.connect(lambda out: outcome.update(out))
    other = "guest" if role == "host" else "host"
    began = time.monotonic()

    def view() -> Any:
        return bridge.view(me)

    def theirs_on_field() -> bool:
        return any(cv.controller != me for cv in view().battlefield())

    def other_done() -> bool:
        return (out / f"done_{other}").exists()

    def time_to_concede() -> bool:
        """The host concedes, by the menu, once both sides have played lands and TURNS turns
        have gone by: at its own priority, with nothing moving on the table."""
        return (role == "host" and bool(dragged) and other_done()
                and (view().turn >= TURNS or time.monotonic() - began > BUDGET)
                and owed() and bridge.decision.kind is DecisionKind.PRIORITY)

    def owed() -> bool:
        return (not bridge.over and bridge.decision.player == me and bool(bridge.legal_actions())
                and not table.session.pace.busy and table.controller._automatic_action(me) is None)

    def primary() -> None:
        wait_until(lambda: any(b.property("primary") and b.isVisible() for b in table.prompt.buttons.values()),
                   "the main button")
        QTest.qWait(300)  # the prompt bar laid out anew (its button where it is drawn)
        click(global_centre(next(b for b in table.prompt.buttons.values() if b.property("primary"))))

    def pass_key() -> None:
        """Pass the priority with the Space key (Game ▸ Pass priority / confirm)."""
        generation = bridge.generation
        centre = global_centre(table.view)  # (the key goes to the window under the pointer)
        xdotool("mousemove", "--sync", str(centre.x()), str(centre.y()), "sleep", "0.1", "key", "space")
        say("passed the priority with the space key")
        try:
            wait_until(lambda: bridge.generation != generation or bridge.over, "the pass", timeout=4)
        except ScenarioError:  # the key went elsewhere (a widget that takes Space): the button
            say("the space key did nothing: the main button")
            primary()

    import xvfb_scenario

    xvfb_scenario.DEBUG = lambda: (bridge.decision.player, bridge.decision.kind.value, len(bridge.legal_actions()),
                                   bridge.waiting, table.controller._automatic_action(me), bridge.generation,
                                   bridge.view(me).step.value, table.session.pace.busy)
    marked = False
    conceded = False
    for _ in range(400):
        wait_until(lambda: owed() or bridge.over or time_to_concede(), "a decision of ours, or the end",
                   timeout=90)
        if dragged and theirs_on_field() and not marked:
            (out / f"done_{role}").write_text("ok")
            marked = True
        if bridge.over:
            break
        QTest.qWait(300)  # let the cards glide to their places
        if time_to_concede() and not conceded:
            concede_by_menu(window)
            conceded = True
            wait_until(lambda: bridge.over, "the game to end on our concession", timeout=30)
            break
        if not owed():
            continue
        d = bridge.decision
        generation = bridge.generation
        legal = bridge.legal_actions()
        turn = view().turn
        lands = [a.card for a in legal if isinstance(a, A.PlayLand)]
        creatures = [a.card for a in legal if isinstance(a, A.CastSpell)
                     and (c := bridge.card(a.card)) is not None and c.is_type("Creature")]
        attackers = [a.creature for a in legal if isinstance(a, A.DeclareAttacker)]
        if d.kind is DecisionKind.MULLIGAN:
            wait_until(lambda: "keep_button" in table.prompt.buttons, "the Keep button")
            click(global_centre(table.prompt.buttons["keep_button"]))
        elif d.kind is DecisionKind.PRIORITY and (lands and turn not in land_turns or creatures):
            table.controller.settings.auto_pass = False  # the turn must not end by itself meanwhile
            before = sum(1 for cv in view().battlefield() if cv.controller == me)
            if lands and turn not in land_turns:
                card, what = lands[0], "land"
            else:
                card, what = creatures[0], "creature"
            name = bridge.name(card)
            drag(window, card, what=what)
            if what == "land":
                wait_until(lambda b=before: sum(1 for cv in view().battlefield() if cv.controller == me) > b,
                           "our land on the battlefield")
                dragged.append(card)
                land_turns.add(turn)
            else:  # cast: paid automatically; then it waits on the stack for the priority passed
                wait_until(lambda g=generation: bridge.generation != g, "the spell cast", timeout=30)
                cast.append(name)
                say(f"cast {name} by a drag")
                # Our spell on the stack, the priority ours again: passed by the key (CR 117.3c),
                # and the spell resolves once the other side passes too (CR 608.1).
                wait_until(lambda: owed() and bool(view().stack()), "the priority with our spell on the stack")
                QTest.qWait(200)
                pass_key()
                wait_until(lambda: not view().stack() or bridge.over, "the spell to resolve")
            table.controller.settings.auto_pass = True
            table.refresh()  # the automatic passes take up again from here
            QTest.qWait(500)
            continue
        elif d.kind is DecisionKind.ATTACKERS and attackers:
            for attacker in attackers:  # each creature that can attack, dragged towards the other
                if attacker in table.controller.pending_attackers:
                    continue
                drag(window, attacker, onto=1 - me, what="attacker")
                wait_until(lambda c=attacker: c in table.controller.pending_attackers, "the attacker to be chosen")
                attacks.append(bridge.name(attacker))
                say(f"attacking with {attacks[-1]}")
            primary()  # "Attack with N"
        elif d.kind is DecisionKind.DISCARD:
            for card in bridge.hand_ids(me)[:d.count]:
                item = table.scene.items_by_id[card]
                click(table.view.viewport().mapToGlobal(table.view.mapFromScene(
                    item.mapToScene(QPointF(12, CARD_SIZE.height() / 2)))))
            primary()
        elif d.kind is DecisionKind.PRIORITY:
            pass_key()
        else:
            primary()
        wait_until(lambda g=generation: bridge.generation != g or bridge.over, "the host's answer", timeout=30)
    else:
        raise ScenarioError("the game did not get there")
    if not dragged:
        raise ScenarioError("no land was played by a drag")
    mine = [cv.name for cv in view().battlefield() if cv.controller == me]
    theirs = [cv.name for cv in view().battlefield() if cv.controller != me]
    print(f"{role} ({language}): played a land by a real drag; on the battlefield: ours {mine}, theirs {theirs}; "
          f"turn {view().turn}", flush=True)
    print(f"{role} ({language}): cast by a drag {cast}; attacked with {attacks}; life {view().life(0)}-"
          f"{view().life(1)}", flush=True)
    # The end: the game-over dialog in this window's language, the host's word with the check.
    wait_until(lambda: "verified" in outcome, "the host's revealed seed and the check", timeout=60)
    wait_until(lambda: isinstance(getattr(window, "game_over_dialog", None), QDialog)
               and window.game_over_dialog.isVisible(), "the game-over dialog", timeout=30)
    dialog = window.game_over_dialog
    QTest.qWait(800)
    result = dialog.findChild(QLabel, "result_label").text()
    detail = " ".join(label.text() for label in dialog.findChildren(QLabel) if label.objectName() != "result_label"
                      and label.text())
    status = window.statusBar().currentMessage()
    winner = outcome.get("winner")
    print(f"{role} ({language}): game over: winner {winner}, reason {outcome.get('reason')}, verified "
          f"{outcome.get('verified')}; the dialog says {result!r} / {detail!r}; status {status!r}", flush=True)
    lost = [p for p in (0, 1) if view().life(p) <= 0]  # by damage (CR 704.5a), or else a concession
    expected = 1 - lost[0] if len(lost) == 1 else 1  # (the host concedes: the guest wins)
    if winner != expected or outcome.get("reason") != ("game" if lost else "concede"):
        raise ScenarioError(f"unexpected end: {outcome}, life {view().life(0)}-{view().life(1)}")
    if role == "guest" and outcome.get("verified") is not True:
        raise ScenarioError("the guest's check of the shuffles did not pass")
    frame = window.frameGeometry().united(dialog.frameGeometry())
    picture = window.screen().grabWindow(0, frame.x(), frame.y(), frame.width(), frame.height())
    name = f"net_{role}_{language}.png"
    if picture.isNull() or not picture.save(str(out / name)):
        raise ScenarioError("no screenshot")
    print(f"{role} ({language}): screenshot {name}", flush=True)
    # Wait (a little) for the other side's screenshot before leaving the game.
    deadline = time.monotonic() + 20
    while not (out / f"shot_{'guest' if role == 'host' else 'host'}").exists() and time.monotonic() < deadline:
        (out / f"shot_{role}").write_text("ok")
        QTest.qWait(100)
    (out / f"shot_{role}").write_text("ok")
    window.close()
    return 0


def both(out: Path, languages: tuple[str, str] = ("en", "fr")) -> int:
    """Both sides on this display, each in its own process with its own user folder."""
    out.mkdir(parents=True, exist_ok=True)
    for stale in ("rendezvous.json", "done_host", "done_guest", "shot_host", "shot_guest"):
        (out / stale).unlink(missing_ok=True)
    for role, text in DECKS.items():
        folder = out / f"home_{role}" / "data" / "decks"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "bears.txt").write_text(text, encoding="utf-8")
    procs = []
    for role, language in zip(("host", "guest"), languages):
        env = dict(os.environ, MTGDESK_HOME=str(out / f"home_{role}"))
        procs.append((role, subprocess.Popen([sys.executable, __file__, role, str(out), language], env=env,
                                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)))
        time.sleep(1.0)
    status = 0
    for role, proc in procs:
        try:
            text, _ = proc.communicate(timeout=240)
        except subprocess.TimeoutExpired:
            proc.kill()
            text, _ = proc.communicate()
            text += f"\n{role}: killed after 240 s"
        print(f"----- {role} (exit {proc.returncode})\n{text}", flush=True)
        status = status or proc.returncode or 0
    return status


if __name__ == "__main__":
    try:
        if sys.argv[1] == "both":
            sys.exit(both(Path(sys.argv[2]), (sys.argv[3], sys.argv[4]) if len(sys.argv) > 4 else ("en", "fr")))
        sys.exit(side(sys.argv[1], Path(sys.argv[2]), sys.argv[3]))
    except ScenarioError as exc:
        print(f"scenario failed: {exc}", flush=True)
        sys.exit(1)

"""Run under Xvfb by test_net_xvfb.py: two real windows, in two processes, play a network game
over 127.0.0.1 (issue 37): one hosts in English (Game ▸ Host a game…), one joins in French
(Game ▸ Join a game…). Each is driven by the real pointer (xdotool: real X events, a real
``QDrag``): the dialogs' buttons clicked, the hand kept, a land dragged from the hand onto the
battlefield, the prompt's main button clicked. Each side stops once it has played a land by a
drag and sees a land of the other's; then it takes a screenshot of its window.

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
from pathlib import Path

from PySide6.QtCore import QPointF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from xvfb_scenario import ScenarioError, click, global_centre, say, wait_until, xdotool

from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import DecisionKind
from mtgdesk.storage import Settings
from mtgdesk.ui.main_window import MainWindow
from mtgdesk.ui.table.card_item import CARD_SIZE

#: The windows' size: 950x1000 (two side by side on a 1920x1080 screen), or XVFB_NET_SIZE (e.g.
#: "1920x1080", for screenshots at that size: the screen must then hold both windows).
WIDTH, HEIGHT = (int(v) for v in os.environ.get("XVFB_NET_SIZE", "950x1000").split("x"))
PLACES = {"host": (0, 0), "guest": (WIDTH + 15, 0)}


def drag(window: MainWindow, card: int) -> None:
    """Drag ``card`` from the hand onto the battlefield with the real pointer."""
    table = window.table
    view = table.view
    item = table.scene.items_by_id[card]
    start = view.viewport().mapToGlobal(view.mapFromScene(item.mapToScene(
        QPointF(CARD_SIZE.width() / 2, CARD_SIZE.height() / 3))))
    field = table.scene.battlefield_rect(table.controller.perspective)
    end = view.viewport().mapToGlobal(view.mapFromScene(QPointF(field.center().x(), field.bottom() - 70)))
    gesture = ["mousemove", "--sync", str(start.x()), str(start.y()), "sleep", "0.15", "mousedown", "1",
               "sleep", "0.1"]
    for i in range(1, 13):
        gesture += ["mousemove", str(start.x() + (end.x() - start.x()) * i // 12),
                    str(start.y() + (end.y() - start.y()) * i // 12), "sleep", "0.04"]
    gesture += ["sleep", "0.1", "mouseup", "1"]
    say(f"dragging land {card} from {start.x()},{start.y()} to {end.x()},{end.y()}")
    xdotool(*gesture)


def side(role: str, out: Path, language: str) -> int:
    import faulthandler

    faulthandler.dump_traceback_later(200, exit=True)  # a hang shows where it is
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
        window.net.host_action.trigger()
        dialog = window.net.dialog
        wait_until(lambda: dialog is not None and dialog.isVisible() and dialog.deck_combo.isEnabled(),
                   "the host dialog")
        dialog.port_spin.setRange(0, 65535)
        dialog.port_spin.setValue(0)  # a free port: a test must not take 7737 from anyone
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
        dialog.deck_combo.setCurrentIndex(min(1, dialog.deck_combo.count() - 1))
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
    dragged: list[int] = []

    def theirs_on_field() -> bool:
        return any(cv.controller != me for cv in bridge.view(me).battlefield())

    def other_done() -> bool:
        return (out / f"done_{'guest' if role == 'host' else 'host'}").exists()

    def finished() -> bool:
        return bool(dragged) and theirs_on_field() and other_done()

    def owed() -> bool:
        return (not bridge.over and bridge.decision.player == me and bool(bridge.legal_actions())
                and not table.session.pace.busy and table.controller._automatic_action(me) is None)

    import xvfb_scenario

    xvfb_scenario.DEBUG = lambda: (bridge.decision.player, bridge.decision.kind.value, len(bridge.legal_actions()),
                                   bridge.waiting, table.controller._automatic_action(me), bridge.generation,
                                   bridge.view(me).step.value, table.session.pace.busy)
    marked = False
    for _ in range(300):
        wait_until(lambda: finished() or owed() or bridge.over, "a decision of ours, or the end", timeout=90)
        if dragged and theirs_on_field() and not marked:
            (out / f"done_{role}").write_text("ok")
            marked = True
        if finished() or bridge.over:
            break
        QTest.qWait(300)  # let the cards glide to their places
        if not owed():
            continue
        d = bridge.decision
        generation = bridge.generation
        legal = bridge.legal_actions()
        lands = [a.card for a in legal if isinstance(a, A.PlayLand)]
        if d.kind is DecisionKind.MULLIGAN:
            wait_until(lambda: "keep_button" in table.prompt.buttons, "the Keep button")
            click(global_centre(table.prompt.buttons["keep_button"]))
        elif lands and not dragged:
            table.controller.settings.auto_pass = False  # the turn must not end by itself meanwhile
            before = sum(1 for cv in bridge.view(me).battlefield() if cv.controller == me)
            drag(window, lands[0])
            wait_until(lambda b=before: sum(1 for cv in bridge.view(me).battlefield() if cv.controller == me) > b,
                       "our land on the battlefield")
            dragged.append(lands[0])
            table.controller.settings.auto_pass = True
            table.refresh()  # the automatic passes take up again from here
            QTest.qWait(500)
            continue
        elif d.kind is DecisionKind.DISCARD:
            for card in bridge.hand_ids(me)[:d.count]:
                item = table.scene.items_by_id[card]
                click(table.view.viewport().mapToGlobal(table.view.mapFromScene(
                    item.mapToScene(QPointF(12, CARD_SIZE.height() / 2)))))
            wait_until(lambda: any(b.property("primary") for b in table.prompt.buttons.values()), "the main button")
            click(global_centre(next(b for b in table.prompt.buttons.values() if b.property("primary"))))
        else:
            wait_until(lambda: any(b.property("primary") for b in table.prompt.buttons.values()), "the main button")
            click(global_centre(next(b for b in table.prompt.buttons.values() if b.property("primary"))))
        wait_until(lambda g=generation: bridge.generation != g or bridge.over, "the host's answer", timeout=30)
    else:
        raise ScenarioError("the game did not get there")
    if not dragged:
        raise ScenarioError("no land was played by a drag")
    QTest.qWait(800)
    picture = window.screen().grabWindow(window.winId())
    name = f"net_{role}_{language}.png"
    if picture.isNull() or not picture.save(str(out / name)):
        raise ScenarioError("no screenshot")
    mine = [cv.name for cv in bridge.view(me).battlefield() if cv.controller == me]
    theirs = [cv.name for cv in bridge.view(me).battlefield() if cv.controller != me]
    print(f"{role} ({language}): played a land by a real drag; on the battlefield: ours {mine}, theirs {theirs}; "
          f"turn {bridge.view(me).turn}; screenshot {name}", flush=True)
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

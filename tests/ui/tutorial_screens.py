"""Screenshots of three lessons in English, French and Russian (docs/screenshots/lesson-*.png):
``QT_QPA_PLATFORM=offscreen python -m tests.ui.tutorial_screens [SIZE...]`` (default 1280x800).

Each lesson is opened as Help ▸ Learn to play opens it and taken to a step worth showing by the
lesson's own buttons and a real wrong move (the hint shown)."""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication


OUT = Path(__file__).resolve().parents[2] / "docs" / "screenshots"
#: (lesson, how many "Next" to press, a wrong move to make then, or None)
SHOTS = (("01_lands_and_mana", 2, "Mountain"), ("04_instants_and_the_stack", 2, None),
         ("07_keywords", 2, "finish attackers"))


def _wait(ms: int = 120) -> None:
    QTest.qWait(ms)


def take(window: Any, lesson: str, nexts: int, wrong: str | None) -> None:
    assert window.learn.open(lesson)
    runner = window.learn.runner
    _wait()
    for _ in range(nexts):
        runner.next()
        _wait(700)
    bridge = window.table.bridge
    if wrong == "finish attackers":  # Force of Nature alone, and "Attack"
        force = next(i for i in bridge.game.objects if bridge.zone(i) == "battlefield"
                     and bridge.name(i) == "Force of Nature")
        window.table.controller.card_clicked(force)
        window.table.controller.finish_attackers()
    elif wrong is not None:
        card = next(i for i in bridge.hand_ids(0) if bridge.name(i) == wrong)
        window.table.controller.card_clicked(card)
    _wait(300)


def main(sizes: list[str]) -> list[Path]:
    from mtgdesk.storage import Settings
    from mtgdesk.tutorial import LessonBook
    from mtgdesk.ui.main_window import MainWindow
    from mtgdesk.ui.tutorial import set_lesson_book

    app = QApplication.instance() or QApplication(sys.argv)
    set_lesson_book(LessonBook)
    window = MainWindow(settings=Settings(animation_speed=0, game_speed="instant"))
    window.learn.action.setVisible(True)
    window.show()
    written = []
    for size in sizes:
        w, h = (int(n) for n in size.split("x"))
        window.resize(w, h)
        for language in ("en", "fr", "ru"):
            window.set_language(language)
            for lesson, nexts, wrong in SHOTS:
                take(window, lesson, nexts, wrong)
                path = OUT / f"lesson-{lesson[:2]}-{language}-{w}x{h}.png"
                window.grab().save(str(path))
                written.append(path)
    window.set_language("en")
    window.close()
    app.processEvents()
    return written


if __name__ == "__main__":
    for p in main(sys.argv[1:] or ["1280x800"]):
        print(p)

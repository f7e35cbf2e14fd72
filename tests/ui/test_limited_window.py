"""Sealed and booster draft against the computer (ui/decks/limited_window.py): the pool from the
seed, the cards shown by colour and mana value, the picks counted, a draft's boosters passed left
then right, a sealed event and a draft played through to a game; in French after a switch."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication

from mtgdesk.cards import load_pool
from mtgdesk.decks.store import user_decks
from mtgdesk.ui.common.language import LanguageManager
from mtgdesk.ui.decks.limited_window import CARD_WIDTH, LimitedWindow, card_icon
from mtgdesk.ui.main_window import MainWindow
from mtgdesk.ui.table.session import COMPUTER, HUMAN

pytestmark = pytest.mark.gui


def _window(qtbot: Any, kind: str, seed: int) -> LimitedWindow:
    window = LimitedWindow(kind, seed=seed)
    qtbot.addWidget(window)
    return window


def test_sealed_to_a_game(window: MainWindow, qtbot: Any, mtgdesk_home: Path) -> None:
    sealed = window.decks_menu.limited("sealed")
    assert len(sealed.pool) == 90 and sealed.grid.count() == 90
    editor = sealed.build()
    assert editor.limited and len(editor.deck) == 0 and sum(n for n, _ in editor.deck.sideboard) == 90
    saved = {d.deck.name: d for d in user_decks()}
    assert sealed.opponent_deck.name in saved and saved[sealed.opponent_deck.name].limited
    sealed.play()
    assert window.table is None and "40" in sealed.info.text()  # an empty deck is refused, with the rule
    # Build the computer's way from the player's own pool, then play.
    from mtgdesk.decks.limited import build_deck

    built = build_deck(sealed.pool, editor.deck.name)
    for n, card in built.entries:
        if not card.is_land:
            editor.set_count(card, "main", n)
        else:
            editor.add_card(card, "main", n)
    assert editor.problems() == []
    sealed.best_of_three.setChecked(True)
    sealed.play()
    qtbot.waitUntil(lambda: window.table is not None)
    assert window.match.best_of == 3
    assert window.session.deck_names == [editor.deck.name, sealed.opponent_deck.name]
    assert window.session.seats == [HUMAN, COMPUTER]
    assert {d.deck.name for d in user_decks()} >= {editor.deck.name, sealed.opponent_deck.name}
    editor.undo_stack.setClean()
    editor.close()

def test_a_draft_to_a_game(window: MainWindow, qtbot: Any) -> None:

    draft = LimitedWindow("draft", window, seed=1234)
    window.decks_menu.limited_windows.append(draft)
    draft.show()
    assert draft.grid.count() == 15 and draft.pick_button.isVisibleTo(draft)
    first = draft.grid.card(draft.grid.item(0))
    draft.grid.setCurrentRow(0)
    draft.pick_button.click()
    assert draft.draft.picks[0] == [first] and draft.grid.count() == 14
    assert "pick 2" in draft.info.text()
    while not draft.draft.finished:
        draft.pick(draft.draft.boosters[0][0])
    assert len(draft.pool) == 45 and not draft.pick_button.isVisibleTo(draft)
    editor = draft.build()
    from mtgdesk.decks.limited import build_deck

    for n, card in build_deck(draft.pool, "x").entries:
        if card.is_land:
            editor.add_card(card, "main", n)
        else:
            editor.set_count(card, "main", n)
    assert editor.problems() == []
    draft.play()
    qtbot.waitUntil(lambda: window.table is not None)
    assert window.session.deck_names[1] == draft.opponent_deck.name
    assert len(window.session.saved.decks[1]) == 40
    # The record says it was a draft, for the statistics and achievements (issue 36).
    assert window.records.keeper.record.play_format == "draft"
    editor.undo_stack.setClean()
    editor.close()


def test_a_sealed_pool_comes_from_its_seed_and_is_shown_by_colour_then_mana_value(qtbot: Any) -> None:
    sealed = _window(qtbot, "sealed", 3)
    again, other = _window(qtbot, "sealed", 3), _window(qtbot, "sealed", 4)
    assert [c.name for c in sealed.pool] == [c.name for c in again.pool] != [c.name for c in other.pool]
    assert sealed.opponent_pool != sealed.pool  # the computer opens boosters of its own
    shown = [sealed.grid.card(sealed.grid.item(r)) for r in range(sealed.grid.count())]
    keys = [(sorted(c.colors), c.mana_cost.mana_value) for c in shown]
    assert keys == sorted(keys) and sorted(c.name for c in shown) == sorted(c.name for c in sealed.pool)
    counted = {}
    for r in range(sealed.picks.count()):
        count, _, name = sealed.picks.item(r).text().partition(" ")
        counted[name] = int(count)
    assert sum(counted.values()) == 90 and counted == {n: [c.name for c in sealed.pool].count(n) for n in counted}
    assert sealed.info.text().startswith("Your pool: 90 cards.") and not sealed.play_button.isEnabled()
    assert sealed.windowTitle() == sealed.title.text() == "Sealed — Ninth Edition"


def test_a_draft_s_boosters_pass_left_then_right_and_a_double_click_takes_a_card(qtbot: Any) -> None:
    draft = _window(qtbot, "draft", 7)
    assert "Booster 1 of 3, pick 1." in draft.info.text() and "to the left" in draft.info.text()
    assert not draft.build_button.isEnabled()
    item = draft.grid.item(2)
    taken = draft.grid.card(item)
    draft.grid.itemDoubleClicked.emit(item)
    assert draft.draft.picks[0] == [taken] and draft.picks.item(0).text().endswith(taken.name)
    while draft.draft.round == 0:
        draft.pick(draft.draft.boosters[0][0])
    assert "Booster 2 of 3, pick 1." in draft.info.text() and "to the right" in draft.info.text()


def test_a_card_s_picture_is_an_icon_of_the_card_s_shape(qapp: Any) -> None:
    icon = card_icon(load_pool().get("Grizzly Bears"))
    size = icon.availableSizes()[0]
    assert size.width() == CARD_WIDTH and 1.3 < size.height() / size.width() < 1.5


def test_the_window_in_french(qtbot: Any, languages: LanguageManager) -> None:
    """The texts made from the draft's state follow a switch of language at once, not at the
    next pick."""
    draft = _window(qtbot, "draft", 7)
    taken = draft.grid.card(draft.grid.item(0))
    draft.pick(taken)
    assert draft.picks.item(0).text() == f"1 {taken.name}"
    size = draft.grid.iconSize()
    english_face = draft.grid.item(0).icon().pixmap(size).toImage()
    assert languages.set_language("fr")
    assert draft.grid.item(0).icon().pixmap(size).toImage() != english_face  # the faces painted in French
    assert draft.windowTitle() == draft.title.text() == "Draft de boosters — Neuvième Édition"
    assert draft.info.text().startswith("Booster 1 sur 3, choix 2.") and draft.info.text().endswith("à gauche.")
    french = QCoreApplication.translate("cards", taken.name)
    assert draft.picks.item(0).text() == f"1 {french}"
    assert draft.grid.item(0).toolTip() == QCoreApplication.translate("cards", draft.grid.card(draft.grid.item(0)).name)


def test_the_title_says_what_is_drafted_not_the_seed(qtbot: Any, languages: LanguageManager) -> None:
    """The seed (a number a player doesn't care about) is not in the title, only in its tooltip;
    the title says what it is: a booster draft of the Ninth Edition."""
    draft = _window(qtbot, "draft", 424242)
    for code, expected in (("en", "Booster draft — Ninth Edition"), ("fr", "Draft de boosters — Neuvième Édition"),
                           ("ru", "Драфт бустеров — Девятая редакция")):
        assert languages.set_language(code)
        assert draft.windowTitle() == draft.title.text() == expected
        assert "424242" not in draft.title.text() and "424242" in draft.title.toolTip()

"""The game log (ui/table/game_log.py): a continued game keeps its draws after a mulligan."""
from __future__ import annotations

import random
from typing import Any

import pytest

from mtgdesk.decks.precons import precons
from mtgdesk.engine import actions as A
from mtgdesk.storage.saves import SavedGame
from mtgdesk.ui.table.game_log import GameLog

pytestmark = pytest.mark.gui


def _game_with_a_mulligan() -> tuple[list[list[Any]], list[Any]]:
    decks = precons()[:2]
    saved = SavedGame(seed=3, decks=[[c.name for c in d.cards()] for d in decks], deck_names=["a", "b"],
                      players=["human", "computer"], player_names=["", ""], variant="modern")
    game = saved.new_game()
    rng = random.Random(1)
    per_action: list[list[Any]] = []
    for i in range(400):
        legal = list(game.legal_actions())
        wanted = (A.Mulligan,) if i == 0 else (A.PassPriority, A.Keep)
        quiet = [a for a in legal if isinstance(a, wanted)]
        action = quiet[0] if quiet and rng.random() < 0.8 else rng.choice(legal)
        per_action.append(list(game.apply(action)))
        if game.turn >= 5 or game.decision is None:
            break
    return per_action, [e for events in per_action for e in events]

def test_the_log_keeps_the_draws_of_a_continued_game_after_a_mulligan(qtbot: Any) -> None:
    """A continued (or undone) game's log is told from all its events at once: a mulligan taken
    before the first turn hid every draw of the game."""
    per_action, everything = _game_with_a_mulligan()
    live = [e.text for events in per_action for e in GameLog(lambda i: f"P{i}").entries(events)]
    continued = [e.text for e in GameLog(lambda i: f"P{i}").entries(everything)]
    assert continued == live
    assert sum("draws a card" in line for line in continued) >= 3  # turns 2, 3, 4
    assert "takes a mulligan." in continued[0] and not any("draws" in line for line in continued[:3])


@pytest.mark.parametrize(("code", "said"), [("en", "A card resolves."), ("ru", "Карта разрешается.")])
def test_a_hidden_card_as_the_subject_begins_its_sentence(qtbot: Any, code: str, said: str) -> None:
    """The visual pass found "карту разрешается." (the accusative, lower case) and "a card
    resolves." in a replay's log: an object the log has no name for, as a sentence's subject."""
    from mtgdesk.engine import events as E
    from mtgdesk.ui.common.language import LanguageManager

    languages = LanguageManager()
    try:
        assert languages.set_language(code)
        log = GameLog(lambda i: f"P{i}")
        assert log.entry(E.Resolved(object_id=999)).text == said
    finally:
        languages.set_language("en")

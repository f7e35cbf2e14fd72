"""The words of network play (ui/net/net_texts.py): every reason ``net/`` gives is worded, in
English, French and Russian; a detail (an address, a version) is added only where it helps."""
from __future__ import annotations


import pytest

from mtgdesk.ui.common.language import LanguageManager
from mtgdesk.ui.net.net_texts import failure_text, outcome_text

pytestmark = pytest.mark.gui

REASONS = ("code", "version", "full", "deck", "protocol", "gone", "unreachable", "listen", "relay", "timeout",
           "address", "nocode")


def test_every_reason_has_its_own_words_and_an_unknown_one_a_plain_sentence(language: LanguageManager) -> None:
    language.set_language("en")
    texts = {reason: failure_text(reason) for reason in REASONS}
    assert len(set(texts.values())) == len(REASONS)
    fallback = failure_text("no-such-reason")
    assert fallback == "The network game stopped." and fallback not in texts.values()
    assert texts["code"] == "The invite code is wrong. Check it with your friend and try again."


def test_a_detail_is_added_only_where_it_helps(language: LanguageManager) -> None:
    language.set_language("en")
    assert failure_text("unreachable", "10.0.0.5:7737").endswith("\n10.0.0.5:7737")
    assert failure_text("version", "0.9 / 1.0").endswith("\n0.9 / 1.0")
    assert failure_text("code", "K7QM-4XPD") == failure_text("code")  # the code is not repeated back
    assert failure_text("error", "boom") == "The network game stopped.\nboom"


@pytest.mark.parametrize("code", ["fr", "ru"])
def test_the_texts_are_translated(language: LanguageManager, code: str) -> None:
    language.set_language("en")
    english = {reason: failure_text(reason) for reason in REASONS}
    english_outcome = outcome_text("concede", True)
    assert language.set_language(code)
    for reason in REASONS:
        assert failure_text(reason) != english[reason], (code, reason)
    assert outcome_text("concede", True) != english_outcome
    expected = {"fr": "Le code d’invitation est faux. Vérifiez-le avec votre ami et réessayez.",
                "ru": "Неверный код приглашения. Сверьте его с другом и попробуйте ещё раз."}[code]
    assert failure_text("code") == expected


def test_the_outcome_says_how_the_game_ended_and_whether_its_shuffles_checked_out(
        language: LanguageManager) -> None:
    language.set_language("en")
    assert outcome_text("game", None) == ""
    assert outcome_text("concede", None) == "A player conceded."
    checked = outcome_text("timeout", True)
    assert checked.startswith("The other player did not come back in time. Shuffles checked:")
    assert outcome_text("game", False).startswith("Warning:")


def test_the_shuffle_check_is_a_proper_french_sentence(language: LanguageManager) -> None:
    """"la rejouée" is no French: the game played again is "la partie rejouée"."""
    assert language.set_language("fr")
    checked = outcome_text("game", True)
    assert checked == ("Mélanges vérifiés : la graine correspond à son engagement et la partie rejouée "
                       "correspond à ce qui a été montré.")
    assert "la rejouée" not in checked

"""Card and deck names in the case a sentence needs (issue 35, item 9): a Russian log line puts
a discarded card in the accusative, an ability's card in the genitive, a damaged creature in
the dative; a match title puts the second deck in the genitive; French and English keep the
name as it is. The forms are messages of the translation catalogue (``name_cases.py``)."""
from __future__ import annotations

from typing import Any

import pytest

from mtgdesk.cards import load_pool
from mtgdesk.engine import events as E
from mtgdesk.engine.objects import PlayerRef
from mtgdesk.storage.records import GameRecord
from mtgdesk.ui.common.language import LanguageManager
from mtgdesk.ui.common.name_cases import CARD_NAME_CASES, card_name_in, deck_name_in
from mtgdesk.ui.table.game_log import GameLog

pytestmark = pytest.mark.gui


def log_lines(events: list[Any]) -> list[str]:
    log = GameLog(lambda i: ("Анна", "Борис")[i])
    log.remember(10, "Llanowar Behemoth", creature=True)
    log.remember(11, "Goblin Raider", creature=True)
    log.remember(12, "Crafty Pathmage", creature=True)
    log.remember(13, "Shock")
    log.remember(14, "Crafty Pathmage", is_ability=True)
    return [entry.text for entry in log.entries(events)]


EVENTS = [
    E.CardMoved(old_id=10, new_id=20, name="Llanowar Behemoth", owner=0, from_zone="hand", to_zone="graveyard"),
    E.SpellCast(player=1, object_id=13),
    E.DamageDealt(source=13, recipient=11, amount=2, combat=False),
    E.DamageDealt(source=13, recipient=PlayerRef(0), amount=2, combat=False),
    E.AbilityActivated(player=1, source=12, index=0),
    E.Resolved(object_id=14, countered=False),
    E.BlockersDeclared(player=1, blocks=((11, 10),)),
]


def test_a_russian_log_declines_card_names(language: LanguageManager) -> None:
    assert language.set_language("ru")
    lines = log_lines(EVENTS)
    assert lines[0] == "Анна сбрасывает Лановарского бегемота."  # accusative, animate
    assert lines[1] == "Борис разыгрывает Шок."  # accusative, inanimate: as it stands
    assert lines[2] == "Шок наносит 2 повреждения Гоблину-разорителю."  # dative
    assert lines[3] == "Анна получает 2 повреждения от Шока."  # a player's name doesn't decline: the card's does
    assert lines[4] == "Борис активирует способность Искусного проводника."  # genitive
    assert "Способность Искусного проводника разрешается." in lines
    assert "Гоблин-разоритель блокирует Лановарского бегемота." in lines  # nominative, then accusative


def test_a_french_and_an_english_log_keep_names_as_they_are(language: LanguageManager) -> None:
    assert language.set_language("fr")
    french = log_lines([EVENTS[0]])
    assert french == [f"Анна se défausse de {card_name_in('Llanowar Behemoth', None)}."]
    assert card_name_in("Llanowar Behemoth", "acc") == card_name_in("Llanowar Behemoth", None) != "Llanowar Behemoth"
    assert language.set_language("en")
    assert log_lines([EVENTS[0]]) == ["Анна discards Llanowar Behemoth."]


def test_a_russian_match_title_puts_the_second_deck_in_the_genitive(language: LanguageManager) -> None:
    from mtgdesk.ui.games.saved_games_list import SavedGamesModel

    model = SavedGamesModel()
    model.set_records([GameRecord(seed=1, decks=[[], []], deck_names=["Goblin Raid", "Green Stompers"]),
                       GameRecord(seed=2, decks=[[], []], deck_names=["My deck", "Мои гоблины"])])
    assert language.set_language("ru")
    assert model.data(model.index(0, 1)) == "Набег гоблинов против Зелёных топтунов"
    assert model.data(model.index(1, 1)) == "My deck против Мои гоблины"  # a player's own deck keeps its words
    assert deck_name_in("Green Stompers", "gen") == "Зелёных топтунов"
    assert language.set_language("en")
    assert model.data(model.index(0, 1)) == "Goblin Raid against Green Stompers"


def test_every_card_has_its_russian_forms(language: LanguageManager) -> None:
    """Each case of each card is a message of its own in the Russian catalogue, not the
    nominative fallen back to: for a creature with a masculine name, the accusative differs."""
    assert language.set_language("ru")
    pool = load_pool()
    missing = [(c.name, case) for c in pool for case in CARD_NAME_CASES if not card_name_in(c.name, case)]
    assert missing == []
    genitives_differ = sum(card_name_in(c.name, "gen") != card_name_in(c.name, None) for c in pool)
    assert genitives_differ > 0.9 * len(pool)
    assert card_name_in("Grizzly Bears", "dat") == "Гризли"  # indeclinable
    assert card_name_in("Craw Wurm", "acc") == "Зобатого вурма"


def test_russian_titles_with_players_names_do_not_decline_them(language: LanguageManager) -> None:
    """A player's name can't be declined («против Компьютер» is wrong): the titles that pit two
    players against each other use a dash in Russian."""
    assert language.set_language("ru")
    header = GameLog(lambda i: ("Анна", "Компьютер")[i]).header(["Набег гоблинов", "Зелёные топтуны"])
    assert header.text == "Анна (Набег гоблинов) — Компьютер (Зелёные топтуны)"
    assert "против" not in header.text

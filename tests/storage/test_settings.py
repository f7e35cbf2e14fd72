from __future__ import annotations

import json
from pathlib import Path

import pytest

from mtgdesk.storage import Settings, SettingsError, load_settings, save_settings
from mtgdesk.storage.settings import settings_path


def test_defaults_when_there_is_no_file() -> None:
    settings = load_settings()
    assert settings == Settings() and not settings.problems


def test_round_trip() -> None:
    settings = Settings(animation_speed=50, auto_pay=False, stops_my_turn=["main1"], last_decks=["A", "B"])
    save_settings(settings)
    assert load_settings() == settings
    assert load_settings().animation_factor == 2.0


def test_zero_speed_turns_animations_off() -> None:
    assert Settings(animation_speed=0).animation_factor == 0.0


@pytest.mark.parametrize("data, problem", [
    ({"colour": "blue"}, "unknown settings: colour"),
    ({"auto_pay": "yes"}, "auto_pay: expected bool"),
    ({"animation_speed": True}, "animation_speed: expected int"),
    ({"animation_speed": -1}, "not between 0 and 400"),
    ({"stops_my_turn": ["lunch"]}, "unknown steps"),
    ({"computer_level": "grandmaster"}, "computer_level: 'grandmaster' is not one of easy, medium, hard"),
])
def test_bad_keys_and_values_fail_loudly(data: dict, problem: str) -> None:
    with pytest.raises(SettingsError, match=problem):
        Settings.from_dict(data)


def test_a_damaged_file_gives_defaults_and_says_why(home: Path) -> None:
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text("{not json", encoding="utf-8")
    settings = load_settings()
    assert settings == Settings()
    assert settings.problems and "settings.json" in settings.problems[0]


def test_saved_file_is_readable_json() -> None:
    save_settings(Settings(language="fr"))
    assert json.loads(settings_path().read_text(encoding="utf-8"))["language"] == "fr"


def test_step_names_are_the_engines() -> None:
    from mtgdesk.engine import Step
    from mtgdesk.storage.settings import STEP_NAMES

    assert STEP_NAMES == tuple(s.value for s in Step)


def test_computer_levels_are_the_computer_players() -> None:
    from mtgdesk.ai.levels import DEFAULT_LEVEL, LEVELS
    from mtgdesk.storage.settings import COMPUTER_LEVELS

    assert set(COMPUTER_LEVELS) <= set(LEVELS)
    assert Settings().computer_level == DEFAULT_LEVEL


def test_computer_personalities_are_the_shipped_ones() -> None:
    from mtgdesk.ai.personalities import DEFAULT_PERSONALITY, personalities
    from mtgdesk.storage.settings import COMPUTER_PERSONALITIES

    assert set(COMPUTER_PERSONALITIES) == set(personalities())
    assert Settings().computer_personality == DEFAULT_PERSONALITY
    with pytest.raises(SettingsError, match="computer_personality: 'sly' is not one of balanced"):
        Settings.from_dict({"computer_personality": "sly"})

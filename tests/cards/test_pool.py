"""The card format: validated at load, errors that name the file, the line and the card."""
from __future__ import annotations

import datetime
import time
from pathlib import Path

import pytest

from mtgdesk.cards import CardDataError, installed_sets, load_pool, load_set
from mtgdesk.cards.pool import EXTRA_SETS_VARIABLE, load_set_folder, parse_card_file, shipped_pool
from mtgdesk.cards.text import rules_text
from mtgdesk.engine import ActivatedAbility, Keyword, StaticAbility
from mtgdesk.scenario.loader import parse_scenario
from mtgdesk.scenario.runner import Actor, check
from mtgdesk.scenario.setup import build_game
from tests.helpers.games import cards
from tests.helpers.sets import EXTRA_SETS, LATER_CARDS, later_set  # noqa: F401 (a fixture)

GOOD = '''
[set]
code = "TST"

[[card]]
name = "Test Bear"
cost = "{1}{G}"
type = "Creature — Bear"
pt = "2/2"
'''


def test_pool_has_the_foundation_cards() -> None:
    pool = load_pool()
    for name in ["Plains", "Island", "Swamp", "Mountain", "Forest", "Grizzly Bears", "Glory Seeker", "Hill Giant",
                 "Llanowar Elves", "Shock", "Lava Axe", "Giant Growth", "Summer Bloom", "Rampant Growth"]:
        assert name in pool
    bears = pool.get("grizzly bears")
    assert (bears.power, bears.toughness, str(bears.mana_cost), bears.type_line) == (2, 2, "{1}{G}", "Creature — Bear")
    forest = pool.get("Forest")
    assert forest.supertypes == ("Basic",) and forest.subtypes == ("Forest",) and forest.abilities == ()
    elves = pool.get("Llanowar Elves").abilities[0]
    assert isinstance(elves, ActivatedAbility) and elves.is_mana and elves.cost.tap
    claim = pool.get("Sea's Claim").abilities
    assert isinstance(claim[0], Keyword) and isinstance(claim[1], StaticAbility)


def test_unknown_card_suggests_closest_names() -> None:
    with pytest.raises(KeyError) as exc:
        load_pool().get("Grizly Bear")
    assert "Grizzly Bears" in str(exc.value)


def test_good_file_parses() -> None:
    (card,) = parse_card_file(GOOD, "test.toml")
    assert card.name == "Test Bear" and card.set_code == "TST"


@pytest.mark.parametrize("change, problem, line", [
    ('pt = "2/2"', 'pt = "two"', "needs 'pt'"),
    ('cost = "{1}{G}"', 'cost = "{1}{Q}"', "unknown mana symbol"),
    ('type = "Creature — Bear"', 'type = "Creature Beast — Bear"', "unknown type word"),
    ('pt = "2/2"', 'pt = "2/2"\nabilities = ["flyng"]', "unknown keyword 'flyng'"),
    ('pt = "2/2"', 'pt = "2/2"\nabilities = [{ activated = "{T}", effects = [{ do = "explode" }] }]', "unknown effect 'explode'"),
    ('pt = "2/2"', 'pt = "2/2"\nabilities = [{ activated = "{T}", effects = [{ do = "add_mana", mana = 3 }] }]', "not mana symbols"),
    ('pt = "2/2"', 'pt = "2/2"\nabilities = [{ activated = "{T}", effects = [{ do = "tap", what = "tagret" }] }]',
     "unknown reference 'tagret'"),
    ('pt = "2/2"', 'pt = "2/2"\nabilities = [{ activated = "{T}", effects = [{ do = "draw", count = "lots" }] }]',
     "not a number or a known amount: 'lots'"),
    ('pt = "2/2"', 'pt = "2/2"\nabilities = [{ static = "creatures_get", power = 1, toughness = 1, affected = "Gobin creature" }]',
     "unknown word 'Gobin'"),
    ('pt = "2/2"', 'pt = "2/2"\nabilities = [{ trigger = "enters", condition = "sometimes", effects = [{ do = "draw", count = 1 }] }]',
     "unknown condition 'sometimes'"),
    ('pt = "2/2"', 'pt = "2/2"\nabilities = [{ trigger = "enters", when = "later", effects = [{ do = "draw", count = 1 }] }]',
     "trigger 'enters' has no parameter 'when'"),
    ('pt = "2/2"', 'pt = "2/2"\nabilities = [{ trigger = "beginning_of", step = "lunch", effects = [{ do = "draw", count = 1 }] }]',
     "step must be one of"),
    ('pt = "2/2"', 'pt = "2/2"\nabilities = [{ trigger = "attacks", or_blocks = true, effects = [{ do = "draw", count = 1 }] }]',
     "trigger 'attacks': or_blocks is said only with what = enchanted, not 'self'"),
    ('pt = "2/2"', 'pt = "2/2"\nabilities = [{ trigger = "tapped_for_mana", what = "land", effects = [{ do = "draw", count = 1 }] }]',
     "trigger 'tapped_for_mana': what: 'land' is not one of enchanted"),
    ('pt = "2/2"', 'pt = "2/2"\ncolour = "green"', "unknown key(s) ['colour']"),
])
def test_bad_card_names_file_line_and_problem(change: str, problem: str, line: str) -> None:
    text = GOOD.replace(change, problem)
    with pytest.raises(CardDataError) as exc:
        parse_card_file(text, "cards/test.toml")
    msg = str(exc.value)
    assert msg.startswith("cards/test.toml:6: Test Bear: "), msg
    assert line in msg


def test_broken_toml_names_the_line() -> None:
    with pytest.raises(CardDataError) as exc:
        parse_card_file(GOOD + "\n[[card]\nname = 1\n", "x.toml")
    assert exc.value.line == 11 and "x.toml:11" in str(exc.value)


def test_no_card_text_is_evaluated() -> None:
    """A card file is data: an effect that looks like code is just an unknown effect."""
    text = GOOD.replace('pt = "2/2"', 'pt = "2/2"\nabilities = [{ activated = "{T}", effects = [{ do = "__import__(\'os\').system(\'false\')" }] }]')
    with pytest.raises(CardDataError, match="unknown effect"):
        parse_card_file(text, "x.toml")


def test_pool_loads_quickly_enough_to_measure() -> None:
    """Loading is measured in bench/, not asserted here; this checks the cache works."""
    t = time.perf_counter()
    a = load_pool()
    b = load_pool()
    assert a is b
    assert time.perf_counter() - t >= 0


# ---------------------------------------------------------------------- the sets installed


def test_the_ninth_edition_is_a_set_of_its_own_folder() -> None:
    """cards/data/9ED/set.toml: the set's code, name, release date and booster; every card of
    its files knows its set."""
    ninth = load_set("9ED")
    assert (ninth.code, ninth.name, ninth.released) == ("9ED", "Ninth Edition", datetime.date(2005, 7, 29))
    assert ninth.booster == (("rare", 1), ("uncommon", 3), ("common", 10), ("basic", 1))
    assert ninth.shipped and len(ninth.cards) == 344  # its distinct cards, the five basic lands among them
    assert {c.set_code for c in ninth.cards} == {"9ED"}
    assert load_set("9ed") is ninth


def test_the_pool_is_every_card_of_the_sets_installed() -> None:
    sets = installed_sets()
    assert [s.released for s in sets if s.released] == sorted(s.released for s in sets if s.released)  # oldest first
    assert set(load_pool().names) == {c.name for s in sets for c in s.cards}
    with pytest.raises(KeyError, match="no set 'ZZZ' installed"):
        load_set("ZZZ")


def test_a_later_set_installed_joins_the_pool(later_set) -> None:  # noqa: F811
    """Mind Stone and Llanowar Visionary (printed after the Ninth Edition, written with kinds it
    already uses) installed as the set LATER: in the pool, knowing their set, with rules text."""
    pool = later_set
    later = load_set("LATER")
    assert not later.shipped and [c.name for c in later.cards] == list(LATER_CARDS)
    assert later.booster == (("uncommon", 1), ("common", 1))
    assert len(pool) == len(shipped_pool()) + 2 and "Mind Stone" not in shipped_pool()
    stone, visionary = pool.get("mind stone"), pool.get("Llanowar Visionary")
    assert (stone.set_code, stone.rarity, str(stone.mana_cost), stone.type_line) == ("LATER", "uncommon", "{2}",
                                                                                     "Artifact")
    assert rules_text(stone) == "{T}: Add {C}.\n{1}, {T}, Sacrifice Mind Stone: Draw a card."
    assert (visionary.power, visionary.toughness, visionary.type_line) == (2, 2, "Creature — Elf Druid")
    assert rules_text(visionary) == "When Llanowar Visionary enters the battlefield, draw a card.\n{T}: Add {G}."
    assert len(load_set("9ED").cards) == 344  # the Ninth Edition is still itself


def test_without_the_variable_only_the_shipped_sets_are_installed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(EXTRA_SETS_VARIABLE, raising=False)
    assert load_pool() is shipped_pool()
    assert all(s.shipped for s in installed_sets()) and "Mind Stone" not in load_pool()


_LATER_GAME = """
title = "the later cards in a game"
[setup]
turn = 3
active = "A"
step = "main1"
[A]
hand = ["Llanowar Visionary"]
battlefield = ["Mind Stone", "Forest", "Forest"]
library = ["Shock", "Island", "Island"]
[B]
library = ["Island"]
"""


def test_the_later_cards_play_by_the_kinds_they_are_written_with(later_set) -> None:  # noqa: F811
    """Mind Stone's mana pays for Llanowar Visionary, whose enters trigger draws (CR 603.6a); the
    Visionary taps for {G}; the Stone, sacrificed as a cost (CR 602.2), draws."""
    game = build_game(parse_scenario(_LATER_GAME), later_set)
    actor = Actor(game)
    actor.run("A: cast Llanowar Visionary")
    actor.run("resolve")
    assert check(game, "A battlefield has Llanowar Visionary") is None
    assert check(game, "Mind Stone tapped") is None
    actor.run("resolve")
    for expect in ("stack 0", "A hand 1", "A hand has Shock", "A library 2"):
        assert check(game, expect) is None, expect
    actor.run("advance to upkeep of A")
    actor.run("advance to main1")
    actor.run("A: activate Mind Stone ability 2")
    assert check(game, "A graveyard has Mind Stone") is None and check(game, "stack 1") is None
    actor.run("resolve")
    assert check(game, "A hand 3") is None  # Shock, the turn's draw, and the Stone's card


_SET = """
code = "XYZ"
name = "A test set"
released = 2020-01-01
booster = [{ sheet = "common", count = 1 }]
"""
_CARDS = """
[[card]]
name = "Test Bear"
cost = "{1}{G}"
type = "Creature — Bear"
pt = "2/2"
"""


def _set_folder(root: Path, manifest: str = _SET, cards: str = _CARDS, code: str = "XYZ") -> Path:
    folder = root / code
    folder.mkdir(parents=True)
    (folder / "set.toml").write_text(manifest, encoding="utf-8")
    (folder / "cards.toml").write_text(cards, encoding="utf-8")
    return folder


def test_a_set_folder_loads_with_its_manifest(tmp_path: Path) -> None:
    card_set = load_set_folder(_set_folder(tmp_path), "sets/XYZ", shipped=False)
    assert (card_set.code, card_set.released, card_set.booster) == ("XYZ", datetime.date(2020, 1, 1), (("common", 1),))
    assert [(c.name, c.set_code) for c in card_set.cards] == [("Test Bear", "XYZ")]
    assert card_set.pool.get("test bear") is card_set.cards[0]


@pytest.mark.parametrize("change, problem, line", [
    ('code = "XYZ"', 'code = "x y"', "needs a 'code'"),
    ('name = "A test set"', 'name = ""', "needs a 'name'"),
    ("released = 2020-01-01", 'released = "soon"', "must be a date"),
    ('{ sheet = "common", count = 1 }', '{ sheet = "mythical", count = 1 }', "a booster slot is"),
    ('{ sheet = "common", count = 1 }', '{ sheet = "common", count = 0 }', "a booster slot is"),
    ('booster = [', 'languages = ["fr"]\nbooster = [', "unknown key(s) ['languages']"),
])
def test_a_bad_manifest_names_the_file_the_line_and_the_problem(tmp_path: Path, change: str, problem: str,
                                                               line: str) -> None:
    folder = _set_folder(tmp_path, _SET.replace(change, problem))
    with pytest.raises(CardDataError) as exc:
        load_set_folder(folder, "sets/XYZ")
    assert str(exc.value).startswith("sets/XYZ/set.toml:") and exc.value.line is not None, str(exc.value)
    assert line in str(exc.value)


def test_a_card_file_of_another_set_is_refused(tmp_path: Path) -> None:
    folder = _set_folder(tmp_path, cards='[set]\ncode = "9ED"\n' + _CARDS)
    with pytest.raises(CardDataError, match="sets/XYZ/cards.toml:2: the file says set '9ED', its folder is set 'XYZ'"):
        load_set_folder(folder, "sets/XYZ")


def test_a_card_in_two_files_of_a_set_is_refused(tmp_path: Path) -> None:
    folder = _set_folder(tmp_path)
    (folder / "more.toml").write_text(_CARDS, encoding="utf-8")
    with pytest.raises(CardDataError,
                       match="sets/XYZ/more.toml:3: Test Bear: defined twice .also in sets/XYZ/cards.toml"):
        load_set_folder(folder, "sets/XYZ")


def test_extra_sets_that_are_missing_or_installed_twice_are_clear_errors(monkeypatch: pytest.MonkeyPatch,
                                                                         tmp_path: Path) -> None:
    monkeypatch.setenv(EXTRA_SETS_VARIABLE, str(tmp_path / "nowhere"))
    with pytest.raises(CardDataError, match="MTGDESK_EXTRA_SETS names a folder that doesn't exist"):
        load_pool()
    _set_folder(tmp_path / "sets", _SET.replace('"XYZ"', '"9ED"'), code="9ED")
    monkeypatch.setenv(EXTRA_SETS_VARIABLE, str(tmp_path / "sets"))
    with pytest.raises(CardDataError, match="set 9ED is installed twice"):
        load_pool()
    assert EXTRA_SETS.is_dir()


def test_deck_cards_are_the_engine_cards() -> None:
    assert cards((2, "Shock"))[0] is cards((1, "Shock"))[0]

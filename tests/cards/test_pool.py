"""The card format: validated at load, errors that name the file, the line and the card."""
from __future__ import annotations

import time

import pytest

from mtgdesk.cards import CardDataError, load_pool
from mtgdesk.cards.pool import parse_card_file
from mtgdesk.engine import ActivatedAbility, Keyword, StaticAbility

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

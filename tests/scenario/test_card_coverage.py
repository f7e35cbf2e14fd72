"""Every common, uncommon, basic land and starter card of the Ninth Edition has a scenario that
proves what its text says. The scenario files of tests/scenarios/cards/ are named by the Ninth
Edition's collector numbers, so these tests read that set by name (``load_set("9ED")``), not
the whole pool (which may hold other sets)."""
from __future__ import annotations

from pathlib import Path

from mtgdesk.cards import load_set

CARDS = Path(__file__).resolve().parents[1] / "scenarios" / "cards"


def test_every_common_uncommon_and_starter_card_has_a_scenario() -> None:
    files = [p.name for p in CARDS.glob("*.toml")]
    missing = []
    for card in load_set("9ED").cards:
        if card.rarity not in ("common", "uncommon") and not card.starter:
            continue
        slug = card.name.lower().replace("'", "").replace(" ", "_").replace("-", "_")
        if not any(f.startswith(f"{card.number}_") and slug.split("_")[0] in f for f in files):
            missing.append(f"{card.number} {card.name}")
    assert missing == []
    assert len(files) >= 124


def test_every_uncommon_implemented_has_a_scenario_file_named_by_its_number() -> None:
    """The uncommons are counted on their own, so that a new one can't slip in without one."""
    files = {p.name.split("_")[0] for p in CARDS.glob("*.toml")}
    uncommons = [c for c in load_set("9ED").cards if c.rarity == "uncommon"]
    assert len(uncommons) >= 90
    assert [c.name for c in uncommons if c.number not in files] == []


def test_every_implemented_card_of_any_rarity_has_a_scenario_file_named_by_its_number() -> None:
    """Rares too: every card the pool implements (no ``hook`` left to write) has a scenario file
    whose name starts with its collector number, so no card arrives without one."""
    files = {p.name.split("_")[0] for p in CARDS.glob("*.toml")}
    implemented = [c for c in load_set("9ED").cards if c.hook is None and "Basic" not in c.supertypes]
    rares = [c for c in implemented if c.rarity == "rare"]
    assert len(rares) >= 30
    assert [f"{c.number} {c.name}" for c in implemented if c.number not in files] == []


def test_the_whole_ninth_edition_is_implemented() -> None:
    """Issue 12: all 344 distinct cards of the Ninth Edition core set (with the five basic lands)
    are in the pool, none waiting for code (``hook``), and every rare (111) has a scenario."""
    pool = list(load_set("9ED").cards)
    assert len({c.name for c in pool}) == 344
    assert [c.name for c in pool if c.hook is not None] == []
    files = {p.name.split("_")[0] for p in CARDS.glob("*.toml")}
    rares = [c for c in pool if c.rarity == "rare"]
    assert len(rares) == 111
    assert [c.name for c in rares if c.number not in files] == []

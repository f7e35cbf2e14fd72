"""Every common, basic land and starter card has a scenario that proves what its text says."""
from __future__ import annotations

from pathlib import Path

from mtgdesk.cards import load_pool

CARDS = Path(__file__).resolve().parents[1] / "scenarios" / "cards"


def test_every_common_and_starter_card_has_a_scenario() -> None:
    files = [p.name for p in CARDS.glob("*.toml")]
    missing = []
    for card in load_pool():
        if card.rarity != "common" and not card.starter:
            continue
        slug = card.name.lower().replace("'", "").replace(" ", "_").replace("-", "_")
        if not any(f.startswith(f"{card.number}_") and slug.split("_")[0] in f for f in files):
            missing.append(f"{card.number} {card.name}")
    assert missing == []
    assert len(files) >= 124

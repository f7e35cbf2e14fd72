"""The player's decks in the user's data folder."""
from __future__ import annotations

from pathlib import Path

import pytest

from mtgdesk.cards import load_pool
from mtgdesk.decks.precons import precons, theme_decks
from mtgdesk.decks.store import all_decks, save_user_deck, user_decks, user_decks_dir
from mtgdesk.decks.text import Deck


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("MTGDESK_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def _deck(name: str) -> Deck:
    pool = load_pool()
    return Deck(name=name, description="Line one\nLine two", entries=[(20, pool.get("Forest")),
                                                                      (4, pool.get("Grizzly Bears"))],
                sideboard=[(1, pool.get("Naturalize"))])


def test_saved_decks_are_listed_before_the_precons(home: Path) -> None:
    path = save_user_deck(_deck("Bears"))
    assert path.parent == user_decks_dir() and str(path).startswith(str(home))
    again = save_user_deck(_deck("Bears"))
    assert again != path  # a second deck of the same name never overwrites the first
    listed = all_decks()
    assert [d.deck.name for d in listed[:2]] == ["Bears", "Bears"]
    assert not listed[0].read_only and all(d.read_only for d in listed[2:])
    # The ten precons, then the Ninth Edition theme decks, played as casual decks (issue 36).
    assert [d.deck.name for d in listed[2:12]] == [d.name for d in precons()]
    assert [d.deck.name for d in listed[12:]] == [d.name for d in theme_decks()]
    assert not any(d.casual for d in listed[:12]) and all(d.casual for d in listed[12:])
    loaded = listed[0].deck
    assert loaded.description == "Line one\nLine two"
    assert [(n, c.name) for n, c in loaded.sideboard] == [(1, "Naturalize")]


def test_limited_decks_are_marked_and_saving_leaves_no_temporary_files() -> None:
    path = save_user_deck(_deck("Sealed 1"), limited=True)
    path = save_user_deck(_deck("Sealed 1"), path, limited=True)
    assert user_decks()[0].limited
    assert sorted(p.name for p in path.parent.iterdir()) == [path.name]


def test_a_bad_deck_file_is_listed_with_its_problem_and_left_alone() -> None:
    folder = user_decks_dir()
    folder.mkdir(parents=True)
    bad = folder / "broken.txt"
    bad.write_bytes(b"4 Forest\nnot a line\n")
    [source] = user_decks()
    assert "broken.txt:2" in source.problem
    assert bad.read_bytes() == b"4 Forest\nnot a line\n"
    assert all(d.path != bad for d in all_decks())  # not offered for a game

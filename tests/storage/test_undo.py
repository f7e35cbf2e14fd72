"""Undo against the computer (storage/undo.py): what counts as seeing a hidden card (CR 400.2),
the barrier an undo never goes back past."""
from __future__ import annotations

from mtgdesk.engine import events as E
from mtgdesk.storage.undo import reveals


def _moved(src: str | None, dst: str, owner: int, new_id: int | None = 9) -> E.CardMoved:
    return E.CardMoved(old_id=1, new_id=new_id, name="Shock", owner=owner, from_zone=src, to_zone=dst)


def test_cr400_2_a_card_leaving_a_library_is_seen_unless_it_stays_hidden() -> None:
    assert reveals(_moved("library", "hand", owner=0), seat=0)  # my draw: I see it
    assert not reveals(_moved("library", "hand", owner=1), seat=0)  # their draw: still hidden from me
    assert reveals(_moved("library", "graveyard", owner=1), seat=0)  # milled: public
    assert not reveals(_moved("library", "library", owner=0), seat=0)


def test_cr400_2_a_card_of_the_other_hand_made_public_is_seen() -> None:
    assert reveals(_moved("hand", "stack", owner=1), seat=0)  # cast: public
    assert reveals(_moved("hand", "graveyard", owner=1), seat=0)  # discarded
    assert not reveals(_moved("hand", "stack", owner=0), seat=0)  # my own hand was never hidden from me
    assert not reveals(_moved("battlefield", "graveyard", owner=1), seat=0)  # public already
    assert not reveals(_moved("library", "graveyard", owner=1, new_id=None), seat=0)  # no object after


def test_revealed_and_looked_at_cards() -> None:
    assert reveals(E.HandRevealed(player=1, to=0, cards=(3,)), seat=0)
    assert not reveals(E.HandRevealed(player=1, to=0, cards=(3,)), seat=1)  # shown to the other seat
    assert not reveals(E.HandRevealed(player=0, to=0, cards=(3,)), seat=0)  # one's own hand
    assert reveals(E.CardsRevealed(player=1, cards=(4,)), seat=0) and reveals(E.CardsRevealed(player=0, cards=(4,)), 1)
    assert reveals(E.CardsLooked(player=0, cards=(5,)), seat=0) and not reveals(E.CardsLooked(player=1, cards=(5,)), 0)
    assert not reveals(E.Tapped(3), seat=0)

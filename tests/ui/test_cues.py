"""Which sound cue the table plays for which engine events (ui/common/cues.py): plain Python, and
a sound file for each cue."""
from __future__ import annotations

import io
import wave

import pytest

from mtgdesk import resources
from mtgdesk.engine import events as E
from mtgdesk.ui.common.cues import CUES, MAX_CUES_PER_BATCH, cue_of, cues_for, game_over_cue


# ---------------------------------------------------------------- the mapping, plain Python

@pytest.mark.parametrize(("event", "cue"), [
    (E.LandPlayed(0, 5), "land"),
    (E.SpellCast(1, 5), "cast"),
    (E.Resolved(5), "resolve"),
    (E.Resolved(5, countered=True), None),
    (E.DamageDealt(5, ("player", 1), 3, True), "combat_damage"),
    (E.DamageDealt(5, ("player", 1), 3, False), None),  # Shock is not combat damage
    (E.LifeChanged(0, 20, 24), "life_gained"),
    (E.LifeChanged(0, 20, 17), None),
    (E.StepBegan(3, "untap", 0), "your_turn"),
    (E.StepBegan(3, "untap", 1), None),  # the opponent's turn
    (E.StepBegan(3, "upkeep", 0), None),
    (E.GameOver(0), "won"),
    (E.GameOver(1), "lost"),
    (E.GameOver(None), "lost"),  # a draw (CR 104.4a) is no win
])
def test_each_event_kind_has_its_cue_for_player_0(event: E.Event, cue: str | None) -> None:
    assert cue_of(event, 0) == cue


def test_a_batch_plays_each_cue_once_most_important_first() -> None:
    hits = [E.DamageDealt(n, ("player", 1), 2, True) for n in range(5)]
    assert cues_for([*hits, E.LifeChanged(0, 20, 22)], 0) == ["combat_damage", "life_gained"]
    assert cues_for([E.LandPlayed(0, 1), E.GameOver(0), E.SpellCast(0, 2)], 0) == ["won", "cast"]
    assert len(cues_for([E.LandPlayed(0, 1), E.SpellCast(0, 2), E.Resolved(2), E.GameOver(1)], 0)) == MAX_CUES_PER_BATCH


def test_every_cue_has_a_sound_file_of_16_bit_pcm() -> None:
    for cue in CUES:
        with wave.open(io.BytesIO(resources.asset_bytes(f"cue-{cue}.wav"))) as sound:
            assert sound.getsampwidth() == 2 and sound.getnchannels() == 1
            assert 0.1 < sound.getnframes() / sound.getframerate() < 1.5  # short


def test_a_game_over_without_an_event_is_won_only_by_the_winner() -> None:
    assert game_over_cue(0, 0) == "won"
    assert game_over_cue(1, 0) == "lost"
    assert game_over_cue(None, 1) == "lost"  # a draw is no win (CR 104.4a)


def test_the_cues_heard_depend_on_who_listens() -> None:
    batch = [E.StepBegan(3, "untap", 1), E.GameOver(1)]
    assert cues_for(batch, 1) == ["won", "your_turn"]
    assert cues_for(batch, 0) == ["lost"]

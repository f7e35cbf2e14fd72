"""The effect kinds of engine/kinds/permanents.py: destroy, tap, untap, sacrifice, gain control,
and the same to all of a kind (CR 701.7, 701.17, 701.21). Each kind's behaviour on a small
position, its rules text, its sign and whether it asks, its parameter checks."""
from __future__ import annotations

import pytest

from mtgdesk.cards.text import rules_text
from mtgdesk.engine import Effect, PlayerRef, Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import Question
from mtgdesk.engine.effects import EFFECTS
from mtgdesk.engine.registry import ASKING_EFFECTS
from tests.engine.kinds.spells import cast, refused, spell, translated_text
from tests.helpers.games import find, position


def _on_battlefield(game, name: str) -> list[int]:  # type: ignore[no-untyped-def]
    return [i for i in game.battlefield if game.objects[i].card.name == name]


def test_cr701_7_destroy_puts_the_permanent_into_its_owners_graveyard() -> None:
    game = position(b_battlefield=["Grizzly Bears", "Hill Giant"])
    cast(game, {"do": "destroy", "what": "target"}, targets=("creature",), chosen=(find(game, "Grizzly Bears"),))
    assert not _on_battlefield(game, "Grizzly Bears") and _on_battlefield(game, "Hill Giant")
    assert [game.objects[i].card.name for i in game.players[1].graveyard] == ["Grizzly Bears"]
    assert rules_text(spell({"do": "destroy", "what": "target"}, targets=("creature",))) == "Destroy target creature."
    assert rules_text(spell({"do": "destroy", "what": "target", "no_regeneration": True}, targets=("creature",))) == \
        "Destroy target creature. It can't be regenerated."


def test_destroy_refuses_a_no_regeneration_that_isnt_true_or_false() -> None:
    problem = refused({"do": "destroy", "what": "target", "no_regeneration": "yes"}, targets=("creature",))
    assert "effect 'destroy': no_regeneration:" in problem


def test_cr701_21_tap_and_untap_turn_the_permanent() -> None:
    game = position(b_battlefield=["Grizzly Bears"])
    bears = find(game, "Grizzly Bears")
    cast(game, {"do": "tap", "what": "target"}, targets=("creature",), chosen=(bears,))
    assert game.objects[bears].tapped
    cast(game, {"do": "untap", "what": "target"}, targets=("creature",), chosen=(bears,))
    assert not game.objects[bears].tapped
    assert rules_text(spell({"do": "tap", "what": "target"}, targets=("creature",))) == "Tap target creature."
    assert rules_text(spell({"do": "untap", "what": "target"}, targets=("creature",))) == "Untap target creature."


def test_cr701_17a_sacrifice_chosen_offers_only_what_the_filter_names() -> None:
    game = position(b_battlefield=["Grizzly Bears", "Forest"])
    cast(game, {"do": "sacrifice_chosen", "who": "target", "filter": "creature"}, targets=("opponent",),
         chosen=(PlayerRef(1),))
    d = game.decision
    assert d.player == 1 and d.question is Question.SACRIFICE and d.options == (find(game, "Grizzly Bears"),)
    game.apply(A.ChooseOption(1, d.options[0]))
    assert not _on_battlefield(game, "Grizzly Bears") and _on_battlefield(game, "Forest")
    assert rules_text(spell({"do": "sacrifice_chosen", "who": "target", "filter": "creature"},
                            targets=("opponent",))) == "Target opponent sacrifices a creature."


def test_cr701_17a_the_sacrificing_player_chooses_among_several() -> None:
    game = position(b_battlefield=["Grizzly Bears", "Hill Giant"])
    cast(game, {"do": "sacrifice_chosen", "who": "target", "filter": "creature"}, targets=("opponent",),
         chosen=(PlayerRef(1),))
    d = game.decision
    assert d.player == 1 and set(d.options) == {find(game, "Grizzly Bears"), find(game, "Hill Giant")}
    game.apply(A.ChooseOption(1, find(game, "Hill Giant")))
    assert _on_battlefield(game, "Grizzly Bears") and not _on_battlefield(game, "Hill Giant")


def test_all_destroys_every_permanent_the_filter_names() -> None:
    game = position(a_battlefield=["Llanowar Elves"], b_battlefield=["Grizzly Bears", "Forest"])
    cast(game, {"do": "all", "action": "destroy", "filter": "creature"})
    assert not _on_battlefield(game, "Grizzly Bears") and not _on_battlefield(game, "Llanowar Elves")
    assert _on_battlefield(game, "Forest")
    assert rules_text(spell({"do": "all", "action": "destroy", "filter": "creature"})) == "Destroy all creatures."


def test_all_refuses_an_action_it_doesnt_know() -> None:
    problem = refused({"do": "all", "action": "exile", "filter": "creature"})
    assert "effect 'all'" in problem and "action" in problem and "exile" in problem


def test_gain_control_until_end_of_turn() -> None:
    game = position(b_battlefield=["Grizzly Bears"])
    bears = find(game, "Grizzly Bears")
    cast(game, {"do": "gain_control", "what": "target", "until": "end_of_turn"}, targets=("creature",),
         chosen=(bears,))
    assert game.objects[bears].controller == 0 and game.objects[bears].zone is Zone.BATTLEFIELD


def test_the_signs_and_questions_of_the_permanent_kinds() -> None:
    """Destroying, tapping and sacrificing are bad for what they are aimed at, untapping good;
    gaining control takes control (the computer players read both); choosing what to sacrifice
    asks, destroying doesn't."""
    assert EFFECTS["destroy"].sign_of(Effect.make("destroy", what="target")) == -1
    assert EFFECTS["tap"].sign_of(Effect.make("tap", what="target")) == -1 and EFFECTS["tap"].play == "tap"
    assert EFFECTS["untap"].sign_of(Effect.make("untap", what="target")) == 1
    assert EFFECTS["all"].sign_of(Effect.make("all", action="untap", filter="land")) == 1
    assert EFFECTS["all"].sign_of(Effect.make("all", action="destroy", filter="creature")) == 0
    assert EFFECTS["gain_control"].takes_control and not EFFECTS["destroy"].takes_control
    assert "sacrifice_chosen" in ASKING_EFFECTS and "destroy" not in ASKING_EFFECTS


@pytest.mark.gui  # the translation is Qt's
def test_destroy_reads_in_french_and_russian(qapp: object) -> None:
    card = spell({"do": "destroy", "what": "target"}, targets=("creature",))
    assert translated_text(card, "fr") == "Détruisez la créature ciblée."
    assert translated_text(card, "ru") == "Уничтожьте целевое существо."


def test_cr608_2d_untap_up_to_untaps_the_chosen_ones_and_stops_on_none() -> None:
    """Rewind's "untap up to four lands" is the untap kind with ``up_to`` and ``filter``."""
    game = position(a_battlefield=["Forest", "Forest", "Forest"])
    lands = list(game.battlefield)
    for i in lands:
        game.objects[i].tapped = True
    cast(game, {"do": "untap", "up_to": 2, "filter": "land"})
    assert set(game.decision.options) == {*lands, None}
    game.apply(A.ChooseOption(0, lands[0]))
    game.apply(A.ChooseOption(0, None))
    assert [game.objects[i].tapped for i in lands] == [False, True, True]
    assert rules_text(spell({"do": "untap", "up_to": 2, "filter": "land"})) == "Untap up to two lands."
    assert EFFECTS["untap"].sign_of(Effect.make("untap", up_to=4, filter="land")) == 0
    assert "untap" in ASKING_EFFECTS


def test_untap_refuses_up_to_with_what_it_cant_say() -> None:
    """``up_to`` goes with a ``filter`` its text names (lands), and with no ``what``; a filter
    only with ``up_to``; one of ``what`` and ``up_to`` is needed."""
    problem = refused({"do": "untap", "up_to": 2, "filter": "creature"})
    assert "effect 'untap': filter:" in problem and "'creature'" in problem and "land" in problem
    problem = refused({"do": "untap", "up_to": 2})
    assert "effect 'untap': filter: up_to needs what is untapped, one of land" in problem
    problem = refused({"do": "untap", "up_to": 2, "filter": "land", "what": "target"}, targets=("land",))
    assert "effect 'untap': up_to: untapping up to a number of permanents takes no what" in problem
    problem = refused({"do": "untap", "what": "target", "filter": "land"}, targets=("land",))
    assert "effect 'untap': filter: only with up_to" in problem
    assert "effect 'untap': what: what is untapped is missing (or up_to with filter)" in refused({"do": "untap"})


def test_cr701_21_untap_or_tap_asks_and_turns_the_permanent_as_chosen() -> None:
    """Puppeteer's "You may tap or untap target creature" is the untap kind with ``or_tap``: yes
    turns it over, "tap" / "untap" name the instruction, no does nothing."""
    game = position(b_battlefield=["Grizzly Bears"])
    bears = find(game, "Grizzly Bears")
    for answer, tapped in ((True, True), (True, False), ("untap", False), ("tap", True), (False, True)):
        cast(game, {"do": "untap", "what": "target", "or_tap": True}, targets=("creature",), chosen=(bears,))
        assert game.decision.question is Question.MAY and game.decision.options == (True, False, "tap", "untap")
        game.apply(A.ChooseOption(0, answer))
        assert game.objects[bears].tapped is tapped, answer
    assert rules_text(spell({"do": "untap", "what": "target", "or_tap": True}, targets=("creature",))) == \
        "You may tap or untap target creature."
    assert EFFECTS["untap"].sign_of(Effect.make("untap", what="target", or_tap=True)) == 0


def test_untap_refuses_or_tap_without_what() -> None:
    problem = refused({"do": "untap", "up_to": 2, "filter": "land", "or_tap": True})
    assert "effect 'untap': or_tap: tapping or untapping goes with what, not up_to" in problem
    problem = refused({"do": "untap", "what": "target", "or_tap": "yes"}, targets=("creature",))
    assert "effect 'untap': or_tap:" in problem


def test_all_refuses_a_group_its_rules_text_has_no_words_for() -> None:
    """"Destroy all ..." / "Untap all ...": only the groups its rules text names are loaded."""
    from mtgdesk.cards.text import ALL_TEXT
    from mtgdesk.engine.kinds.permanents import ALL_FILTERS

    assert set(ALL_FILTERS) == set(ALL_TEXT)
    problem = refused({"do": "all", "action": "destroy", "filter": "artifact"})
    assert "effect 'all': filter: 'artifact' is not one of other creature, enchantment, creature" in problem
    problem = refused({"do": "all", "action": "untap", "filter": "creature"})
    assert "effect 'all': filter: 'creature' is not one of attacked_this_turn, basic land (action untap)" in problem
    assert "needs a target controller" in refused({"do": "all", "action": "untap", "filter": "basic land"})


def test_sacrifice_chosen_refuses_a_permanent_its_rules_text_has_no_words_for() -> None:
    """"... sacrifices a creature" / "... sacrifices four lands": other permanents are refused at load."""
    from mtgdesk.cards.text import SACRIFICED_TEXT
    from mtgdesk.engine.kinds.permanents import SACRIFICED_FILTERS

    assert set(SACRIFICED_FILTERS) == set(SACRIFICED_TEXT)
    problem = refused({"do": "sacrifice_chosen", "who": "target", "filter": "artifact"}, targets=("opponent",))
    assert "effect 'sacrifice_chosen': filter: 'artifact' is not one of creature (count 1)" in problem
    problem = refused({"do": "sacrifice_chosen", "who": "target", "filter": "creature", "count": 2},
                      targets=("opponent",))
    assert "effect 'sacrifice_chosen': filter: 'creature' is not one of land (count other than 1)" in problem

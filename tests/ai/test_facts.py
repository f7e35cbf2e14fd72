"""What a computer player may know and what effects mean for it (ai/facts.py): current
characteristics through the view (CR 613, 400.2), and the sign of an effect for what it is
aimed at, read from the effect kinds. The computer players read only their seat (issue 37):
``ai/facts.py`` asks the view for an object's characteristics and printed card
(``PlayerView.characteristics``, ``card_def``), the search asks it for its belief
(``PlayerView.belief``), and nothing in ``mtgdesk/ai`` reads a view's game (``._game``)."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from mtgdesk.ai import facts
from mtgdesk.ai.facts import (
    aimed_at_target, aimed_sign, card_of, casting_aim, characteristics, creature_worth, effect_sign, is_creature,
    is_land, keywords, known_sign, mana_value, permanent_worth, possible_targets, target_value, wrong_way,
)
from mtgdesk.cards import load_pool
from mtgdesk.engine import ActivatedAbility, StaticAbility, TriggeredAbility, Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine.abilities import Effect, TargetSpec
from mtgdesk.engine.determinize import belief
from mtgdesk.engine.objects import PlayerRef
from tests.helpers.games import find, position

AI = Path(__file__).resolve().parents[2] / "mtgdesk" / "ai"


def _game_reads(path: Path) -> list[str]:
    """Each read of a ``_game`` attribute in the file, by attribute or by name (``getattr``)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr == "_game":
            found.append(f"{path.name}:{node.lineno}: ._game")
        if isinstance(node, ast.Constant) and node.value == "_game":
            found.append(f"{path.name}:{node.lineno}: '_game'")
    return found


def test_nothing_in_ai_reads_a_view_s_game() -> None:
    files = sorted(AI.glob("*.py"))
    assert len(files) > 10
    assert [r for p in files for r in _game_reads(p)] == []


def test_the_ast_check_finds_a_read_of_the_game(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text("def f(view):\n    return view._game.turn, getattr(view, '_game')\n")
    assert _game_reads(bad) == ["bad.py:2: ._game", "bad.py:2: '_game'"]


def _game():  # type: ignore[no-untyped-def]
    return position(a_hand=["Shock"], a_battlefield=["Grizzly Bears"], a_library=["Lava Axe"],
                    b_battlefield=["Llanowar Elves", "Forest"], b_hand=["Serra Angel"], b_library=["Bog Imp"])


def test_cr_400_2_facts_read_what_the_player_may_see_through_the_view() -> None:
    """Own hand and public zones: characteristics and the printed card; an opponent's hand and
    any library: ``LookupError`` (CR 400.2, 402.3)."""
    game = _game()
    view = game.view(0)
    shock, bears = find(game, "Shock", Zone.HAND), find(game, "Grizzly Bears")
    assert facts.card_of(view, shock).name == "Shock" and facts.mana_value(view, shock) == 1
    assert facts.characteristics(view, bears).power == 2
    for hidden in (find(game, "Serra Angel", Zone.HAND), find(game, "Lava Axe", Zone.LIBRARY),
                   find(game, "Bog Imp", Zone.LIBRARY)):
        with pytest.raises(LookupError):
            facts.card_of(view, hidden)
        with pytest.raises(LookupError):
            facts.characteristics(view, hidden)


def test_the_view_s_belief_reads_public_cards_only() -> None:
    """``PlayerView.belief`` is ``determinize.belief`` of that player: the opponent's shown cards
    and candidates of its colours, never its hidden Serra Angel."""
    game = _game()
    candidates = [load_pool().get(n) for n in ("Giant Growth", "Forest", "Shock")]
    lands, others = game.view(0).belief(candidates)
    assert (lands, others) == belief(game, 0, candidates)
    assert "Serra Angel" not in {c.name for c in others} and "Giant Growth" in {c.name for c in others}


def _spell(name: str) -> tuple[Effect, ...]:
    spell = load_pool().get(name).spell
    assert spell is not None
    return spell.effects


def _statics(name: str) -> tuple[StaticAbility, ...]:
    return tuple(a for a in load_pool().get(name).abilities if isinstance(a, StaticAbility))


def test_every_targeted_effect_of_the_pool_has_a_known_sign() -> None:
    """A new effect kind aimed at a target must say whether it helps or hurts (facts.py), or be
    declared neither, so that no player guesses."""
    unknown = set()
    for card in load_pool():
        effects = list(card.spell.effects) if card.spell is not None and card.spell.targets else []
        for ability in card.abilities:
            if isinstance(ability, (ActivatedAbility, TriggeredAbility)) and ability.targets:
                effects += ability.effects
        for e in effects:
            if aimed_at_target(e) and not known_sign(e):
                unknown.add((e.kind, card.name))
    assert not unknown, sorted(unknown)



def test_an_effect_aims_at_a_target_unless_it_names_someone_else() -> None:
    assert aimed_at_target(Effect.make("deal_damage", amount=2, to="target"))
    assert aimed_at_target(Effect.make("destroy", what="target:1"))
    assert aimed_at_target(Effect.make("draw", count=1))  # no one named: its target, if any
    assert not aimed_at_target(Effect.make("gain_life", amount=2, who="you"))
    assert known_sign(Effect.make("draw", count=1)) and not known_sign(Effect.make("explode"))


def test_the_sign_of_a_spell_is_read_from_its_effect_kinds() -> None:
    assert aimed_sign(_spell("Shock")) == -1 and aimed_sign(_spell("Mind Rot")) == -1
    assert aimed_sign(_spell("Giant Growth")) == 1
    assert effect_sign(Effect.make("explode")) == 0  # an unknown kind means nothing


def test_cr400_7_returning_a_card_from_a_graveyard_helps_returning_a_permanent_sets_back() -> None:
    raise_dead = _spell("Raise Dead")
    assert aimed_sign(raise_dead, (), Zone.GRAVEYARD.value) == 1
    assert aimed_sign(raise_dead) == -1


def test_taking_control_is_harmful_whatever_else_the_spell_does() -> None:
    """Threaten untaps and gives haste (helpful), but takes control (CR 613.1b)."""
    assert aimed_sign(_spell("Threaten")) == -1


def test_an_auras_sign_comes_from_its_static_abilities() -> None:
    assert aimed_sign((), _statics("Holy Strength")) == 1
    assert aimed_sign((), _statics("Pacifism")) == -1


def test_cr613_characteristics_through_the_view_count_auras() -> None:
    game = position(a_battlefield=["Grizzly Bears", "Holy Strength"])
    game.attach(find(game, "Holy Strength"), find(game, "Grizzly Bears"))
    view = game.view(1)
    bears = find(game, "Grizzly Bears")
    ch = characteristics(view, bears)
    assert (ch.power, ch.toughness) == (3, 4)
    assert is_creature(view, bears) and not is_land(view, bears) and mana_value(view, bears) == 2
    assert card_of(view, bears).name == "Grizzly Bears"


def test_cr400_2_an_opponents_hand_is_hidden_from_a_computer_player() -> None:
    game = position(a_hand=["Shock"], b_hand=["Giant Growth"])
    shock, growth = find(game, "Shock", Zone.HAND), find(game, "Giant Growth", Zone.HAND)
    view = game.view(0)
    assert characteristics(view, shock).name == "Shock"
    with pytest.raises(LookupError):
        characteristics(view, growth)
    with pytest.raises(LookupError):
        card_of(view, growth)
    with pytest.raises(LookupError):
        characteristics(view, 999)


def test_a_creatures_worth_is_its_size_and_its_keywords() -> None:
    game = position(a_battlefield=["Suntail Hawk", "Grizzly Bears", "Forest", "Spellbook"])
    view = game.view(0)
    cards = {c.name: c for c in view.battlefield()}
    assert "flying" in keywords(view, cards["Suntail Hawk"].id)
    assert creature_worth(view, cards["Suntail Hawk"]) == 1 + 1 + 2.0
    assert permanent_worth(view, cards["Grizzly Bears"]) == 4.0
    assert permanent_worth(view, cards["Forest"]) == 1.5 and permanent_worth(view, cards["Spellbook"]) == 2.5


def test_target_value_is_positive_only_for_the_right_side() -> None:
    game = position(a_battlefield=["Grizzly Bears"], b_battlefield=["Hill Giant"])
    view = game.view(0)
    mine, theirs = find(game, "Grizzly Bears"), find(game, "Hill Giant")
    assert target_value(view, theirs, -1) == 6.0 and target_value(view, mine, -1) == -4.0
    assert target_value(view, mine, 1) == 4.0
    assert target_value(view, PlayerRef(1), -1) == 3.0 and target_value(view, PlayerRef(0), -1) == -3.0
    assert target_value(view, 999, -1) == 0.0


def test_wrong_way_is_a_harmful_effect_on_ones_own_side_or_a_helpful_one_on_the_other() -> None:
    game = position(a_battlefield=["Grizzly Bears"], b_battlefield=["Hill Giant"])
    shock, growth = (_spell("Shock"), ()), (_spell("Giant Growth"), ())
    mine, theirs = find(game, "Grizzly Bears"), find(game, "Hill Giant")
    assert wrong_way(game, 0, mine, shock) and not wrong_way(game, 0, theirs, shock)
    assert wrong_way(game, 0, theirs, growth) and not wrong_way(game, 0, mine, growth)
    assert wrong_way(game, 0, PlayerRef(0), shock) and not wrong_way(game, 0, PlayerRef(1), shock)
    assert not wrong_way(game, 0, None, shock) and not wrong_way(game, 0, 999, shock)


def test_casting_aim_reads_the_spell_whose_targets_are_being_chosen() -> None:
    game = position(a_hand=["Shock"], a_battlefield=["Mountain"])
    assert casting_aim(game) is None
    game.apply(A.CastSpell(0, find(game, "Shock", Zone.HAND)))
    assert casting_aim(game) == (_spell("Shock"), ())
    artillery = position(a_battlefield=["Orcish Artillery"])
    artillery.apply(A.ActivateAbility(0, find(artillery, "Orcish Artillery"), 0))
    aim = casting_aim(artillery)
    assert aim is not None and [e.kind for e in aim[0]] == ["deal_damage", "deal_damage"] and aim[1] == ()


def test_possible_targets_follow_the_kind_controller_and_restrictions() -> None:
    game = position(a_battlefield=["Grizzly Bears", "Forest"], b_battlefield=["Hill Giant", "Razortooth Rats"])
    view = game.view(0)
    bears, giant, rats = find(game, "Grizzly Bears"), find(game, "Hill Giant"), find(game, "Razortooth Rats")
    assert possible_targets(view, TargetSpec("opponent")) == [PlayerRef(1)]
    assert possible_targets(view, TargetSpec("player")) == [PlayerRef(0), PlayerRef(1)]
    assert sorted(possible_targets(view, TargetSpec("creature"))) == sorted([bears, giant, rats])
    assert sorted(possible_targets(view, TargetSpec("creature", "opponent"))) == sorted([giant, rats])
    assert possible_targets(view, TargetSpec("creature", None, ("nonblack",))) == [bears, giant]
    assert possible_targets(view, TargetSpec("land")) == [find(game, "Forest")]
    assert PlayerRef(1) in possible_targets(view, TargetSpec("any"))

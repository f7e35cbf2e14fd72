"""State-based actions (engine/sba.py, CR 704)."""
from __future__ import annotations

import pytest

from mtgdesk.engine import CardDef, DecisionKind, Effect, IllegalAction, ManaCost, Zone
from mtgdesk.engine import actions as A
from tests.helpers.games import position
from tests.helpers.vocabulary_cards import _resolve_spell, sorcery
from mtgdesk.engine.decisions import Question

LEGEND = CardDef("Test Legend", ManaCost.parse("{G}"), ("Creature",), ("Elf",), ("Legendary",), 2, 2)

def test_cr704_5j_legend_rule_controller_chooses() -> None:
    game = position()
    first = game.create_object(LEGEND, 0, Zone.BATTLEFIELD)
    second = game.create_object(LEGEND, 0, Zone.BATTLEFIELD)
    game.sba_needed = True
    game.proceed()
    d = game.decision
    assert d.kind is DecisionKind.CHOICE and d.question is Question.LEGEND_RULE and d.player == 0
    assert set(d.options) == {first.id, second.id}
    with pytest.raises(IllegalAction) as exc:
        game.apply(A.ChooseOption(0, 9999))
    assert exc.value.rule == "704.5j"
    game.apply(A.ChooseOption(0, second.id))
    assert second.id in game.battlefield and first.id not in game.objects
    assert [game.objects[i].card.name for i in game.players[0].graveyard] == ["Test Legend"]

def test_cr704_5j_one_legend_each_player_is_fine() -> None:
    game = position()
    game.create_object(LEGEND, 0, Zone.BATTLEFIELD)
    game.create_object(LEGEND, 1, Zone.BATTLEFIELD)
    game.sba_needed = True
    game.proceed()
    assert game.decision.kind is DecisionKind.PRIORITY
    assert len(game.battlefield) == 2


def test_cr111_tokens_are_created_and_cease_to_exist_elsewhere() -> None:
    game = position()
    _resolve_spell(game, sorcery("Test Saprolings", Effect.make("create_token", count=2, name="Saproling",
                                                                power=1, toughness=1, color="G")))
    tokens = [game.objects[i] for i in game.battlefield]
    assert len(tokens) == 2 and all(t.token and t.card.name == "Saproling" for t in tokens)
    assert game.characteristics(tokens[0].id).colors == frozenset("G")
    game.move(tokens[0].id, Zone.GRAVEYARD)
    game.sba_needed = True
    game.proceed()
    graveyard = [game.objects[i].card.name for i in game.players[0].graveyard]
    assert graveyard == ["Test Saprolings"] and len(game.battlefield) == 1  # CR 704.5d

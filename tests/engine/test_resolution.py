"""Resolving the top of the stack (engine/resolution.py): CR 608.2b (a spell whose targets are all
illegal doesn't resolve), 608.2c (its instructions in order), 603.5 ("you may" decided on
resolution)."""
from __future__ import annotations

from mtgdesk.engine import DecisionKind, Step, Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine import events as E
from mtgdesk.engine.decisions import Question
from tests.helpers.games import find, position


def _cast_at(game, shock: int, target: int) -> None:  # type: ignore[no-untyped-def]
    game.apply(A.CastSpell(0, shock))
    game.apply(A.ChooseTargets(0, (target,)))
    if game.decision.kind is DecisionKind.PAY:
        game.apply(A.PayAuto(0))


def test_cr608_2b_a_spell_whose_only_target_is_gone_is_countered_on_resolution() -> None:
    game = position(a_hand=["Shock", "Shock"], a_battlefield=["Mountain", "Mountain"],
                    b_battlefield=["Grizzly Bears"])
    bears = find(game, "Grizzly Bears")
    first, second = game.players[0].hand
    _cast_at(game, first, bears)
    _cast_at(game, second, bears)  # in response, at the same creature
    events = []
    for _ in range(4):
        if not game.stack:
            break
        events += game.apply(A.PassPriority(game.decision.player))
    assert game.stack == [] and game.objects.get(bears) is None  # the second Shock killed it
    resolved = [e for e in events if isinstance(e, E.Resolved)]
    assert [r.countered for r in resolved] == [False, True]
    assert len([e for e in events if isinstance(e, E.DamageDealt)]) == 1
    assert [game.objects[i].card.name for i in game.players[0].graveyard] == ["Shock", "Shock"]


def test_cr608_2c_the_instructions_are_followed_in_order() -> None:
    game = position(a_hand=["Phyrexian Gargantua"], a_battlefield=["Swamp"] * 6, a_library=["Island"] * 3)
    game.apply(A.CastSpell(0, find(game, "Phyrexian Gargantua", Zone.HAND)))
    if game.decision.kind is DecisionKind.PAY:
        game.apply(A.PayAuto(0))
    events = []
    for _ in range(6):
        if not game.stack:
            break
        events += game.apply(A.PassPriority(game.decision.player))
    kinds = [type(e) for e in events if isinstance(e, (E.CardDrawn, E.LifeChanged))]
    assert kinds == [E.CardDrawn, E.CardDrawn, E.LifeChanged]  # draw two cards, then lose 2 life
    assert game.players[0].life == 18 and len(game.players[0].hand) == 2


def test_cr603_5_you_may_is_asked_as_the_ability_resolves() -> None:
    game = position(Step.MAIN1, a_hand=["Gravedigger"], a_battlefield=["Swamp"] * 4,
                    a_graveyard=["Grizzly Bears"], a_library=["Island"])
    game.apply(A.CastSpell(0, find(game, "Gravedigger", Zone.HAND)))
    if game.decision.kind is DecisionKind.PAY:
        game.apply(A.PayAuto(0))
    for _ in range(6):
        if game.decision.kind is DecisionKind.TARGETS:
            game.apply(game.legal_actions()[0])
        elif game.decision.question is Question.MAY:
            break
        else:
            game.apply(A.PassPriority(game.decision.player))
    assert game.decision.question is Question.MAY and game.decision.player == 0
    assert find(game, "Grizzly Bears", Zone.GRAVEYARD)  # nothing returned before the answer
    game.apply(A.ChooseOption(0, True))
    assert find(game, "Grizzly Bears", Zone.HAND)

"""The game (engine/game.py): apply and refuse actions, clone, questions asked in the middle of
an action."""
from __future__ import annotations

from mtgdesk.engine import DecisionKind, PlayerRef, Zone
from mtgdesk.engine import actions as A
from tests.helpers.games import find, position
from tests.helpers.made_up import pass_until


def test_clone_is_independent() -> None:
    game = position(a_hand=["Forest"], a_battlefield=["Grizzly Bears"])
    copy = game.clone()
    copy.apply(A.PlayLand(0, find(copy, "Forest", Zone.HAND)))
    assert len(copy.battlefield) == 2 and len(game.battlefield) == 1
    assert game.players[0].lands_played == 0
    assert game.state() != copy.state()
    assert game.clone().state() == game.state()


def test_ask_replays_the_action_with_the_answer_and_clones_agree() -> None:
    """A question asked in the middle of a resolution (Circle of Protection's source) rolls the
    game back to before the action; answering carries it out again; a clone taken while the
    question is owed ends in the same place."""
    game = position(a_hand=["Shock"], a_battlefield=["Mountain"], b_battlefield=["Circle of Protection: Red", "Plains"])
    shock = game.players[0].hand[0]
    game.apply(A.CastSpell(0, shock))
    game.apply(A.ChooseTargets(0, (PlayerRef(1),)))
    if game.decision.kind is DecisionKind.PAY:
        game.apply(A.PayAuto(0))
    game.apply(A.PassPriority(0))
    circle = find(game, "Circle of Protection: Red")
    game.apply(A.ActivateAbility(1, circle, 0))
    if game.decision.kind is DecisionKind.PAY:
        game.apply(A.PayAuto(1))
    game.apply(A.PassPriority(1))
    before = game.state()
    game.apply(A.PassPriority(0))  # both passed: the Circle's ability resolves and asks
    assert game.decision.kind is DecisionKind.CHOICE and game.decision.player == 1
    assert len(game.stack) == 2  # the position is the one before the resolution
    twin = game.clone()
    answer = A.ChooseOption(1, game.stack[0])
    game.apply(answer)
    twin.apply(answer)
    assert twin.state() == game.state() != before
    pass_until(game, lambda g: not g.stack)
    assert game.players[1].life == 20

def test_refusal_explains_without_changing_or_cloning() -> None:
    """``game.refusal(action)``: None for a legal action, else the IllegalAction that ``apply``
    would raise, with its rule; the game is untouched (the UI asks it while dragging)."""
    game = position(a_hand=["Forest", "Forest", "Grizzly Bears"], a_battlefield=["Forest"])
    before = game.state()
    first, second, bears = game.players[0].hand
    assert game.refusal(A.PlayLand(0, first)) is None
    game.apply(A.PlayLand(0, first))
    refusal = game.refusal(A.PlayLand(0, second))
    assert refusal is not None and refusal.rule == "305.2b"
    assert game.refusal(A.CastSpell(0, bears)) is None
    assert game.refusal(A.CastSpell(1, bears)).rule == "117.1"  # not B's decision
    mid = game.state()
    assert game.refusal(A.DeclareAttacker(0, find(game, "Forest"))).rule == "508.1"
    assert game.state() == mid != before

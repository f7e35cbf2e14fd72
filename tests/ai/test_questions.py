"""Every question the engine asks has exactly one answer for each computer player (issue 31):
the easy player's ``basic.ANSWERS`` and the search player's ``search.HOW`` (medium and hard),
keyed by ``Question``, never by a prompt string; and the easy player reads a "put a card on the
bottom" choice as a card given up, not a card kept."""
from __future__ import annotations

import ast
from pathlib import Path

from mtgdesk.ai import basic, search
from mtgdesk.ai.basic import ANSWERS, BasicPlayer
from mtgdesk.ai.levels import LEVELS, make_player
from mtgdesk.ai.search import HOW, How
from mtgdesk.engine import Step
from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import Decision, DecisionKind, Question
from tests.helpers.games import position

AI = Path(basic.__file__).parent


def test_every_question_has_an_answer_of_the_easy_player() -> None:
    assert set(ANSWERS) == set(Question), set(Question) ^ set(ANSWERS)
    assert all(callable(answer) for answer in ANSWERS.values())


def test_every_question_has_an_answer_of_the_search_player() -> None:
    assert set(HOW) == set(Question), set(Question) ^ set(HOW)
    assert all(isinstance(how, How) for how in HOW.values())
    # Only priority waits for a moment, only paying a cost is automatic.
    assert [q for q, h in HOW.items() if h is How.MOMENT] == [Question.PRIORITY]
    assert [q for q, h in HOW.items() if h is How.AUTO] == [Question.PAY]


def test_every_level_is_the_easy_or_the_search_player() -> None:
    """The levels besides random are these two players, so the two tables above cover them."""
    for name in LEVELS:
        if name == "random":
            continue
        assert isinstance(make_player(name), (BasicPlayer, search.SearchPlayer)), name


def test_no_decision_is_read_by_a_prompt_string() -> None:
    """A decision has no ``prompt`` (the question is the enum), and no computer player compares
    one: no ``.prompt`` attribute is read anywhere in ai/."""
    assert not hasattr(Decision(0, DecisionKind.PRIORITY, Question.PRIORITY), "prompt")
    for path in sorted(AI.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        reads = [n.lineno for n in ast.walk(tree) if isinstance(n, ast.Attribute) and n.attr == "prompt"]
        assert not reads, (path.name, reads)


def _puzzle_box_order() -> tuple[object, dict[str, int]]:
    """Teferi's Puzzle Box at B's draw step: B puts the hand on the bottom "in any order", the
    first card chosen going lowest, then draws that many (Shock, Hill Giant and the Forest just
    drawn; no land on B's battlefield, so the Forest is the card B wants back first)."""
    game = position(Step.UPKEEP, active=1, a_battlefield=["Teferi's Puzzle Box"], a_library=["Island"],
                    b_hand=["Shock", "Hill Giant"], b_library=["Swamp", "Plains", "Mountain", "Forest"])
    while game.decision.question is not Question.ORDER_BOTTOM:
        game.apply(A.PassPriority(game.decision.player))
    hand = {game.objects[i].card.name: i for i in game.players[1].hand}
    return game, hand


def test_the_easy_player_puts_the_card_worth_least_lowest() -> None:
    """The misreading fixed (issue 31): "the next card to put on the bottom" was answered as "a
    card to take", the one worth most (the Forest, with no land in play) going lowest, last to
    come back. Now the card worth least goes lowest and the land ends the highest of the three."""
    game, hand = _puzzle_box_order()
    d = game.decision
    assert d.question is Question.ORDER_BOTTOM and d.player == 1
    assert BasicPlayer(3).choose(game.view(1), d) == A.ChooseOption(1, hand["Hill Giant"])
    for _ in range(3):
        if game.decision.question is not Question.ORDER_BOTTOM:
            break
        game.apply(BasicPlayer(3).choose(game.view(1), game.decision))
    bottom_first = [game.objects[i].card.name for i in game.players[1].library]
    assert bottom_first == ["Hill Giant", "Shock", "Forest"]


def test_the_easy_player_puts_its_worst_cards_on_the_bottom_after_a_mulligan() -> None:
    """CR 103.5 (London mulligan): the cards put on the bottom are the ones worth least: with
    lands to spare, a land."""
    from mtgdesk.cards import load_pool
    from mtgdesk.engine import Game

    pool = load_pool()
    deck = [pool.get("Forest")] * 40 + [pool.get("Craw Wurm")] * 20
    game = Game.new([deck, deck], seed=5)
    p = game.decision.player
    game.apply(A.Mulligan(p))
    game.apply(A.Keep(p))
    d = game.decision
    assert d.question is Question.BOTTOM and d.count == 1
    names = [game.objects[i].card.name for i in game.players[p].hand]
    assert names.count("Forest") >= 5, names  # this seed: lands to spare
    action = BasicPlayer(1).choose(game.view(p), d)
    assert isinstance(action, A.PutOnBottom)
    assert [game.objects[i].card.name for i in action.cards] == ["Forest"]


def test_both_players_answer_an_effect_s_discard_asked_in_the_position_reached() -> None:
    """"Draw a card, then discard a card" (Thought Courier, CR 701.9) is asked with ``Game.ask``
    in the position reached, the card drawn in the hand: the easy player and the search player
    (which searches determinized games at the question: ``PlayerView.determinize``) each answer
    with a legal discard, the search without falling back on an error."""
    game = position(Step.MAIN1, a_hand=["Forest", "Craw Wurm"], a_battlefield=["Thought Courier"] + ["Forest"] * 6,
                    a_library=["Island", "Giant Growth", "Shock"], b_battlefield=["Grizzly Bears"],
                    b_hand=["Hill Giant"], b_library=["Island", "Mountain"])
    courier = next(i for i in game.battlefield if game.objects[i].card.name == "Thought Courier")
    game.apply(A.ActivateAbility(0, courier, 0))
    while game.decision.kind is DecisionKind.PRIORITY:
        game.apply(A.PassPriority(game.decision.player))
    d = game.decision
    assert (d.question, d.kind) == (Question.DISCARD, DecisionKind.DISCARD) and game.frames
    drawn = next(i for i in game.players[0].hand if game.objects[i].card.name == "Shock")
    assert drawn in d.options
    for player in (BasicPlayer(1), make_player("medium", 2)):
        action = player.choose(game.view(0), d)
        assert action in game.legal_actions() and game.refusal(action) is None, (player, action)
        if isinstance(player, search.SearchPlayer):
            assert player.stats.searched and not player.stats.error, player.stats
    twin = game.clone()
    twin.apply(BasicPlayer(1).choose(twin.view(0), d))
    assert not twin.frames and len(twin.players[0].graveyard) == 1

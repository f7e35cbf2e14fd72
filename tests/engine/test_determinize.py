"""Determinization (engine/determinize.py): a game consistent with what one player knows (CR 400.2,
401.2, 402.3): the opponent's hidden cards drawn from a belief, never read from the real game."""
from __future__ import annotations

import random

from mtgdesk.cards import load_pool
from mtgdesk.engine import Zone
from mtgdesk.engine.determinize import SHOWN_WEIGHT, belief, determinize
from tests.helpers.games import position


def _game():  # type: ignore[no-untyped-def]
    return position(a_hand=["Shock"], a_library=["Mountain", "Hill Giant", "Lava Axe"],
                    b_battlefield=["Grizzly Bears", "Forest"], b_hand=["Serra Angel", "Plains"],
                    b_library=["Swamp", "Bog Imp", "Island", "Craw Wurm"])


def _names(game, ids) -> list[str]:  # type: ignore[no-untyped-def]
    return [game.objects[i].card.name for i in ids]


def test_the_belief_is_what_the_opponent_showed_and_candidates_of_its_colours() -> None:
    game = _game()
    pool = load_pool()
    candidates = [pool.get(n) for n in ("Llanowar Elves", "Shock", "Forest", "Island", "Grizzly Bears")]
    lands, others = belief(game, 0, candidates)
    assert sorted({c.name for c in lands}) == ["Forest"]  # shown, and the basic land of green
    assert [c.name for c in others].count("Grizzly Bears") == SHOWN_WEIGHT  # shown: weighted, not added again
    assert "Llanowar Elves" in {c.name for c in others} and "Shock" not in {c.name for c in others}  # red isn't shown


def test_hidden_cards_are_made_up_and_the_public_ones_kept() -> None:
    game = _game()
    pool = load_pool()
    clone = determinize(game, 0, random.Random(3), [pool.get("Llanowar Elves")])
    b = clone.players[1]
    assert (len(b.hand), len(b.library)) == (2, 4)  # sizes are public
    made_up = set(_names(clone, b.hand) + _names(clone, b.library))
    assert made_up <= {"Grizzly Bears", "Forest", "Llanowar Elves"}  # never Serra Angel, Bog Imp...
    assert _names(clone, clone.battlefield) == _names(game, game.battlefield)
    assert sorted(_names(clone, clone.players[0].library)) == ["Hill Giant", "Lava Axe", "Mountain"]
    assert _names(clone, clone.players[0].hand) == ["Shock"]
    assert _names(game, game.players[1].hand) == ["Serra Angel", "Plains"]  # the real game is untouched


def test_games_differing_only_in_hidden_cards_determinize_alike() -> None:
    one, other = _game(), _game()
    pool = load_pool()
    for oid in other.players[1].library:  # other hidden cards, same public position
        other.objects[oid].card = pool.get("Giant Growth")
    a = determinize(one, 0, random.Random(9), [pool.get("Llanowar Elves")])
    b = determinize(other, 0, random.Random(9), [pool.get("Llanowar Elves")])
    assert _names(a, a.players[1].library) == _names(b, b.players[1].library)
    assert a.rng.random() == b.rng.random()  # the clone's RNG comes from the given one, not the game's seed


def test_a_revealed_hand_is_known_not_made_up() -> None:
    game = _game()
    clone = determinize(game, 0, random.Random(1), [load_pool().get("Llanowar Elves")], hand_revealed=True)
    assert _names(clone, clone.players[1].hand) == ["Serra Angel", "Plains"]
    assert all(clone.objects[i].zone is Zone.LIBRARY for i in clone.players[1].library)


def _courier_asks():  # type: ignore[no-untyped-def]
    """Thought Courier's "draw a card, then discard a card" resolving: the discard asked
    (``Game.ask``) with the card drawn in the hand; B holds hidden cards."""
    from mtgdesk.engine import Step
    from mtgdesk.engine import actions as A
    from mtgdesk.engine.decisions import DecisionKind
    from tests.helpers.games import find
    game = position(Step.MAIN1, a_hand=["Forest"], a_battlefield=["Thought Courier"],
                    a_library=["Island", "Hill Giant", "Lava Axe", "Shock"],
                    b_battlefield=["Grizzly Bears", "Forest"], b_hand=["Serra Angel", "Plains"],
                    b_library=["Swamp", "Bog Imp"])
    game.apply(A.ActivateAbility(0, find(game, "Thought Courier"), 0))
    while game.decision.kind is DecisionKind.PRIORITY:
        game.apply(A.PassPriority(game.decision.player))
    assert game.decision.kind is DecisionKind.DISCARD and game.frames
    return game


def test_at_a_question_the_position_before_the_action_is_determinized_and_the_question_asked_again() -> None:
    """CR 401.2, 402.3 at a question ``Game.ask`` asked in the middle of an action: the card
    drawn stays the one drawn (the player has seen it), the question is asked again with the
    same options, answering it works, and neither the position nor the one kept to carry the
    action out again shows the opponent's real hidden cards."""
    from mtgdesk.engine import actions as A
    from tests.helpers.games import find
    game = _courier_asks()
    shock = find(game, "Shock", Zone.HAND)
    pool = load_pool()
    for seed in range(5):
        clone = determinize(game, 0, random.Random(seed), [pool.get("Llanowar Elves")])
        assert clone.decision == game.decision and clone.players[0].hand == game.players[0].hand
        kept = clone.frames[-1].snapshot
        for g in (clone, kept):
            hidden = g.players[1].hand + g.players[1].library
            assert not {"Serra Angel", "Bog Imp", "Plains", "Swamp"} & set(_names(g, hidden))
        assert kept.clone().rng.random() != game.frames[-1].snapshot.clone().rng.random()  # reseeded
        clone.apply(A.Discard(0, (shock,)))
        assert _names(clone, clone.players[0].graveyard) == ["Shock"] and not clone.frames
    assert game.frames and shock in game.players[0].hand  # the real game is untouched

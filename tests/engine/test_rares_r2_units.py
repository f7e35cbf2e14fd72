"""Rules of the rares of issue 12 (r2) that a scenario can't observe: what is revealed, what a
player's view shows, the names a player may name, and a soak of games full of these cards."""
from __future__ import annotations

import collections

from mtgdesk.ai.random_player import RandomPlayer
from mtgdesk.cards import load_pool
from mtgdesk.engine import Game, Step, Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine import events as E
from mtgdesk.engine.decisions import Question
from mtgdesk.engine.objects import PlayerRef
from tests.helpers.games import find, position


def _resolve(game: Game) -> list[E.Event]:
    events: list[E.Event] = []
    while game.stack and game.decision.question is Question.PRIORITY:
        events += game.apply(A.PassPriority(game.decision.player))
    return events


def _booby_trap(name: str) -> Game:
    game = position(Step.MAIN1, a_hand=["Booby Trap"], a_battlefield=["Island"] * 6,
                    a_library=["Island"], b_library=["Forest", "Shock", "Island"])
    game.apply(A.CastSpell(0, find(game, "Booby Trap", Zone.HAND)))
    game.apply(A.PayAuto(0))
    _resolve(game)
    assert game.decision.question is Question.PLAYER and game.decision.options == (PlayerRef(1),)
    game.apply(A.ChooseOption(0, PlayerRef(1)))
    assert game.decision.question is Question.CARD_NAME
    game.apply(A.ChooseOption(0, name))
    return game


def test_a_card_name_may_be_any_name_of_the_pool_but_a_basic_lands() -> None:
    game = _booby_trap("Serra Angel")
    names = set(load_pool().names)
    trap = find(game, "Booby Trap")
    assert dict(game.objects[trap].chosen) == {"player": 1, "name": "Serra Angel"}
    game2 = position(Step.MAIN1, a_hand=["Booby Trap"], a_battlefield=["Island"] * 6)
    game2.apply(A.CastSpell(0, find(game2, "Booby Trap", Zone.HAND)))
    game2.apply(A.PayAuto(0))
    _resolve(game2)
    game2.apply(A.ChooseOption(0, PlayerRef(1)))
    offered = set(game2.decision.options)
    assert offered == names - {"Plains", "Island", "Swamp", "Mountain", "Forest"}
    assert "Urza's Mine" in offered  # a nonbasic land's name may be named


def test_the_chosen_player_reveals_each_card_they_draw_and_only_they() -> None:
    game = _booby_trap("Serra Angel")
    game._events = []  # the events recorded from here on
    game.draw(1)
    game.draw(0)
    revealed = [ev for ev in game._events if isinstance(ev, E.CardsRevealed)]
    assert [(ev.player, len(ev.cards)) for ev in revealed] == [(1, 1)]
    card = game.objects[revealed[0].cards[0]]
    assert card.card.name == "Island" and card.zone is Zone.HAND  # the top card, now in B's hand


def test_zurs_weirding_shows_every_hand_to_every_player() -> None:
    game = position(Step.MAIN1, a_battlefield=["Zur's Weirding"], a_hand=["Shock"], b_hand=["Forest", "Island"])
    assert [c.name for c in game.view(0).hand(1)] == ["Forest", "Island"]
    assert [c.name for c in game.view(1).hand(0)] == ["Shock"]
    telepathy = position(Step.MAIN1, a_battlefield=["Telepathy"], a_hand=["Shock"], b_hand=["Forest"])
    assert telepathy.view(1).hand(0) == 1  # Telepathy shows only the opponents' hands


def test_plagiarize_on_oneself_draws_one_card() -> None:
    game = position(Step.MAIN1, a_hand=["Plagiarize"], a_battlefield=["Island"] * 4,
                    a_library=["Island", "Forest", "Shock"])
    game.apply(A.CastSpell(0, find(game, "Plagiarize", Zone.HAND)))
    game.apply(A.ChooseTargets(0, (PlayerRef(0),)))
    game.apply(A.PayAuto(0))
    _resolve(game)
    game.draw(0)
    assert [game.objects[i].card.name for i in game.players[0].hand] == ["Shock"]
    assert len(game.players[0].library) == 2


def test_zurs_weirding_with_an_empty_library_the_draw_happens_and_loses() -> None:
    game = position(Step.MAIN1, a_battlefield=["Zur's Weirding"], b_library=["Island"])
    game.draw(0)
    assert game.players[0].drew_from_empty  # CR 121.4: nothing to reveal, the draw is attempted


def test_games_full_of_these_rares_stay_consistent_and_ask_each_question() -> None:
    """After every action a clone given the same action ends equal; every new question is asked
    and answered by the random player (a soak)."""
    pool = load_pool()
    mine = ["Archivist", "Battle of Wits", "Cowardice", "Daring Apprentice", "Evacuation", "Fleeting Image",
            "Imaginary Pet", "Plagiarize", "Polymorph", "Temporal Adept", "Trade Routes", "Traumatize",
            "Zur's Weirding", "Booby Trap", "Jester's Cap", "Teferi's Puzzle Box"]
    deck = [pool.get(n) for n in mine for _ in range(2)] + [pool.get("Island")] * 16 + [pool.get("Shock")] * 4
    asked: collections.Counter[str] = collections.Counter()
    for seed in range(4):
        game = Game.new([deck, deck], seed=seed)
        players = [RandomPlayer(seed * 2 + 1), RandomPlayer(seed * 2 + 2)]
        for _ in range(1500):
            if game.over:
                break
            d = game.decision
            asked[d.question.value] += 1
            action = players[d.player].choose(game.view(d.player), d)
            twin = game.clone()
            game.apply(action)
            twin.apply(action)
            assert twin.state() == game.state(), f"a clone given {action} ended elsewhere"
    for q in ("card_name", "player", "pay_life", "order_bottom", "search_cards"):
        assert asked[q] > 0, (q, asked)


def test_puzzle_box_the_first_card_chosen_goes_lowest() -> None:
    game = position(Step.UPKEEP, active=1, a_battlefield=["Teferi's Puzzle Box"], a_library=["Island"],
                    b_hand=["Shock", "Hill Giant"], b_library=["Swamp", "Plains", "Mountain", "Forest"])
    while game.decision.question is not Question.ORDER_BOTTOM:
        game.apply(A.PassPriority(game.decision.player))
    hand = {game.objects[i].card.name: i for i in game.players[1].hand}
    assert set(hand) == {"Shock", "Hill Giant", "Forest"}  # Forest was drawn in the draw step
    game.apply(A.ChooseOption(1, hand["Hill Giant"]))
    game.apply(A.ChooseOption(1, hand["Shock"]))
    lib = [game.objects[i].card.name for i in game.players[1].library]  # bottom first
    assert lib == ["Hill Giant", "Shock", "Forest"]
    assert sorted(game.objects[i].card.name for i in game.players[1].hand) == ["Mountain", "Plains", "Swamp"]


def test_the_basic_player_names_a_card_its_opponent_has_shown() -> None:
    from mtgdesk.ai.basic import BasicPlayer

    game = position(Step.MAIN1, a_hand=["Booby Trap"], a_battlefield=["Island"] * 6,
                    b_graveyard=["Shock", "Giant Growth", "Shock"], b_battlefield=["Hill Giant"])
    game.apply(A.CastSpell(0, find(game, "Booby Trap", Zone.HAND)))
    game.apply(A.PayAuto(0))
    _resolve(game)
    game.apply(A.ChooseOption(0, PlayerRef(1)))
    action = BasicPlayer(1).choose(game.view(0), game.decision)
    assert action == A.ChooseOption(0, "Shock")

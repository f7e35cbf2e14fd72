"""The search player's belief about the opponent's hidden cards (issue 34): from the deck list
its shown cards point to, not uniformly from the cards of its colours."""
from __future__ import annotations

import random
from collections import Counter

from mtgdesk.ai.belief import card_count, likelihood, known_decks, opponent_belief, shown_cards
from mtgdesk.decks.precons import precon
from mtgdesk.engine import Game, Step
from tests.helpers.games import position


def _stompers_game(battlefield: list[str], hand_size: int = 5, extra: tuple[str, ...] = ()) -> Game:
    """B's 60 cards of Green Stompers: ``battlefield`` shown, the rest hidden (with ``extra``
    cards in its library)."""
    deck = [c.name for c in precon("Green Stompers").cards()]
    rest = Counter(deck)
    rest.subtract(battlefield)
    hidden = [n for n, k in rest.items() for _ in range(k)]
    return position(Step.MAIN1, active=0, turn=4, a_battlefield=["Plains"], a_library=["Plains"] * 5,
                    b_battlefield=battlefield, b_hand=hidden[:hand_size], b_library=hidden[hand_size:] + list(extra))


def test_the_shown_cards_point_to_the_deck_list() -> None:
    game = _stompers_game(["Forest"] * 4 + ["Llanowar Elves", "Spined Wurm", "Llanowar Behemoth"])
    view = game.view(0)
    assert card_count(view, 1) == 60
    assert shown_cards(view, 1) == Counter({"Forest": 4, "Llanowar Elves": 1, "Spined Wurm": 1, "Llanowar Behemoth": 1})
    belief = opponent_belief(view)
    assert [d.name for d, _ in belief.decks] == ["Green Stompers"]  # the only list with both
    hidden = belief.sample(random.Random(1))
    assert hidden is not None and len(hidden) == 53
    assert Counter(c.name for c in hidden)["Giant Growth"] == 4


def test_a_card_no_list_holds_leaves_the_colours_belief() -> None:
    game = _stompers_game(["Forest"] * 4 + ["Llanowar Elves"], extra=("Forest",))
    view = game.view(0)
    # 61 cards: no known list has that many (a deck of the player's own: the colours' belief).
    assert card_count(view, 1) == 61
    assert opponent_belief(view).sample(random.Random(1)) is None


def test_likelihood_prefers_the_list_with_more_copies() -> None:
    decks = {d.name: d for d in known_decks()}
    shown = Counter({"Giant Growth": 2})
    assert likelihood(decks["Green Stompers"], shown) > likelihood(decks["Wild Fury"], shown) > 0
    assert likelihood(decks["Green Stompers"], Counter({"Shock": 1})) == 0



def test_the_hand_is_dealt_by_the_decks_odds() -> None:
    game = _stompers_game(["Forest"] * 4 + ["Llanowar Elves"])
    belief = opponent_belief(game.view(0))
    rng = random.Random(3)
    pumps = {"Giant Growth", "Might of Oaks"}
    dealt = sum(any(c.name in pumps for c in belief.sample(rng)[:5]) for _ in range(400))  # type: ignore[index]
    assert abs(dealt / 400 - belief.chance_in_hand(pumps, 5)) < 0.08

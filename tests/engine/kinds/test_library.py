"""The effect kinds of engine/kinds/library.py: draw, mill, search, look at or reveal the top of a
library, shuffle a graveyard into it (CR 121, 701.13, 701.16, 701.19, 701.20). Each kind's
behaviour on a small position, its rules text, its sign and whether it asks, its parameter checks."""
from __future__ import annotations

import pytest

from mtgdesk.cards.text import rules_text
from mtgdesk.engine import Effect, PlayerRef
from mtgdesk.engine import actions as A
from mtgdesk.engine import events as E
from mtgdesk.engine.decisions import Question
from mtgdesk.engine.effects import EFFECTS
from mtgdesk.engine.errors import IllegalAction
from mtgdesk.engine.registry import ASKING_EFFECTS
from tests.engine.kinds.spells import cast, refused, spell, translated_text
from tests.helpers.games import find, position
from tests.helpers.vocabulary_cards import _resolve_spell, sorcery


def _names(game, ids) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(game.objects[i].card.name for i in ids)


def test_cr121_1_draw_puts_the_top_cards_of_the_library_into_the_hand() -> None:
    game = position(a_library=["Forest", "Island", "Swamp"])
    top_two = _names(game, game.players[0].library[-2:])  # the library is listed bottom first
    cast(game, {"do": "draw", "count": 2})
    assert _names(game, game.players[0].hand) == top_two  # new objects in the hand (CR 400.7)
    assert len(game.players[0].library) == 1
    assert rules_text(spell({"do": "draw", "count": 2})) == "Draw two cards."
    assert rules_text(spell({"do": "draw", "count": 1})) == "Draw a card."


def test_draw_without_its_count_is_refused() -> None:
    assert "effect 'draw' is missing ['count']" in refused({"do": "draw"})


def test_cr701_13a_mill_puts_the_top_cards_into_the_graveyard() -> None:
    game = position(b_library=["Forest", "Island", "Swamp"])
    top_two = _names(game, game.players[1].library[-2:])
    cast(game, {"do": "mill", "count": 2, "who": "target"}, targets=("player",), chosen=(PlayerRef(1),))
    assert _names(game, game.players[1].graveyard) == top_two and len(game.players[1].library) == 1
    assert rules_text(spell({"do": "mill", "count": 2, "who": "target"}, targets=("player",))) == \
        "Target player mills two cards."


def test_cr701_13b_mill_more_cards_than_the_library_holds_mills_them_all() -> None:
    game = position(b_library=["Forest"])
    cast(game, {"do": "mill", "count": 3, "who": "target"}, targets=("player",), chosen=(PlayerRef(1),))
    assert not game.players[1].library and len(game.players[1].graveyard) == 1


def test_mill_refuses_an_unknown_parameter_by_name() -> None:
    problem = refused({"do": "mill", "count": 2, "who": "target", "colour": "red"}, targets=("player",))
    assert "effect 'mill' has no parameter 'colour'; it takes ['count', 'who']" in problem


def test_cr701_20_shuffle_graveyard_into_library() -> None:
    game = position(b_graveyard=["Forest", "Island"], b_library=["Swamp"])
    cast(game, {"do": "shuffle_graveyard_into_library", "who": "target"}, targets=("player",),
         chosen=(PlayerRef(1),))
    assert not game.players[1].graveyard and len(game.players[1].library) == 3
    assert rules_text(spell({"do": "shuffle_graveyard_into_library", "who": "target"}, targets=("player",))) == \
        "Target player shuffles their graveyard into their library."


_WINDREADER = {"do": "look_at_top", "who": "target", "count": 1, "reveal": True}


def test_cr701_16_look_at_top_revealed_shows_the_top_card_to_every_player() -> None:
    """Aven Windreader: "Target player reveals the top card of their library."; the card stays."""
    game = position(b_library=["Forest", "Island"])
    library = list(game.players[1].library)
    seen: list[E.CardsRevealed] = []
    game.subscribe(lambda ev: seen.append(ev) if isinstance(ev, E.CardsRevealed) else None)
    cast(game, _WINDREADER, targets=("player",), chosen=(PlayerRef(1),))
    assert [(ev.player, ev.cards) for ev in seen] == [(1, (library[-1],))]
    assert game.players[1].library == library and game.decision.question is not Question.ORDER_TOP
    assert rules_text(spell(_WINDREADER, targets=("player",))) == \
        "Target player reveals the top card of their library."
    assert EFFECTS["look_at_top"].sign_of(Effect.make("look_at_top", who="target", count=1, reveal=True)) == -1
    assert EFFECTS["look_at_top"].sign_of(Effect.make("look_at_top", count=3)) == 0


def test_look_at_top_refuses_what_it_cannot_say() -> None:
    """A revealed top other than one card of another player's library, or another player's
    library only looked at, has no sentence: refused when the card is loaded, naming the parameter."""
    for params in ({"who": "target", "count": 2, "reveal": True},
                   {"count": 1, "reveal": True},
                   {"who": "target", "count": 1, "reveal": True, "then": "one_to_hand"}):
        problem = refused({"do": "look_at_top", **params}, targets=("player",))
        assert "effect 'look_at_top'" in problem and "reveal: only" in problem, params
    problem = refused({"do": "look_at_top", "who": "target", "count": 3}, targets=("player",))
    assert "effect 'look_at_top'" in problem and "who: only your library" in problem


def test_look_at_top_refuses_a_then_it_doesnt_know() -> None:
    problem = refused({"do": "look_at_top", "count": 3, "then": "all_to_hand"})
    assert "effect 'look_at_top'" in problem and "then" in problem


def test_the_signs_and_questions_of_the_library_kinds() -> None:
    """Drawing and searching are good for their player, milling bad; searching and looking at
    the top cards ask the player as they resolve, drawing and milling don't."""
    assert EFFECTS["draw"].sign_of(Effect.make("draw", count=1)) == 1
    assert EFFECTS["search_library"].sign_of(Effect.make("search_library", filter="land", put="hand")) == 1
    assert EFFECTS["mill"].sign_of(Effect.make("mill", count=1, who="target")) == -1
    assert {"search_library", "look_at_top"} <= ASKING_EFFECTS.keys()
    assert not EFFECTS["draw"].asks and not EFFECTS["mill"].asks


@pytest.mark.gui  # the translation is Qt's
def test_mill_reads_in_french_and_russian(qapp: object) -> None:
    card = spell({"do": "mill", "count": 2, "who": "target"}, targets=("player",))
    assert translated_text(card, "fr") == "Le joueur ciblé meule deux cartes."
    assert translated_text(card, "ru") == "Целевой игрок перемалывает две карты."


def test_cr701_19_search_library_offers_the_library_and_puts_the_choice_in_the_hand() -> None:
    game = position(a_library=["Forest", "Hill Giant", "Island"])
    cast(game, {"do": "search_library", "filter": "card", "put": "hand"})
    d = game.decision
    assert d.player == 0 and set(d.options) == set(game.players[0].library)  # must find one (701.19c)
    giant = next(i for i in game.players[0].library if game.objects[i].card.name == "Hill Giant")
    game.apply(A.ChooseOption(0, giant))
    assert _names(game, game.players[0].hand) == ["Hill Giant"]
    assert _names(game, game.players[0].library) == ["Forest", "Island"]
    assert rules_text(spell({"do": "search_library", "filter": "card", "put": "hand"})) == \
        "Search your library for a card, put that card into your hand, then shuffle."


def test_cr701_19c_a_search_for_a_card_must_find_one_and_finding_nothing_is_refused() -> None:
    """Diabolic Tutor: "search your library for a card" is simply for a quantity of cards, so the
    player must find one while the library has any (CR 701.19c): "find nothing" is not offered,
    and answering it is refused citing 701.19c, the game unchanged."""
    game = position(a_library=["Forest", "Hill Giant"])
    cast(game, {"do": "search_library", "filter": "card", "put": "hand"})
    d = game.decision
    assert d.question is Question.SEARCH and None not in d.options and len(d.options) == 2
    assert A.ChooseOption(0, None) not in game.legal_actions()
    before = game.state()
    with pytest.raises(IllegalAction) as refusal:
        game.apply(A.ChooseOption(0, None))
    assert refusal.value.rule == "701.19c" and game.state() == before
    game.apply(A.ChooseOption(0, d.options[0]))
    assert len(game.players[0].hand) == 1 and len(game.players[0].library) == 1


def test_cr701_19c_a_search_for_a_card_in_an_empty_library_finds_nothing() -> None:
    """As many as possible, if the zone has fewer (CR 701.19c): with an empty library, nothing
    is the one answer."""
    game = position(a_library=[])
    cast(game, {"do": "search_library", "filter": "card", "put": "hand"})
    assert game.decision.question is Question.SEARCH and game.decision.options == (None,)
    game.apply(A.ChooseOption(0, None))
    assert game.players[0].hand == [] and game.stack == []


@pytest.mark.parametrize("params", [
    {"filter": "basic land", "put": "battlefield", "tapped": True},  # Rampant Growth
    {"filter": "land", "put": "hand", "reveal": True},
    {"filter": "Forest", "put": "battlefield"},  # Wood Elves
])
def test_cr701_19b_a_search_for_cards_with_a_stated_quality_may_find_nothing(params: dict[str, object]) -> None:
    """A stated quality ("a basic land card", "a Forest card"): the player may fail to find one
    even though the library has it (CR 701.19b)."""
    game = position(a_library=["Forest", "Hill Giant"])
    cast(game, {"do": "search_library", **params})
    d = game.decision
    assert d.question is Question.SEARCH and None in d.options and len(d.options) == 2
    game.apply(A.ChooseOption(0, None))
    assert game.players[0].hand == [] and len(game.players[0].library) == 2


def test_search_library_refuses_a_destination_it_doesnt_know() -> None:
    problem = refused({"do": "search_library", "filter": "card", "put": "graveyard"})
    assert "effect 'search_library'" in problem and "put" in problem and "graveyard" in problem


def test_look_at_top_asks_for_the_order_of_the_top_cards() -> None:
    game = position(a_library=["Forest", "Hill Giant", "Island", "Swamp"])
    top_three = game.players[0].library[-3:]
    cast(game, {"do": "look_at_top", "count": 3})
    d = game.decision
    assert d.player == 0 and d.question is Question.ORDER_TOP and set(d.options) == set(top_three)
    assert rules_text(spell({"do": "look_at_top", "count": 3})) == \
        "Look at the top three cards of your library, then put them back in any order."


def test_search_library_refuses_a_search_it_has_no_sentence_for() -> None:
    """CR 701.19: a search whose combination of parameters no sentence says (a basic land card,
    revealed, into the hand) is refused when the card is loaded, naming the searches it says."""
    problem = refused({"do": "search_library", "filter": "basic land", "put": "hand", "reveal": True})
    assert "effect 'search_library': no sentence says the search" in problem
    assert "filter='basic land'" in problem and "put='hand'" in problem
    assert "filter=land put=hand reveal=true" in problem  # the allowed searches are named
    problem = refused({"do": "search_library", "filter": "Plains", "put": "hand",
                       "condition": "opponent_controls_more_lands"})  # "up to N": N must be given
    assert "no sentence says the search" in problem
    assert rules_text(spell({"do": "search_library", "filter": "land", "put": "hand", "reveal": True})) == (
        "Search your library for a land card, reveal it, put it into your hand, then shuffle.")


_JESTERS_CAP = {"do": "search_library", "whose": "target", "filter": "card", "put": "exile", "count": 3}


def test_cr701_19c_search_another_players_library_for_cards_and_exile_them() -> None:
    """Jester's Cap: the controller searches the target player's library; cards of no stated
    quality must be found (no "find nothing" option, top card offered first); they are exiled and
    that player shuffles."""
    game = position(a_library=["Island"], b_library=["Shock", "Hill Giant", "Forest", "Serra Angel"])
    cast(game, _JESTERS_CAP, targets=("player",), chosen=(PlayerRef(1),))
    chosen: list[int] = []
    for _ in range(3):  # the cards stay in the library until all three are found
        d = game.decision
        unchosen = [c for c in game.players[1].library if c not in chosen]
        assert d.player == 0 and d.question is Question.SEARCH_CARDS and None not in d.options
        assert d.options == tuple(reversed(unchosen)) and ("whose", 1) in d.data
        chosen.append(d.options[0])
        game.apply(A.ChooseOption(0, d.options[0]))
    assert len(game.players[1].exile) == 3 and len(game.players[1].library) == 1
    assert len(game.players[0].library) == 1
    assert rules_text(spell(_JESTERS_CAP, targets=("player",))) == \
        "Search target player's library for three cards and exile them. Then that player shuffles."
    assert EFFECTS["search_library"].sign_of(Effect.make("search_library", **{
        k: v for k, v in _JESTERS_CAP.items() if k != "do"})) == -1  # bad for that player


def test_search_library_refuses_an_exile_search_it_has_no_sentence_for() -> None:
    """Only "search target player's library for N cards and exile them" (N of 2 or more, any
    card) is said: exile from your own library, a stated quality, or one card are refused."""
    for params in ({"filter": "card", "put": "exile", "count": 3},
                   {"whose": "target", "filter": "creature", "put": "exile", "count": 3},
                   {"whose": "target", "filter": "card", "put": "exile", "count": 1},
                   {"whose": "target", "filter": "card", "put": "hand", "count": 3}):
        problem = refused({"do": "search_library", **params}, targets=("player",))
        assert "effect 'search_library': no sentence says the search" in problem, params
        assert "whose=<player> filter=card put=exile count=<2 or more>" in problem


_POLYMORPH = {"do": "reveal_until", "who": "target_controller", "filter": "creature", "put": "battlefield",
              "rest": "shuffle"}


def test_cr701_16_reveal_until_a_creature_card_puts_it_onto_the_battlefield_and_shuffles_the_rest() -> None:
    """Polymorph's second half: its controller reveals from the top until a creature card, puts
    it onto the battlefield under their control and shuffles the others revealed back in."""
    game = position(b_battlefield=["Hill Giant"], b_library=["Forest", "Serra Angel", "Island"])
    giant = find(game, "Hill Giant")
    library = list(game.players[1].library)  # bottom first: Island is on top
    seen: list[E.CardsRevealed] = []
    game.subscribe(lambda ev: seen.append(ev) if isinstance(ev, E.CardsRevealed) else None)
    cast(game, _POLYMORPH, targets=("creature",), chosen=(giant,))
    assert [(ev.player, ev.cards) for ev in seen] == [(1, (library[2], library[1]))]  # Island, Serra Angel
    angel = find(game, "Serra Angel")
    assert game.objects[angel].controller == 1
    assert _names(game, game.players[1].library) == ["Forest", "Island"]
    assert rules_text(spell(_POLYMORPH, targets=("creature",))) == (
        "Its controller reveals cards from the top of their library until they reveal a creature card. The player "
        "puts that card onto the battlefield, then shuffles all other cards revealed this way into their library.")


def test_cr701_16_reveal_until_none_is_found_reveals_the_whole_library_and_shuffles_it() -> None:
    game = position(b_battlefield=["Hill Giant"], b_library=["Forest", "Island"])
    seen: list[E.CardsRevealed] = []
    game.subscribe(lambda ev: seen.append(ev) if isinstance(ev, E.CardsRevealed) else None)
    cast(game, _POLYMORPH, targets=("creature",), chosen=(find(game, "Hill Giant"),))
    assert [len(ev.cards) for ev in seen] == [2]
    assert _names(game, game.players[1].library) == ["Forest", "Island"] and not game.players[1].hand


def test_reveal_until_puts_the_card_found_into_the_hand_when_put_says_so() -> None:
    """The ``put = "hand"`` destination runs (no card of the set says it yet, so its sentence is
    missing and a card saying it is refused when loaded: the effect is built directly here)."""
    game = position(a_library=["Forest", "Hill Giant", "Shock"])
    _resolve_spell(game, sorcery("Test Spell", Effect.make(
        "reveal_until", who="you", filter="land", put="hand", rest="shuffle")))
    assert _names(game, game.players[0].hand) == ["Forest"]
    assert _names(game, game.players[0].library) == ["Hill Giant", "Shock"]


def test_reveal_until_refuses_filters_a_library_card_cant_match() -> None:
    """CR 108.4a: a card in a library has no controller and no status: a filter that asks for one
    is refused when the card is loaded, naming the words."""
    for filt, word in (("tapped creature", "tapped"), ("creature you_control", "you_control"),
                       ("land or permanent", "permanent")):
        problem = refused({**_POLYMORPH, "filter": filt}, targets=("creature",))
        assert "effect 'reveal_until': filter: a card in a library has no " + word in problem, problem


def test_reveal_until_refuses_what_it_has_no_sentence_for() -> None:
    problem = refused({**_POLYMORPH, "put": "hand"}, targets=("creature",))
    assert "effect 'reveal_until': no sentence says the reveal" in problem and "put=hand" in problem
    assert "who=target_controller filter=creature put=battlefield rest=shuffle" in problem
    problem = refused({**_POLYMORPH, "rest": "bottom"}, targets=("creature",))
    assert "effect 'reveal_until'" in problem and "rest" in problem and "shuffle" in problem
    problem = refused({**_POLYMORPH, "put": "graveyard"}, targets=("creature",))
    assert "effect 'reveal_until'" in problem and "graveyard" in problem and "battlefield" in problem

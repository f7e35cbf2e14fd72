"""The effect kinds of engine/kinds/hand.py: discard, look at or reveal a hand, put cards from it
(CR 701.9, 701.16). Each kind's behaviour on a small position, its rules text, its sign and
whether it asks, and its parameter checks."""
from __future__ import annotations

from mtgdesk.cards.text import rules_text
from mtgdesk.engine import DecisionKind, Effect, PlayerRef, Step, TargetSpec, Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine import events as E
from mtgdesk.engine.decisions import Question
from mtgdesk.engine.effects import EFFECTS
from tests.engine.kinds.spells import cast, refused, spell
from tests.helpers.games import find, position
from tests.helpers.vocabulary_cards import _resolve_spell, sorcery


def _names(game, ids) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(game.objects[i].card.name for i in ids)


# Moved here from tests/engine/test_effects.py.
def test_cr701_9b_random_discard_uses_the_seeded_rng() -> None:
    results = []
    for _ in range(2):
        game = position(b_hand=["Forest", "Island", "Swamp", "Mountain"])
        _resolve_spell(game, sorcery("Test Random Discard", Effect.make("discard", count=2, who="target",
                                                                        chooser="random"),
                                     targets=(TargetSpec("opponent"),)), PlayerRef(1))
        assert len(game.players[1].hand) == 2 and len(game.players[1].graveyard) == 2
        assert game.decision.kind is DecisionKind.PRIORITY  # no one chose
        results.append(sorted(game.objects[i].card.name for i in game.players[1].graveyard))
    assert results[0] == results[1]


# Moved here from tests/engine/test_effects.py (``hand_to_bottom_then_draw``).
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


def test_cr701_9a_discarding_as_many_cards_as_the_hand_holds_asks_nothing() -> None:
    game = position(b_hand=["Forest", "Island"])
    cast(game, {"do": "discard", "count": 2, "who": "target"}, targets=("player",), chosen=(PlayerRef(1),))
    assert not game.players[1].hand and _names(game, game.players[1].graveyard) == ["Forest", "Island"]
    assert game.decision.kind is DecisionKind.PRIORITY


def test_cr701_9a_the_discarding_player_chooses_what_to_discard() -> None:
    game = position(b_hand=["Forest", "Island", "Swamp"])
    cast(game, {"do": "discard", "count": 1, "who": "target"}, targets=("player",), chosen=(PlayerRef(1),))
    d = game.decision
    assert d.kind is DecisionKind.DISCARD and d.player == 1 and set(d.options) == set(game.players[1].hand)


def test_cr701_9a_coercion_shape_the_controller_sees_the_hand_and_chooses() -> None:
    game = position(b_hand=["Forest", "Island", "Swamp"])
    seen: list[E.HandRevealed] = []
    game.subscribe(lambda ev: seen.append(ev) if isinstance(ev, E.HandRevealed) else None)
    cast(game, {"do": "discard", "count": 1, "who": "target", "chooser": "you"}, targets=("opponent",),
         chosen=(PlayerRef(1),))
    assert [(ev.player, ev.to) for ev in seen] == [(1, 0)]
    assert game.decision.kind is DecisionKind.DISCARD and game.decision.player == 0


def test_discard_reads_as_oracle_text() -> None:
    assert rules_text(spell({"do": "discard", "count": 2, "who": "target"}, targets=("player",))) == \
        "Target player discards two cards."
    assert rules_text(spell({"do": "discard", "count": 1, "who": "target", "chooser": "random"},
                            targets=("player",))) == "Target player discards a card at random."


def test_discard_refuses_a_chooser_it_doesnt_know() -> None:
    problem = refused({"do": "discard", "count": 1, "who": "target", "chooser": "opponent"}, targets=("player",))
    assert "effect 'discard'" in problem and "chooser" in problem


def test_cr701_9a_each_player_discards_their_hand() -> None:
    """Mindslicer's "Each player discards their hand." is the discard kind with ``all = "hand"``:
    no one chooses."""
    game = position(a_hand=["Shock"], b_hand=["Forest", "Island"])
    cast(game, {"do": "discard", "who": "each_player", "all": "hand"})
    assert not game.players[0].hand and not game.players[1].hand
    assert _names(game, game.players[0].graveyard) == ["Shock", "Test Spell"]
    assert _names(game, game.players[1].graveyard) == ["Forest", "Island"]
    assert game.decision.kind is DecisionKind.PRIORITY
    assert rules_text(spell({"do": "discard", "who": "each_player", "all": "hand"})) == \
        "Each player discards their hand."


def test_look_at_hand_shows_the_hand_to_the_controller_only() -> None:
    game = position(b_hand=["Forest", "Island"])
    seen: list[E.HandRevealed] = []
    game.subscribe(lambda ev: seen.append(ev) if isinstance(ev, E.HandRevealed) else None)
    cast(game, {"do": "look_at_hand", "who": "target"}, targets=("opponent",), chosen=(PlayerRef(1),))
    assert [(ev.player, ev.to, set(ev.cards)) for ev in seen] == [(1, 0, set(game.players[1].hand))]
    assert len(game.players[1].hand) == 2  # nothing else happens
    assert rules_text(spell({"do": "look_at_hand", "who": "target"}, targets=("opponent",))) == \
        "Look at target opponent's hand."


def test_look_at_hand_refuses_a_reference_it_doesnt_know() -> None:
    problem = refused({"do": "look_at_hand", "who": "tagret"}, targets=("opponent",))
    assert "effect 'look_at_hand': who: unknown reference 'tagret'" in problem


def test_the_signs_and_questions_of_the_hand_kinds() -> None:
    """Discarding is bad for the player aimed at and asks; putting a creature from a hand is
    neither good nor bad; the puzzle box's order asks."""
    assert EFFECTS["discard"].sign_of(Effect.make("discard", count=1)) == -1
    assert EFFECTS["discard"].asks_of(Effect.make("discard", count=1))
    assert EFFECTS["discard"].sign_of(Effect.make("discard", who="each_player", all="hand")) == -1
    assert EFFECTS["put_from_hand"].sign_of(Effect.make("put_from_hand", who="you", filter="creature")) == 0
    assert not EFFECTS["look_at_hand"].asks


def test_cr701_16_reveal_hand_draw_for_each_card_the_filter_names() -> None:
    game = position(a_library=["Forest"] * 3, b_hand=["Mountain", "Shock", "Island"])
    revealed: list[E.CardsRevealed] = []
    game.subscribe(lambda ev: revealed.append(ev) if isinstance(ev, E.CardsRevealed) else None)
    cast(game, {"do": "draw_for_each_in_hand", "who": "target", "filter": "Mountain or red"},
         targets=("opponent",), chosen=(PlayerRef(1),))
    assert len(game.players[0].hand) == 2  # Mountain and Shock (red), not Island
    assert [(ev.player, len(ev.cards)) for ev in revealed] == [(1, 3)]
    assert rules_text(spell({"do": "draw_for_each_in_hand", "who": "target", "filter": "Mountain or red"},
                            targets=("opponent",))) == \
        "Target opponent reveals their hand. You draw a card for each Mountain and red card in it."


def test_put_from_hand_offers_the_cards_the_filter_names_or_nothing() -> None:
    game = position(a_hand=["Grizzly Bears", "Forest"])
    cast(game, {"do": "put_from_hand", "who": "you", "filter": "creature"})
    d = game.decision
    bears = find(game, "Grizzly Bears", Zone.HAND)
    assert d.player == 0 and d.options == (bears, None)
    game.apply(A.ChooseOption(0, bears))
    assert find(game, "Grizzly Bears") in game.battlefield
    assert rules_text(spell({"do": "put_from_hand", "who": "you", "filter": "creature"})) == \
        "You may put a creature card from your hand onto the battlefield."


def test_draw_for_each_in_hand_refuses_a_filter_it_has_no_text_for() -> None:
    """"Draw a card for each Mountain and red card in it": only the counts its rules text says are
    loaded; "Mountain" alone is refused when the card is loaded, naming the allowed filters."""
    from mtgdesk.cards.text import IN_HAND_TEXT
    from mtgdesk.engine.kinds.hand import IN_HAND_FILTERS

    problem = refused({"do": "draw_for_each_in_hand", "who": "target", "filter": "Mountain"}, targets=("opponent",))
    assert ("effect 'draw_for_each_in_hand': filter: 'Mountain' is not one of Mountain or red, Forest or green"
            in problem)
    assert set(IN_HAND_FILTERS) == set(IN_HAND_TEXT)
    assert "Mountain and red card" in rules_text(spell(
        {"do": "draw_for_each_in_hand", "who": "target", "filter": "Mountain or red"}, targets=("opponent",)))


def test_cr701_9_discard_of_all_cards_of_the_chosen_color_reads_as_persecute() -> None:
    """Persecute is data of ``discard`` (issue 30): the colour is chosen first (``choose``), then
    every card of it is discarded (``all``), the hand revealed to every player (CR 701.16)."""
    persecute = {"do": "discard", "who": "target", "choose": "color", "all": "chosen_color"}
    assert rules_text(spell(persecute, targets=("player",))) == \
        "Choose a color. Target player reveals their hand and discards all cards of that color."
    game = position(b_hand=["Shock", "Lightning Elemental", "Forest"])
    seen: list[E.CardsRevealed] = []
    game.subscribe(lambda ev: seen.append(ev) if isinstance(ev, E.CardsRevealed) else None)
    cast(game, persecute, targets=("player",), chosen=(PlayerRef(1),))
    d = game.decision
    assert d.question is Question.COLOR and d.player == 0
    game.apply(A.ChooseOption(0, "red"))
    assert _names(game, game.players[1].graveyard) == ["Lightning Elemental", "Shock"]
    assert _names(game, game.players[1].hand) == ["Forest"] and len(seen) == 1 and len(seen[0].cards) == 3


def test_cr701_16_discard_chosen_from_revealed_cards_reads_as_blackmail() -> None:
    """Blackmail is data of ``discard``: the player reveals ``reveal`` cards (all of them when
    they hold that many or fewer), the effect's controller chooses one (``chooser = "you"``)."""
    blackmail = {"do": "discard", "who": "target", "reveal": 3, "count": 1, "chooser": "you"}
    assert rules_text(spell(blackmail, targets=("player",))) == ("Target player reveals three cards from their "
                                                                "hand and you choose one of them. That player "
                                                                "discards that card.")
    game = position(b_hand=["Forest", "Island"])
    cast(game, blackmail, targets=("player",), chosen=(PlayerRef(1),))
    d = game.decision
    assert d.question is Question.OBJECT and d.player == 0 and set(d.options) == set(game.players[1].hand)
    game.apply(A.ChooseOption(0, find(game, "Island", Zone.HAND)))
    assert _names(game, game.players[1].graveyard) == ["Island"]


def test_discard_refuses_what_it_cannot_say_when_the_card_is_loaded() -> None:
    """Each combination the ``discard`` kind has no sentence for is refused, naming the kind and
    the parameter: a colour without "all", "all" without the colour, "all" with a count or a
    chooser, no count at all, revealed cards without the controller choosing one."""
    cases = [
        ({"choose": "color"}, "all: 'chosen_color' and choose: 'color' go together"),
        ({"all": "chosen_color"}, "all: 'chosen_color' and choose: 'color' go together"),
        ({"all": "chosen_color", "choose": "color", "count": 1}, "takes no count"),
        ({"all": "chosen_color", "choose": "color", "chooser": "you"}, "takes no chooser"),
        ({}, "count: how many cards are discarded is missing"),
        ({"count": 1, "reveal": 3}, "reveal: the revealed cards need count 1 and chooser 'you'"),
        ({"count": 2, "reveal": 3, "chooser": "you"}, "reveal: the revealed cards need count 1"),
        ({"all": "hand", "count": 1}, "all: discarding the hand takes no count"),
        ({"all": "hand", "choose": "color", "chooser": "you"}, "all: discarding the hand takes no choose, chooser"),
        ({"all": "hand", "reveal": 3}, "all: discarding the hand takes no reveal"),
        ({"all": "hand"}, "who: 'target' is not one of each_player (all 'hand')"),
    ]
    for params, why in cases:
        problem = refused({"do": "discard", "who": "target", **params}, targets=("player",))
        assert "effect 'discard'" in problem and why in problem, (params, problem)
    for param, value in (("choose", "creature type"), ("all", "chosen_type")):
        problem = refused({"do": "discard", "who": "target", "choose": "color", "all": "chosen_color",
                           param: value}, targets=("player",))
        assert f"effect 'discard': {param}" in problem and value in problem, problem


def test_a_drafter_values_each_discard_as_before_it_was_one_kind() -> None:
    """``value_of``: a discard the player chooses is worth 0.5 to a drafter; Persecute's and
    Blackmail's and Mindslicer's shapes 0.3, as when they were kinds of their own (decks/limited)."""
    kind = EFFECTS["discard"]
    assert kind.value_of(Effect.make("discard", who="each_player", all="hand")) == 0.3
    assert kind.value_of(Effect.make("discard", count=1, who="target")) == 0.5
    assert kind.value_of(Effect.make("discard", who="target", choose="color", all="chosen_color")) == 0.3
    assert kind.value_of(Effect.make("discard", who="target", reveal=3, count=1, chooser="you")) == 0.3

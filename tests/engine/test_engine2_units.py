"""Engine II mechanisms proven with made-up cards where no Ninth Edition card shows them alone:
delayed triggers (CR 603.7), intervening "if" on resolution (603.4), dependencies (613.8),
timestamps (613.7), coin flips (705), the turn queue (500.7), cancelling after a cost choice (726),
questions asked in the middle of an action (``Game.ask``), the player's view."""
from __future__ import annotations

from mtgdesk.cards import load_pool
from mtgdesk.cards.format import parse_card
from mtgdesk.engine import DecisionKind, Game, PlayerRef, Step, Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import Question
from mtgdesk.engine.effects import flip_coin
from mtgdesk.engine.layers import LAYER_TYPE, MODIFICATIONS
from mtgdesk.engine.objects import CardDef
from tests.helpers.games import find, position


def made_up(**entry: object) -> CardDef:
    """A card that isn't in the pool, written in the card format (so it is validated too)."""
    return parse_card({"number": "T1", "rarity": "rare", **entry}, "TST")


def place(game: Game, card: CardDef, player: int, zone: Zone = Zone.BATTLEFIELD) -> int:
    obj = game.create_object(card, player, zone)
    return obj.id


def pass_until(game: Game, predicate: object, limit: int = 200) -> None:
    for _ in range(limit):
        if predicate(game):  # type: ignore[operator]
            return
        d = game.decision
        if d.kind is DecisionKind.PRIORITY:
            game.apply(A.PassPriority(d.player))
        elif d.kind is DecisionKind.ATTACKERS:
            game.apply(A.FinishAttackers(d.player))
        elif d.kind is DecisionKind.BLOCKERS:
            game.apply(A.FinishBlockers(d.player))
        else:
            raise AssertionError(f"unexpected decision {d}")
    raise AssertionError("never reached")


def test_cr603_7_delayed_trigger_fires_once_at_the_next_end_step() -> None:
    """"At the beginning of the next end step, you gain 3 life": created on resolution, it
    triggers at the next end step only (603.7c), even though its source has left."""
    spell = made_up(name="Later Salve", cost="{0}", type="Instant",
                    effects=[{"do": "at_next", "step": "end", "effects": [{"do": "gain_life", "amount": 3}]}])
    game = position(a_library=["Forest", "Forest", "Forest"], b_library=["Forest", "Forest", "Forest"])
    card = place(game, spell, 0, Zone.HAND)
    game.apply(A.CastSpell(0, card))
    pass_until(game, lambda g: not g.stack)
    assert len(game.delayed) == 1 and game.players[0].life == 20
    pass_until(game, lambda g: g.step is Step.END and g.stack)
    pass_until(game, lambda g: not g.stack)
    assert game.players[0].life == 23 and game.delayed == []
    pass_until(game, lambda g: g.turn == 5 and g.step is Step.MAIN1)
    assert game.players[0].life == 23  # it triggered once


def test_cr603_4_intervening_if_checked_again_on_resolution() -> None:
    """Howling Mine tapped after its trigger went on the stack: the trigger does nothing."""
    pool = load_pool()
    game = position(step=Step.UPKEEP, a_battlefield=["Howling Mine"], a_library=["Forest", "Forest", "Forest"],
                    b_library=["Forest"])
    pass_until(game, lambda g: g.step is Step.DRAW and g.stack)
    mine = find(game, "Howling Mine")
    game.tap(mine)  # as an effect would
    hand = len(game.players[0].hand)
    pass_until(game, lambda g: not g.stack)
    assert len(game.players[0].hand) == hand
    assert pool.get("Howling Mine") is not None


def test_cr613_7_later_timestamp_wins_in_a_layer() -> None:
    """Two land-type-setting effects: the later one applies last (CR 613.7, 305.7)."""
    game = position(a_battlefield=["Forest"])
    forest = find(game, "Forest")
    game.add_effect("set_land_type", forest, LAYER_TYPE, "end_of_turn", land_types=("Island",))
    game.add_effect("set_land_type", forest, LAYER_TYPE, "end_of_turn", land_types=("Swamp",))
    assert game.characteristics(forest).subtypes == ("Swamp",)


def test_cr613_8_dependency_applies_the_effect_depended_on_first() -> None:
    """A static "Forests are Islands" (earlier) and "Islands get ..." only for lands? Here: an
    effect that makes a land a creature (later timestamp) and a static that gives creatures
    +1/+1 apply in their layers; and within layer 4, "all Swamps are Forests" (later) and "all
    Forests are Mountains" (earlier) depend: the one that changes what the other applies to goes
    first (613.8b), so a Swamp ends as a Mountain."""
    to_forest = made_up(name="Swamp Greening", cost="{0}", type="Enchantment",
                        abilities=[{"static": "lands_are", "land_type": "Forest", "affected": "Swamp"}])
    to_mountain = made_up(name="Forest Burning", cost="{0}", type="Enchantment",
                          abilities=[{"static": "lands_are", "land_type": "Mountain", "affected": "Forest"}])
    game = position(a_battlefield=["Swamp"])
    place(game, to_mountain, 1)  # earlier timestamp
    place(game, to_forest, 1)  # later timestamp, but "Forest Burning" depends on it
    swamp = find(game, "Swamp")
    game._dirty()
    assert game.characteristics(swamp).subtypes == ("Mountain",)


def test_cr705_coin_flips_come_from_the_seeded_rng() -> None:
    a, b = Game(seed=9), Game(seed=9)
    flips_a = [flip_coin(a, 0) for _ in range(20)]
    flips_b = [flip_coin(b, 0) for _ in range(20)]
    assert flips_a == flips_b and len(set(flips_a)) == 2


def test_cr500_7_extra_turn_is_taken_next() -> None:
    game = position(step=Step.END, a_library=["Forest"] * 5, b_library=["Forest"] * 5)
    game.extra_turns.insert(0, 0)
    pass_until(game, lambda g: g.turn == 4 and g.step is Step.MAIN1)
    assert game.active == 0  # A's extra turn
    pass_until(game, lambda g: g.turn == 5 and g.step is Step.MAIN1)
    assert game.active == 1


def test_cr726_cancel_while_choosing_the_creature_to_sacrifice() -> None:
    """Taken back at the cost's choice, the activation leaves the game as it was (CR 726); made,
    the choice is the cost that is paid (601.2h)."""
    game = position(a_battlefield=["Nantuko Husk", "Grizzly Bears"])
    before = game.state()
    husk = find(game, "Nantuko Husk")
    game.apply(A.ActivateAbility(0, husk, 0))
    assert game.decision.kind is DecisionKind.CHOICE
    assert A.CancelCasting(0) in game.legal_actions()
    game.apply(A.CancelCasting(0))
    assert game.state() == before
    bears = find(game, "Grizzly Bears")
    game.apply(A.ActivateAbility(0, husk, 0))
    game.apply(A.ChooseOption(0, bears))
    assert game.objects[game.stack[-1]].chosen == (("sacrifice", bears),)
    assert bears not in game.objects and game.players[0].graveyard


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


def test_view_carries_characteristics_and_hides_hands() -> None:
    game = position(a_hand=["Shock"], a_battlefield=["Glorious Anthem", "Grizzly Bears"], b_hand=["Forest"])
    mine = game.view(0)
    bears = next(c for c in mine.battlefield() if c.name == "Grizzly Bears")
    assert bears.characteristics is not None and bears.characteristics.power == 3
    assert mine.hand(0)[0].characteristics.types == frozenset({"Instant"})
    theirs = game.view(1)
    assert theirs.hand(0) == 1
    assert theirs.characteristics(game.players[0].hand[0]) is None
    assert set(MODIFICATIONS) >= {"copy", "set_controller", "change_text", "switch_pt"}


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


def test_cr106_4_a_source_making_two_mana_pays_two_and_the_rest_stays_in_the_pool() -> None:
    eye = made_up(name="Two-Mana Eye", cost="{4}", type="Artifact",
                  abilities=[{"activated": "{T}", "effects": [{"do": "add_mana", "mana": "{C}{C}"}]}])
    game = position(a_hand=["Grizzly Bears", "Giant Growth"], a_battlefield=["Forest"])
    place(game, eye, 0)
    game._dirty()
    bears = next(i for i in game.players[0].hand if game.objects[i].card.name == "Grizzly Bears")
    assert game.refusal(A.CastSpell(0, bears)) is None  # {1}{G}: the Eye and the Forest
    game.apply(A.CastSpell(0, bears))
    game.apply(A.PayAuto(0))
    assert game.mana_pool(0) == "C"  # one {C} left over (CR 106.4)


def test_cr107_3a_spend_only_black_mana_on_x() -> None:
    drain = made_up(name="Black Drain", cost="{X}{B}", type="Sorcery", x_only="B", targets=["any"],
                    effects=[{"do": "deal_damage", "amount": "X", "to": "target"}])
    assert drain.mana_cost.with_x(2).colored[2] == 3 and drain.mana_cost.with_x(2).generic == 0
    game = position(a_battlefield=["Swamp", "Swamp", "Mountain", "Mountain", "Mountain"])
    card = place(game, drain, 0, Zone.HAND)
    game.apply(A.CastSpell(0, card))
    assert game.decision.question is Question.X
    assert max(game.decision.options) == 1  # two Swamps: {B} for the card, one more for X

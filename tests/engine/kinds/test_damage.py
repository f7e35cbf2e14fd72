"""The effect kinds of engine/kinds/damage.py (CR 120, 614.9, 615): their behaviour, rules text and
parameter checks."""
from __future__ import annotations

import pytest

from mtgdesk.cards.pool import load_pool
from mtgdesk.cards.text import EACH_TEXT, rules_text
from mtgdesk.engine import DecisionKind, Effect
from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import Question
from mtgdesk.engine.effects import EFFECTS
from mtgdesk.engine.kinds.damage import EACH_FILTERS
from tests.engine.kinds.spells import cast, refused, spell
from tests.helpers.games import find, position


def test_deal_damage_each_refuses_a_group_it_has_no_words_for() -> None:
    """"~ deals N damage to each creature ...": only the groups its rules text names are loaded."""
    assert set(EACH_FILTERS) == set(EACH_TEXT)
    problem = refused({"do": "deal_damage_each", "amount": 1, "filter": "Goblin"})
    assert "effect 'deal_damage_each': filter: 'Goblin' is not one of creature, creature with_flying" in problem
    assert rules_text(spell({"do": "deal_damage_each", "amount": 2, "filter": "creature without_flying"})) == (
        "Test Spell deals 2 damage to each creature without flying.")


# ---------------------------------------------------------------------- redirection (CR 614.9)

def _redirect(**params: object) -> dict[str, object]:
    return {"do": "redirect_damage", **params}


def test_cr614_9_the_next_n_damage_to_a_creature_is_dealt_to_a_player_instead() -> None:
    """A redirection effect names which damage (the next 2), from which source (any) and from whom
    to whom (a creature to a player, which no card of the pool does): the rest of the damage is
    dealt as it would have been, and the shield is used up."""
    game = position(a_battlefield=["Hill Giant"], b_battlefield=["Grizzly Bears"])
    giant, bears = find(game, "Hill Giant"), find(game, "Grizzly Bears")
    cast(game, _redirect(**{"from": "target", "to": "you", "amount": 2}), targets=("creature",), chosen=(giant,))
    game.deal_damage(bears, giant, 3)
    assert (game.objects[giant].damage, game.players[0].life) == (1, 18)
    game.deal_damage(bears, giant, 1)
    assert (game.objects[giant].damage, game.players[0].life) == (2, 18)


def test_cr614_9_all_damage_from_a_source_of_your_choice_is_dealt_to_another_instead_this_turn() -> None:
    """"All damage that would be dealt to target creature this turn by a source of your choice is
    dealt to you instead": the source is chosen as it resolves (CR 609.7a); damage from it is
    redirected every time this turn, damage from another source is not."""
    game = position(a_battlefield=["Hill Giant"], b_battlefield=["Grizzly Bears", "Llanowar Elves"])
    giant, bears, elves = find(game, "Hill Giant"), find(game, "Grizzly Bears"), find(game, "Llanowar Elves")
    cast(game, _redirect(**{"all": True, "source": "card", "from": "target", "to": "you"}), targets=("creature",),
         chosen=(giant,))
    d = game.decision
    assert d.kind is DecisionKind.CHOICE and d.question is Question.SOURCE and {bears, elves} <= set(d.options)
    game.apply(A.ChooseOption(0, bears))
    game.deal_damage(bears, giant, 2)
    game.deal_damage(bears, giant, 2)
    assert (game.objects[giant].damage, game.players[0].life) == (0, 16)
    game.deal_damage(elves, giant, 1)
    assert (game.objects[giant].damage, game.players[0].life) == (1, 16)


def test_a_source_of_your_choice_is_chosen_among_the_same_sources_to_prevent_or_redirect_its_damage() -> None:
    """The ``source`` parameter ("a source of your choice", CR 609.7a) means the same to the kind
    that prevents damage and to the one that redirects it: the same question, the same options."""
    asked = []
    for effect in ({"do": "prevent_from_chosen_source", "source": "card"},
                   _redirect(**{"all": True, "source": "card", "from": "target", "to": "you"})):
        game = position(a_battlefield=["Hill Giant"], b_battlefield=["Grizzly Bears", "Llanowar Elves"])
        targets = ("creature",) if effect["do"] == "redirect_damage" else ()
        cast(game, effect, targets=targets, chosen=(find(game, "Hill Giant"),) if targets else ())
        asked.append((game.decision.question, set(game.decision.options)))
    assert asked[0] == asked[1] and asked[0][0] is Question.SOURCE


def test_the_redirections_read_as_oracle_text() -> None:
    assert rules_text(spell(_redirect(**{"from": "target", "to": "you", "amount": 2}), targets=("creature",))) == (
        "The next 2 damage that would be dealt to target creature this turn is dealt to you instead.")
    assert rules_text(load_pool().get("Oracle's Attendants")) == (
        "{T}: All damage that would be dealt to target creature this turn by a source of your choice is dealt to "
        "Oracle's Attendants instead.")
    assert rules_text(load_pool().get("Zealous Inquisitor")) == (
        "{1}{W}: The next 1 damage that would be dealt to Zealous Inquisitor this turn is dealt to target creature "
        "instead.")


@pytest.mark.parametrize(("params", "problem"), [
    ({}, "amount: how much damage is redirected is missing (or all: true with source: 'card')"),
    ({"all": True}, "all: true and source: 'card' go together (all damage from a source of your choice)"),
    ({"all": False, "source": "card"}, "all: true and source: 'card' go together"),
    ({"amount": 1, "source": "card"}, "all: true and source: 'card' go together"),
    ({"all": True, "source": "red"}, "all: true and source: 'card' go together"),
    ({"all": True, "source": "card", "amount": 1}, "amount: all damage from a source of your choice takes no amount"),
])
def test_cr614_9_a_redirection_its_rules_text_cannot_say_is_refused(params: dict[str, object], problem: str) -> None:
    """Which damage is the next N from any source, or all of it from a source of your choice:
    another combination is refused when the card is loaded, naming the kind, the parameter and the
    values it takes."""
    error = refused(_redirect(**{"from": "target", "to": "self", **params}), targets=("creature",))
    assert f"effect 'redirect_damage': {problem}" in error


def test_the_pools_redirections_are_data_of_one_kind() -> None:
    """Oracle's Attendants and Zealous Inquisitor are data of ``redirect_damage`` (issue 30): the
    single-card kinds are gone. Damage redirected onto the target hurts it; a redirection from a
    source of your choice asks for it."""
    pool = load_pool()
    for name in ("Oracle's Attendants", "Zealous Inquisitor"):
        assert [e.kind for a in pool.get(name).abilities for e in getattr(a, "effects", ())] == ["redirect_damage"]
    assert "redirect_from_chosen_source" not in EFFECTS
    kind = EFFECTS["redirect_damage"]
    assert kind.asks_of(Effect.make("redirect_damage", **{"from": "target", "to": "self", "all": True,
                                                          "source": "card"}))
    assert kind.sign_of(Effect.make("redirect_damage", **{"from": "self", "to": "target", "amount": 1})) == -1
    assert kind.sign_of(Effect.make("redirect_damage", **{"from": "target", "to": "self", "all": True,
                                                          "source": "card"})) == 0

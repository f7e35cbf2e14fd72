"""Each kind of the ability vocabulary is declared once and completely (``mtgdesk/engine/kinds``,
``engine/triggers.py``), and every kind the card pool uses is declared (issue 30, item 1)."""
from __future__ import annotations

import inspect
from collections.abc import Iterator
from typing import Any

import pytest

from mtgdesk.cards import text as card_text
from mtgdesk.cards.pool import load_pool
from mtgdesk.engine.abilities import Effect, StaticAbility, TriggeredAbility
from mtgdesk.engine.effects import EFFECTS
from mtgdesk.engine.kinds.base import Sentence
from mtgdesk.engine.layers import STATIC_KINDS
from mtgdesk.engine.registry import ASKING_EFFECTS, ASKING_STATICS
from mtgdesk.engine.triggers import TRIGGER_KINDS

#: Effect kinds said only inside a sentence of two or three instructions that another kind declares
#: (``EffectKind.joins``: "Untap target creature and gain control of it until end of turn. That
#: creature gains haste ..."), or by no card of the pool yet: they declare no sentence of their own.
SPOKEN_TOGETHER = frozenset({"attach", "extra_turn", "flip_coin", "gain_control"})


def _effects(effects: Any) -> Iterator[Effect]:
    for e in effects:
        yield e
        for _name, value in e.params:
            if isinstance(value, (list, tuple)) and value and isinstance(value[0], Effect):
                yield from _effects(value)


def _used() -> tuple[set[str], set[str], set[str]]:
    effects, statics, triggers = set(), set(), set()
    for card in load_pool():
        found = list(card.spell.effects) if card.spell is not None else []
        for ability in card.abilities:
            found += list(getattr(ability, "effects", ()) or ())
            if isinstance(ability, StaticAbility):
                statics.add(ability.kind)
            if isinstance(ability, TriggeredAbility):
                triggers.add(ability.event)
        effects.update(e.kind for e in _effects(found))
    return effects, statics, triggers


def kind_usage() -> dict[str, dict[str, set[str]]]:
    """For effects, statics and triggers: each kind used by the pool, with the cards using it."""
    usage: dict[str, dict[str, set[str]]] = {"effects": {}, "statics": {}, "triggers": {}}
    for card in load_pool():
        found = list(card.spell.effects) if card.spell is not None else []
        for ability in card.abilities:
            found += list(getattr(ability, "effects", ()) or ())
            if isinstance(ability, StaticAbility):
                usage["statics"].setdefault(ability.kind, set()).add(card.name)
            if isinstance(ability, TriggeredAbility):
                usage["triggers"].setdefault(ability.event, set()).add(card.name)
        for e in _effects(found):
            usage["effects"].setdefault(e.kind, set()).add(card.name)
    return usage


def test_every_kind_the_card_pool_uses_is_declared() -> None:
    effects, statics, triggers = _used()
    assert effects and statics and triggers
    assert effects <= set(EFFECTS), sorted(effects - set(EFFECTS))
    assert statics <= set(STATIC_KINDS), sorted(statics - set(STATIC_KINDS))
    assert triggers <= set(TRIGGER_KINDS), sorted(triggers - set(TRIGGER_KINDS))


@pytest.mark.parametrize("name", sorted(EFFECTS))
def test_effect_kind_is_complete(name: str) -> None:
    """Parameters and their checks, behaviour, rules text, sign and value: every part declared."""
    kind = EFFECTS[name]
    assert kind.name == name
    assert callable(kind.start) and callable(kind.answer)
    assert isinstance(kind.params, dict) and kind.required <= set(kind.params), kind.required - set(kind.params)
    assert callable(kind.text), f"{name}: no rules text"
    if name not in SPOKEN_TOGETHER:
        assert kind.templates, f"{name}: declares no sentence"
    assert all(isinstance(s, Sentence) and s.text for s in kind.templates.values())
    assert isinstance(kind.sign, int) and kind.sign in (-1, 0, 1) or callable(kind.sign)
    assert isinstance(kind.value, float) or callable(kind.value)
    assert isinstance(kind.asks, bool) or callable(kind.asks)
    assert (name in ASKING_EFFECTS) == kind.may_ask
    assert kind.easy is None or kind.may_ask, f"{name}: answers a question it never asks"


@pytest.mark.parametrize("name", sorted(STATIC_KINDS))
def test_static_kind_is_complete(name: str) -> None:
    kind = STATIC_KINDS[name]
    assert isinstance(kind.params, dict) and kind.required <= set(kind.params)
    assert callable(kind.mods)
    assert callable(kind.text), f"{name}: no rules text"
    assert kind.templates, f"{name}: declares no sentence"
    assert isinstance(kind.sign, int) and kind.sign in (-1, 0, 1) or callable(kind.sign)
    assert (name in ASKING_STATICS) == kind.asks


def test_every_trigger_kind_the_pool_uses_declares_its_wording() -> None:
    _, _, triggers = _used()
    for name in triggers:
        templates = TRIGGER_KINDS[name].templates
        assert templates and all(key.split("/")[0] == name for key in templates), name


def test_an_effect_whose_behaviour_asks_a_player_says_so() -> None:
    """``Game.ask`` in the middle of resolving needs a snapshot first (``registry.card_asks``):
    a kind that calls it and doesn't declare ``asks`` would break the rewind."""
    for name, kind in EFFECTS.items():
        source = inspect.getsource(kind.start) + inspect.getsource(kind.answer)
        if ".ask(" in source:
            assert kind.may_ask, name


#: For each kind that asks only with some parameters: effects that ask, and effects that don't.
ASKING_BY_PARAMETERS: dict[str, tuple[list[dict[str, Any]], list[dict[str, Any]]]] = {
    # "Untap up to four lands" chooses them (CR 608.2d); "you may tap or untap" chooses (603.5).
    "untap": ([{"up_to": 4, "filter": "land"}, {"what": "target", "or_tap": True}], [{"what": "target"}]),
    # The player chooses the cards (701.9a), the revealed ones (701.16) or the colour (608.2d);
    # at random (701.9b) or the whole hand, no one chooses.
    "discard": (
        [{"count": 1}, {"count": 2, "who": "target"}, {"count": 1, "who": "target", "chooser": "you"},
         {"count": 1, "who": "target", "chooser": "you", "reveal": 3},
         {"who": "target", "all": "chosen_color", "choose": "color"}],
        [{"count": 1, "who": "that_player", "chooser": "random"}, {"who": "each_player", "all": "hand"}],
    ),
    # "... unless its controller pays {3}" asks that player (118.12).
    "counter": ([{"what": "target", "unless_pays": "{3}"}], [{"what": "target"}]),
    # "A source of your choice" is chosen as it resolves (609.7a).
    "redirect_damage": ([{"from": "target", "to": "self", "all": True, "source": "card"}],
                        [{"from": "self", "to": "target", "amount": 1}]),
    # Which card goes to the hand, or the order the cards go back in; a card revealed asks nothing.
    "look_at_top": ([{"count": 5}, {"count": 2, "then": "one_to_hand"}],
                    [{"count": 1, "who": "target", "reveal": True}]),
    # Onto the battlefield, the card may ask as it enters (706.2, 614.1c, 614.12); into a hand, not.
    "reveal_until": ([{"who": "target_controller", "filter": "creature", "put": "battlefield", "rest": "shuffle"}],
                     [{"who": "target_controller", "filter": "creature", "put": "hand", "rest": "shuffle"}]),
}


@pytest.mark.parametrize("name", sorted(ASKING_BY_PARAMETERS))
def test_cr608_2d_a_kind_asks_only_with_the_parameters_that_ask(name: str) -> None:
    """A kind asks a player as it resolves only where its parameters make it ask (``asks`` a
    function of the effect); the card asks by the effects it has (``registry.card_asks``), so a
    game takes a snapshot before resolving it only then."""
    kind = EFFECTS[name]
    asking, silent = ASKING_BY_PARAMETERS[name]
    assert callable(kind.asks) and kind.may_ask and name in ASKING_EFFECTS
    for params in asking:
        assert kind.asks_of(Effect.make(name, **params)), params
        assert ASKING_EFFECTS[name](Effect.make(name, **params)), params
    for params in silent:
        assert not kind.asks_of(Effect.make(name, **params)), params
        assert not ASKING_EFFECTS[name](Effect.make(name, **params)), params


def test_every_declared_sentence_is_listed_for_translation() -> None:
    """The renderer reads the sentences from the declarations, and lists them for Linguist."""
    declared = [s.text for k in (*EFFECTS.values(), *STATIC_KINDS.values()) for s in k.templates.values()]
    declared += [t for k in TRIGGER_KINDS.values() for t in k.templates.values()]
    missing = [t for t in declared if t not in card_text.TEMPLATES]
    assert not missing, missing


def test_a_joined_sentence_names_declared_kinds() -> None:
    """A sentence that says an instruction with the ones after it (``EffectKind.joins``) follows
    declared kinds, and the kinds that declare one have sentences of their own for it."""
    joins = [(name, join) for name, kind in EFFECTS.items() for join in kind.joins]
    assert joins
    for name, join in joins:
        assert join.then and set(join.then) <= set(EFFECTS), (name, join.then)
        assert callable(join.text) and EFFECTS[name].templates, name
    for kind in EFFECTS.values():
        assert [len(j.then) for j in kind.joins] == sorted((len(j.then) for j in kind.joins), reverse=True)


def test_no_sentence_key_is_declared_by_two_kinds() -> None:
    seen: dict[str, str] = {}
    for name, kind in [*EFFECTS.items(), *STATIC_KINDS.items()]:
        for key in kind.templates:
            assert key not in seen, f"{key!r}: declared by {seen[key]!r} and {name!r}"
            seen[key] = name


if __name__ == "__main__":  # python -m tests.engine.test_kinds: each kind with the number of cards using it
    for part, kinds in kind_usage().items():
        single = sorted(k for k, cards in kinds.items() if len(cards) == 1)
        print(f"# {part}: {len(kinds)} kinds, {len(single)} used by a single card")
        for k, cards in sorted(kinds.items(), key=lambda kv: (len(kv[1]), kv[0])):
            print(f"{len(cards):4} {k}" + (f"  ({next(iter(cards))})" if len(cards) == 1 else ""))

"""The search player: it cannot read hidden information, it finds wins, it stops when told."""
from __future__ import annotations

import random
import threading
from dataclasses import replace

import pytest

from mtgdesk.ai.basic import BasicPlayer
from mtgdesk.ai.levels import LEVELS, make_player
from mtgdesk.ai.search import SearchPlayer, SearchSettings, _Node, clearly_better, contested, thinking_time
from mtgdesk.cards import load_pool
from mtgdesk.decks.precons import precons
from mtgdesk.engine import Game, Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import DecisionKind
from mtgdesk.engine.determinize import determinize
from tests.helpers.games import find, position

#: A fixed number of iterations and no time limit: the same seed gives the same search.
FIXED = SearchSettings(budget=1e9, determinizations=3, max_iterations=40, settle_after=10**9)
#: Hard's way of searching (a new game imagined each iteration, contested choices thought on), by
#: iterations instead of time.
_HARD = LEVELS["hard"].search
assert _HARD is not None
FIXED_HARD = replace(_HARD, budget=1e9, max_iterations=40, min_iterations=1, settle_after=10**9)


def _mid_game(seed: int = 3, turns: int = 6) -> Game:
    decks = precons()
    game = Game.new([decks[0].cards(), decks[4].cards()], seed=seed)
    players = [BasicPlayer(1), BasicPlayer(2)]
    while game.turn < turns or game.decision.player != game.active or game.decision.kind is not DecisionKind.PRIORITY \
            or not game.step.is_main:
        d = game.decision
        game.apply(players[d.player].choose(game.view(d.player), d))
        assert not game.over
    return game


def _rewrite_hidden(game: Game, player: int, names: list[str]) -> Game:
    """The same position with other cards in ``player``'s hand and library (same counts)."""
    other = game.clone()
    pool = load_pool()
    p = other.players[player]
    for i, oid in enumerate(p.hand + p.library):
        obj = other.objects[oid].copy()  # cards outside play are shared between clones
        obj.card = pool.get(names[i % len(names)])
        other.objects[oid] = obj
    other._dirty()
    return other


def _decisions(game: Game, me: int, count: int,
               settings: SearchSettings = FIXED) -> list[tuple[A.Action, dict[str, int]]]:
    """The search player's next ``count`` decisions; the other side only passes."""
    ai = SearchPlayer(11, settings)
    out = []
    for _ in range(400):
        if game.over or len(out) >= count:
            break
        d = game.decision
        if d.player == me:
            action = ai.choose(game.view(me), d)
            out.append((action, dict(ai.stats.root_visits)))
        else:
            legal = game.legal_actions()
            action = next((a for a in legal if isinstance(a, (A.PassPriority, A.FinishBlockers, A.FinishAttackers,
                                                              A.Keep, A.PayAuto))), legal[0])
        game.apply(action)
    return out


@pytest.mark.parametrize("settings", [FIXED, FIXED_HARD], ids=["kept-determinizations", "hard"])
def test_the_opponents_hidden_cards_change_nothing(settings: SearchSettings) -> None:
    game = _mid_game()
    me = game.active
    other = _rewrite_hidden(game, 1 - me, ["Lava Axe", "Craw Wurm", "Mountain", "Shock", "Holy Day"])
    assert [o.card.name for o in (game.objects[i] for i in game.players[1 - me].hand)] != \
        [o.card.name for o in (other.objects[i] for i in other.players[1 - me].hand)]
    first, second = _decisions(game, me, 6, settings), _decisions(other, me, 6, settings)
    assert len(first) == 6
    assert first == second
    assert any(visits for _, visits in first), "no decision was searched: the test would prove nothing"


@pytest.mark.parametrize("settings", [FIXED, FIXED_HARD], ids=["kept-determinizations", "hard"])
def test_its_own_library_order_changes_nothing(settings: SearchSettings) -> None:
    game = _mid_game(seed=5)
    me = game.active
    other = game.clone()
    random.Random(4).shuffle(other.players[me].library)
    assert other.players[me].library != game.players[me].library
    assert _decisions(game, me, 4, settings) == _decisions(other, me, 4, settings)


def test_determinize_reads_nothing_hidden() -> None:
    game = _mid_game()
    me = game.active
    other = _rewrite_hidden(game, 1 - me, ["Island"])
    pool = tuple(load_pool())
    a = determinize(game, me, random.Random(7), pool)
    b = determinize(other, me, random.Random(7), pool)
    assert a.state() == b.state()
    # Hand and library sizes, everything public and the player's own hand are kept.
    for g in (a, b):
        assert [len(p.hand) for p in g.players] == [len(p.hand) for p in game.players]
        assert [len(p.library) for p in g.players] == [len(p.library) for p in game.players]
        assert g.battlefield == game.battlefield
        assert [g.objects[i].card for i in g.players[me].hand] == [game.objects[i].card for i in game.players[me].hand]
    assert a.rng.getstate() != game.rng.getstate()


def test_a_hand_revealed_to_the_player_is_known_not_made_up() -> None:
    """Telepathy (opponents play with their hands revealed): the determinization keeps the
    opponent's hand as it is, and still makes up their library."""
    game = position(a_battlefield=["Telepathy"], b_hand=["Lava Axe", "Shock"], b_library=["Lava Axe"] * 4)
    pool = tuple(load_pool())
    for seed in range(5):
        made = game.view(0).determinize(random.Random(seed), pool)
        assert [made.objects[i].card.name for i in made.players[1].hand] == ["Lava Axe", "Shock"]
    blind = position(b_hand=["Lava Axe", "Shock"], b_library=["Lava Axe"] * 4)
    made_up = [[blind.view(0).determinize(random.Random(s), pool).objects[i].card.name
                for i in blind.players[1].hand] for s in range(5)]
    assert any(hand != ["Lava Axe", "Shock"] for hand in made_up)  # not revealed: not known


def test_finds_the_lethal_pump() -> None:
    game = position(a_hand=["Giant Growth"], a_battlefield=["Grizzly Bears", "Forest"], a_library=["Forest"],
                    b_battlefield=["Island"], b_library=["Island"])
    game.players[1].life = 5
    players = [SearchPlayer(2, FIXED), BasicPlayer(3)]
    for _ in range(200):
        if game.over:
            break
        d = game.decision
        game.apply(players[d.player].choose(game.view(d.player), d))
    assert game.winner == 0


def test_a_cancelled_search_answers_at_once() -> None:
    game = position(a_hand=["Shock", "Grizzly Bears"], a_battlefield=["Mountain", "Forest", "Forest"],
                    b_battlefield=["Llanowar Elves"])
    cancel = threading.Event()
    cancel.set()
    ai = SearchPlayer(0, SearchSettings(budget=60.0), cancel)
    action = ai.choose(game.view(0), game.decision)
    assert action in game.legal_actions()
    assert ai.stats.iterations == 0


def test_never_takes_back_a_cast_that_can_go_on() -> None:
    game = position(a_hand=["Giant Growth"], a_battlefield=["Grizzly Bears", "Forest"])
    game.apply(A.CastSpell(0, find(game, "Giant Growth", zone=Zone.HAND)))
    action = SearchPlayer(0, FIXED).choose(game.view(0), game.decision)
    assert action == A.ChooseTargets(0, (find(game, "Grizzly Bears"),))


def test_every_level_plays_a_game_to_its_end() -> None:
    decks = precons()
    fast = {name: SearchSettings(budget=1e9, determinizations=1, max_iterations=2, horizon_turns=1)
            for name in ("medium", "hard")}
    for i, name in enumerate(LEVELS):
        game = Game.new([decks[i].cards(), decks[i + 5].cards()], seed=i)
        player = make_player(name, i)
        if name in fast:
            player.settings = fast[name]
        players = [player, BasicPlayer(i)]
        for _ in range(20000):
            if game.over:
                break
            d = game.decision
            action = players[d.player].choose(game.view(d.player), d)
            assert action in game.legal_actions()
            game.apply(action)
        assert game.over, name


def test_a_search_that_fails_falls_back_on_the_policy(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    game = position(a_hand=["Shock"], a_battlefield=["Mountain"], b_battlefield=["Llanowar Elves"])
    ai = SearchPlayer(0, FIXED)

    def broken(*args: object) -> None:
        raise RuntimeError("broken")

    monkeypatch.setattr(ai, "_search", broken)
    action = ai.choose(game.view(0), game.decision)
    assert action in game.legal_actions()
    assert ai.stats.error == "RuntimeError: broken"


def test_the_search_imagines_cards_the_opponent_has_not_shown() -> None:
    """The opponent's hidden cards are made up from the pool's cards of their colours, not only
    from what they have shown: a player who has shown only Mountains may hold a red spell. (The
    search player passed no candidates to the view's determinization, so it believed B's hidden
    cards were all Mountains and never feared a haste creature or a burn spell.)"""
    game = position(a_hand=["Remove Soul"], a_battlefield=["Island"] * 3,
                    b_hand=["Lightning Elemental"], b_battlefield=["Mountain"] * 4, b_library=["Mountain"] * 3)
    ai = SearchPlayer(5, FIXED)
    view = game.view(0)
    imagined = {made.objects[i].card.name for made in (ai._determinize(view) for _ in range(40))
                for i in made.players[1].hand + made.players[1].library}
    assert "Mountain" in imagined
    pool = load_pool()
    spells = {name for name in imagined if not pool.get(name).is_land}
    assert len(spells) >= 5
    assert all(pool.get(name).colors == {"R"} for name in spells), spells


def _node(rewards: list[float]) -> _Node:
    node = _Node(0)
    for r in rewards:
        node.visits += 1
        node.value += r
        node.squares += r * r
    return node


def test_the_policy_is_overruled_only_by_more_than_chance() -> None:
    """A search's answer that scores a few hundredths above the policy's over a few dozen noisy
    playouts doesn't overrule it (an Aven Flock pumped four times in a main phase, with no combat
    ahead, rather than passing); the same lead over steady playouts does, and so does a large one."""
    settings = LEVELS["hard"].search
    assert settings is not None
    noisy_best = _node([0.9, 0.2] * 20)  # mean 0.55, spread wide
    noisy_hint = _node([0.85, 0.2] * 15)  # mean 0.525
    assert noisy_best.value / noisy_best.visits - noisy_hint.value / noisy_hint.visits > settings.margin
    assert not clearly_better(noisy_best, noisy_hint, settings)
    steady_best = _node([0.56, 0.54] * 20)
    steady_hint = _node([0.52, 0.53] * 15)
    assert clearly_better(steady_best, steady_hint, settings)
    assert clearly_better(_node([1.0, 0.9] * 20), noisy_hint, settings)
    assert not clearly_better(noisy_hint, noisy_best, settings)


def test_only_a_contested_choice_is_given_more_time() -> None:
    """Time management: the search thinks longer only where more playouts can change the answer,
    that is where it favours another action than the policy's by more than the margin but not yet
    by more than chance explains. A lead within the margin, a clear lead, or agreement with the
    policy ends the thinking at the budget."""
    settings = LEVELS["hard"].search
    assert settings is not None and settings.extend > 1
    pass_, cast = A.PassPriority(0), A.PlayLand(0, 1)
    root = _Node(1)

    def with_children(best: _Node, hint: _Node) -> _Node:
        root.children = {cast: best, pass_: hint}
        return root

    # The search's favourite leads the policy's answer (passing) by 0.025 over noisy playouts.
    assert contested(with_children(_node([0.9, 0.2] * 20), _node([0.85, 0.2] * 15)), [cast, pass_], pass_, settings)
    # ... by the same amount over steady playouts: already clearly better, no more time.
    assert not contested(with_children(_node([0.56, 0.54] * 20), _node([0.52, 0.53] * 15)), [cast, pass_], pass_,
                         settings)
    # ... by less than the margin: either answer is as good.
    assert not contested(with_children(_node([0.9, 0.2] * 20), _node([0.9, 0.2] * 15)), [cast, pass_], pass_, settings)
    # The policy's answer is the search's favourite.
    assert not contested(with_children(_node([0.9, 0.2] * 20), _node([0.85, 0.2] * 15)), [cast, pass_], cast, settings)
    # The policy's answer was hardly tried: nothing to weigh it by.
    assert not contested(with_children(_node([0.9, 0.2] * 20), _node([0.2] * 3)), [cast, pass_], pass_, settings)


def test_a_contested_choice_thinks_on_until_it_is_settled(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A search whose first budget ends contested goes on past it (up to ``extend`` budgets);
    one that ends uncontested stops at its budget."""
    from mtgdesk.ai import search as S

    game = _mid_game()
    settings = SearchSettings(budget=1e9, determinizations=3, max_iterations=40, settle_after=10**9, extend=3.0)
    for is_contested, expected in ((False, 40), (True, 80)):
        monkeypatch.setattr(S, "contested", lambda *args, c=is_contested: c)
        player = SearchPlayer(5, settings)
        d = game.decision
        player.choose(game.view(d.player), d)
        assert player.stats.searched
        assert player.stats.iterations == expected


def test_each_iteration_may_imagine_a_new_game() -> None:
    """Determinizations are made as the iterations need them and taken in turn: with none kept
    (0), or as many as iterations, every playout is played in a game of its own (so no action is
    judged by the same few draws over and over); with three, three are made, however long the
    search."""
    game = _mid_game()
    for worlds, expected in ((0, 40), (1000, 40), (3, 3)):
        player = SearchPlayer(5, SearchSettings(budget=1e9, determinizations=worlds, max_iterations=40,
                                                settle_after=10**9))
        made: list[Game] = []
        imagine = player._determinize

        def counted(view, imagine=imagine, made=made):  # type: ignore[no-untyped-def]
            made.append(imagine(view))
            return made[-1]

        player._determinize = counted  # type: ignore[method-assign]
        d = game.decision
        player.choose(game.view(d.player), d)
        assert player.stats.searched and player.stats.iterations == 40
        assert len(made) == expected
        assert len({id(g) for g in made}) == expected


def test_hard_thinks_longer_on_a_declaration_of_attackers_or_blockers_cr_508_1_509_1() -> None:
    """Time management: the choices that open a combat get hard's ``combat_budget``, every other
    its ``budget`` (issue 34: median at most 0.5 s, p95 at most 2 s); a search by a fixed number
    of iterations (an unbounded budget) stays unbounded at a combat too."""
    hard = LEVELS["hard"].search
    assert hard is not None
    assert thinking_time(hard, DecisionKind.ATTACKERS) == thinking_time(hard, DecisionKind.BLOCKERS) == 1.2
    assert thinking_time(hard, DecisionKind.PRIORITY) == thinking_time(hard, DecisionKind.TARGETS) == 0.45
    assert thinking_time(replace(hard, budget=1e9), DecisionKind.BLOCKERS) == 1e9
    assert hard.ceiling == 1.8  # what a contested combat may think in all, its extension included
    assert thinking_time(SearchSettings(budget=0.3), DecisionKind.BLOCKERS) == 0.3  # no combat budget: the budget

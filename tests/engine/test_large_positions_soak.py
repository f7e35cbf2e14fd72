"""Issue 31: decks that reach large positions (hands with no maximum size, many lands, wide
boards) played by random players, with the engine's invariants checked after every action,
and with every decision answered by a bounded list of actions: no discard, target or damage
division is listed as combinations (CR 701.9, 601.2c, 510.1c)."""
from __future__ import annotations

from dataclasses import dataclass, field

from mtgdesk.ai.random_player import RandomPlayer
from mtgdesk.engine import Game
from mtgdesk.engine.decisions import DecisionKind, Question
from mtgdesk.sim import MAX_ACTIONS
from tests.engine.test_invariants import check_invariants
from tests.helpers.games import cards

#: No maximum hand size (Spellbook) and extra draws: a hand of dozens of cards, to be discarded
#: down to seven when the other deck's Naturalize destroys Spellbook.
SPELLBOOK = cards((10, "Island"), (10, "Forest"), (4, "Yavimaya Coast"), (4, "Spellbook"), (4, "Howling Mine"),
                  (4, "Counsel of the Soratami"), (4, "Tidings"), (4, "Sift"), (4, "Index"),
                  (4, "Llanowar Elves"), (4, "Stream of Life"), (4, "Kami of Old Stone"))
#: Many lands of many kinds (basics, pain lands, Urza's lands) and X spells, one with "spend
#: only black mana on X"; discards and a search.
MANY_LANDS = cards((10, "Swamp"), (4, "Sulfurous Springs"), (4, "Mountain"), (4, "Urza's Mine"),
                   (4, "Urza's Power Plant"), (4, "Urza's Tower"), (4, "Consume Spirit"), (4, "Blaze"),
                   (4, "Mind Rot"), (4, "Ravenous Rats"), (4, "Diabolic Tutor"), (4, "Megrim"),
                   (2, "Underworld Dreams"), (4, "Rampant Growth"))
#: Cheap creatures and static abilities that pump them (wide boards, many blocks), and
#: artifact and enchantment removal.
WIDE = cards((8, "Forest"), (6, "Mountain"), (4, "Plains"), (2, "Karplusan Forest"), (2, "Brushland"),
             (4, "Llanowar Elves"), (4, "Goblin King"), (4, "Glorious Anthem"), (4, "Elvish Champion"),
             (4, "Grizzly Bears"), (4, "Kird Ape"), (4, "Craw Wurm"), (4, "Rampant Growth"), (4, "Naturalize"),
             (2, "Raging Goblin"))

DECKS = {"spellbook": SPELLBOOK, "many lands": MANY_LANDS, "wide": WIDE}


@dataclass
class Seen:
    """The largest positions the games reached."""

    hand: int = 0
    battlefield: int = 0
    discard: int = 0
    lands: int = 0
    kinds: set[str] = field(default_factory=set)


def bounded(game: Game, seen: Seen) -> None:
    """The actions listed for the decision are a bounded list, never combinations: a discard or
    a "put on the bottom" lists at most one action per card, a choice of several targets one
    per candidate of the next requirement, a division of combat damage at most one per
    recipient and two more (issue 31)."""
    if game.over:
        return
    d = game.decision
    seen.kinds.add(d.kind.value)
    for p in game.players:
        seen.hand = max(seen.hand, len(p.hand))
    seen.battlefield = max(seen.battlefield, len(game.battlefield))
    seen.lands = max(seen.lands, max(sum(1 for i in game.battlefield if game.objects[i].controller == p
                                         and "Land" in game.characteristics(i).types) for p in (0, 1)))
    if d.kind is DecisionKind.DISCARD or (d.kind is DecisionKind.CHOICE and d.question is Question.BOTTOM):
        seen.discard = max(seen.discard, d.count)
        n = len(d.options) if d.kind is DecisionKind.DISCARD else len(game.players[d.player].hand)
        assert len(game.legal_actions()) <= n, (d, len(game.legal_actions()))
    elif d.kind is DecisionKind.TARGETS:
        assert len(game.legal_actions()) <= max(len(o) for o in d.options) + 1
    elif d.kind is DecisionKind.ASSIGN_DAMAGE:
        assert len(game.legal_actions()) <= len(d.options) + 2


def soak(pairs: list[tuple[str, str]], seeds: range, max_turns: int, life: int = 20, eagerness: float = 0.8) -> Seen:
    """Random players that seldom attack and often block (so that boards grow wide), from
    ``life`` each, ``max_turns`` turns at most; the checks after every action."""
    seen = Seen()
    for seed in seeds:
        a, b = pairs[seed % len(pairs)]
        decks = [DECKS[a], DECKS[b]]
        total = len(decks[0]) + len(decks[1])
        game = Game.new(decks, seed=seed)
        for p in game.players:
            p.life = life
        players = [RandomPlayer(seed * 2 + 1, eagerness, aggression=0.2, blocking=0.6),
                   RandomPlayer(seed * 2 + 2, eagerness, aggression=0.2, blocking=0.6)]
        views = [game.view(0), game.view(1)]
        for _ in range(MAX_ACTIONS):
            if game.over or game.turn > max_turns:
                break
            d = game.decision
            game.apply(players[d.player].choose(views[d.player], d))
            check_invariants(game, total)
            bounded(game, seen)
        assert game.over or game.turn > max_turns
    return seen


def test_soak_large_positions_keep_invariants_and_bounded_decisions() -> None:
    """Spellbook hands, many lands and wide boards, each deck against each: the invariants hold
    after every action, every decision is answered from a bounded list, and the games do
    reach large positions."""
    pairs = [("spellbook", "wide"), ("many lands", "spellbook"), ("wide", "spellbook"), ("wide", "many lands"),
             ("wide", "wide"), ("many lands", "many lands")]
    seen = soak(pairs, range(18), max_turns=50, life=60)
    assert seen.hand >= 20, seen
    assert seen.battlefield >= 40, seen
    assert seen.discard >= 3, seen  # several cards, picked one at a time
    assert seen.lands >= 12, seen
    assert {"discard", "targets", "blockers", "attackers", "pay"} <= seen.kinds, seen


def _from(game: Game, seed: int, turns: int, seen: Seen) -> Game:
    """Random players play ``game`` on for ``turns`` turns, the checks after every action."""
    total = sum(1 for o in game.objects.values() if not getattr(o, "token", True))
    players = [RandomPlayer(seed * 2 + 1, aggression=0.8, blocking=0.8),
               RandomPlayer(seed * 2 + 2, aggression=0.8, blocking=0.8)]
    views = [game.view(0), game.view(1)]
    last = game.turn + turns
    for _ in range(MAX_ACTIONS):
        if game.over or game.turn >= last:
            break
        d = game.decision
        game.apply(players[d.player].choose(views[d.player], d))
        check_invariants(game, total)
        bounded(game, seen)
    return game


def test_soak_from_the_benchmarks_large_positions() -> None:
    """The positions of bench/large.py (a hand of 60 at the end of the turn, 60 lands of every
    kind with Consume Spirit, 60 creatures against 60, a library of 200 and a tutor; 48 static
    abilities rather than 100, for the time a test may take) played on by random players for
    two turns: invariants after every action, every decision answered from a bounded list; the
    discard of 53 is reached."""
    from mtgdesk.engine import Step
    from tests.helpers.games import position

    library = ["Forest"] * 30
    lands = (["Swamp"] * 20 + ["Underground River"] * 6 + ["Sulfurous Springs"] * 6 + ["Llanowar Wastes"] * 4
             + ["Caves of Koilos"] * 4 + ["Mountain"] * 4 + ["Island"] * 4 + ["Urza's Mine"] * 4
             + ["Urza's Power Plant"] * 4 + ["Urza's Tower"] * 4)
    games = [
        position(Step.END, a_hand=["Grizzly Bears", "Shock", "Forest"] * 20, a_library=library, b_library=library),
        position(Step.MAIN1, a_hand=["Consume Spirit", "Blaze"], a_battlefield=lands, a_library=library,
                 b_battlefield=["Grizzly Bears"] * 10, b_library=library),
        position(Step.MAIN1, a_battlefield=["Grizzly Bears"] * 60, b_battlefield=["Hill Giant"] * 60,
                 a_library=library, b_library=library),
        position(Step.MAIN1, a_hand=["Diabolic Tutor"], a_battlefield=["Swamp"] * 4,
                 a_library=["Grizzly Bears", "Shock", "Forest", "Hill Giant"] * 50, b_library=library),
        position(Step.MAIN1, a_hand=["Goblin King", "Forest"],
                 a_battlefield=["Glorious Anthem"] * 12 + ["Goblin King"] * 12 + ["Mountain"] * 4,
                 b_battlefield=["Elvish Champion"] * 12 + ["Goblin King"] * 12, a_library=library, b_library=library),
    ]
    seen = Seen()
    for seed, game in enumerate(games):
        for p in game.players:
            p.life = 200  # (the position, not a race: both players live through the two turns)
        _from(game, seed, 2, seen)
    assert seen.discard >= 53, seen
    assert seen.battlefield >= 120, seen
    assert seen.lands >= 60, seen

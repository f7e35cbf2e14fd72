"""The search player: information-set Monte Carlo tree search over the engine (issue 13).

At a real choice, the player imagines games consistent with what it knows
(``engine.determinize``: the opponent's hidden cards resampled, its own library order and the
RNG reseeded, so it can never see a hidden card or a future draw) and grows one tree over them
(single-observer ISMCTS, Cowling, Powley & Whitehouse 2012): each iteration takes the next
determinization (up to ``determinizations`` of them, in turn; hard imagines a new one for every
iteration, as SO-ISMCTS does, so that no action is judged by a few lucky draws), walks down the
tree choosing, among the children whose actions are legal in that game, the one with the best
upper confidence bound (counting how often each was available), adds one child, plays on with a
fast heuristic policy (the basic player) for about two turns and scores the position
(``evaluate``). The action tried most often at the root is played, unless the policy's own answer
scored about as well (a short search is noisy; ``SearchSettings.margin``). Where the two still
disagree at the end of the budget, the search thinks on, up to ``extend`` budgets, until the
disagreement is settled (time management: the time goes where it can change the answer).

Search is spent only on real choices: a decision with one answer, a priority pass with nothing
to do, paying a cost, the opening hand and quiet moments (the opponent's upkeep with an empty
stack) are answered by the policy. The search stops at its time budget, after its iteration cap,
or as soon as ``cancel`` (a ``threading.Event``) is set; it never blocks. The budget is counted
in the thread's processor time, so that a busy machine slows the search down without making it
play worse.
"""
from __future__ import annotations

import math
import random
import threading
import time
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from ..cards import load_pool
from ..engine import actions as A
from ..engine.decisions import DecisionKind, Question
from ..engine.steps import Step
from .basic import BasicPlayer
from .belief import Belief, colour_sample, opponent_belief
from .evaluate import evaluate
from .facts import casting_aim, wrong_way
from .mulligan import keep, own_deck
from .tricks import TellMemory, apply_tell, attack_tells, counter_reserve, spends_reserve

#: Decisions inside one declaration or one cast, which the best line of a search may answer.
_FOLLOW_UP = (A.ChooseTargets, A.ChooseX, A.DeclareAttacker, A.FinishAttackers, A.DeclareBlocker,
              A.FinishBlockers, A.Discard, A.ChooseOption, A.AssignCombatDamage, A.PutOnBottom, A.Pick)
#: Steps of the opponent's turn in which instant-speed play is worth a search with an empty stack.
_OPPONENTS_STEPS = (Step.BEGIN_COMBAT, Step.ATTACKERS, Step.BLOCKERS, Step.END)
MAX_ROLLOUT_ACTIONS = 1500


class How(Enum):
    """How the search player answers a question."""

    SEARCH = "search"  # a search among its options, when there are two or more (``options``)
    MOMENT = "moment"  # priority: a search only at a moment where acting can matter (``is_real_choice``)
    AUTO = "auto"  # paying a cost: automatic payment, never a search
    POLICY = "policy"  # the policy's judgement (``BasicPlayer``), never a search


#: The search player's answer to each question (medium and hard, issue 31): exactly one entry for
#: every ``Question`` (tests/ai/test_questions.py checks it).
HOW: dict[Question, How] = {
    Question.PRIORITY: How.MOMENT,
    # The opening hand: two turns of playouts say nothing about a hand.
    Question.MULLIGAN: How.POLICY,
    Question.BOTTOM: How.SEARCH,
    Question.DECLARE_ATTACKERS: How.SEARCH,
    Question.DECLARE_BLOCKERS: How.SEARCH,
    Question.TARGETS: How.SEARCH,
    Question.X: How.SEARCH,
    Question.PAY: How.AUTO,
    Question.ASSIGN_DAMAGE: How.SEARCH,
    Question.DISCARD_TO_HAND_SIZE: How.SEARCH,
    Question.DISCARD: How.SEARCH,
    Question.MAY: How.SEARCH,
    Question.SEARCH: How.SEARCH,
    Question.TO_HAND: How.SEARCH,
    Question.ORDER_TOP: How.SEARCH,
    Question.PAY_OR_COUNTER: How.SEARCH,
    Question.PAY_OR_NOT: How.SEARCH,
    Question.LEGEND_RULE: How.SEARCH,
    Question.ORDER_TRIGGERS: How.SEARCH,
    Question.REPLACEMENT: How.SEARCH,
    Question.COLOR: How.SEARCH,
    Question.PLAYER: How.SEARCH,
    Question.OBJECT: How.SEARCH,
    Question.SOURCE: How.SEARCH,
    Question.CARD_NAME: How.SEARCH,
    Question.COPY: How.SEARCH,
    Question.SACRIFICE: How.SEARCH,
    Question.DISCARD_COST: How.SEARCH,
    Question.TAP_COST: How.SEARCH,
    Question.MANA_COLOR: How.SEARCH,
    Question.TEXT_WORD: How.SEARCH,
    Question.SEARCH_CARDS: How.SEARCH,
    Question.ORDER_BOTTOM: How.SEARCH,
    Question.PAY_LIFE: How.SEARCH,
    Question.UNTAP_TYPE: How.SEARCH,
    Question.GAME_OVER: How.POLICY,  # nothing to answer
}


@dataclass(frozen=True)
class SearchSettings:
    """How hard the search player thinks: a difficulty level is one of these (``levels.py``)."""

    budget: float = 0.5  # seconds of processor time per real choice
    determinizations: int = 6  # games imagined, taken in turn by the iterations; 0: a new one each
    max_iterations: int = 4000
    min_iterations: int = 1  # even past the budget: each choice at the root tried a few times
    horizon_turns: int = 2  # rollouts stop as turn (current + this) begins: this turn and the next
    exploration: float = 0.3
    follow_visits: int = 12  # the best line answers a follow-up decision if tried this often
    settle_after: int = 48  # iterations before the search may stop early on a certain result
    margin: float = 0.02  # how much better than the policy's answer the search's must score
    confidence: float = 1.0  # ... and by how many standard errors of the difference of the two means
    extend: float = 1.0  # a contested choice may think this many budgets in all (``contested``)
    combat_budget: float = 0.0  # seconds for a declaration of attackers or blockers (0: ``budget``)
    ceiling: float = 0.0  # a contested choice's extension stops at this many seconds in all (0: no limit)
    read_tells: int = 1  # an attack that tells of a trick: imagined holding one with chance 1 - 1/read_tells
    hold_counters: bool = False  # keep a counterspell's mana open against a lethal card (``tricks``)


class _Node:
    __slots__ = ("avail", "children", "player", "squares", "value", "visits")

    def __init__(self, player: int) -> None:
        self.player = player  # who chose the action that leads here
        self.children: dict[A.Action, _Node] = {}
        self.visits = 0
        self.value = 0.0  # the sum of the rewards, for ``player``
        self.squares = 0.0  # the sum of their squares: how much they vary
        self.avail = 1


@dataclass
class SearchStats:
    """What the last search did, for benchmarks and the log."""

    iterations: int = 0
    seconds: float = 0.0  # wall-clock time
    cpu_seconds: float = 0.0  # the thread's processor time
    error: str = ""  # why the search gave up, if it did (the policy answered)
    searched: bool = False
    root_visits: dict[str, int] = field(default_factory=dict)


#: The declarations that open a combat (CR 508.1, 509.1): where a game is most often won or
#: lost in one choice, so they get more of the allowance (``SearchSettings.combat_budget``).
_COMBAT_DECLARATIONS = (DecisionKind.ATTACKERS, DecisionKind.BLOCKERS)


def thinking_time(settings: SearchSettings, kind: DecisionKind) -> float:
    """Seconds of processor time a choice of this kind is searched for before any extension:
    the declaration of attackers or blockers at least its ``combat_budget`` (time management,
    as a chess engine spends more on a critical move: about a third of the hard player's
    searched choices are these), every choice at least ``budget``. (``ceiling`` bounds only
    the extension: a search by a fixed number of iterations has an unbounded budget.)"""
    if kind in _COMBAT_DECLARATIONS:
        return max(settings.budget, settings.combat_budget)
    return settings.budget


def _spread(node: _Node) -> float:
    """The variance of a node's mean reward (its sample variance over its visits): how far
    chance alone may have carried its score."""
    n = node.visits
    if n < 2:
        return 0.25
    mean = node.value / n
    return max(0.0, node.squares / n - mean * mean) / (n - 1)


def clearly_better(best: _Node, hint: _Node, settings: SearchSettings) -> bool:
    """Whether the search's answer scored better than the policy's by more than ``margin`` and
    more than chance explains: ``confidence`` standard errors of the difference of the means.
    (With a few dozen playouts an action that changes nothing, such as a pump with no combat
    ahead, often scores a few hundredths above passing: that is no reason to overrule.)"""
    diff = best.value / best.visits - hint.value / hint.visits
    return bool(diff > settings.margin + settings.confidence * (_spread(best) + _spread(hint)) ** 0.5)


def favourite(root: _Node, available: list[A.Action]) -> A.Action:
    """The search's answer: the available action tried most often (the higher score on a tie)."""
    children = root.children
    return max(available, key=lambda a: (children[a].visits, children[a].value))


def contested(root: _Node, available: list[A.Action], hint: A.Action, settings: SearchSettings) -> bool:
    """Whether more thought may change the answer: the search favours another action than the
    policy's by more than ``margin``, but not yet by more than chance explains (``clearly_better``).
    A choice whose candidates score within the margin of each other is not contested: either
    answer is about as good, so time spent on it is lost."""
    children = root.children
    h = children.get(hint)
    if h is None or h.visits < 4:
        return False
    best = children[favourite(root, available)]
    if best is h:
        return False
    return best.value / best.visits - h.value / h.visits > settings.margin and not clearly_better(best, h, settings)


def _is_mana(game: Any, action: A.Action) -> bool:
    if not isinstance(action, A.ActivateAbility):
        return False
    activated = game.characteristics(action.source).activated
    return 0 <= action.index < len(activated) and activated[action.index].is_mana


def forced_action(game: Any, legal: list[A.Action]) -> A.Action | None:
    """The answer when there is nothing to think about: one legal action, a priority pass with
    only mana abilities besides (CR 605.3a: using one alone only wastes it), automatic payment."""
    if len(legal) == 1:
        return legal[0]
    how = HOW[game.decision.question]
    if how is How.MOMENT:
        if all(isinstance(a, A.PassPriority) or _is_mana(game, a) for a in legal):
            return next(a for a in legal if isinstance(a, A.PassPriority))
    elif how is How.AUTO:
        return next((a for a in legal if isinstance(a, A.PayAuto)), None) or \
            next(a for a in legal if isinstance(a, A.CancelCasting))
    return None


def options(game: Any, legal: list[A.Action]) -> list[A.Action]:
    """The actions worth searching among: no mana ability played alone, no cast taken back
    while another answer exists (CR 726), one land or spell per card name (two Forests in hand
    are the same choice)."""
    out: list[A.Action] = []
    seen: set[tuple[str, str]] = set()
    for a in legal:
        if isinstance(a, (A.CancelCasting, A.PayFromPool)) or _is_mana(game, a):
            continue
        if isinstance(a, (A.PlayLand, A.CastSpell)):
            key = (type(a).__name__, game.objects[a.card].card.name)
            if key in seen:
                continue
            seen.add(key)
        out.append(a)
    if game.decision.kind is DecisionKind.TARGETS:
        return _aimed_right(game, out, legal)
    return out or legal


def _aimed_right(game: Any, out: list[A.Action], legal: list[A.Action]) -> list[A.Action]:
    """The target choices worth searching among (CR 601.2c): none that aims a harmful effect at
    the chooser's own side or a helpful one at the opponent's (``facts.wrong_way``, the same
    signs the basic player reads), so that no playout, and no answer, makes a sign error. If
    every choice is one, the cast is taken back (CR 726.1) where it can be; a triggered
    ability that must target (CR 603.3d) keeps its choices."""
    aim = casting_aim(game)
    me = game.decision.player
    cancel = next((a for a in legal if isinstance(a, A.CancelCasting)), None)
    if aim is None:
        return out or legal

    def targets(a: A.Action) -> tuple[Any, ...]:
        if isinstance(a, A.ChooseTargets):
            return a.targets
        if isinstance(a, A.Pick):
            return (a.option,)
        return ()

    right = [a for a in out if not any(wrong_way(game, me, t, aim) for t in targets(a))]
    if right:
        return right
    return [cancel] if cancel is not None else out or legal


def _begun(game: Any, action: A.Action) -> tuple[Any, ...] | None:
    """What a priority action begins, as ``SearchPlayer._decline`` remembers it (a spell by
    its name: the card gets a new id on the stack, CR 400.7)."""
    if isinstance(action, A.CastSpell):
        return ("spell", game.objects[action.card].card.name, 0)
    if isinstance(action, A.ActivateAbility):
        return ("ability", action.source, action.index)
    return None


def is_real_choice(game: Any, choices: list[A.Action]) -> bool:
    """Whether the decision is worth a search: more than one choice, and at priority a moment
    where acting can matter (our main phase with an empty stack, an opponent's spell or ability
    on the stack, combat, the opponent's end step)."""
    if len(choices) < 2:
        return False
    d = game.decision
    how = HOW[d.question]
    if how is How.POLICY:
        return False
    if how is not How.MOMENT:
        return True
    me = d.player
    if game.stack:
        return bool(game.objects[game.stack[-1]].controller != me)
    if game.active == me:
        return bool(game.step.is_main or game.step in (Step.BLOCKERS,))
    return game.step in _OPPONENTS_STEPS


class SearchPlayer:
    """A computer player that searches (see the module docstring). ``choose(view, decision)``
    reads only ``view`` and the determinizations made from it."""

    def __init__(self, seed: int = 0, settings: SearchSettings | None = None,
                 cancel: threading.Event | None = None,
                 weights: tuple[tuple[float, ...], tuple[float, ...]] | None = None) -> None:
        self.settings = settings or SearchSettings()
        self.weights = weights  # the evaluation's, of a personality (``personalities``); None: fitted
        self.rng = random.Random(seed)
        self.cancel = cancel or threading.Event()
        self.policy = BasicPlayer(seed)
        self.stats = SearchStats()
        self._line: list[A.Action] = []  # the rest of the best line found: follow-up decisions
        self._line_key: Any = None
        self._candidates = tuple(load_pool())
        self._declined: set[tuple[Any, ...]] = set()  # casts taken back: (turn, step, what was begun)
        self.objective: tuple[str, int] | None = None  # a puzzle's goal and the turn that ends it
        self._belief_cache: Belief | None = None  # this decision's (``_belief``)
        self._tell_cache: int | None = None  # this decision's (``_tell``)
        #: What the opponent's tells turned out to be, this game (``tricks.TellMemory``).
        self.tells = TellMemory(1.0 - 1.0 / self.settings.read_tells)

    def set_objective(self, goal: str, last_turn: int) -> None:
        """Play for a puzzle's goal (SCENARIOS.md, "Puzzles"), as a person solving it reads it in
        the title: ``"win"`` before ``last_turn`` begins, or ``"survive"`` until then (a draw
        survives). Playouts then stop at ``last_turn``, and what the goal asks outweighs the
        board: a win scores above any unwon position, a survival above any loss."""
        self.objective = (goal, last_turn)

    # ------------------------------------------------------------------ the interface

    def choose(self, view: Any, decision: Any) -> A.Action:
        legal = view.legal_actions()
        if not legal:
            raise RuntimeError(f"no legal action for {decision}")
        self.stats = SearchStats()
        self._belief_cache = None
        self._tell_cache = None
        start, cpu = time.perf_counter(), time.thread_time()
        try:
            if self.settings.read_tells > 1:
                self.tells.observe(view, decision.kind is DecisionKind.BLOCKERS and self._tell(view) > 0)
            action = self._choose(view, decision, legal)
        except Exception as exc:
            self.stats.error = f"{type(exc).__name__}: {exc}"
            self._line = []
            action = self.policy.choose(view, decision)
        self.stats.seconds = time.perf_counter() - start
        self.stats.cpu_seconds = time.thread_time() - cpu
        if action not in legal:  # never: but a player must always answer legally
            action = self.policy.choose(view, decision)
        return action

    def _choose(self, view: Any, decision: Any, legal: list[A.Action]) -> A.Action:
        key = (view.turn, view.step)  # a line is followed only within the step it was found in
        if decision.kind is not DecisionKind.PRIORITY and self._line and self._line_key == key:
            nxt = self._line.pop(0)
            if nxt in legal:
                return nxt
        self._line = []
        first = self._determinize(view)  # the others only if there is something to search
        if decision.kind is DecisionKind.MULLIGAN:
            return self._mulligan(view, legal, first)
        forced = forced_action(first, legal)
        if forced is not None:
            return forced
        choices = options(first, legal)
        s = self.settings
        if decision.kind is DecisionKind.PRIORITY:
            # Not a cast just taken back for want of a right target, again in the same step.
            declined = {k[2:] for k in self._declined if k[:2] == (view.turn, view.step)}
            choices = [a for a in choices if _begun(first, a) not in declined] or choices
            if s.hold_counters:
                # The worst case (``tricks.counter_reserve``): keep a counterspell's mana open
                # in our turn while one card of the opponent's could end the game.
                reserve = counter_reserve(view, self._plausible(view))
                choices = [a for a in choices if not spends_reserve(view, a, reserve)] or choices
        if len(choices) == 1:
            if isinstance(choices[0], A.CancelCasting):
                self._decline(first, view)
            return choices[0]  # never take a cast back while it can go on (CR 726)
        if not is_real_choice(first, choices) or self.cancel.is_set():
            return self.policy.choose(view, decision)
        dets = [first]  # more are made as the search needs them (``_world``)
        budget = thinking_time(s, decision.kind)
        root = self._search(view, dets, budget)
        available = [a for a in choices if a in root.children]
        if not available:
            return self.policy.choose(view, decision)
        hint = BasicPlayer(0).choose(view, decision)
        more = s.budget * (s.extend - 1)
        if s.ceiling > 0:
            more = min(more, s.ceiling - budget)
        if more > 0 and contested(root, available, hint, s):
            # Time management: the rest of the allowance goes to the choices where it can change
            # the answer, until they are settled one way or the other.
            self._search(view, dets, more, root, (available, hint))
            available = [a for a in choices if a in root.children]
        best = self._pick(root, available, hint)
        self.stats.searched = True
        self.stats.root_visits = {repr(a): root.children[a].visits for a in available}
        self._remember_line(root.children[best], view.player, key)
        return best

    def _mulligan(self, view: Any, legal: list[A.Action], game: Any) -> A.Action:
        """Keep or mulligan by the hand's lands and early spells against our deck (CR 103.5,
        ``mulligan.keep``): two turns of playouts say nothing about a hand."""
        hand = [game.objects[c.id].card for c in view.hand(view.player)]
        kept = next(a for a in legal if isinstance(a, A.Keep))
        again = next((a for a in legal if isinstance(a, A.Mulligan)), None)
        if again is None or keep(hand, own_deck(game, view.player), view.mulligans(view.player)):
            return kept
        return again

    def _decline(self, game: Any, view: Any) -> None:
        """Remember the cast being taken back, not to begin it again in this step."""
        c = game.casting
        if c is not None:
            what = ("spell", game.objects[c.object_id].card.name, 0) if c.kind == "spell" \
                else ("ability", c.source, c.ability_index)
            self._declined.add((view.turn, view.step, *what))

    def _pick(self, root: _Node, available: list[A.Action], hint: A.Action) -> A.Action:
        """The action tried most often, unless the policy's own answer is about as good: a
        search of a few dozen playouts is noisy, and the policy is right more often than not,
        so it is overruled only by a clearly better result (``clearly_better``)."""
        children = root.children
        best = favourite(root, available)
        if hint == best or hint not in children:
            return best
        b, h = children[best], children[hint]
        if h.visits < 4 or clearly_better(b, h, self.settings):
            return best
        return hint

    def _determinize(self, view: Any) -> Any:
        """A game consistent with what the player's view shows (``PlayerView.determinize``).
        The opponent's hidden cards: from the deck list its shown cards point to, if one does
        (``belief``), else from the cards of its colours (``engine.determinize``)."""
        hidden = self._belief(view).sample(self.rng)
        mana = self._tell(view)
        if mana:
            # An attack that tells of a trick: imagine the opponent holding one (``tricks``).
            opp = 1 - view.player
            hand = view.hand(opp)
            held = hand if isinstance(hand, int) else 0
            if hidden is None:
                hidden = colour_sample(view, self._candidates, self.rng, held + view.library_size(opp))
            apply_tell(hidden, held, mana, self.tells.belief(), self.rng,
                       self._plausible(view))
        return view.determinize(self.rng, self._candidates, hidden_cards=hidden)

    def _tell(self, view: Any) -> int:
        """The mana of a trick the opponent's attack tells of (``tricks.attack_tells``), made
        once a decision; 0: no tell."""
        if self._tell_cache is None:
            self._tell_cache = attack_tells(view) if self.settings.read_tells > 1 else 0
        return self._tell_cache

    def _plausible(self, view: Any) -> list[Any]:
        """The opponent's plausible hidden cards: the rest of the deck lists its shown cards
        point to (``belief``), else the cards of its colours (``PlayerView.belief``: public
        information only)."""
        known = self._belief(view)
        if known.decks:
            return [c for rest in known.rests for c in rest]
        nonlands: list[Any] = view.belief(self._candidates)[1]
        return nonlands

    def _belief(self, view: Any) -> Belief:
        """The belief about the opponent's hidden cards (``belief.opponent_belief``), made once
        a decision."""
        if self._belief_cache is None:
            self._belief_cache = opponent_belief(view)
        return self._belief_cache

    def _remember_line(self, node: _Node, me: int, key: Any) -> None:
        """Keep the best continuation of our own follow-up decisions (targets after a cast, the
        rest of an attack), as long as the search tried it often enough."""
        line: list[A.Action] = []
        while node.children:
            action, child = max(node.children.items(), key=lambda kv: kv[1].visits)
            if child.player != me or child.visits < self.settings.follow_visits or not isinstance(action, _FOLLOW_UP):
                break
            line.append(action)
            node = child
        self._line, self._line_key = line, key

    # ------------------------------------------------------------------ the search

    def _search(self, view: Any, dets: list[Any], budget: float, root: _Node | None = None,
                until: tuple[list[A.Action], A.Action] | None = None) -> _Node:
        """Grow ``root`` (a new tree if None) for ``budget`` seconds; with ``until`` (the
        available actions and the policy's answer), stop as soon as the choice is no longer
        ``contested``."""
        s = self.settings
        me = view.player
        if root is None:
            root = _Node(1 - me)
        # The budget is the thread's processor time: on a busy machine the search takes longer
        # but thinks as well as on an idle one (one core's worth of thought).
        deadline = time.thread_time() + budget
        turn = dets[0].turn
        i = self.stats.iterations
        cap = i + s.max_iterations
        while i < cap and not self.cancel.is_set():
            if i >= s.min_iterations and time.thread_time() >= deadline:
                break
            game = self._world(view, dets, i)
            policies = [BasicPlayer(self.rng.randrange(1 << 30)), BasicPlayer(self.rng.randrange(1 << 30))]
            path = self._descend(game, root, policies, turn)
            reward = self._rollout(game, policies, me, turn)
            root.visits += 1
            for node in path:
                node.visits += 1
                r = reward if node.player == me else 1.0 - reward
                node.value += r
                node.squares += r * r
            i += 1
            if i % 16 == 0 and (self._settled(root, i) or (
                    until is not None and not contested(root, until[0], until[1], s))):
                break
        self.stats.iterations = i
        return root

    def _world(self, view: Any, dets: list[Any], i: int) -> Any:
        """A copy of the game iteration ``i`` plays in. The determinizations take turns,
        ``determinizations`` of them, each made when first needed (so that a search that stops
        early makes few); with ``determinizations`` 0, every iteration but the first imagines a
        game of its own, kept by no one (SO-ISMCTS)."""
        n = self.settings.determinizations
        if n <= 0:
            return dets[0].clone() if i == 0 else self._determinize(view)
        k = i % n
        while len(dets) <= k:
            dets.append(self._determinize(view))
        return dets[k].clone()

    def _settled(self, root: _Node, iterations: int) -> bool:
        """Whether more search can't change the answer: one action has won in every try while
        tried often enough, or every action has been tried and all of them lose."""
        s = self.settings
        if iterations < s.settle_after:
            return False
        children = list(root.children.values())
        best = max(children, key=lambda n: n.visits)
        if best.visits >= s.settle_after // 2 and best.value >= best.visits * 0.999 and (
                self.objective is None or self.objective[0] == "win"):
            return True  # (surviving every try so far proves less: a rare threat may be unsampled)
        return all(n.visits >= 4 and n.value <= n.visits * 0.001 for n in children)

    def _advance(self, game: Any, policies: list[BasicPlayer], turn: int) -> list[A.Action] | None:
        """Play forced and unimportant decisions with the policy; stop at a real choice (its
        options) or at the end of the horizon or the game (None)."""
        horizon = self._horizon(turn)
        for _ in range(MAX_ROLLOUT_ACTIONS):
            if game.over or game.turn >= horizon:
                return None
            legal = game.legal_actions()
            forced = forced_action(game, legal)
            if forced is None:
                choices = options(game, legal)
                if is_real_choice(game, choices):
                    return choices
                p = game.decision.player
                forced = policies[p].choose(game.view(p), game.decision)
            game.apply(forced)
        return None

    def _descend(self, game: Any, root: _Node, policies: list[BasicPlayer], turn: int) -> list[_Node]:
        """Selection and expansion: down the tree while every available action has been tried,
        then one new child."""
        path: list[_Node] = []
        node = root
        c = self.settings.exploration
        first = True
        while True:
            choices = options(game, game.legal_actions()) if first else self._advance(game, policies, turn)
            first = False
            if choices is None:
                return path
            player = game.decision.player
            untried = [a for a in choices if a not in node.children]
            for a in choices:
                child = node.children.get(a)
                if child is not None:
                    child.avail += 1
            if untried:
                hint = self._policy_hint(game, untried)
                action = hint if hint is not None else untried[self.rng.randrange(len(untried))]
                child = node.children[action] = _Node(player)
                game.apply(action)
                path.append(child)
                return path

            children = node.children

            def ucb(a: A.Action, children: dict[A.Action, _Node] = children) -> float:
                ch = children[a]
                return ch.value / ch.visits + c * math.sqrt(math.log(max(ch.avail, 1)) / ch.visits)

            action = max(choices, key=ucb)
            node = node.children[action]
            game.apply(action)
            path.append(node)

    def _policy_hint(self, game: Any, untried: list[A.Action]) -> A.Action | None:
        """Try first what the policy would do: the tree then starts from a sensible line."""
        p = game.decision.player
        a = BasicPlayer(0).choose(game.view(p), game.decision)  # reads the game, changes nothing
        return a if a in untried else None

    def _horizon(self, turn: int) -> int:
        """The turn at whose beginning playouts stop: two turns on, or the end of a puzzle (up to
        one more turn: a puzzle's goal is judged at its end, and a blocker lost now may be
        the one missing two turns later)."""
        horizon = turn + self.settings.horizon_turns
        return horizon if self.objective is None else min(horizon + 1, self.objective[1])

    def _score(self, game: Any, me: int) -> float:
        """The playout's reward: the evaluation, or for a puzzle's goal, the goal first (a
        position that doesn't meet it scores by the evaluation, in the other half)."""
        value = evaluate(game, me, self.weights)
        if self.objective is None:
            return value
        if self.objective[0] == "win":
            return 1.0 if game.over and game.winner == me else 0.5 * value
        lost = game.over and game.winner is not None and game.winner != me
        return 0.5 * value if lost else 0.5 + 0.5 * value

    def _rollout(self, game: Any, policies: list[BasicPlayer], me: int, turn: int) -> float:
        horizon = self._horizon(turn)
        for _ in range(MAX_ROLLOUT_ACTIONS):
            if game.over or game.turn >= horizon:
                break
            legal = game.legal_actions()
            action = forced_action(game, legal)
            if action is None:
                p = game.decision.player
                action = policies[p].choose(game.view(p), game.decision)
            game.apply(action)
        return self._score(game, me)

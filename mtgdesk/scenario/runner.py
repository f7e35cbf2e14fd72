"""Running a scenario: its actions (``do``), refusals (``error``) and checks (``expect``)."""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from collections.abc import Callable

from ..cards import CardPool, load_pool
from ..engine import DecisionKind, Game, IllegalAction, Step, Zone
from ..engine.decisions import Question
from ..engine.errors import GameOverError
from ..engine import actions as A
from ..engine.events import StepBegan
from .loader import Scenario, ScenarioError, StepSpec, load_scenario
from .refs import (ALL_ZONES, find_objects, parse_ref, player_ref,
                   source_name, split_list)
from .checks import check, orders_library
from .setup import build_game

MAX_PASSES = 5000  # how many actions ``advance`` and ``resolve`` may take


@dataclass
class Failure:
    """One failure: the file, the line, the step number, what was expected, what was found."""

    file: str
    line: int | None
    step: int | None
    expected: str
    found: str

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}" if self.line else self.file
        if self.step is None:
            return f"{where}: {self.found}"
        return f"{where}: step {self.step}: expected {self.expected}; found {self.found}"


_ANY_ZONE_BUT_STACK = (Zone.HAND, Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.LIBRARY, Zone.EXILE)
_MANA_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G", "colorless": "C"}


class StepFailed(Exception):
    """The action of a step could not be carried out as written."""


def rule_matches(expected: str, actual: str) -> bool:
    """A rule number matches itself and its subrules: 305.2 accepts 305.2b, 305 accepts 305.1."""
    if actual == expected:
        return True
    if not actual.startswith(expected):
        return False
    rest = actual[len(expected):]
    return rest[0].isalpha() or (rest[0] == "." and "." not in expected)


# ---------------------------------------------------------------------- actions

_PLAYER_ACTION = re.compile(r"^(A|B)\s*:\s*(.+)$")


class Actor:
    """Carries out one ``do`` line against a game, as a sequence of engine actions."""

    def __init__(self, game: Game) -> None:
        self.game = game
        # The cards named so far for a discard written over several lines (``discard``): the
        # decision and the cards; kept from one line to the next only.
        self._named: tuple[Any, tuple[int, ...]] | None = None
        self._named_before: tuple[Any, tuple[int, ...]] | None = None
        # The position as the line began, and the actions carried out since (``apply``).
        self.start: Game | None = None
        self.applied: list[A.Action] = []

    def apply(self, action: A.Action) -> list[Any]:
        """Apply one engine action; a refusal must leave the state as it was (CR 726).

        Nothing is copied before each action (a line may hold a hundred, and a copy costs the
        whole battlefield): after a refusal, the line is played again from the copy taken as it
        began (``start``) and the two positions are compared."""
        try:
            events = self.game.apply(action)
        except IllegalAction:
            if not self._unchanged():
                raise StepFailed(f"the refused action {action} changed the game") from None
            raise
        self.applied.append(action)
        return events

    def _unchanged(self) -> bool:
        """Whether the game is where the actions of this line taken so far lead (the game is
        deterministic for its seed)."""
        if self.start is None:
            return True
        probe = self.start.clone()
        for action in self.applied:
            probe.apply(action)
        return probe.state() == self.game.state()

    def _pass(self, player: int) -> list[Any]:
        """Pass priority for the player who has it (``advance``, ``resolve``): never refused."""
        action = A.PassPriority(player)
        events = self.game.apply(action)
        self.applied.append(action)
        return events

    def run(self, text: str) -> None:
        """Carry out one line; the position before it is kept in ``start``."""
        self._named_before, self._named = self._named, None
        self.start = self.game.clone()
        self.applied = []
        t = text.strip()
        if t == "resolve":
            return self.resolve()
        m = re.fullmatch(r"advance to (\w+)(?: of (A|B))?", t)
        if m:
            return self.advance(m.group(1), None if m.group(2) is None else "AB".index(m.group(2)))
        m = _PLAYER_ACTION.match(t)
        if not m:
            raise StepFailed(f"can't read action {text!r}")
        p = "AB".index(m.group(1))
        rest = m.group(2).strip()
        for pattern, handler in self._handlers():
            mm = re.fullmatch(pattern, rest)
            if mm:
                handler(p, *mm.groups())
                return
        raise StepFailed(f"unknown action {rest!r}")

    def _handlers(self) -> list[tuple[str, Callable[..., Any]]]:
        return [
            (r"pass", lambda p: self.apply(A.PassPriority(p)) and None),
            (r"keep", lambda p: self.apply(A.Keep(p)) and None),
            (r"mulligan", lambda p: self.apply(A.Mulligan(p)) and None),
            (r"play (.+)", self.play),
            (r"cast (.+?)(?: targeting (.+?))?(?: x (\d+))?(?: choosing (.+?))?", self.cast),
            (r"activate (.+?)(?: ability (\d+))?(?: targeting (.+?))?(?: x (\d+))?(?: choosing (.+?))?", self.activate),
            (r"attack with (.+)", self.attack),
            (r"block with nothing|done blocking", self.finish_blocking),
            (r"block (.+?) with (.+)", self.block),
            (r"choose (.+)", self.choose),
            (r"discard (.+)", self.discard),
            (r"assign (.+)", self.assign),
            (r"order (.+)", self.order),
        ]

    # -- helpers

    def _try_each(self, ids: list[int], make: Callable[[int], list[A.Action]], what: str) -> None:
        """Try the action on each candidate object in order; the first one allowed is used."""
        if not ids:
            raise StepFailed(f"no {what}")
        first_error: IllegalAction | None = None
        for oid in ids:
            actions = make(oid)
            # A refused action leaves the game as it was (``apply`` checks it): only a sequence
            # of several needs a copy to go back to.
            snapshot = self.game.clone() if len(actions) > 1 else None
            done = len(self.applied)
            try:
                for action in actions:
                    self.apply(action)
                return
            except IllegalAction as exc:
                if first_error is None:
                    first_error = exc
                if snapshot is not None:
                    self.game.restore(snapshot)
                    del self.applied[done:]
        assert first_error is not None
        raise first_error

    def _finish_casting(self, p: int, targets: str | None, x: str | None, choosing: str | None,
                        casting: int | None = None) -> None:
        """Answer the decisions of CR 601.2b-h: X, targets, a choice, then automatic payment."""
        g = self.game
        used_targets = used_x = used_choice = False
        if casting is None:
            casting = g.casting.object_id if g.casting is not None else None
        for _ in range(20):
            if g.over or g.casting is None or g.casting.object_id != casting:
                break  # done, or another object (a trigger) is being put on the stack
            d = g.decision
            if d.kind is DecisionKind.CHOICE and d.question is Question.X:
                if x is None:
                    raise StepFailed("the spell or ability has X: give 'x N'")
                self.apply(A.ChooseX(p, int(x)))
                used_x = True
            elif d.kind is DecisionKind.TARGETS:
                if targets is None and not all(None in o for o in d.options):
                    raise StepFailed("the spell or ability has targets: give 'targeting ...'")
                # "up to N" without 'targeting': zero targets (CR 601.2c, 115.6).
                self.apply(A.ChooseTargets(p, self._targets(targets or "", d.options)))
                used_targets = targets is not None
            elif d.kind is DecisionKind.CHOICE:
                if choosing is None or used_choice:
                    break  # the casting stops at the choice; 'A: choose ...' answers it (SCENARIOS.md)
                self.apply(A.ChooseOption(p, self._option(choosing, d)))
                used_choice = True
            elif d.kind is DecisionKind.PAY:
                self.apply(A.PayAuto(p))
            else:
                break
        if targets is not None and not used_targets:
            raise StepFailed("'targeting' given, but nothing asked for targets")
        if x is not None and not used_x:
            raise StepFailed("'x' given, but nothing has X")
        if choosing is not None and not used_choice and g.decision.kind is DecisionKind.CHOICE \
                and g.decision.player == p:
            self.apply(A.ChooseOption(p, self._option(choosing, g.decision)))

    def _targets(self, text: str, options: tuple[tuple[Any, ...], ...]) -> tuple[Any, ...]:
        """The targets named, in order; optional ones not named are left out (None). Too many
        or too few are handed to the engine as they are, so that it says which rule they break."""
        parts = split_list(text)
        out: list[Any] = []
        used: set[Any] = set()
        memo: dict[Any, list[int]] = {}  # choosing targets changes no name
        for k, part in enumerate(parts):
            legal = options[k] if k < len(options) else ()
            pr = player_ref(part)
            if pr is not None:
                out.append(pr)
                continue
            ids = find_objects(self.game, part,
                               zones=(Zone.BATTLEFIELD, Zone.STACK, Zone.GRAVEYARD, Zone.HAND, Zone.EXILE), memo=memo)
            if not ids:
                raise StepFailed(f"no {part!r} to target")
            fitting = [i for i in ids if i in legal and i not in used] or [i for i in ids if i in legal]
            pick = (fitting or ids)[0]  # an illegal one, so that the engine says why
            used.add(pick)
            out.append(pick)
        for k in range(len(parts), len(options)):
            if None in options[k]:
                out.append(None)  # "up to N": fewer may be chosen
        return tuple(out)

    def _option(self, text: str, d: Any) -> Any:
        t = text.strip()
        low = t.lower()
        options = d.options
        if low in ("nothing", "none"):
            return None  # where it isn't an option (a search that must find, CR 701.19c), the engine says why
        if low in ("yes", "no"):
            if low == "no" and False not in options and None in options:
                return None  # "you may sacrifice an artifact": declining is choosing nothing
            return low == "yes"
        if re.fullmatch(r"-?\d+", t):
            n = int(t)
            if n in options or not any(isinstance(o, int) and not isinstance(o, bool) and o in self.game.objects
                                       for o in options):
                return n
        pr = player_ref(t)
        if pr is not None:
            return pr
        for o in options:
            if isinstance(o, str) and o.lower() == low:
                return o
        base = parse_ref(t)[1].casefold()
        for o in options:
            # A replacement effect (CR 616.1) is named by its source; a waiting trigger likewise.
            if getattr(o, "source_name", None) is not None and o.source_name.casefold() == base:
                return o
        colours = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
        if low in colours:
            return colours[low]
        fitting = [i for zone in ALL_ZONES for i in find_objects(self.game, t, zones=(zone,)) if i in options]
        if fitting:
            return fitting[0]
        ids = find_objects(self.game, t)
        if ids:
            return ids[0]  # not an option: the engine says why
        raise StepFailed(f"{t!r} is not one of the options")

    # -- the actions

    def play(self, p: int, card: str) -> None:
        ids = find_objects(self.game, card, zones=(Zone.HAND,), controller=p)
        if not ids:
            ids = find_objects(self.game, card, zones=_ANY_ZONE_BUT_STACK)
        self._try_each(ids, lambda oid: [A.PlayLand(p, oid)], f"{card!r} to play")

    def cast(self, p: int, card: str, targets: str | None, x: str | None, choosing: str | None) -> None:
        ids = find_objects(self.game, card, zones=(Zone.HAND,), controller=p)
        if not ids:
            ids = find_objects(self.game, card, zones=_ANY_ZONE_BUT_STACK)
        snapshot = self.game.clone()
        self._try_each(ids, lambda oid: [A.CastSpell(p, oid)], f"{card!r} in {'AB'[p]}'s hand")
        try:
            self._finish_casting(p, targets, x, choosing)
        except (IllegalAction, StepFailed):
            self.game.restore(snapshot)
            raise

    def activate(self, p: int, card: str, ability: str | None, targets: str | None, x: str | None,
                 choosing: str | None = None) -> None:
        index = int(ability) - 1 if ability else 0
        ids = find_objects(self.game, card, zones=(Zone.BATTLEFIELD,), controller=p)
        if not ids:
            ids = find_objects(self.game, card, zones=(Zone.BATTLEFIELD,))
        if not ids:
            # A card in another zone with an ability usable there (CR 113.6k: "Return ~ from your
            # graveyard"); without a number, the first ability that functions in that zone.
            ids = find_objects(self.game, card, zones=(Zone.GRAVEYARD,), controller=p)
            if ids and not ability:
                index = next((i for i, ab in enumerate(self.game.characteristics(ids[0]).activated)
                              if ab.zone == Zone.GRAVEYARD.value), 0)
        snapshot = self.game.clone()
        colour = _MANA_WORDS.get((choosing or "").strip().lower())
        if colour is not None and ids and self._is_mana_ability(ids[0], index):
            # The colour of mana a mana ability adds is chosen as it is activated (CR 106.1, 605.3b).
            self._try_each(ids, lambda oid: [A.ActivateAbility(p, oid, index, colour)], f"{card!r} on the battlefield")
            return
        self._try_each(ids, lambda oid: [A.ActivateAbility(p, oid, index)], f"{card!r} on the battlefield")
        try:
            self._finish_casting(p, targets, x, choosing)
        except (IllegalAction, StepFailed):
            self.game.restore(snapshot)
            raise

    def _is_mana_ability(self, obj_id: int, index: int) -> bool:
        abilities = self.game.characteristics(obj_id).activated
        return 0 <= index < len(abilities) and abilities[index].is_mana

    def attack(self, p: int, cards: str) -> None:
        snapshot = self.game.clone()
        try:
            if cards.strip() != "nothing":
                used: set[int] = set()
                memo: dict[Any, list[int]] = {}  # declaring attackers changes no name
                for part in split_list(cards):
                    ids = [i for i in find_objects(self.game, part, zones=(Zone.BATTLEFIELD,), controller=p,
                                                   memo=memo) if i not in used]
                    if not ids:
                        ids = [i for i in find_objects(self.game, part, zones=(Zone.BATTLEFIELD,), memo=memo)
                               if i not in used]
                    if not ids:
                        raise StepFailed(f"no {part!r} on the battlefield")
                    self._try_each(ids, lambda oid: [A.DeclareAttacker(p, oid)], part)
                    used.add(self.game.combat.attackers[-1])
            self.apply(A.FinishAttackers(p))
        except (IllegalAction, StepFailed):
            self.game.restore(snapshot)
            raise

    def _to_blockers(self) -> None:
        """A block written right after the attack: everyone passes in the declare attackers
        step first (with an empty stack), as ``advance to blockers`` would."""
        g = self.game
        if g.step is Step.ATTACKERS and g.decision.kind is DecisionKind.PRIORITY and not g.stack:
            self.advance("blockers", None)

    def finish_blocking(self, p: int) -> None:
        self._to_blockers()
        self.apply(A.FinishBlockers(p))

    def block(self, p: int, attacker: str, blockers: str) -> None:
        self._to_blockers()
        g = self.game
        if g.combat is None:
            raise IllegalAction("509.1", "not_declaring_blockers")
        attackers = [i for i in find_objects(g, attacker, zones=(Zone.BATTLEFIELD,)) if i in g.combat.attackers]
        if not attackers:
            attackers = find_objects(g, attacker, zones=(Zone.BATTLEFIELD,))
        if not attackers:
            raise StepFailed(f"no attacking {attacker!r}")
        snapshot = g.clone()
        memo: dict[Any, list[int]] = {}  # declaring blockers changes no name
        try:
            for part in split_list(blockers):
                taken = {b for b, _ in g.combat.blocks}
                ids = [i for i in find_objects(g, part, zones=(Zone.BATTLEFIELD,), controller=p, memo=memo)
                       if i not in taken]
                if not ids:
                    ids = find_objects(g, part, zones=(Zone.BATTLEFIELD,), memo=memo)
                self._try_each(ids, lambda oid: [A.DeclareBlocker(p, oid, attackers[0])], f"{part!r} to block with")
        except (IllegalAction, StepFailed):
            g.restore(snapshot)
            raise

    def choose(self, p: int, option: str) -> None:
        d = self.game.decision
        if d.kind is DecisionKind.CHOICE and d.question is Question.BOTTOM:
            ids: list[int] = []
            for part in split_list(option):
                cands = [i for i in find_objects(self.game, part, zones=(Zone.HAND,), controller=p) if i not in ids]
                if not cands:
                    raise StepFailed(f"no {part!r} in hand")
                ids.append(cands[0])
            self.apply(A.PutOnBottom(p, tuple(ids)))
            return
        casting = self.game.casting.object_id if self.game.casting is not None else None
        if d.kind is DecisionKind.TARGETS:
            self.apply(A.ChooseTargets(p, self._targets(option, d.options)))
            self._finish_casting(p, None, None, None, casting)
            return
        if d.kind is DecisionKind.CHOICE and d.question is Question.X:
            if not re.fullmatch(r"-?[0-9]+", option.strip()):
                raise StepFailed(f"X is a number, not {option!r}")
            self.apply(A.ChooseX(p, int(option)))
            self._finish_casting(p, None, None, None, casting)
            return
        if d.kind is DecisionKind.CHOICE and d.question in (Question.SEARCH_CARDS, Question.ORDER_BOTTOM) \
                and "," in option:
            # Several cards asked one at a time ("search for three cards", "in any order"): a list
            # answers them in a row, like a discard of several cards.
            for part in split_list(option):
                self.apply(A.ChooseOption(p, self._option(part, self.game.decision)))
            return
        if d.kind is DecisionKind.CHOICE and d.question is Question.PLAYER and len(d.options) == 1 \
                and player_ref(option.strip()) is None:
            # "Choose an opponent and a card name" with one opponent: a file that names only the
            # card answers the single-answer question with its only answer first.
            self.apply(A.ChooseOption(p, d.options[0]))
            d = self.game.decision
        parts = split_list(option)
        if len(parts) > 1 and d.kind is DecisionKind.CHOICE and not find_objects(self.game, option.strip()):
            # "A: choose Mountain, Mountain": the answers to that player's questions in a row
            # (permanents to sacrifice one at a time), as one step.
            snapshot = self.game.clone()
            try:
                for part in parts:
                    d = self.game.decision
                    if d.kind is not DecisionKind.CHOICE or d.player != p:
                        raise StepFailed(f"{'AB'[p]} owes no choice for {part!r}")
                    self.apply(A.ChooseOption(p, self._option(part, d)))
            except (IllegalAction, StepFailed):
                self.game.restore(snapshot)
                raise
            return
        self.apply(A.ChooseOption(p, self._option(option, d)))
        if casting is not None and self.game.casting is not None and self.game.casting.object_id == casting:
            self._finish_casting(p, None, None, None, casting)  # then it goes on, paying automatically

    def order(self, p: int, names: str) -> None:
        """The order of simultaneous triggers (CR 603.3b), named by their sources (by the names
        they have now): the first named goes on the stack first, the last named is on top. Or
        the order of cards put on top or at the bottom of a library "in any order"
        (``_order_library``)."""
        g = self.game
        if orders_library(g.decision):
            return self._order_library(p, names)
        snapshot = g.clone()
        try:
            for part in split_list(names):
                d = g.decision
                if d.kind is not DecisionKind.ORDER or d.player != p:
                    break  # the rest go on the stack in the order left
                base = parse_ref(part)[1].casefold()
                fitting = [t for t in d.options
                           if source_name(g, t.source, t.source_name).casefold() == base]
                if not fitting:
                    raise StepFailed(f"no waiting trigger of {part!r} to order")
                self.apply(A.ChooseOption(p, fitting[0]))
        except (IllegalAction, StepFailed):
            g.restore(snapshot)
            raise

    def _order_library(self, p: int, names: str) -> None:
        """Cards put on top or at the bottom of a library in any order (Index, Sage Aven,
        Teferi's Puzzle Box), named from the top of the library down; cards left unnamed go
        below the named ones, in the order they are offered. The engine asks for them one at a
        time: the top card first for the top of the library, the lowest first for the bottom
        (where only identical cards are left, it asks no more)."""
        g = self.game
        d = g.decision
        cards = list(d.options)
        parts = split_list(names)
        if len(parts) > len(cards):
            raise StepFailed(f"{len(parts)} cards named, but {len(cards)} to order")
        chosen: list[int] = []
        memo: dict[Any, list[int]] = {}  # ordering changes no name
        for part in parts:
            fitting = [i for i in find_objects(g, part, zones=(Zone.HAND, Zone.LIBRARY), memo=memo)
                       if i in cards and i not in chosen]
            if not fitting:
                raise StepFailed(f"no {part!r} among the cards to order")
            chosen.append(fitting[0])
        chosen += [c for c in cards if c not in chosen]
        if d.question is Question.ORDER_BOTTOM:
            chosen.reverse()  # asked lowest first
        question = d.question
        snapshot = g.clone()
        try:
            for n, card in enumerate(chosen):
                d = g.decision
                if n and (d.kind is not DecisionKind.CHOICE or d.question is not question or d.player != p):
                    break  # the rest are in the order left
                self.apply(A.ChooseOption(p, card))  # the first by the player who owes it, or refused
        except (IllegalAction, StepFailed):
            g.restore(snapshot)
            raise

    def discard(self, p: int, cards: str) -> None:
        """The cards to discard. A discard of more cards than one line may name (100) is written
        on several lines in a row: the cards named so far are kept until all are named, the
        decision still owed (SCENARIOS.md, "Sizes that are valid")."""
        g = self.game
        d = g.decision
        options = set(d.options) if d.kind is DecisionKind.DISCARD else set()
        earlier = self._named_before
        ids: list[int] = list(earlier[1]) if earlier is not None and earlier[0] == d else []
        used = set(ids)
        # Each name's candidates are found once per line (a line may name the same card 100 times).
        found: dict[str, list[int]] = {}
        memo: dict[Any, list[int]] = {}
        for part in split_list(cards):
            cands = found.get(part)
            if cands is None:
                here = find_objects(g, part, zones=(Zone.HAND,), memo=memo)
                mine = set(find_objects(g, part, zones=(Zone.HAND,), controller=p, memo=memo))
                # those the decision offers first; then that player's others, for the engine to refuse
                cands = found[part] = [i for i in here if i in options] + [i for i in here
                                                                           if i not in options and i in mine]
            while cands and cands[0] in used:
                cands.pop(0)
            if not cands:
                raise StepFailed(f"no {part!r} in {'AB'[p]}'s hand")
            ids.append(cands[0])
            used.add(cands[0])
        if d.kind is DecisionKind.DISCARD and d.player == p and len(ids) < d.count:
            self._named = (d, tuple(ids))  # the rest on the next line
            return
        if d.kind is DecisionKind.DISCARD and 0 < d.count < len(ids) and self._discard_in_a_row(p, ids):
            return
        self.apply(A.Discard(p, tuple(ids)))

    def _discard_in_a_row(self, p: int, ids: list[int]) -> bool:
        """More cards named than the decision asks for: the answers to several discard decisions
        of that player in a row (SCENARIOS.md). False, with the game as it was, if no further
        discard decision takes the rest (the engine then refuses the whole list)."""
        g = self.game
        snapshot = g.clone()
        done = len(self.applied)
        rest = list(ids)
        while rest:
            d = g.decision
            if d.kind is not DecisionKind.DISCARD or d.player != p or d.count <= 0:
                g.restore(snapshot)
                del self.applied[done:]
                return False
            if len(rest) < d.count:
                self._named = (d, tuple(rest))  # the rest on the next line
                return True
            self.apply(A.Discard(p, tuple(rest[:d.count])))
            rest = rest[d.count:]
        return True

    def assign(self, p: int, text: str) -> None:
        d = self.game.decision
        pairs: list[tuple[Any, int]] = []
        memo: dict[Any, list[int]] = {}
        for part in split_list(text):
            m = re.fullmatch(r"(\d+) to (.+)", part)
            if not m:
                raise StepFailed(f"can't read assignment {part!r} (expected 'N to CARD')")
            pr = player_ref(m.group(2))
            if pr is not None:
                pairs.append((pr, int(m.group(1))))
                continue
            ids = find_objects(self.game, m.group(2), zones=(Zone.BATTLEFIELD,), memo=memo)
            fitting = [i for i in ids if i in d.options]
            if not (fitting or ids):
                raise StepFailed(f"no {m.group(2)!r} on the battlefield")
            pairs.append(((fitting or ids)[0], int(m.group(1))))
        attacker = d.get("attacker")
        if attacker is None:
            raise IllegalAction("510.1", "not_assigning_damage")
        self.apply(A.AssignCombatDamage(p, attacker, tuple(pairs)))

    def resolve(self) -> None:
        g = self.game
        if not g.stack:
            raise StepFailed("resolve: the stack is empty")
        top = g.stack[-1]
        for _ in range(MAX_PASSES):
            if g.over or top not in g.stack:
                return
            d = g.decision
            if d.kind is not DecisionKind.PRIORITY:
                return  # a decision other than priority stops it early
            self._pass(d.player)
        raise StepFailed("resolve: the stack did not resolve")

    def advance(self, step_name: str, of: int | None) -> None:
        g = self.game
        try:
            target = Step(step_name)
        except ValueError:
            raise StepFailed(f"unknown step {step_name!r}") from None
        reached = False
        for _ in range(MAX_PASSES):
            if g.over:
                return
            d = g.decision
            if reached:
                return
            if d.kind is DecisionKind.PRIORITY:
                events = self._pass(d.player)
            elif d.kind is DecisionKind.ATTACKERS:
                events = self.apply(A.FinishAttackers(d.player))
            elif d.kind is DecisionKind.BLOCKERS:
                events = self.apply(A.FinishBlockers(d.player))
            else:
                return  # another decision stops it early
            for ev in events:
                if isinstance(ev, StepBegan) and ev.step == target.value and (of is None or ev.active == of):
                    reached = True
        raise StepFailed(f"advance: never reached {step_name}")


# ---------------------------------------------------------------------- checks

# ---------------------------------------------------------------------- running

def run_scenario(sc: Scenario, pool: CardPool | None = None) -> list[Failure]:
    """Run every step; stop at the first step that fails. Returns the failures."""
    try:
        game = build_game(sc, pool or load_pool())
    except ScenarioError as exc:
        return [Failure(exc.file, exc.line, None, "", exc.problem)]
    if not sc.steps and sc.puzzle is None:  # an empty file passes nothing; a puzzle has no steps
        return [Failure(sc.file, None, None, "",
                        "the scenario has no steps: write at least one [[step]] with do or expect")]
    actor = Actor(game)
    for st in sc.steps:
        failures = _run_step(sc, actor, st)
        if failures:
            return failures
    return []


def _describe_refusal(exc: IllegalAction) -> str:
    return f"a refusal citing {exc.rule} ({exc.message})"


def _run_step(sc: Scenario, actor: Actor, st: StepSpec) -> list[Failure]:
    g = actor.game
    table = f"step#{st.index}"
    do_line = sc.lines.key_line(table, "do") if sc.lines else st.line

    def f(expected: str, found: str) -> list[Failure]:
        return [Failure(sc.file, do_line, st.index, expected, found)]

    if st.do is not None and g.over:
        return f(f"{st.do!r} to be carried out", "the game is over (CR 104): no action can be taken")
    if st.do is not None:
        try:
            actor.run(st.do)
        except IllegalAction as exc:
            if st.error is None:
                return f(f"{st.do!r} to be carried out", _describe_refusal(exc))
            if not any(rule_matches(e, exc.rule) for e in st.error):
                return f(f"{st.do!r} refused citing {' or '.join(st.error)}", _describe_refusal(exc))
            # Each refused engine action left the game as it was (``Actor.apply``); a step's
            # own moves before it (the passes of a block written after the attack) are taken back.
            if actor.start is not None:
                g.restore(actor.start)
        except StepFailed as exc:
            return f(f"{st.do!r} to be carried out", str(exc))
        except GameOverError:  # the game ended part-way through the action
            return f(f"{st.do!r} to be carried out", "the game ended before the action was done (CR 104)")
        except ScenarioError as exc:
            return f(f"{st.do!r} to be carried out", exc.problem)
        else:
            if st.error is not None:
                return f(f"{st.do!r} refused citing {' or '.join(st.error)}", "it was carried out")
    out: list[Failure] = []
    for chk in st.expect:
        found = check(g, chk)
        if found is not None:
            line = sc.lines.string_line(table, chk) if sc.lines else st.line
            out.append(Failure(sc.file, line, st.index, repr(chk), found))
    return out


def run_file(path: str | Path) -> list[Failure]:
    """Load and run one scenario file; a malformed file is a failure naming its line."""
    try:
        sc = load_scenario(path)
    except ScenarioError as exc:
        return [Failure(exc.file, exc.line, None, "", exc.problem)]
    return run_scenario(sc)

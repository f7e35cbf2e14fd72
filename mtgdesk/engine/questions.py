"""A question asked in the middle of an action, and the action carried out again with its answer.

A rules procedure asks a player to choose where the rules say so: a choice made while a spell or
ability resolves (CR 608.2d), the cards to discard (701.9), the order of replacement effects that
would apply to one event (616.1), a choice in a turn-based action (the division of combat damage,
510.1c-510.1d; a replacement of the draw, 504.1, 614.11). It asks with ``Game.ask`` (``ask``): the
first time, the action stops where it stands and the game waits in the position reached, the
question its decision, an ``AskFrame`` on top of ``game.frames``; answered (``answer``), the
action is carried out again (``carry_out``) from the position before it, with the answers given
so far. The game is deterministic for its seed, so a game is always its seed and its actions, and
an illegal answer leaves the game exactly as it was (CR 726: an illegal action is taken back).

``Game.apply`` carries every action out here; the game stands above this module and passes
itself in (its type only is imported, for checking).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import actions as A
from . import events as E
from . import fastpaths
from . import answers as _answers
from . import replacement as _replacement
from .decisions import Decision, DecisionKind, Question
from .errors import IllegalAction
from .handlers import HANDLERS, RESUMES

if TYPE_CHECKING:
    from .game import Game

_NO_ANSWERS: list[Any] = []  # never added to: ``ask`` only takes from a non-empty list


class _Ask(Exception):
    """A rules procedure asks a question (``Game.ask``): the action is taken back until it is
    answered."""

    def __init__(self, decision: Decision) -> None:
        super().__init__(decision)
        self.decision = decision


class AskFrame:
    """A question asked in the middle of ``action`` (a player's action, or a step's turn-based
    action resumed after a checkpoint): the answers given so far, the position to carry the
    action out again from (a snapshot, never changed: ``restore`` copies it) and how many of the
    events it causes from there were reported when the question was asked."""

    __slots__ = ("action", "answers", "snapshot", "skip")

    def __init__(self, action: Any, answers: tuple[Any, ...], snapshot: "Game", skip: int) -> None:
        self.action = action
        self.answers = answers
        self.snapshot = snapshot
        self.skip = skip

    def copy(self) -> "AskFrame":
        return self  # immutable

    def state(self) -> tuple[Any, ...]:
        return ("ask", self.action, self.answers, self.snapshot.state(), self.skip)


def ask(game: "Game", player: int, kind: DecisionKind, question: Question, options: tuple[Any, ...],
        count: int = 1, **data: Any) -> Any:
    """Ask ``player`` a question in the middle of any rules procedure and return the answer:
    the one way a rules procedure asks (issue 31).

    The procedure is the action being applied: the first time, the question stops it where
    it stands, and the game waits in the position reached (the card drawn by "draw a card,
    then discard a card" is in the hand), the question its decision; its options are the ones
    offered from that position. Once it is answered, the action is carried out again from the
    position before it (``apply`` took a snapshot, kept on the question's ``AskFrame``) with
    the answers given so far, and this call returns the answer, checked against the options
    the procedure offers as it is carried out again (``answers.answer_refusal``): the game is
    deterministic for its seed, so a game is always its seed and its actions. The answer is
    one of the ``options`` (``ChooseOption``), or, for a discard (``DecisionKind.DISCARD``,
    CR 701.9), ``count`` different cards among them. A question with a single option is still
    asked (SCENARIOS.md)."""
    answers = game._answers
    d = Decision(player, kind, question, options, count, tuple(sorted(data.items())))
    if answers:
        answer = answers.pop(0)
        refusal = _answers.answer_refusal(d, answer)
        if refusal is not None:
            raise refusal  # carried out again differently (a determinized game): not this answer
        return answer
    raise _Ask(d)


def ask_again(game: "Game", frame: AskFrame, start: "Game") -> None:
    """Carry out again, from this position (``start``, a position like the one ``frame``
    keeps, made afresh: a determinized game, ``determinize.py``), the action a question was
    asked in, with the answers given before it: the question is asked again (or, where the
    position differs, whatever the action now asks or does)."""
    carry_out(game, frame.action, frame.answers, skip=frame.skip, snapshot=start)


def checkpoint(game: "Game", resume: Any) -> None:
    """A turn-based action that may ask a question is about to be performed in the step that
    has just begun (combat damage, CR 510.1-510.2; the draw, 504.1): a question asked from
    here is answered by carrying the rest out again from this point (``resume``), rather than
    the whole action under way from the position before it."""
    game._checkpoint = (game.snapshot(), resume, tuple(game._answers), len(game._events))


def _forget_checkpoint(game: "Game") -> None:
    # A function, not an assignment in ``carry_out``: after ``game._checkpoint = None`` there,
    # mypy (and so mypyc, with a run-time check) would take the attribute for None when it is
    # read back after a question.
    game._checkpoint = None


def answer(game: "Game", frame: AskFrame, action: A.Action) -> list[E.Event]:
    """The answer to the question ``ask`` asked in the middle of ``frame.action``: checked
    against the question (``answers.answer_to_question``: one pick of several is kept on the
    decision until the choice is whole), then that action is carried out again, from the
    position before it, with the answers given so far."""
    given = _answers.answer_to_question(game, action)
    if given is _answers.NOT_YET:
        return []
    game.frames.pop()
    game.restore(frame.snapshot)
    try:
        return carry_out(game, frame.action, frame.answers + (given,), skip=frame.skip,
                         snapshot=frame.snapshot)
    except IllegalAction:
        # Carried out again, the procedure offered other options (only in a determinized
        # game, whose hidden cards differ): back to the question, the game as it was.
        observers, game._observers = game._observers, []
        try:
            game.restore(frame.snapshot)
            carry_out(game, frame.action, frame.answers, skip=frame.skip, snapshot=frame.snapshot)
        finally:
            game._observers = observers
        raise


def carry_out(game: "Game", action: Any, answers: tuple[Any, ...], listed: A.Action | None = None,
              skip: int = 0, snapshot: "Game | None" = None) -> list[E.Event]:
    """Carry ``action`` out and run the game on (a player's action, or what resumes a
    turn-based action after a checkpoint: ``RESUMES``). ``listed`` is the action itself when it is
    one of the actions listed for this decision: its handler may then skip the refusal checks
    the listing made in this very position (``Game._listed``, a fast path). Carried out again
    after a question (``answers``), from ``snapshot``, the position before it: its first
    ``skip`` events were reported when the question was asked, and are not reported again.

    A question asked on the way (``ask``) leaves the game in the position reached, the
    question its decision, an ``AskFrame`` on top of ``frames`` (the snapshot to carry the
    action out again from); the events so far are reported."""
    if snapshot is None and (answers or ((game.stack or game.replacements or game._static_ids is None
                                          or game._static_ids) and may_ask(game))):
        snapshot = game.snapshot()
    game._events = []
    game._legal = game._useful = None
    game._answers = list(answers) if answers else _NO_ANSWERS
    game._listed = listed if fastpaths.ENABLED else None
    _forget_checkpoint(game)
    try:
        handler = HANDLERS.get(type(action))
        (handler or RESUMES[type(action)])(game, action)
        game.proceed()
    except _Ask as asked:
        reached = len(game._events)
        checkpoint = game._checkpoint
        if checkpoint is not None:
            # Asked after a checkpoint (a step's turn-based action, ``checkpoint``): carried
            # out again from there, what happened before it done.
            back, resume, left, done = checkpoint
            frame = AskFrame(resume, left, back, reached - done)
        else:
            if snapshot is None:
                raise RuntimeError("a rules procedure asked a question where no snapshot was taken") from None
            frame = AskFrame(action, answers, snapshot, reached)
        game.frames.append(frame)
        game.pending = game.decision = asked.decision
    finally:
        game._answers = _NO_ANSWERS
        game._legal = game._useful = None
        game._listed = None
        _forget_checkpoint(game)
    events = game._events[skip:] if skip else game._events
    game._events = []
    for obs in game._observers:
        for ev in events:
            obs(ev)
    return events


def may_ask(game: "Game") -> bool:
    """Whether the next action might ask a question in the middle (``ask``): some object on
    the stack may, or two replacement effects may apply to one event (CR 616.1)."""
    objects = game.objects
    for i in game.stack:
        if objects[i].card.asks:
            return True
    if not game.replacements and not game.static_sources():
        return False
    return _replacement.may_need_choice(game)

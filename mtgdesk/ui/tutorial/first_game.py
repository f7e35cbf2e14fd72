"""A first game with hints (Learn to play): a real game with two simple preconstructed decks
against the easy computer player, where the table points out, once each, what the player meets
for the first time: a land to play, a creature to cast, an attack, a block, a spell of the
computer's on the stack, an instant that can be cast now. A hint met is recorded with the lessons
(``progress``, as "met-block"...) and not shown again, in this game or another.
"""
from __future__ import annotations

import random
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QTimer

from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import DecisionKind


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    return text


FIRST_GAME_DECK = "Green Stompers"
FIRST_GAME_OPPONENT = "Goblin Raid"
FIRST_GAME_LEVEL = "easy"

#: (key, what it says), in the order they are looked for.
HINTS: tuple[tuple[str, str], ...] = (
    ("land", QT_TRANSLATE_NOOP("FirstGame", "You may play one land in each of your turns: click a land in your "
                               "hand, or drag it onto the table. Lands make the mana that pays for everything.")),
    ("creature", QT_TRANSLATE_NOOP("FirstGame", "You have the mana for a creature: click it in your hand to cast "
                                   "it. It can attack from your next turn on.")),
    ("attack", QT_TRANSLATE_NOOP("FirstGame", "Your creatures may attack: click those that attack, then confirm. "
                                 "Those the computer doesn't block deal their power in damage to it.")),
    ("block", QT_TRANSLATE_NOOP("FirstGame", "You are attacked. To block, click one of your untapped creatures, "
                                "then the attacker it blocks; then confirm. Or confirm with no blocks.")),
    ("stack", QT_TRANSLATE_NOOP("FirstGame", "The computer cast a spell: it waits on the stack (beside the table). "
                                "You may answer with an instant, or pass and let it resolve.")),
    ("instant", QT_TRANSLATE_NOOP("FirstGame", "You can cast an instant now: instants can be cast whenever you "
                                  "have priority, even in the computer's turn.")),
)


def hint_text(text: str) -> str:
    return QCoreApplication.translate("FirstGame", text)


class FirstGameHints(QObject):
    """Watches a game and shows each hint the first time its moment comes (see the module)."""

    def __init__(self, window: Any) -> None:
        from .lesson_table import LessonPanel
        from .progress import finished_lessons

        super().__init__(window.session)  # goes with the game
        self.window = window
        self.session = window.session
        self.bridge = self.session.bridge
        self.met: set[str] = {k[4:] for k in finished_lessons() if k.startswith("met-")}
        self.current: str | None = None
        self.shown: list[str] = []
        self.panel = LessonPanel(window.table)
        side = window.table.splitter.widget(1)
        side.layout().insertWidget(0, self.panel)
        self.panel.rule_button.hide()
        self.panel.again_button.hide()
        self.panel.next_button.clicked.connect(self._dismiss)
        self.bridge.applied.connect(lambda *_: QTimer.singleShot(0, self.look))
        self.retranslate()
        QTimer.singleShot(0, self.look)

    def look(self) -> None:
        """The first hint not met yet whose moment is now, if any."""
        if not shiboken6.isValid(self.panel) or self.bridge.over:
            return
        for key, _text in HINTS:
            if key not in self.met and self._moment(key):
                self._show(key)
                return

    def _moment(self, key: str) -> bool:
        d = self.bridge.decision
        if d.player != 0:
            return False
        game = self.bridge.game
        if key in ("attack", "block"):
            kind = DecisionKind.ATTACKERS if key == "attack" else DecisionKind.BLOCKERS
            declare = A.DeclareAttacker if key == "attack" else A.DeclareBlocker
            return d.kind is kind and any(isinstance(a, declare) for a in self.bridge.legal_actions())
        if d.kind is not DecisionKind.PRIORITY:
            return False
        if key == "stack":
            return bool(game.stack) and self.bridge.controller(game.stack[-1]) == 1
        legal = self.bridge.legal_actions()
        if key == "land":
            return any(isinstance(a, A.PlayLand) for a in legal)
        wanted = "Creature" if key == "creature" else "Instant"
        for a in legal:
            if isinstance(a, A.CastSpell):
                card = self.bridge.card(a.card)
                if card is not None and wanted in card.types and self._affordable(a):
                    return True
        return False

    def _affordable(self, action: A.CastSpell) -> bool:
        """The spell can be cast and paid for now (tried on a copy of the game)."""
        copy = self.bridge.game.clone()
        try:
            copy.apply(action)
            for _ in range(10):
                d = copy.decision
                if copy.casting is None or d.player != 0:
                    return True
                if d.kind is DecisionKind.PAY:
                    copy.apply(A.PayAuto(0))
                elif d.kind is DecisionKind.TARGETS and d.options:
                    copy.apply(A.ChooseTargets(0, (d.options[0],)))
                else:
                    return True
        except Exception:
            return False
        return copy.casting is None

    def _show(self, key: str) -> None:
        from .progress import mark_finished

        self.met.add(key)
        self.current = key
        self.shown.append(key)
        try:
            mark_finished(f"met-{key}")
        except OSError:
            pass  # a full disk: the hint may be shown again another time
        self.retranslate()

    def _dismiss(self) -> None:
        self.current = None
        self.retranslate()
        self.look()

    def retranslate(self) -> None:
        if not shiboken6.isValid(self.panel):
            return
        p = self.panel
        p.title.setText(self.tr("First game"))
        p.goal.setText(self.tr("Goal: win against the computer; hints appear as new things happen"))
        p.next_button.setText(self.tr("Got it"))
        p.step_label.setText("")
        text = dict(HINTS).get(self.current or "")
        p.say.setText(hint_text(text) if text else self.tr("Play as you like: a hint will show here when you "
                                                           "meet something new."))
        p.next_button.setVisible(text is not None)


def start_first_game(window: Any) -> FirstGameHints | None:
    """A new game: the first simple deck against the second, the easy computer player, hints on."""
    from mtgdesk.decks.precons import precons
    from mtgdesk.storage import SavedGame

    from ..table.session import COMPUTER, HUMAN

    decks = {d.name: d for d in precons()}
    mine, theirs = decks.get(FIRST_GAME_DECK), decks.get(FIRST_GAME_OPPONENT)
    if mine is None or theirs is None:
        return None
    saved = SavedGame(seed=random.randrange(1 << 31), decks=[[c.name for c in mine.cards()],
                                                            [c.name for c in theirs.cards()]],
                      deck_names=[mine.name, theirs.name], players=[HUMAN, COMPUTER], levels=["", FIRST_GAME_LEVEL])
    window.start_saved(saved, autosave=False, play_format="casual")
    hints = FirstGameHints(window)
    window.learn.first_game = hints
    return hints

"""Colour challenges (Learn to play): a game with one colour's preconstructed deck against the
easy computer player, with a paragraph on what the colour does, written from the facts of the
rulebook's chapter on the five colours. A challenge won is recorded with the lessons
(``progress``, as "challenge-white"...).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject

#: Marks a text for lupdate in the context given; translated where it is shown.
def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    return text


@dataclass(frozen=True)
class Challenge:
    key: str  # "white"...: the progress records "challenge-white"
    name: str  # the colour's name (translated)
    deck: str  # the preconstructed deck played (decks/precons)
    opponent: str  # the computer's deck
    about: str  # what the colour does (translated)

    @property
    def progress_key(self) -> str:
        return f"challenge-{self.key}"


CHALLENGES: tuple[Challenge, ...] = (
    Challenge("white", QT_TRANSLATE_NOOP("Challenges", "White"), "Skyward Knights", "Goblin Raid",
              QT_TRANSLATE_NOOP("Challenges", "White mana comes from Plains. White stands for law and order: it stops "
                                "attackers, heals and protects, and it fights with many small creatures (soldiers, "
                                "clerics) and now and then one great champion, often with flying.")),
    Challenge("blue", QT_TRANSLATE_NOOP("Challenges", "Blue"), "Tidal Wisdom", "Green Stompers",
              QT_TRANSLATE_NOOP("Challenges", "Blue mana comes from Islands. Blue wins by cunning: it draws the cards "
                                "it needs, counters or sends back what the opponent plays, and controls the game "
                                "before it attacks with wizards and flying creatures.")),
    Challenge("black", QT_TRANSLATE_NOOP("Challenges", "Black"), "Grave Robbers", "Skyward Knights",
              QT_TRANSLATE_NOOP("Challenges", "Black mana comes from Swamps. Black seeks power at any price: it "
                                "destroys creatures, makes the opponent discard, brings creatures back from the "
                                "graveyard, and often pays for its strength with life or sacrifices.")),
    Challenge("red", QT_TRANSLATE_NOOP("Challenges", "Red"), "Goblin Raid", "Tidal Wisdom",
              QT_TRANSLATE_NOOP("Challenges", "Red mana comes from Mountains. Red is fire and fury: its spells deal "
                                "damage to creatures and players, and its creatures, from goblins to dragons, are "
                                "fast and aggressive. For red, attacking is the best defence.")),
    Challenge("green", QT_TRANSLATE_NOOP("Challenges", "Green"), "Green Stompers", "Grave Robbers",
              QT_TRANSLATE_NOOP("Challenges", "Green mana comes from Forests. Green is life and growth: it has the "
                                "biggest creatures, makes extra mana with its elves and lands, and makes its "
                                "creatures stronger still. Many of them trample over small blockers.")),
)

CHALLENGE_LEVEL = "easy"


def challenge_text(text: str) -> str:
    return QCoreApplication.translate("Challenges", text)


def challenge(key: str) -> Challenge | None:
    return next((c for c in CHALLENGES if c.key == key), None)


class ChallengeWatch(QObject):
    """A colour challenge being played: its paragraph beside the table; a win recorded."""

    def __init__(self, window: Any, chosen: Challenge) -> None:
        from .lesson_table import LessonPanel

        super().__init__(window.session)  # goes with the game
        self.window = window
        self.challenge = chosen
        self.session = window.session
        self.won: bool | None = None
        self.panel = LessonPanel(window.table)
        self.panel.setObjectName("lesson_panel")
        side = window.table.splitter.widget(1)
        side.layout().insertWidget(0, self.panel)
        self.panel.rule_button.hide()
        self.panel.again_button.clicked.connect(lambda: start_challenge(window, chosen.key))
        self.panel.next_button.hide()
        self.session.finished.connect(self._on_finished)
        self.retranslate()

    def retranslate(self) -> None:
        from ..common.texts import fill

        if not shiboken6.isValid(self.panel):
            return
        c = self.challenge
        p = self.panel
        p.title.setText(fill(self.tr("Colour challenge: %1"), challenge_text(c.name)))
        p.goal.setText(fill(self.tr("Goal: win a game with %1 against the computer"),
                            QCoreApplication.translate("decks", c.deck)))
        p.again_button.setText(self.tr("Start again"))
        if self.won is True:
            p.say.setText(self.tr("Challenge won!"))
        elif self.won is False:
            p.say.setText(self.tr("Not this time: start again, or try another colour."))
        else:
            p.say.setText(challenge_text(c.about))
        p.step_label.setText("")

    def _on_finished(self, winner: Any) -> None:
        from .progress import mark_finished

        self.won = winner == 0
        if self.won:
            try:
                mark_finished(self.challenge.progress_key)
            except OSError as exc:  # a full disk: the challenge is won all the same
                self.window.statusBar().showMessage(str(exc), 5000)
        self.retranslate()


def start_challenge(window: Any, key: str) -> ChallengeWatch | None:
    """Start the challenge ``key`` ("white"...) in ``window``: a new game, the colour's deck against
    the easy computer player."""
    from mtgdesk.decks.precons import precons
    from mtgdesk.storage import SavedGame

    from ..table.session import COMPUTER, HUMAN

    chosen = challenge(key)
    if chosen is None:
        return None
    decks = {d.name: d for d in precons()}
    mine, theirs = decks.get(chosen.deck), decks.get(chosen.opponent)
    if mine is None or theirs is None:
        return None
    import random

    saved = SavedGame(seed=random.randrange(1 << 31), decks=[[c.name for c in mine.cards()],
                                                            [c.name for c in theirs.cards()]],
                      deck_names=[mine.name, theirs.name], players=[HUMAN, COMPUTER],
                      levels=["", CHALLENGE_LEVEL])
    window.start_saved(saved, autosave=False, play_format="casual")
    watch = ChallengeWatch(window, chosen)
    window.learn.challenge = watch
    return watch

"""The game log: each event the engine reports, told as a sentence in the interface's
language, card names as links that preview the card. Only public information is told (a card
drawn is "a card"), so a hot-seat log hides nothing it shouldn't."""
from __future__ import annotations

import html
from typing import Any
from collections.abc import Callable, Iterable

from PySide6.QtCore import QObject

from mtgdesk.engine import events as E
from mtgdesk.engine.objects import PlayerRef

from .models import LogEntry
from ..common.name_cases import card_name_in
from ..common.texts import card_name, fill


class GameLog(QObject):
    """Turns events into ``LogEntry`` lines. ``name_of(id)`` gives the card name of an object
    the table has seen (an object that left its zone is known by its old id)."""

    def __init__(self, player_names: Callable[[int], str], parent: QObject | None = None,
                 lookup: Callable[[int], str] | None = None) -> None:
        super().__init__(parent)
        self.player_name = player_names
        self.lookup = lookup  # names of objects still in the game (public ones only are asked)
        self.names: dict[int, str] = {}
        self.abilities: set[int] = set()
        self.creatures: set[int] = set()

    def remember(self, obj_id: int, name: str, is_ability: bool = False, creature: bool = False) -> None:
        self.names[obj_id] = name
        if is_ability:
            self.abilities.add(obj_id)
        if creature:
            self.creatures.add(obj_id)

    # ------------------------------------------------------------------ pieces of sentences

    def _card(self, obj_id: Any, name: str | None = None, case: str | None = None) -> tuple[str, str]:
        """(html link, plain text) for a card, its name in the grammatical ``case`` the sentence
        puts it in ("acc", "gen", "dat": ``common/name_cases.py``; None: the nominative)."""
        name = name or self.names.get(obj_id, "")
        if not name and self.lookup is not None and isinstance(obj_id, int):
            name = self.lookup(obj_id)
        if not name:  # hidden: the subject of its sentence (case None, its first word) or an object
            text = self.tr("A card") if case is None else self.tr("a card")
            return html.escape(text), text
        shown = card_name_in(name, case) if case else card_name(name)
        return f'<a href="card:{html.escape(name)}">{html.escape(shown)}</a>', shown

    def _player(self, index: int) -> tuple[str, str]:
        name = self.player_name(index)
        return f"<b>{html.escape(name)}</b>", name

    def _who(self, recipient: Any, case: str | None = None) -> tuple[str, str]:
        if isinstance(recipient, PlayerRef):
            return self._player(recipient.index)
        if isinstance(recipient, tuple) and len(recipient) == 2 and recipient[0] == "player":
            return self._player(int(recipient[1]))
        return self._card(recipient, case=case)

    @staticmethod
    def _entry(template: str, *parts: tuple[str, str], kind: str = "event") -> LogEntry:
        rich = fill(html.escape(template), *(p[0] for p in parts))
        plain = fill(template, *(p[1] for p in parts))
        return LogEntry(rich, plain, kind)

    def _list(self, ids: Iterable[int], case: str | None = None) -> tuple[str, str]:
        parts = [self._card(i, case=case) for i in ids]
        if not parts:
            return "", ""
        rich, plain = parts[0]
        for r, t in parts[1:]:
            separator = self.tr("%1, %2")
            rich, plain = fill(html.escape(separator), rich, r), fill(separator, plain, t)
        return rich, plain

    # ------------------------------------------------------------------ events

    def entries(self, events: Iterable[E.Event]) -> list[LogEntry]:
        """The lines for the events of one action (a mulligan's seven draws go untold)."""
        events = list(events)
        # The engine records the life lost before the damage that caused it: tell the damage first.
        for i in range(len(events) - 1):
            life, damage = events[i], events[i + 1]
            if (isinstance(life, E.LifeChanged) and isinstance(damage, E.DamageDealt)
                    and isinstance(damage.recipient, PlayerRef) and damage.recipient.index == life.player):
                events[i], events[i + 1] = damage, life
        # A mulligan's cards going back and the new hand's seven draws go untold: the moves
        # between two steps in which a mulligan is taken. Only those: a continued game or an
        # undo tells the whole game in one batch, and its turns' draws must stay in it.
        mulligan_spans: set[int] = set()
        span = 0
        for event in events:
            if isinstance(event, E.StepBegan):
                span += 1
            elif isinstance(event, E.Mulliganed):
                mulligan_spans.add(span)
        span = 0
        out: list[LogEntry] = []
        for event in events:
            if isinstance(event, E.StepBegan):
                span += 1
            if span in mulligan_spans and isinstance(event, E.CardMoved) and event.to_zone in ("hand", "library"):
                self.names.setdefault(event.old_id, event.name)
                continue
            entry = self.entry(event)
            if entry is not None:
                out.append(entry)
        return out

    def header(self, deck_names: list[str]) -> LogEntry:
        """The first line: who plays which deck."""
        parts = [self._player(0), (html.escape(deck_names[0]), deck_names[0]),
                 self._player(1), (html.escape(deck_names[1]), deck_names[1])]
        return self._entry(self.tr("%1 (%2) against %3 (%4)"), *parts, kind="turn")

    def puzzle_header(self, goal: str, solver: int) -> LogEntry:
        """The first line of a puzzle: its goal, then who must meet it against whom (not the
        file's title, which often states the solution, and is in English only)."""
        return self._entry(self.tr("Puzzle: %1. %2 against %3."), (html.escape(goal), goal), self._player(solver),
                           self._player(1 - solver), kind="turn")

    def lesson_header(self, title: str, learner: int) -> LogEntry:
        """The first line of a lesson (Help ▸ Learn to play): its title once, then who plays it
        against whom."""
        return self._entry(self.tr("Lesson: %1. %2 against %3."), (html.escape(title), title), self._player(learner),
                           self._player(1 - learner), kind="turn")

    def conceded(self, player: int) -> LogEntry:
        """A player conceded (CR 104.3a): not an engine event, the interface's own line."""
        return self._entry(self.tr("%1 concedes the game."), self._player(player), kind="turn")

    def entry(self, event: E.Event) -> LogEntry | None:  # one case per event type
        if isinstance(event, E.StepBegan):
            if event.step == "untap":
                return self._entry(self.tr("Turn %1: %2"), (str(event.turn), str(event.turn)),
                                   self._player(event.active), kind="turn")
            return None
        if isinstance(event, E.CardMoved):
            if event.new_id is not None:
                self.remember(event.new_id, event.name, creature=event.old_id in self.creatures)
            self.names.setdefault(event.old_id, event.name)
            return self._moved(event)
        if isinstance(event, E.LandPlayed):
            return self._entry(self.tr("%1 plays %2."), self._player(event.player),
                               self._card(event.object_id, case="acc"))
        if isinstance(event, E.SpellCast):
            return self._entry(self.tr("%1 casts %2."), self._player(event.player),
                               self._card(event.object_id, case="acc"))
        if isinstance(event, E.AbilityActivated):
            if event.index < 0:
                return None  # a mana ability: too common to tell
            return self._entry(self.tr("%1 activates an ability of %2."), self._player(event.player),
                               self._card(event.source, case="gen"))
        if isinstance(event, E.Resolved):
            card = self._card(event.object_id)
            if event.countered:
                return self._entry(self.tr("%1 doesn't resolve: its targets are gone."), card)
            if event.object_id in self.abilities:
                return self._entry(self.tr("The ability of %1 resolves."), self._card(event.object_id, case="gen"))
            return self._entry(self.tr("%1 resolves."), card)
        if isinstance(event, E.AttackersDeclared):
            if not event.attackers:
                return self._entry(self.tr("%1 doesn't attack."), self._player(event.player))
            return self._entry(self.tr("%1 attacks with %2."), self._player(event.player), self._list(event.attackers))
        if isinstance(event, E.BlockersDeclared):
            if not event.blocks:
                return self._entry(self.tr("%1 doesn't block."), self._player(event.player))
            entries = [self._entry(self.tr("%1 blocks %2."), self._card(b), self._card(a, case="acc"))
                       for b, a in event.blocks]
            return LogEntry("<br>".join(e.html for e in entries), "\n".join(e.text for e in entries))
        if isinstance(event, E.DamageDealt):
            if event.amount <= 0:
                return None
            # A player's name doesn't decline, a card's does: two messages, the same English. To a
            # card, the card in the dative («Шок наносит 2 повреждения Лановарскому бегемоту»); to
            # a player, the source in the genitive («Анна получает 2 повреждения от Шока»).
            to_player = isinstance(event.recipient, PlayerRef) or (
                isinstance(event.recipient, tuple) and len(event.recipient) == 2 and event.recipient[0] == "player")
            if to_player:
                template = self.tr("%1 deals %n damage to %2.", "player", event.amount)
            else:
                template = self.tr("%1 deals %n damage to %2.", None, event.amount)
            return self._entry(template, self._card(event.source, case="gen" if to_player else None),
                               self._who(event.recipient, case="dat"))
        if isinstance(event, E.LifeChanged):
            if event.new < 0:  # Qt fills %n only for counts of zero or more
                return self._entry(self.tr("%1 now has %2 life."), self._player(event.player),
                                   (str(event.new), str(event.new)))
            return self._entry(self.tr("%1 now has %n life.", None, event.new), self._player(event.player))
        if isinstance(event, E.Mulliganed):
            return self._entry(self.tr("%1 takes a mulligan."), self._player(event.player))
        if isinstance(event, E.ManaEmptied) and event.burned:
            return self._entry(self.tr("%1 loses %n life to mana burn.", None, event.burned),
                               self._player(event.player))
        if isinstance(event, E.Regenerated):
            return self._entry(self.tr("%1 regenerates."), self._card(event.object_id))
        if isinstance(event, E.CastingCancelled):
            return None
        if isinstance(event, E.Countered):
            return self._entry(self.tr("%1 is countered."), self._card(event.object_id))
        if isinstance(event, E.HandRevealed):
            return self._entry(self.tr("%1 looks at the hand of %2."), self._player(event.to),
                               self._player(event.player))
        if isinstance(event, E.CardsRevealed):
            return self._entry(self.tr("%1 reveals %2."), self._player(event.player),
                               self._list(event.cards, case="acc"))
        if isinstance(event, E.CardsLooked):
            return self._entry(self.tr("%1 looks at the top %n card(s) of their library.", None, len(event.cards)),
                               self._player(event.player))
        if isinstance(event, E.PlayerLost):
            return self._entry(self.tr("%1 loses the game (CR %2)."), self._player(event.player),
                               (event.reason, event.reason))
        if isinstance(event, E.GameOver):
            if event.winner is None:
                return self._entry(self.tr("The game is a draw."), kind="turn")
            return self._entry(self.tr("%1 wins the game."), self._player(event.winner), kind="turn")
        return None

    def _moved(self, event: E.CardMoved) -> LogEntry | None:
        src, dst = event.from_zone, event.to_zone
        card = self._card(event.old_id, event.name)
        if src == "library" and dst == "hand":
            return self._entry(self.tr("%1 draws a card."), self._player(event.owner))
        if src == "hand" and dst == "graveyard":
            return self._entry(self.tr("%1 discards %2."), self._player(event.owner),
                               self._card(event.old_id, event.name, case="acc"))
        if src == "battlefield" and dst == "graveyard":
            if event.old_id in self.creatures or _is_creature_card(event.name):
                return self._entry(self.tr("%1 dies."), card)
            return self._entry(self.tr("%1 is put into its owner's graveyard."), card)
        if dst == "battlefield" and src not in ("stack", "hand"):
            return self._entry(self.tr("%1 is put onto the battlefield."), card)
        if dst == "exile":
            return self._entry(self.tr("%1 is exiled."), card)
        if src == "battlefield" and dst == "hand":
            return self._entry(self.tr("%1 returns to its owner's hand."), card)
        if src in ("battlefield", "stack") and dst == "library":
            return self._entry(self.tr("%1 is put into its owner's library."), card)
        if src == "library" and dst == "graveyard":
            return self._entry(self.tr("%1 is put into a graveyard from a library."), card)
        return None


def _is_creature_card(name: str) -> bool:
    from mtgdesk.cards import load_pool

    pool = load_pool()
    return name in pool and "Creature" in pool.get(name).types

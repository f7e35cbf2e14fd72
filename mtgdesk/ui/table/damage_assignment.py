"""Dividing an attacker's combat damage among its blockers (CR 510.1c-d), and with trample the
defending player (CR 702.19b): pure logic, no Qt (unit-tested).

The split offered at first is the one a player would make: lethal damage to each blocker in
turn, the rest to the last one (or, with trample, to the player). A click on a recipient gives
it lethal damage, as in Arena: what it lacks is taken from the damage not assigned yet, then
from the player, then from the other blockers (the last first, what they have beyond lethal
first). The engine checks the split that is sent and refuses a wrong one with its rule.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from mtgdesk.engine.objects import PlayerRef


def is_player(recipient: Any) -> bool:
    return isinstance(recipient, PlayerRef)


@dataclass
class DamageSplit:
    """The damage ``power`` divided among ``recipients`` (blockers in order, then the player
    with trample); ``lethal[i]`` is what destroys the recipient i (0 for a player)."""

    recipients: tuple[Any, ...]
    lethal: tuple[int, ...]
    power: int
    amounts: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.amounts:
            self.amounts = [0] * len(self.recipients)

    @classmethod
    def proposed(cls, recipients: Sequence[Any], lethal: Sequence[int], power: int) -> DamageSplit:
        """Lethal damage to each blocker in order, the rest to the last blocker, or to the
        player when there is one (trample)."""
        split = cls(tuple(recipients), tuple(lethal), power)
        split.reset()
        return split

    def reset(self) -> None:
        """Back to the proposed split."""
        left = self.power
        amounts = [0] * len(self.recipients)
        blockers = [i for i, r in enumerate(self.recipients) if not is_player(r)]
        for i in blockers:
            amounts[i] = min(self.lethal[i], left)
            left -= amounts[i]
        if left:
            players = [i for i, r in enumerate(self.recipients) if is_player(r)]
            rest = players[0] if players else (blockers[-1] if blockers else None)
            if rest is not None:
                amounts[rest] += left
        self.amounts = amounts

    def clear(self) -> None:
        self.amounts = [0] * len(self.recipients)

    @property
    def assigned(self) -> int:
        return sum(self.amounts)

    @property
    def remaining(self) -> int:
        """Damage not assigned yet (negative: more assigned than the attacker has)."""
        return self.power - self.assigned

    def set(self, index: int, amount: int) -> None:
        """Give recipient ``index`` exactly ``amount`` (at most the attacker's power: the total
        may go over it, which the summary shows and the engine refuses, CR 510.1c)."""
        self.amounts[index] = max(0, min(amount, self.power))

    def give_lethal(self, index: int) -> bool:
        """Give recipient ``index`` lethal damage (a player, the rest of the damage); if it has
        lethal damage already, one more. False if nothing could be given."""
        if is_player(self.recipients[index]):
            wanted = self._available(index)
        else:
            need = self.lethal[index] - self.amounts[index]
            wanted = need if need > 0 else 1
        gained = 0
        for donor, spare in self._donors(index):
            take = min(wanted - gained, spare())
            if take <= 0:
                continue
            if donor is not None:
                self.amounts[donor] -= take
            gained += take
        self.amounts[index] += gained
        return gained > 0

    def _available(self, index: int) -> int:
        """What recipient ``index`` could be given without taking lethal damage from a blocker."""
        return max(0, self.remaining) + sum(max(0, self.amounts[i] - self.lethal[i])
                                            for i in range(len(self.recipients)) if i != index
                                            and not is_player(self.recipients[i]))

    def _donors(self, index: int) -> list[tuple[int | None, Any]]:
        """Where damage for ``index`` is taken from, each with what it can spare now: the
        damage not assigned (None), the player, the other blockers' damage beyond lethal, then
        their lethal damage (the last blocker first). A player takes nothing from a blocker's
        lethal damage."""
        others = [i for i in reversed(range(len(self.recipients))) if i != index]
        players = [i for i in others if is_player(self.recipients[i])]
        blockers = [i for i in others if not is_player(self.recipients[i])]
        to_player = is_player(self.recipients[index])
        donors: list[tuple[int | None, Any]] = [(None, lambda: max(0, self.remaining))]
        if not to_player:
            donors += [(i, lambda i=i: self.amounts[i]) for i in players]
        donors += [(i, lambda i=i: max(0, self.amounts[i] - self.lethal[i])) for i in blockers]
        if not to_player:
            donors += [(i, lambda i=i: self.amounts[i]) for i in blockers]
        return donors

    def assignment(self) -> tuple[tuple[Any, int], ...]:
        """The split as ``AssignCombatDamage`` takes it."""
        return tuple(zip(self.recipients, self.amounts))

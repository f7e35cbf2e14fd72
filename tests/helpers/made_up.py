"""Cards that aren't in the pool, written in the card format (so they are validated too), placed
in a game, and a game passed until something holds: for engine tests of rules no Ninth Edition
card shows alone."""
from __future__ import annotations

from mtgdesk.cards.format import parse_card
from mtgdesk.engine import DecisionKind, Game, Zone
from mtgdesk.engine import actions as A
from mtgdesk.engine.objects import CardDef


def made_up(**entry: object) -> CardDef:
    """A card that isn't in the pool, written in the card format (so it is validated too)."""
    return parse_card({"number": "T1", "rarity": "rare", **entry}, "TST")

def place(game: Game, card: CardDef, player: int, zone: Zone = Zone.BATTLEFIELD) -> int:
    obj = game.create_object(card, player, zone)
    return obj.id

def pass_until(game: Game, predicate: object, limit: int = 200) -> None:
    for _ in range(limit):
        if predicate(game):  # type: ignore[operator]
            return
        d = game.decision
        if d.kind is DecisionKind.PRIORITY:
            game.apply(A.PassPriority(d.player))
        elif d.kind is DecisionKind.ATTACKERS:
            game.apply(A.FinishAttackers(d.player))
        elif d.kind is DecisionKind.BLOCKERS:
            game.apply(A.FinishBlockers(d.player))
        else:
            raise AssertionError(f"unexpected decision {d}")
    raise AssertionError("never reached")

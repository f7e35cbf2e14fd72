"""Fakes and builders for engine tests: card lists, games in a given position."""
from __future__ import annotations

from mtgdesk.cards import load_pool
from mtgdesk.engine import CardDef, Game, Step, Zone


def cards(*spec: tuple[int, str]) -> list[CardDef]:
    pool = load_pool()
    out: list[CardDef] = []
    for n, name in spec:
        out.extend([pool.get(name)] * n)
    return out


RED_GREEN = cards((8, "Forest"), (8, "Mountain"), (4, "Llanowar Elves"), (4, "Grizzly Bears"), (4, "Hill Giant"),
                  (4, "Shock"), (3, "Giant Growth"), (3, "Lava Axe"), (2, "Rampant Growth"))
WHITE_BLUE_GREEN = cards((7, "Plains"), (7, "Forest"), (4, "Island"), (4, "Llanowar Elves"), (4, "Glory Seeker"),
                         (4, "Grizzly Bears"), (3, "Giant Growth"), (3, "Rampant Growth"), (2, "Summer Bloom"),
                         (2, "Sea's Claim"))


def position(step: Step = Step.MAIN1, active: int = 0, turn: int = 3, **zones: list[str]) -> Game:
    """A game at ``step`` with objects placed: ``a_hand=["Shock"], b_battlefield=["Forest"]``."""
    pool = load_pool()
    game = Game(seed=1)
    for key, names in zones.items():
        side, _, zone = key.partition("_")
        p = "ab".index(side)
        for name in names:
            game.create_object(pool.get(name), p, Zone(zone))
    game.begin_at(step, active, turn)
    return game


def find(game: Game, name: str, zone: Zone = Zone.BATTLEFIELD, player: int | None = None) -> int:
    for oid, obj in game.objects.items():
        if obj.card.name == name and obj.zone is zone and (player is None or obj.controller == player):
            return oid
    raise LookupError(name)

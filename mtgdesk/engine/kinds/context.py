"""What an effect's instruction reads as it happens (CR 608.2): the ``Context`` of a resolving
spell or ability, the references an effect may name (``REFERENCES``), the amounts it may count
(``AMOUNTS``), and helpers the effect kinds share."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..abilities import Effect
from ..filters import parse_filter
from .. import events as E
from ..mana import ManaCost
from ..objects import PlayerRef, Zone
from ..abilities import Keyword
from ..objects import CardDef
from ..stack import StackAbility

if TYPE_CHECKING:
    from ..game import Game


class Context:
    """What an instruction needs: the game, the resolving object, its controller and targets."""

    __slots__ = ("game", "item", "controller", "illegal")

    def __init__(self, game: "Game", item: Any, illegal: frozenset[int]) -> None:
        self.game = game
        self.item = item
        self.controller = item.controller
        self.illegal = illegal

    def amount(self, value: Any) -> int:
        """A number: as written, ``X``, or a named amount counted now, as the effect happens
        (CR 608.2h: "for each creature blocking it" counts the creatures blocking it then)."""
        if isinstance(value, bool):
            raise ValueError(f"not an amount: {value!r}")
        if isinstance(value, int):
            return value
        fn = AMOUNTS.get(value)
        if fn is None:
            raise ValueError(f"unknown amount {value!r}")
        return fn(self)

    def refs(self, who: str) -> list[Any]:
        """The objects or players a reference names (``REFERENCES``); targets that became
        illegal are skipped (CR 608.2b)."""
        fn = REFERENCES.get(who)
        if fn is not None:
            return fn(self)
        if who.startswith("target:"):
            idx = int(who.split(":")[1])
            if idx in self.illegal or idx >= len(self.item.targets) or self.item.targets[idx] is None:
                return []
            return [self.item.targets[idx]]
        raise ValueError(f"unknown reference {who!r}")

    def source_id(self) -> int:
        return int(getattr(self.item, "source", self.item.id))

    def info(self, key: str) -> Any:
        """What the event that triggered the ability told it ("that player", "that much")."""
        for k, v in getattr(self.item, "chosen", ()) or ():
            if k == key:
                return v
        return None

    def source_known(self) -> Any:
        """The source as it is now, or as it last existed (CR 608.2h, 113.7a)."""
        return self.game.last_known(self.source_id())


def _targets(ctx: Context) -> list[Any]:
    return [t for i, t in enumerate(ctx.item.targets) if t is not None and i not in ctx.illegal]


def _first_target(ctx: Context) -> list[Any]:
    if 0 in ctx.illegal or not ctx.item.targets or ctx.item.targets[0] is None:
        return []
    return [ctx.item.targets[0]]


def _enchanted(ctx: Context) -> list[Any]:
    """What the source Aura or Equipment is attached to, or was as it left (CR 608.2h)."""
    known = ctx.source_known()
    attached = known.attached_to if known is not None else None
    if attached is None:
        attached = ctx.info("object")
    if attached is None or attached not in ctx.game.objects or ctx.game.objects[attached].zone is not Zone.BATTLEFIELD:
        return []
    return [attached]


def _enchanted_controller(ctx: Context) -> list[Any]:
    known = ctx.source_known()
    attached = known.attached_to if known is not None else ctx.info("object")
    if attached is None:
        return []
    obj = ctx.game.last_known(attached)
    return [PlayerRef(obj.controller)] if obj is not None else []


def _self(ctx: Context) -> list[Any]:
    src = ctx.source_id()
    g = ctx.game
    return [src] if src in g.objects and g.objects[src].zone is Zone.BATTLEFIELD else []


def _self_in_graveyard(ctx: Context) -> list[Any]:
    """The source card, if it is still in the graveyard it was activated from (a card that left
    is a new object, CR 400.7)."""
    src = ctx.source_id()
    g = ctx.game
    return [src] if src in g.objects and g.objects[src].zone is Zone.GRAVEYARD else []


def _that_player(ctx: Context) -> list[Any]:
    p = ctx.info("player")
    return [PlayerRef(p)] if p is not None else []


def _that_object(ctx: Context) -> list[Any]:
    o = ctx.info("object")
    g = ctx.game
    return [o] if o is not None and o in g.objects and g.objects[o].zone is Zone.BATTLEFIELD else []


def _that_card(ctx: Context) -> list[Any]:
    """The card the triggering event put into a zone, where it is now ("return that card")."""
    o = ctx.info("card")
    return [o] if o is not None and o in ctx.game.objects else []


#: References an effect may name (``to``, ``what``, ``who``), each declared once.
REFERENCES: dict[str, Callable[[Context], list[Any]]] = {
    "targets": _targets,
    "target": _first_target,
    "enchanted": _enchanted,
    "equipped": _enchanted,
    "enchanted_controller": _enchanted_controller,
    "creatures_you_control": lambda ctx: [
        i for i in ctx.game.battlefield if ctx.game.is_creature(i) and ctx.game.objects[i].controller == ctx.controller
    ],
    "you": lambda ctx: [PlayerRef(ctx.controller)],
    "each_opponent": lambda ctx: [PlayerRef(1 - ctx.controller)],
    "each_player": lambda ctx: [PlayerRef(p) for p in range(len(ctx.game.players))],
    "each_creature": lambda ctx: [i for i in ctx.game.battlefield if ctx.game.is_creature(i)],
    "self": _self,
    "self_in_graveyard": _self_in_graveyard,  # "Return ~ from your graveyard" (an ability that functions there)
    "that_player": _that_player,  # the player the triggering event names
    "that_object": _that_object,  # the object the triggering event names
    "that_card": _that_card,  # the card the triggering event moved, in its new zone
}


def _creatures_blocking_source(ctx: Context) -> int:
    combat = ctx.game.combat
    return len(combat.blockers_of(ctx.source_id())) if combat is not None else 0


def _cards_in_target_players_hand(ctx: Context) -> int:
    """ "the number of cards in that player's hand", counted as the effect happens."""
    return sum(len(ctx.game.players[r.index].hand) for r in _first_target(ctx) if isinstance(r, PlayerRef))


def _target_power(ctx: Context) -> int:
    """ "its power": the target's power as it is, or as it last existed (CR 608.2h)."""
    if 0 in ctx.illegal or not ctx.item.targets or not isinstance(ctx.item.targets[0], int):
        return 0
    known = ctx.game.last_known(ctx.item.targets[0])
    if known is None:
        return 0
    ch = getattr(known, "characteristics", None) or ctx.game.characteristics(known.id)
    return max(0, ch.power or 0)


def _source_power(ctx: Context) -> int:
    """ "damage equal to its power" (the source's): as it is, or as it last existed (CR 608.2h)."""
    known = ctx.source_known()
    if known is None:
        return 0
    ch = getattr(known, "characteristics", None) or ctx.game.characteristics(known.id)
    return max(0, ch.power or 0)


def _creatures_you_control(ctx: Context) -> int:
    """ "for each creature you control", counted as the effect happens (CR 608.2h)."""
    return len(REFERENCES["creatures_you_control"](ctx))


def _sacrificed_power(ctx: Context) -> int:
    """ "the sacrificed creature's power": the power of the creature sacrificed to pay the cost,
    as it last existed on the battlefield (CR 608.2h, 113.7a)."""
    sacrificed = ctx.info("sacrifice")
    known = ctx.game.last_known(sacrificed) if sacrificed is not None else None
    if known is None:
        return 0
    return max(0, known.characteristics.power or 0)


#: Amounts an effect may name instead of a number, each counted as the effect happens.
AMOUNTS: dict[str, Callable[[Context], int]] = {
    "-X": lambda ctx: -int(ctx.item.x),  # "+X/-X"
    "source_power": _source_power,  # "damage equal to its power" (the source's)
    "creatures_you_control": _creatures_you_control,  # "a card for each creature you control"
    "cards_in_target_players_hand": _cards_in_target_players_hand,  # Sudden Impact
    "target_power": _target_power,  # "life equal to its power"
    "X": lambda ctx: int(ctx.item.x),
    "blockers": _creatures_blocking_source,  # "for each creature blocking it"
    "that_much": lambda ctx: int(ctx.info("amount") or 0),  # "that much" damage or life
    # "equal to the damage already dealt to that player this turn" (Final Punishment)
    "damage_dealt_to_target_player_this_turn": lambda ctx: sum(
        ctx.game.recorded("damaged", r.index) for r in _first_target(ctx) if isinstance(r, PlayerRef)
    ),
    "sacrificed_power": _sacrificed_power,  # "equal to the sacrificed creature's power"
}


def _matches(ctx: Context, obj: Any, filt: str) -> bool:
    return parse_filter(filt).matches_known(ctx.game, obj, source_id=ctx.source_id(), controller=ctx.controller)


def _player(ref: Any) -> int:
    return ref.index if isinstance(ref, PlayerRef) else int(ref)


def flip_coin(game: "Game", player: int) -> bool:
    """CR 705: flip a coin with the game's seeded RNG; True if it comes up heads (the player
    who flipped it wins the flip, 705.2)."""
    heads = game.rng.randrange(2) == 0
    game.emit(E.CoinFlipped(player, heads))
    return heads


def _each_matching(ctx: Context, eff: Effect) -> list[int]:
    """The permanents a "destroy all" / "each creature" instruction affects (CR 608.2c): those
    that match its filter as it resolves, controlled by ``controller`` if it names a player."""
    g = ctx.game
    filt = parse_filter(eff["filter"])
    owners = (
        {
            r.index if isinstance(r, PlayerRef) else g.objects[r].controller  # a planeswalker's controller
            for r in ctx.refs(eff["controller"])
        }
        if eff.get("controller")
        else None
    )
    return [
        i
        for i in g.battlefield
        if filt.matches(g, i, source_id=ctx.source_id(), controller=ctx.controller)
        and (owners is None or g.objects[i].controller in owners)
    ]


def _stack_ability_type() -> type:
    return StackAbility


def _hand_of(ctx: Context, who: str) -> tuple[int, list[int]]:
    refs = ctx.refs(who)
    if not refs:
        return -1, []
    p = _player(refs[0])
    return p, ctx.game.players[p].hand


_TOKENS: dict[tuple[Any, ...], Any] = {}


def token_card(name: str, power: int, toughness: int, color: str, subtypes: str, keywords: tuple[str, ...]) -> Any:
    """The characteristics a token-making effect defines (CR 110.5b-c), one value per kind."""

    key = (name, power, toughness, color, subtypes, keywords)
    card = _TOKENS.get(key)
    if card is None:
        card = CardDef(
            name,
            ManaCost(),
            ("Creature",),
            tuple(subtypes.split()),
            (),
            power,
            toughness,
            tuple(Keyword(k) for k in keywords),
            color_indicator=tuple(color) if color else (),
        )
        _TOKENS[key] = card
    return card


def _target_controller(ctx: Context) -> list[Any]:
    """ "Its controller": the controller of the first target, as it is or last existed (608.2h)."""
    if 0 in ctx.illegal or not ctx.item.targets or not isinstance(ctx.item.targets[0], int):
        return []
    known = ctx.game.last_known(ctx.item.targets[0])
    return [PlayerRef(known.controller)] if known is not None else []


def _half_target_players_library(ctx: Context) -> int:
    """ "half their library, rounded down", counted as the effect happens."""
    return sum(len(ctx.game.players[r.index].library) // 2 for r in _first_target(ctx) if isinstance(r, PlayerRef))


REFERENCES["target_controller"] = _target_controller


AMOUNTS["half_target_players_library"] = _half_target_players_library


def _amount(value: Any, default: int = 1) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else default

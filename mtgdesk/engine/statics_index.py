"""The static abilities of the battlefield indexed for the layer system (CR 604, 611.3, 613).

A static ability of a permanent generates a continuous effect (CR 604.1, 611.3) that applies to
the objects its affected set chooses, each tested when its layer is reached, with the
characteristics it has then (613.6). ``layers.py`` may gather those effects anew for each object
(``_gather``); while the same permanents are static sources and no effect can change their static
abilities (``layer_reads._abilities_as_printed``), it asks this index instead (a fast path,
issue 31: 100 static abilities), which gathers them once and groups those that share a filter,
seen from one controller, by layer (``_Group``): "Other Goblin creatures get +1/+1" of 25 Goblin
Kings is one test of each object (the same for every source but the object itself, which "other"
leaves out: 109.4), and their modifications are added up at once where they commute (layer 6
keywords, layer 7c P/T: no effect of them depends on another, 613.8a), else applied one by one
in timestamp order among the object's other effects (613.7, 613.8). The characteristics it
builds are those ``_gather`` would give (``tests/engine/test_layers.py`` compares them).
"""
from __future__ import annotations

import itertools
from typing import TYPE_CHECKING, Any

from .abilities import Keyword
from .copies import copiable_card
from .filters import Filter
from .kinds.statics import Mod
from .layer_reads import _EVERYTHING, _WRITES
from .layers import (_COMMUTING, _Applied, _add_up, _apply_layer, _counters, _gather_entry, _statics_of,
                     _timestamp)
from .objects import GameObject
from .partial import LAYER_ABILITY, LAYER_PT_MODIFY, LAYERS, MODIFICATIONS, _Partial

if TYPE_CHECKING:
    from .game import Game


#: The relations of a filter that read the controller of the ability (``filters._clause``).
_CONTROLLER_RELATIONS = frozenset({"you_control", "opponent_controls", "you_own"})


def _order(item: tuple[Any, ...]) -> tuple[int, int]:
    return item[0], item[1]


class _Group:
    """The modifications of one layer that static abilities make to the objects one filter
    chooses, seen from one controller ("Other Goblin creatures get +1/+1" of 25 Goblin Kings
    under one player's control): whether the filter chooses an object is one test (CR 613.6),
    the same for every source but the object itself ("other", CR 109.4), so that it is made once
    per object rather than once per source (issue 31: 100 static abilities)."""

    __slots__ = ("filt", "controller", "seen_from", "reads", "items", "commuting", "writes", "changes", "power",
                 "toughness", "keywords", "granted", "members", "first", "second")

    def __init__(self, filt: Filter, controller: int, reads: frozenset[str]) -> None:
        self.filt = filt
        self.controller = controller
        #: Whose point of view its test takes: the controller's if the filter names one ("you
        #: control"), else none (-1): "other Goblin" of either player's Kings is one test.
        self.seen_from = controller if any(c.relations & _CONTROLLER_RELATIONS for c in filt.clauses) else -1
        self.reads = reads
        #: (timestamp, order, modification, source), in the order ``_gather`` would list them.
        self.items: list[tuple[int, int, Mod, int]] = []
        self.commuting = True  # whether every modification is of a kind of ``_COMMUTING``
        self.writes: frozenset[str] = frozenset()
        self.changes: frozenset[str] = frozenset()  # what its modifications may change (``_WRITES``)
        self.power = self.toughness = 0  # their "+N/+N" added up (layer 7c)
        #: The keywords they grant (layer 6): (timestamp, order, keyword) in timestamp order.
        self.keywords: list[tuple[int, int, Keyword]] = []
        self.granted: list[Keyword] = []  # the same keywords alone
        #: By source: its own power, toughness and the orders of its keywords, for the object
        #: that is that source, which "other" leaves out.
        self.members: dict[int, tuple[int, int, frozenset[int]]] = {}
        self.first = self.second = -1  # two of its sources (-1: none)

    def add(self, timestamp: int, order: int, mod: Mod, src_id: int) -> None:
        self.items.append((timestamp, order, mod, src_id))
        self.changes = self.changes | _WRITES.get(mod.kind, _EVERYTHING)
        found = _COMMUTING.get(mod.kind)
        if found is None:
            self.commuting = False
        else:
            self.writes = self.writes | found
        power = toughness = 0
        keyword: set[int] = set()
        if mod.kind == "modify_pt":
            power, toughness = mod.get("power"), mod.get("toughness")
        elif mod.kind == "add_keyword":
            self.keywords.append((timestamp, order, Keyword(mod.get("keyword"), mod.get("param"))))
            keyword.add(order)
        self.power += power
        self.toughness += toughness
        was = self.members.get(src_id, (0, 0, frozenset()))
        self.members[src_id] = (was[0] + power, was[1] + toughness, was[2] | keyword)
        if self.first < 0:
            self.first = src_id
        elif self.second < 0 and src_id != self.first:
            self.second = src_id

    def finish(self) -> None:
        self.items.sort(key=_order)
        self.keywords.sort(key=_order)
        self.granted = [k for _, _, k in self.keywords]

    def applied(self, game: "Game", obj: GameObject) -> list[tuple[int, _Applied]]:
        """Its modifications as ``_gather`` lists them for ``obj`` (with their order), for a
        layer where they are applied one by one (CR 613.7, 613.8)."""
        filt, controller = self.filt, self.controller
        out = []
        for timestamp, order, mod, src_id in self.items:
            def applies(partial: _Partial, src_id: int = src_id) -> bool:
                return filt.matches_known(game, partial.seen_as(obj), source_id=src_id, controller=controller)
            out.append((order, _Applied(mod, timestamp, src_id, applies, self.reads,
                                        (id(filt), controller, src_id == obj.id))))
        return out


class _StaticsIndex:
    """The static abilities of the permanents on the battlefield (CR 611.3), gathered once for
    as long as the same permanents are static sources (``Game.static_sources``: the same list,
    which ``Game._dirty`` makes anew on any change of control, attachment, copy effect or zone of
    a source) and no effect can change a source's static abilities (``layer_reads._abilities_as_printed``):

    * ``layers``: by layer, the ``_Group``s of abilities with a filter tested on the object
      alone (no "as long as", no "for each", no relation to the source but "other");
    * ``own``: by object, the abilities that apply to it alone: its own "self" abilities and
      "*/*" counts, and those of the Auras and Equipment attached to it;
    * ``every``: the other abilities, looked at for every object as ``_gather`` does.

    Each entry has its place in the order in which ``_gather`` lists the effects (``order``),
    so that effects with the same timestamp are applied in the same order (CR 613.7). It holds
    ids and values, no object: a copy of the game (``Game.clone``, which shares the list of
    sources) shares it until either changes its sources."""

    __slots__ = ("ids", "layers", "own", "every")

    def __init__(self, game: "Game", ids: list[int]) -> None:
        self.ids = ids
        self.layers: dict[float, list[_Group]] = {}
        self.own: dict[int, list[tuple[int, int, tuple[Any, ...]]]] = {}
        self.every: list[tuple[int, int, tuple[Any, ...]]] = []
        groups: dict[tuple[float, int, int], _Group] = {}
        order = 0
        objects = game.objects
        for src_id in ids:
            src = objects[src_id]
            for entry in _statics_of(copiable_card(game, src_id).abilities):
                _ab, _spec, mods, affected, filt, reads, shared, condition, for_each = entry
                if not mods:  # a "*/*" count: its own
                    self.own.setdefault(src_id, []).append((order, src_id, entry))
                    order += 1
                    continue
                if filt is None:  # "self", "enchanted", "equipped"
                    target = src_id if affected == "self" else src.attached_to
                    if target is not None:
                        self.own.setdefault(target, []).append((order, src_id, entry))
                elif shared and not condition and not for_each:
                    for k, m in enumerate(mods):
                        key = (MODIFICATIONS[m.kind][0], id(filt), src.controller)
                        group = groups.get(key)
                        if group is None:
                            group = groups[key] = _Group(filt, src.controller, reads)
                            self.layers.setdefault(key[0], []).append(group)
                        group.add(src.timestamp, order + k, m, src_id)
                else:
                    self.every.append((order, src_id, entry))
                order += len(mods)
        for group in groups.values():
            group.finish()

    def gather_own(self, game: "Game", obj: GameObject, last: float) -> list[tuple[int, _Applied]]:
        """What ``_gather`` lists for ``obj`` but its groups: the effects locked to it
        (CR 611.2c), then the static abilities that apply to it alone or are looked at for each
        object, each with its order (``_StaticsIndex``)."""
        out: list[tuple[int, _Applied]] = []
        effects = game.effects
        if effects:
            n = len(effects)
            for i, e in enumerate(effects):
                if e.affected == obj.id:
                    out.append((i - n, _Applied(e, e.timestamp, e.source, None)))  # locked in (CR 611.2c)
        own = self.own.get(obj.id)
        every = self.every
        entries = sorted(own + every, key=_order) if own and every else own or every
        if entries:
            found: list[_Applied] = []
            objects = game.objects
            for order, src_id, entry in entries:
                _gather_entry(game, obj, last, objects[src_id], entry, found)
                out.extend((order + k, a) for k, a in enumerate(found))
                found.clear()
        return out

    def layered(self, game: "Game", obj: GameObject, last: float, own: list[tuple[int, _Applied]]) -> _Partial:
        """``layers._layered`` with the static abilities indexed: the same characteristics, built with
        each ``_Group`` applied at once where its modifications commute (``_apply_groups``), else
        one by one among the others (CR 613.7, 613.8)."""
        p = _Partial(obj.card, obj.id)
        by_layer: dict[float, list[tuple[int, _Applied]]] = {}
        for item in own:
            by_layer.setdefault(MODIFICATIONS[item[1].mod.kind][0], []).append(item)
        groups_by_layer = self.layers
        # The groups' tests made so far, with what each reads: kept from one layer to the next
        # while no layer between changes what it reads (a Goblin King's "other Goblin" tested once
        # for its mountainwalk in layer 6 and its +1/+1 in layer 7c).
        tests: dict[tuple[int, int, bool], tuple[bool, frozenset[str]]] = {}
        for layer in LAYERS:
            if layer > last:
                break
            mine = by_layer.get(layer)
            groups = groups_by_layer.get(layer)
            if groups is None:
                if mine is None:
                    if layer == LAYER_PT_MODIFY:
                        _counters(obj, p)
                        if obj.counters and tests:
                            _forget(tests, _WRITES["modify_pt"])
                    continue
                todo = [a for _, a in mine]
                todo.sort(key=_timestamp)
                _apply_layer(game, obj, p, layer, todo)
            elif (layer == LAYER_PT_MODIFY or layer == LAYER_ABILITY) and _groups_commute(groups, mine):
                _apply_groups(game, obj, p, groups, mine, tests)
                if layer == LAYER_PT_MODIFY:
                    _counters(obj, p)
            else:
                items = list(mine or ())
                for group in groups:
                    items.extend(group.applied(game, obj))
                items.sort(key=_applied_order)
                _apply_layer(game, obj, p, layer, [a for _, a in items])
            if tests:
                written: frozenset[str] = _WRITES["modify_pt"] if layer == LAYER_PT_MODIFY and obj.counters \
                    else frozenset()
                for group in groups or ():
                    written = written | group.changes
                for _, a in mine or ():
                    written = written | _WRITES.get(a.mod.kind, _EVERYTHING)
                if written:
                    _forget(tests, written)
        return p


def _forget(tests: dict[tuple[int, int, bool], tuple[bool, frozenset[str]]], written: frozenset[str]) -> None:
    """Forget the tests that read what a layer may have changed: they are made again."""
    for key in [k for k, v in tests.items() if v[1] & written]:
        del tests[key]


def _applied_order(item: tuple[int, _Applied]) -> tuple[int, int]:
    return item[1].timestamp, item[0]


def _groups_commute(groups: list[_Group], mine: list[tuple[int, _Applied]] | None) -> bool:
    """``layers._commuting`` of the effects of one layer: ``groups`` and the object's own (``mine``)."""
    writes: frozenset[str] = frozenset()
    for group in groups:
        if not group.commuting:
            return False
        writes = writes | group.writes
    if mine:
        for _, a in mine:
            found = _COMMUTING.get(a.mod.kind)
            if found is None:
                return False
            writes = writes | found
    for group in groups:
        if group.reads & writes:
            return False
    if mine:
        for _, a in mine:
            if a.applies is not None and (a.reads is None or a.reads & writes):
                return False
    return True


def _apply_groups(game: "Game", obj: GameObject, p: _Partial, groups: list[_Group],
                  mine: list[tuple[int, _Applied]] | None,
                  tests: dict[tuple[int, int, bool], tuple[bool, frozenset[str]]]) -> None:
    """``layers._apply_commuting`` of the effects of one layer: each group's test made once (twice for
    a source of the group: "other" leaves it out), its P/T changes added up at once, and the
    keywords granted in timestamp order (CR 613.7)."""
    power = toughness = 0
    parts: list[list[tuple[int, int, Keyword]]] = []
    if mine:
        power, toughness, keywords = _add_up(mine, p, {})
        if keywords:
            parts.append(keywords)
    single: list[Keyword] | None = None
    for group in groups:
        filt, controller = group.filt, group.controller
        other = group.first if group.first != obj.id else group.second
        others = False
        if other >= 0:
            key = (id(filt), group.seen_from, False)
            known = tests.get(key)
            if known is None:
                known = tests[key] = (bool(filt.matches_known(game, p.seen_as(obj), source_id=other,
                                                              controller=controller)), group.reads)
            others = known[0]
        itself = group.members.get(obj.id)
        if itself is None:
            if others:
                power += group.power
                toughness += group.toughness
                if group.keywords:
                    parts.append(group.keywords)
                    single = group.granted
            continue
        key = (id(filt), group.seen_from, True)
        known = tests.get(key)
        if known is None:
            known = tests[key] = (bool(filt.matches_known(game, p.seen_as(obj), source_id=obj.id,
                                                          controller=controller)), group.reads)
        found = known[0]
        own_power, own_toughness, own_keywords = itself
        if others and found:
            power += group.power
            toughness += group.toughness
            if group.keywords:
                parts.append(group.keywords)
                single = group.granted
        elif others:
            power += group.power - own_power
            toughness += group.toughness - own_toughness
            kept = [k for k in group.keywords if k[1] not in own_keywords]
            if kept:
                parts.append(kept)
                single = None
        elif found:
            power += own_power
            toughness += own_toughness
            kept = [k for k in group.keywords if k[1] in own_keywords]
            if kept:
                parts.append(kept)
                single = None
    if (power or toughness) and p.power is not None and p.toughness is not None:
        p.power += power
        p.toughness += toughness
    if len(parts) == 1:
        p.granted.extend(single if single is not None else [k for _, _, k in parts[0]])
    elif parts:
        p.granted.extend(k for _, _, k in sorted(itertools.chain.from_iterable(parts), key=_order))

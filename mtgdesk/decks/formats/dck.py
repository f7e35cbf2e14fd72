"""Forge's deck files (``.dck``): INI-like sections. ``[metadata]`` holds ``Name=`` and
``Description=``; ``[Main]`` and ``[Sideboard]`` hold ``4 Card Name|SET|art``, the set and the
art index being optional. Other sections (``[Commander]``, ``[Avatar]``…) are read past."""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..text import Deck, DeckError

if TYPE_CHECKING:
    from . import DeckBuilder

_SECTION = re.compile(r"\[([^\]]{1,40})\]")


def read(text: str, builder: DeckBuilder) -> None:
    from ..text import _COUNT as COUNT_PREFIX
    from ..text import MAX_LINE_CHARS

    deck = builder.deck
    section = ""
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if len(line) > MAX_LINE_CHARS:
            raise DeckError(builder.file, lineno,
                            f"the line is too long ({len(line):,} characters; at most {MAX_LINE_CHARS})")
        if not line or line.startswith("#"):
            continue
        m = _SECTION.fullmatch(line)
        if m:
            section = m.group(1).strip().lower()
            continue
        if section in ("metadata", "general"):
            key, _, value = line.partition("=")
            if key.strip().lower() == "name":
                deck.name = value.strip()
            elif key.strip().lower() == "description":
                deck.description = value.strip()
            continue
        if section not in ("main", "sideboard"):
            continue
        entry = COUNT_PREFIX.match(line)
        if entry is None:
            raise DeckError(builder.file, lineno, f"expected 'N Card Name|SET', got {line[:80]!r}")
        name = line[entry.end():].split("|", 1)[0]
        builder.add(entry.group(1), name, lineno, sideboard=section == "sideboard")


def write(deck: Deck) -> str:
    out = ["[metadata]", f"Name={deck.name}"]
    if deck.description:
        out.append("Description=" + " ".join(deck.description.split()))
    out.append("[Main]")
    out += [f"{n} {c.name}|{c.set_code}" for n, c in deck.entries]
    out.append("[Sideboard]")
    out += [f"{n} {c.name}|{c.set_code}" for n, c in deck.sideboard]
    return "\n".join(out) + "\n"

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


def read(text: str, builder: "DeckBuilder") -> None:
    from .lines import MAX_LINE, _ENTRY

    deck = builder.deck
    section = ""
    for lineno, raw in enumerate(text.splitlines(), 1):
        if len(raw) > MAX_LINE:
            raise DeckError(builder.file, lineno, f"the line is {len(raw)} characters long; a deck line has at most {MAX_LINE}")
        line = raw.strip()
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
        entry = _ENTRY.fullmatch(line)
        if entry is None:
            raise DeckError(builder.file, lineno, f"expected 'N Card Name|SET', got {line[:80]!r}")
        name = entry.group(2).split("|", 1)[0]
        builder.add(int(entry.group(1)), name, lineno, sideboard=section == "sideboard")


def write(deck: Deck) -> str:
    out = ["[metadata]", f"Name={deck.name}"]
    if deck.description:
        out.append("Description=" + " ".join(deck.description.split()))
    out.append("[Main]")
    out += [f"{n} {c.name}|{c.set_code}" for n, c in deck.entries]
    out.append("[Sideboard]")
    out += [f"{n} {c.name}|{c.set_code}" for n, c in deck.sideboard]
    return "\n".join(out) + "\n"

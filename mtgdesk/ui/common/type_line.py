"""A card's type line in the interface's language (CR 205): the supertypes and card types as
one unit ("Artifact Creature" is « Créature-artefact »), then the subtypes joined the way the
language joins them (« elfe et druide »)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mtgdesk.cards.catalog import SUBTYPE_JOINERS
from mtgdesk.engine import CardDef


def _t(text: str) -> str:
    return QCoreApplication.translate("types", text)


def type_line_text(card: CardDef) -> str:
    left = _t(" ".join(card.supertypes + card.types))
    subs = [_t(s) for s in card.subtypes]
    if not subs:
        return left
    if 2 <= len(subs) <= len(SUBTYPE_JOINERS) + 1:
        joined = _t(SUBTYPE_JOINERS[len(subs) - 2])
        for i in range(len(subs), 0, -1):
            joined = joined.replace(f"%{i}", subs[i - 1])
    else:
        joined = " ".join(subs)
    return _t("%1 — %2").replace("%2", joined).replace("%1", left)

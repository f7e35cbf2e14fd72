"""``texts.fill`` for the start page, imported when first used: ``texts`` loads the card pool's
templates and the rules, which the start page doesn't need before its first paint."""
from __future__ import annotations


def fill(template: str, *args: str) -> str:
    """``texts.fill``, imported when first used: ``texts`` loads the card pool's templates and
    the rules, which the start page doesn't need before its first paint."""
    from .texts import fill as texts_fill

    return texts_fill(template, *args)

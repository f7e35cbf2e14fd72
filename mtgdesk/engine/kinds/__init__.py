"""The kinds of the ability vocabulary, each declared once: effect kinds by family (``damage``,
``library``, ``permanents``, ``continuous``, ``turn``; ``base.declare``) and static ability kinds
(``statics``). ``engine.effects`` imports every effect family, so ``effects.EFFECTS`` is complete."""

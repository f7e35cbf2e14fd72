"""Qt Linguist translations (``mtgdesk_<lang>.ts`` sources, compiled ``.qm``), installed as
``mtgdesk.translations``.

Find them through :func:`mtgdesk.resources.translations_dir`.
"""

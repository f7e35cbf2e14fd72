"""Shipped assets (SVG mana and tap symbols, the app icon), installed as ``mtgdesk.assets``.

Read them through :mod:`mtgdesk.resources`, never by a path relative to the checkout.
"""

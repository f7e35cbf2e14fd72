"""Network play: seats over a connection (issue 37). Pure Python and asyncio, no Qt.

``seat`` builds one player's view, events and decision as plain data; ``framing`` and
``protocol`` carry and check the messages; ``host`` runs the engine and keeps every secret;
``guest`` plays from its seat alone.
"""

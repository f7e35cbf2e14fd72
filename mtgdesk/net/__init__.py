"""Network play: seats over a connection (issue 37). Pure Python and asyncio, no Qt.

- ``seat``: a seat, everything one player may know and do; ``Projection`` builds that player's
  view, redacted events and owed decision as plain JSON data; ``LocalSeat`` over a game in
  this process.
- ``remote_view``: the same view rebuilt from that data alone (what a guest plays from).
- ``values``: engine values (actions, targets, abilities) as JSON, from a whitelist of classes.
- ``framing``: length-prefixed frames, plain or in a deflate stream, at most 1 MB;
  ``read_message``/``write_message`` on any asyncio stream pair.
- ``protocol``: the message kinds and their schema, checked before use.
- ``link``: one connection: heartbeats, rate limits, the inbox.
- ``host`` / ``guest``: the two sides; the host's parts: ``host_state`` (what it holds),
  ``joining`` (its server, the relay, the handshake), ``match`` (between games, the rematch),
  ``saved`` (saved games, resumed), and ``outcome`` (how a game and a match end, both sides');
  ``fair``: the seed's commitment and the replay check;
  ``session``: invite codes and session tokens; ``headless``: ``mtgdesk host`` / ``join``.
- ``discovery``: the games waiting for a guest on the local network: a host answers UDP queries
  (port 7738) while it waits; ``find_games`` asks the broadcast addresses for a bounded time.
- ``relay``: ``mtgdesk relay``, pairing a host and a guest by an id derived from the invite code
  and forwarding their bytes; ``secure``: the end-to-end encrypted channel keyed by the invite
  code (SPAKE2, then XChaCha20-Poly1305), which the relay can't read.

A window drives them from a worker thread running an asyncio loop: ``Host(chooser=None)`` and
``Guest(chooser=None)`` wait for ``submit(action)`` (from the window's thread:
``loop.call_soon_threadsafe(host.submit, a)``, ``asyncio.run_coroutine_threadsafe(guest.submit(a),
loop)``), ``Guest.on_update`` reports each update (its events in
``update["events"]``). Every connection is encrypted end to end, keyed by the invite code:
``Host.accept_secure`` (its TCP server's, and ``Host.start_relay``'s for a relay) and the guest
wrap whatever stream they are given (``Guest(open_stream=...)``: TCP by default, a relay's) in
``secure``; ``Host.accept`` serves an already-decrypted (or plain) stream.
"""

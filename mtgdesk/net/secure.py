"""End-to-end encryption between host and guest, keyed by the invite code (issue 37, item 5).

The invite code is short, so it is never a key itself: SPAKE2 (the ``spake2`` package) turns it
into a strong shared key. Someone in the middle (a relay, the network) who doesn't know the code
learns nothing from the exchange, can't test guesses against what it saw, and gets one guess per
handshake it takes part in. From that key, keyed BLAKE2b (the standard library's) derives one key
per direction, and libsodium's XChaCha20-Poly1305 (PyNaCl's ``Aead``) encrypts every message.

On the wire, every frame is a 4-byte big-endian length and a body (``mtgdesk.net.relay``
forwards such frames whole):

1. each side sends its hello in the clear: ``HELLO_TAG``, its role (``H`` or ``G``) and its
   SPAKE2 message;
2. each side sends a confirmation, encrypted: a side whose code differs can't decrypt it, and
   both sides fail with ``WrongCode`` (key confirmation);
3. then each message is a frame of one kind byte (data or close) and the payload, encrypted
   under that direction's key with the frame's number in that direction as the nonce. The nonce
   is never sent: the receiver uses the number it expects, so a nonce never repeats under a key,
   and a frame altered, replayed, reordered or dropped fails to decrypt (``Tampered``).

Every failure is a ``SecureChannelError`` whose ``reason`` is an id for the text a person reads
(``wrong_code``, ``tampered``, ``too_large``, ``closed``, ``lost``, ``timeout``, ``handshake``)
and whose ``str()`` says the same in English; the channel is then unusable (except ``closed``,
after which there is nothing more to read).
"""
from __future__ import annotations

import asyncio
import contextlib
import hashlib
import struct
from typing import Literal

from nacl.exceptions import CryptoError
from nacl.secret import Aead
from spake2 import SPAKE2_A, SPAKE2_B  # type: ignore[import-untyped]

from .relay import canonical_code

Role = Literal["host", "guest"]

#: The largest payload of one message.
MAX_MESSAGE = 1024 * 1024
FRAME_LENGTH = struct.Struct(">I")
HELLO_TAG = b"mtgdesk-e2e/1"
_ROLE_BYTES: dict[str, bytes] = {"host": b"H", "guest": b"G"}
_SPAKE_IDS = {"idA": b"mtgdesk host", "idB": b"mtgdesk guest"}
_SPAKE_MESSAGE_SIZE = 33
_KDF_PERSON = b"mtgdesk-e2e/1".ljust(16, b"\0")
_AAD = HELLO_TAG
_CONFIRM, _DATA, _CLOSE = 0, 1, 2
_CONFIRM_TEXT = b"mtgdesk-e2e/1 key confirmation from the "
#: A frame's body: the kind byte, the payload, Poly1305's tag.
_TAG_SIZE = Aead.MACBYTES
MAX_FRAME = 1 + MAX_MESSAGE + _TAG_SIZE


class SecureChannelError(Exception):
    """The secure channel failed; ``reason`` names why (see the module's docstring)."""

    reason = "handshake"

    def __init__(self, text: str) -> None:
        super().__init__(text)


class WrongCode(SecureChannelError):
    """The two sides' invite codes differ."""

    reason = "wrong_code"


class Tampered(SecureChannelError):
    """A frame failed authentication: altered, replayed, reordered or dropped on the way."""

    reason = "tampered"


class MessageTooLarge(SecureChannelError):
    """A message over ``MAX_MESSAGE`` bytes, to send or announced by the other side."""

    reason = "too_large"


class ChannelClosed(SecureChannelError):
    """The other side closed the channel (an authenticated goodbye): nothing more will come."""

    reason = "closed"


class ConnectionLost(SecureChannelError):
    """The connection ended without a goodbye (cut, killed, or the relay dropped it)."""

    reason = "lost"


class HandshakeTimeout(SecureChannelError):
    """The other side did not finish the handshake in time."""

    reason = "timeout"


class HandshakeError(SecureChannelError):
    """The other side's handshake is not this protocol's (another program, version or role)."""

    reason = "handshake"


def _direction_key(shared: bytes, label: bytes) -> bytes:
    """One direction's key: BLAKE2b keyed with SPAKE2's key (libsodium's crypto_kdf is the same)."""
    return hashlib.blake2b(label, key=shared, person=_KDF_PERSON, digest_size=Aead.KEY_SIZE).digest()


def _nonce(number: int) -> bytes:
    return number.to_bytes(Aead.NONCE_SIZE, "big")


class SecureChannel:
    """Messages both ways, encrypted and authenticated; made by ``open_secure_channel``.

    ``send`` may be called from several tasks (each message goes out whole, in order of the
    calls); ``recv`` from one at a time.
    """

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, role: Role,
                 send_key: bytes, recv_key: bytes) -> None:
        self.role = role
        self._reader = reader
        self._writer = writer
        self._send_box = Aead(send_key)
        self._recv_box = Aead(recv_key)
        self._sent = 0
        self._received = 0
        self._failed: SecureChannelError | None = None
        self._recv_lock = asyncio.Lock()

    @property
    def writer(self) -> asyncio.StreamWriter:
        """The underlying connection's writer (for its address: ``get_extra_info``)."""
        return self._writer

    async def send(self, payload: bytes) -> None:
        """Send one message of at most ``MAX_MESSAGE`` bytes."""
        if len(payload) > MAX_MESSAGE:
            raise MessageTooLarge(f"a message of {len(payload):,} bytes is more than {MAX_MESSAGE:,}")
        await self._send_frame(_DATA, payload)

    async def recv(self) -> bytes:
        """The next message. ``ChannelClosed`` once the other side has said goodbye."""
        async with self._recv_lock:
            if self._failed is not None:
                raise self._failed
            try:
                kind, payload = await self._read_frame()
                if kind == _DATA:
                    return payload
                if kind == _CLOSE:
                    raise ChannelClosed("the other side closed the connection")
                raise HandshakeError(f"a frame of unknown kind {kind} from the other side")
            except SecureChannelError as exc:
                self._failed = exc
                raise

    async def close(self) -> None:
        """Say goodbye (authenticated, so a cut can't pass for one) and close the connection."""
        with contextlib.suppress(OSError, RuntimeError, TimeoutError, SecureChannelError):
            if not self._writer.is_closing():
                await asyncio.wait_for(self._send_frame(_CLOSE, b""), 2.0)
        self._writer.close()
        with contextlib.suppress(OSError, RuntimeError, TimeoutError):
            await asyncio.wait_for(self._writer.wait_closed(), 2.0)

    async def _send_frame(self, kind: int, payload: bytes) -> None:
        # The number and the write happen with no await between them, so frames leave in the
        # order of their numbers whatever the tasks calling send.
        nonce = _nonce(self._sent)
        self._sent += 1
        body = self._send_box.encrypt(bytes((kind,)) + payload, _AAD, nonce).ciphertext
        self._writer.write(FRAME_LENGTH.pack(len(body)) + body)
        try:
            await self._writer.drain()
        except (OSError, RuntimeError) as exc:
            raise ConnectionLost(f"the connection was lost while sending ({exc})") from None

    async def _read_frame(self) -> tuple[int, bytes]:
        try:
            (length,) = FRAME_LENGTH.unpack(await self._reader.readexactly(FRAME_LENGTH.size))
            if length > MAX_FRAME:
                raise MessageTooLarge(f"the other side announced a message of {length:,} bytes "
                                      f"(at most {MAX_MESSAGE:,})")
            if length < 1 + _TAG_SIZE:
                raise Tampered(f"a frame of {length} bytes, too short to be one of this channel's")
            body = await self._reader.readexactly(length)
        except asyncio.IncompleteReadError:
            raise ConnectionLost("the connection ended without a goodbye") from None
        except (OSError, RuntimeError) as exc:
            raise ConnectionLost(f"the connection was lost ({exc})") from None
        try:
            plain = self._recv_box.decrypt(body, _AAD, _nonce(self._received))
        except CryptoError:
            raise Tampered("a message failed authentication: it was altered, replayed, reordered or "
                           "dropped on the way") from None
        self._received += 1
        return plain[0], plain[1:]


async def open_secure_channel(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, code: str,
                              role: Role, *, timeout: float = 30.0) -> SecureChannel:
    """Agree keys with the other side through the invite code and return the channel.

    Raises ``WrongCode`` if the other side's code differs, ``HandshakeTimeout`` after
    ``timeout`` seconds, ``HandshakeError`` or ``ConnectionLost`` otherwise, never another error.
    On failure the connection is closed.
    """
    if role not in _ROLE_BYTES:
        raise ValueError(f"role must be 'host' or 'guest', not {role!r}")
    password = canonical_code(code).encode("utf-8")
    try:
        async with asyncio.timeout(timeout):
            return await _handshake(reader, writer, password, role)
    except TimeoutError:
        writer.close()
        raise HandshakeTimeout(f"the other side did not finish the handshake within {timeout:g} s") from None
    except SecureChannelError:
        writer.close()
        raise


async def _handshake(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, password: bytes,
                     role: Role) -> SecureChannel:
    loop = asyncio.get_running_loop()
    spake = SPAKE2_A(password, **_SPAKE_IDS) if role == "host" else SPAKE2_B(password, **_SPAKE_IDS)
    outbound: bytes = await loop.run_in_executor(None, spake.start)  # pure Python: ~10 ms
    hello = HELLO_TAG + _ROLE_BYTES[role] + outbound
    writer.write(FRAME_LENGTH.pack(len(hello)) + hello)
    try:
        await writer.drain()
        (length,) = FRAME_LENGTH.unpack(await reader.readexactly(FRAME_LENGTH.size))
        if length != len(hello):
            raise HandshakeError("the other side is not an mtgdesk speaking this version of the encrypted "
                                 "protocol")
        theirs = await reader.readexactly(length)
    except asyncio.IncompleteReadError:
        raise ConnectionLost("the connection ended during the handshake") from None
    except (OSError, RuntimeError) as exc:
        raise ConnectionLost(f"the connection was lost during the handshake ({exc})") from None
    if not theirs.startswith(HELLO_TAG):
        raise HandshakeError("the other side is not an mtgdesk speaking this version of the encrypted protocol")
    their_role = theirs[len(HELLO_TAG):len(HELLO_TAG) + 1]
    if their_role == _ROLE_BYTES[role]:
        raise HandshakeError(f"both sides connected as the {role}")
    if their_role not in _ROLE_BYTES.values():
        raise HandshakeError("the other side's handshake names no role")
    try:
        shared: bytes = await loop.run_in_executor(None, spake.finish, theirs[len(HELLO_TAG) + 1:])
    except Exception:
        # spake2 refuses a bad element in several ways (ValueError, its own NotOnCurve, ...):
        # whatever it raises about bytes from the other side means the same.
        raise HandshakeError("the other side's handshake is malformed") from None
    host_to_guest = _direction_key(shared, b"host to guest")
    guest_to_host = _direction_key(shared, b"guest to host")
    if role == "host":
        channel = SecureChannel(reader, writer, role, host_to_guest, guest_to_host)
    else:
        channel = SecureChannel(reader, writer, role, guest_to_host, host_to_guest)
    other = "guest" if role == "host" else "host"
    # Each side sends its confirmation before reading the other's, so both learn of a wrong code.
    await channel._send_frame(_CONFIRM, _CONFIRM_TEXT + role.encode())
    try:
        kind, payload = await channel._read_frame()
    except Tampered:
        raise WrongCode("the invite code does not match the other side's") from None
    except ConnectionLost:
        raise ConnectionLost("the other side left during the handshake") from None
    except MessageTooLarge:
        raise HandshakeError("the other side's key confirmation is not one") from None
    if kind != _CONFIRM or payload != _CONFIRM_TEXT + other.encode():
        raise HandshakeError("the other side's key confirmation is not one")
    return channel

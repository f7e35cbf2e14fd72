"""End-to-end encryption between host and guest, keyed by the invite code (issue 37, item 5).

The invite code is short, so it is never a key itself: SPAKE2 (the ``spake2`` package) turns it
into a strong shared key. Someone in the middle (a relay, the network) who doesn't know the code
learns nothing from the exchange, can't test guesses against what it saw, and gets one guess per
handshake it takes part in. From that key, keyed BLAKE2b (the standard library's) derives one key
per direction, and libsodium's XChaCha20-Poly1305 (PyNaCl's ``Aead``) encrypts every message.

On the wire, every frame is a 4-byte big-endian length and a body (``mtgdesk.net.relay``
forwards such frames whole):

1. each side sends its hello in the clear: ``HELLO_TAG``, its role (``H`` or ``G``) and its
   SPAKE2 message (a random point blinded by the code: it tells nothing about the code);
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
_KDF_PERSON = b"mtgdesk-e2e/1".ljust(16, b"\0")
_AAD = HELLO_TAG
_CONFIRM, _DATA, _CLOSE = 0, 1, 2
_CONFIRM_TEXT = b"mtgdesk-e2e/1 key confirmation from the "
#: A frame's body: the kind byte, the payload, Poly1305's tag.
_TAG_SIZE = Aead.MACBYTES
MAX_FRAME = 1 + MAX_MESSAGE + _TAG_SIZE


class SecureChannelError(ConnectionError):
    """The secure channel failed; ``reason`` names why (see the module's docstring). A
    ConnectionError, so that code written for plain connections treats it as one."""

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

    def streams(self) -> tuple[SecureStreamReader, SecureStreamWriter]:
        """The channel as a byte stream, for code written for asyncio's StreamReader and
        StreamWriter (``readexactly``, ``write`` and ``drain``, ``close``, ``transport.abort``)."""
        return SecureStreamReader(self), SecureStreamWriter(self)

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
        except SecureChannelError:
            raise
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


class SecureStreamReader:
    """The reading half of ``SecureChannel.streams()``: the bytes of the messages received, in
    order. Decrypts only when asked, so a fast sender can't fill memory; the end after the other
    side's goodbye is an end of stream (``IncompleteReadError``, ``read`` giving ``b""``); any
    other failure is the channel's error, a ConnectionError."""

    def __init__(self, channel: SecureChannel) -> None:
        self._channel = channel
        self._buffer = bytearray()
        self._eof = False

    async def _fill(self) -> bool:
        if self._eof:
            return False
        try:
            self._buffer += await self._channel.recv()
        except ChannelClosed:
            self._eof = True
            return False
        return True

    async def readexactly(self, n: int) -> bytes:
        while len(self._buffer) < n:
            if not await self._fill():
                partial = bytes(self._buffer)
                self._buffer.clear()
                raise asyncio.IncompleteReadError(partial, n)
        data = bytes(self._buffer[:n])
        del self._buffer[:n]
        return data

    async def read(self, n: int = -1) -> bytes:
        """What is there (at most ``n`` bytes), waiting for a message if nothing is; ``b""`` at the end."""
        if n == 0:
            return b""
        while not self._buffer and await self._fill():
            pass
        size = len(self._buffer) if n < 0 else min(n, len(self._buffer))
        data = bytes(self._buffer[:size])
        del self._buffer[:size]
        return data

    def at_eof(self) -> bool:
        return self._eof and not self._buffer


class SecureStreamWriter:
    """The writing half of ``SecureChannel.streams()``: what is written leaves as soon as the event
    loop runs, as one message (or several of at most ``MAX_MESSAGE`` bytes); ``drain`` waits
    until it has, and raises the channel's error if it couldn't."""

    def __init__(self, channel: SecureChannel) -> None:
        self._channel = channel
        self._buffer = bytearray()
        self._flusher: asyncio.Task[None] | None = None
        self._closer: asyncio.Task[None] | None = None

    @property
    def transport(self) -> asyncio.WriteTransport:
        """The connection's own transport: ``transport.abort()`` cuts it at once."""
        return self._channel.writer.transport

    def get_extra_info(self, name: str, default: object = None) -> object:
        return self._channel.writer.get_extra_info(name, default)

    def write(self, data: bytes) -> None:
        self._buffer += data
        if self._flusher is None or self._flusher.done():
            self._flusher = asyncio.get_running_loop().create_task(self._flush())
            self._flusher.add_done_callback(_retrieve)

    async def _flush(self) -> None:
        while self._buffer:
            chunk = bytes(self._buffer[:MAX_MESSAGE])
            del self._buffer[:MAX_MESSAGE]
            await self._channel.send(chunk)

    async def drain(self) -> None:
        flusher = self._flusher
        if flusher is None:
            return
        if not flusher.done():
            await asyncio.shield(flusher)  # raises what the sending raised
        error = None if flusher.cancelled() else flusher.exception()
        if error is not None:
            raise error

    def is_closing(self) -> bool:
        return self._closer is not None or self._channel.writer.is_closing()

    def close(self) -> None:
        """Send what is written, say goodbye and close (``wait_closed`` waits for it)."""
        if self._closer is None:
            self._closer = asyncio.get_running_loop().create_task(self._close())
            self._closer.add_done_callback(_retrieve)

    async def _close(self) -> None:
        with contextlib.suppress(OSError, RuntimeError):
            await asyncio.wait_for(self.drain(), 2.0)
        await self._channel.close()

    async def wait_closed(self) -> None:
        if self._closer is not None:
            await asyncio.shield(self._closer)


def _retrieve(task: asyncio.Task[None]) -> None:
    """Mark a background send's failure as seen: it is raised by ``drain``, or the reader finds it."""
    if not task.cancelled():
        task.exception()


async def open_secure_channel(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, code: str,
                              role: Role, *, timeout: float = 30.0) -> SecureChannel:
    """Agree keys with the other side through the invite code and return the channel.

    Raises ``WrongCode`` if the other side's code differs, ``HandshakeTimeout`` after
    ``timeout`` seconds, ``HandshakeError`` or ``ConnectionLost`` otherwise, and on the
    connection never another error (``ValueError`` before it for a code with no letter or digit,
    or a role that is neither). On failure the connection is closed.
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
    except SecureChannelError:
        raise
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

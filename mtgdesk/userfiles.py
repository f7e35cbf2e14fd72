"""The one way to read a file a user hands the program: decks, scenarios, puzzles, settings,
saved games.

Every problem is a :class:`FileProblem` (or the caller's subclass of it) naming the file, the
line where known, and what is wrong; nothing here raises anything else for a file's contents.

- :func:`read_user_text`: only a regular file (a folder, a named pipe, a device or a socket is
  refused by name, without ever blocking on it), at most ``max_bytes`` (checked before reading
  and again while reading), UTF-8 with or without a byte order mark, or UTF-16 with one.
- :func:`parse_json` and :func:`parse_toml`: the standard parsers with limits checked first, in
  linear time: nesting depth, digits in a number, parts in a dotted TOML key; NaN and infinities
  refused; every whole number within ``10**max_digits``.

Pure Python, no Qt. The parsers never evaluate or unpickle anything.
"""
from __future__ import annotations

import codecs
import json
import math
import os
import re
import stat
from pathlib import Path
from typing import Any

from .problems import FileProblem

__all__ = [
    "DEFAULT_MAX_BYTES", "MAX_DECK_CARDS", "FileProblem", "decode_user_bytes", "line_of", "parse_json", "parse_toml",
    "read_json", "read_toml", "read_user_text",
]

#: The largest user file read by default (a saved game of a very long game is well under this).
DEFAULT_MAX_BYTES = 4 * 1024 * 1024
#: Nesting of arrays and tables/objects: the project's formats use a handful of levels.
DEFAULT_MAX_DEPTH = 32
#: Digits in a number: every number the project reads fits in 64 bits.
DEFAULT_MAX_DIGITS = 20
#: Parts of one dotted TOML key (``a.b.c`` has three).
DEFAULT_MAX_KEY_PARTS = 16
#: Cards in one deck, main deck and sideboard, in any file that lists one (decks, saved games).
MAX_DECK_CARDS = 1000

ErrorClass = type[FileProblem]


def _kind_of(mode: int) -> str | None:
    """What a non-regular file is, in the user's words; None for a regular file."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def _not_regular(file: str, kind: str, error: ErrorClass) -> FileProblem:
    return error(file, None, f"this is {kind}, not a file; give the path of a text file")


def _too_big(file: str, size: int | None, max_bytes: int, error: ErrorClass) -> FileProblem:
    what = f"{size:,} bytes" if size is not None else f"more than {max_bytes:,} bytes"
    return error(file, None, f"the file is too large ({what}; at most {max_bytes:,} bytes are read)")


def read_user_text(path: str | Path, *, max_bytes: int = DEFAULT_MAX_BYTES,
                   error: ErrorClass = FileProblem, fallback: str | None = None) -> str:
    """The text of a user's file, or ``error(file, line, problem)``.

    The size is checked before reading; a folder, pipe, device or socket is refused by name
    (the file is opened non-blocking and checked again once open, so that nothing can be swapped
    in between). Symbolic links are followed: a link to a regular file is read. ``fallback``:
    the encoding of text that is not UTF-8 (``decode_user_bytes``)."""
    file = str(path)
    try:
        st = os.stat(file)
    except FileNotFoundError:
        raise error(file, None, "no such file") from None
    except OSError as exc:
        raise error(file, None, f"can't read the file: {exc.strerror or exc}") from None
    kind = _kind_of(st.st_mode)
    if kind is not None:
        raise _not_regular(file, kind, error)
    if st.st_size > max_bytes:
        raise _too_big(file, st.st_size, max_bytes, error)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(file, flags)
    except FileNotFoundError:
        raise error(file, None, "no such file") from None
    except OSError as exc:
        raise error(file, None, f"can't read the file: {exc.strerror or exc}") from None
    try:
        kind = _kind_of(os.fstat(fd).st_mode)
        if kind is not None:
            raise _not_regular(file, kind, error)
        chunks: list[bytes] = []
        total = 0
        while total <= max_bytes:
            chunk = os.read(fd, min(1 << 20, max_bytes + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
    except OSError as exc:
        raise error(file, None, f"can't read the file: {exc.strerror or exc}") from None
    finally:
        os.close(fd)
    if total > max_bytes:
        raise _too_big(file, None, max_bytes, error)
    return decode_user_bytes(b"".join(chunks), file, error=error, fallback=fallback)


# A character of two bytes or more in UTF-8.
_UTF8_SEQUENCE = re.compile(rb"[\xc2-\xf4][\x80-\xbf]+")
_BOMS = ((codecs.BOM_UTF8, "utf-8"), (codecs.BOM_UTF16_LE, "utf-16-le"), (codecs.BOM_UTF16_BE, "utf-16-be"))


def decode_user_bytes(data: bytes, file: str, *, error: ErrorClass = FileProblem, fallback: str | None = None) -> str:
    """Bytes as text: UTF-8 (a byte order mark is dropped), or UTF-16 with its byte order mark;
    without a byte order mark, text that is not UTF-8 and holds no UTF-8 character beyond ASCII
    is read in the ``fallback`` encoding if one is given and the bytes are text in it (old
    Windows files: ``cp1252``). A NUL character (a binary file) is refused with its line."""
    encoding, body = "utf-8", data
    for bom, name in _BOMS:
        if data.startswith(bom):
            encoding, body = name, data[len(bom):]
            break
    try:
        text = body.decode(encoding)
    except UnicodeDecodeError as exc:
        if fallback is not None and body is data and not _UTF8_SEQUENCE.search(data):
            # No byte order mark said what it is, and nothing in it is UTF-8 beyond ASCII: an
            # old file in the fallback encoding (UTF-8 text with a broken byte stays an error).
            try:
                text = data.decode(fallback)
            except UnicodeDecodeError:
                pass
            else:
                return _no_nul(text, file, error)
        line = body[:exc.start].decode(encoding, errors="replace").count("\n") + 1
        label = "UTF-8" if encoding == "utf-8" else "UTF-16"
        raise error(file, line, f"not {label} text ({exc.reason} at byte {exc.start + len(data) - len(body)}); "
                                f"save the file as UTF-8") from None
    return _no_nul(text, file, error)


def _no_nul(text: str, file: str, error: ErrorClass) -> str:
    nul = text.find("\0")
    if nul >= 0:
        raise error(file, text.count("\n", 0, nul) + 1, "a NUL character: this is not a text file")
    return text


def line_of(text: str, needle: str, start: int = 0) -> int | None:
    """The line (from 1) where ``needle`` first occurs in ``text``, or None."""
    at = text.find(needle, start)
    return None if at < 0 else text.count("\n", 0, at) + 1


# ------------------------------------------------------------------ limits on values

def check_tree(value: Any, file: str, *, max_depth: int, max_digits: int, error: ErrorClass,
               text: str = "") -> None:
    """Walk parsed data (iteratively: never a RecursionError) and refuse nesting deeper than
    ``max_depth``, whole numbers of ``max_digits`` digits or more, NaN and infinities, and text
    that can't be written back as UTF-8 (lone surrogates)."""
    limit = 10 ** max_digits
    stack: list[tuple[Any, int, str]] = [(value, 0, "")]

    def refuse(key: str, problem: str) -> FileProblem:
        return error(file, line_of(text, key) if key and text else None, problem)

    while stack:
        v, depth, key = stack.pop()
        if isinstance(v, (dict, list)) and depth >= max_depth:
            raise refuse(key, f"nested more than {max_depth} levels deep")
        if isinstance(v, dict):
            for k, item in v.items():
                _check_string(k, file, error)
                stack.append((item, depth + 1, str(k)))
        elif isinstance(v, list):
            stack.extend((item, depth + 1, key) for item in v)
        elif isinstance(v, bool):
            continue
        elif isinstance(v, int):
            if not -limit < v < limit:
                raise refuse(key, f"a number with more than {max_digits} digits")
        elif isinstance(v, float):
            if not math.isfinite(v):
                raise refuse(key, f"{v} is not a number this file may hold")
        elif isinstance(v, str):
            _check_string(v, file, error)


def _check_string(s: str, file: str, error: ErrorClass) -> None:
    try:
        s.encode("utf-8")
    except UnicodeEncodeError:
        raise error(file, None,
                    "a text value holds a lone surrogate (\\ud800-\\udfff), which is not a character") from None


# ------------------------------------------------------------------ JSON

# A string, or an unterminated one to the end: always a match from a quote, so that scanning
# never starts again inside one (which would take quadratic time).
_JSON_STRING = re.compile(r'"(?:[^"\\]|\\.)*"?', re.DOTALL)
_BRACKET = re.compile(r"[\[\]{}]")


def _too_deep(bare: str, max_depth: int) -> int | None:
    """The line where the nesting of ``[]{}`` in ``bare`` (strings blanked, newlines kept)
    first goes past ``max_depth``, or None."""
    depth = 0
    for m in _BRACKET.finditer(bare):
        if m.group(0) in "[{":
            depth += 1
            if depth > max_depth:
                return bare.count("\n", 0, m.start()) + 1
        else:
            depth -= 1
    return None


def _blank_strings(pattern: re.Pattern[str], text: str) -> str:
    """``text`` with every match of ``pattern`` replaced by ``""`` and the newlines it held."""
    return pattern.sub(lambda m: '""' + "\n" * m.group(0).count("\n"), text)


class _Refused(Exception):
    def __init__(self, token: str, problem: str) -> None:
        super().__init__(problem)
        self.token = token
        self.problem = problem


def parse_json(text: str, file: str, *, max_depth: int = DEFAULT_MAX_DEPTH,
               max_digits: int = DEFAULT_MAX_DIGITS, error: ErrorClass = FileProblem) -> Any:
    """JSON text as Python data, within the limits, or ``error(file, line, problem)``."""
    line = _too_deep(_blank_strings(_JSON_STRING, text), max_depth)
    if line is not None:
        raise error(file, line, f"nested more than {max_depth} levels deep")

    def number(s: str) -> Any:
        digits = sum(ch.isdigit() for ch in s)
        if digits > max_digits:
            raise _Refused(s, f"a number with more than {max_digits} digits")
        return int(s) if s.lstrip("-").isdigit() else float(s)

    def constant(s: str) -> Any:
        raise _Refused(s, f"{s} is not a number this file may hold")

    try:
        value = json.loads(text, parse_int=number, parse_float=number, parse_constant=constant)
    except _Refused as exc:
        raise error(file, line_of(text, exc.token), exc.problem) from None
    except json.JSONDecodeError as exc:
        raise error(file, exc.lineno, f"not valid JSON: {exc.msg} (column {exc.colno})") from None
    except (RecursionError, ValueError) as exc:  # not expected after the checks above
        raise error(file, None, f"not valid JSON: {exc}") from None
    check_tree(value, file, max_depth=max_depth, max_digits=max_digits, error=error, text=text)
    return value


def read_json(path: str | Path, *, max_bytes: int = DEFAULT_MAX_BYTES, max_depth: int = DEFAULT_MAX_DEPTH,
              max_digits: int = DEFAULT_MAX_DIGITS, error: ErrorClass = FileProblem) -> Any:
    """:func:`read_user_text` then :func:`parse_json`."""
    text = read_user_text(path, max_bytes=max_bytes, error=error)
    return parse_json(text, str(path), max_depth=max_depth, max_digits=max_digits, error=error)


# ------------------------------------------------------------------ TOML

# Strings (the four TOML kinds) and comments, whose contents the limits below must not see; an
# unterminated one runs to the end of its line (or of the text), as for JSON above.
_TOML_SKIP = re.compile(
    r'"""[\s\S]*?(?:"""(?:"{1,2}(?!"))?|\Z)'
    r"|'''[\s\S]*?(?:'''(?:'{1,2}(?!'))?|\Z)"
    r'|"(?:[^"\\\n]|\\.)*"?'
    r"|'[^'\n]*'?"
    r"|#[^\n]*"
)
_KEYISH = re.compile(r"[\w\"'. \t-]+")
_DIGITS = re.compile(r"\d[\d_]*")
_TOML_LINE = re.compile(r"line (\d+)")


def parse_toml(text: str, file: str, *, max_depth: int = DEFAULT_MAX_DEPTH,
               max_digits: int = DEFAULT_MAX_DIGITS, max_key_parts: int = DEFAULT_MAX_KEY_PARTS,
               error: ErrorClass = FileProblem) -> dict[str, Any]:
    """TOML text as a dict, within the limits, or ``error(file, line, problem)``.

    The limits are checked on the text first (strings and comments left out), so that the
    parser never meets what would make it recurse too deep, overflow or take quadratic time
    (tomllib takes seconds on one key of thousands of dotted parts)."""
    bare = _blank_strings(_TOML_SKIP, text)
    line = _too_deep(bare, max_depth + 1)  # a table header's brackets are one level
    if line is not None:
        raise error(file, line, f"nested more than {max_depth} levels deep")
    for m in _KEYISH.finditer(bare):
        if m.group(0).count(".") >= max_key_parts:
            raise error(file, bare.count("\n", 0, m.start()) + 1,
                        f"a dotted key of more than {max_key_parts} parts")
    for m in _DIGITS.finditer(bare):
        if len(m.group(0)) - m.group(0).count("_") > max_digits:
            raise error(file, bare.count("\n", 0, m.start()) + 1, f"a number with more than {max_digits} digits")
    import tomllib  # here: the settings (JSON) are read at start-up, before the window paints

    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        m2 = _TOML_LINE.search(str(exc))
        raise error(file, int(m2.group(1)) if m2 else None, f"not valid TOML: {exc}") from None
    except (RecursionError, ValueError) as exc:  # not expected after the checks above
        raise error(file, None, f"not valid TOML: {exc}") from None
    check_tree(data, file, max_depth=max_depth, max_digits=max_digits, error=error, text=text)
    return data


def read_toml(path: str | Path, *, max_bytes: int = DEFAULT_MAX_BYTES, max_depth: int = DEFAULT_MAX_DEPTH,
              max_digits: int = DEFAULT_MAX_DIGITS, max_key_parts: int = DEFAULT_MAX_KEY_PARTS,
              error: ErrorClass = FileProblem) -> dict[str, Any]:
    """:func:`read_user_text` then :func:`parse_toml`."""
    text = read_user_text(path, max_bytes=max_bytes, error=error)
    return parse_toml(text, str(path), max_depth=max_depth, max_digits=max_digits,
                      max_key_parts=max_key_parts, error=error)

"""The one way to read a user's file: size, kind, encoding, and limits on JSON and TOML."""
from __future__ import annotations

import os
import threading
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mtgdesk.problems import FileProblem
from mtgdesk.userfiles import parse_json, parse_toml, read_user_text


class MyError(FileProblem):
    pass


def test_reads_utf8_with_and_without_bom_and_utf16_with_bom(tmp_path: Path) -> None:
    text = "4 Forêt\n1 Шок\n"
    for name, data in [("plain", text.encode()), ("bom8", b"\xef\xbb\xbf" + text.encode()),
                       ("le", b"\xff\xfe" + text.encode("utf-16-le")), ("be", b"\xfe\xff" + text.encode("utf-16-be"))]:
        p = tmp_path / name
        p.write_bytes(data)
        assert read_user_text(p) == text, name


def test_bad_encoding_names_the_line(tmp_path: Path) -> None:
    p = tmp_path / "latin1.txt"
    p.write_bytes(b"4 Forest\n4 For\xeat\n")
    with pytest.raises(MyError) as info:
        read_user_text(p, error=MyError)
    assert info.value.file == str(p) and info.value.line == 2 and "UTF-8" in info.value.problem


def test_nul_is_not_text(tmp_path: Path) -> None:
    p = tmp_path / "bin"
    p.write_bytes(b"a\nb\0c")
    with pytest.raises(FileProblem) as info:
        read_user_text(p)
    assert info.value.line == 2 and "NUL" in info.value.problem


def test_size_checked_before_reading(tmp_path: Path) -> None:
    p = tmp_path / "big.txt"
    with open(p, "wb") as f:
        f.truncate(10 * 1024 * 1024 * 1024)  # a sparse 10 GB file: reading it would take long
    with pytest.raises(FileProblem, match="too large"):
        read_user_text(p, max_bytes=1000)


def test_missing_and_folder(tmp_path: Path) -> None:
    with pytest.raises(FileProblem, match="no such file"):
        read_user_text(tmp_path / "nope")
    with pytest.raises(FileProblem, match="a folder"):
        read_user_text(tmp_path)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_named_pipe_refused_without_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "deck.txt"
    os.mkfifo(fifo)
    result: list[BaseException] = []
    t = threading.Thread(target=lambda: result.append(pytest.raises(FileProblem, read_user_text, fifo).value))
    t.start()
    t.join(10)
    assert not t.is_alive(), "reading a named pipe blocked"
    assert "named pipe" in str(result[0])


def test_device_refused() -> None:
    with pytest.raises(FileProblem, match="a device"):
        read_user_text("/dev/zero")


def test_symlink_to_regular_file_is_read(tmp_path: Path) -> None:
    (tmp_path / "real").write_text("x")
    (tmp_path / "link").symlink_to(tmp_path / "real")
    assert read_user_text(tmp_path / "link") == "x"


@pytest.mark.parametrize("text, line, words", [
    ("[" * 1000 + "]" * 1000, 1, "levels deep"),
    ('{"a": 1,\n"b": ' + "1" * 4301 + "}", 2, "digits"),
    ('{\n"seed": Infinity}', 2, "Infinity"),
    ('{"seed": NaN}', 1, "NaN"),
    ('{"seed": -Infinity}', 1, "Infinity"),
    ('{"seed": 1e400}', 1, "inf"),
    ('{"a": "\\udc00"}', None, "surrogate"),
    ('{"a": 1,\n\n}', 3, "not valid JSON"),
])
def test_json_limits(text: str, line: int | None, words: str) -> None:
    with pytest.raises(FileProblem) as info:
        parse_json(text, "s.json")
    assert info.value.line == line and words in info.value.problem


@pytest.mark.parametrize("text, line, words", [
    ("a = " + "[" * 500 + "]" * 500, 1, "levels deep"),
    ("x = 1\na = " + "9" * 4301, 2, "digits"),
    ("a = 0x" + "f" * 100, 1, "digits"),
    ("a" + ".a" * 20000 + " = 1", 1, "dotted key"),
    ("[a" + ".a" * 20000 + "]", 1, "dotted key"),
    ("a = inf", 1, "inf"),
    ("a = nan", 1, "nan"),
    ("a = 1\nb = \n", 2, "not valid TOML"),
])
def test_toml_limits(text: str, line: int | None, words: str) -> None:
    with pytest.raises(FileProblem) as info:
        parse_toml(text, "s.toml")
    assert info.value.line == line and words in info.value.problem


def test_toml_and_json_values_within_limits() -> None:
    assert parse_toml('a.b = "x.y.z.w.v.u.t.s.r.q.p.o.n.m.l.k.j.i" # a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q.r\nn = 1_000\n', "f") == \
        {"a": {"b": "x.y.z.w.v.u.t.s.r.q.p.o.n.m.l.k.j.i"}, "n": 1000}
    assert parse_json('{"a": [1, 2.5, "[[[["], "b": null}', "f") == {"a": [1, 2.5, "[[[["], "b": None}


_fuzz = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
_json_alphabet = st.sampled_from(list('[]{}",:0123456789.eE-+ \n\\tfalsenulNaInfiy') + ["\\u", "\\ud800"])
_toml_alphabet = st.sampled_from(list("[]{}\"',=.#0123456789_ \nabxfinf-+:\\") + ['"""', "'''"])


@pytest.mark.parametrize("alphabet, parse", [(_json_alphabet, parse_json), (_toml_alphabet, parse_toml)],
                         ids=["json", "toml"])
def test_any_text_is_a_value_or_an_error(alphabet: st.SearchStrategy[str], parse: Any) -> None:
    @_fuzz
    @given(st.lists(alphabet, max_size=300).map("".join))
    def run(text: str) -> None:
        try:
            parse(text, "f")
        except FileProblem as exc:
            assert exc.file == "f"

    run()


@_fuzz
@given(st.binary(max_size=200))
def test_any_bytes_error_or_text(data: bytes) -> None:
    from mtgdesk.userfiles import decode_user_bytes

    try:
        assert isinstance(decode_user_bytes(data, "f"), str)
    except FileProblem as exc:
        assert exc.file == "f"

"""Card pictures, when the player wants them (Settings ▸ Card pictures).

Three sources (``Settings.card_pictures``):

- ``none``: the drawn card only (the default);
- ``folder``: the player's own images, found by set code and collector number
  (``9ED/331.jpg``, ``9ED-331.png``, ``9ed/331.jpeg``) or by name (``Grizzly Bears.jpg``,
  Cockatrice's and Forge's ``Grizzly Bears.full.jpg``, also inside a set's folder), any case;
- ``download``: images fetched from a card-image service by a URL template written as Cockatrice
  writes them (``!setcode!``, ``!setcode_lower!``, ``!set:num!``, ``!name!``), kept in the user's
  cache folder (``pictures/<SET>/<number>.jpg``).

A picture fills the art box of the drawn card (``card_painter``), so the name, cost, type line,
rules text and P/T stay the app's own crisp text at every size and in every language. A full
card scan (taller than wide) is cropped to the art of a printed card first. Whatever is missing,
unreadable or not downloaded gives ``None``: the drawn card, silently.

``PictureDownloader`` fetches the pictures of a list of cards in a worker thread with the
standard library (urllib), politely: one request at a time, a pause between requests, a
User-Agent naming mtgdesk, cards already in the cache skipped (so a cancelled or failed download
resumes where it stopped), each image written atomically. It stops by itself when the service
can't be reached (offline) and reports counts, never a dialog per card.
"""
from __future__ import annotations

import shutil
import threading
import urllib.parse
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from collections.abc import Iterable, Sequence

from PySide6.QtCore import QObject, QRect, Signal
from PySide6.QtGui import QImage

from mtgdesk import __version__
from mtgdesk.storage.atomic import atomic_write_bytes
from mtgdesk.storage.paths import cache_dir

SUFFIXES = (".jpg", ".jpeg", ".png")
USER_AGENT = f"mtgdesk/{__version__} (desktop Magic client; card pictures on request)"
#: The pause between two requests, in seconds (Scryfall asks for 50-100 ms; we leave more).
PAUSE_SECONDS = 0.25
TIMEOUT_SECONDS = 20.0
#: The largest image accepted from the service.
MAX_IMAGE_BYTES = 8 * 2**20
#: Failures to reach the service in a row that end a download (offline, wrong address).
MAX_UNREACHABLE = 3
#: Files looked at in a pictures folder (and its set folders), at most.
MAX_FOLDER_FILES = 50_000
_IMAGE_LIMIT = 300  # decoded pictures kept in memory


@dataclass(frozen=True)
class PictureCard:
    """What identifies a printing: set code, collector number, name."""

    set_code: str
    number: str
    name: str

    @classmethod
    def of(cls, card: Any) -> PictureCard:
        return cls(str(getattr(card, "set_code", "") or ""), str(getattr(card, "number", "") or ""), card.name)


def pictures_cache() -> Path:
    """Where downloaded pictures live: the user's cache folder (platformdirs)."""
    return cache_dir() / "pictures"


def _safe(part: str) -> str:
    """A set code or collector number as a file name (nothing but letters, digits, - and _)."""
    return "".join(ch if ch.isalnum() or ch in "-_" else "_" for ch in part) or "_"


def cached_file(card: PictureCard, suffix: str = ".jpg") -> Path:
    return pictures_cache() / _safe(card.set_code.upper()) / f"{_safe(card.number)}{suffix}"


def find_cached(card: PictureCard) -> Path | None:
    for suffix in (".jpg", ".png"):  # as the downloader writes them
        path = cached_file(card, suffix)
        if path.is_file():
            return path
    return None


def expand_url(template: str, card: PictureCard) -> str:
    """The address of a card's picture: Cockatrice's fields replaced, each URL-quoted."""
    fields = {
        "!setcode_lower!": card.set_code.lower(), "!setcode!": card.set_code,
        "!set:num!": card.number, "!name!": card.name,
    }
    url = template
    for key, value in fields.items():
        url = url.replace(key, urllib.parse.quote(value, safe=""))
    return url


def cache_size() -> tuple[int, int]:
    """(files, bytes) of the downloaded pictures."""
    files = size = 0
    root = pictures_cache()
    if root.is_dir():
        for path in root.rglob("*"):
            if path.is_file():
                files += 1
                size += path.stat().st_size
    return files, size


def clear_cache() -> None:
    """Delete the downloaded pictures (they can be downloaded again)."""
    shutil.rmtree(pictures_cache(), ignore_errors=True)
    changed()


# ---------------------------------------------------------------- finding and loading

class _Source:
    """The settings' source of pictures, and what has been found and loaded so far."""

    def __init__(self) -> None:
        self.mode = "none"
        self.folder: Path | None = None
        self.generation = 0
        self._index: dict[str, Path] | None = None
        self._images: OrderedDict[PictureCard, QImage | None] = OrderedDict()
        self.lock = threading.Lock()

    def folder_index(self) -> dict[str, Path]:
        """Lower-case relative names without suffix (``9ed/331``, ``grizzly bears``) to files."""
        if self._index is None:
            index: dict[str, Path] = {}
            if self.folder is not None and self.folder.is_dir():
                seen = 0
                for path in _walk(self.folder, depth=2):
                    seen += 1
                    if seen > MAX_FOLDER_FILES:
                        break
                    if path.suffix.lower() in SUFFIXES:
                        relative = path.relative_to(self.folder).with_suffix("").as_posix().lower()
                        index.setdefault(relative, path)
            self._index = index
        return self._index


def _walk(folder: Path, depth: int) -> Iterable[Path]:
    try:
        entries = sorted(folder.iterdir())
    except OSError:
        return
    for entry in entries:
        if entry.is_file():
            yield entry
        elif entry.is_dir() and depth > 1:
            yield from _walk(entry, depth - 1)


_SOURCE = _Source()


def configure(settings: Any) -> None:
    """Follow the settings (at start and when they change)."""
    folder = Path(settings.pictures_folder).expanduser() if settings.pictures_folder else None
    if (settings.card_pictures, folder) != (_SOURCE.mode, _SOURCE.folder):
        _SOURCE.mode, _SOURCE.folder = settings.card_pictures, folder
        changed()


def changed() -> None:
    """Pictures appeared or went: forget what was found, so cards are painted again."""
    with _SOURCE.lock:
        _SOURCE.generation += 1
        _SOURCE._index = None
        _SOURCE._images.clear()


def generation() -> int:
    """Changes whenever the pictures may have changed (a key of the painted faces)."""
    return _SOURCE.generation


def count_images(folder: str | Path) -> int | None:
    """The images a pictures folder holds (with its set folders, as they are looked up); None
    if it is not a folder."""
    root = Path(folder).expanduser()
    if not root.is_dir():
        return None
    count = 0
    for seen, path in enumerate(_walk(root, depth=2)):
        if seen >= MAX_FOLDER_FILES:
            break
        count += path.suffix.lower() in SUFFIXES
    return count


def folder_file(folder_index: dict[str, Path], card: PictureCard) -> Path | None:
    """A card's image in the player's folder: by set code and number first, then by name."""
    set_code, number, name = card.set_code.lower(), card.number.lower(), card.name.lower()
    keys = []
    if set_code and number:
        keys += [f"{set_code}/{number}", f"{set_code}-{number}", f"{set_code}_{number}"]
    keys += [name, f"{name}.full", f"{set_code}/{name}", f"{set_code}/{name}.full"]
    for key in keys:
        if key in folder_index:
            return folder_index[key]
    return None


def picture_file(card: PictureCard) -> Path | None:
    """The file of a card's picture from the chosen source, or None."""
    if _SOURCE.mode == "folder":
        return folder_file(_SOURCE.folder_index(), card)
    if _SOURCE.mode == "download":
        return find_cached(card)
    return None


def art_image(card: Any) -> QImage | None:
    """The picture for the art box of ``card`` (a ``CardDef``), or None: draw the card."""
    if _SOURCE.mode == "none" or card is None:
        return None
    key = PictureCard.of(card)
    with _SOURCE.lock:
        if key in _SOURCE._images:
            _SOURCE._images.move_to_end(key)
            return _SOURCE._images[key]
        looked_at = _SOURCE.generation
    path = picture_file(key)
    image = _art_of(QImage(str(path))) if path is not None else None
    with _SOURCE.lock:
        if _SOURCE.generation != looked_at:  # a picture arrived meanwhile: look again next time
            return image
        _SOURCE._images[key] = image
        if len(_SOURCE._images) > _IMAGE_LIMIT:
            _SOURCE._images.popitem(last=False)
    return image


def _art_of(image: QImage) -> QImage | None:
    """The art of a picture: a full card scan (clearly taller than wide) is cropped to the art
    box of a printed card; an art crop is kept whole. None for an unreadable file."""
    if image.isNull() or image.width() < 8 or image.height() < 8:
        return None
    w, h = image.width(), image.height()
    if h > 1.2 * w:
        return image.copy(QRect(round(0.08 * w), round(0.11 * h), round(0.84 * w), round(0.445 * h)))
    return image


# ---------------------------------------------------------------- downloading

def image_kind(data: bytes) -> str | None:
    """The suffix for image bytes the app can show (JPEG, PNG), or None."""
    if data.startswith(b"\xff\xd8\xff"):
        return ".jpg"
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return ".png"
    return None


class PictureDownloader(QObject):
    """Downloads card pictures into the cache in a worker thread (see the module's docstring).

    Signals (delivered in the thread that owns the downloader):
        progress(int, int): pictures handled so far, and in all.
        finished(int, int, str): pictures fetched, failures, and why it stopped: "done",
            "cancelled" or "unreachable".
    """

    progress = Signal(int, int)
    finished = Signal(int, int, str)

    def __init__(self, parent: QObject | None = None, pause: float = PAUSE_SECONDS,
                 timeout: float = TIMEOUT_SECONDS) -> None:
        super().__init__(parent)
        self.pause = pause
        self.timeout = timeout
        self._cancel = threading.Event()
        self._thread: threading.Thread | None = None
        self.requests = 0  # requests made (tests: resuming makes none for cards already here)

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def start(self, cards: Iterable[Any], template: str) -> bool:
        """Start fetching the pictures of ``cards`` not yet in the cache; False if running."""
        if self.running:
            return False
        unique = list(dict.fromkeys(PictureCard.of(c) for c in cards if getattr(c, "number", "")))
        self._cancel.clear()
        self._thread = threading.Thread(target=self._run, args=(unique, template), name="pictures", daemon=True)
        self._thread.start()
        return True

    def cancel(self) -> None:
        self._cancel.set()

    def wait(self, timeout: float = 30.0) -> None:
        if self._thread is not None:
            self._thread.join(timeout)

    def _run(self, cards: Sequence[PictureCard], template: str) -> None:
        fetched = failed = unreachable = 0
        status = "done"
        first = True
        for done, card in enumerate(cards):
            if self._cancel.is_set():
                status = "cancelled"
                break
            if find_cached(card) is None:
                if not first and self._cancel.wait(self.pause):
                    status = "cancelled"
                    break
                first = False
                result = self._fetch(card, template)
                if result is True:
                    fetched += 1
                    unreachable = 0
                    changed()
                else:
                    failed += 1
                    unreachable = unreachable + 1 if result is None else 0
                    if unreachable >= MAX_UNREACHABLE:
                        status = "unreachable"
                        self.progress.emit(done + 1, len(cards))
                        break
            self.progress.emit(done + 1, len(cards))
        self.finished.emit(fetched, failed, status)

    def _fetch(self, card: PictureCard, template: str) -> bool | None:
        """True when fetched, False for a refusal or bad data, None when unreachable."""
        # Imported here, in the download's thread: urllib.request brings http.client, ssl and
        # email (about 25 ms), which the app's start doesn't need.
        import urllib.error
        import urllib.request

        self.requests += 1
        request = urllib.request.Request(expand_url(template, card),
                                         headers={"User-Agent": USER_AGENT, "Accept": "image/jpeg,image/png;q=0.9"})
        try:
            with urllib.request.urlopen(request, timeout=self.timeout) as response:
                data = response.read(MAX_IMAGE_BYTES + 1)
        except urllib.error.HTTPError:
            return False  # the service answered: no such picture
        except (urllib.error.URLError, OSError, ValueError):
            return None  # no answer: offline, refused, timed out
        kind = image_kind(data)
        if kind is None or len(data) > MAX_IMAGE_BYTES:
            return False
        try:
            atomic_write_bytes(cached_file(card, kind), data)
        except OSError:
            return False
        return True


_DOWNLOADER: PictureDownloader | None = None


def shared_downloader() -> PictureDownloader:
    """The app's one downloader: it outlives the settings dialog that started it."""
    global _DOWNLOADER
    if _DOWNLOADER is None:
        _DOWNLOADER = PictureDownloader()
    return _DOWNLOADER


def human_size(size: int) -> tuple[float, str]:
    """A byte count as (number, unit) with unit one of B, KB, MB, GB."""
    value = float(size)
    for unit in ("B", "KB", "MB"):
        if value < 1024:
            return value, unit
        value /= 1024
    return value, "GB"

"""Card pictures (issue 32): from a folder of the player's own images, downloaded from a local
HTTP server on 127.0.0.1 (made-up images, never the internet), a cancelled download resumed, an
offline start (the server not running: drawn cards, no dialog), the picture in the art box of the
drawn card, and the settings dialog's part."""
from __future__ import annotations

import http.server
import socket
import threading
import time
from pathlib import Path
from typing import Any
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QSizeF
from PySide6.QtGui import QColor, QImage

from mtgdesk.cards import load_pool
from mtgdesk.storage import Settings
from mtgdesk.storage.settings import DEFAULT_PICTURE_URL, SettingsError
from mtgdesk.ui.common import pictures
from mtgdesk.ui.common.card_painter import COMPACT, face_image

RED = QColor(220, 20, 30)


def made_up_image(colour: QColor, fmt: str = "JPG", size: tuple[int, int] = (120, 90)) -> bytes:
    """An image of one colour, encoded as a service would send it."""
    image = QImage(*size, QImage.Format.Format_RGB32)
    image.fill(colour)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    assert image.save(buffer, fmt)
    return bytes(data.data())


class PictureServer:
    """A local picture service: ``/cards/<set>/<number>`` answers a made-up JPEG (``/missing``
    numbers a 404), after ``delay`` seconds; it records each request and how many ran at once."""

    def __init__(self, delay: float = 0.0, missing: tuple[str, ...] = ()) -> None:
        self.requests: list[tuple[str, str]] = []  # (path, User-Agent)
        self.delay, self.missing = delay, missing
        self.active = self.most_at_once = 0
        self.lock = threading.Lock()
        server = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                with server.lock:
                    server.requests.append((self.path, self.headers.get("User-Agent", "")))
                    server.active += 1
                    server.most_at_once = max(server.most_at_once, server.active)
                try:
                    time.sleep(server.delay)
                    number = self.path.split("?")[0].rstrip("/").rsplit("/", 1)[-1]
                    if number in server.missing:
                        self.send_error(404)
                        return
                    body = made_up_image(RED)
                    self.send_response(200)
                    self.send_header("Content-Type", "image/jpeg")
                    self.send_header("Content-Length", str(len(body)))
                    self.end_headers()
                    self.wfile.write(body)
                finally:
                    with server.lock:
                        server.active -= 1

            def log_message(self, *args: Any) -> None:
                pass

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    @property
    def template(self) -> str:
        return f"http://127.0.0.1:{self.httpd.server_address[1]}/cards/!setcode_lower!/!set:num!?format=image"

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture
def server() -> Iterator[PictureServer]:
    s = PictureServer()
    yield s
    s.close()


@pytest.fixture(autouse=True)
def no_pictures_after() -> Iterator[None]:
    yield
    pictures.configure(Settings())


def cards(*names: str) -> list[Any]:
    pool = load_pool()
    return [pool.get(name) for name in names]


def art_centre(card: Any) -> QColor:
    """The colour at the centre of the art box of the card as the table paints it."""
    size = QSizeF(100, 140)
    image = face_image(card, size, 2.0)
    x, y, w, h = COMPACT.art
    return image.pixelColor(round((x + w / 2) * 2), round((y + h / 2) * 2))


def is_red(colour: QColor) -> bool:
    return colour.red() > 180 and colour.green() < 70 and colour.blue() < 80


def download(downloader: pictures.PictureDownloader, qtbot: Any, chosen: list[Any], template: str) -> tuple:
    with qtbot.waitSignal(downloader.finished, timeout=30_000) as blocker:
        assert downloader.start(chosen, template)
    downloader.wait()
    return tuple(blocker.args)


# ---------------------------------------------------------------- the card facts

def test_every_card_of_the_pool_has_a_set_code_and_a_collector_number() -> None:
    pool = load_pool()
    assert all(card.set_code and card.number for card in pool)
    assert {(c.set_code, c.number) for c in cards("Grizzly Bears", "Plains")} == {("9ED", "246"), ("9ED", "331")}


def test_the_address_is_made_as_cockatrice_makes_it() -> None:
    bears = pictures.PictureCard("9ED", "246", "Grizzly Bears")
    assert pictures.expand_url(DEFAULT_PICTURE_URL, bears) == \
        "https://api.scryfall.com/cards/9ed/246?format=image&version=art_crop"
    assert pictures.expand_url("http://x/!setcode!/!name!.jpg", bears) == "http://x/9ED/Grizzly%20Bears.jpg"


@pytest.mark.parametrize(("data", "problem"), [
    ({"card_pictures": "scans"}, "card_pictures"),
    ({"pictures_url": "ftp://x/!set:num!"}, "http:// or https://"),
    ({"pictures_url": "https://x/card.jpg"}, "names no card"),
    ({"pictures_folder": 3}, "pictures_folder: expected str"),
])
def test_bad_picture_settings_are_refused_by_name(data: dict, problem: str) -> None:
    with pytest.raises(SettingsError, match=problem):
        Settings.from_dict(data)


# ---------------------------------------------------------------- downloading

def test_pictures_from_the_local_server_fill_the_art_box(server: PictureServer, qtbot: Any) -> None:
    bears, forest, shock = cards("Grizzly Bears", "Forest", "Shock")
    pictures.configure(Settings(card_pictures="download"))
    assert not is_red(art_centre(bears))  # not yet downloaded: the drawn card
    downloader = pictures.PictureDownloader(pause=0.01)
    progress: list[tuple[int, int]] = []
    downloader.progress.connect(lambda done, total: progress.append((done, total)))
    assert download(downloader, qtbot, [bears, forest, shock, bears], server.template) == (3, 0, "done")
    assert sorted(path for path, _ in server.requests) == \
        sorted(f"/cards/9ed/{n}?format=image" for n in ("246", forest.number, shock.number))  # each printing once
    assert all(agent.startswith("mtgdesk/") for _, agent in server.requests)
    assert server.most_at_once == 1  # one request at a time
    qtbot.waitUntil(lambda: len(progress) == 3)
    assert progress[-1] == (3, 3)
    assert (pictures.pictures_cache() / "9ED" / "246.jpg").is_file()
    assert str(pictures.pictures_cache()).startswith(str(Path.cwd().anchor))
    files, size = pictures.cache_size()
    assert files == 3 and size > 300
    assert is_red(art_centre(bears))  # the picture, in the art box
    # ... and only there: the name bar and the text box keep the drawn card's colours.
    image = face_image(bears, QSizeF(100, 140), 2.0)
    assert not is_red(image.pixelColor(100, 20)) and not is_red(image.pixelColor(100, 230))
    pictures.clear_cache()
    assert pictures.cache_size() == (0, 0)
    assert not is_red(art_centre(bears))


def test_a_picture_the_service_lacks_is_counted_and_the_card_drawn(qtbot: Any) -> None:
    server = PictureServer(missing=("246",))
    try:
        bears, forest = cards("Grizzly Bears", "Forest")
        pictures.configure(Settings(card_pictures="download"))
        downloader = pictures.PictureDownloader(pause=0.01)
        assert download(downloader, qtbot, [bears, forest], server.template) == (1, 1, "done")
        assert not is_red(art_centre(bears)) and is_red(art_centre(forest))
    finally:
        server.close()


def test_a_cancelled_download_resumes_where_it_stopped(qtbot: Any) -> None:
    server = PictureServer(delay=0.05)
    try:
        chosen = list(load_pool())[:12]
        downloader = pictures.PictureDownloader(pause=0.05)
        seen: list[int] = []

        def on_progress(done: int, total: int) -> None:
            seen.append(done)
            if done == 3:
                downloader.cancel()

        downloader.progress.connect(on_progress)
        with qtbot.waitSignal(downloader.finished, timeout=30_000) as blocker:
            downloader.start(chosen, server.template)
        downloader.wait()
        fetched, failed, how = blocker.args
        assert how == "cancelled" and failed == 0 and 3 <= fetched < 12
        first = [path for path, _ in server.requests]
        assert len(first) == fetched
        assert pictures.cache_size()[0] == fetched
        downloader.progress.disconnect(on_progress)
        fetched_again = download(downloader, qtbot, chosen, server.template)
        assert fetched_again == (12 - fetched, 0, "done")
        paths = [path for path, _ in server.requests]
        assert len(paths) == 12 and len(set(paths)) == 12  # nothing asked twice
        assert pictures.cache_size()[0] == 12
    finally:
        server.close()


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_offline_start_draws_the_cards_and_opens_no_dialog(qtbot: Any) -> None:
    from PySide6.QtWidgets import QApplication, QMessageBox

    from mtgdesk.ui.dialogs.dialogs import SettingsDialog

    template = f"http://127.0.0.1:{_closed_port()}/cards/!setcode!/!set:num!"
    settings = Settings(card_pictures="download", pictures_url=template)
    pictures.configure(settings)
    bears = cards("Grizzly Bears")[0]
    drawn = face_image(bears, QSizeF(100, 140), 2.0)
    assert not is_red(art_centre(bears))
    downloader = pictures.PictureDownloader(pause=0.01, timeout=2)
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.pictures.downloader = downloader  # a fresh one, for this test
    downloader.finished.connect(dialog.pictures._on_finished)
    with qtbot.waitSignal(downloader.finished, timeout=30_000) as blocker:
        dialog.pictures.download.click()
    downloader.wait()
    fetched, failed, how = blocker.args
    assert (fetched, how) == (0, "unreachable") and failed == pictures.MAX_UNREACHABLE  # gave up politely
    assert "can't be reached" in dialog.pictures.status.text()
    assert not [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]
    assert face_image(bears, QSizeF(100, 140), 2.0) == drawn  # the drawn card


# ---------------------------------------------------------------- the player's folder

def test_pictures_from_a_folder_by_number_and_by_name(tmp_path: Path) -> None:
    folder = tmp_path / "my pictures"
    (folder / "9ed").mkdir(parents=True)
    (folder / "9ed" / "246.PNG").write_bytes(made_up_image(RED, "PNG"))  # Grizzly Bears, by number
    (folder / "Shock.full.jpg").write_bytes(made_up_image(QColor(20, 30, 220)))  # Cockatrice's naming
    tall = made_up_image(RED, "PNG", size=(63, 88))  # a full card scan: its art is cropped
    (folder / "Forest.png").write_bytes(tall)
    (folder / "Giant Growth.jpg").write_bytes(b"not an image")
    bears, shock, forest, growth, island = cards("Grizzly Bears", "Shock", "Forest", "Giant Growth", "Island")
    pictures.configure(Settings(card_pictures="folder", pictures_folder=str(folder)))
    assert is_red(art_centre(bears))
    blue = art_centre(shock)
    assert blue.blue() > 180 and blue.red() < 70
    art = pictures.art_image(forest)
    assert art is not None and art.width() < 63 and art.height() < 88 * 0.5
    assert pictures.art_image(growth) is None and pictures.art_image(island) is None  # drawn
    pictures.configure(Settings(card_pictures="none", pictures_folder=str(folder)))
    assert not is_red(art_centre(bears))


def test_a_missing_folder_draws_the_cards(tmp_path: Path) -> None:
    pictures.configure(Settings(card_pictures="folder", pictures_folder=str(tmp_path / "gone")))
    assert pictures.art_image(cards("Grizzly Bears")[0]) is None


# ---------------------------------------------------------------- the settings dialog

def test_the_settings_dialog_sets_pictures_and_volume(qtbot: Any, tmp_path: Path, server: PictureServer) -> None:
    from mtgdesk.ui.dialogs.dialogs import SettingsDialog

    settings = Settings()
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    box = dialog.pictures
    box._cards = cards("Grizzly Bears", "Forest")
    box.downloader = pictures.PictureDownloader(pause=0.01)
    box.downloader.progress.connect(box._on_progress)
    box.downloader.finished.connect(box._on_finished)
    assert not box.download.isEnabled()  # "none" by default
    box.source.setCurrentIndex(box.source.findData("download"))
    assert box.download.isEnabled() and not box.cancel.isEnabled()
    box.url.setText("not an address")
    box.download.click()
    assert "http://" in box.status.text() and not server.requests
    box.url.setText(server.template)
    with qtbot.waitSignal(box.downloader.finished, timeout=30_000):
        box.download.click()
    box.downloader.wait()
    qtbot.waitUntil(lambda: box.clear.isEnabled())
    assert box.progress.value() == 2 and "2" in box.size_label.text()
    box.clear.click()
    assert pictures.cache_size() == (0, 0) and not box.clear.isEnabled()
    dialog.volume.setValue(0)
    assert dialog.volume_label.text() == "off"
    dialog.apply()
    assert (settings.card_pictures, settings.pictures_url, settings.sound_volume) == ("download", server.template, 0)
    settings.validate()


def test_the_app_starts_offline_with_downloaded_pictures_chosen_and_none_there(qtbot: Any) -> None:
    """An offline start: the settings ask for downloaded pictures, the service is not running and
    nothing was downloaded: the window opens, a game's cards are drawn, no dialog, no request."""
    from PySide6.QtWidgets import QApplication, QMessageBox

    from mtgdesk.storage.saves import SavedGame
    from mtgdesk.ui.main_window import MainWindow

    settings = Settings(animation_speed=0, game_speed="instant", card_pictures="download",
                        pictures_url=f"http://127.0.0.1:{_closed_port()}/!setcode!/!set:num!")
    window = MainWindow(settings=settings)
    window.persist_settings = False
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    assert pictures.picture_file(pictures.PictureCard("9ED", "246", "Grizzly Bears")) is None
    deck = ["Grizzly Bears"] * 20 + ["Forest"] * 20
    saved = SavedGame(seed=4, decks=[deck, deck], players=["human", "human"], player_names=["Ann", "Bob"])
    table = window.start_saved(saved, autosave=False)
    qtbot.wait(100)
    shown = [i for i in table.scene.items_by_id.values() if i.state.card is not None]
    assert shown and all(pictures.art_image(i.state.card) is None for i in shown)
    assert not is_red(art_centre(shown[0].state.card))
    assert not pictures.shared_downloader().running  # nothing is fetched unless asked
    assert not [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]
    # The same window with a picture in the cache: the settings' source was followed at start.
    (pictures.pictures_cache() / "9ED").mkdir(parents=True)
    (pictures.pictures_cache() / "9ED" / "246.jpg").write_bytes(made_up_image(RED))
    pictures.changed()
    assert is_red(art_centre(cards("Grizzly Bears")[0]))


def test_pictures_downloaded_from_settings_show_on_the_open_table(qtbot: Any, server: PictureServer) -> None:
    """Settings ▸ Card pictures ▸ Download during a game, then OK: the table's cards are painted
    again with their pictures in the art box."""
    from mtgdesk.storage.saves import SavedGame
    from mtgdesk.ui.main_window import MainWindow
    from mtgdesk.ui.table.card_item import CARD_SIZE

    # Downloaded pictures chosen already, none downloaded yet: only the download changes them.
    settings = Settings(animation_speed=0, game_speed="instant", card_pictures="download", pictures_url=server.template)
    window = MainWindow(settings=settings)
    window.persist_settings = False
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    deck = ["Grizzly Bears"] * 40
    table = window.start_saved(SavedGame(seed=4, decks=[deck, deck], players=["human", "human"],
                                         player_names=["Ann", "Bob"]), autosave=False)
    qtbot.wait(100)
    item = next(i for i in table.scene.items_by_id.values() if i.state.card is not None and i.isVisible())

    def art_of_item() -> QColor:
        pixmap = item.picture().toImage()
        rect = item.boundingRect()
        x, y, w, h = COMPACT.art
        unit = CARD_SIZE.width() / COMPACT.grid
        px = ((x + w / 2) * unit - rect.x()) * pixmap.width() / rect.width()
        py = ((y + h / 2) * unit - rect.y()) * pixmap.height() / rect.height()
        return pixmap.pixelColor(round(px), round(py))

    assert not is_red(art_of_item())
    window.edit_settings()
    dialog = window._settings_dialog
    box = dialog.pictures
    box._cards = cards("Grizzly Bears")
    with qtbot.waitSignal(box.downloader.finished, timeout=30_000):
        box.download.click()
    box.downloader.wait()
    dialog.accept()
    qtbot.wait(50)
    assert settings.card_pictures == "download"
    assert is_red(art_of_item())


def test_the_dialog_says_how_many_images_the_folder_holds(qtbot: Any, tmp_path: Path) -> None:
    from mtgdesk.ui.dialogs.dialogs import SettingsDialog

    (tmp_path / "9ED").mkdir()
    for name in ("9ED/246.jpg", "Shock.png", "notes.txt"):
        (tmp_path / name).write_bytes(made_up_image(RED))
    dialog = SettingsDialog(Settings(card_pictures="folder"))
    qtbot.addWidget(dialog)
    box = dialog.pictures
    box.folder.setText(str(tmp_path))
    box.folder.editingFinished.emit()
    assert box.status.text() == "Images in this folder: 2"
    box.folder.setText(str(tmp_path / "gone"))
    box.folder.editingFinished.emit()
    assert "no such folder" in box.status.text()


def test_releasing_the_volume_slider_plays_a_cue_at_that_volume(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    from mtgdesk.ui.common import sound
    from mtgdesk.ui.dialogs.dialogs import SettingsDialog

    played: list[tuple[str, int]] = []

    class Recording:
        def play(self, cue: str, volume: int) -> None:
            played.append((cue, volume))

    monkeypatch.setattr(sound, "_PLAYER", Recording())
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.volume.setValue(30)
    dialog.volume.sliderReleased.emit()
    dialog.volume.setValue(0)
    dialog.volume.sliderReleased.emit()  # off: silence
    assert played == [("your_turn", 30)]

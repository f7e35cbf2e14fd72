"""Screenshots of card pictures (issue 32): ``python docs/screenshots/take_pictures.py [OUT_DIR]``.

Offscreen, fixed seeds, never the internet: a picture service on 127.0.0.1 (http.server in a
thread) answers made-up images (a landscape drawn here from the card's collector number), and
the app's own downloader fetches them into a temporary cache. In English, French and Russian:

- ``pictures-LANG-WxH.png`` and ``no-pictures-LANG-WxH.png``: the same table position with the
  downloaded pictures in the cards' art boxes, and with the drawn cards, at 1280×800 and 1920×1080;
  ``pictures-dark-...`` and ``no-pictures-dark-...``: the same in the dark theme;
- ``settings-pictures-LANG.png``: Settings, with Card pictures and the sound volume, after a
  download.
"""
from __future__ import annotations

import hashlib
import http.server
import os
import sys
import tempfile
import threading
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["MTGDESK_HOME"] = tempfile.mkdtemp(prefix="mtgdesk-shots-")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, Qt  # noqa: E402
from PySide6.QtGui import QColor, QImage, QLinearGradient, QPainter, QPolygonF  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

import mtgdesk.resources  # noqa: E402

if (HERE.parents[1] / "translations" / "mtgdesk_fr.qm").is_file():
    mtgdesk.resources.translations_dir = lambda: HERE.parents[1] / "translations"  # type: ignore[assignment]

SIZES = ((1280, 800), (1920, 1080))


def made_up_art(key: str, width: int = 320, height: int = 232) -> bytes:
    """A landscape of hills under a sky with a sun, its colours chosen by ``key``; JPEG bytes."""
    digest = hashlib.sha256(key.encode()).digest()
    hue = digest[0] * 360 // 256
    image = QImage(width, height, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    sky = QLinearGradient(0, 0, 0, height)
    sky.setColorAt(0, QColor.fromHsv(hue, 120, 250))
    sky.setColorAt(1, QColor.fromHsv((hue + 40) % 360, 60, 255))
    painter.fillRect(image.rect(), sky)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor.fromHsv((hue + 180) % 360, 90, 255))
    painter.drawEllipse(QPointF(width * (0.2 + digest[1] / 400), height * 0.3), height * 0.13, height * 0.13)
    for layer in range(3):
        painter.setBrush(QColor.fromHsv((hue + 90 + 25 * layer) % 360, 140 + 30 * layer, 200 - 50 * layer))
        points = [QPointF(0, height)]
        for i in range(7):
            top = height * (0.45 + 0.15 * layer) - digest[2 + i + 7 * layer] / 255 * height * 0.18
            points.append(QPointF(width * i / 6, top))
        points.append(QPointF(width, height))
        painter.drawPolygon(QPolygonF(points))
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "JPG", 88)
    return bytes(data.data())


class Handler(http.server.BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        body = made_up_art(self.path.split("?")[0])
        self.send_response(200)
        self.send_header("Content-Type", "image/jpeg")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


def settle(ms: int = 200) -> None:
    QTest.qWait(ms)
    QApplication.processEvents()


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else HERE
    out.mkdir(parents=True, exist_ok=True)
    _app = QApplication.instance() or QApplication(["mtgdesk"])  # kept alive
    from mtgdesk.cards import load_pool
    from mtgdesk.storage import Settings
    from mtgdesk.ui.common import pictures, theme
    from mtgdesk.ui.dialogs.dialogs import SettingsDialog
    from mtgdesk.ui.main_window import MainWindow
    from mtgdesk.ui.smoke import smoke_position

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    template = f"http://127.0.0.1:{server.server_address[1]}/cards/!setcode_lower!/!set:num!"
    downloader = pictures.shared_downloader()
    downloader.pause = 0.0
    done = []
    downloader.finished.connect(lambda *args: done.append(args))
    downloader.start(load_pool(), template)
    downloader.wait(300)
    settle()
    print("downloaded:", done, pictures.cache_size())

    settings = Settings(animation_speed=0, game_speed="slow", card_pictures="download", pictures_url=template)
    window = MainWindow(settings=settings)
    window.persist_settings = False
    window.show()
    position = smoke_position(seed=3, kinds=("stack",))
    for language in ("en", "fr", "ru"):
        window.set_language(language)
        settings.card_pictures = "download"
        dialog = SettingsDialog(settings, window)
        dialog.pictures._on_finished(*done[-1])
        dialog.show()
        settle()
        dialog.grab().save(str(out / f"settings-pictures-{language}.png"))
        dialog.close()
        for look, mode, name in [(look, mode, name) for look in ("light", "dark")
                                 for mode, name in (("download", "pictures"), ("none", "no-pictures"))]:
            theme.apply_theme(look)
            name += "-dark" if look == "dark" else ""
            settings.card_pictures = mode
            pictures.configure(settings)
            for width, height in SIZES:
                window.resize(width, height)
                table = window.start_saved(position.saved, autosave=False, frozen=True)
                settle(300)
                items = [i for i in table.scene.items_by_id.values() if i.state.card is not None and i.isVisible()]
                if items:  # the zoom shows a card of the battlefield, as when the pointer is on it
                    on_field = [i for i in items if i.state.zone == "battlefield" and not i.state.card.is_land]
                    table.zoom.show_card(on_field[0].state if on_field else items[0].state)
                settle(200)
                window.grab().save(str(out / f"{name}-{language}-{width}x{height}.png"))
        theme.apply_theme("light")
    window.set_language("en")
    server.shutdown()
    print(f"screenshots in {out}")
    window.close()


if __name__ == "__main__":
    main()

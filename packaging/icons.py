"""Make the application's icons from ``assets/icon.svg`` at build time (run by build.sh).

    python packaging/icons.py SVG OUTDIR

writes, with Qt's SVG renderer (offscreen, no display needed):
  OUTDIR/hicolor/NxN/apps/mtgdesk.png   the freedesktop icon theme sizes (Linux)
  OUTDIR/hicolor/scalable/apps/mtgdesk.svg
  OUTDIR/mtgdesk.ico                     16 to 256 pixels, PNG-compressed entries (Windows)
  OUTDIR/mtgdesk.icns                    16 to 1024 pixels, PNG entries (macOS)

The .ico and .icns containers are written here, a few lines each, rather than through Qt's
image plugins, which write one picture per file.
"""

from __future__ import annotations

import os
import shutil
import struct
import sys
from pathlib import Path

NAME = "mtgdesk"
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# Apple's types for PNG entries: 16, 32, 64, 128, 256, 512, 1024 pixels.
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09",
              1024: b"ic10"}


def render(svg: Path, sizes: set[int]) -> dict[int, bytes]:
    """PNG data of the SVG drawn at each size, on a transparent square."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])  # noqa: F841 (fonts)
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg}: not an SVG picture Qt can draw")
    pictures = {}
    for size in sorted(sizes):
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter, QRectF(0, 0, size, size))
        painter.end()
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        if not image.save(buffer, "PNG"):
            raise SystemExit(f"{svg}: could not encode a {size} px PNG")
        buffer.close()
        pictures[size] = bytes(data.data())
    return pictures


def ico(pictures: dict[int, bytes]) -> bytes:
    """A Windows icon file holding the pictures as PNG entries (ICONDIR, ICONDIRENTRY)."""
    sizes = sorted(pictures)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = [], []
    for size in sizes:
        blob = pictures[size]
        side = 0 if size >= 256 else size  # 0 means 256
        entries.append(struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(blob), offset))
        blobs.append(blob)
        offset += len(blob)
    return header + b"".join(entries) + b"".join(blobs)


def icns(pictures: dict[int, bytes]) -> bytes:
    """A macOS icon file: b'icns', its length, then (type, length, PNG) entries."""
    body = b"".join(ICNS_TYPES[size] + struct.pack(">I", 8 + len(pictures[size])) + pictures[size]
                    for size in sorted(pictures))
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    svg, out = Path(argv[0]), Path(argv[1])
    pictures = render(svg, set(HICOLOR_SIZES) | set(ICO_SIZES) | set(ICNS_TYPES))
    for size in HICOLOR_SIZES:
        target = out / "hicolor" / f"{size}x{size}" / "apps" / f"{NAME}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(pictures[size])
    scalable = out / "hicolor" / "scalable" / "apps" / f"{NAME}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(svg, scalable)
    (out / f"{NAME}.ico").write_bytes(ico({size: pictures[size] for size in ICO_SIZES}))
    (out / f"{NAME}.icns").write_bytes(icns({size: pictures[size] for size in ICNS_TYPES}))
    print(f"icons in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

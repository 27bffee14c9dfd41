#!/usr/bin/env python3
"""Draw the app icons: web/icons/icon.svg and the PNGs the manifest needs.

Why generated: home screens want PNGs (192 and 512 px, plus a full-bleed
"maskable" one whose content stays inside the central safe circle), and the
SVG favicon should be the same picture.  One geometry below feeds both the
SVG text and a tiny anti-aliased rasteriser with a pure-Python PNG writer, so
no image library is needed.  The outputs are committed; rerun this after
changing the design: ``python3 tools/make_icons.py``.

The picture: a 5x5 board with five gold counters in a row along a diagonal.
"""

from __future__ import annotations

import math
import struct
import sys
import zlib
from dataclasses import dataclass
from pathlib import Path

SIZE = 512  # design units (the SVG viewBox)
BACKGROUND = (0x1F, 0x3B, 0x57)
GRID = (0x3D, 0x6A, 0x91)
GOLD = (0xF2, 0xC1, 0x4E)
LIGHT = (0xE8, 0xEE, 0xF4)
CORNER = 96  # background corner radius for the normal icon
# Board cell size: the maskable icon's grid (136..376) keeps its corners 170 units from the
# centre, inside the safe circle (radius 0.4 * 512 = 205); the normal icon can fill more.
CELL = {False: 64, True: 48}
LINE = 4

Colour = tuple[int, int, int]


@dataclass(frozen=True)
class Rect:
    x0: float
    y0: float
    x1: float
    y1: float
    radius: float
    colour: Colour


@dataclass(frozen=True)
class Disc:
    cx: float
    cy: float
    r: float
    colour: Colour


def shapes(maskable: bool) -> list[Rect | Disc]:
    out: list[Rect | Disc] = [Rect(0, 0, SIZE, SIZE, 0 if maskable else CORNER, BACKGROUND)]
    cell = CELL[maskable]
    origin = SIZE / 2 - 2.5 * cell
    end = origin + 5 * cell
    for k in range(6):
        at = origin + k * cell
        out.append(Rect(at - LINE / 2, origin - LINE / 2, at + LINE / 2, end + LINE / 2, 0, GRID))
        out.append(Rect(origin - LINE / 2, at - LINE / 2, end + LINE / 2, at + LINE / 2, 0, GRID))
    centre = [origin + cell / 2 + k * cell for k in range(5)]
    radius = 0.4 * cell
    out.append(Disc(centre[1], centre[1], radius, LIGHT))
    out.append(Disc(centre[3], centre[3], radius, LIGHT))
    out.extend(Disc(centre[k], centre[4 - k], radius, GOLD) for k in range(5))
    return out


def _hex(colour: Colour) -> str:
    return "#{:02x}{:02x}{:02x}".format(*colour)


def svg(maskable: bool = False) -> str:
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {SIZE} {SIZE}">']
    for shape in shapes(maskable):
        if isinstance(shape, Rect):
            rx = f' rx="{shape.radius:g}"' if shape.radius else ""
            parts.append(
                f'<rect x="{shape.x0:g}" y="{shape.y0:g}" width="{shape.x1 - shape.x0:g}" '
                f'height="{shape.y1 - shape.y0:g}"{rx} fill="{_hex(shape.colour)}"/>'
            )
        else:
            parts.append(
                f'<circle cx="{shape.cx:g}" cy="{shape.cy:g}" r="{shape.r:g}" fill="{_hex(shape.colour)}"/>'
            )
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def _coverage(shape: Rect | Disc, x: float, y: float, scale: float) -> float:
    """Approximate area coverage of the pixel centred at (x, y) from a signed distance."""
    if isinstance(shape, Disc):
        distance = math.hypot(x - shape.cx, y - shape.cy) - shape.r
    else:
        r = shape.radius
        qx = max(shape.x0 + r - x, x - (shape.x1 - r), 0.0)
        qy = max(shape.y0 + r - y, y - (shape.y1 - r), 0.0)
        if r:
            distance = math.hypot(qx, qy) - r
        else:
            distance = max(shape.x0 - x, x - shape.x1, shape.y0 - y, y - shape.y1)
    return min(1.0, max(0.0, 0.5 - distance / scale))


def raster(pixels: int, maskable: bool) -> bytes:
    """RGBA rows of the icon at ``pixels`` x ``pixels``."""
    scale = SIZE / pixels
    items = shapes(maskable)
    rows = bytearray()
    for j in range(pixels):
        rows.append(0)  # PNG filter type: none
        y = (j + 0.5) * scale
        for i in range(pixels):
            x = (i + 0.5) * scale
            red = green = blue = alpha = 0.0
            for shape in items:
                a = _coverage(shape, x, y, scale)
                if a <= 0.0:
                    continue
                # "over" compositing with premultiplied channels
                red = shape.colour[0] * a + red * (1 - a)
                green = shape.colour[1] * a + green * (1 - a)
                blue = shape.colour[2] * a + blue * (1 - a)
                alpha = a + alpha * (1 - a)
            if alpha > 0:
                red, green, blue = red / alpha, green / alpha, blue / alpha
            rows += bytes((round(red), round(green), round(blue), round(alpha * 255)))
    return bytes(rows)


def png(pixels: int, maskable: bool) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", pixels, pixels, 8, 6, 0, 0, 0)  # 8-bit RGBA
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(raster(pixels, maskable), 9))
        + chunk(b"IEND", b"")
    )


def main() -> int:
    out = Path(__file__).resolve().parent.parent / "web" / "icons"
    out.mkdir(parents=True, exist_ok=True)
    (out / "icon.svg").write_text(svg(), "utf-8")
    # favicon.ico for pages without an icon link (plain-text licence files): an ICO
    # holding one 32 px PNG. The build copies it to the site root.
    image = png(32, False)
    header = struct.pack("<HHH", 0, 1, 1) + struct.pack("<BBBBHHII", 32, 32, 0, 0, 1, 32, len(image), 22)
    (out / "favicon.ico").write_bytes(header + image)
    for name, pixels, maskable in (
        ("icon-192.png", 192, False),
        ("icon-512.png", 512, False),
        ("icon-maskable-512.png", 512, True),
    ):
        (out / name).write_bytes(png(pixels, maskable))
        print(f"wrote {out / name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

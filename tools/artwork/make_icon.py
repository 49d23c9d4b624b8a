#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 The Ōgi developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""Generate the application icon resources/icons/ogi.svg.

Two overlapping koma: a 玉 behind, tilted left, and a large 王 in front,
tilted right.  Characters come from Noto Serif CJK (see make_pieces.py).
The PNG sizes are rendered from the SVG with rsvg-convert if it is
installed (Debian package librsvg2-bin).

Usage: /usr/bin/python3 tools/artwork/make_icon.py
"""

import os
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import koma  # noqa: E402
import make_pieces  # noqa: E402

SIZES = [16, 32, 48, 64, 128, 256, 512]


class IconOutline(koma.Outline):
    """A koma of arbitrary height, still centred on (50, 50)."""

    def __init__(self, h):
        koma.HEIGHTS.setdefault("_icon%g" % h, h)
        super().__init__("_icon%g" % h)


def piece(outline, char, font, stroke):
    glyph = make_pieces.glyph_path(font, char, outline)
    return (
        f'<path d="{outline.path()}" fill="#5a3a1a" fill-opacity="0.3" '
        f'transform="translate(1.5 2.5)"/>\n'
        f'<path d="{outline.path()}" fill="url(#wood)" stroke="{koma.EDGE}" '
        f'stroke-width="{stroke}" stroke-linejoin="round"/>\n'
        f'<path d="{glyph}" fill="{koma.INK}" stroke="{koma.INK}" stroke-width="1.2" '
        f'stroke-linejoin="round"/>\n'
    )


def icon(font):
    back = IconOutline(78)
    front = IconOutline(92)
    return (
        koma.svg_open("Ōgi")
        + '<g transform="translate(-15 -3) rotate(-17 50 50)">\n'
        + piece(back, "玉", font, 3)
        + "</g>\n"
        + '<g transform="translate(10 5) rotate(9 50 50) scale(0.9)">\n'
        + piece(front, "王", font, 3)
        + "</g>\n"
        + koma.svg_close()
    )


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.normpath(os.path.join(here, "..", ".."))
    out_dir = os.path.join(root, "resources", "icons")
    os.makedirs(out_dir, exist_ok=True)
    font = make_pieces.load_font(make_pieces.DEFAULT_FONT)
    svg = os.path.join(out_dir, "ogi.svg")
    with open(svg, "w", encoding="utf-8") as f:
        f.write(icon(font))
    print(f"wrote {svg}")
    if shutil.which("rsvg-convert"):
        for n in SIZES:
            png = os.path.join(out_dir, f"ogi-{n}.png")
            subprocess.run(["rsvg-convert", "-w", str(n), "-h", str(n), svg, "-o", png],
                           check=True)
        print(f"rendered {len(SIZES)} PNG sizes")
    else:
        print("rsvg-convert not found: PNGs not rendered", file=sys.stderr)


if __name__ == "__main__":
    main()

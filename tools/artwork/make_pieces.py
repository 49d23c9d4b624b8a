#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 The Ōgi developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""Generate the eastern (kanji) piece set of Ōgi.

Writes resources/pieces/eastern/<name>.svg.  The characters are taken as
outlines from Noto Serif CJK JP Bold (SIL Open Font License 1.1) with
fontTools and embedded as SVG paths, so the program needs no font.

Usage: /usr/bin/python3 tools/artwork/make_pieces.py [--font FILE.ttc]
"""

import argparse
import os
import sys

from fontTools.pens.boundsPen import BoundsPen
from fontTools.pens.recordingPen import RecordingPen
from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTCollection, TTFont

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import koma  # noqa: E402

CHARS = {
    "king_osho": "王",
    "king_gyoku": "玉",
    "princess": "姫",
    "rook": "飛",
    "bishop": "角",
    "silver": "銀",
    "knight": "桂",
    "lance": "香",
    "pawn": "歩",
    "princess_p": "神",
    "rook_p": "龍",
    "bishop_p": "馬",
    "silver_p": "全",
    "knight_p": "圭",
    "lance_p": "杏",
    "pawn_p": "と",
}

DEFAULT_FONT = "/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc"

GLYPH_EM = 0.72  # em size of the character / base width of the piece
GLYPH_STRETCH = 1.08  # koma script is a little taller than wide
GLYPH_CENTRE = 0.085
MIN_CLEARANCE = 5.0  # warn when a character comes closer to the edge  # glyph centre below the piece centre, / height


def load_font(path):
    if path.endswith((".ttc", ".otc")):
        for font in TTCollection(path).fonts:
            if "JP" in font["name"].getDebugName(4):
                return font
        return TTCollection(path).fonts[0]
    return TTFont(path)


def glyph_path(font, char, outline):
    glyph_set = font.getGlyphSet()
    name = font.getBestCmap()[ord(char)]
    glyph = glyph_set[name]
    bounds = BoundsPen(glyph_set)
    glyph.draw(bounds)
    xmin, ymin, xmax, ymax = bounds.bounds
    upm = font["head"].unitsPerEm
    scale = GLYPH_EM * outline.w / upm
    sx, sy = scale, -scale * GLYPH_STRETCH
    cx = 50.0
    cy = 50.0 + GLYPH_CENTRE * outline.h
    # map the bbox centre of the glyph onto (cx, cy), flipping y
    dx = cx - sx * (xmin + xmax) / 2
    dy = cy - sy * (ymin + ymax) / 2
    svg = SVGPathPen(glyph_set, ntos=koma.fmt)
    glyph.draw(TransformPen(svg, (sx, 0, 0, sy, dx, dy)))
    return svg.getCommands()


def glyph_clearance(font, char, outline):
    """Smallest distance from the glyph's outline points to the piece edge."""
    glyph_set = font.getGlyphSet()
    glyph = glyph_set[font.getBestCmap()[ord(char)]]
    bounds = BoundsPen(glyph_set)
    glyph.draw(bounds)
    xmin, ymin, xmax, ymax = bounds.bounds
    scale = GLYPH_EM * outline.w / font["head"].unitsPerEm
    sx, sy = scale, -scale * GLYPH_STRETCH
    dx = 50.0 - sx * (xmin + xmax) / 2
    dy = 50.0 + GLYPH_CENTRE * outline.h - sy * (ymin + ymax) / 2
    rec = RecordingPen()
    glyph.draw(TransformPen(rec, (sx, 0, 0, sy, dx, dy)))
    pts = [p for _, args in rec.value for p in args]
    return min(outline.distance_inside(x, y) for x, y in pts)


def make(font, name):
    outline = koma.Outline(koma.OUTLINE_OF[name])
    colour = koma.RED if name in koma.PROMOTED else koma.INK
    char = CHARS[name]
    return (
        koma.svg_open(f"Ōgi {name} ({char})")
        + koma.koma_base(outline)
        + f'<path d="{glyph_path(font, char, outline)}" fill="{colour}"/>\n'
        + koma.svg_close()
    )


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.normpath(os.path.join(here, "..", ".."))
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--font", default=DEFAULT_FONT)
    ap.add_argument("--out", default=os.path.join(root, "resources", "pieces", "eastern"))
    args = ap.parse_args()
    font = load_font(args.font)
    os.makedirs(args.out, exist_ok=True)
    for name in CHARS:
        gap = glyph_clearance(font, CHARS[name], koma.Outline(koma.OUTLINE_OF[name]))
        if gap < MIN_CLEARANCE:
            print(f"warning: {name}: character {gap:.1f} units from the edge", file=sys.stderr)
        with open(os.path.join(args.out, name + ".svg"), "w", encoding="utf-8") as f:
            f.write(make(font, name))
    print(f"wrote {len(CHARS)} pieces to {args.out}")


if __name__ == "__main__":
    main()

#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 The Ōgi developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""Generate the western (symbol + movement hint) piece set of Ōgi.

Writes resources/pieces/western/<name>.svg.  Same koma outlines as the
eastern set; each face shows a simple geometric symbol and marks for how
the piece moves:

  filled dot      one step in that direction
  line + arrow    slide any distance in that direction
  ring            jump to that square (Knight, Princess)

Promoted faces are drawn in red and show their full (new) movement.
Only the Python standard library is needed.

Usage: python3 tools/artwork/make_western.py
"""

import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import koma  # noqa: E402
from koma import fmt  # noqa: E402

WOOD = "#efd39a"  # cut-outs inside symbols

# directions in board terms for Sente: (file, rank) with forward = -y
N, S, E, W = (0, -1), (0, 1), (1, 0), (-1, 0)
NE, NW, SE, SW = (1, -1), (-1, -1), (1, 1), (-1, 1)
ORTH = [N, E, S, W]
DIAG = [NE, SE, SW, NW]
ALL8 = ORTH + DIAG
GOLD = [N, NE, NW, E, W, S]
KNIGHT_FWD = [(1, -2), (-1, -2)]
KNIGHT_ALL = [(1, -2), (-1, -2), (2, -1), (-2, -1), (2, 1), (-2, 1), (1, 2), (-1, 2)]

# name -> (symbol, steps, slides, jumps)
PIECES = {
    "king_osho": ("crown", ALL8, [], []),
    "king_gyoku": ("crown_jewel", ALL8, [], []),
    "princess": ("star", [], DIAG, KNIGHT_ALL),
    "rook": ("tower", [], ORTH, []),
    "bishop": ("mitre", [], DIAG, []),
    "silver": ("gem", [N, NE, NW, SE, SW], [], []),
    "knight": ("horseshoe", [], [], KNIGHT_FWD),
    "lance": ("spear", [], [N], []),
    "pawn": ("pawn", [N], [], []),
    "princess_p": ("star", ORTH, DIAG, KNIGHT_ALL),
    "rook_p": ("tower", DIAG, ORTH, []),
    "bishop_p": ("mitre", ORTH, DIAG, []),
    "silver_p": ("gem", GOLD, [], []),
    "knight_p": ("horseshoe", GOLD, [], []),
    "lance_p": ("spear", GOLD, [], []),
    "pawn_p": ("pawn", GOLD, [], []),
}

DOT_R = 4.6  # step dot radius
RING_R = 5.0  # jump ring radius (centre line)
RING_W = 2.6  # jump ring stroke
SLIDE_W = 4.4  # slide line width
ARROW_L = 8.0  # arrow head length
ARROW_HW = 5.6  # arrow head half width
MARGIN = 2.4  # gap between a mark and the piece edge


def pts(points, s, cx, cy):
    return " ".join(f"{fmt(cx + x * s)},{fmt(cy + y * s)}" for x, y in points)


def poly(points, s, cx, cy, fill):
    return f'<polygon points="{pts(points, s, cx, cy)}" fill="{fill}"/>\n'


def circle(x, y, r, fill):
    return f'<circle cx="{fmt(x)}" cy="{fmt(y)}" r="{fmt(r)}" fill="{fill}"/>\n'


def symbol(kind, s, cx, cy, ink):
    """A symbol of half size s centred on (cx, cy)."""
    out = ""
    if kind in ("crown", "crown_jewel"):
        out += poly(
            [(-0.85, 0.85), (0.85, 0.85), (0.85, 0.35), (1.0, -0.55), (0.45, -0.05),
             (0, -0.75), (-0.45, -0.05), (-1.0, -0.55), (-0.85, 0.35)],
            s, cx, cy, ink)
        for x, y in [(-1.0, -0.6), (0, -0.8), (1.0, -0.6)]:
            out += circle(cx + x * s, cy + y * s, 0.2 * s, ink)
        out += (f'<path d="M{fmt(cx - 0.85 * s)} {fmt(cy + 0.32 * s)}H{fmt(cx + 0.85 * s)}" '
                f'stroke="{WOOD}" stroke-width="{fmt(0.13 * s)}"/>\n')
        if kind == "crown_jewel":
            out += circle(cx, cy + 0.6 * s, 0.2 * s, WOOD)
    elif kind == "star":
        star = []
        for i in range(10):
            r = 1.05 if i % 2 == 0 else 0.45
            a = -math.pi / 2 + i * math.pi / 5
            star.append((r * math.cos(a), r * math.sin(a) + 0.08))
        out += poly(star, s, cx, cy, ink)
    elif kind == "tower":
        out += poly(
            [(-0.8, -0.9), (-0.45, -0.9), (-0.45, -0.58), (-0.16, -0.58), (-0.16, -0.9),
             (0.16, -0.9), (0.16, -0.58), (0.45, -0.58), (0.45, -0.9), (0.8, -0.9),
             (0.8, -0.3), (0.55, -0.12), (0.55, 0.5), (0.85, 0.55), (0.85, 0.9),
             (-0.85, 0.9), (-0.85, 0.55), (-0.55, 0.5), (-0.55, -0.12), (-0.8, -0.3)],
            s, cx, cy, ink)
    elif kind == "mitre":
        def p(x, y):
            return f"{fmt(cx + x * s)} {fmt(cy + y * s)}"
        out += (f'<path d="M{p(0, -0.8)}Q{p(0.85, -0.3)} {p(0.62, 0.5)}L{p(0.72, 0.9)}'
                f'L{p(-0.72, 0.9)}L{p(-0.62, 0.5)}Q{p(-0.85, -0.3)} {p(0, -0.8)}Z" '
                f'fill="{ink}"/>\n')
        out += circle(cx, cy - 0.92 * s, 0.2 * s, ink)
        out += (f'<path d="M{p(-0.12, -0.38)}L{p(0.4, 0.08)}" stroke="{WOOD}" '
                f'stroke-width="{fmt(0.16 * s)}" stroke-linecap="round"/>\n')
        out += (f'<path d="M{p(-0.62, 0.55)}H{fmt(cx + 0.62 * s)}" stroke="{WOOD}" '
                f'stroke-width="{fmt(0.12 * s)}"/>\n')
    elif kind == "gem":
        out += poly([(-0.55, -0.7), (0.55, -0.7), (1.0, -0.18), (0, 0.95), (-1.0, -0.18)],
                    s, cx, cy, ink)
        w = fmt(0.1 * s)
        out += (f'<polyline points="{pts([(-0.9, -0.2), (0.9, -0.2)], s, cx, cy)}" '
                f'fill="none" stroke="{WOOD}" stroke-width="{w}"/>\n')
        out += (f'<polyline points="{pts([(-0.3, -0.66), (-0.2, -0.2), (0, 0.75), (0.2, -0.2), (0.3, -0.66)], s, cx, cy)}" '
                f'fill="none" stroke="{WOOD}" stroke-width="{w}" stroke-linejoin="round"/>\n')
    elif kind == "horseshoe":
        def p(x, y):
            return f"{fmt(cx + x * s)} {fmt(cy + y * s)}"
        r = fmt(0.62 * s)
        out += (f'<path d="M{p(-0.62, 0.85)}L{p(-0.62, 0.0)}A{r} {r} 0 0 1 {p(0.62, 0.0)}'
                f'L{p(0.62, 0.85)}" fill="none" stroke="{ink}" stroke-width="{fmt(0.42 * s)}"/>\n')
        for x, y in [(-0.62, 0.5), (0.62, 0.5), (-0.44, -0.44), (0.44, -0.44)]:
            out += circle(cx + x * s, cy + y * s, 0.09 * s, WOOD)
        # heel caulkins
        for x in (-0.62, 0.62):
            out += (f'<path d="M{p(x - 0.28, 0.92)}H{fmt(cx + (x + 0.28) * s)}" '
                    f'stroke="{ink}" stroke-width="{fmt(0.2 * s)}"/>\n')
    elif kind == "spear":
        out += poly(
            [(0, -1.0), (0.36, -0.5), (0.5, -0.05), (0.36, 0.2), (0.14, 0.28), (0.14, 0.58),
             (0.38, 0.58), (0.38, 0.76), (0.14, 0.76), (0.14, 1.0), (-0.14, 1.0),
             (-0.14, 0.76), (-0.38, 0.76), (-0.38, 0.58), (-0.14, 0.58), (-0.14, 0.28),
             (-0.36, 0.2), (-0.5, -0.05), (-0.36, -0.5)],
            s, cx, cy, ink)
        out += (f'<path d="M{fmt(cx)} {fmt(cy - 0.6 * s)}V{fmt(cy + 0.05 * s)}" '
                f'stroke="{WOOD}" stroke-width="{fmt(0.09 * s)}"/>\n')
    elif kind == "pawn":
        out += circle(cx, cy - 0.5 * s, 0.36 * s, ink)
        out += poly([(-0.22, -0.2), (0.22, -0.2), (0.55, 0.62), (-0.55, 0.62)], s, cx, cy, ink)
        out += poly([(-0.4, -0.22), (0.4, -0.22), (0.4, -0.08), (-0.4, -0.08)], s, cx, cy, ink)
        out += poly([(-0.8, 0.62), (0.8, 0.62), (0.8, 0.92), (-0.8, 0.92)], s, cx, cy, ink)
    else:
        raise ValueError(kind)
    return out


def unit(v):
    ln = math.hypot(*v)
    return v[0] / ln, v[1] / ln


def place(outline, cx, cy, vx, vy, radius):
    """Move the point (cx+vx, cy+vy) towards the centre until a mark of the
    given radius fits inside the piece."""
    t = 1.0
    while t > 0.3:
        x, y = cx + vx * t, cy + vy * t
        if outline.distance_inside(x, y) >= radius + MARGIN:
            return x, y
        t -= 0.01
    raise RuntimeError("mark does not fit")


# Princess: too many marks for a regular layout.  Explicit offsets from
# the centre for its knight jumps (sideways pairs pulled in, back pair
# raised), chosen to keep clear of the diagonal arrows and of +I's steps.
PRINCESS_JUMPS = [(9, -33), (-9, -33), (26, -9.5), (-26, -9.5), (26, 9.5), (-26, 9.5), (9, 26), (-9, 26)]
PRINCESS_STEP = 16.0
PRINCESS_RING = (4.2, 2.4)  # smaller rings: radius, stroke

# symbols of pieces with few marks can be larger
SYMBOL_SCALE = {"spear": 1.3, "pawn": 1.2, "horseshoe": 1.15, "gem": 1.1}


def face(name):
    outline = koma.Outline(koma.OUTLINE_OF[name])
    sym, steps, slides, jumps = PIECES[name]
    ink = koma.RED if name in koma.PROMOTED else koma.INK
    princess = sym == "star"
    cx, cy = 50.0, 50.0 + 0.075 * outline.h
    # half size of the symbol: as large as the marks around it allow
    if princess:
        s = 0.13 * outline.w
    elif slides:
        s = 0.18 * outline.w
    else:
        s = 0.2 * outline.w
    s *= SYMBOL_SCALE.get(sym, 1.0)
    d = PRINCESS_STEP if princess else 0.4 * outline.w  # step distance
    out = ""
    for v in steps:
        k = 0.8 if v[0] and v[1] else 1.0
        x, y = place(outline, cx, cy, v[0] * d * k, v[1] * d * k, DOT_R)
        out += circle(x, y, DOT_R, ink)
    for v in slides:
        ux, uy = unit(v)
        r_in = 1.35 * s if princess else 1.25 * s
        r_out = outline.ray_to_edge(cx, cy, ux, uy) - MARGIN - 1.0
        # keep the arrow head's corners inside too
        while True:
            bx, by = cx + ux * (r_out - ARROW_L), cy + uy * (r_out - ARROW_L)
            c1 = (bx - uy * ARROW_HW, by + ux * ARROW_HW)
            c2 = (bx + uy * ARROW_HW, by - ux * ARROW_HW)
            if min(outline.distance_inside(*c1), outline.distance_inside(*c2)) >= MARGIN:
                break
            r_out -= 0.5
        tip = (cx + ux * r_out, cy + uy * r_out)
        out += (f'<path d="M{fmt(cx + ux * r_in)} {fmt(cy + uy * r_in)}L{fmt(bx + ux)} {fmt(by + uy)}" '
                f'stroke="{ink}" stroke-width="{SLIDE_W}"/>\n')
        out += (f'<polygon points="{fmt(tip[0])},{fmt(tip[1])} {fmt(c1[0])},{fmt(c1[1])} '
                f'{fmt(c2[0])},{fmt(c2[1])}" fill="{ink}"/>\n')
    offsets = PRINCESS_JUMPS if princess else [(v[0] * 0.3 * outline.w, v[1] * 0.3 * outline.w) for v in jumps]
    ring_r, ring_w = PRINCESS_RING if princess else (RING_R, RING_W)
    for vx, vy in offsets:
        x, y = place(outline, cx, cy, vx, vy, ring_r + ring_w / 2)
        out += (f'<circle cx="{fmt(x)}" cy="{fmt(y)}" r="{ring_r}" fill="none" '
                f'stroke="{ink}" stroke-width="{ring_w}"/>\n')
    out += symbol(sym, s, cx, cy, ink)
    return koma.svg_open(f"Ōgi {name} (western)") + koma.koma_base(outline) + out + koma.svg_close()


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.normpath(os.path.join(here, "..", ".."))
    out_dir = os.path.join(root, "resources", "pieces", "western")
    os.makedirs(out_dir, exist_ok=True)
    for name in PIECES:
        with open(os.path.join(out_dir, name + ".svg"), "w", encoding="utf-8") as f:
            f.write(face(name))
    print(f"wrote {len(PIECES)} pieces to {out_dir}")


if __name__ == "__main__":
    main()

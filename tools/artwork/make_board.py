#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 The Ōgi developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""Generate resources/board/board.svg: the 8x8 Ōgi board.

View box 0 0 800 800; square i spans [100*i, 100*(i+1)] on both axes.
Wooden surface (gradient plus a few faint grain lines), grid lines, and
the four hoshi dots marking the promotion-zone boundaries.  No coordinates:
the program draws those.  Only the Python standard library is needed.
"""

import os
import random

GRID = "#3b2814"


def board():
    rnd = random.Random(8)  # fixed seed: reproducible grain
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
        'viewBox="0 0 800 800" width="800" height="800">\n'
        "<title>Ōgi board</title>\n"
        "<defs>\n"
        '<linearGradient id="board" x1="0" y1="0" x2="1" y2="0.35">\n'
        '<stop offset="0" stop-color="#e9be74"/>\n'
        '<stop offset="0.45" stop-color="#e3b468"/>\n'
        '<stop offset="1" stop-color="#d9a75a"/>\n'
        "</linearGradient>\n"
        "</defs>\n"
        '<rect x="0" y="0" width="800" height="800" fill="url(#board)"/>\n'
    ]
    # faint wood grain: gently waving horizontal lines
    grain = []
    y = 6.0
    while y < 800:
        amp = rnd.uniform(2, 7)
        ph = rnd.uniform(0, 800)
        d = f"M0 {y:.0f}"
        for x in range(0, 801, 200):
            cy = y + (amp if ((x + ph) // 200) % 2 else -amp)
            d += f"Q{x + 100} {cy:.0f} {x + 200} {y:.0f}" if x < 800 else ""
        grain.append(
            f'<path d="{d}" fill="none" stroke="#a8773a" stroke-opacity="{rnd.uniform(0.05, 0.13):.2f}" '
            f'stroke-width="{rnd.uniform(0.8, 2.4):.1f}"/>\n'
        )
        y += rnd.uniform(7, 19)
    out += grain
    # grid: the inner lines, then a slightly heavier outer border
    lines = "".join(f"M{100 * i} 0V800M0 {100 * i}H800" for i in range(1, 8))
    out.append(f'<path d="{lines}" fill="none" stroke="{GRID}" stroke-width="2"/>\n')
    out.append(f'<rect x="1.5" y="1.5" width="797" height="797" fill="none" stroke="{GRID}" stroke-width="3"/>\n')
    # promotion-zone marks: after rank 3 and after rank 5, after file b and f
    for x, y in [(200, 300), (600, 300), (200, 500), (600, 500)]:
        out.append(f'<circle cx="{x}" cy="{y}" r="7" fill="{GRID}"/>\n')
    out.append("</svg>\n")
    return "".join(out)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.normpath(os.path.join(here, "..", ".."))
    path = os.path.join(root, "resources", "board", "board.svg")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(board())
    print(f"wrote {path}")


if __name__ == "__main__":
    main()

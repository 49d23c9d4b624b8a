# SPDX-FileCopyrightText: 2026 The Ōgi developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""Shared geometry and styling for the Ōgi piece artwork.

Every piece is a pentagonal koma drawn for Sente (pointing up) inside a
100x100 view box, centred so that the program can rotate Gote's pieces by
180 degrees around (50, 50).  The eastern and the western set use exactly
the same outlines; only the face differs.
"""

import math

# Piece kinds in the order used by both sets.  Value: (height of the
# pentagon in view-box units, the unpromoted kind whose outline it shares).
HEIGHTS = {
    "king": 90.0,
    "princess": 87.0,
    "rook": 84.0,
    "bishop": 84.0,
    "silver": 81.0,
    "knight": 78.0,
    "lance": 76.0,
    "pawn": 74.0,
}

# file name -> outline kind
OUTLINE_OF = {
    "king_osho": "king",
    "king_gyoku": "king",
    "princess": "princess",
    "rook": "rook",
    "bishop": "bishop",
    "silver": "silver",
    "knight": "knight",
    "lance": "lance",
    "pawn": "pawn",
    "princess_p": "princess",
    "rook_p": "rook",
    "bishop_p": "bishop",
    "silver_p": "silver",
    "knight_p": "knight",
    "lance_p": "lance",
    "pawn_p": "pawn",
}

PROMOTED = {name for name in OUTLINE_OF if name.endswith("_p")}

INK = "#1d140c"
RED = "#c0181f"
EDGE = "#7a4f26"

WIDTH_RATIO = 0.84  # base width / height
SHOULDER = 0.27  # shoulder height (from the tip) / height
SHOULDER_WIDTH = 0.87  # shoulder width / base width
CORNER = 2.2  # corner rounding (units)


def fmt(v):
    """Format a number with at most one decimal, no trailing zeros."""
    s = f"{v:.1f}"
    if s.endswith(".0"):
        s = s[:-2]
    if s == "-0":
        s = "0"
    return s


class Outline:
    """The pentagon of one piece kind."""

    def __init__(self, kind):
        self.kind = kind
        self.h = HEIGHTS[kind]
        self.w = self.h * WIDTH_RATIO
        self.top = 50.0 - self.h / 2
        self.bottom = 50.0 + self.h / 2
        self.shoulder_y = self.top + SHOULDER * self.h
        self.sw = self.w / 2 * SHOULDER_WIDTH  # half width at the shoulders
        self.bw = self.w / 2  # half width at the base

    def points(self, inset=0.0):
        pts = [
            (50.0, self.top),
            (50.0 + self.sw, self.shoulder_y),
            (50.0 + self.bw, self.bottom),
            (50.0 - self.bw, self.bottom),
            (50.0 - self.sw, self.shoulder_y),
        ]
        if inset == 0.0:
            return pts
        return _inset_polygon(pts, inset)

    def path(self, inset=0.0):
        return rounded_polygon_path(self.points(inset), CORNER)

    def half_width_at(self, y):
        """Half width of the pentagon at height y (0 outside)."""
        if y < self.top or y > self.bottom:
            return 0.0
        if y <= self.shoulder_y:
            return self.sw * (y - self.top) / (self.shoulder_y - self.top)
        t = (y - self.shoulder_y) / (self.bottom - self.shoulder_y)
        return self.sw + (self.bw - self.sw) * t

    def distance_inside(self, x, y):
        """Signed distance from (x, y) to the outline, positive inside."""
        pts = self.points()
        best = None
        for i in range(len(pts)):
            (x1, y1), (x2, y2) = pts[i], pts[(i + 1) % len(pts)]
            # polygon is clockwise in y-down coordinates: inward normal is
            # to the right of the edge direction
            ex, ey = x2 - x1, y2 - y1
            ln = math.hypot(ex, ey)
            nx, ny = -ey / ln, ex / ln
            d = (x - x1) * nx + (y - y1) * ny
            best = d if best is None else min(best, d)
        return best

    def ray_to_edge(self, cx, cy, dx, dy):
        """Distance along the unit ray (dx, dy) from (cx, cy) to the edge."""
        lo, hi = 0.0, 200.0
        for _ in range(60):
            mid = (lo + hi) / 2
            if self.distance_inside(cx + dx * mid, cy + dy * mid) > 0:
                lo = mid
            else:
                hi = mid
        return lo


def _inset_polygon(pts, d):
    """Offset a convex clockwise (y-down) polygon inwards by d."""
    n = len(pts)
    lines = []
    for i in range(n):
        (x1, y1), (x2, y2) = pts[i], pts[(i + 1) % n]
        ex, ey = x2 - x1, y2 - y1
        ln = math.hypot(ex, ey)
        nx, ny = -ey / ln, ex / ln
        lines.append(((x1 + nx * d, y1 + ny * d), (ex, ey)))
    out = []
    for i in range(n):
        (p1, e1), (p2, e2) = lines[i - 1], lines[i]
        # intersect p1 + s e1 with p2 + t e2
        den = e1[0] * e2[1] - e1[1] * e2[0]
        s = ((p2[0] - p1[0]) * e2[1] - (p2[1] - p1[1]) * e2[0]) / den
        out.append((p1[0] + s * e1[0], p1[1] + s * e1[1]))
    return out


def rounded_polygon_path(pts, r):
    n = len(pts)
    parts = []
    for i in range(n):
        px, py = pts[i - 1]
        cx, cy = pts[i]
        nx, ny = pts[(i + 1) % n]
        a = math.hypot(px - cx, py - cy)
        b = math.hypot(nx - cx, ny - cy)
        ax, ay = cx + (px - cx) * r / a, cy + (py - cy) * r / a
        bx, by = cx + (nx - cx) * r / b, cy + (ny - cy) * r / b
        parts.append(("M" if i == 0 else "L") + f"{fmt(ax)} {fmt(ay)}")
        parts.append(f"Q{fmt(cx)} {fmt(cy)} {fmt(bx)} {fmt(by)}")
    return "".join(parts) + "Z"


def koma_base(outline):
    """SVG elements for the wooden pentagon (gradient defined by svg_open)."""
    return (
        f'<path d="{outline.path()}" fill="url(#wood)" stroke="{EDGE}" '
        f'stroke-width="1.8" stroke-linejoin="round"/>\n'
        f'<path d="{outline.path(2.4)}" fill="none" stroke="#fff6dc" '
        f'stroke-opacity="0.55" stroke-width="1" stroke-linejoin="round"/>\n'
    )


def svg_open(title):
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<svg xmlns="http://www.w3.org/2000/svg" version="1.2" '
        'baseProfile="tiny" viewBox="0 0 100 100" width="100" height="100">\n'
        f"<title>{title}</title>\n"
        "<defs>\n"
        '<linearGradient id="wood" x1="0" y1="0" x2="1" y2="1">\n'
        '<stop offset="0" stop-color="#f8e2b0"/>\n'
        '<stop offset="0.55" stop-color="#eccb8a"/>\n'
        '<stop offset="1" stop-color="#dcb26d"/>\n'
        "</linearGradient>\n"
        "</defs>\n"
    )


def svg_close():
    return "</svg>\n"

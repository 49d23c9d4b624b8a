#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Ōgi developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""Draws the handicap table (docs/handicaps.tsv, written by measure.sh) as an SVG chart:
the Elo value of each handicap against the strength of the two sides, one line a handicap,
with its 95 % interval as a bar.
    tools/handicap/plot.py docs/handicaps.tsv docs/handicaps.svg [GAPS.tsv] [STRENGTH:ELO...]
GAPS.tsv (strength, handicap, elo, elo_low, elo_high: gap.sh's last line) replaces the
equal-strength figure of a line where the gap measured it. With every strength's Ōgi Elo
given (e.g. level=3:1676), the strengths stand at their place on the Elo scale."""
import csv
import sys
from html import escape

rows = list(csv.DictReader(open(sys.argv[1], encoding="utf-8"), delimiter="\t"))
places = {}
for arg in sys.argv[3:]:
    if arg.endswith(".tsv"):
        for g in csv.DictReader(open(arg, encoding="utf-8"), delimiter="\t"):
            for r in rows:
                if r["strength"] == g["strength"] and r["handicap"] == g["handicap"]:
                    r.update(elo=g["elo"], elo_low=g["elo_low"], elo_high=g["elo_high"])
    else:
        spec, _, elo = arg.rpartition(":")
        places[spec] = float(elo)
strengths = list(dict.fromkeys(r["strength"] for r in rows))
handicaps = list(dict.fromkeys(r["handicap"] for r in rows))
W, H, left, right, top, bottom = 880, 460, 60, 290, 20, 50
lo = min(0.0, min(float(r["elo_low"]) for r in rows))
hi = max(float(r["elo_high"]) for r in rows)
hi = (int(hi) // 100 + 1) * 100


def x(i):
    if all(s in places for s in strengths) and len(strengths) > 1:
        first, last = min(places.values()), max(places.values())
        margin = 0.08 * (W - left - right)
        return left + margin + (W - left - right - 2 * margin) * (
            places[strengths[i]] - first) / (last - first)
    return left + (W - left - right) * (i + 0.5) / len(strengths)


def y(v):
    return top + (H - top - bottom) * (hi - v) / (hi - lo)


colours = ["#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2",
           "#7f7f7f", "#bcbd22", "#17becf", "#393b79", "#637939"]
out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" '
       'font-family="sans-serif" font-size="12">',
       f'<rect width="{W}" height="{H}" fill="white"/>']
for v in range(int(lo) // 100 * 100, hi + 1, 100):
    out.append(f'<line x1="{left}" x2="{W - right}" y1="{y(v):.1f}" y2="{y(v):.1f}" '
               'stroke="#ddd"/>')
    out.append(f'<text x="{left - 6}" y="{y(v) + 4:.1f}" text-anchor="end">{v:+d}</text>')
out.append(f'<text x="14" y="{(top + H - bottom) / 2}" transform="rotate(-90 14 '
           f'{(top + H - bottom) / 2})" text-anchor="middle">Elo of the handicap</text>')
for i, s in enumerate(strengths):
    label = s if s not in places else f"{s} ({places[s]:.0f})"
    out.append(f'<text x="{x(i):.1f}" y="{H - bottom + 18}" text-anchor="middle">'
               f'{escape(label)}</text>')
axis = "strength of the giver (ogi-match spec" + (", Ōgi Elo)" if places else ")")
out.append(f'<text x="{(left + W - right) / 2}" y="{H - 8}" text-anchor="middle">'
           f'{escape(axis)}</text>')
for k, h in enumerate(handicaps):
    c = colours[k % len(colours)]
    pts = []
    for i, s in enumerate(strengths):
        r = next((r for r in rows if r["strength"] == s and r["handicap"] == h), None)
        if r is None:
            continue
        e, a, b = float(r["elo"]), float(r["elo_low"]), float(r["elo_high"])
        dx = (k - len(handicaps) / 2) * 2.5  # side by side, so the bars do not hide each other
        pts.append(f"{x(i) + dx:.1f},{y(e):.1f}")
        out.append(f'<line x1="{x(i) + dx:.1f}" x2="{x(i) + dx:.1f}" y1="{y(a):.1f}" '
                   f'y2="{y(b):.1f}" stroke="{c}" stroke-opacity="0.5"/>')
        out.append(f'<circle cx="{x(i) + dx:.1f}" cy="{y(e):.1f}" r="3" fill="{c}"/>')
    if len(pts) > 1:
        out.append(f'<polyline points="{" ".join(pts)}" fill="none" stroke="{c}"/>')
    ly = top + 16 * k + 10
    out.append(f'<line x1="{W - right + 12}" x2="{W - right + 32}" y1="{ly}" y2="{ly}" '
               f'stroke="{c}" stroke-width="2"/>')
    out.append(f'<text x="{W - right + 38}" y="{ly + 4}">{escape(h)}</text>')
out.append("</svg>")
open(sys.argv[2], "w", encoding="utf-8").write("\n".join(out) + "\n")

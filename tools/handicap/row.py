#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Ōgi developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""One line of the handicap table (measure.sh) from ogi-match's pair counts, merged with the
line already in the table when a measurement is continued:
    row.py STRENGTH HANDICAP "W-D-L" "P0 P1 P2 P3 P4" SECONDS [OLD_LINE]
The Elo and its 95 % interval come from the pentanomial counts of the pairs, as ogi-match
computes them (tools/match/sprt.cpp): the mean pair score and its standard error."""
import math
import sys

Z95 = 1.959964


def elo(score):
    score = min(max(score, 1e-6), 1 - 1e-6)
    return -400 * math.log10(1 / score - 1)


strength, handicap, wdl, penta, seconds = sys.argv[1:6]
wdl = [int(v) for v in wdl.split("-")]
penta = [int(v) for v in penta.split()]
seconds = int(seconds)
if len(sys.argv) > 6:
    old = sys.argv[6].rstrip("\n").split("\t")
    if len(old) < 10 or len(old[9].split()) != 5:
        sys.exit(f"row.py: the line for {strength} {handicap} has no pair counts (column "
                 "'penta'): it cannot be continued; remove it to measure it afresh")
    wdl = [a + int(b) for a, b in zip(wdl, old[3].split("-"))]
    penta = [a + int(b) for a, b in zip(penta, old[9].split())]
    seconds += int(old[8])
pairs = sum(penta)
mean = sum(k / 4 * c for k, c in enumerate(penta)) / pairs
var = sum(c * (k / 4 - mean) ** 2 for k, c in enumerate(penta)) / pairs
err = math.sqrt(var / pairs)
games = sum(wdl)
score = (wdl[0] + wdl[1] / 2) / games
print(f"{strength}\t{handicap}\t{games}\t{'-'.join(map(str, wdl))}\t{100 * score:.1f}\t"
      f"{elo(mean):+.1f}\t{elo(mean - Z95 * err):+.1f}\t{elo(mean + Z95 * err):+.1f}\t"
      f"{seconds}\t{' '.join(map(str, penta))}")

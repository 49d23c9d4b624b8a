#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Ōgi developers
# SPDX-License-Identifier: GPL-3.0-or-later
# What a large handicap is worth where equal sides say little (a score above 90 %): the
# receiver plays at weaker strengths against the giver, and the strength gap at which the
# game is even is interpolated on the level scale (docs/handicaps.md, "Levels on one scale").
#   tools/handicap/gap.sh <build dir> <handicap> <giver:elo> <receiver:elo>... [games]
# Each side is an ogi-match spec and its Ōgi Elo, e.g.
#   tools/handicap/gap.sh build "+P +P" "level=10,nodes=20000,nnue=0:2846" level=7:2248 \
#       level=8:2779 400
# Prints each match, then the gap at which the receiver scores 50 % with its 95 % interval
# (from the matches' intervals; the scale's own uncertainty is not in it), and that result
# as a line of docs/handicap-gaps.tsv.
set -euo pipefail
build=${1:?build dir}
handicap=${2:?handicap}
giver=${3:?giver spec:elo}
shift 3
games=400
receivers=()
for a in "$@"; do
  if [[ $a =~ ^[0-9]+$ ]]; then games=$a; else receivers+=("$a"); fi
done
((${#receivers[@]} >= 2)) || { echo "gap.sh: give at least two receiver strengths" >&2; exit 2; }
top=$(cd "$(dirname "$0")/../.." && pwd)
points=()
for r in "${receivers[@]}"; do
  echo "== receiver ${r%:*} with $handicap against ${giver%:*}: $games games"
  out=$("$build/tools/match/ogi-match" --a "${r%:*},name=receiver" --b "${giver%:*},name=giver" \
    --handicap "$handicap" --games "$games" --concurrency "$(nproc 2>/dev/null || echo 2)" \
    --openings "$top/tools/match/openings.txt" --nodes 1000000000 --seed 22)
  grep '^final:' <<<"$out"
  # summary, games, W-D-L, score, Elo, low, high, ...: the receiver's Elo and its interval.
  read -r e lo hi < <(grep $'^summary\t' <<<"$out" | cut -f5-7 --output-delimiter=' ')
  points+=("$((${giver##*:} - ${r##*:})) $e $lo $hi")
done
python3 - "${giver%:*}" "$handicap" "${points[@]}" <<'PY'
import sys
giver, handicap = sys.argv[1:3]
# (gap, receiver's Elo, low, high), by gap. The receiver's result falls as the gap grows.
pts = sorted(tuple(float(v) for v in p.split()) for p in sys.argv[3:])


def even(col):
    """The gap where the receiver's Elo (column col) crosses 0, linear between neighbours."""
    for (g0, *e0), (g1, *e1) in zip(pts, pts[1:]):
        a, b = e0[col], e1[col]
        if (a >= 0 >= b) or (a <= 0 <= b):
            return g0 + (g1 - g0) * a / (a - b) if a != b else (g0 + g1) / 2
    return None


value, low, high = even(0), even(1), even(2)
if value is None:
    sys.exit("gap.sh: no two strengths bracket an even game: add a receiver "
             "stronger or weaker than these")
fmt = lambda v: "beyond the strengths played" if v is None else f"{v:+.0f}"
print(f"even at a gap of {value:+.0f} Elo (95 % interval {fmt(low)}..{fmt(high)}): "
      "the handicap's value")
if low is not None and high is not None:
    # The line for docs/handicap-gaps.tsv (plot.py).
    print(f"{giver}\t{handicap}\t{value:.1f}\t{low:.1f}\t{high:.1f}")
PY

#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Ōgi developers
# SPDX-License-Identifier: GPL-3.0-or-later
# What each handicap is worth (issue 22, docs/handicaps.md): ogi-match games in pairs from the
# balanced openings, the side receiving the handicap (A) and the side giving it (B) at the same
# strength. One line per strength and handicap is appended to the results file; a line
# already there is not played again, so the script can be stopped and started again.
#   tools/handicap/measure.sh <build dir> <results.tsv> [games] [strengths...]
# A strength is an ogi-match side spec plus its limit, e.g. "level=3" or "level=10 nodes=20000".
# Defaults: 400 games; level 3, level 6 and level 10 at 20,000 nodes a move.
set -euo pipefail
build=${1:?build dir}
results=${2:?results file}
games=${3:-400}
shift $(($# < 3 ? $# : 3))
strengths=("$@")
((${#strengths[@]})) || strengths=("level=3" "level=6" "level=10,nodes=20000")
top=$(cd "$(dirname "$0")/../.." && pwd)
match=$build/tools/match/ogi-match
handicaps=("+P" "+P +P" "+L" "+N" "+S" "+B" "+R" "+I" "+R +B" "+R +B +I" "+R +B +I +S +S"
  "+R +B +I +S +S +N +N +L +L")
jobs=$(nproc 2>/dev/null || echo 2)
[[ -s $results ]] || printf 'strength\thandicap\tgames\tW-D-L\tscore\telo\telo_low\telo_high\tseconds\n' >"$results"
for strength in "${strengths[@]}"; do
  for h in "${handicaps[@]}"; do
    if awk -F'\t' -v s="$strength" -v h="$h" '$1 == s && $2 == h { found = 1 } END { exit !found }' "$results"; then
      continue
    fi
    echo "== $strength, handicap $h: $games games"
    out=$("$match" --a "$strength,name=receiver" --b "$strength,name=giver" --handicap "$h" \
      --games "$games" --concurrency "$jobs" --openings "$top/tools/match/openings.txt" \
      --nodes 1000000000 --seed 22 | tail -4)
    echo "$out"
    # final: N pairs, W-D-L w-d-l, penta [...], Elo e +-x (lo..hi)
    final=$(grep '^final:' <<<"$out")
    wdl=$(sed -E 's/.*W-D-L ([0-9]+-[0-9]+-[0-9]+).*/\1/' <<<"$final")
    elo=$(sed -E 's/.*Elo ([-+0-9.]+) .*/\1/' <<<"$final")
    lo=$(sed -E 's/.*\(([-+0-9.]+)\.\.([-+0-9.]+)\).*/\1/' <<<"$final")
    hi=$(sed -E 's/.*\(([-+0-9.]+)\.\.([-+0-9.]+)\).*/\2/' <<<"$final")
    score=$(grep -oE '^score [0-9.]+' <<<"$out" | cut -d' ' -f2)
    secs=$(grep -oE '[0-9]+ s$' <<<"$out" | cut -d' ' -f1)
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$strength" "$h" "$games" "$wdl" "$score" \
      "$elo" "$lo" "$hi" "$secs" >>"$results"
  done
done

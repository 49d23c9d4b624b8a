#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Ōgi developers
# SPDX-License-Identifier: GPL-3.0-or-later
# What each handicap is worth (issue 22, docs/handicaps.md): ogi-match games in pairs from the
# balanced openings, the side receiving the handicap (A) and the side giving it (B) at the same
# strength. One line per strength and handicap in the results file, with the pair counts: a
# line already there with the games asked for is not played again, one with fewer is
# continued (ogi-match --first-pair), so the script can be stopped and started again and a
# table taken to more games.
#   [HANDICAPS="+R;+R +B"] tools/handicap/measure.sh <build dir> <results.tsv> [games] [strengths...]
# A strength is an ogi-match side spec plus its limit, e.g. "level=3" or "level=10,nodes=20000,nnue=0".
# Defaults: 400 games; level 3, level 6 and level 10 at 20,000 nodes a move with the
# hand-written evaluation (the strength point measured on the ladder, docs/handicaps.md).
set -euo pipefail
build=${1:?build dir}
results=${2:?results file}
games=${3:-400}
shift $(($# < 3 ? $# : 3))
strengths=("$@")
((${#strengths[@]})) || strengths=("level=3" "level=6" "level=10,nodes=20000,nnue=0")
top=$(cd "$(dirname "$0")/../.." && pwd)
match=$build/tools/match/ogi-match
handicaps=("+P" "+P +P" "+L" "+N" "+S" "+B" "+R" "+I" "+R +B" "+R +B +I" "+R +B +I +S +S"
  "+R +B +I +S +S +N +N +L +L")
# HANDICAPS="+B;+R;+R +B" measures only these.
[[ -z ${HANDICAPS:-} ]] || IFS=';' read -r -a handicaps <<<"$HANDICAPS"
jobs=$(nproc 2>/dev/null || echo 2)
header=$'strength\thandicap\tgames\tW-D-L\tscore\telo\telo_low\telo_high\tseconds\tpenta'
[[ -s $results ]] || printf '%s\n' "$header" >"$results"
for strength in "${strengths[@]}"; do
  for h in "${handicaps[@]}"; do
    old=$(awk -F'\t' -v s="$strength" -v h="$h" '$1 == s && $2 == h' "$results")
    have=0
    [[ -n $old ]] && have=$(cut -f3 <<<"$old")
    ((have < games)) || continue
    # A line with fewer games is continued where it stopped: the pairs after its own.
    # ogi-match counts the earlier run's games with these (--prior): its summary line is the
    # whole measurement's.
    prior=()
    if [[ -n $old ]]; then
      if [[ $(awk -F'\t' '{ print NF }' <<<"$old") -lt 10 ]]; then
        echo "measure.sh: the line for $strength $h has no pair counts (column 'penta'): it" \
          "cannot be continued; remove it to measure it afresh" >&2
        exit 1
      fi
      prior=(--prior "$(cut -f4 <<<"$old") $(cut -f10 <<<"$old") $(cut -f9 <<<"$old")")
    fi
    echo "== $strength, handicap $h: $((games - have)) games from pair $((have / 2))"
    out=$("$match" --a "$strength,name=receiver" --b "$strength,name=giver" --handicap "$h" \
      --games "$((games - have))" --first-pair "$((have / 2))" "${prior[@]}" \
      --concurrency "$jobs" --openings "$top/tools/match/openings.txt" --nodes 1000000000 \
      --seed 22 | tail -5)
    echo "$out"
    # summary, games, W-D-L, score, Elo, low, high, seconds, pair counts: the table's columns.
    line=$(printf '%s\t%s\t' "$strength" "$h")$(grep $'^summary\t' <<<"$out" | cut -f2-)
    # The table rewritten whole (the line replaced or added), then moved into place.
    awk -F'\t' -v s="$strength" -v h="$h" -v line="$line" \
      'BEGIN { OFS = "\t" } $1 == s && $2 == h { print line; done = 1; next } { print }
       END { if (!done) print line }' "$results" >"$results.new"
    mv "$results.new" "$results"
  done
done

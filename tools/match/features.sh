#!/bin/sh
# SPDX-FileCopyrightText: 2026 The Ōgi developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Measures what each search and evaluation feature is worth: for each switch, configuration
# A has it off and B (everything on) plays A over the same openings with colours swapped.
# The feature's Elo is minus A's Elo. Usage:
#   tools/match/features.sh <build-dir> [games] [nodes] [switches...]
set -eu
build=${1:?usage: features.sh <build-dir> [games] [nodes] [switches...]}
games=${2:-160}
nodes=${3:-8000}
shift $(( $# < 3 ? $# : 3 ))
switches=${*:-tt asp null lmr killers history qs checkext futility pst kingsafety mobility hand}
match="$build/tools/match/ogi-match"
for f in $switches; do
    echo "== $f off (A) vs all on (B)"
    "$match" --games "$games" --nodes "$nodes" --a "$f=0" --seed 3 | tail -2
done

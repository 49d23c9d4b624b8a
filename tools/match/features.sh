#!/bin/sh
# SPDX-FileCopyrightText: 2026 The Ōgi developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Measures what each search and evaluation feature is worth: for each switch, configuration
# A has it off and B (everything on) plays A over the balanced openings with colours
# swapped, two games at a time. The feature's Elo is minus A's Elo. Usage:
#   tools/match/features.sh <build-dir> [games] [nodes] [switches...]
# (all switches by default: see the end of `ogi-match --help`)
set -eu
build=${1:?usage: features.sh <build-dir> [games] [nodes] [switches...]}
games=${2:-400}
nodes=${3:-20000}
shift $(( $# < 3 ? $# : 3 ))
match="$build/tools/match/ogi-match"
openings="$(dirname "$0")/openings.txt"
switches=${*:-$("$match" --help | sed -n 's/^Feature switches: //p')}
for f in $switches; do
    echo "== $f off (A) vs all on (B)"
    "$match" --games "$games" --nodes "$nodes" --a "$f=0" --concurrency 2 \
        --openings "$openings" | grep -E "^final|^score"
done

#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Ōgi developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs every fuzz target for a bounded time from the committed seed corpus, <jobs> targets
# at a time (default 1).
#   tools/fuzz/run.sh <build-dir> <seconds per target> [jobs]
# New interesting inputs go to a scratch corpus, never into the repository; a crash leaves
# its input in <build-dir>/crashes/ and makes this script fail.
set -euo pipefail
build=${1:?build dir}
seconds=${2:-60}
jobs=${3:-1}
top=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$build/crashes"

fuzz() { # fuzz <target>: runs it, then says how it ended; fails on a finding
  local target=$1 scratch="$build/corpus-$1"
  mkdir -p "$scratch"
  if ! "$build/fuzz_$target" -max_total_time="$seconds" -max_len=4096 -timeout=10 \
      -rss_limit_mb=2048 -print_final_stats=0 -artifact_prefix="$build/crashes/$target-" \
      "$scratch" "$top/tests/fuzz/corpus/$target" >"$build/fuzz_$target.log" 2>&1; then
    echo "fuzz_$target FAILED: see $build/fuzz_$target.log and $build/crashes/"
    tail -30 "$build/fuzz_$target.log"
    return 1
  fi
  echo "fuzz_$target, ${seconds} s: $(grep -E "^#[0-9]+.*DONE|Done [0-9]+ runs" "$build/fuzz_$target.log" | tail -1)"
}

status=0
pids=()
for target in sfen moveText record engineCommands usiCodec; do
  if ((${#pids[@]} >= jobs)); then
    wait "${pids[0]}" || status=1
    pids=("${pids[@]:1}")
  fi
  fuzz "$target" &
  pids+=($!)
done
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
exit $status

#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Ōgi developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs every fuzz target for a bounded time from the committed seed corpus.
#   tools/fuzz/run.sh <build-dir> <seconds per target>
# New interesting inputs go to a scratch corpus, never into the repository; a crash leaves
# its input in <build-dir>/crashes/ and makes this script fail.
set -euo pipefail
build=${1:?build dir}
seconds=${2:-60}
top=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$build/crashes"
status=0
for target in sfen moveText record engineCommands; do
  scratch="$build/corpus-$target"
  mkdir -p "$scratch"
  echo "== fuzz_$target for ${seconds}s =="
  if ! "$build/fuzz_$target" -max_total_time="$seconds" -max_len=4096 -timeout=10 \
      -rss_limit_mb=2048 -print_final_stats=0 -artifact_prefix="$build/crashes/$target-" \
      "$scratch" "$top/tests/fuzz/corpus/$target" >"$build/fuzz_$target.log" 2>&1; then
    echo "fuzz_$target FAILED: see $build/fuzz_$target.log and $build/crashes/"
    tail -30 "$build/fuzz_$target.log"
    status=1
  else
    grep -E "^#[0-9]+.*DONE|Done [0-9]+ runs" "$build/fuzz_$target.log" | tail -1
  fi
done
exit $status

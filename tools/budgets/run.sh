#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Ōgi developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Prints the performance budgets of the desktop program (build first: scripts/dev.sh test or
# cmake --build build --target ogi-budgets). Runs under Xvfb when it is installed, so that
# painting goes through a real X server; otherwise on the offscreen platform.
#   tools/budgets/run.sh [build dir]
set -euo pipefail
build=${1:-build}
bin="$build/tools/budgets/ogi-budgets"
[[ -x $bin ]] || { echo "build $bin first (cmake --build $build --target ogi-budgets)"; exit 1; }
if command -v xvfb-run >/dev/null; then
  xvfb-run -a -s "-screen 0 1920x1200x24" "$bin" 2> >(grep -v propagateSizeHints >&2)
else
  QT_QPA_PLATFORM=offscreen "$bin"
fi

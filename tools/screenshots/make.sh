#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Ōgi developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Regenerates every picture of docs/screenshots (see its README) from the real program.
#   tools/screenshots/make.sh [build dir] [name...]
# Builds ogi-screenshots in the build directory (default: build) and runs it on a private
# Xvfb screen with a window manager (openbox) when one is installed, so that message boxes
# sit over the window as on a desktop.
set -euo pipefail
cd "$(dirname "$0")/../.."
build=${1:-build}
shift || true
[[ -d $build ]] || cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$build" --parallel 2 --target ogi-screenshots >/dev/null
bin=$build/tools/screenshots/ogi-screenshots
command -v Xvfb >/dev/null || { echo "Xvfb is needed (apt-get install xvfb)"; exit 1; }
# A free display number.
display=90
while [[ -e /tmp/.X11-unix/X$display || -e /tmp/.X$display-lock ]]; do display=$((display + 1)); done
Xvfb ":$display" -screen 0 1600x1000x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill $wm $xvfb 2>/dev/null || true' EXIT
wm=
sleep 1
if command -v openbox >/dev/null; then
  DISPLAY=":$display" openbox >/dev/null 2>&1 &
  wm=$!
  sleep 1
fi
DISPLAY=":$display" QT_QPA_PLATFORM=xcb LANG=C.UTF-8 "$bin" docs/screenshots "$@" \
  2> >(grep -v -e propagateSizeHints -e XDG_RUNTIME_DIR -e PulseAudio -e "audio device" >&2)

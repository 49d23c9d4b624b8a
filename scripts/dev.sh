#!/usr/bin/env bash
# Ogi developer entry point: installs what is missing, builds, then runs the program or the tests.
#   scripts/dev.sh run [args...]   build and start the desktop program
#   scripts/dev.sh test            build and run every test (plain, then under ASan+UBSan)
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(
  cmake ninja-build g++ pkg-config
  qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-l10n-tools qt6-tools-dev-tools
  qt6-translations-l10n qt6-multimedia-dev libgl-dev
  fonts-noto-cjk
)

install_missing() {
  local missing=()
  for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  ((${#missing[@]} == 0)) && return 0
  echo "Installing missing Debian packages: ${missing[*]}"
  local sudo=()
  [[ $(id -u) -ne 0 ]] && sudo=(sudo)
  "${sudo[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

jobs=$(nproc 2>/dev/null || echo 2)

build() { # build <dir> [cmake options...]
  local dir=$1
  shift
  cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@" >/dev/null
  cmake --build "$dir" --parallel "$jobs"
}

cmd=${1:-run}
[[ $# -gt 0 ]] && shift
case $cmd in
  run)
    install_missing
    build build
    exec build/app/ogi/ogi "$@"
    ;;
  test)
    install_missing
    build build -DOGI_WERROR=ON
    ctest --test-dir build --output-on-failure --timeout 600
    echo "== Again under AddressSanitizer + UndefinedBehaviorSanitizer =="
    build build-asan -DOGI_SANITIZE=address -DOGI_WERROR=ON
    ASAN_OPTIONS=detect_leaks=0 UBSAN_OPTIONS=print_stacktrace=1 \
      ctest --test-dir build-asan --output-on-failure --timeout 900
    ;;
  *)
    echo "usage: scripts/dev.sh run|test" >&2
    exit 2
    ;;
esac

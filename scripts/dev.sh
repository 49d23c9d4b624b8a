#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Ōgi developers
# SPDX-License-Identifier: GPL-3.0-or-later
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
# Only the test command needs these: packaging checks, fuzzing with clang's libFuzzer.
test_packages=(desktop-file-utils appstream dpkg-dev lintian clang libclang-rt-14-dev)

install_missing() {
  local missing=()
  for p in "$@"; do
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

build() { # build <dir> [cmake options...]; TARGETS="a b" limits what is built
  local dir=$1
  shift
  cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@" >/dev/null
  local targets=()
  for t in ${TARGETS:-}; do targets+=(--target "$t"); done
  cmake --build "$dir" --parallel "$jobs" "${targets[@]}"
}

cmd=${1:-run}
[[ $# -gt 0 ]] && shift
case $cmd in
  run)
    install_missing "${packages[@]}"
    build build
    exec build/app/ogi/ogi "$@"
    ;;
  test)
    install_missing "${packages[@]}" "${test_packages[@]}"
    start=$SECONDS
    # The four builds take about 2.7 GB; say so now rather than fail at a link 15 minutes on.
    free_kb=$(df -Pk . | awk 'NR == 2 { print $4 }')
    if ((free_kb < 3 * 1024 * 1024)); then
      echo "warning: $((free_kb / 1024)) MB free in $PWD; the test builds need about 2,700 MB" >&2
    fi
    stage() { echo "== $* (at $((SECONDS - start)) s) =="; }
    stage "Build with warnings as errors"
    # Line tables only (-g1): the tests' stacks keep their file and line, and the build takes
    # 0.6 GB of disk instead of 2.4 GB (a test binary carries all its debug information).
    build build -DOGI_WERROR=ON "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O2 -g1 -DNDEBUG"
    # Every test has a home of its own (tests/CMakeLists.txt), so two run side by side.
    ctest --test-dir build --output-on-failure --timeout 900 -j "$jobs"
    stage "Fuzzing: every target for ${OGI_FUZZ_SECONDS:-30} s from the committed corpus"
    cmake -S tools/fuzz -B build-fuzz -G Ninja -DCMAKE_CXX_COMPILER=clang++ >/dev/null
    cmake --build build-fuzz --parallel "$jobs"
    tools/fuzz/run.sh build-fuzz "${OGI_FUZZ_SECONDS:-30}" "$jobs"
    stage "Threaded tests under ThreadSanitizer"
    # Only what the tests labelled "threads" run (target ogi_threaded_tests). Debian's Qt is
    # not instrumented: TSan is told to ignore what happens inside it; our code stays checked.
    TARGETS=ogi_threaded_tests build build-tsan -DOGI_SANITIZE=thread
    TSAN_OPTIONS="ignore_noninstrumented_modules=1 halt_on_error=1 second_deadlock_stack=1" \
      ctest --test-dir build-tsan --output-on-failure --timeout 900 -L threads -j "$jobs"
    stage "Every test under AddressSanitizer + UndefinedBehaviorSanitizer"
    # Only what the tests run (target ogi_tests): the program and the tools outside the tests
    # were built and checked by the first build. The NNUE's plain loops (OGI_NNUE_SIMD=OFF):
    # the other builds take its AVX2 ones on a processor that has AVX2.
    TARGETS=ogi_tests build build-asan -DOGI_SANITIZE=address -DOGI_WERROR=ON -DOGI_NNUE_SIMD=OFF
    ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
      LSAN_OPTIONS=suppressions=$PWD/tests/lsan.supp \
      ctest --test-dir build-asan --output-on-failure --timeout 1800 -j "$jobs"
    stage "All passed"
    ;;
  *)
    echo "usage: scripts/dev.sh run|test" >&2
    exit 2
    ;;
esac

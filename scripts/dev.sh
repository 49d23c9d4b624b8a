#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Ōgi developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Ogi developer entry point: installs what is missing, builds, then runs the program or the tests.
#   scripts/dev.sh run [args...]   build and start the desktop program
#   scripts/dev.sh test            build everything and run every test under ASan+UBSan, check
#                                  the Windows and arm64 engines against it, fuzz, and run the
#                                  threaded tests under TSan
#   scripts/dev.sh cross-windows   the Qt-free parts for Windows (MinGW-w64), run under wine
#   scripts/dev.sh cross-arm64     the whole program for arm64 Linux (Debian's arm64 Qt), run
#                                  under qemu-user: engine, Qt-free tests, GUI tests, the program
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(
  cmake ninja-build g++ pkg-config
  qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-l10n-tools qt6-tools-dev-tools
  qt6-translations-l10n qt6-multimedia-dev libgl-dev
  fonts-noto-cjk
)
# cross-windows: the cross compiler (its "posix" threads: the search uses std::thread), wine.
windows_packages=(g++-mingw-w64-x86-64-posix wine wine64)
# cross-arm64: the cross compiler, qemu-user (run without binfmt_misc: named on the command
# line), and Debian's arm64 Qt beside the machine's own (multiarch).
arm64_packages=(g++-aarch64-linux-gnu qemu-user-static)
# Only the test command needs these: packaging checks, fuzzing with clang's libFuzzer, and the
# cross compilers and emulators of its Windows and arm64 engine checks.
test_packages=(desktop-file-utils appstream dpkg-dev lintian clang libclang-rt-14-dev
  "${windows_packages[@]}" "${arm64_packages[@]}")
arm64_qt_packages=(qt6-base-dev:arm64 qt6-svg-dev:arm64 qt6-tools-dev:arm64
  qt6-multimedia-dev:arm64 libgl-dev:arm64)

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

# Adds a dpkg architecture (multiarch) unless it is there; install_missing then updates.
add_architecture() {
  dpkg --print-foreign-architectures | grep -qx "$1" && return 0
  echo "Adding the $1 architecture to dpkg (multiarch)"
  local sudo=()
  [[ $(id -u) -ne 0 ]] && sudo=(sudo)
  "${sudo[@]}" dpkg --add-architecture "$1"
}

jobs=$(nproc 2>/dev/null || echo 2)
start=$SECONDS
stage() { echo "== $* (at $((SECONDS - start)) s) =="; }

build() { # build <dir> [cmake options...]; TARGETS="a b" limits what is built
  local dir=$1
  shift
  cmake -S . -B "$dir" -G Ninja --no-warn-unused-cli -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@" >/dev/null
  local targets=()
  for t in ${TARGETS:-}; do targets+=(--target "$t"); done
  cmake --build "$dir" --parallel "$jobs" "${targets[@]}"
}

# The figures a build must give wherever it runs: perft counts of tests/data/perft.tsv
# (ogi-check, up to depth 5) and bench nodes, with the network and by hand (ogi-engine;
# BENCH="bench 10" for a shorter one). Lines starting with "info" are times and speeds:
# shown, not compared.
#   figures <out file> <ogi-check> <ogi-engine> [runner...]
figures() {
  local out=$1 check=$2 engine=$3
  shift 3
  {
    "$@" "$check" perft <tests/data/perft.tsv
    for eval in true false; do
      printf 'setoption name UseNNUE value %s\n%s\nquit\n' "$eval" "${BENCH:-bench}" | "$@" "$engine" |
        grep -a -e '^Nodes searched' -e '^Nodes/second' -e 'bench evaluation' |
        sed -e 's/^Nodes\/second: \(.*\)/info bench speed: \1 nodes\/s/' -e 's/^info string /info /'
    done
  } | tr -d '\r' >"$out"
}

# The native build's figures, computed once for each bench and native build and copied to
# <out>. native_figures <native build dir> <out file>
native_figures() {
  local kept="$1/figures-native-${BENCH:-bench}.txt"
  kept=${kept// /-}
  if [[ ! -s $kept || $kept -ot $1/app/ogi-engine/ogi-engine || $kept -ot $1/tests/portable/ogi-check ]]; then
    figures "$kept" "$1/tests/portable/ogi-check" "$1/app/ogi-engine/ogi-engine"
  fi
  cp "$kept" "$2"
}

# Fails loudly unless two figures files agree on every line that is not "info".
same_figures() { # same_figures <what> <native figures> <other figures>
  if ! diff -u --label native --label "$1" <(grep -v '^info' "$2") <(grep -v '^info' "$3"); then
    echo "error: $1 does not give the native build's figures (above: - native, + $1)" >&2
    exit 1
  fi
  echo "$1: $(grep -c '^perft' "$3") perft counts and $(grep -c '^Nodes searched' "$3") bench totals equal to the native build's:"
  paste -d '|' <(echo native; grep -e '^Nodes' -e '^info' "$2") \
    <(echo "$1"; grep -e '^Nodes' -e '^info' "$3") |
    awk -F '|' '{ printf "  %-58s | %s\n", $1, $2 }'
}

# ogi-engine and ogi-check for Windows (MinGW-w64, static), run under wine; their figures
# must equal the native build's. TOOLS=1 also builds the tools (ogi-match) and plays a short
# match with ogi-engine.exe over pipes (the Windows process code).
#   windows_check <native build dir> <dir> <CMAKE_BUILD_TYPE> <flags>
windows_check() {
  local native=$1 dir=$2 type=$3 flags=$4
  local targets="ogi-engine ogi-check"
  [[ ${TOOLS:-0} == 1 ]] && targets+=" ogi-match"
  TARGETS=$targets build "$dir" -DCMAKE_TOOLCHAIN_FILE=cmake/toolchains/mingw-w64-x86_64.cmake \
    -DOGI_BUILD_GUI=OFF -DOGI_BUILD_TOOLS="${TOOLS:-0}" -DOGI_WERROR=ON \
    -DCMAKE_BUILD_TYPE="$type" "-DCMAKE_CXX_FLAGS_${type^^}=$flags"
  # A wine prefix of its own in the build tree (made at the first run), quiet.
  export WINEPREFIX=$PWD/$dir/wine WINEDEBUG=-all
  local wine=wine
  [[ -x /usr/lib/wine/wine64 ]] && wine=/usr/lib/wine/wine64 # no nagging about 32-bit wine
  [[ -d $WINEPREFIX ]] || "$wine" wineboot --init >/dev/null 2>&1 || true
  native_figures "$native" "$dir/figures-native.txt"
  figures "$dir/figures-windows.txt" "$dir/tests/portable/ogi-check.exe" \
    "$dir/app/ogi-engine/ogi-engine.exe" "$wine"
  same_figures "Windows (MinGW-w64, under wine)" "$dir/figures-native.txt" "$dir/figures-windows.txt"
  if [[ ${TOOLS:-0} == 1 ]]; then
    (cd "$dir" && "$wine" tools/match/ogi-match.exe --a cmd=app/ogi-engine/ogi-engine.exe,name=pipes \
      --b level=10,name=in-process --nodes 3000 --games 4 | tr -d '\r' | tail -3) |
      tee "$dir/match.txt"
    grep -q 'time losses A 0 B 0, illegal moves 0, crashes 0' "$dir/match.txt" ||
      { echo "error: the match over pipes under wine went wrong" >&2; exit 1; }
  fi
}

# The Qt-free ogi-engine for arm64 Linux, its bench run under qemu-user: the same nodes as the
# native build's, with the network (its plain loops on arm64) and by hand.
#   arm64_engine_check <native build dir> <dir> <CMAKE_BUILD_TYPE> <flags>
arm64_engine_check() {
  local native=$1 dir=$2 type=$3 flags=$4
  TARGETS="ogi-engine ogi-check" build "$dir" \
    -DCMAKE_TOOLCHAIN_FILE=cmake/toolchains/aarch64-linux-gnu.cmake -DOGI_BUILD_GUI=OFF \
    -DOGI_BUILD_TOOLS=OFF -DOGI_WERROR=ON -DCMAKE_BUILD_TYPE="$type" "-DCMAKE_CXX_FLAGS_${type^^}=$flags"
  local out=$dir/figures-arm64.txt
  native_figures "$native" "$dir/figures-native.txt"
  figures "$out" "$dir/tests/portable/ogi-check" "$dir/app/ogi-engine/ogi-engine" \
    qemu-aarch64-static -L /usr/aarch64-linux-gnu
  same_figures "arm64 Linux (under qemu-user)" "$dir/figures-native.txt" "$out"
}

# The desktop program started headless (offscreen) under qemu-user, in a home of its own: it
# must draw its main window with the board in it (Qt's painting log says what is drawn),
# within a generous time; then it is ended.
arm64_program_check() {
  local program=$1 home log pid
  home=$(mktemp -d)
  log=$home/log.txt
  HOME=$home XDG_CONFIG_HOME=$home/.config XDG_DATA_HOME=$home/.local/share \
    QT_QPA_PLATFORM=offscreen QT_LOGGING_RULES="qt.widgets.painting=true" \
    qemu-aarch64-static "$program" >"$log" 2>&1 &
  pid=$!
  local drawn=0
  for ((i = 0; i < 300; ++i)); do
    grep -q 'Drawing .* of ogi::BoardView' "$log" && { drawn=1; break; }
    kill -0 "$pid" 2>/dev/null || break
    sleep 1
  done
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  if ((!drawn)); then
    echo "error: the arm64 program did not draw its window; its output:" >&2
    grep -v '^qt.widgets.painting' "$log" >&2 || true
    rm -rf "$home"
    exit 1
  fi
  echo "The arm64 program drew its main window after about $i s under qemu:"
  grep 'Drawing' "$log" | grep -o 'of ogi::[A-Za-z]*' | sort -u | sed 's/^of /  /'
  rm -rf "$home"
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
    # The builds take about 3 GB; say so now rather than fail at a link 15 minutes on.
    free_kb=$(df -Pk . | awk 'NR == 2 { print $4 }')
    if ((free_kb < 3 * 1024 * 1024)); then
      echo "warning: $((free_kb / 1024)) MB free in $PWD; the test builds need about 3,000 MB" >&2
    fi
    # One native build (the program, the engine and every test) under AddressSanitizer +
    # UndefinedBehaviorSanitizer, with warnings as errors: the tests run once, checked for
    # memory errors and undefined behaviour as they go. The NNUE takes
    # its AVX2 loops where the processor has them (tst_nnue checks them against a plain
    # reference); the arm64 engine below runs the plain loops and must search the same nodes.
    # Compiling is most of the time here: one build instead of a plain one and a sanitized
    # one keeps the whole command under 20 minutes on 2 cores, with the cross checks.
    stage "Build under ASan + UBSan, warnings as errors"
    # What the tests run (target ogi_tests), the program, the engine and the compressed
    # manual pages and changelog (the package check packs and runs them) and the check
    # program (the figures below). The tools' own programs are not built here: their
    # libraries are, with the tests that use them.
    TARGETS="ogi_tests ogi ogi-engine ogi_compressed_docs ogi-check" build build-asan -DOGI_SANITIZE=address -DOGI_WERROR=ON
    stage "Every test under ASan + UBSan"
    # Every test has a home of its own (tests/CMakeLists.txt), so two run side by side.
    ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
      LSAN_OPTIONS=suppressions=$PWD/tests/lsan.supp \
      ctest --test-dir build-asan --output-on-failure --timeout 1800 -j "$jobs"
    # The engine for the players' other systems, its figures equal to the native build's:
    # compiled at -O1 without debug information (the figures do not depend on it; the compile
    # time does), the engine and the check program alone. Searches of depth 10: the native
    # engine runs sanitized, the arm64 one under qemu (some 8,000 nodes/s with the network).
    stage "Windows engine (MinGW-w64) under wine"
    export ASAN_OPTIONS=detect_leaks=0 # the native figures' engine is the sanitized one
    BENCH="bench 10" windows_check build-asan build-windows-engine Release "-O1 -DNDEBUG"
    stage "arm64 engine under qemu-user"
    BENCH="bench 10" arm64_engine_check build-asan build-arm64-engine Release "-O1 -DNDEBUG"
    unset ASAN_OPTIONS
    stage "Fuzzing: every target for ${OGI_FUZZ_SECONDS:-10} s from the committed corpus"
    cmake -S tools/fuzz -B build-fuzz -G Ninja -DCMAKE_CXX_COMPILER=clang++ >/dev/null
    cmake --build build-fuzz --parallel "$jobs"
    tools/fuzz/run.sh build-fuzz "${OGI_FUZZ_SECONDS:-10}" "$jobs"
    stage "Threaded tests under ThreadSanitizer"
    # Only what the tests labelled "threads" run (target ogi_threaded_tests): the model's
    # threads (the search's workers, engines' processes, puzzles) and what waits on them.
    # Debian's Qt is not instrumented: TSan is told to ignore what happens inside it; our
    # code stays checked.
    TARGETS=ogi_threaded_tests build build-tsan -DOGI_SANITIZE=thread
    TSAN_OPTIONS="ignore_noninstrumented_modules=1 halt_on_error=1 second_deadlock_stack=1" \
      ctest --test-dir build-tsan --output-on-failure --timeout 900 -L threads -j "$jobs"
    stage "All passed"
    ;;
  cross-windows)
    install_missing cmake ninja-build g++ "${windows_packages[@]}"
    stage "Native build without Qt: the engine and the check program"
    TARGETS="ogi-engine ogi-check" build build-native -DOGI_BUILD_GUI=OFF -DOGI_BUILD_TOOLS=OFF
    stage "Windows build (MinGW-w64), run under wine"
    TOOLS=1 windows_check build-native build-windows RelWithDebInfo "-O2 -g1 -DNDEBUG"
    stage "All passed"
    ;;
  cross-arm64)
    add_architecture arm64
    install_missing "${packages[@]}" "${arm64_packages[@]}" "${arm64_qt_packages[@]}"
    stage "Native build without Qt: the engine and the check program"
    TARGETS="ogi-engine ogi-check" build build-native -DOGI_BUILD_GUI=OFF -DOGI_BUILD_TOOLS=OFF
    stage "arm64 build of the whole program (Debian's arm64 Qt)"
    # The program, the engine, the check program and the tests run below. The arm64 loader
    # and libraries are the multiarch packages' (/lib/ld-linux-aarch64.so.1): qemu needs no
    # prefix for them.
    arm64_tests=(tst_position tst_movegen tst_notation tst_game tst_record tst_usi tst_eval
      tst_nnue tst_movepick tst_multipv tst_threads tst_boardview tst_mainwindow tst_keyboard
      tst_i18n)
    TARGETS="ogi ogi-engine ogi-check ${arm64_tests[*]}" build build-arm64 \
      -DCMAKE_TOOLCHAIN_FILE=cmake/toolchains/aarch64-linux-gnu.cmake -DOGI_WERROR=ON \
      "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O2 -g1 -DNDEBUG"
    stage "arm64 engine under qemu-user: the native build's figures"
    figures build-native/figures.txt build-native/tests/portable/ogi-check \
      build-native/app/ogi-engine/ogi-engine
    figures build-arm64/figures.txt build-arm64/tests/portable/ogi-check \
      build-arm64/app/ogi-engine/ogi-engine qemu-aarch64-static
    same_figures "arm64 Linux (under qemu-user)" build-native/figures.txt build-arm64/figures.txt
    stage "arm64 tests under qemu-user: the rules, the codec, the search, the network, GUI tests"
    # CTest runs each through qemu (the toolchain file's emulator).
    ctest --test-dir build-arm64 --output-on-failure --timeout 1800 -j "$jobs" \
      -R "^($(IFS='|'; echo "${arm64_tests[*]}"))\$"
    stage "The arm64 desktop program under qemu-user: started, its window shown"
    arm64_program_check build-arm64/app/ogi/ogi
    stage "All passed"
    ;;
  *)
    echo "usage: scripts/dev.sh run|test|cross-windows|cross-arm64" >&2
    exit 2
    ;;
esac

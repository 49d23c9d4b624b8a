#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Ōgi developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Checks the desktop integration files and builds the .deb, checks it with Debian's own tools
# (lintian: no error, at most two warnings) and runs what it contains.
#   check-package.sh <build dir> <packaging source dir> <version> <maintainer>
set -euo pipefail
build=$1
src=$2
version=$3
maintainer=$4
app=org.ogigame.Ogi
fail() {
  echo "FAIL: $*"
  exit 1
}
desktop-file-validate "$src/$app.desktop"
appstreamcli validate --no-net "$build/packaging/$app.metainfo.xml"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
(cd "$build" && cpack -G DEB -B "$out" >/dev/null)
deb=$(ls "$out"/ogi_*_amd64.deb)
contents=$(dpkg-deb -c "$deb")
# A game's programs are in /usr/games and its manual pages in section 6 (Debian policy 11.11).
for f in usr/games/ogi usr/games/ogi-engine usr/share/man/man6/ogi.6.gz \
    usr/share/man/man6/ogi-engine.6.gz usr/share/applications/$app.desktop \
    usr/share/metainfo/$app.metainfo.xml usr/share/mime/packages/$app.xml \
    usr/share/icons/hicolor/256x256/apps/$app.png usr/share/icons/hicolor/scalable/apps/$app.svg \
    usr/share/doc/ogi/copyright usr/share/doc/ogi/changelog.gz; do
  grep -q "\./$f\$" <<<"$contents" || fail "missing from the package: $f"
done
! grep -q '\./usr/bin/' <<<"$contents" || fail "the package has programs in /usr/bin, not /usr/games"
[[ $(dpkg-deb -f "$deb" Version) == "$version" ]] || fail "Version is $(dpkg-deb -f "$deb" Version)"
[[ $(dpkg-deb -f "$deb" Maintainer) == "$maintainer" ]] ||
  fail "Maintainer is '$(dpkg-deb -f "$deb" Maintainer)', not OGI_PACKAGE_MAINTAINER's '$maintainer'"
depends=$(dpkg-deb -f "$deb" Depends)
for d in libqt6core6 libqt6widgets6 libqt6svg6 qt6-qpa-plugins; do
  grep -q "$d" <<<"$depends" || fail "Depends lacks $d: $depends"
done
dpkg-deb -x "$deb" "$out/root"
root=$out/root
# The desktop entry starts a program of the package, found on the PATH (which has /usr/games).
exec=$(sed -n 's/^Exec=\([^ ]*\).*/\1/p' "$root/usr/share/applications/$app.desktop")
[[ -x $root/usr/games/$exec ]] || fail "the desktop entry runs '$exec', which is not in /usr/games"

# The manual pages read without a warning from man, as lintian reads them, and on a terminal
# limited to ASCII.
for page in ogi ogi-engine; do
  warnings=$(LC_ALL=C.UTF-8 MANROFFSEQ='' MANWIDTH=80 \
    man --warnings -E UTF-8 -l -Tutf8 -Z "$root/usr/share/man/man6/$page.6.gz" 2>&1 >/dev/null)
  [[ -z $warnings ]] || fail "man warns about $page.6: $warnings"
  warnings=$(LC_ALL=C MANWIDTH=80 man --warnings -l "$root/usr/share/man/man6/$page.6.gz" 2>&1 >/dev/null)
  [[ -z $warnings ]] || fail "man warns about $page.6 in ASCII: $warnings"
  LC_ALL=C.UTF-8 MANWIDTH=80 man -l "$root/usr/share/man/man6/$page.6.gz" 2>/dev/null |
    grep -q "^NAME" || fail "man shows no NAME section in $page.6"
done

# Debian's own checker: no error and at most two warnings (lintian-explain-tags <tag> says what
# a tag means). Its status is 0 without an error and 2 with one; it says on stderr when it
# could not check at all (also with status 2), and warns there about running as root.
command -v lintian >/dev/null || fail "lintian is not installed (scripts/dev.sh test installs it)"
status=0
report=$(lintian "$deb" 2>"$out/lintian.err") || status=$?
trouble=$(grep -v 'running with root privileges' "$out/lintian.err" || true)
if ((status != 0 && status != 2)) || [[ -n $trouble ]]; then
  fail "lintian could not check the package (status $status): $trouble"
fi
errors=$(grep -c '^E: ' <<<"$report" || true)
warnings=$(grep -c '^W: ' <<<"$report" || true)
if ((errors > 0 || warnings > 2)); then
  echo "$report"
  fail "lintian: $errors errors, $warnings warnings (allowed: no error, at most two warnings)"
fi

printf 'usi\nisready\nquit\n' | "$root/usr/games/ogi-engine" | grep -q '^readyok$' ||
  fail "the packaged ogi-engine does not answer isready"
ogi=$root/usr/games/ogi
said=$(QT_QPA_PLATFORM=offscreen "$ogi" --version 2>/dev/null)
[[ $said == *"$version"* ]] || fail "ogi --version says: $said"
# The program starts and keeps running with its window open until it is stopped; its
# settings and autosave go to a scratch home (the preferences are written at start).
home=$out/home
# Waited for generously (a loaded machine, a sanitized build): no time bound is the test.
HOME=$home XDG_CONFIG_HOME=$home/config XDG_DATA_HOME=$home/data QT_QPA_PLATFORM=offscreen \
  "$ogi" >/dev/null 2>&1 &
pid=$!
for ((i = 0; i < 120; ++i)); do
  [[ -s $home/config/Ogi/Ogi.conf ]] && break
  kill -0 "$pid" 2>/dev/null || break
  sleep 0.5
done
running=0
kill -0 "$pid" 2>/dev/null && running=1
kill "$pid" 2>/dev/null || true
status=0
wait "$pid" 2>/dev/null || status=$?
((running)) || fail "ogi ended by itself (status $status) instead of running"
test -s "$home/config/Ogi/Ogi.conf" || fail "ogi did not start its window"
echo "package OK: $(basename "$deb"), $(stat -c %s "$deb") bytes; lintian: $errors errors, $warnings warnings"
[[ -z $report ]] || echo "$report"

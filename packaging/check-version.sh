#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Ōgi developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Everything that states the version states project()'s, with NEWS.md's date for it: both
# programs, the engine's answer to 'usi', the AppStream metadata, the manual pages and the
# Debian changelog made by the build.
#   check-version.sh <version> <NEWS.md> <packaging build dir> <ogi-engine> <ogi>
set -euo pipefail
version=$1
news=$2
dir=$3
engine=$4
ogi=$5
fail() {
  echo "FAIL: $*"
  exit 1
}

# NEWS.md read here on its own, not through packaging/news.cmake, which made the files below.
heading=$(grep -m1 '^## ' "$news" || true)
[[ $heading =~ ^'## '([^ ]+)' ('([0-9]{4}-[0-9]{2}-[0-9]{2})')'$ ]] ||
  fail "NEWS.md's newest heading is '$heading', not '## <version> (<YYYY-MM-DD>)'"
[[ ${BASH_REMATCH[1]} == "$version" ]] ||
  fail "NEWS.md's newest entry is for ${BASH_REMATCH[1]}, project() says $version"
date=${BASH_REMATCH[2]}

said=$("$engine" --version)
[[ $said == "ogi-engine $version" ]] || fail "ogi-engine --version says '$said'"
said=$(printf 'usi\nquit\n' | "$engine" | grep '^id name ' || true)
[[ $said == "id name Ōgi $version" ]] || fail "ogi-engine answers usi with '$said'"
"$engine" --help | grep -q '^Usage: ogi-engine' || fail "ogi-engine --help prints no usage"
status=0
said=$("$engine" --versoin 2>&1 </dev/null) || status=$?
[[ $status -eq 2 && $said == *"unexpected argument '--versoin'"* ]] ||
  fail "ogi-engine --versoin: status $status, '$said' (a mistyped option must be refused)"

home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
said=$(HOME=$home XDG_CONFIG_HOME=$home/config XDG_DATA_HOME=$home/data QT_QPA_PLATFORM=offscreen \
  "$ogi" --version 2>/dev/null)
[[ $said == "Ogi $version" ]] || fail "ogi --version says '$said'"

release=$(grep -m1 '<release ' "$dir/org.ogigame.Ogi.metainfo.xml" || true)
[[ $release == *"<release version=\"$version\" date=\"$date\">"* ]] ||
  fail "the metainfo's newest release is '$release', not $version of $date"

for page in ogi ogi-engine; do
  title=$(gzip -dc "$dir/$page.6.gz" | grep -m1 '^\.TH ' || true)
  [[ $title == *" 6 \"$date\" \"ogi $version\" "* ]] ||
    fail "$page.6's title line is '$title', not of version $version and $date"
done

changelog=$(gzip -dc "$dir/changelog.gz")
first=$(head -1 <<<"$changelog")
[[ $first == "ogi ($version) unstable; urgency=medium" ]] || fail "the changelog begins '$first'"
# The date as Debian writes it (date -R), the weekday included.
stamp=$(LC_ALL=C date -u -R -d "$date 12:00 UTC")
trailer=$(grep -m1 '^ -- ' <<<"$changelog" || true)
[[ $trailer == *">  $stamp" ]] || fail "the changelog's first entry ends '$trailer', not dated $stamp"
echo "version $version ($date) everywhere"

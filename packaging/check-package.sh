#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Ōgi developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Checks the desktop integration files and builds the .deb, then runs what it contains.
#   check-package.sh <build dir> <packaging source dir>
set -euo pipefail
build=$1
src=$2
app=org.ogigame.Ogi
desktop-file-validate "$src/$app.desktop"
appstreamcli validate --no-net "$src/$app.metainfo.xml"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
(cd "$build" && cpack -G DEB -B "$out" >/dev/null)
deb=$(ls "$out"/ogi_*_amd64.deb)
contents=$(dpkg-deb -c "$deb")
for f in usr/bin/ogi usr/bin/ogi-engine usr/share/applications/$app.desktop \
    usr/share/metainfo/$app.metainfo.xml usr/share/mime/packages/$app.xml \
    usr/share/icons/hicolor/256x256/apps/$app.png usr/share/icons/hicolor/scalable/apps/$app.svg \
    usr/share/doc/ogi/copyright; do
  grep -q "\./$f\$" <<<"$contents" || { echo "missing from the package: $f"; exit 1; }
done
maintainer=$(dpkg-deb -f "$deb" Maintainer)
[[ $maintainer != *example.* ]] || { echo "Maintainer is a placeholder: $maintainer"; exit 1; }
depends=$(dpkg-deb -f "$deb" Depends)
for d in libqt6core6 libqt6widgets6 libqt6svg6 qt6-qpa-plugins; do
  grep -q "$d" <<<"$depends" || { echo "Depends lacks $d: $depends"; exit 1; }
done
dpkg-deb -x "$deb" "$out/root"
printf 'usi\nisready\nquit\n' | "$out/root/usr/bin/ogi-engine" | grep -q '^readyok$'
ogi=$out/root/usr/bin/ogi
version=$(QT_QPA_PLATFORM=offscreen "$ogi" --version 2>/dev/null)
[[ $version == *"$(dpkg-deb -f "$deb" Version)"* ]] || { echo "ogi --version says: $version"; exit 1; }
# The program starts and keeps running with its window open until it is stopped; its
# settings and autosave go to a scratch home (the preferences are written at start).
home=$out/home
status=0
HOME=$home XDG_CONFIG_HOME=$home/config XDG_DATA_HOME=$home/data QT_QPA_PLATFORM=offscreen \
  timeout 3 "$ogi" >/dev/null 2>&1 || status=$?
[[ $status -eq 124 ]] || { echo "ogi ended by itself (status $status) instead of running"; exit 1; }
test -s "$home/config/Ogi/Ogi.conf" || { echo "ogi did not start its window"; exit 1; }
echo "package OK: $(basename "$deb"), $(stat -c %s "$deb") bytes"

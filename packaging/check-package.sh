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
depends=$(dpkg-deb -f "$deb" Depends)
for d in libqt6core6 libqt6widgets6 libqt6svg6 qt6-qpa-plugins; do
  grep -q "$d" <<<"$depends" || { echo "Depends lacks $d: $depends"; exit 1; }
done
dpkg-deb -x "$deb" "$out/root"
printf 'usi\nisready\nquit\n' | "$out/root/usr/bin/ogi-engine" | grep -q '^readyok$'
QT_QPA_PLATFORM=offscreen "$out/root/usr/bin/ogi" --screenshot "$out/shot.png" >/dev/null 2>&1
test -s "$out/shot.png"
echo "package OK: $(basename "$deb"), $(stat -c %s "$deb") bytes"

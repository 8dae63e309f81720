#!/usr/bin/env bash
# Packaging test: the desktop entry and the AppStream metainfo validate, and `cpack -G DEB` builds a package
# holding the binary, the desktop entry, the metainfo and the icon (translations are compiled in).
set -euo pipefail
src=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
build=$1
desktop-file-validate "$src/org.infralab.InfraLab.desktop"
appstreamcli validate --no-net --pedantic "$src/org.infralab.InfraLab.metainfo.xml"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
(cd "$build" && cpack -G DEB -B "$out" >/dev/null)
deb=$(ls "$out"/*.deb)
listing=$(dpkg-deb -c "$deb")
for f in ./usr/bin/infralab ./usr/share/applications/org.infralab.InfraLab.desktop \
         ./usr/share/metainfo/org.infralab.InfraLab.metainfo.xml \
         ./usr/share/icons/hicolor/scalable/apps/org.infralab.InfraLab.svg; do
  grep -q " $f\$" <<<"$listing" || { echo "missing from the package: $f"; exit 1; }
done
dpkg-deb -f "$deb" Depends | grep -q libqt6charts6 || { echo "the package does not depend on Qt Charts"; exit 1; }
echo "package: $(basename "$deb") ($(stat -c %s "$deb") bytes), 4 of 4 expected files present"

#!/usr/bin/env bash
# Packaging test: the desktop entry and the AppStream metainfo validate, and `cpack -G DEB` builds a package
# holding the binary, the desktop entry, the metainfo and the icon (translations are compiled in), whose Depends
# bring what the app loads at run time.
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
depends=$(dpkg-deb -f "$deb" Depends)
grep -q libqt6charts6 <<<"$depends" || { echo "the package does not depend on Qt Charts"; exit 1; }

# `apt-get install --no-install-recommends ./infralab*.deb` must bring every file the app loads at run time,
# including those its libraries only recommend (Qt's French strings are in qt6-translations-l10n). So each
# such file must belong to a package in the closure of the DEB's Depends, recommends left out.
runtime=(plugins/platforms/libqxcb.so plugins/platforms/libqoffscreen.so plugins/xcbglintegrations/libqxcb-glx-integration.so
  plugins/iconengines/libqsvgicon.so translations/qtbase_fr.qm)
mapfile -t direct < <(tr ',' '\n' <<<"$depends" | sed -e 's/(.*)//' -e 's/|.*//' -e 's/[[:space:]]//g' -e '/^$/d')
declare -A closure=()
while read -r p; do closure[${p%%:*}]=1; done < <(
  apt-cache depends --recurse --no-recommends --no-suggests --no-conflicts --no-breaks --no-replaces \
    --no-enhances "${direct[@]}" 2>/dev/null | grep -v '^ ')
for f in "${runtime[@]}"; do
  path=$(ls /usr/lib/*/qt6/"$f" /usr/share/qt6/"$f" 2>/dev/null | head -n1 || true)
  [[ -n $path ]] || { echo "run-time file $f: not on this machine, cannot check who brings it"; exit 1; }
  owner=$(dpkg -S "$path" | sed -e 's/:.*//')
  [[ -n ${closure[$owner]:-} ]] ||
    { echo "the package's Depends do not bring $owner (it holds $path, which InfraLab loads at run time)"; exit 1; }
done
echo "package: $(basename "$deb") ($(stat -c %s "$deb") bytes), 4 of 4 expected files present;" \
  "Depends bring the ${#runtime[@]} run-time files InfraLab loads"

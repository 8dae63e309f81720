#!/usr/bin/env bash
# Refreshes both .ts files from the sources (lupdate, no obsolete entries), then completes the English one.
# French entries that lupdate adds stay "unfinished" until translated; tst_translations fails until then.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${INFRALAB_BUILD_DIR:-$root/build}
cmake --build "$build" --target infralab_app_lupdate
python3 "$root/translations/finish_en.py" "$root/translations/infralab_en.ts"
grep -c 'type="unfinished"' "$root/translations/infralab_fr.ts" || true

#!/usr/bin/env bash
# Sets everything up (packages, build) and runs the whole test suite through ctest.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bash "$root/packaging/setup.sh"
ctest --test-dir "${INFRALAB_BUILD_DIR:-$root/build}" --output-on-failure -j "$(nproc)" "$@"

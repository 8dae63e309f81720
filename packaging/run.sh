#!/usr/bin/env bash
# Sets everything up (packages, build) and starts InfraLab; arguments go to the app.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bash "$root/packaging/setup.sh"
exec "${INFRALAB_BUILD_DIR:-$root/build}/app/infralab" "$@"

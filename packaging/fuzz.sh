#!/usr/bin/env bash
# The libFuzzer targets of tests/fuzz: a clang build of models/ and the fuzzers (ASan + UBSan), then every
# corpus file once and INFRALAB_FUZZ_SECONDS (default 30) of fuzzing per target. Arguments go to ctest
# (e.g. -R answers). Needs the packages of setup.sh. The build folder is build-fuzz/ (INFRALAB_FUZZ_BUILD_DIR).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${INFRALAB_FUZZ_BUILD_DIR:-$root/build-fuzz}
export ASAN_SYMBOLIZER_PATH=${ASAN_SYMBOLIZER_PATH:-$(command -v llvm-symbolizer-14 || true)}

cmake -S "$root" -B "$build" -G Ninja -DINFRALAB_FUZZ=ON -DCMAKE_CXX_COMPILER=clang++-14 \
  -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS_RELEASE=-O1 -DINFRALAB_FUZZ_SECONDS="${INFRALAB_FUZZ_SECONDS:-30}" \
  >/dev/null
cmake --build "$build" -j "$(nproc)"
ctest --test-dir "$build" -L fuzz --output-on-failure -j "$(nproc)" "$@"

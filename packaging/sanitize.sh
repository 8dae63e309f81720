#!/usr/bin/env bash
# Hostile input, proven: builds the model tests and the command line (tst_cli and tst_cliexport run the infralab executable)
# with AddressSanitizer and UndefinedBehaviorSanitizer, -O1 without debug info to stay cheap, and runs them.
# Any sanitizer report fails the test. Needs the packages of setup.sh (run it first, as .ci/run does).
# The build folder is build-sanitize/ (override with INFRALAB_SANITIZE_BUILD_DIR).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${INFRALAB_SANITIZE_BUILD_DIR:-$root/build-sanitize}
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:strict_string_checks=1:detect_stack_use_after_return=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
export ASAN_SYMBOLIZER_PATH=${ASAN_SYMBOLIZER_PATH:-$(command -v llvm-symbolizer-14 || true)}

if [[ ! -f $build/CMakeCache.txt ]]; then
  cmake -S "$root" -B "$build" -G Ninja -DINFRALAB_SANITIZE=ON -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_CXX_FLAGS_RELEASE=-O1 >/dev/null
fi
cmake --build "$build" -j "$(nproc)" --target model_tests tst_cli tst_cliexport tst_climeasure tst_climeasurements
ctest --test-dir "$build" -L '^(model|cli)$' --output-on-failure -j "$(nproc)"

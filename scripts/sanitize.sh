#!/usr/bin/env bash
# Builds the core, the command line and their tests with AddressSanitizer and
# UndefinedBehaviorSanitizer and runs them (the random playouts included). Slower than
# scripts/test.sh; run it before changing the core. Pass --gui to include the GUI tests.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=scripts/deps.sh
. "$root/scripts/deps.sh"
frosted_install_deps

gui=OFF
[ "${1:-}" = "--gui" ] && gui=ON
build="${FROSTED_BUILD_DIR:-$root/build/sanitize}"
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Debug -DFROSTED_BUILD_BENCH=OFF \
  -DFROSTED_BUILD_GUI="$gui" \
  -DCMAKE_CXX_FLAGS="-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined"
cmake --build "$build" -j2
export QT_QPA_PLATFORM=offscreen
# Qt keeps some allocations until process exit; leak checking stays on for the core alone.
[ "$gui" = ON ] && export ASAN_OPTIONS=detect_leaks=0
FROSTED_BLOOMS_DATA_HOME=$(mktemp -d)
export FROSTED_BLOOMS_DATA_HOME
ctest --test-dir "$build" --output-on-failure -j2

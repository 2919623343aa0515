#!/usr/bin/env bash
# Builds the core, the command line and their tests with AddressSanitizer and
# UndefinedBehaviorSanitizer (clang 14; a report fails the test) and runs them, the long random
# tests scaled down by FROSTED_TEST_SCALE (default 0.05 here). The same tree holds the fuzz
# targets (scripts/fuzz.sh). Pass --gui to include the GUI tests; --tsan to build the threaded
# code and its tests with ThreadSanitizer instead (tests labelled "threads").
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=scripts/deps.sh
. "$root/scripts/deps.sh"
frosted_install_sanitizer_deps
# shellcheck source=scripts/clang-builds.sh
. "$root/scripts/clang-builds.sh"

gui=OFF
tsan=0
for a in "$@"; do
  case "$a" in
    --gui) gui=ON ;;
    --tsan) tsan=1 ;;
    *) echo "usage: scripts/sanitize.sh [--gui] [--tsan]" >&2; exit 2 ;;
  esac
done
export FROSTED_TEST_SCALE=${FROSTED_TEST_SCALE:-0.05}
FROSTED_BLOOMS_DATA_HOME=$(mktemp -d)
export FROSTED_BLOOMS_DATA_HOME
export QT_QPA_PLATFORM=offscreen

if [ "$tsan" = 1 ]; then
  build="${FROSTED_BUILD_DIR:-$root/build/tsan}"
  frosted_configure_tsan "$build"
  cmake --build "$build" -j2 --target frosted_thread_tests engine_search_tests
  ctest --test-dir "$build" --output-on-failure -j2 -L threads
  exit 0
fi

build="${FROSTED_BUILD_DIR:-$root/build/asan}"
frosted_configure_asan "$build" "$gui"
cmake --build "$build" -j2
# Qt keeps some allocations until process exit; leak checking stays on for the core alone.
[ "$gui" = ON ] && export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}
ctest --test-dir "$build" --output-on-failure -j2

#!/usr/bin/env bash
# The clang build trees of the sanitizer and fuzzing stages, configured one way everywhere so
# that sanitize.sh, fuzz.sh and test.sh share a tree without rebuilding it. Sourced.
#
# - frosted_configure_asan DIR: AddressSanitizer + UndefinedBehaviorSanitizer (a report aborts),
#   bounds-checked containers, coverage for libFuzzer in every library (FROSTED_BUILD_FUZZ): the
#   tests of the core and the command line link the sanitizers alone, the fuzz targets libFuzzer
#   too. -O1 with line tables only (-gline-tables-only): fast enough to run, quick to build, and
#   the reports still name each frame's file and line.
# - frosted_configure_tsan DIR: ThreadSanitizer for the threaded code and its tests.
set -euo pipefail

FROSTED_CLANG=${FROSTED_CLANG:-clang++-14}
export ASAN_SYMBOLIZER_PATH=${ASAN_SYMBOLIZER_PATH:-/usr/lib/llvm-14/bin/llvm-symbolizer}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
export TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=1:second_deadlock_stack=1}

frosted_configure_clang() { # DIR SANITIZERS FUZZ GUI
  cmake -S "$root" -B "$1" -G Ninja -DCMAKE_CXX_COMPILER="$FROSTED_CLANG" \
    -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-O1 -gline-tables-only" \
    -DFROSTED_SANITIZE="$2" -DFROSTED_BUILD_FUZZ="$3" -DFROSTED_BUILD_GUI="$4" \
    -DFROSTED_BUILD_BENCH=OFF -DFROSTED_BUILD_TESTS=ON >/dev/null
}

frosted_configure_asan() { # DIR [GUI=OFF]
  frosted_configure_clang "$1" address,undefined ON "${2:-OFF}"
}

frosted_configure_tsan() { # DIR
  frosted_configure_clang "$1" thread OFF OFF
}

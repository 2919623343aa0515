#!/usr/bin/env bash
# The long soak test (docs/reliability.md, "Soak"): builds a Release tree and plays whole games
# of every mode and bot mix through the rules core, checking invariants after every action.
# Default 100,000 games on every core; prints a JSON summary; ends non-zero on the first
# invariant broken, with the command that replays that one game.
#
# Usage: scripts/soak.sh [--games N] [--jobs J] [any other frosted-soak option, see --help]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=scripts/deps.sh
. "$root/scripts/deps.sh"
frosted_install_deps

build="${FROSTED_SOAK_BUILD_DIR:-$root/build/soak}"
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DFROSTED_BUILD_TESTS=ON \
  -DFROSTED_BUILD_GUI=OFF -DFROSTED_BUILD_BENCH=OFF >/dev/null
cmake --build "$build" -j2 --target frosted-soak >&2
exec "$build/tests/soak/frosted-soak" --progress "$@"

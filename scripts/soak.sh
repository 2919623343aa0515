#!/usr/bin/env bash
# The long soak test (docs/reliability.md, "Soak"): builds a Release tree and plays whole games
# of every mode and bot mix through the rules core, checking invariants after every action.
# Default 100,000 games on every core; prints a JSON summary; ends non-zero on the first
# invariant broken, with the command that replays that one game.
#
# Usage: scripts/soak.sh [--games N] [--jobs J] [any other frosted-soak option, see --help]
#        scripts/soak.sh --petals [GAMES [SEED]]   Petals' soak (tests/soak/petals_soak.h):
#        GAMES random games (default 100,000) of 2-5 players in both variants, every check after
#        every action; ends non-zero on the first invariant broken, naming the game and its seed.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=scripts/deps.sh
. "$root/scripts/deps.sh"
frosted_install_deps

build="${FROSTED_SOAK_BUILD_DIR:-$root/build/soak}"
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DFROSTED_BUILD_TESTS=ON \
  -DFROSTED_BUILD_GUI=OFF -DFROSTED_BUILD_BENCH=OFF >/dev/null
if [ "${1:-}" = --petals ]; then
  cmake --build "$build" -j2 --target petals_soak_tests >&2
  PETALS_SOAK_GAMES=${2:-100000} PETALS_SOAK_SEED=${3:-20261206} \
    exec "$build/tests/soak/petals_soak_tests" --gtest_filter='PetalsSoak.RandomGames*'
fi
cmake --build "$build" -j2 --target frosted-soak >&2
exec "$build/tests/soak/frosted-soak" --progress "$@"

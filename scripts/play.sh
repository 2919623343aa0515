#!/usr/bin/env bash
# Sets everything up on a fresh Debian 12 machine, builds (Release) and starts the game.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=scripts/deps.sh
. "$root/scripts/deps.sh"
frosted_install_deps

build="${FROSTED_BUILD_DIR:-$root/build/release}"
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DFROSTED_BUILD_TESTS=OFF \
  -DFROSTED_BUILD_BENCH=OFF >/dev/null
cmake --build "$build" -j2
if [ -x "$build/src/app/frosted-blooms" ]; then
  exec "$build/src/app/frosted-blooms" "$@"
fi
# Until the GUI exists: the headless tool checks the bundled data and prints its summary.
exec "$build/src/cli/frosted-blooms-cli" validate-data "$@"

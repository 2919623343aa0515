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
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && [ -z "${QT_QPA_PLATFORM:-}" ]; then
  echo "error: no display found. Start the game from a desktop session (or: xvfb-run scripts/play.sh)." >&2
  exit 1
fi
exec "$build/bin/frosted-blooms" "$@"

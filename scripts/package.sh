#!/usr/bin/env bash
# Builds the Debian package of the game from a Release build (build/package by default) and
# prints its path: frosted-blooms_<version>_<arch>.deb, with the programs, the data, the
# translations, the icons, the desktop entry, the AppStream metainfo, the MIME type of saved
# games, the man pages and the documents (packaging/CMakeLists.txt). Then, as a user:
#   sudo apt install ./build/package/frosted-blooms_<version>_<arch>.deb
# --lintian also runs lintian on it.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=scripts/deps.sh
. "$root/scripts/deps.sh"
frosted_install_deps

lint=0
for a in "$@"; do
  case "$a" in
    --lintian) lint=1 ;;
    *) echo "usage: scripts/package.sh [--lintian]" >&2; exit 2 ;;
  esac
done
build="${FROSTED_BUILD_DIR:-$root/build/package}"
gen=()
command -v ninja >/dev/null && gen=(-G Ninja)
cmake -S "$root" -B "$build" "${gen[@]}" -DCMAKE_BUILD_TYPE=Release -DFROSTED_BUILD_TESTS=OFF \
  -DFROSTED_BUILD_BENCH=OFF >/dev/null
cmake --build "$build" -j2
(cd "$build" && cpack -G DEB)
deb=$(ls -t "$build"/frosted-blooms_*.deb | head -1)
if [ "$lint" = 1 ]; then
  lintian --fail-on error "$deb"
fi
echo "$deb"

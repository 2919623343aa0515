#!/usr/bin/env bash
# Renders the pictures of docs/screenshots/ from the GUI of build/dev (or FROSTED_BUILD_DIR),
# offscreen: the table at 1440x900 and 1024x700, a Master Gardener turn mid-step at both sizes,
# the hand-over, the claim step, a card hovered, the deck view and both score pads.
#
#   scripts/screenshots.sh [OUT_DIR]      (default docs/screenshots)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build="${FROSTED_BUILD_DIR:-$root/build/dev}"
out="${1:-$root/docs/screenshots}"
app="$build/src/app/frosted-blooms"
[ -x "$app" ] || { echo "error: $app is not built (cmake --build $build)" >&2; exit 2; }
mkdir -p "$out"
export QT_QPA_PLATFORM=offscreen
shot() { # FILE ARGS...
  local file=$1
  shift
  "$app" --screenshot "$out/$file" "$@"
  echo "$out/$file"
}
shot table-1440x900.png --players 4 --seed 3 --turns 9 --view table --size 1440x900
shot table-1024x700.png --players 4 --seed 3 --turns 9 --view table --size 1024x700
shot hotseat-placing.png --players 2 --seed 7 --turns 6 --view table --size 1440x900
shot master-gardener-turn.png --solo --seed 5 --turns 8 --view gardener --size 1440x900
shot master-gardener-turn-1024x700.png --solo --seed 5 --turns 8 --view gardener --size 1024x700
shot hand-over.png --players 3 --seed 4 --turns 5 --view handover --size 1440x900
shot claim-step.png --players 2 --seed 11 --turns 12 --view claim --size 1440x900
shot card-hover.png --players 2 --seed 7 --turns 6 --view card --size 1440x900
shot my-cards.png --players 2 --seed 7 --turns 10 --view deck --size 1440x900
shot score-pad.png --players 3 --seed 9 --view scorepad --size 1440x900
shot score-pad-solo.png --solo --seed 5 --view scorepad --size 1440x900
shot sandbox-1440x900.png --players 2 --seed 7 --turns 8 --view sandbox --size 1440x900
shot sandbox-1024x700.png --players 2 --seed 7 --turns 8 --view sandbox --size 1024x700

#!/usr/bin/env bash
# Renders the pictures of docs/screenshots/ from the GUI of build/dev (or FROSTED_BUILD_DIR),
# offscreen: the table at 1440x900, 1024x700 and 1024x600, a Master Gardener turn mid-step at both sizes,
# the hand-over, the claim step, a card hovered, the deck view, the end ceremony (a line counting
# up, the petals, the end state) and both score pads, the sandbox, the position editor,
# the puzzles (a puzzle on the table, the list), the daily garden (its dialog, its statistics),
# the problems of a broken data set (a copy of data/ with a designer's typical mistakes) and the
# balance lab (Tools ▸ Balance…: greedy players' games, and an A / B against a changed objective);
# the table and dialogs in French and Japanese, and at a larger text size.
#
#   scripts/screenshots.sh [OUT_DIR]      (default docs/screenshots)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build="${FROSTED_BUILD_DIR:-$root/build/dev}"
out="${1:-$root/docs/screenshots}"
app="$build/bin/frosted-blooms"
[ -x "$app" ] || { echo "error: $app is not built (cmake --build $build)" >&2; exit 2; }
mkdir -p "$out"
export QT_QPA_PLATFORM=offscreen
shot() { # FILE ARGS... (in English unless ARGS say --lang)
  local file=$1
  shift
  "$app" --screenshot "$out/$file" --lang en "$@"
  echo "$out/$file"
}
shot table-1440x900.png --players 4 --seed 3 --turns 9 --view table --size 1440x900
shot table-1024x700.png --players 4 --seed 3 --turns 9 --view table --size 1024x700
# The ring around the board on the smallest laptop screen (issue 31): tiles, costs, coins beside.
shot table-1024x600.png --players 4 --seed 3 --turns 9 --view table --size 1024x600
shot table-2p-1024x600.png --players 2 --seed 7 --turns 5 --view table --size 1024x600
shot hotseat-placing.png --players 2 --seed 7 --turns 6 --view table --size 1440x900
shot master-gardener-turn.png --solo --seed 5 --turns 8 --view gardener --size 1440x900
shot master-gardener-turn-1024x700.png --solo --seed 5 --turns 8 --view gardener --size 1024x700
shot hand-over.png --players 3 --seed 4 --turns 5 --view handover --size 1440x900
# The hand-over's summary of the turns since the person's last one, on the smallest screen too.
shot hand-over-1024x600.png --players 3 --seed 4 --turns 5 --view handover --size 1024x600
shot hand-over-4-players-1024x600.png --players 4 --seed 4 --turns 7 --view handover --size 1024x600
shot claim-step.png --players 2 --seed 11 --turns 12 --view claim --size 1440x900
shot card-hover.png --players 2 --seed 7 --turns 6 --view card --size 1440x900
shot my-cards.png --players 2 --seed 7 --turns 10 --view deck --size 1440x900
shot score-pad.png --players 3 --seed 9 --view scorepad --size 1440x900
shot score-pad-solo.png --solo --seed 5 --view scorepad --size 1440x900
# The end ceremony before the score pad: a line counting up, the petals, the end state; solo.
shot end-reveal-1440x900.png --players 4 --seed 9 --view ceremony-reveal --size 1440x900
shot end-petals-1440x900.png --players 3 --seed 9 --view ceremony-petals --size 1440x900
shot end-1440x900.png --players 3 --seed 9 --view ceremony --size 1440x900
shot end-1024x600.png --players 4 --seed 9 --view ceremony --size 1024x600
shot end-large-text-1024x600.png --players 4 --seed 9 --view ceremony --size 1024x600 --text-size 125
shot end-solo-1024x600.png --solo --seed 5 --view ceremony --size 1024x600
shot sandbox-1440x900.png --players 2 --seed 7 --turns 8 --view sandbox --size 1440x900
shot sandbox-1024x700.png --players 2 --seed 7 --turns 8 --view sandbox --size 1024x700
shot position-1440x900.png --players 3 --seed 7 --turns 8 --view position --size 1440x900
shot position-1024x700.png --players 3 --seed 7 --turns 8 --view position --size 1024x700
shot position-seat-1440x900.png --players 3 --seed 7 --turns 8 --view position-seat --size 1440x900
# The position editor's tile pictures (issue 31): the ring, and a ring slot's list open.
shot position-1024x600.png --players 3 --seed 7 --turns 8 --view position --size 1024x600
shot position-picker-1024x600.png --players 3 --seed 7 --turns 8 --view position-picker --size 1024x600
shot position-picker-1440x900.png --players 3 --seed 7 --turns 8 --view position-picker --size 1440x900
shot statistics-1024x700.png --players 2 --seed 3 --view statistics --size 1024x700
shot statistics-solo-1440x900.png --solo --seed 3 --view statistics --size 1440x900
# Game ▸ Daily garden… (two of the day's attempts used) and the statistics' Daily garden tab, on a
# fixed day so that the pictures do not change with the date.
shot daily-1440x900.png --view daily --date 2026-12-02 --size 1440x900
shot daily-1024x700.png --view daily --date 2026-12-02 --size 1024x700
shot daily-statistics-1024x700.png --view daily-statistics --date 2026-12-02 --size 1024x700
# Game ▸ Puzzles…: the first puzzle on the table with its goal banner, the list.
shot puzzle-1440x900.png --view puzzle --size 1440x900
shot puzzle-1024x700.png --view puzzle --size 1024x700
shot puzzles-1440x900.png --view puzzles --puzzle 07-master-gardener --size 1440x900
shot puzzles-1024x700.png --view puzzles --size 1024x700
shot settings-appearance.png --view settings-appearance --size 1024x700
shot settings-computers.png --view settings-computers --size 1024x700
shot settings-players.png --view settings-players --size 1024x700
# Help > Learn to play: the guided first game at its 8th explanation (a card to play: the bubble
# beside the tile just laid, not over it), its 7th (laying the first tile: the bubble clear of the
# tile and its best-card label, asking for F), the 16th (turning the tile over) and the last (the
# tie-break on the score pad).
shot tutorial-1024x700.png --view tutorial --step 8 --size 1024x700
shot tutorial-1024x600.png --view tutorial --step 8 --size 1024x600
shot tutorial-place-1024x600.png --view tutorial --step 7 --size 1024x600
shot tutorial-turn-over-1440x900.png --view tutorial --step 16 --size 1440x900
shot tutorial-tie-break-1440x900.png --view tutorial --step 24 --size 1440x900
# The table, the hand-over, the score pad, the new-game dialog and the rules in French and Japanese.
for lang in fr ja; do
  shot table-$lang-1440x900.png --lang $lang --players 4 --seed 3 --turns 9 --view table --size 1440x900
  shot table-$lang-1024x700.png --lang $lang --players 4 --seed 3 --turns 9 --view table --size 1024x700
  shot hand-over-$lang.png --lang $lang --players 3 --seed 4 --turns 5 --view handover --size 1024x700
  shot score-pad-$lang.png --lang $lang --players 3 --seed 9 --view scorepad --size 1440x900
  shot master-gardener-turn-$lang.png --lang $lang --solo --seed 5 --turns 8 --view gardener --size 1024x700
  shot new-game-$lang.png --lang $lang --players 4 --view newgame --size 1024x700
  shot rules-$lang.png --lang $lang --players 2 --view rules --size 1024x700
done
shot score-pad-solo-ja.png --lang ja --solo --seed 5 --view scorepad --size 1024x700
shot table-large-text-1440x900.png --players 2 --seed 7 --turns 6 --view table --size 1440x900 --text-size 125
# A data set with mistakes (a typo, a face one space short, a count off by the rounds, a trailing
# comma...), for Game ▸ Open data set…'s list of problems.
broken="${TMPDIR:-/tmp}/frosted-blooms-screenshots/my-variant"
rm -rf "$broken"
mkdir -p "$broken"
cp "$root"/data/*.json "$broken"/
python3 - "$broken" <<'PY'
import json, sys
d = sys.argv[1]
def edit(name, f):
    path = f"{d}/{name}"
    doc = json.load(open(path))
    f(doc)
    json.dump(doc, open(path, "w"), indent=2)
def tiles(t):
    t["tiles"][4]["front"]["cells"].pop(4)
    for c in t["tiles"][11]["back"]["cells"]:
        if c["type"] == "white":
            c["type"] = "whte"
            break
    t["tiles"][20]["id"] = "T20"
edit("tiles.json", tiles)
edit("cards.json", lambda c: c["cards"][4].update(types=["purple", "purple"]))
edit("objectives.json", lambda o: o["objectives"][5].update(threshold=0))
edit("master_gardener.json", lambda m: (m["cards"][6]["rows"].update(red=4),
                                        m["cards"][8].update(arrows=9)))
edit("rules.json", lambda r: r.update(rounds=12))
# A trailing comma after the last field: malformed JSON, reported with its line and column.
text = open(f"{d}/starting_tiles.json").read().rstrip()
open(f"{d}/starting_tiles.json", "w").write(text[:-1].rstrip() + ",\n}\n")
PY
shot data-problems-1440x900.png --data "$broken" --view data-problems --size 1440x900
shot data-problems-1024x700.png --data "$broken" --view data-problems --size 1024x700
# Tools ▸ Balance…: 400 games of three greedy players (at both sizes), solo against the Master
# Gardener, and an A / B against a variant where purple-10 needs a group of 8 purple tulips.
shot balance-1440x900.png --view balance --players 3 --games 400 --seed 1 --size 1440x900
shot balance-1024x700.png --view balance --players 3 --games 400 --seed 1 --size 1024x700
shot balance-solo-1440x900.png --view balance --solo --games 400 --seed 1 --size 1440x900 --tab scores
variant="${TMPDIR:-/tmp}/frosted-blooms-screenshots/balance/my-variant"
rm -rf "$variant"
mkdir -p "$variant"
cp "$root"/data/*.json "$variant"/
python3 - "$variant" <<'PY'
import json, sys
path = f"{sys.argv[1]}/objectives.json"
doc = json.load(open(path))
for o in doc["objectives"]:
    if o["id"] == "purple-10":
        o["threshold"] = 8
json.dump(doc, open(path, "w"), indent=2)
PY
shot balance-objectives-1440x900.png --view balance --players 3 --games 400 --seed 1 \
  --compare "$variant" --tab objectives --size 1440x900
shot balance-ab-1440x900.png --view balance --players 3 --games 400 --seed 1 \
  --compare "$variant" --tab ab --size 1440x900
shot balance-ab-1024x700.png --view balance --players 3 --games 400 --seed 1 \
  --compare "$variant" --tab wins --size 1024x700

# Petals (issue 34): its screens in docs/petals/screenshots/ (PetalsShots.h).
petals_out="$root/docs/petals/screenshots"
[ -n "${1:-}" ] && petals_out="$out/petals"
mkdir -p "$petals_out"
pshot() { # FILE ARGS...
  local file=$1
  shift
  "$app" --game petals --screenshot "$petals_out/$file" "$@"
  echo "$petals_out/$file"
}
for size in 1024x700 1440x900; do
  pshot table-$size.png --lang en --players 3 --seed 3 --turns 4 --view table --size $size
  pshot effect-$size.png --lang en --players 3 --seed 3 --turns 4 --view effect --size $size
  pshot scorepad-$size.png --lang en --players 4 --seed 3 --view scorepad --size $size
done
pshot handover-1024x700.png --lang en --players 3 --seed 4 --turns 3 --view handover --size 1024x700
pshot record-1024x700.png --lang en --players 4 --seed 5 --view record --size 1024x700
pshot rules-1024x700.png --lang en --view rules --size 1024x700
pshot tutorial-1024x700.png --lang en --view tutorial --size 1024x700
pshot harmony-scorepad-1024x700.png --lang en --players 3 --seed 8 --variant harmony --view scorepad --size 1024x700
# Petals in French and Japanese: the table, a symbol pair's choice, the score pad, the hand-over,
# the rules and Learn to play, at both sizes (as Frosted Blooms' loop above).
for lang in fr ja; do
  for size in 1024x700 1440x900; do
    pshot table-$lang-$size.png --lang $lang --players 3 --seed 3 --turns 4 --view table --size $size
    pshot effect-$lang-$size.png --lang $lang --players 3 --seed 3 --turns 4 --view effect --size $size
    pshot scorepad-$lang-$size.png --lang $lang --players 4 --seed 3 --view scorepad --size $size
    pshot handover-$lang-$size.png --lang $lang --players 3 --seed 4 --turns 3 --view handover \
      --size $size
    pshot tutorial-$lang-$size.png --lang $lang --view tutorial --size $size
  done
  # The rules' window is 900x640 on both screens: one picture.
  pshot rules-$lang-1024x700.png --lang $lang --view rules --size 1024x700
done

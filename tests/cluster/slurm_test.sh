#!/usr/bin/env bash
# A real Slurm cluster in the tests (issue 37, docs/cluster.md): starts a private single-node
# Slurm from Debian's packages (its own munged, slurmctld and slurmd, on a key, a socket, a
# configuration and free ports of its own in a temporary folder, so the machine's own Slurm or
# munge services, if any, are neither used nor disturbed), then sends balance runs through
# scripts/cluster/submit.sh as 4-shard job arrays and compares what the merge job writes with the
# one-machine `simulate`, byte for byte:
#   - Frosted Blooms: summary, CSV, records and the A / B report (--compare);
#   - Petals: summary and CSV, with shard 4 cancelled (scancel) before it ran: the merge job must
#     never run, and the same submit command again must play shard 4 only and complete the set;
#   - Blossoms: summary and CSV.
# Every daemon it started is stopped on the way out (also on failure or ^C) and the temporary
# folder removed. Prints PASS or FAIL last; exits non-zero on failure.
#
#   tests/cluster/slurm_test.sh [PATH-TO-frosted-blooms-cli]
#
# Default program: $FROSTED_BUILD_DIR/bin/frosted-blooms-cli (build/ of the source tree without
# it). FROSTED_CLUSTER_KEEP=1 keeps the temporary folder for a look after a failure. Needs
# slurmctld, slurmd, slurm-client and munge (scripts/deps.sh: FROSTED_CLUSTER_PACKAGES) and to be
# run as root, as Slurm's daemons are.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cli=${1:-${FROSTED_BUILD_DIR:-$root/build}/bin/frosted-blooms-cli}
submit=$root/scripts/cluster/submit.sh
test_name=slurm_test.sh
# shellcheck source=tests/cluster/local_slurm.sh
. "$root/tests/cluster/local_slurm.sh"

# The one-machine run: OUT/{summary.json,games.csv,report.json,records}.
reference() { # NAME GAME EXTRA-OUTPUTS SIMULATE-ARGS...
  local name=$1 game=$2 extra=$3 out
  shift 3
  out=$tmp/ref/$name
  mkdir -p "$out"
  local opts=(--csv "$out/games.csv")
  case $extra in *records*) opts+=(--records "$out/records") ;; esac
  case $extra in *report*) opts+=(--report "$out/report.json") ;; esac
  "$cli" --game "$game" simulate "$@" "${opts[@]}" >"$out/summary.json" 2>/dev/null ||
    fail "$name: the one-machine simulate failed"
}
wait_queue_empty() {
  for _ in $(seq 600); do
    [ -z "$(squeue -h -o %i)" ] && return 0
    sleep 0.2
  done
  squeue || true
  fail "jobs still queued after 120 s"
}
same() { # WHAT A B
  if [ -d "$2" ]; then
    diff -r -q "$2" "$3" >/dev/null || fail "$1 differs: diff -r $2 $3"
  else
    cmp -s "$2" "$3" || fail "$1 differs from the one-machine run: cmp $2 $3"
  fi
}
compare() { # NAME EXTRA-OUTPUTS
  local r=$tmp/ref/$1 o=$tmp/runs/$1
  same "$1 summary" "$r/summary.json" "$o/summary.json"
  same "$1 CSV" "$r/games.csv" "$o/games.csv"
  case $2 in *records*) same "$1 records" "$r/records" "$o/records" ;; esac
  case $2 in *report*) same "$1 report" "$r/report.json" "$o/report.json" ;; esac
  local what="summary and CSV"
  case $2 in
    "records report") what="summary, CSV, records and report" ;;
    ?*) what="summary, CSV and $2" ;;
  esac
  say "$1: the merged $what are the one-machine run's, byte for byte"
}

# 1. Frosted Blooms, with records and the A / B report.
frosted=(--players 2 --games 12 --seed 11 --bot greedy --bot hard --iterations 2 --compare "$root/data")
say "frosted: one-machine simulate ${frosted[*]}"
reference frosted frosted-blooms "records report" "${frosted[@]}"
say "frosted: submitting 4 shards"
"$submit" --cli "$cli" --records --game frosted-blooms --shards 4 "${frosted[@]}" "$tmp/runs/frosted" |
  sed 's/^/    /'
wait_merge "$tmp/runs/frosted"
compare frosted "records report"

# 2. Petals, with a shard lost and submitted again.
petals=(--players 3 --games 24 --seed 5 --bot greedy)
say "petals: one-machine simulate ${petals[*]}"
reference petals petals "" "${petals[@]}"
out=$tmp/runs/petals
# A job holding every CPU keeps the shards pending until shard 4 is cancelled.
blocker=$(sbatch --parsable --cpus-per-task="$(nproc)" --output=/dev/null --wrap 'sleep 600')
for _ in $(seq 150); do
  [ "$(squeue -h -j "$blocker" -o %t)" = R ] && break
  sleep 0.2
done
say "petals: submitting 4 shards behind job $blocker (every CPU), cancelling shard 4"
"$submit" --cli "$cli" --game petals --shards 4 "${petals[@]}" "$out" | sed 's/^/    /'
read -r _ array_field _ merge_field <"$out/jobs.txt"
array=${array_field#array=} merge=${merge_field#merge=}
scancel "${array}_4"
scancel "$blocker"
wait_queue_empty
[ ! -e "$out/shards/shard-0004.json" ] || fail "petals: shard 4 was cancelled but its file is there"
for k in 1 2 3; do
  [ -f "$out/shards/shard-000$k.json" ] || fail "petals: shard $k is missing"
done
[ ! -e "$out/summary.json" ] || fail "petals: the merge ran without shard 4"
compgen -G "$out/logs/merge-*" >/dev/null && fail "petals: the merge job started without shard 4"
scontrol show job "$merge" 2>/dev/null | grep -q 'JobState=CANCELLED' ||
  fail "petals: the merge job $merge was not cancelled: $(scontrol show job "$merge" 2>&1 | head -n 4)"
say "petals: shard 4 cancelled; shards 1-3 there, the merge job $merge cancelled without running"
say "petals: the same command again"
before=$(md5sum "$out"/shards/shard-000[123].json)
"$submit" --cli "$cli" --game petals --shards 4 "${petals[@]}" "$out" | sed 's/^/    /'
[ "$(tail -n 1 "$out/jobs.txt" | awk '{print $3}')" = tasks=4 ] ||
  fail "petals: the second submission did not ask for shard 4 only: $(tail -n 1 "$out/jobs.txt")"
wait_merge "$out"
[ "$before" = "$(md5sum "$out"/shards/shard-000[123].json)" ] || fail "petals: shards 1-3 were played again"
[ "$(find "$out/shards" -name 'shard-*.json' | wc -l)" -eq 4 ] || fail "petals: not 4 shard files"
compare petals ""
if "$submit" --cli "$cli" --game petals --shards 4 --players 3 --games 24 --seed 6 --bot greedy \
  "$out" >/dev/null 2>&1; then fail "petals: a folder of another run was accepted"; fi
say "petals: submit.sh refuses the folder for another run"

# 3. Blossoms.
blossoms=(--players 2 --games 24 --seed 3 --bot greedy)
say "blossoms: one-machine simulate ${blossoms[*]}"
reference blossoms blossoms "" "${blossoms[@]}"
say "blossoms: submitting 4 shards"
"$submit" --cli "$cli" --game blossoms --shards 4 "${blossoms[@]}" "$tmp/runs/blossoms" |
  sed 's/^/    /'
wait_merge "$tmp/runs/blossoms"
compare blossoms ""

#!/usr/bin/env bash
# Games per second of a Frosted Blooms balance run sent through scripts/cluster/submit.sh to the
# private single-node Slurm of local_slurm.sh with 1, 2 and 4 shards (one CPU per task), and of
# the same run on one machine without Slurm (--jobs 1 and one job per core), for docs/cluster.md
# "Scaling". Each sharded run's summary is checked against the one-machine run's. Not part of
# scripts/test.sh: it plays the run five times (about six minutes with the defaults on the
# 2-core development machine).
#
#   tests/cluster/scaling.sh [PATH-TO-frosted-blooms-cli [GAMES [ITERATIONS]]]
#
# Defaults: $FROSTED_BUILD_DIR/bin/frosted-blooms-cli (build/ without it), 32 games, hard at
# 4 iterations for both of 2 players. Needs root, as slurm_test.sh does.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cli=${1:-${FROSTED_BUILD_DIR:-$root/build}/bin/frosted-blooms-cli}
games=${2:-32}
iterations=${3:-4}
test_name=scaling.sh
# Each task bound to its CPU, as on a cluster: the program then plays and searches on the CPUs
# it was given (engine/search/cores.h), not on every core of the node.
task_plugin=task/affinity
# shellcheck source=tests/cluster/local_slurm.sh
. "$root/tests/cluster/local_slurm.sh"

run=(--players 2 --games "$games" --seed 1 --bot hard --iterations "$iterations")
results=()
rate() { # GAMES SECONDS (with decimals): games per second, 3 decimals
  awk -v g="$1" -v s="$2" 'BEGIN { printf "%.3f", g / s }'
}
now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.1f", b - a }'; }

sbatch --parsable --wait --cpus-per-task=1 --output="$tmp/nproc.txt" --wrap nproc >/dev/null
say "$(nproc) CPUs; a task of 1 CPU may run on $(cat "$tmp/nproc.txt") ($task_plugin); the run: ${run[*]}"
for jobs in 1 "$(nproc)"; do
  label="one machine, --jobs $jobs"
  t0=$(now)
  "$cli" simulate "${run[@]}" --jobs "$jobs" >"$tmp/one-$jobs.json" 2>/dev/null ||
    fail "simulate failed"
  t=$(elapsed "$t0")
  results+=("$(printf '%-44s %7s s %8s games/s' "$label" "$t" "$(rate "$games" "$t")")")
  say "${results[-1]}"
done
cmp -s "$tmp/one-1.json" "$tmp/one-$(nproc).json" || fail "--jobs changed the summary"

for shards in 1 2 4; do
  out=$tmp/runs/shards-$shards
  t0=$(now)
  "$root/scripts/cluster/submit.sh" --cli "$cli" --game frosted-blooms --shards "$shards" \
    "${run[@]}" "$out" >/dev/null
  wait_merge "$out" 3600
  t=$(elapsed "$t0")
  cmp -s "$out/summary.json" "$tmp/one-1.json" || fail "$shards shards: another summary"
  label="Slurm, $shards shard(s) of 1 CPU, submit to summary"
  results+=("$(printf '%-44s %7s s %8s games/s' "$label" "$t" "$(rate "$games" "$t")")")
  say "${results[-1]}"
  # Each task's and the merge's own time, from their logs' first and last lines.
  for f in "$out"/logs/*.out; do
    a=$(sed -n '1s/.* at \([0-9T:-]*Z\).*/\1/p' "$f")
    b=$(sed -n '$s/.* at \([0-9T:-]*Z\).*/\1/p' "$f")
    if [ -n "$a" ] && [ -n "$b" ]; then
      say "    $(basename "$f"): $(($(date -d "$b" +%s) - $(date -d "$a" +%s))) s"
    fi
  done
done
echo
echo "Frosted Blooms, ${run[*]}; $(nproc) CPUs; $(date -u +%Y-%m-%d)"
printf '%s\n' "${results[@]}"

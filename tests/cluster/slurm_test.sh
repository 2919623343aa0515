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
start=$SECONDS

say() { printf '[%3ds] %s\n' $((SECONDS - start)) "$*"; }
failed=0
fail() {
  failed=1
  say "FAIL: $*"
  exit 1
}

[ -x "$cli" ] || fail "no program at $cli (build frosted-blooms-cli or give its path)"
cli=$(cd "$(dirname "$cli")" && pwd)/$(basename "$cli")
for c in munged slurmctld slurmd sbatch squeue scancel sinfo scontrol; do
  PATH=$PATH:/usr/sbin:/sbin command -v "$c" >/dev/null ||
    fail "$c is missing: install slurmctld slurmd slurm-client munge (scripts/deps.sh)"
done
export PATH=$PATH:/usr/sbin:/sbin
[ "$(id -u)" -eq 0 ] || fail "run as root: slurmd starts the jobs as their users"
# Nothing of an enclosing Slurm job or of the machine's own Slurm may leak in.
while IFS= read -r v; do unset "$v"; done < <(compgen -e | grep '^SLURM_' || true)

tmp=$(mktemp -d /tmp/frosted-slurm.XXXXXX)
chmod 755 "$tmp" # munged wants its socket's folder searchable by everyone
export SLURM_CONF=$tmp/etc/slurm.conf
pids=()

show_logs() {
  local f
  for f in "$tmp"/log/*.log "$tmp"/runs/*/logs/*; do
    [ -f "$f" ] || continue
    echo "----- ${f#"$tmp"/}"
    tail -n 25 "$f"
  done
}
stop_all() {
  local pid i
  if [ ${#pids[@]} -gt 0 ] && [ -f "$SLURM_CONF" ]; then
    # Jobs first: slurmstepd and the programs it started outlive slurmd otherwise.
    scancel --full "--user=$(id -un)" >/dev/null 2>&1 || true
    for ((i = 0; i < 50; i++)); do
      [ -z "$(squeue -h -o %i 2>/dev/null)" ] && break
      sleep 0.2
    done
  fi
  for ((i = ${#pids[@]} - 1; i >= 0; i--)); do # slurmd, slurmctld, then munged
    pid=${pids[i]}
    kill "$pid" 2>/dev/null || continue
    for _ in $(seq 50); do
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.2
    done
    kill -9 "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  done
  pids=()
}
cleanup() {
  local code=$?
  trap - EXIT INT TERM
  if [ "$code" -ne 0 ] || [ "$failed" -ne 0 ]; then show_logs; fi
  stop_all
  if [ "${FROSTED_CLUSTER_KEEP:-0}" = 1 ]; then say "kept $tmp"; else rm -rf "$tmp"; fi
  if pgrep -f "$tmp" >/dev/null; then
    say "FAIL: processes left behind:"
    pgrep -af "$tmp"
    code=1
  fi
  if [ "$code" -eq 0 ] && [ "$failed" -eq 0 ]; then say "PASS: slurm_test.sh"; else
    say "FAIL: slurm_test.sh"
    [ "$code" -ne 0 ] || code=1
  fi
  exit "$code"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# Two free TCP ports for slurmctld and slurmd, away from Slurm's usual 6817 and 6818.
port_free() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
ports=()
while [ ${#ports[@]} -lt 2 ]; do
  p=$((20000 + RANDOM % 20000))
  if port_free "$p" && [[ " ${ports[*]} " != *" $p "* ]]; then ports+=("$p"); fi
done

say "starting munged, slurmctld and slurmd in $tmp (ports ${ports[0]}, ${ports[1]}, $(nproc) CPUs)"
mkdir -p "$tmp/etc" "$tmp/log" "$tmp/state" "$tmp/spool" "$tmp/runs" "$tmp/ref"
dd if=/dev/urandom of="$tmp/etc/munge.key" bs=1024 count=1 status=none
chmod 400 "$tmp/etc/munge.key"
munged --foreground --socket="$tmp/munge.socket" --key-file="$tmp/etc/munge.key" \
  --pid-file="$tmp/munged.pid" --seed-file="$tmp/munged.seed" --log-file="$tmp/log/munged.log" \
  >"$tmp/log/munged.out" 2>&1 &
pids+=($!)
user=$(id -un)
cat >"$SLURM_CONF" <<EOF
ClusterName=frostedtest
SlurmctldHost=localhost
SlurmctldPort=${ports[0]}
SlurmdPort=${ports[1]}
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$tmp/munge.socket
SlurmUser=$user
SlurmdUser=$user
StateSaveLocation=$tmp/state
SlurmdSpoolDir=$tmp/spool
SlurmctldPidFile=$tmp/slurmctld.pid
SlurmdPidFile=$tmp/slurmd.pid
SlurmctldLogFile=$tmp/log/slurmctld.log
SlurmdLogFile=$tmp/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
MpiDefault=none
SwitchType=switch/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
MailProg=/bin/true
ReturnToService=2
SchedulerType=sched/backfill
SchedulerParameters=bf_interval=1
NodeName=localhost NodeAddr=127.0.0.1 CPUs=$(nproc) State=UNKNOWN
PartitionName=test Nodes=localhost Default=YES MaxTime=INFINITE State=UP
EOF
for _ in $(seq 50); do
  [ -S "$tmp/munge.socket" ] && break
  sleep 0.1
done
[ -S "$tmp/munge.socket" ] || fail "munged did not start"
slurmctld -D -c -f "$SLURM_CONF" >"$tmp/log/slurmctld.out" 2>&1 &
pids+=($!)
slurmd -D -N localhost -f "$SLURM_CONF" >"$tmp/log/slurmd.out" 2>&1 &
pids+=($!)
state=""
for _ in $(seq 150); do
  state=$(sinfo -h -N -o %t 2>/dev/null || true)
  [ "$state" = idle ] && break
  sleep 0.2
done
[ "$state" = idle ] || fail "the node is not idle after 30 s (state: ${state:-none})"
say "the node is idle"

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
wait_merge() { # OUT
  local out=$1
  for _ in $(seq 600); do
    [ -f "$out/summary.json" ] && return 0
    [ -f "$out/logs/merge-error.json" ] && fail "the merge refused: $(cat "$out/logs/merge-error.json")"
    if [ -z "$(squeue -h -o %i)" ]; then # the merge renames summary.json before it ends
      [ -f "$out/summary.json" ] && return 0
      fail "the jobs ended without $out/summary.json"
    fi
    sleep 0.2
  done
  squeue || true
  fail "no $out/summary.json after 120 s"
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
frosted=(--players 2 --games 24 --seed 11 --bot greedy --bot hard --iterations 2 --compare "$root/data")
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

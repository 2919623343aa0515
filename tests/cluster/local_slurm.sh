# A private single-node Slurm for the tests (issue 37, docs/cluster.md), sourced by
# slurm_test.sh and scaling.sh after they set `test_name` (for the PASS / FAIL line) and `cli` (the
# program): checks what is needed, starts munged, slurmctld and slurmd from Debian's packages on a
# key, a socket, a configuration and free ports of its own in a temporary folder ($tmp; jobs'
# folders go under $tmp/runs), exports SLURM_CONF for the clients and waits until the node is
# idle. On the way out (success, failure, ^C or TERM) it cancels the jobs, stops every daemon it
# started, waits for them, removes $tmp (FROSTED_CLUSTER_KEEP=1 keeps it), checks that no
# process of its own is left, and prints PASS or FAIL. The machine's own Slurm or munge services,
# if any, are neither used nor disturbed (no /etc/slurm, no default munge socket or ports).
# No cgroups: proctrack/linuxproc, and TaskPlugin=task/none unless the caller sets task_plugin
# (scaling.sh: task/affinity, which binds each task to the CPUs it was given).
# shellcheck shell=bash
: "${test_name:?}" "${cli:?}"
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

# The slurmstepd processes (not zombies) that were not there before the cluster started.
new_job_steps() {
  { ps -C slurmstepd -o pid=,stat= || true; } | awk '$2 !~ /^Z/ { print $1 }' | sort |
    comm -13 <(printf '%s\n' "$steps_before") - | paste -sd' ' -
}
steps_before=$({ ps -C slurmstepd -o pid= || true; } | tr -d ' ' | sort)

show_logs() {
  local f
  for f in "$tmp"/log/* "$tmp"/runs/*/logs/*; do
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
  # Job steps (slurmstepd) started since: their command line does not name the folder.
  local steps
  for _ in $(seq 25); do
    steps=$(new_job_steps)
    [ -z "$steps" ] && break
    sleep 0.2
  done
  if [ -n "$steps" ]; then
    say "FAIL: job steps left behind: $steps"
    code=1
  fi
  if [ "$code" -eq 0 ] && [ "$failed" -eq 0 ]; then say "PASS: $test_name"; else
    say "FAIL: $test_name"
    [ "$code" -ne 0 ] || code=1
  fi
  exit "$code"
}

pids=()
tmp=$(mktemp -d /tmp/frosted-slurm.XXXXXX)
export SLURM_CONF=$tmp/etc/slurm.conf
trap cleanup EXIT
trap 'exit 130' INT TERM
chmod 755 "$tmp" # munged wants its socket's folder searchable by everyone

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
TaskPlugin=${task_plugin:-task/none}
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

# Waits for the merge job of the job folder OUT: its summary.json, or a failure (the merge
# refused the shards, or every job ended without a summary); at most SECONDS (default 120).
wait_merge() { # OUT [SECONDS]
  local out=$1 limit=${2:-120}
  for _ in $(seq $((limit * 5))); do
    [ -f "$out/summary.json" ] && return 0
    [ -f "$out/logs/merge-error.json" ] && fail "the merge refused: $(cat "$out/logs/merge-error.json")"
    if [ -z "$(squeue -h -o %i)" ]; then # the merge renames summary.json before it ends
      [ -f "$out/summary.json" ] && return 0
      fail "the jobs ended without $out/summary.json"
    fi
    sleep 0.2
  done
  squeue || true
  fail "no $out/summary.json after $limit s"
}

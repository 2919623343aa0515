#!/usr/bin/env bash
# Sends a balance run to a Slurm cluster as a job array of shards and a merge job (issue 37,
# docs/cluster.md):
#
#   submit.sh [--cli PATH] [--partition P] [--time HH:MM:SS] [--mem-per-cpu M]
#             [--cpus-per-task C] [--records] [--prepare-only]
#             --game G --shards N <simulate options> OUT
#
# Writes the job folder OUT (run.json, run.env, shard.sbatch, merge.sbatch, logs/, shards/),
# then submits `sbatch --array=<missing shards> shard.sbatch` and a merge job that waits for it
# (afterok). Task K plays shard K of N (`frosted-blooms-cli simulate ... --shard K/N`) into
# OUT/shards/shard-000K.json; the merge writes OUT/summary.json, OUT/games.csv, OUT/report.json
# (Frosted Blooms) and OUT/records/ (--records): what the one-machine `simulate` writes.
#
# The same command again submits only the shards whose file is missing (a lost node costs one
# shard) and the merge; it refuses a folder set up for another run, or one whose jobs are
# still in the queue. --prepare-only (or no sbatch on the PATH) writes the folder and prints
# the sbatch commands instead. Exit 0 on success, 2 on a usage error or a refusal, 1 when
# sbatch fails.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

usage() {
  sed -n '4,8p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2
  echo "See docs/cluster.md." >&2
}
fail() { # CODE MESSAGE
  echo "submit.sh: $2" >&2
  exit "$1"
}

absolute() { # PATH: made absolute (it need not exist yet; an existing folder's path is cleaned)
  local dir base
  if [ -d "$1" ]; then
    (cd "$1" && pwd)
    return
  fi
  dir=$(dirname "$1") base=$(basename "$1")
  if [ -d "$dir" ]; then dir=$(cd "$dir" && pwd); else
    case $dir in /*) ;; *) dir="$PWD/$dir" ;; esac
  fi
  printf '%s/%s\n' "${dir%/}" "$base"
}

json_string() { # TEXT: as a JSON string
  local s=$1
  s=${s//\\/\\\\}
  s=${s//\"/\\\"}
  s=${s//$'\n'/\\n}
  s=${s//$'\t'/\\t}
  s=${s//$'\r'/\\r}
  printf '"%s"' "$s"
}

cli="" partition="" time_limit="" mem_per_cpu="" cpus_per_task=1 records=0 prepare_only=0
game="" shards=""
args=()
for a in "$@"; do
  case $a in -h | --help)
    usage
    exit 0
    ;;
  esac
done
[ $# -ge 1 ] || {
  usage
  exit 2
}
out_arg=${*: -1}
set -- "${@:1:$#-1}"
need_value() { [ "$2" -ge 2 ] || fail 2 "$1 needs a value"; }
while [ $# -gt 0 ]; do
  case $1 in
    --cli) need_value "$1" $# && cli=$2 && shift 2 ;;
    --partition) need_value "$1" $# && partition=$2 && shift 2 ;;
    --time) need_value "$1" $# && time_limit=$2 && shift 2 ;;
    --mem-per-cpu) need_value "$1" $# && mem_per_cpu=$2 && shift 2 ;;
    --cpus-per-task) need_value "$1" $# && cpus_per_task=$2 && shift 2 ;;
    --records) records=1 && shift ;;
    --prepare-only) prepare_only=1 && shift ;;
    --game) need_value "$1" $# && game=$2 && shift 2 ;;
    --shards) need_value "$1" $# && shards=$2 && shift 2 ;;
    --csv | --report | --shard)
      fail 2 "$1 is not for submit.sh: the merge job writes OUT/games.csv, OUT/report.json and
the shards are numbered by Slurm (--records asks for OUT/records)"
      ;;
    --data | --compare) # folders: made absolute, the jobs may start elsewhere
      need_value "$1" $#
      args+=("$1" "$(absolute "$2")")
      shift 2
      ;;
    *) args+=("$1") && shift ;;
  esac
done
case $out_arg in
  -*) fail 2 "the last argument must be the job folder OUT" ;;
esac
[ -n "$game" ] || fail 2 "--game G is required (frosted-blooms, petals, blossoms)"
[[ $shards =~ ^[1-9][0-9]*$ ]] || fail 2 "--shards N must be a whole number from 1"
[ "$shards" -le 1000 ] || fail 2 "--shards N: at most 1000 (Slurm's default MaxArraySize is 1001)"
[[ $cpus_per_task =~ ^[1-9][0-9]*$ ]] || fail 2 "--cpus-per-task C must be a whole number from 1"
out=$(absolute "$out_arg")
if [[ " ${args[*]-} " == *" hard "* ]] && [[ " ${args[*]-} " != *" --iterations "* ]]; then
  echo "submit.sh: warning: hard without --iterations thinks for a time (--think-ms), so its games" \
    "depend on each node's speed and load: the shards are not reproducible" >&2
fi

# The command line program: --cli, the one on the PATH (an installed release), the one installed
# beside these scripts (share/frosted-blooms/cluster -> bin or games), or the source tree's build.
find_cli() {
  local c
  if [ -n "$cli" ]; then
    if [ ! -x "$cli" ] || [ -d "$cli" ]; then fail 2 "--cli $cli: not an executable file"; fi
    absolute "$cli"
    return
  fi
  if c=$(command -v frosted-blooms-cli 2>/dev/null); then
    absolute "$c"
    return
  fi
  for c in "$here/../../../bin" "$here/../../../games" "$here/../../build/bin" \
    "$here/../../build/test/bin"; do
    if [ -x "$c/frosted-blooms-cli" ]; then
      printf '%s/frosted-blooms-cli\n' "$(cd "$c" && pwd)"
      return
    fi
  done
  fail 2 "frosted-blooms-cli not found: give --cli PATH (on a folder every node sees) or put it on the PATH"
}
cli=$(find_cli)
release=""
if version=$("$cli" --version 2>/dev/null) && [ -n "$version" ]; then
  release=$(printf '%s' "$version" | head -n 1)
fi

# run.json: the run's setup. Every line but "created" and "slurm" says which run this is; a
# folder whose lines differ belongs to another run.
write_run_json() { # FILE
  local a sep="" list=""
  for a in ${args[@]+"${args[@]}"}; do
    list+="$sep$(json_string "$a")"
    sep=", "
  done
  {
    echo "{"
    echo "  \"format\": \"frosted-blooms-cluster-run\","
    echo "  \"version\": 1,"
    echo "  \"game\": $(json_string "$game"),"
    echo "  \"shards\": $shards,"
    echo "  \"simulate\": [$list],"
    echo "  \"records\": $([ "$records" = 1 ] && echo true || echo false),"
    echo "  \"cli\": $(json_string "$cli"),"
    if [ -n "$release" ]; then echo "  \"release\": $(json_string "$release"),"; fi
    echo "  \"slurm\": {\"partition\": $(json_string "$partition"), \"time\": $(json_string "$time_limit"), \"mem_per_cpu\": $(json_string "$mem_per_cpu"), \"cpus_per_task\": $cpus_per_task},"
    echo "  \"created\": $(json_string "$(date -u +%Y-%m-%dT%H:%M:%SZ)")"
    echo "}"
  } >"$1"
}
identity() { grep -v -e '^  "created": ' -e '^  "slurm": ' "$1"; }

mkdir -p "$out" || fail 2 "cannot create $out"
mkdir -p "$out/logs" "$out/shards"
new_run=$(mktemp "$out/.run.json.XXXXXX")
trap 'rm -f "$new_run"' EXIT
write_run_json "$new_run"
if [ -f "$out/run.json" ]; then
  if ! diff <(identity "$out/run.json") <(identity "$new_run") >/dev/null; then
    echo "submit.sh: $out holds another run (its run.json differs):" >&2
    diff <(identity "$out/run.json") <(identity "$new_run") | sed 's/^/  /' >&2 || true
    fail 2 "use another folder, or remove $out to start it again"
  fi
  resubmit=1
else
  resubmit=0
fi

# Jobs of an earlier submission still queued or running: submitting again would run their
# shards twice.
jobs_file="$out/jobs.txt"
if [ "$resubmit" = 1 ] && [ -f "$jobs_file" ] && command -v squeue >/dev/null 2>&1; then
  queued=$(squeue -h -o '%F' 2>/dev/null | sort -u) || queued=""
  ours=$(sed -n 's/.*array=\([0-9][0-9]*\).*/\1/p; s/.*merge=\([0-9][0-9]*\).*/\1/p' "$jobs_file" | sort -u)
  still=$(comm -12 <(printf '%s\n' "$queued") <(printf '%s\n' "$ours") | paste -sd, -)
  if [ -n "$still" ]; then
    fail 2 "jobs $still of this run are still in the queue (squeue -j $still): wait for them or scancel them first"
  fi
fi

mv -f "$new_run" "$out/run.json"
trap - EXIT
{
  echo "# Written by submit.sh; read by shard.sbatch and merge.sbatch (docs/cluster.md)."
  printf 'CLI=%q\nGAME=%q\nSHARDS=%q\nOUT=%q\nRECORDS=%q\n' "$cli" "$game" "$shards" "$out" "$records"
  printf 'ARGS=('
  [ ${#args[@]} -eq 0 ] || printf ' %q' "${args[@]}"
  printf ' )\n'
} >"$out/run.env"
cp "$here/shard.sbatch" "$here/merge.sbatch" "$out/"

# The missing shards, as Slurm's array spec: ranges joined by commas ("1-200", "3,17").
missing="" count=0 start="" prev=""
flush() {
  [ -n "$start" ] || return 0
  local r=$start
  [ "$prev" = "$start" ] || r="$start-$prev"
  missing+="${missing:+,}$r"
}
for ((k = 1; k <= shards; k++)); do
  if [ ! -f "$(printf '%s/shards/shard-%04d.json' "$out" "$k")" ]; then
    count=$((count + 1))
    if [ -n "$prev" ] && [ "$k" -eq $((prev + 1)) ]; then prev=$k; else
      flush
      start=$k prev=$k
    fi
  fi
done
flush

common=(--chdir="$out")
[ -z "$partition" ] || common+=(--partition="$partition")
[ -z "$time_limit" ] || common+=(--time="$time_limit")
[ -z "$mem_per_cpu" ] || common+=(--mem-per-cpu="$mem_per_cpu")
shard_cmd=(sbatch --parsable "${common[@]}" --job-name="fb-shard-$game" --array="$missing"
  --cpus-per-task="$cpus_per_task" --output="$out/logs/shard-%a-%A.out" "$out/shard.sbatch")
merge_cmd=(sbatch --parsable "${common[@]}" --job-name="fb-merge-$game" --cpus-per-task=1
  --output="$out/logs/merge-%j.out" --kill-on-invalid-dep=yes)

where() {
  echo "summary: $out/summary.json (the merge's standard output: what simulate prints)"
  echo "csv:     $out/games.csv"
  if [ "$game" = frosted-blooms ]; then echo "report:  $out/report.json"; fi
  if [ "$records" = 1 ]; then echo "records: $out/records/"; fi
  echo "logs:    $out/logs/ (a failed merge leaves its error in logs/merge-error.json)"
}

echo "job folder: $out ($count of $shards shards to play${missing:+: $missing})"
if [ "$prepare_only" = 1 ] || ! command -v sbatch >/dev/null 2>&1; then
  if [ "$prepare_only" = 0 ]; then echo "sbatch is not on the PATH: submit by hand on the cluster:"; else
    echo "prepared; to submit:"
  fi
  if [ "$count" -gt 0 ]; then
    # shellcheck disable=SC2016 # $array is for the reader's shell
    printf '  array=$(%s)\n' "$(printf '%q ' "${shard_cmd[@]}")"
    # shellcheck disable=SC2016
    printf '  %q --dependency=afterok:$array %s\n' "${merge_cmd[0]}" \
      "$(printf '%q ' "${merge_cmd[@]:1}" "$out/merge.sbatch")"
  else
    printf '  %s\n' "$(printf '%q ' "${merge_cmd[@]}" "$out/merge.sbatch")"
  fi
  where
  exit 0
fi

array=""
if [ "$count" -gt 0 ]; then
  array=$("${shard_cmd[@]}") || fail 1 "sbatch refused the shards' job array"
  array=${array%%;*}
  merge=$("${merge_cmd[@]}" --dependency="afterok:$array" "$out/merge.sbatch") ||
    fail 1 "sbatch refused the merge job (the array $array is queued: scancel $array)"
else
  merge=$("${merge_cmd[@]}" "$out/merge.sbatch") || fail 1 "sbatch refused the merge job"
fi
merge=${merge%%;*}
printf '%s array=%s tasks=%s merge=%s\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "${array:--}" \
  "${missing:--}" "$merge" >>"$jobs_file"
if [ -n "$array" ]; then
  echo "array job: $array (tasks $missing)"
  echo "merge job: $merge (after every task succeeds)"
  echo "watch:     squeue -j $array,$merge"
else
  echo "every shard is there; merge job: $merge"
  echo "watch:     squeue -j $merge"
fi
where

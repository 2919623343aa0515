#!/usr/bin/env bash
# Builds the libFuzzer targets of fuzz/ (clang 14, AddressSanitizer + UndefinedBehaviorSanitizer)
# and runs each for N seconds (default 60) or N executions, two at a time. Ends non-zero on any
# finding: a sanitizer report, a crash, a target's own check (fuzz/fuzz_support.h), an input
# taking longer than the timeout (a hang) or a memory blow-up past the RSS limit. Crash inputs are kept under
# the build folder with the command that reproduces each; the corpus grown there is kept for the
# next run (the committed seeds, fuzz/seeds/, are only read).
#
#   scripts/fuzz.sh [--seconds N | --runs N] [TARGET...]
#                         targets: data_file data_set save action balance_report cli_evaluate
#                         cli_play cli_legal petals_action petals_save petals_data
#                         petals_cli_play petals_cli_legal blossoms_action blossoms_save
#                         blossoms_data
#                         (default: all); --runs N: N executions per target (the long run of
#                         docs/reliability.md: --runs 1000000), however long they take
# Environment: FROSTED_FUZZ_BUILD_DIR (default build/asan, the tree of scripts/sanitize.sh),
# FROSTED_FUZZ_JOBS (targets at once, default 2), FROSTED_FUZZ_TIMEOUT (seconds per input, 5),
# FROSTED_FUZZ_RSS_MB (2048).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=scripts/deps.sh
. "$root/scripts/deps.sh"
frosted_install_sanitizer_deps
# shellcheck source=scripts/clang-builds.sh
. "$root/scripts/clang-builds.sh"

seconds=60
runs=
targets=()
while [ $# -gt 0 ]; do
  case "$1" in
    --seconds) seconds=${2:?--seconds needs a number}; shift 2 ;;
    --seconds=*) seconds=${1#--seconds=}; shift ;;
    --runs) runs=${2:?--runs needs a number}; shift 2 ;;
    --runs=*) runs=${1#--runs=}; shift ;;
    -h|--help) sed -n '2,19p' "$0"; exit 0 ;;
    *) targets+=("$1"); shift ;;
  esac
done
all=(data_file data_set save action balance_report cli_evaluate cli_play cli_legal petals_action
  petals_save petals_data petals_cli_play petals_cli_legal blossoms_action blossoms_save
  blossoms_data)
[ ${#targets[@]} -eq 0 ] && targets=("${all[@]}")

declare -A max_len=([data_file]=40000 [data_set]=48000 [save]=40000 [action]=128
  [balance_report]=65536 [cli_evaluate]=8192 [cli_play]=16384 [cli_legal]=16384
  [petals_action]=512 [petals_save]=16384 [petals_data]=24000 [petals_cli_play]=16384
  [petals_cli_legal]=16384 [blossoms_action]=512 [blossoms_save]=16384 [blossoms_data]=16384)
declare -A dict=([data_file]=json [data_set]=json [save]=json [action]=action [balance_report]=json
  [cli_evaluate]=json [cli_play]=json [cli_legal]=json [petals_action]=petals_action
  [petals_save]=petals_json [petals_data]=petals_json [petals_cli_play]=petals_json
  [petals_cli_legal]=petals_json [blossoms_action]=blossoms_action [blossoms_save]=blossoms_json
  [blossoms_data]=blossoms_json)
for t in "${targets[@]}"; do
  [ -n "${max_len[$t]:-}" ] || { echo "error: unknown fuzz target $t (${all[*]})" >&2; exit 2; }
done

build="${FROSTED_FUZZ_BUILD_DIR:-$root/build/asan}"
frosted_configure_asan "$build"
cmake --build "$build" -j2 --target fuzz
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1}

out="$build/fuzz-runs"
mkdir -p "$out"
run_target() {
  local t=$1
  local corpus="$build/fuzz-corpus/$t" findings="$build/fuzz-findings/$t"
  mkdir -p "$corpus" "$findings"
  touch "$out/$t.start"
  local rc=0
  local limit=(-max_total_time="$seconds")
  [ -n "$runs" ] && limit=(-runs="$runs")
  "$build/fuzz/fuzz_$t" "$corpus" "$root/fuzz/seeds/$t" "${limit[@]}" \
    -max_len="${max_len[$t]}" -timeout="${FROSTED_FUZZ_TIMEOUT:-5}" \
    -rss_limit_mb="${FROSTED_FUZZ_RSS_MB:-2048}" -malloc_limit_mb="${FROSTED_FUZZ_RSS_MB:-2048}" \
    -dict="$root/fuzz/dict/${dict[$t]}.dict" -artifact_prefix="$findings/" \
    -print_final_stats=1 >"$out/$t.log" 2>&1 || rc=$?
  echo "$rc" >"$out/$t.rc"
}

span="$seconds s"
[ -n "$runs" ] && span="$runs executions"
echo "Fuzzing ${targets[*]} for $span each, ${FROSTED_FUZZ_JOBS:-2} at a time (logs: $out)"
running=0
for t in "${targets[@]}"; do
  rm -f "$out/$t.rc"
  run_target "$t" &
  running=$((running + 1))
  if [ "$running" -ge "${FROSTED_FUZZ_JOBS:-2}" ]; then
    wait -n || true
    running=$((running - 1))
  fi
done
wait || true

failed=0
printf '%-14s %12s %9s %8s %10s  %s\n' target executions exec/s seconds "peak MB" result
for t in "${targets[@]}"; do
  log="$out/$t.log"
  rc=$(cat "$out/$t.rc" 2>/dev/null || echo "?")
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
  rss=$(sed -n 's/^stat::peak_rss_mb: *//p' "$log" | tail -1)
  took=$(sed -n 's/.*Done [0-9]* runs in \([0-9]*\) second.*/\1/p' "$log" | tail -1)
  result=ok
  if [ "$rc" != 0 ]; then
    result="FINDING (exit $rc)"
    failed=1
  fi
  printf '%-14s %12s %9s %8s %10s  %s\n' "$t" "${execs:-?}" "${rate:-?}" "${took:-?}" \
    "${rss:-?}" "$result"
done
if [ "$failed" = 1 ]; then
  for t in "${targets[@]}"; do
    [ "$(cat "$out/$t.rc" 2>/dev/null)" = 0 ] && continue
    echo
    echo "== $t: $(grep -m1 -E '^==[0-9]+==ERROR|^==== finding|^SUMMARY|ALARM|out-of-memory|deadly signal' "$out/$t.log" || echo 'see the log')"
    grep -E '^==[0-9]+==ERROR|==== finding|SUMMARY:' "$out/$t.log" | head -5 || true
    find "$build/fuzz-findings/$t" -type f -newer "$out/$t.start" | while read -r f; do
      echo "   input: $f"
      echo "   reproduce: $build/fuzz/fuzz_$t $f"
    done
    echo "   log: $out/$t.log"
  done
  exit 1
fi

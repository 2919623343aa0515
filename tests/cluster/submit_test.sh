#!/usr/bin/env bash
# scripts/cluster/submit.sh and the job scripts it writes, without Slurm (CTest: cluster_submit):
# a stand-in `sbatch` records what it is asked and answers job ids, a stand-in `squeue` lists the
# jobs given in FAKE_QUEUE, and the tasks are run by hand as Slurm would run them. Checks the job
# folder, the array spec of the missing shards ("1-4", "2,4", "1-2,5-7"), the merge's dependency,
# the re-submission of the missing shards only, the refusals, a failing shard leaving no file,
# and that the merge equals the one-machine simulate byte for byte. tests/cluster/slurm_test.sh
# does it on a real Slurm (scripts/test.sh).
#
#   tests/cluster/submit_test.sh PATH-TO-frosted-blooms-cli
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cli=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
submit=$root/scripts/cluster/submit.sh
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() {
  echo "FAIL: $*" >&2
  exit 1
}

mkdir -p "$tmp/bin"
cat >"$tmp/bin/sbatch" <<'EOF'
#!/usr/bin/env bash
# Stand-in sbatch: one line of arguments per call in $FAKE_LOG, job ids from 1001.
n=$(($(wc -l <"$FAKE_LOG") + 1001))
printf '%s\n' "$*" >>"$FAKE_LOG"
echo "$n"
EOF
cat >"$tmp/bin/squeue" <<'EOF'
#!/usr/bin/env bash
printf '%s\n' ${FAKE_QUEUE:-}
EOF
chmod +x "$tmp/bin/sbatch" "$tmp/bin/squeue"
export PATH="$tmp/bin:$PATH" FAKE_LOG=$tmp/sbatch.log FAKE_QUEUE=""
: >"$FAKE_LOG"

run=(--players 3 --games 10 --seed 9 --bot greedy --bot random --bot greedy)
mkdir -p "$tmp/ref"
"$cli" --game petals simulate "${run[@]}" --csv "$tmp/ref/games.csv" --records "$tmp/ref/records" \
  >"$tmp/ref/summary.json" 2>/dev/null
out=$tmp/out
sub() { "$submit" --cli "$cli" --records --game petals --shards 4 "${run[@]}" "$out"; }
task() { (cd "$out" && SLURM_ARRAY_TASK_ID=$1 SLURM_JOB_ID=77 bash shard.sbatch 2>/dev/null); }

# 1. First submission: every shard, then the merge after the array.
sub >"$tmp/first.txt"
grep -q '^array job: 1001 (tasks 1-4)$' "$tmp/first.txt" || fail "first submission: $(cat "$tmp/first.txt")"
for f in run.json run.env shard.sbatch merge.sbatch logs shards; do
  [ -e "$out/$f" ] || fail "the job folder has no $f"
done
grep -q '"shards": 4,' "$out/run.json" || fail "run.json: $(cat "$out/run.json")"
grep -q "\"cli\": \"$cli\"" "$out/run.json" || fail "run.json names another program"
sed -n 1p "$FAKE_LOG" | grep -q -- "--array=1-4 .*--output=$out/logs/shard-%a-%A.out $out/shard.sbatch$" ||
  fail "the array's sbatch: $(sed -n 1p "$FAKE_LOG")"
sed -n 2p "$FAKE_LOG" | grep -q -- "--kill-on-invalid-dep=yes --dependency=afterok:1001 $out/merge.sbatch$" ||
  fail "the merge's sbatch: $(sed -n 2p "$FAKE_LOG")"
grep -q ' array=1001 tasks=1-4 merge=1002$' "$out/jobs.txt" || fail "jobs.txt: $(cat "$out/jobs.txt")"

# 2. Tasks 1 and 3 ran; the same command submits 2 and 4 only. Jobs still queued: refused.
task 1
task 3
for k in 1 3; do
  [ -f "$out/shards/shard-000$k.json" ] || fail "task $k left no shard"
done
if FAKE_QUEUE="1001 1002" sub >/dev/null 2>&1; then fail "submitted while the run's jobs are queued"; fi
[ "$(wc -l <"$FAKE_LOG")" -eq 2 ] || fail "a refused submission called sbatch"
sub >"$tmp/second.txt"
grep -q '^array job: 1003 (tasks 2,4)$' "$tmp/second.txt" || fail "second submission: $(cat "$tmp/second.txt")"
sed -n 3p "$FAKE_LOG" | grep -q -- "--array=2,4 " || fail "second array: $(sed -n 3p "$FAKE_LOG")"

# 3. A failing task leaves no shard and its error in the log; then every shard, only the merge.
mv "$out/run.env" "$tmp/run.env"
sed 's/^ARGS=(/ARGS=( --bot nobody/' "$tmp/run.env" >"$out/run.env"
if (cd "$out" && SLURM_ARRAY_TASK_ID=2 bash shard.sbatch 2>"$tmp/task2.err"); then fail "a bad task succeeded"; fi
grep -q '"error"' "$tmp/task2.err" || fail "the failed task's log has no error: $(cat "$tmp/task2.err")"
[ -z "$(find "$out/shards" -name 'shard-0002*')" ] || fail "a failed task left a file: $(ls "$out/shards")"
mv "$tmp/run.env" "$out/run.env"
task 2
task 4
sub >"$tmp/third.txt"
grep -q '^every shard is there; merge job: 1005$' "$tmp/third.txt" || fail "third submission: $(cat "$tmp/third.txt")"
sed -n 5p "$FAKE_LOG" | grep -q -- "dependency" && fail "a merge alone waits for a dependency"

# 4. The merge equals the one-machine run.
(cd "$out" && bash merge.sbatch 2>/dev/null) || fail "the merge failed: $(cat "$out/logs/merge-error.json")"
cmp -s "$tmp/ref/summary.json" "$out/summary.json" || fail "the summary differs"
cmp -s "$tmp/ref/games.csv" "$out/games.csv" || fail "the CSV differs"
diff -r -q "$tmp/ref/records" "$out/records" >/dev/null || fail "the records differ"
[ ! -e "$out/summary.json.tmp" ] || fail "summary.json.tmp left behind"

# 5. Refusals (exit 2): another run in the folder, options that belong to the job folder.
expect2() { # WHAT ARGS...
  local code=0
  "$submit" "${@:2}" >/dev/null 2>&1 || code=$?
  [ "$code" -eq 2 ] || fail "$1: exit $code, not 2"
}
expect2 "another seed" --cli "$cli" --records --game petals --shards 4 --players 3 --games 10 --seed 8 "$out"
expect2 "another shard count" --cli "$cli" --records --game petals --shards 5 "${run[@]}" "$out"
expect2 "--csv" --cli "$cli" --game petals --shards 2 --csv x.csv "$tmp/o2"
expect2 "--timing" --cli "$cli" --game petals --shards 2 --timing "$tmp/o2"
expect2 "no --game" --cli "$cli" --shards 2 "$tmp/o2"
expect2 "--shards 0" --cli "$cli" --game petals --shards 0 "$tmp/o2"
expect2 "no program" --cli "$tmp/none" --game petals --shards 2 "$tmp/o2"

# 6. Ranges of missing shards; --prepare-only submits nothing.
o3=$tmp/o3
"$submit" --cli "$cli" --prepare-only --game blossoms --shards 7 --games 14 "$o3" >/dev/null
touch "$o3/shards/shard-0003.json" "$o3/shards/shard-0004.json"
"$submit" --cli "$cli" --prepare-only --game blossoms --shards 7 --games 14 "$o3" >"$tmp/prep.txt"
grep -q -- '--array=1-2,5-7 ' "$tmp/prep.txt" || fail "--prepare-only: $(cat "$tmp/prep.txt")"
[ "$(wc -l <"$FAKE_LOG")" -eq 5 ] || fail "--prepare-only called sbatch"
[ ! -e "$o3/jobs.txt" ] || fail "--prepare-only wrote jobs.txt"
echo "PASS: submit_test.sh"

#!/usr/bin/env bash
# Sets everything up on a fresh Debian 12 machine, builds, and runs every test through CTest;
# then the same tests of the core and the command line under AddressSanitizer +
# UndefinedBehaviorSanitizer, the threaded code under ThreadSanitizer, and every fuzz target for
# a short while (docs/reliability.md). Ends non-zero on any failure.
#
# FROSTED_TEST_SANITIZERS=0 skips the sanitizer and fuzzing stages (a quick local run; CI runs
# them all). FROSTED_FUZZ_SECONDS sets the fuzzing time per target (default 10: the 16
# targets, two at a time, take about a minute and a half, as the 8 of Frosted Blooms took at 15 s).
# FROSTED_TEST_CLUSTER=0 skips the cluster stage: a private single-node Slurm (Debian's slurmctld,
# slurmd and munge, installed when missing) runs sharded balance runs (tests/cluster/, docs/cluster.md).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=scripts/deps.sh
. "$root/scripts/deps.sh"

extra=${FROSTED_TEST_SANITIZERS:-1}
times=()
stage() { # NAME COMMAND...
  local name=$1 start=$SECONDS
  shift
  echo "=== $name"
  "$@"
  times+=("$(printf '%-34s %5d s' "$name" $((SECONDS - start)))")
  echo "=== $name: $((SECONDS - start)) s"
}

install() {
  if [ "$extra" = 0 ]; then frosted_install_deps; else frosted_install_sanitizer_deps; fi
}
stage "packages" install

build="${FROSTED_BUILD_DIR:-$root/build/test}"
# Optimised as released, with line tables only (-g1): a failing test's backtrace still names
# files and lines, and the build takes a quarter less time than with full debug information.
stage "build (RelWithDebInfo, -g1)" bash -c "cmake -S '$root' -B '$build' -G Ninja \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo '-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O2 -g1 -DNDEBUG' \
  && cmake --build '$build' -j2"
export QT_QPA_PLATFORM=offscreen
stage "tests" ctest --test-dir "$build" --output-on-failure -j2

# Slurm's daemons run as root: the test asks sudo for it when this script is not root.
cluster() {
  frosted_install_cluster_deps
  local as_root=()
  if [ "$(id -u)" -ne 0 ]; then as_root=(sudo); fi
  "${as_root[@]}" "$root/tests/cluster/slurm_test.sh" "$build/bin/frosted-blooms-cli"
}
if [ "${FROSTED_TEST_CLUSTER:-1}" != 0 ]; then
  stage "cluster: single-node Slurm" cluster
fi

if [ "$extra" != 0 ]; then
  stage "ASan+UBSan: build and tests" "$root/scripts/sanitize.sh"
  stage "TSan: build and tests" "$root/scripts/sanitize.sh" --tsan
  stage "fuzzing (${FROSTED_FUZZ_SECONDS:-10} s per target)" \
    "$root/scripts/fuzz.sh" --seconds "${FROSTED_FUZZ_SECONDS:-10}"
fi

echo "=== stage times"
printf '%s\n' "${times[@]}"
echo "total: $SECONDS s"

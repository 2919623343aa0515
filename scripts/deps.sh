#!/usr/bin/env bash
# Installs what the build and the tests need on Debian 12 when it is missing.
# Sourced by play.sh and test.sh; safe to run again (does nothing when all is present).
# The sanitizer and fuzzing builds (sanitize.sh, fuzz.sh, test.sh) also install
# FROSTED_SANITIZER_PACKAGES: clang 14 with its runtimes (AddressSanitizer, UndefinedBehavior-
# Sanitizer, ThreadSanitizer, libFuzzer) and llvm-symbolizer for readable reports. The cluster
# test (test.sh) installs FROSTED_CLUSTER_PACKAGES: Slurm and munge from Debian.
set -euo pipefail

FROSTED_PACKAGES=(
  cmake ninja-build g++ pkg-config
  # lld links the programs and the many test executables several times faster than ld.bfd
  # (CMakeLists.txt: FROSTED_LINK_LLD; docs/performance.md, "The build").
  lld
  qt6-base-dev qt6-svg-dev qt6-charts-dev libqt6opengl6-dev libgl-dev
  qt6-tools-dev qt6-l10n-tools qt6-translations-l10n python3
  nlohmann-json3-dev libgtest-dev libgmock-dev libbenchmark-dev
  fonts-dejavu-core fonts-noto-cjk
  # The package and its checks (packaging/, tests/package/): CPack's DEB generator with
  # dpkg-shlibdeps, lintian, and the desktop's validators.
  dpkg-dev file lintian desktop-file-utils appstream shared-mime-info libxml2-utils man-db
  groff-base
)
FROSTED_SANITIZER_PACKAGES=(clang-14 libclang-rt-14-dev llvm-14)
# The single-node Slurm that tests/cluster/slurm_test.sh starts (test.sh's cluster stage; the
# test runs its own daemons on its own key, socket and ports, never the packages' services).
FROSTED_CLUSTER_PACKAGES=(slurmctld slurmd slurm-client munge)

frosted_missing_packages() {
  local missing=()
  for p in "$@"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
      missing+=("$p")
    fi
  done
  echo "${missing[@]:-}"
}

# Installs the missing ones of the packages given (default: FROSTED_PACKAGES).
frosted_install_deps() {
  local missing
  if [ $# -eq 0 ]; then set -- "${FROSTED_PACKAGES[@]}"; fi
  missing=$(frosted_missing_packages "$@")
  [ -z "$missing" ] && return 0
  echo "Installing missing packages: $missing" >&2
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
      echo "error: need root or sudo to install: $missing" >&2
      return 1
    fi
  fi
  # shellcheck disable=SC2086
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  # shellcheck disable=SC2086
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing
}

# The packages of the normal build and of the sanitizer builds.
frosted_install_sanitizer_deps() {
  frosted_install_deps "${FROSTED_PACKAGES[@]}" "${FROSTED_SANITIZER_PACKAGES[@]}"
}

# Slurm's daemons and clients and munge, for the cluster test.
frosted_install_cluster_deps() {
  frosted_install_deps "${FROSTED_CLUSTER_PACKAGES[@]}"
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  frosted_install_deps
fi

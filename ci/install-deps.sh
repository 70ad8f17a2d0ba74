#!/usr/bin/env bash
# Installs every Debian package llk needs to build, test, fuzz and benchmark. Run as root.
set -euo pipefail
PACKAGES=(
  build-essential cmake ninja-build g++ clang libclang-rt-14-dev lld
  libboost-graph-dev librapidcheck-dev libgtest-dev libgmock-dev libbenchmark-dev
  libcli11-dev libfmt-dev nlohmann-json3-dev
  bubblewrap chromium default-jdk-headless
  gnuplot-nox hyperfine time zip unzip python3 dpkg-dev file
)
missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "install-deps: installing ${missing[*]}"
  if [[ $(id -u) -ne 0 ]]; then SUDO=sudo; else SUDO=; fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
else
  echo "install-deps: all packages present"
fi

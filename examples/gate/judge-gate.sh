#!/usr/bin/env bash
# A judge gate for your own solver's repository: installs llk (or takes one already built),
# then judges your program on your committed test set as a judge would, writing JUnit.
# Exit 0 when every test is accepted, 1 when one is not (a wrong answer, a limit, a crash),
# 2 on a usage error. The steps of judge-gate.yml, runnable by hand:
#
#   LLK_SOURCE=https://github.com/OWNER/llk.git LLK_REF=v0.4.0 \
#     bash judge-gate.sh TESTS 'COMMAND' [llk judge flags...]
#
#   TESTS    your committed test set (NAME.in with NAME.out beside it; `llk testset` makes one)
#   COMMAND  how to run your program (`./sol`, `python3 sol.py`, `java -cp out Main`)
# Environment: LLK (an llk to use; else one is built), LLK_SOURCE and LLK_REF (where to build it
# from), LLK_REPORT (the JUnit file, default judge.xml). Debian or Ubuntu; installs packages
# through apt-get (sudo when not root).
set -euo pipefail
if (($# < 2)); then
  echo "usage: judge-gate.sh TESTS 'COMMAND' [llk judge flags...]" >&2
  exit 2
fi
tests=$1 command=$2
shift 2
report=${LLK_REPORT:-judge.xml}

install_llk() {
  local sudo=""
  [[ $(id -u) -eq 0 ]] || sudo=sudo
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends git ca-certificates cmake ninja-build g++ \
    libboost-graph-dev librapidcheck-dev libcli11-dev libfmt-dev nlohmann-json3-dev bubblewrap
  local src
  src=$(mktemp -d)
  git clone --quiet --depth 1 ${LLK_REF:+--branch "$LLK_REF"} "${LLK_SOURCE:?LLK_SOURCE: where to build llk from}" "$src"
  cmake -S "$src" -B "$src/build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DLLK_BUILD_TESTS=OFF \
    -DLLK_BUILD_BENCH=OFF >/dev/null
  cmake --build "$src/build" --target llk -j "$(nproc)"
  LLK="$src/build/llk"
}

if [[ -z ${LLK:-} ]]; then install_llk; fi
"$LLK" --version
"$LLK" judge "$tests" --cmd "$command" --report "$report" "$@"

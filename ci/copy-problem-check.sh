#!/usr/bin/env bash
# The plug-in promise, checked: a copy of problem FROM named TO costs its folders and one registry
# line. In a scratch copy of the tracked tree, every folder named FROM is copied to a sibling TO
# with FROM replaced by TO inside (file contents and names), the registry's FROM line is
# duplicated for TO, and nothing else is touched; then the tree must configure and build, `llk
# problems` must list TO, `llk verify --problem TO` (laws and the differential) and `--mutants`
# must pass, and ctest must run TO's tests.
#   usage: ci/copy-problem-check.sh FROM [TO]     (TO defaults to FROM2; a few minutes)
set -euo pipefail
cd "$(dirname "$0")/.."
if (($# < 1)); then
  echo "usage: ci/copy-problem-check.sh FROM [TO]   (FROM: a registered problem)" >&2
  exit 2
fi
from=$1 to=${2:-${1}2}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
git ls-files -z | xargs -0 -I{} cp --parents {} "$scratch/" 2>/dev/null
cd "$scratch"
grep -qx "$from" problems/registry.txt || { echo "no problem '$from' in the registry"; exit 2; }
mapfile -t folders < <(find . -type d -name "$from" -not -path './.git/*' | sort)
echo "== copying ${#folders[@]} folders named $from to $to"
for d in "${folders[@]}"; do
  cp -r "$d" "$(dirname "$d")/$to"
  find "$(dirname "$d")/$to" -mindepth 1 -depth -name "*$from*" | while read -r f; do
    mv "$f" "$(dirname "$f")/$(basename "$f" | sed "s/$from/$to/g")"
  done
  find "$(dirname "$d")/$to" -type f -exec sed -i "s/$from/$to/g" {} +
done
sed -i "/^$from\$/a $to" problems/registry.txt
echo "== the registry now"
grep -v '^#' problems/registry.txt
echo "== configure and build"
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DLLK_BUILD_BENCH=OFF \
  -DLLK_TEST_LABELS="unit;laws" -DLLK_PCH=ON >build.log 2>&1 || { tail -30 build.log; exit 1; }
cmake --build build -j2 >>build.log 2>&1 || { grep -m 20 -A5 'error' build.log; exit 1; }
echo "== llk problems"
build/llk problems | grep -E "^ *$to\b|^$to" || { build/llk problems; echo "FAIL: $to not listed"; exit 1; }
echo "== llk verify --problem $to"
build/llk verify --problem "$to" --seed 1 --budget 20s
echo "== llk verify --problem $to --mutants"
build/llk verify --problem "$to" --mutants --seed 1 --budget 60s
echo "== ctest: $to's tests (build/tests/*/$to)"
total=0
for dir in build/tests/*/"$to"; do
  n=$(ctest --test-dir "$dir" -N | sed -nE 's/^Total Tests: ([0-9]+)/\1/p')
  echo "$dir: ${n:-0} tests"
  total=$((total + ${n:-0}))
  ctest --test-dir "$dir" -j2 --output-on-failure
done
((total > 0)) || { echo "FAIL: ctest runs no test of $to"; exit 1; }
echo "== copy-problem check: PASSED ($from copied to $to)"

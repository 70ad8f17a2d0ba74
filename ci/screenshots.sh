#!/usr/bin/env bash
# The pages llk writes, at judge size, measured and photographed (outside the test command):
#   1. the judge's --html page of issue 33's run: the seed-1 link test set, three wrong programs
#      (mutants and the judge test program run as programs), bfs01 and the same-cell-yes mutant;
#   2. a report over 100 judge-size artifacts (1000 x 999 boards, one query each, every one a
#      distinct bug), written by a small script beside a stress log for the coverage charts.
# For each: the page's size, Chromium's load time (--dump-dom, three runs) and a screenshot.
#   bash ci/screenshots.sh [--build-dir build/dev] [--out build/screenshots]
set -euo pipefail
cd "$(dirname "$0")/.."
build=build/dev out=build/screenshots
while (($#)); do
  case $1 in
    --build-dir) build=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    *) echo "screenshots: unknown argument '$1'" >&2; exit 2 ;;
  esac
done
llk=$(realpath "$build/llk")
mutant=$(realpath "$build/mutants/llk-mutant")
program=$(realpath "$build/tests/engine/link/llk-judge-program")
chromium=${LLK_CHROMIUM:-chromium}
rm -rf "$out" && mkdir -p "$out" && out=$(realpath "$out")

# Chromium as root, off the network, with a fresh profile each time.
browse() {
  local profile
  profile=$(mktemp -d)
  "$chromium" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync \
    --user-data-dir="$profile" "$@" 2>/dev/null
  rm -rf "$profile"
}

# PAGE: its size, the load times of three runs, and a screenshot PAGE.png.
measure() {
  local page=$1 t0 t1
  echo "$(basename "$page"): $(stat -c %s "$page") bytes"
  for run in 1 2 3; do
    t0=$(date +%s.%N)
    browse --dump-dom "file://$page" >"$page.dom"
    t1=$(date +%s.%N)
    printf '  chromium --dump-dom run %d: %.2f s, DOM %d bytes\n' "$run" "$(echo "$t1 - $t0" | bc)" \
      "$(stat -c %s "$page.dom")"
  done
  browse --screenshot="$page.png" --window-size=1280,2400 "file://$page" >/dev/null
  echo "  screenshot: $page.png"
}

echo "== judge page: seed-1 link set, five programs"
"$llk" testset --problem link --seed 1 --out "$out/tests" --quiet >/dev/null
start=$(date +%s.%N)
"$llk" judge "$out/tests" --cmd "$mutant corner-unchecked" --cmd "$program two-bugs" \
  --cmd "$program row-1000" --solver bfs01 --mutant same-cell-yes --quiet \
  --out "$out/judge-artifacts" --json "$out/judge.json" --html "$out/judge.html" \
  >"$out/judge.log" || true
printf 'judge with minimization: %.1f s\n' "$(echo "$(date +%s.%N) - $start" | bc)"
grep -E '^(#|page:|judged)' "$out/judge.log" || true
measure "$out/judge.html"

echo "== report page: 100 judge-size artifacts"
night=$out/night
mkdir -p "$night"
# One query of a heavy test's first case per artifact: a 1000 x 999 board, a distinct bug each.
python3 - "$out/tests" "$night" <<'EOF'
import glob, os, sys
tests, night = sys.argv[1:]
made = 0
for path in sorted(glob.glob(os.path.join(tests, "*.in"))):
    tokens = open(path).read().split()
    n, m = int(tokens[0]), int(tokens[1])
    if n * m < 500000:
        continue
    board = tokens[2:2 + n * m]
    q = int(tokens[2 + n * m])
    queries = tokens[3 + n * m:3 + n * m + 4 * q]
    rows = "\n".join(" ".join(board[r * m:(r + 1) * m]) for r in range(n))
    for k in range(q):
        if made == 100:
            break
        name = os.path.join(night, f"night-{made:03d}")
        query = " ".join(queries[4 * k:4 * k + 4])
        open(name + ".in", "w").write(f"{n} {m}\n{rows}\n1\n{query}\n0 0\n")
        made += 1
print(f"{made} judge-size inputs written")
EOF
for f in "$night"/*.in; do
  answer=$("$llk" solve --solver bfs01 "$f")
  got=$([[ $answer == YES ]] && echo NO || echo YES)
  echo "$answer" >"${f%.in}.out"
  cat >"${f%.in}.txt" <<EOF
problem: link
kind: wrong-answer
rules: hdu
turns: 2
found-by: stress
subject: program './a.out'
subject-flags: --cmd './a.out' --timeout 10s --memory-limit 32MiB
detail: query 1: answered $got, the oracle says $answer
got: $got
size: 1000 x 999 board, 1 query
replay: llk replay $f
EOF
done
"$llk" stress --mutant same-cell-yes --seed 1 --inputs 200 --quiet --out "$night/stress" \
  >"$night/stress.log" || true
start=$(date +%s.%N)
"$llk" report "$night" "$out/judge.json" --html "$out/report.html"
printf 'report: %.1f s\n' "$(echo "$(date +%s.%N) - $start" | bc)"
measure "$out/report.html"

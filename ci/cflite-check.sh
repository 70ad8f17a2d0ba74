#!/usr/bin/env bash
# The ClusterFuzzLite build check, out of the test command (it builds every fuzz target a third
# time, under ClusterFuzzLite's flags): installs what it needs, then runs .clusterfuzzlite/build.sh
# as ClusterFuzzLite would (tests/fuzz/cflite_build.sh) and checks what it leaves in $OUT.
# Its own workflow runs it (.github/workflows/cflite_check.yml) when the build or the fuzz
# targets change.   bash ci/cflite-check.sh [SCRATCH_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS
bash ci/install-deps.sh
bash tests/fuzz/cflite_build.sh "${1:-build/cflite-check}"
echo "== ci/cflite-check.sh: $((SECONDS - start)) s"

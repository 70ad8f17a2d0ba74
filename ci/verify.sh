#!/usr/bin/env bash
# The main job: installs dependencies, builds the dev preset and runs `llk verify` (60 s budget by
# default). Extra arguments go to `llk verify`, e.g. `bash ci/verify.sh --budget 10m --seed 42`.
set -euo pipefail
cd "$(dirname "$0")/.."
bash ci/install-deps.sh
cmake --preset dev >/dev/null
cmake --build --preset dev --target llk
exec ./build/dev/llk verify --out llk-out "$@"

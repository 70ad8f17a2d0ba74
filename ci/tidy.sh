#!/usr/bin/env bash
# clang-tidy (Debian's clang-tidy 14) over src/ with the checked-in .clang-tidy, on the compile
# commands of a configured tree (default build/dev). Unity trees list their unity files only, so
# each source gets the command of the unity file that includes it. Reports every finding (the
# checked-in .clang-tidy makes each an error); exits 0 unless --strict is given and one was found
# (.github/workflows/tidy.yml runs it so: about 190 CPU seconds, too many for ci/test.sh).
#   bash ci/tidy.sh [--strict] [BUILD_DIR] [FILE...]
set -euo pipefail
cd "$(dirname "$0")/.."
strict=0
if [[ ${1:-} == --strict ]]; then strict=1; shift; fi
build=${1:-build/dev}
shift || true
tidy=$(command -v clang-tidy-14 || command -v clang-tidy) ||
  { echo "tidy: no clang-tidy (apt-get install clang-tidy)" >&2; exit 2; }
[[ -f $build/compile_commands.json ]] ||
  { echo "tidy: no $build/compile_commands.json: configure the tree first" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# One entry per source file of src/, with the command of its unity file (or its own).
python3 - "$build/compile_commands.json" "$work/compile_commands.json" "$(pwd)" <<'PY'
import json, os, re, sys
entries, out, root = json.load(open(sys.argv[1])), {}, sys.argv[3]
for e in entries:
    sources = [e["file"]]
    if "/Unity/" in e["file"] and os.path.exists(e["file"]):
        sources = re.findall(r'#include "([^"]+\.cpp)"', open(e["file"]).read())
    for s in sources:
        if s.startswith(os.path.join(root, "src") + "/"):
            out[s] = dict(e, file=s, command=e["command"].replace(e["file"], s))
json.dump(list(out.values()), open(sys.argv[2], "w"), indent=1)
print(f"tidy: {len(out)} sources of src/", file=sys.stderr)
PY
if [[ $# -gt 0 ]]; then files=("$@"); else
  mapfile -t files < <(python3 -c 'import json,sys; print("\n".join(sorted(e["file"] for e in json.load(open(sys.argv[1])))))' "$work/compile_commands.json")
fi
"$tidy" -p "$work" --quiet "${files[@]}" 2>/dev/null | tee "$work/report" || true
warnings=$(grep -cE ': (warning|error): ' "$work/report" || true)
echo "tidy: $warnings finding(s) in ${#files[@]} file(s)"
grep -o '\[[A-Za-z0-9.,-]*\]$' "$work/report" | sed 's/,-warnings-as-errors//' | sort | uniq -c |
  sort -rn || true
[[ $strict -eq 1 && $warnings -gt 0 ]] && exit 1
exit 0

#!/usr/bin/env python3
"""Every path a comment in the code names exists: a `tests/...`, `src/...`, `docs/...` (and the
other top folders) written in a C++, CMake or shell comment leads to a file or folder of the
tree. A comment that points at what was moved or never made misleads its reader.

Usage: check_comment_paths.py ROOT | --self-test
"""
import os
import re
import sys
import tempfile

TOPS = ("apps", "bench", "ci", "cmake", "corpus", "docs", "examples", "fuzz", "include",
        "mutants", "oracles", "problems", "properties", "solvers", "src", "tests")
SOURCES = (".cpp", ".hpp", ".h", ".c", ".cmake", ".sh", ".py")
# A path: a top folder, then one or more segments; a trailing dot or comma is prose.
PATH = re.compile(r"(?<![\w./-])((?:%s)/[\w./*{}-]+)" % "|".join(TOPS))
COMMENT = {".py": ("#",), ".sh": ("#",), ".cmake": ("#",)}


def comments(path, text):
    """The comment text of a source file, line by line: (line number, text)."""
    ext = os.path.splitext(path)[1]
    if os.path.basename(path) == "CMakeLists.txt":
        ext = ".cmake"
    marks = COMMENT.get(ext, ("//",))
    for n, line in enumerate(text.splitlines(), 1):
        for mark in marks:
            at = line.find(mark)
            if at >= 0:
                yield n, line[at + len(mark):]
                break


# A placeholder segment (NAME, WHAT_target.cpp, PROBLEM) or a glob: the path up to it must exist.
PLACEHOLDER = re.compile(r"[A-Z]{3,}|[*{}]")


def exists(root, name):
    name = name.rstrip(".,:;)")
    segments = name.split("/")
    for i, seg in enumerate(segments):
        if PLACEHOLDER.search(seg):
            segments = segments[:i]
            break
    return os.path.exists(os.path.join(root, *segments))


def check(root):
    missing = []
    for top in TOPS:
        for folder, dirs, files in os.walk(os.path.join(root, top)):
            dirs[:] = [d for d in dirs if d not in ("build", ".git")]
            if os.path.relpath(folder, root) == os.path.join("tests", "docs"):
                continue  # the checks' own fixtures name made-up paths
            for f in files:
                if not (f.endswith(SOURCES) or f == "CMakeLists.txt"):
                    continue
                path = os.path.join(folder, f)
                try:
                    text = open(path, encoding="utf-8").read()
                except (UnicodeDecodeError, OSError):
                    continue
                for n, comment in comments(path, text):
                    for name in PATH.findall(comment):
                        if not exists(root, name):
                            missing.append(f"{os.path.relpath(path, root)}:{n}: names {name}, which does not exist")
    return missing


def self_test():
    with tempfile.TemporaryDirectory() as root:
        os.makedirs(os.path.join(root, "src", "core"))
        open(os.path.join(root, "src", "core", "a.cpp"), "w").write(
            "// see src/core/a.cpp and tests/gone/nowhere.cpp.\nint x; // src/core/\n")
        found = check(root)
        if len(found) != 1 or "tests/gone/nowhere.cpp" not in found[0]:
            sys.exit(f"self-test: expected one missing path, got {found}")
    print("self-test: a comment naming a missing path is caught")


def main():
    if sys.argv[1:] == ["--self-test"]:
        self_test()
        return
    missing = check(sys.argv[1])
    for m in missing:
        print(m)
    if missing:
        sys.exit(f"{len(missing)} path(s) named in comments do not exist")
    print("every path named in a comment exists")


if __name__ == "__main__":
    main()

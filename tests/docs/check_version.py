#!/usr/bin/env python3
"""One version everywhere: `llk --version`, the newest section of CHANGELOG.md, the CMake
package's version file and the .deb's (CPack) all say the version of project() in CMakeLists.txt.

  check_version.py LLK CHANGELOG_MD BUILD_DIR   exit 0, or 1 with one line per disagreement
  check_version.py --self-test LLK BUILD_DIR     prove the check fails on a changelog behind
"""
import os
import re
import subprocess
import sys
import tempfile


def versions(llk, changelog, build):
    """{where: version} for every place that states one."""
    out = subprocess.run([llk, "--version"], stdout=subprocess.PIPE, text=True, check=True,
                         timeout=60).stdout
    found = {"llk --version": out.split("\n", 1)[0].removeprefix("llk ").strip()}
    with open(changelog, encoding="utf-8") as f:
        heading = re.search(r"^## (\S+)", f.read(), re.M)
    found[os.path.basename(changelog)] = heading.group(1) if heading else "(no ## VERSION)"
    for name, pattern in (("llkConfigVersion.cmake", r'set\(PACKAGE_VERSION "([^"]+)"\)'),
                          ("CPackConfig.cmake", r'set\(CPACK_PACKAGE_VERSION "([^"]+)"\)')):
        path = os.path.join(build, name)
        if os.path.exists(path):  # made only where llk installs (LLK_INSTALL)
            with open(path, encoding="utf-8") as f:
                m = re.search(pattern, f.read())
            found[name] = m.group(1) if m else "(none)"
    return found


def check(llk, changelog, build):
    found = versions(llk, changelog, build)
    want = found["llk --version"]
    bad = [f"{where} says {v}, llk --version says {want}" for where, v in found.items() if v != want]
    for line in bad:
        print(line)
    return 1 if bad else 0


def self_test(llk, build):
    with tempfile.TemporaryDirectory() as d:
        behind = os.path.join(d, "CHANGELOG.md")
        with open(behind, "w", encoding="utf-8") as f:
            f.write("# Changelog\n\n## 0.0.1\n")
        if check(llk, behind, build) != 1:
            sys.exit("self-test: a changelog behind the version was not caught")
    print("self-test: a changelog behind the version is caught")
    return 0


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "--self-test":
        sys.exit(self_test(sys.argv[2], sys.argv[3]))
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    sys.exit(check(*sys.argv[1:]))

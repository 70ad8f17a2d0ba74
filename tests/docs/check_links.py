#!/usr/bin/env python3
"""Every relative link in the repository's Markdown points at a file that exists, and a link
with a #fragment into a Markdown file at one of its headings (GitHub's anchors).

  check_links.py ROOT        check every tracked *.md under ROOT (git ls-files; else every *.md
                             outside build*/ and dot folders): exit 0, or 1 with one line per link
  check_links.py --self-test write a few files with good and broken links to a temp folder and
                             prove that exactly the broken ones are reported

Links inside code (fenced blocks, `inline`) are not links; http(s):, mailto: and other schemes
are not checked (no network in a test).
"""
import os
import re
import subprocess
import sys
import tempfile
import urllib.parse

LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]*)>?(?:\s+[\"'][^)]*[\"'])?\s*\)")
REFDEF = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+.*)?$")
FENCE = re.compile(r"^\s{0,3}(```|~~~)")


def prose_lines(text):
    """(line number, line) outside fenced code, with inline code blanked."""
    fence = None
    for number, line in enumerate(text.splitlines(), 1):
        m = FENCE.match(line)
        if m:
            if fence is None:
                fence = m.group(1)
            elif m.group(1) == fence:
                fence = None
            continue
        if fence is None:
            yield number, re.sub(r"(`+)(.+?)\1", lambda c: " " * len(c.group(0)), line)


def slug(heading):
    """GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link's text only
    text = re.sub(r"<[^>]+>", "", text).strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(path, cache={}):
    if path not in cache:
        found, seen = set(), {}
        with open(path, encoding="utf-8") as f:
            text = f.read()
        fence = None
        for line in text.splitlines():
            m = FENCE.match(line)
            if m:
                fence = m.group(1) if fence is None else (None if m.group(1) == fence else fence)
                continue
            if fence is not None:
                continue
            h = re.match(r"^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$", line)
            if h:
                base = slug(h.group(1))
                n = seen.get(base, 0)
                seen[base] = n + 1
                found.add(base if n == 0 else f"{base}-{n}")
            found.update(re.findall(r"<a\s+(?:name|id)=\"([^\"]+)\"", line))
        cache[path] = found
    return cache[path]


def markdown_files(root):
    try:
        out = subprocess.run(["git", "-C", root, "ls-files", "-z", "--", "*.md"], check=True,
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL).stdout
        files = [f for f in out.decode().split("\0") if f and os.path.isfile(os.path.join(root, f))]
        if files:
            return sorted(files)
    except (OSError, subprocess.CalledProcessError):
        pass
    files = []
    for folder, dirs, names in os.walk(root):
        dirs[:] = [d for d in dirs if not d.startswith(".") and not d.startswith("build")]
        files += [os.path.relpath(os.path.join(folder, n), root) for n in names if n.endswith(".md")]
    return sorted(files)


def check_file(root, rel):
    problems, count = [], 0
    path = os.path.join(root, rel)
    with open(path, encoding="utf-8") as f:
        text = f.read()
    for number, line in prose_lines(text):
        targets = [m.group(1) for m in LINK.finditer(line)]
        ref = REFDEF.match(line)
        if ref:
            targets.append(ref.group(1))
        for target in targets:
            if not target or re.match(r"^[A-Za-z][A-Za-z0-9+.-]*:", target) or target.startswith("//"):
                continue
            count += 1
            where = f"{rel}:{number}: ({target})"
            file_part, _, fragment = target.partition("#")
            file_part = urllib.parse.unquote(file_part)
            if file_part.startswith("/"):
                dest = os.path.join(root, file_part.lstrip("/"))
            elif file_part:
                dest = os.path.normpath(os.path.join(os.path.dirname(path), file_part))
            else:
                dest = path
            if not os.path.exists(dest):
                problems.append(f"{where} no such file: {os.path.relpath(dest, root)}")
                continue
            if fragment and dest.endswith(".md") and os.path.isfile(dest):
                if urllib.parse.unquote(fragment).lower() not in anchors(dest):
                    problems.append(f"{where} no heading with the anchor #{fragment} in "
                                    f"{os.path.relpath(dest, root)}")
    return problems, count


def check(root):
    problems, count, files = [], 0, markdown_files(root)
    for rel in files:
        p, n = check_file(root, rel)
        problems += p
        count += n
    return problems, count, len(files)


def self_test():
    with tempfile.TemporaryDirectory() as root:
        os.makedirs(os.path.join(root, "docs", "sub"))
        files = {
            "README.md": "# Top\n\n[ok](docs/a.md) [ok](docs/a.md#kept-programs---serve) "
                         "[dir](docs/sub/) [web](https://example.org/x.md) [self](#top)\n"
                         "[broken](docs/missing.md) and [bad anchor](docs/a.md#no-such-heading)\n"
                         "`[in code](nowhere.md)`\n```\n[in a fence](nowhere.md)\n```\n"
                         "[ref]: docs/gone.md\n",
            "docs/a.md": "# A\n\n## Kept programs: `--serve`\n\n[up](../README.md#top) "
                         "[img](../pic.png \"a title\")\n",
        }
        for rel, text in files.items():
            with open(os.path.join(root, rel), "w", encoding="utf-8") as f:
                f.write(text)
        problems, count, _ = check(root)
        expected = [
            "README.md:4: (docs/missing.md) no such file: docs/missing.md",
            "README.md:4: (docs/a.md#no-such-heading) no heading with the anchor #no-such-heading in docs/a.md",
            "README.md:9: (docs/gone.md) no such file: docs/gone.md",
            "docs/a.md:5: (../pic.png) no such file: pic.png",
        ]
        if sorted(problems) != sorted(expected) or count != 9:
            print("self-test FAILED: expected these broken links (of 9 checked):\n  " + "\n  ".join(expected)
                  + f"\ngot (of {count} checked):\n  " + "\n  ".join(problems))
            return 1
    print(f"self-test passed: of {count} relative links, the {len(expected)} broken ones (a missing "
          "file, a missing anchor, a reference definition, an image) are reported; code is skipped")
    return 0


def main(argv):
    if argv[1:] == ["--self-test"]:
        return self_test()
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    problems, count, files = check(argv[1])
    if problems:
        print("\n".join(problems))
        print(f"{len(problems)} broken link(s) of {count} in {files} Markdown files")
        return 1
    print(f"{count} relative links in {files} Markdown files: every one points at a file (and heading) that exists")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

#!/usr/bin/env python3
"""docs/commands.md names every command and every flag that llk prints in its help.

  check_commands_doc.py LLK COMMANDS_MD    check: exit 0, or 1 with one line per missing name
  check_commands_doc.py --self-test LLK    prove the check fails on a doc without a flag or command

The commands and the global options come from `llk --help`; each command's flags from
`llk COMMAND --help` (and its own subcommands', if it has any). A global option must be named
in the section `## Global options`; a command needs a section `## COMMAND` (`## llk COMMAND` and
backticks are fine), which must name each of its flags, aliases and short forms included
(`-k`, `--turns`; `--quiet`, `--no-progress`). A flag listed in the first column of a table in a
command's section that the command does not accept is reported too (a removed or renamed flag).
"""
import os
import re
import subprocess
import sys
import tempfile

FLAG = re.compile(r"(?<![\w-])(--?[A-Za-z0-9][\w-]*)")


def run_help(llk, args):
    proc = subprocess.run([llk, *args, "--help"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          text=True, timeout=60)
    if proc.returncode != 0:
        sys.exit(f"error: `{' '.join([llk, *args, '--help'])}` exited {proc.returncode}:\n{proc.stdout}")
    return proc.stdout


def parse_help(text):
    """(flags, subcommands) of one --help text in CLI11's layout."""
    flags, subs = [], []
    in_subs = False
    for line in text.splitlines():
        stripped = line.strip()
        if not stripped:
            continue
        indent = len(line) - len(line.lstrip())
        if re.match(r"^\S.*:$", line) or stripped.startswith("["):  # a heading, an option group
            in_subs = stripped == "Subcommands:"
            continue
        if in_subs:
            if indent <= 4:
                subs.append(stripped.split()[0])
            continue
        if stripped.startswith("-") and indent <= 8:  # an option's spec; descriptions sit further in
            for name in stripped.split()[0].split(","):
                name = re.sub(r"[{=].*", "", name)
                if name and name not in flags:
                    flags.append(name)
    return flags, subs


def read_llk(llk):
    """{"": global flags, "cmd": flags, "cmd sub": flags, ...} in the order llk prints them."""
    top_flags, top_subs = parse_help(run_help(llk, []))
    commands = {"": top_flags}
    pending = [[s] for s in top_subs]
    while pending:
        path = pending.pop(0)
        flags, subs = parse_help(run_help(llk, path))
        commands[" ".join(path)] = [f for f in flags if f not in ("-h", "--help", "--help-all")]
        pending += [path + [s] for s in subs]
    return commands


def sections(doc):
    """{heading text: body} of the level-2 sections of the doc, code fences included."""
    out, name, body = {}, None, []
    fence = False
    for line in doc.splitlines():
        if line.startswith("```"):
            fence = not fence
        if not fence and line.startswith("## "):
            if name is not None:
                out[name] = "\n".join(body)
            name = line[3:].strip().replace("`", "")
            name = re.sub(r"^llk\s+", "", name).strip().lower()
            body = []
        elif name is not None:
            body.append(line)
    if name is not None:
        out[name] = "\n".join(body)
    return out


def named(flag, text):
    return re.search(r"(?<![\w-])" + re.escape(flag) + r"(?![\w-])", text) is not None


def table_flags(text):
    """Flags in the first column of the tables of a section."""
    found = []
    for line in text.splitlines():
        if line.startswith("|") and not re.match(r"^\|\s*-+\s*\|", line):
            first = line.split("|")[1]
            found += FLAG.findall(" ".join(re.findall(r"`([^`]*)`", first)))
    return found


def check(commands, doc, doc_name):
    problems = []
    secs = sections(doc)
    glob = secs.get("global options")
    if glob is None:
        problems.append(f"{doc_name}: no section '## Global options' for llk's own options")
    else:
        for flag in commands[""]:
            if not named(flag, glob):
                problems.append(f"{doc_name}: global option `llk {flag}` is not named in '## Global options'")
    for command, flags in commands.items():
        if not command:
            continue
        top = command.split()[0]
        body = secs.get(top)
        if body is None:
            if command == top:
                problems.append(f"{doc_name}: command `llk {command}` has no section '## {command}' "
                                f"(its flags: {' '.join(flags) or 'none'})")
            continue
        for flag in flags:
            if not named(flag, body):
                problems.append(f"{doc_name}: flag `llk {command} {flag}` is not named in section '## {top}'")
        if command == top:
            accepted = set(flags) | {f for c, fl in commands.items() if c.startswith(top + " ") for f in fl}
            accepted |= set(commands[""]) | {"-h", "--help", "--help-all"}
            for flag in dict.fromkeys(table_flags(body)):
                if flag not in accepted:
                    problems.append(f"{doc_name}: section '## {top}' lists `{flag}` in a table, "
                                    f"but `llk {top} --help` has no such flag")
    return problems


def self_test(llk):
    commands = read_llk(llk)
    names = [c for c in commands if c]
    assert names and commands[""], "no commands or global options read from llk --help"
    assert any(commands[c] for c in names), "no command flags read from llk COMMAND --help"

    def make_doc(drop_command=None, drop_flag=None):
        lines = ["# Commands", "", "## Global options", "", " ".join(f"`{f}`" for f in commands[""]), ""]
        for command in names:
            if command in (drop_command,) or command.split()[0] == drop_command:
                continue
            if " " not in command:
                lines += [f"## {command}", ""]
            lines += [f"`{f}`" for f in commands[command] if (command, f) != drop_flag]
            lines.append("")
        return "\n".join(lines)

    failures = []
    whole = check(commands, make_doc(), "whole.md")
    if whole:
        failures.append("a doc naming everything was rejected:\n  " + "\n  ".join(whole))
    command, flag = next((c, fl[-1]) for c, fl in reversed(commands.items()) if c and fl)
    got = check(commands, make_doc(drop_flag=(command, flag)), "no-flag.md")
    want = f"no-flag.md: flag `llk {command} {flag}` is not named in section '## {command.split()[0]}'"
    if got != [want]:
        failures.append(f"without {flag} of {command}: expected [{want!r}], got {got!r}")
    dropped = names[0]
    got = check(commands, make_doc(drop_command=dropped), "no-command.md")
    if len(got) != 1 or f"command `llk {dropped}` has no section" not in got[0]:
        failures.append(f"without the section of {dropped}: got {got!r}")
    extra = make_doc() + f"\n| flag | meaning |\n| --- | --- |\n| `--no-such-flag` | gone |\n"
    got = check(commands, extra, "extra.md")
    if len(got) != 1 or "`--no-such-flag` in a table" not in got[0]:
        failures.append(f"a table naming a flag llk lacks: got {got!r}")
    if failures:
        print("self-test FAILED:\n" + "\n".join(failures))
        return 1
    print(f"self-test passed: {len(names)} commands, {sum(len(f) for f in commands.values())} flags read; "
          f"a doc without `{flag}` of `{command}`, without `## {dropped}`, or listing a flag llk "
          f"lacks is rejected")
    return 0


def main(argv):
    if len(argv) == 3 and argv[1] == "--self-test":
        return self_test(argv[2])
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    llk, doc_path = argv[1], argv[2]
    with open(doc_path, encoding="utf-8") as f:
        doc = f.read()
    commands = read_llk(llk)
    problems = check(commands, doc, doc_path)
    if problems:
        print("\n".join(problems))
        print(f"{len(problems)} name(s) missing or stale in {doc_path}: add each command as a section "
              f"'## NAME' and each flag to its command's section (its table of flags)")
        return 1
    print(f"{doc_path} names all {len(commands) - 1} commands and their "
          f"{sum(len(f) for f in commands.values())} flags")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

#!/usr/bin/env python3
"""Reruns every benchmark of issue 6 and writes bench/results/: a Markdown table, the raw Google
Benchmark JSON, the scaling series as data, and a PNG plot of it (gnuplot).

Whole-process runs are interleaved round by round (llk solve and the tokenizer, in alternating
order, then the naive judge on the same input), so a loaded machine slows all of them alike; the
table reports medians over the rounds of each time and of each per-round ratio."""

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

SHAPES = ["dense", "sparse", "open", "mixed"]
SCALING = [100, 200, 500, 1000, 2000, 4000]


def run_timed(argv, stdin_path=None):
    """Runs argv with output to /dev/null; returns (wall seconds, cpu seconds, maxrss KiB, rc)."""
    stdin = open(stdin_path, "rb") if stdin_path else subprocess.DEVNULL
    try:
        start = time.perf_counter()
        proc = subprocess.Popen(argv, stdin=stdin, stdout=subprocess.DEVNULL)
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - start
    finally:
        if stdin_path:
            stdin.close()
    proc.returncode = os.waitstatus_to_exitcode(status)
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss, proc.returncode


def gnu_time_maxrss(argv):
    """Peak resident memory in KiB as /usr/bin/time -v reports it."""
    res = subprocess.run(["/usr/bin/time", "-v"] + argv, stdout=subprocess.DEVNULL,
                         stderr=subprocess.PIPE, text=True, check=True)
    for line in res.stderr.splitlines():
        if "Maximum resident set size" in line:
            return int(line.split(":")[1])
    raise RuntimeError("no maxrss in /usr/bin/time output")


def output_of(argv, stdin_path=None):
    with open(stdin_path, "rb") if stdin_path else open(os.devnull, "rb") as f:
        return subprocess.run(argv, stdin=f, stdout=subprocess.PIPE, check=True).stdout


def med(xs):
    return statistics.median(xs) if xs else float("nan")


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--build", required=True, help="build directory with llk and bench/")
    ap.add_argument("--work", required=True, help="where the generated inputs go (not committed)")
    ap.add_argument("--out", required=True, help="results directory")
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--gbench-min-time", default="0.2")
    ap.add_argument("--gbench-repetitions", type=int, default=3)
    ap.add_argument("--skip-gbench", action="store_true")
    args = ap.parse_args()

    build, work, out = Path(args.build), Path(args.work), Path(args.out)
    work.mkdir(parents=True, exist_ok=True)
    out.mkdir(parents=True, exist_ok=True)
    llk = str(build / "llk")
    gen = str(build / "bench" / "llk-gen-bench")
    tok = str(build / "bench" / "llk-bench-tokenizer")
    naive = str(build / "bench" / "llk-bench-naive")
    gbench = str(build / "bench" / "llk-bench")

    # 1. Inputs.
    judge = {}
    for shape in SHAPES:
        path = work / f"judge_{shape}.in"
        subprocess.run([gen, "--shape", shape, "-o", str(path)], check=True)
        judge[shape] = path
    scaling = {}
    for n in SCALING:
        path = work / f"scale_open_{n}.in"
        subprocess.run([gen, "--shape", "open", "-n", str(n), "-m", str(n), "--cases", "1",
                        "-q", "49", "-o", str(path)], check=True)
        scaling[n] = path

    # 2. Correctness: llk solve and the naive judge must print the same answers.
    answers = {}
    for shape, path in judge.items():
        mine = output_of([llk, "solve", str(path)])
        theirs = output_of([naive], path)
        if mine != theirs:
            sys.exit(f"llk solve and the naive judge disagree on {path}")
        answers[shape] = (mine.count(b"YES"), mine.count(b"\n"))

    # 3. Whole-process runs, interleaved.
    programs = {
        "llk solve": lambda p: ([llk, "solve", str(p)], None),
        "tokenizer": lambda p: ([tok, str(p)], None),
        "naive judge": lambda p: ([naive], p),
    }
    wall = {(s, k): [] for s in SHAPES for k in programs}
    cpu = {(s, k): [] for s in SHAPES for k in programs}
    ratio_tok = {s: [] for s in SHAPES}
    ratio_naive = {s: [] for s in SHAPES}
    for r in range(args.rounds):
        for shape in SHAPES:
            this = {}
            # llk and the tokenizer swap places every round, so neither always runs first after
            # the last shape's naive judge; the naive judge (seconds on open) comes last.
            order = ["llk solve", "tokenizer"] if r % 2 == 0 else ["tokenizer", "llk solve"]
            for name in order + ["naive judge"]:
                argv, stdin = programs[name](judge[shape])
                w, c, _, rc = run_timed(argv, stdin)
                if rc != 0:
                    sys.exit(f"{argv} exited {rc}")
                wall[(shape, name)].append(w)
                cpu[(shape, name)].append(c)
                this[name] = w
            ratio_tok[shape].append(this["llk solve"] / this["tokenizer"])
            ratio_naive[shape].append(this["naive judge"] / this["llk solve"])
        print(f"round {r + 1}/{args.rounds} done", file=sys.stderr)

    # 4. Peak memory against input size.
    memory = []
    base_rss = gnu_time_maxrss([llk, "solvers"])
    for label, path, extra in ([(f"judge {s}", p, []) for s, p in judge.items()] +
                               [(f"relaxed {n}x{n}", p, ["--relaxed"]) for n, p in scaling.items()]):
        size = path.stat().st_size
        rss = gnu_time_maxrss([llk, "solve"] + extra + [str(path)]) * 1024
        memory.append((label, size, rss))

    # Whole-process scaling series (relaxed).
    scale_wall = []
    for n, path in scaling.items():
        ws = []
        ts = []
        for _ in range(max(3, args.rounds // 2)):
            ws.append(run_timed([llk, "solve", "--relaxed", str(path)])[0])
            ts.append(run_timed([tok, str(path)])[0])
        scale_wall.append((n, path.stat().st_size, med(ws), med(ts)))

    # 5. Google Benchmark, in one run side by side.
    gb = {}
    if not args.skip_gbench:
        gjson = out / "gbench.json"
        subprocess.run([gbench, f"--benchmark_min_time={args.gbench_min_time}",
                        f"--benchmark_repetitions={args.gbench_repetitions}",
                        "--benchmark_report_aggregates_only=true",
                        f"--benchmark_out={gjson}", "--benchmark_out_format=json"],
                       check=True, stdout=subprocess.DEVNULL)
        for b in json.loads(gjson.read_text())["benchmarks"]:
            if b.get("aggregate_name") == "median":
                gb[b["run_name"]] = b

    write_report(args, out, judge, answers, wall, cpu, ratio_tok, ratio_naive, memory, base_rss,
                 scale_wall, gb)


def fmt_ms(s):
    return f"{s * 1e3:.1f}"


def write_report(args, out, judge, answers, wall, cpu, ratio_tok, ratio_naive, memory, base_rss,
                 scale_wall, gb):
    L = []
    L.append("# llk benchmark results\n")
    L.append(f"Produced by `ci/bench.sh` ({args.rounds} interleaved rounds; medians). "
             f"Machine: {os.cpu_count()} CPUs, load average at the end "
             f"{os.getloadavg()[0]:.1f}.\n")
    L.append("## Whole process on judge-size inputs (3 cases of 1000 x 999, 49 queries)\n")
    L.append("| input | bytes | YES/queries | llk solve ms | tokenizer ms | naive judge ms | "
             "llk/tokenizer (target <= 1.5) | naive/llk (target >= 50 on open) | "
             "llk cpu ms | tokenizer cpu ms | naive cpu ms |")
    L.append("|---|---|---|---|---|---|---|---|---|---|---|")
    for s, p in judge.items():
        yes, total = answers[s]
        L.append(f"| {s} | {p.stat().st_size} | {yes}/{total} | "
                 f"{fmt_ms(med(wall[(s, 'llk solve')]))} | {fmt_ms(med(wall[(s, 'tokenizer')]))} | "
                 f"{fmt_ms(med(wall[(s, 'naive judge')]))} | {med(ratio_tok[s]):.2f} | "
                 f"{med(ratio_naive[s]):.0f} | {fmt_ms(med(cpu[(s, 'llk solve')]))} | "
                 f"{fmt_ms(med(cpu[(s, 'tokenizer')]))} | {fmt_ms(med(cpu[(s, 'naive judge')]))} |")
    L.append("")
    L.append("## Peak memory of `llk solve` (/usr/bin/time -v) against input size\n")
    L.append(f"Floor: `llk solvers` (no input) peaks at {base_rss / 1024:.1f} MiB.\n")
    L.append("| input | input MiB | peak MiB | peak / input (target < 3 on judge inputs) |")
    L.append("|---|---|---|---|")
    for label, size, rss in memory:
        L.append(f"| {label} | {size / 2**20:.1f} | {rss / 2**20:.1f} | {rss / size:.2f} |")
    L.append("")
    L.append("## Whole process, relaxed scaling series (open boards, 1 case, 49 queries)\n")
    L.append("| n = m | bytes | llk solve --relaxed ms | tokenizer ms | ratio |")
    L.append("|---|---|---|---|---|")
    for n, size, w, t in scale_wall:
        L.append(f"| {n} | {size} | {fmt_ms(w)} | {fmt_ms(t)} | {w / t:.2f} |")
    L.append("")
    if gb:
        L.append("## In process (Google Benchmark, median of repetitions)\n")
        L.append("Per-query time after prepare(); boards n x n, 64 queries cycled.\n")
        L.append("| benchmark | n | time per query us | per query / (n+m) ns |")
        L.append("|---|---|---|---|")
        for name, b in gb.items():
            if name.startswith("query/"):
                fam, n = name.rsplit("/", 1)
                us = to_us(b)
                L.append(f"| {fam} | {n} | {us:.3f} | {us * 1e3 / (2 * int(n)):.2f} |")
        L.append("\n| prepare (one board) | n | ms |")
        L.append("|---|---|---|")
        for name, b in gb.items():
            if name.startswith("prepare/"):
                fam, n = name.rsplit("/", 1)
                L.append(f"| {fam} | {n} | {to_us(b) / 1e3:.3f} |")
        L.append("\n| reader vs tokenizer, in memory | MB/s |")
        L.append("|---|---|")
        for name, b in gb.items():
            if name.startswith(("reader/", "tokenizer/")):
                L.append(f"| {name} | {b['bytes_per_second'] / 1e6:.0f} |")
        L.append("")
        write_plot(out, gb)
        L.append("![scaling](scaling.png)\n")
    (out / "table.md").write_text("\n".join(L) + "\n")
    print("\n".join(L))


def to_us(b):
    scale = {"ns": 1e-3, "us": 1.0, "ms": 1e3, "s": 1e6}[b["time_unit"]]
    return b["real_time"] * scale


def write_plot(out, gb):
    series = {}
    for name, b in gb.items():
        if name.startswith("query/"):
            fam, n = name.rsplit("/", 1)
            series.setdefault(fam, []).append((2 * int(n), to_us(b)))
    files = []
    for fam, pts in sorted(series.items()):
        dat = out / (fam.replace("/", "_") + ".dat")
        dat.write_text("".join(f"{x} {y}\n" for x, y in sorted(pts)))
        files.append((fam[len("query/"):], dat.name))
    ref = sorted(series.get("query/linescan/open", []))
    plots = [f"'{f}' using 1:2 with linespoints title '{t}'" for t, f in files]
    if ref:
        x0, y0 = ref[-1]
        plots.append(f"{y0 / x0} * x with lines dashtype 2 lc 'black' title 'c (n+m), through linescan/open'")
    script = "\n".join([
        "set terminal pngcairo size 1000,650" if has_pngcairo() else "set terminal png size 1000,650",
        "set output 'scaling.png'",
        "set logscale xy",
        "set xlabel 'n + m (n x n boards)'",
        "set ylabel 'time per query (us)'",
        "set title 'Per-query time against board size (hdu rules, K = 2)'",
        "set key top left",
        "set grid",
        "plot " + ", \\\n  ".join(plots),
    ])
    (out / "scaling.gp").write_text(script + "\n")
    subprocess.run(["gnuplot", "scaling.gp"], cwd=out, check=True)


def has_pngcairo():
    res = subprocess.run(["gnuplot", "-e", "set terminal"], capture_output=True, text=True)
    return "pngcairo" in (res.stdout + res.stderr)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Writes corpus/NAME/solver/ for every registered problem: the seeds of llk_add_solver_fuzzer.

Every byte string decodes to a valid input (Problem::decode), so the seeds are random bytes of
lengths up to the max_len of corpus/NAME/solver.options (one case, several), plus all zeros (the
smallest input) and all 0xff. Deterministic; rerun to refresh.
"""
import os
import random
import re

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def problems():
    text = open(os.path.join(ROOT, "problems/registry.cpp")).read()
    return re.findall(r'^\s*r\.add\(\{"([a-z0-9_]+)"', text, re.M)


def max_len(problem):
    options = open(os.path.join(ROOT, "corpus", problem, "solver.options")).read()
    return int(re.search(r"max_len\s*=\s*(\d+)", options).group(1))


def main():
    for problem in problems():
        if not os.path.exists(os.path.join(ROOT, "corpus", problem, "solver.options")):
            continue
        top = max_len(problem)
        out = os.path.join(ROOT, "corpus", problem, "solver")
        os.makedirs(out, exist_ok=True)
        for old in os.listdir(out):
            os.remove(os.path.join(out, old))
        rng = random.Random("llk-solver-seeds-" + problem)
        seeds = {"zeros.bin": bytes(16), "ones.bin": b"\xff" * top}
        lengths = [n for n in (8, 24, 48, 96, 160, 320, 480, 640, 960) if n <= top] + [top]
        for i, n in enumerate(lengths):
            seeds["random-%02d.bin" % i] = bytes(rng.randrange(256) for _ in range(n))
        for name, data in seeds.items():
            with open(os.path.join(out, name), "wb") as f:
                f.write(data)


if __name__ == "__main__":
    main()

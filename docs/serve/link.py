#!/usr/bin/env python3
"""A judge program for the link check (HDU 1175) that serves: `llk stress --serve 'python3
link.py'`. It keeps reading after each input's end marker "0 0" and flushes the answers of each
input. Fill in `link`; the reading and the answering loop are done."""
import sys


def link(board, x1, y1, x2, y2):
    """Can (x1, y1) and (x2, y2) (1-based) be linked? Your solution goes here."""
    return False


def tokens():
    for line in sys.stdin:  # a line at a time: the next input may not have come yet
        yield from map(int, line.split())


def main():
    t = tokens()
    for n in t:
        m = next(t)
        if n == 0 and m == 0:  # the end of one input: its answers, now
            sys.stdout.flush()
            continue
        board = [[next(t) for _ in range(m)] for _ in range(n)]
        for _ in range(next(t)):
            x1, y1, x2, y2 = next(t), next(t), next(t), next(t)
            print("YES" if link(board, x1, y1, x2, y2) else "NO")


if __name__ == "__main__":
    main()

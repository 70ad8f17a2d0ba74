#!/usr/bin/env python3
"""A judge program for the timed escape (HDU 1010) that serves: `llk stress --problem escape
--serve 'python3 escape.py'`. It keeps reading after each input's end marker "0 0 0" and
flushes the answers of each input. Fill in `escape`; the reading and the answering loop are
done."""
import sys


def escape(maze, t):
    """Can the walker stand on D at second t exactly? Your solution goes here."""
    return False


def tokens():
    for line in sys.stdin:  # a line at a time: the next input may not have come yet
        yield from line.split()


def main():
    w = tokens()
    for first in w:
        n, m, t = int(first), int(next(w)), int(next(w))
        if n == 0 and m == 0 and t == 0:  # the end of one input: its answers, now
            sys.stdout.flush()
            continue
        maze = [next(w) for _ in range(n)]
        print("YES" if escape(maze, t) else "NO")


if __name__ == "__main__":
    main()

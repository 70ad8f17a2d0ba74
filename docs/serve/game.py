#!/usr/bin/env python3
"""A game player that serves: `llk stress --problem game --serve 'python3 game.py'`. Two lines
per board: the number of linkable pairs, then "NO" or "YES s x1 y1 x2 y2 ..." (a clearing
order). It keeps reading after each input's end marker "0 0" and flushes the answers of each
input. Fill in `pairs` and `clear`; the reading and the answering loop are done."""
import sys


def pairs(board):
    """The number of unordered pairs of cells that link. Your engine goes here."""
    return 0


def clear(board):
    """"NO", or "YES s" and s removals that clear the board. Your engine goes here."""
    return "NO"


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
        print(pairs(board))
        print(clear(board))


if __name__ == "__main__":
    main()

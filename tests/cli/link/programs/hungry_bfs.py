#!/usr/bin/env python3
"""A wrong link program for llk's tests, with two bugs: its search never compares the two tiles'
values (YES for two different tiles that a path joins), and each query takes a list of every
(cell, direction, turns) state, 96 bytes a cell: over 64 MiB only on a board near judge size."""

import sys
from array import array
from collections import deque

STEPS = ((-1, 0), (0, 1), (1, 0), (0, -1))
TURNS = 2


def tokens():
    for line in sys.stdin.buffer:
        yield from line.split()


def linked(board, n, m, a, b):
    if a == b or board[a] == 0 or board[b] == 0:
        return False
    # The bug: board[a] == board[b] is never asked.
    seen = [0] * (n * m * 4 * (TURNS + 1))
    r0, c0 = divmod(a, m)
    queue = deque((r0, c0, d, 0) for d in range(4))
    while queue:
        r, c, d, t = queue.popleft()
        r, c = r + STEPS[d][0], c + STEPS[d][1]
        if not (0 <= r < n and 0 <= c < m):
            continue
        cell = r * m + c
        if cell == b:
            return True
        if board[cell] != 0:
            continue
        for nd in range(4):
            nt = t + (nd != d)
            key = (cell * 4 + nd) * (TURNS + 1) + nt
            if nt <= TURNS and not seen[key]:
                seen[key] = 1
                queue.append((r, c, nd, nt))
    return False


def main():
    tok = tokens()
    out = sys.stdout
    for n_text in tok:
        n, m = int(n_text), int(next(tok))
        if n == 0 and m == 0:
            break
        board = array("i", (int(next(tok)) for _ in range(n * m)))
        answers = []
        for _ in range(int(next(tok))):
            x1, y1, x2, y2 = (int(next(tok)) for _ in range(4))
            a, b = (x1 - 1) * m + (y1 - 1), (x2 - 1) * m + (y2 - 1)
            answers.append("YES" if linked(board, n, m, a, b) else "NO")
        out.write("\n".join(answers) + "\n")
        out.flush()


main()

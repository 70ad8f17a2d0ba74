#!/usr/bin/env python3
"""Writes the seed corpora corpus/link/{reader,pipeline,differential}/ (deterministic; rerun to refresh).

Judge-format seeds for the reader and the pipeline; differential seeds are encoded as the link
problem's decoding reads them (llk/link/decode.hpp: fields at fixed offsets).
"""
import os
import random
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")


def case(board, queries):
    lines = ["%d %d" % (len(board), len(board[0]))]
    lines += [" ".join(str(v) for v in row) for row in board]
    lines.append(str(len(queries)))
    lines += ["%d %d %d %d" % q for q in queries]
    return "\n".join(lines) + "\n"


def judge(*cases):
    return "".join(cases) + "0 0\n"


def judge_seeds():
    sample = open(os.path.join(ROOT, "corpus/link/sample.in")).read()
    rng = random.Random(1175)
    dense = [[rng.randint(1, 3) for _ in range(6)] for _ in range(5)]
    sparse = [[rng.choice([0, 0, 0, 1, 2]) for _ in range(8)] for _ in range(8)]
    qs = lambda n, m, k: [(rng.randint(1, n), rng.randint(1, m), rng.randint(1, n),
                           rng.randint(1, m)) for _ in range(k)]
    open_board = [[0] * 12 for _ in range(12)]
    open_board[0][0] = open_board[11][11] = 7
    open_board[0][11] = open_board[11][0] = 2147483647
    seeds = {
        "sample.in": sample,
        "one-cell.in": judge(case([[5]], [(1, 1, 1, 1)])),
        "same-kind-blocked.in": judge(case([[1, 1, 1]], [(1, 1, 1, 3), (1, 1, 1, 2)])),
        "dense.in": judge(case(dense, qs(5, 6, 10))),
        "sparse.in": judge(case(sparse, qs(8, 8, 20))),
        "open-corners.in": judge(case(open_board, [(1, 1, 12, 12), (1, 12, 12, 1), (1, 1, 1, 12)])),
        "row-1x999.in": judge(case([[1] + [0] * 997 + [1]], [(1, 1, 1, 999)])),
        "col-1000x1.in": judge(case([[3]] + [[0]] * 998 + [[3]], [(1, 1, 1000, 1)])),
        "max-queries.in": judge(case(sparse, qs(8, 8, 49))),
        "multi-case.in": judge(case(dense, qs(5, 6, 4)), case(sparse, qs(8, 8, 4)), sample.rsplit("0 0", 1)[0]),
        "no-terminator.in": case(dense, qs(5, 6, 3)),
        "crlf-tabs.in": judge(case(dense, qs(5, 6, 3))).replace("\n", "\r\n").replace(" ", "\t"),
        "big-values.in": judge(case([[2147483647, 0, 2147483647], [256, 257, 1]],
                                    [(1, 1, 1, 3), (2, 2, 2, 3)])),
        # Malformed: each must end in a positioned error, complete cases before it answered.
        "bad-negative.in": "2 2\n1 -3\n1 2\n1\n1 1 2 1\n0 0\n",
        "bad-overflow.in": "1 2\n2147483648 1\n1\n1 1 1 2\n0 0\n",
        "bad-query-outside.in": "1 2\n1 1\n1\n1 1 1 3\n0 0\n",
        "bad-q-zero.in": "1 2\n1 1\n0\n0 0\n",
        "bad-q-50.in": "1 2\n1 1\n50\n" + "1 1 1 2\n" * 50 + "0 0\n",
        "bad-m-1000.in": "1 1000\n",
        "bad-truncated.in": sample[: len(sample) // 2],
        "bad-after-case.in": sample.replace("0 0\n", "") + "3 x\n",
        "bad-letters.in": "three four\n",
        "bad-empty.in": "",
        "bad-0-1.in": "0 1\n",
        "bad-huge-n.in": "99999999999999999999999 1\n",
        "bad-binary.in": "2 2\n1\x00 2\n\xff\xfe 1\n",
    }
    return seeds


def open_judge_board():
    """An open 1000 x 999 board (tiles only at the corners): where searches explode."""
    n, m = 1000, 999
    zero_row = " ".join(["0"] * m) + "\n"
    corner_row = "9 " + " ".join(["0"] * (m - 2)) + " 9\n"
    text = "%d %d\n" % (n, m) + corner_row + zero_row * (n - 2) + corner_row
    queries = [(1, 1, n, m), (1, 1, 1, m), (1, m, n, 1), (1, 1, n, 1), (n, 1, n, m)]
    queries += [(1, 1, 1, 1)] + [(1, m, n, m)] * 43
    text += "%d\n" % len(queries) + "".join("%d %d %d %d\n" % q for q in queries)
    return text + "0 0\n"


def differential(rules, k, board, empty_share, kinds, wide, queries):
    """The bytes llk/link/decode.hpp reads as this one case (fields at fixed offsets).

    board: rows of kind indices (-1 empty); queries: (cell_a, None | index among same kind | cell_b).
    """
    header, grid, side = 1, 5 + 12 * 5, 16
    data = bytearray(header + grid + side * side)
    data[0] = (1 if rules == "classic" else 0) | (((k + 2) & 3) << 1) | (0x38 if wide else 0)
    rows, cols = len(board), len(board[0])
    block = data[header:]
    block[0:5] = bytes([rows - 1, cols - 1, kinds - 1, empty_share, len(queries) - 1])
    for r in range(rows):
        for c in range(cols):
            kind = board[r][c]
            byte = 0  # at or below the empty share: empty
            if kind >= 0:
                byte = empty_share + 1 + ((kind - empty_share - 1) % kinds)
                assert byte < 256 and byte % kinds == kind
            block[grid + r * side + c] = byte
    for i, (a, same, b) in enumerate(queries):
        at = 5 + 5 * i
        block[at:at + 2] = bytes([a // cols, a % cols])
        if same is not None and board[a // cols][a % cols] >= 0:
            block[at + 2] = 2 * same  # bit 0 clear: the partner of that index among its kind
        else:
            block[at + 2:at + 5] = bytes([1, b // cols, b % cols])
    data[header:] = block
    return bytes(data)


def differential_seeds():
    rng = random.Random(1010)
    seeds = {}
    for i in range(24):
        rows, cols = rng.randint(1, 16), rng.randint(1, 16)
        kinds = rng.randint(1, 4)
        density = rng.choice([0.05, 0.2, 0.5, 0.9])
        board = [[rng.randrange(kinds) if rng.random() < density else -1 for _ in range(cols)]
                 for _ in range(rows)]
        tiles = [r * cols + c for r in range(rows) for c in range(cols) if board[r][c] >= 0]
        queries = []
        for _ in range(rng.randint(1, 12)):
            if tiles and rng.random() < 0.8:
                a = rng.choice(tiles)
                ka = board[a // cols][a % cols]
                count = sum(row.count(ka) for row in board)
                queries.append((a, rng.randrange(min(count, 128)), None))
            else:
                queries.append((rng.randrange(rows * cols), None, rng.randrange(rows * cols)))
        seeds["random-%02d.bin" % i] = differential(
            rng.choice(["hdu", "classic"]), rng.choice([0, 1, 2, 2, 2, 3]), board,
            1, kinds, rng.random() < 0.2, queries)
    seeds["empty.bin"] = b""
    return seeds


def write(dir_name, seeds):
    d = os.path.join(ROOT, "corpus", "link", dir_name)
    os.makedirs(d, exist_ok=True)
    for name, text in seeds.items():
        mode = "wb"
        data = text if isinstance(text, bytes) else text.encode("latin-1")
        with open(os.path.join(d, name), mode) as f:
            f.write(data)


def main():
    seeds = judge_seeds()
    write("reader", seeds)
    pipeline = dict(seeds)
    pipeline["open-1000x999.in"] = open_judge_board()
    write("pipeline", pipeline)
    write("differential", differential_seeds())
    return 0


if __name__ == "__main__":
    sys.exit(main())

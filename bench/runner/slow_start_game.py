#!/usr/bin/env python3
"""A right game player that starts slowly, as node or a JVM does: it sleeps --start seconds, then
answers judge inputs of the game problem through `llk solve --problem game`. It keeps reading
after each input's end marker (so it serves `llk ... --serve`) and ends at end of input (so it is
also an ordinary `--cmd` program). Usage: slow_start_game.py LLK [--start SECONDS]"""
import subprocess
import sys
import time


def main():
    llk = sys.argv[1]
    start = float(sys.argv[3]) if len(sys.argv) > 3 and sys.argv[2] == "--start" else 0.5
    time.sleep(start)
    lines = []
    rows_left = None
    for line in sys.stdin:
        if not line.strip():
            continue
        lines.append(line)
        if rows_left:  # a row of the board being read
            rows_left -= 1
            continue
        n, m = map(int, line.split()[:2])
        if n == 0 and m == 0:  # the end of one input: answer it, then wait for the next
            out = subprocess.run([llk, "solve", "--problem", "game"], input="".join(lines),
                                 capture_output=True, text=True, check=False).stdout
            sys.stdout.write(out)
            sys.stdout.flush()
            lines = []
        else:
            rows_left = n


if __name__ == "__main__":
    main()

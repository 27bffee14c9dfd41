"""The search board against today's code paths, positions per second (prints, asserts nothing).

Run: ``python bench/bench_quinque_engine.py [games]`` on CPython, or inside
Pyodide: ``node bench/pyodide.mjs bench/bench_quinque_engine.py [games]``.

The positions are those of ``games`` random games (half basic, half
advanced; seeded), played with a lean towards tile moves, as a search's
lines are.  Each measure is timed on both sides over the same positions:

* legal actions: ``QuinqueState.legal_moves()`` on a state that has not
  listed them yet (the states are replayed from the games' moves, so no
  cache helps), against :meth:`QuinqueBoard.legal` with its formation cache
  emptied before every position ("cold") and as it stands in a long run
  ("warm", as in a search, which comes back to the same formation again and
  again);
* make+unmake: ``state.play(move)`` (the immutable state's way of trying an
  action) against ``make`` + ``unmake``, over every legal action of a subset
  of the positions;
* threat counts after an action: today the counts are recounted from the
  parachutes (``Snapshot(after).windows()`` and the open windows by size,
  what ``Snapshot.score`` sums), against ``make`` + reading
  :meth:`QuinqueBoard.threats` + ``unmake``: the whole of make and unmake
  is charged to the new board, so its figure is a lower bound;
* perft to depth 2 (every action, then every action after it) from a few
  positions where a turn starts: ``legal_moves`` + ``play`` against
  :func:`perft`.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

import games
from games.ai.quinque_bits import clear_caches
from games.ai.quinque_board import QuinqueBoard, perft
from games.ai.quinque_threats import Snapshot
from games.quinque import QuinqueState, TileMove

Rate = tuple[float, float]


def record_games(count: int, seed: int) -> list[tuple[bool, list[str]]]:
    """Move lists of random games leaning towards tile moves (at most 150 actions each)."""
    rng = random.Random(seed)
    out = []
    for g in range(count):
        advanced = g % 2 == 1
        s = games.new_game("quinque", advanced=advanced)
        while not s.is_over and len(s.history) < 150:
            moves = s.legal_moves()
            tiles = [m for m in moves if isinstance(m, TileMove)]
            s = s.play(rng.choice(tiles) if tiles and rng.random() < 0.6 else rng.choice(moves))
        out.append((advanced, list(s.history)))
    return out


def positions(recorded: list[tuple[bool, list[str]]]) -> list[tuple[QuinqueState, QuinqueBoard, str]]:
    """Every position of the games, fresh (legal moves never asked), with its board and next move.

    A board per position is a copy made by replaying, kept out of every timing."""
    out = []
    for advanced, history in recorded:
        s = games.new_game("quinque", advanced=advanced)
        assert isinstance(s, QuinqueState)
        for text in history:
            out.append((s, QuinqueBoard.from_state(s), text))
            nxt = s.play(text)
            assert isinstance(nxt, QuinqueState)
            s = nxt
    return out


def timed(label: str, count: int, today: float, board: float) -> Rate:
    a, b = count / today, count / board
    print(f"{label:34s} today {a:10.0f}/s   board {b:10.0f}/s   x{b / a:6.1f}")
    return a, b


def bench_legal(pos: list[tuple[QuinqueState, QuinqueBoard, str]]) -> None:
    start = time.process_time()
    for s, _, _ in pos:
        s.legal_moves()
    today = time.process_time() - start
    cold = 0.0
    for _, b, _ in pos:
        clear_caches()
        t = time.process_time()
        b.legal()
        cold += time.process_time() - t
    clear_caches()
    for _, b, _ in pos:
        b.legal()
    start = time.process_time()
    for _, b, _ in pos:
        b.legal()
    warm = time.process_time() - start
    timed("legal actions, cold cache", len(pos), today, cold)
    timed("legal actions, warm cache", len(pos), today, warm)


def bench_make(pos: list[tuple[QuinqueState, QuinqueBoard, str]]) -> None:
    some = pos[::4]
    pairs = [(s, m, b, b.code_of(m)) for s, b, _ in some for m in s.legal_moves()]
    start = time.process_time()
    for s, m, _, _ in pairs:
        s.play(m)
    today = time.process_time() - start
    start = time.process_time()
    for _, _, b, c in pairs:
        assert c is not None
        b.make(c)
        b.unmake()
    board = time.process_time() - start
    timed("make+unmake (today: play)", len(pairs), today, board)


def open_counts(snap: Snapshot) -> list[list[int]]:
    """Today's numbers: per player, open windows holding 1-4 of theirs (a full recount)."""
    counts = snap.windows()
    out = []
    for p in (0, 1):
        mine, theirs = counts[p], counts[1 - p]
        by_size = [0] * 6
        for w, n in mine.items():
            if w not in theirs:
                by_size[n] += 1
        out.append(by_size[1:5])
    return out


def bench_threats(pos: list[tuple[QuinqueState, QuinqueBoard, str]]) -> None:
    afters = [(s.play(text), b, b.code_of(s.parse_move(text))) for s, b, text in pos]
    live = [(a, b, c) for a, b, c in afters if not a.is_over]
    start = time.process_time()
    for a, _, _ in live:
        assert isinstance(a, QuinqueState)
        open_counts(Snapshot(a))
    today = time.process_time() - start
    start = time.process_time()
    for _, b, c in live:
        assert c is not None
        b.make(c)
        b.threats(0)
        b.threats(1)
        b.unmake()
    board = time.process_time() - start
    timed("threat counts after an action", len(live), today, board)


def perft_today(s: QuinqueState, depth: int) -> int:
    if depth == 0 or s.is_over:
        return 1
    total = 0
    for m in s.legal_moves():
        after = s.play(m)
        assert isinstance(after, QuinqueState)
        total += perft_today(after, depth - 1)
    return total


def bench_perft(pos: list[tuple[QuinqueState, QuinqueBoard, str]]) -> None:
    starts = [(s, b) for s, b, _ in pos if s.action == 0 and len(s.tiles) >= 4][:: max(1, len(pos) // 40)][:6]
    nodes = 0
    start = time.process_time()
    for s, _ in starts:
        nodes += perft_today(s, 2)
    today = time.process_time() - start
    clear_caches()
    start = time.process_time()
    check = 0
    for _, b in starts:
        check += perft(b, 2)
    board = time.process_time() - start
    label = f"perft 2 leaves ({len(starts)} positions, {nodes})"
    timed(label if check == nodes else label + " MISMATCH", nodes, today, board)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    count = int(args[0]) if args else 12
    print(f"Python {sys.version.split()[0]}, {count} random games")
    pos = positions(record_games(count, seed=1))
    print(f"{len(pos)} positions")
    bench_legal(pos)
    bench_make(pos)
    bench_threats(pos)
    bench_perft(pos)
    return 0


if __name__ == "__main__":
    main()

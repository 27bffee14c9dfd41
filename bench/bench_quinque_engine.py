"""The search board against today's code paths, positions per second (prints, asserts nothing).

Run: ``python bench/bench_quinque_engine.py [games]`` on CPython, or inside
Pyodide: ``node bench/pyodide.mjs bench/bench_quinque_engine.py [games]``.

The positions are those of ``games`` random games (half basic, half
advanced; seeded), played with a lean towards tile moves, as a search's
lines are.  Today's side runs on the rules' states, each fresh (replayed, so
no cache of theirs helps, and the store of formations emptied first); the
board's on one board per game, stepped through the game as a search steps
through its tree.  Times are CPU time (the
machine may be shared), each measure the best of five runs.

* legal actions: ``QuinqueState.legal_moves()`` against
  :meth:`QuinqueBoard.legal`, with its formation cache emptied before every
  position ("cold": the tile moves worked out anew) and full ("warm": a
  search comes back to the same formation after every mark and every tile
  moved back);
* make+unmake: ``state.play(move)`` (how an immutable state tries an
  action) against ``make`` + ``unmake``, over every legal action of every
  fourth position;
* threat update: the open windows by size after the game's next action.
  Today they are recounted from the parachutes (``Snapshot(after).windows()``
  and the count by size that ``Snapshot.score`` sums), or, where the Hard
  level ranks actions, the delta of :mod:`.quinque_delta` is computed on the
  position before.  The board's update is measured as half the time that
  reading the counts adds to a make and unmake (the update, then its undoing);
  the whole make + read + unmake is shown too;
* a win within the turn, exactly: on the states, every first action played
  and every second one after it; on the board,
  :func:`.quinque_board_wins.turn_win` (every first action made, a second
  action's line tested on the bit sets), every sixth position of three times as many games
  that build lines (marks next to one's own), so wins come up;
* perft to depth 2 (every action, then every action after it) from a few
  positions where a turn starts: ``legal_moves`` + ``play`` against
  :func:`perft`; and the legal action lists alone within it, the board's
  formation cache emptied first (a mark keeps the formation, a tile move
  makes a new one: the mix a search meets).
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

import games
from games.ai.quinque_bits import clear_caches
from games.ai.quinque_board import PASS, QuinqueBoard, perft
from games.ai.quinque_board_wins import turn_win
from games.ai.quinque_delta import mark_effect, move_effect
from games.ai.quinque_threats import Snapshot
from games.quinque import Mark, NewTile, Pass, QuinqueState, TileMove
from games.quinque.geometry import skydiver_cell
from games.quinque.movement import forget_formations
from games_bench.brute_force import quinque_wins_within_turn

Rate = tuple[float, float]


def record_games(count: int, seed: int, build: bool = False) -> list[tuple[bool, list[str]]]:
    """Move lists of random games leaning towards tile moves (at most 150 actions each), or
    with ``build`` towards marks next to one's own parachutes (lines, and wins, come up)."""
    rng = random.Random(seed)
    out = []
    for g in range(count):
        advanced = g % 2 == 1
        s = games.new_game("quinque", advanced=advanced)
        while not s.is_over and len(s.history) < 150:
            moves = s.legal_moves()
            tiles = [m for m in moves if isinstance(m, TileMove)]
            near = [m for m in moves if build and isinstance(m, (Mark, NewTile)) and _beside_own(s, m)]
            if near and rng.random() < 0.7:
                s = s.play(rng.choice(near))
            else:
                s = s.play(rng.choice(tiles) if tiles and rng.random() < 0.6 else rng.choice(moves))
        out.append((advanced, list(s.history)))
    return out


def _beside_own(s: games.GameState, m: Mark | NewTile) -> bool:
    assert isinstance(s, QuinqueState)
    gx, gy = skydiver_cell(m.x, m.y, m.skydiver)
    p = s.to_move
    return any(s.marks.get((gx + dx, gy + dy)) == p for dx in (-1, 0, 1) for dy in (-1, 0, 1))


Game = tuple[bool, list[QuinqueState], list[str]]


def replayed(recorded: list[tuple[bool, list[str]]]) -> list[Game]:
    """Each game's positions as fresh states (legal moves never asked), with the moves played."""
    out = []
    for advanced, history in recorded:
        s = games.new_game("quinque", advanced=advanced)
        assert isinstance(s, QuinqueState)
        states = []
        for text in history:
            states.append(s)
            nxt = s.play(text)
            assert isinstance(nxt, QuinqueState)
            s = nxt
        out.append((advanced, states, history))
    return out


def walk(games_: list[Game]) -> Iterator[tuple[QuinqueBoard, QuinqueState, int]]:
    """Each position on one board per game: yields (board, state, next action's code); the
    action is made once the caller is done with the position."""
    for advanced, states, history in games_:
        board = QuinqueBoard.new(advanced=advanced)
        for state, text in zip(states, history, strict=True):
            code = board.code_of(state.parse_move(text))
            assert code is not None
            yield board, state, code
            board.make(code)


def best(run: Callable[[], float]) -> float:
    return min(run() for _ in range(5))


def timed(label: str, count: int, today: float, board: float) -> Rate:
    a, b = count / today, count / board
    print(f"{label:36s} today {a:10.0f}/s   board {b:10.0f}/s   x{b / a:6.1f}")
    return a, b


def bench_legal(recorded: list[tuple[bool, list[str]]]) -> None:
    def today() -> float:
        states = [s for _, ss, _ in replayed(recorded) for s in ss]
        total = 0.0
        for s in states:
            forget_formations()
            start = time.process_time()
            s.legal_moves()
            total += time.process_time() - start
        return total

    def board(cold: bool) -> float:
        total = 0.0
        for b, _, _ in walk(replayed(recorded)):
            if cold:
                clear_caches()
            start = time.process_time()
            b.legal()
            total += time.process_time() - start
        return total

    count = sum(len(h) for _, h in recorded)
    old = best(today)
    timed("legal actions, cold cache", count, old, best(lambda: board(True)))
    timed("legal actions, warm cache", count, old, best(lambda: board(False)))


def bench_make(games_: list[Game]) -> None:
    def today() -> float:
        total = 0.0
        for i, (_, s, _) in enumerate(walk(games_)):
            if i % 4 == 0:
                moves = s.legal_moves()
                start = time.process_time()
                for m in moves:
                    s.play(m)
                total += time.process_time() - start
        return total

    def board() -> float:
        total = 0.0
        for i, (b, _, _) in enumerate(walk(games_)):
            if i % 4 == 0:
                codes = b.legal()
                start = time.process_time()
                for c in codes:
                    b.make(c)
                    b.unmake()
                total += time.process_time() - start
        return total

    count = sum(len(s.legal_moves()) for i, (_, s, _) in enumerate(walk(games_)) if i % 4 == 0)
    timed("make+unmake (today: play)", count, best(today), best(board))


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


def ends(board: QuinqueBoard, code: int) -> bool:
    """Whether the action ends the game (the counts after it are never read)."""
    board.make(code)
    over = board.over
    board.unmake()
    return over


def bench_threats(games_: list[Game]) -> None:
    cases = []
    for _, states, history in games_:
        for s, text in zip(states, history, strict=True):
            move = s.parse_move(text)
            after = s.play(move)
            if not after.is_over and not isinstance(move, Pass):
                assert isinstance(after, QuinqueState)
                snap = Snapshot(s)
                snap.windows()  # today's delta reads the windows of the position before
                cases.append((after, snap, move))

    def recount() -> float:
        start = time.process_time()
        for after, _, _ in cases:
            open_counts(Snapshot(after))
        return time.process_time() - start

    def delta() -> float:
        start = time.process_time()
        for _, snap, move in cases:
            p = snap.state.to_move
            assert p is not None
            if isinstance(move, TileMove):
                move_effect(snap, p, (move.x, move.y), (move.u, move.v))
            else:
                assert isinstance(move, (Mark, NewTile))
                mark_effect(snap, p, skydiver_cell(move.x, move.y, move.skydiver))
        return time.process_time() - start

    def board(read: bool) -> float:
        total = 0.0
        for b, _, code in walk(games_):
            if code == PASS or ends(b, code):
                continue
            start = time.process_time()
            b.make(code)
            if read:
                b.threats(0)
                b.threats(1)
            b.unmake()
            total += time.process_time() - start
        return total

    plain, full = best(lambda: board(False)), best(lambda: board(True))
    update = max(full - plain, 1e-9) / 2  # the update, then its undoing
    old = best(recount)
    timed("threat update (today: recount)", len(cases), old, update)
    timed("threat update (today: delta)", len(cases), best(delta), update)
    timed("make+read counts+unmake (recount)", len(cases), old, full)


def bench_wins(games_: list[Game]) -> None:
    cases = [s for _, states, _ in games_ for i, s in enumerate(states) if i % 6 == 3]
    boards = [QuinqueBoard.from_state(s) for s in cases]
    found = [quinque_wins_within_turn(s) for s in cases]
    mine = [turn_win(b) is not None for b in boards]

    def today() -> float:
        start = time.process_time()
        for s in cases:
            quinque_wins_within_turn(s)
        return time.process_time() - start

    def board() -> float:
        start = time.process_time()
        for b in boards:
            turn_win(b)
        return time.process_time() - start

    label = f"win within the turn ({sum(found)} of {len(cases)})"
    timed(label if found == mine else label + " MISMATCH", len(cases), best(today), best(board))


def perft_today(s: QuinqueState, depth: int) -> int:
    if depth == 0 or s.is_over:
        return 1
    total = 0
    for m in s.legal_moves():
        after = s.play(m)
        assert isinstance(after, QuinqueState)
        total += perft_today(after, depth - 1)
    return total


def legal_in_perft_today(s: QuinqueState, depth: int, acc: list[float]) -> None:
    """Time only the ``legal_moves`` calls of a perft (each state is new, as in a search)."""
    if depth == 0 or s.is_over:
        return
    start = time.process_time()
    moves = s.legal_moves()
    acc[0] += time.process_time() - start
    acc[1] += 1
    for m in moves:
        after = s.play(m)
        assert isinstance(after, QuinqueState)
        legal_in_perft_today(after, depth - 1, acc)


def legal_in_perft(b: QuinqueBoard, depth: int, acc: list[float]) -> None:
    if depth == 0 or b.over:
        return
    start = time.process_time()
    codes = b.legal()
    acc[0] += time.process_time() - start
    acc[1] += 1
    for c in codes:
        b.make(c)
        legal_in_perft(b, depth - 1, acc)
        b.unmake()


def bench_perft(games_: list[Game]) -> None:
    every = [s for _, states, _ in games_ for s in states if s.action == 0 and len(s.tiles) >= 4]
    starts = [(s, QuinqueBoard.from_state(s)) for s in every[:: max(1, len(every) // 6)][:6]]
    nodes = sum(perft_today(s, 2) for s, _ in starts)

    def today() -> float:
        start = time.process_time()
        for s, _ in starts:
            perft_today(s, 2)
        return time.process_time() - start

    def board() -> float:
        clear_caches()
        start = time.process_time()
        for _, b in starts:
            perft(b, 2)
        return time.process_time() - start

    def legal_today() -> float:
        acc = [0.0, 0.0]
        for s, _ in starts:
            legal_in_perft_today(s, 2, acc)
        return acc[0]

    def legal_board() -> float:
        acc = [0.0, 0.0]
        clear_caches()  # each root starts cold; the search fills the cache
        for _, b in starts:
            legal_in_perft(b, 2, acc)
        return acc[0]

    counted = [0.0, 0.0]
    for _, b in starts:
        legal_in_perft(b, 2, counted)
    check = sum(perft(b, 2) for _, b in starts)
    label = f"perft 2, {len(starts)} positions, {nodes} leaves"
    timed(label if check == nodes else label + " MISMATCH", nodes, best(today), best(board))
    timed("legal actions within that perft", int(counted[1]), best(legal_today), best(legal_board))


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    count = int(args[0]) if args else 12
    print(f"Python {sys.version.split()[0]}, {count} random games")
    recorded = record_games(count, seed=1)
    games_ = replayed(recorded)
    print(f"{sum(len(h) for _, h in recorded)} positions")
    bench_legal(recorded)
    bench_make(games_)
    bench_threats(games_)
    bench_wins(replayed(record_games(3 * count, seed=2, build=True)))
    bench_perft(games_)
    return 0


if __name__ == "__main__":
    main()

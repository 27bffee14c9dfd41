"""Quinque Hard in sharp positions: its decisions and their parts, timed (prints numbers, asserts nothing).

The sharp positions are those of an arena record where Hard, at the browser's
time, thought past its time (the checks of the turn chosen ran into their
overtime: a threat to meet, or a squeeze to look for).  That is where a
faster detector, ranking and defence search let the checks finish within
the time, and where the browser's Hard lost games the arena's won
(bench/records/README.md).  Each position is replayed from the record and
timed three ways:

* ``turn_win``: the detector's "can the player to move win within the
  turn?" (:func:`games.ai.quinque_turn.turn_win`, on a fresh snapshot), the
  question asked at every leaf and in every defence;
* ``ranked``: Hard's ranking of every legal action (:meth:`HardKnowledge.ranked`),
  the move ordering of the whole search;
* ``decision``: Hard's whole decision in the arena's mode (the work budget,
  no deadline), deterministic, so the moves' digest printed at the end tells
  whether two versions of the code decide alike.

Usage: ``python bench/bench_quinque_sharp.py [RECORD] [positions]`` (default:
the tuning seeds' 103656b records at 0.5 s, 20 positions from each of seeds 3
and 4).
"""

from __future__ import annotations

import hashlib
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

import games
from games.ai.knowledge import Settings
from games.ai.players import choose_move
from games.ai.quinque_search import HardKnowledge
from games.ai.quinque_threats import Snapshot
from games.ai.quinque_turn import turn_win
from games.quinque import QuinqueState
from games_bench.arena_command import record_games

RECORDS = Path(__file__).resolve().parent / "records"
DEFAULT = [RECORDS / f"quinque-hard-cpython-0.5s-103656b-vs-greedy-seed{seed}.jsonl" for seed in (3, 4)]
#: A Hard action that took longer than this (at 0.5 s a move) ran into the checks' overtime.
SHARP_SECONDS = 1.0


def sharp_positions(record: Path, count: int) -> list[tuple[str, QuinqueState]]:
    """The first ``count`` positions of ``record`` where player A (Hard) took
    longer than :data:`SHARP_SECONDS`, each with a label ``game:move``.  A
    record times only the players' moves, not the opening's random ones."""
    found: list[tuple[str, QuinqueState]] = []
    for _line, match, game in record_games(str(record)):
        opening = len(game.history) - len(game.times)
        for timed_move, (seat, seconds) in enumerate(game.times):
            if seat != game.a_seat or seconds <= SHARP_SECONDS:
                continue
            ply = opening + timed_move
            state = games.replay("quinque", match["options"], game.history[:ply])
            assert isinstance(state, QuinqueState) and state.to_move == game.a_seat
            found.append((f"{game.index + 1}:{ply}", state))
            if len(found) >= count:
                return found
    return found


def timed(states: list[QuinqueState], run: Callable[[QuinqueState], object]) -> str:
    """Each state's time of ``run``, as the mean and the median in ms."""
    times = []
    for state in states:
        start = time.perf_counter()
        run(state)
        times.append(1000 * (time.perf_counter() - start))
    return f"mean {statistics.mean(times):7.2f} ms  median {statistics.median(times):7.2f} ms"


def main(argv: list[str]) -> None:
    records = [Path(argv[0])] if argv else DEFAULT
    count = int(argv[1]) if len(argv) > 1 else 20
    positions = [found for record in records for found in sharp_positions(record, count)]
    states = [state for _label, state in positions]
    kn = HardKnowledge(Settings(), random.Random(0))
    print(f"{len(states)} sharp positions from {', '.join(r.name for r in records)}")
    print(f"{'turn_win':10} {timed(states, lambda s: turn_win(s, Snapshot(s)))}")
    print(f"{'ranked':10} {timed(states, kn.ranked)}")
    moves: list[str] = []
    start = time.perf_counter()
    for label, state in positions:
        moves.append(f"{label} {choose_move(state, 'hard', seed=0)}")
    total = time.perf_counter() - start
    digest = hashlib.sha256("\n".join(moves).encode()).hexdigest()[:12]
    mean = 1000 * total / len(states)
    print(f"{'decision':10} mean {mean:7.0f} ms  total {total:6.1f} s  moves' digest {digest}")


if __name__ == "__main__":
    main(sys.argv[1:])

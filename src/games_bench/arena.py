"""Matches between two levels: win/draw/loss rates with Wilson intervals, time per move.

Behind ``python -m games arena GAME --a LEVEL --b LEVEL -n N``
(:mod:`.arena_command`).  Game ``i`` seats A first when ``i`` is even and
second when it is odd (with more than two players A takes seat ``i mod
players`` and B every other seat), so neither side profits from moving
first.  Everything is seeded: Quinto's shuffle (unless ``--opt seed=``
fixes one; games ``2k`` and ``2k+1`` share one, seats swapped, so the luck
of the draw evens out) and each player's seed depend on the match seed and
the game number, so a match replays identically.

Two deterministic players play the same game every time they meet from the
same seats, and Quinamid and Quinque have no dice: ``--opening K`` starts
each pair of games (``2k`` and ``2k+1``, seats swapped) from its own K
uniformly random moves, so a match measures many games, not one repeated.

Every argument is checked against a bound before anything is played or a
process started (:func:`check_match`): a match is at most
:data:`MAX_GAMES` games, a per-move time limit and a work scale are finite
and positive with a ceiling (:data:`MAX_SECONDS`, :data:`MAX_WORK`), an
opening fits in a game, and ``jobs`` is at most the CPUs this process may
use (more processes than cores play no sooner and make every timed move slower).
"""

from __future__ import annotations

import json
import math
import os
import random
import time
from collections.abc import Callable, Mapping
from concurrent.futures import Future, ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from typing import Any

from games.core import GameState, get_spec, new_game
from games.errors import InvalidOptionError, echo

from .levels import check_level, choose_move

#: A game still running after this many moves is stopped and counted as a draw.
MAX_MOVES = 1000

#: The most games in one match: its 95% interval is then about +-1%, and the
#: openings of every game are drawn before the first is played.
MAX_GAMES = 10_000

#: The longest time limit per move: Hard thinks until its deadline, so this
#: bounds how long one move can take.
MAX_SECONDS = 60.0

#: The largest scale of the levels' search budgets (Hard given a time limit
#: uses 50): the node budget, hence the time per move, grows with it.
MAX_WORK = 100.0


def wilson(successes: int, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% for the default ``z``).

    >>> lo, hi = wilson(45, 50)
    >>> round(lo, 3), round(hi, 3)
    (0.786, 0.957)
    >>> wilson(0, 0)
    (0.0, 1.0)
    """
    if trials == 0:
        return 0.0, 1.0
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass
class Timing:
    """Seconds per move of one side."""

    count: int = 0
    total: float = 0.0
    worst: float = 0.0

    def add(self, seconds: float) -> None:
        self.count += 1
        self.total += seconds
        self.worst = max(self.worst, seconds)

    @property
    def mean(self) -> float:
        return self.total / self.count if self.count else 0.0


@dataclass
class MatchResult:
    """The outcome of a match, from A's point of view."""

    game: str
    a: str
    b: str
    wins: int = 0
    draws: int = 0
    losses: int = 0
    stopped: int = 0  # games cut at MAX_MOVES (counted as draws)
    opening: int = 0  # random moves each pair of games started from
    openings: set[str] = field(default_factory=set)  # the distinct openings played
    # The distinct games, by A's seat and every move: deterministic levels that meet
    # the same opening play the same game again, which adds no information.
    distinct: set[tuple[int, tuple[str, ...]]] = field(default_factory=set)
    moves: int = 0
    timing: dict[str, Timing] = field(default_factory=lambda: {"A": Timing(), "B": Timing()})

    @property
    def games(self) -> int:
        return self.wins + self.draws + self.losses

    def report(self) -> str:
        n = self.games
        per_game = self.moves / max(1, n)
        lines = [f"{self.game}: A = {self.a} vs B = {self.b}, {n} games, {per_game:.1f} moves/game"]
        if self.opening:
            lines.append(
                f"  each pair of games started from {self.opening} random moves: "
                f"{len(self.openings)} distinct openings"
            )
        if len(self.distinct) < n:
            lines.append(
                f"  {len(self.distinct)} distinct games: the others repeat one of them move for move,"
                " so the intervals below are too narrow"
            )
        for label, count in (("wins", self.wins), ("draws", self.draws), ("losses", self.losses)):
            lo, hi = wilson(count, n)
            share = count / n if n else 0.0
            lines.append(f"  A {label:6s} {count:4d}  {share:6.1%}  (95% CI {lo:6.1%} - {hi:6.1%})")
        decided = self.wins + self.losses
        if decided:
            lo, hi = wilson(self.wins, decided)
            share = self.wins / decided
            ci = f"(95% CI {lo:6.1%} - {hi:6.1%})"
            lines.append(f"  A wins of the {decided} decided games: {share:6.1%}  {ci}")
        if self.stopped:
            lines.append(f"  ({self.stopped} games stopped after {MAX_MOVES} moves, counted as draws)")
        for side, level in (("A", self.a), ("B", self.b)):
            t = self.timing[side]
            lines.append(
                f"  time per move {side} ({level}): mean {t.mean:.3f} s, max {t.worst:.3f} s, {t.count} moves"
            )
        return "\n".join(lines)


def play_game(
    game: str,
    options: Mapping[str, Any],
    seats: list[str],
    seed: int,
    *,
    seconds: float | None = None,
    work: float = 1.0,
    on_move: Callable[[int, float], None] | None = None,
    opening: tuple[str, ...] = (),
) -> GameState:
    """Play one game, seat ``p`` at level ``seats[p]``; ``on_move(seat, seconds)`` times each move.

    The moves of ``opening`` (in notation) are played first, by nobody's choice.
    """
    state = new_game(game, **dict(options))
    for notation in opening:
        state = state.play(state.parse_move(notation))
    while not state.is_over and len(state.history) < MAX_MOVES:
        seat = state.to_move
        assert seat is not None
        start = time.perf_counter()
        move = choose_move(state, seats[seat], seed=seed * 10 + seat, seconds=seconds, work=work)
        if on_move is not None:
            on_move(seat, time.perf_counter() - start)
        state = state.play(move)
    return state


@dataclass(frozen=True)
class GameRecord:
    """One finished arena game, small enough to send between processes."""

    index: int
    a_seat: int
    history: tuple[str, ...]  # every move in notation, the opening's included
    over: bool  # False when stopped at MAX_MOVES
    winner: int | None
    times: tuple[tuple[int, float], ...]  # (seat, seconds) for each move chosen by a player

    @property
    def result(self) -> str:
        """``"A"``, ``"B"`` or ``"draw"`` (a stopped game is a draw)."""
        if not self.over or self.winner is None:
            return "draw"
        return "A" if self.winner == self.a_seat else "B"

    def to_json(self, match: Mapping[str, Any]) -> str:
        """One line of a record file: this game and the ``match`` it belongs to
        (see :func:`match_key`), so a resumed match takes only its own games."""
        return json.dumps(
            {
                "match": dict(match),
                "game": self.index + 1,
                "a_seat": self.a_seat,
                "result": self.result,
                "over": self.over,
                "winner": self.winner,
                "moves": list(self.history),
                "times": [[seat, round(used, 4)] for seat, used in self.times],
            }
        )

    @classmethod
    def from_json(cls, line: str) -> tuple[dict[str, Any], GameRecord]:
        """``(match, record)`` from a line of :meth:`to_json`; ValueError if it is not one."""
        try:
            data = json.loads(line)
            match, times = data["match"], data["times"]
            record = cls(
                int(data["game"]) - 1,
                int(data["a_seat"]),
                tuple(str(m) for m in data["moves"]),
                bool(data["over"]),
                None if data["winner"] is None else int(data["winner"]),
                tuple((int(seat), float(used)) for seat, used in times),
            )
        except (ValueError, KeyError, TypeError) as err:
            raise ValueError(f"not a game of the arena ({type(err).__name__})") from None
        if not isinstance(match, dict) or record.index < 0:
            raise ValueError("not a game of the arena")
        return match, record


@dataclass(frozen=True)
class _Job:
    """What one arena game needs (picklable, for ``jobs`` > 1)."""

    game: str
    options: Mapping[str, Any]
    seats: tuple[str, ...]
    index: int
    a_seat: int
    seed: int
    seconds: float | None
    work: float
    opening: tuple[str, ...]


def _play_job(job: _Job) -> GameRecord:
    times: list[tuple[int, float]] = []
    end = play_game(
        job.game,
        job.options,
        list(job.seats),
        job.seed,
        seconds=job.seconds,
        work=job.work,
        on_move=lambda seat, used: times.append((seat, used)),
        opening=job.opening,
    )
    return GameRecord(
        job.index, job.a_seat, tuple(str(m) for m in end.history), end.is_over, end.winner, tuple(times)
    )


def match_key(
    game: str,
    a: str,
    b: str,
    *,
    seed: int = 0,
    options: Mapping[str, Any] | None = None,
    seconds: float | None = None,
    work: float = 1.0,
    opening: int = 0,
) -> dict[str, Any]:
    """What makes two runs play the same games (everything but their number)."""
    return {
        "game": game,
        "a": a,
        "b": b,
        "seed": seed,
        "options": dict(options or {}),
        "seconds": seconds,
        "work": work,
        "opening": opening,
    }


def usable_cpus() -> int:
    """The CPUs this process may run on (its affinity where the system says, else the machine's)."""
    affinity = getattr(os, "sched_getaffinity", None)
    if affinity is not None:
        try:
            return max(1, len(affinity(0)))
        except OSError:
            pass
    return max(1, os.cpu_count() or 1)


def check_match(
    game: str,
    a: str,
    b: str,
    n: int,
    *,
    seconds: float | None = None,
    work: float = 1.0,
    opening: int = 0,
    jobs: int = 1,
) -> None:
    """Raise InvalidOptionError (a ValueError) naming the first argument of a match that is
    unknown (the game, a level) or out of bounds.

    The messages name the command line's flags, the arena's only way in for a person.
    A NaN fails every comparison, so each bound is written as what a good value satisfies.
    """
    spec = get_spec(game)
    for level in (a, b):
        check_level(game, level)
    if not 1 <= n <= MAX_GAMES:
        raise InvalidOptionError("-n (the number of games) must be from 1 to {most:,}, not {value}.",
                                 most=MAX_GAMES, value=echo(n))
    if seconds is not None and not 0.0 < seconds <= MAX_SECONDS:
        raise InvalidOptionError(
            "--seconds (per move) must be more than 0 and at most {most:g}, not {value}.",
            most=MAX_SECONDS, value=echo(seconds),
        )
    if not 0.0 < work <= MAX_WORK:
        raise InvalidOptionError("--work must be more than 0 and at most {most:g}, not {value}.",
                                 most=MAX_WORK, value=echo(work))
    longest = min(MAX_MOVES, spec.max_moves)
    if not 0 <= opening <= longest:
        raise InvalidOptionError(
            "--opening must be from 0 to {most:,} (the moves a {game} game in the arena holds), not {value}.",
            most=longest, game=spec.title, value=echo(opening),
        )
    cpus = usable_cpus()
    if not 1 <= jobs <= cpus:
        raise InvalidOptionError(
            "--jobs must be from 1 to {most} (the CPUs this machine lets it use), not {value}.",
            most=cpus, value=echo(jobs),
        )


def run_match(
    game: str,
    a: str,
    b: str,
    n: int = 100,
    *,
    seed: int = 0,
    options: Mapping[str, Any] | None = None,
    seconds: float | None = None,
    work: float = 1.0,
    progress: Callable[[GameRecord], None] | None = None,
    opening: int = 0,
    jobs: int = 1,
    done: Mapping[int, GameRecord] | None = None,
    only: range | None = None,
) -> MatchResult:
    """Play ``n`` games of A against B (alternating seats) and count A's results.

    With ``opening`` > 0, games ``2k`` and ``2k+1`` both start from the same
    ``opening`` random legal moves (seeded by the match seed and ``k``).
    ``jobs`` > 1 plays that many games at once in worker processes: every
    game is seeded by its number, so the results are the same as with one
    (only ``progress`` sees them in the order they finish).  Time per move
    is measured in the workers, so it grows if ``jobs`` exceeds the cores.
    ``done`` holds games of this match already played (by game index, from
    a record file): they are counted as they were, not played again.
    ``only`` (game indices, from 0) plays and counts those games of the match
    alone: the same games as in the whole match, so the parts of a match
    split between processes join into it.
    Arguments out of bounds raise ValueError first (see :func:`check_match`).
    """
    check_match(game, a, b, n, seconds=seconds, work=work, opening=opening, jobs=jobs)
    spec = get_spec(game)
    opts = dict(options or {})
    players = int(opts.get("players", spec.min_players))
    result = MatchResult(game, a, b, opening=opening)
    work_list: list[_Job] = []
    for i in range(n):
        a_seat = i % players
        seats = tuple(a if p == a_seat else b for p in range(players))
        game_opts = dict(opts)
        if any(o.name == "seed" for o in spec.options) and "seed" not in opts and "bag" not in opts:
            # Games 2k and 2k+1 share a shuffle with the seats swapped (less luck in the result).
            game_opts["seed"] = seed * 100_003 + i // 2
        if only is not None and i not in only:
            continue
        moves = random_opening(game, game_opts, opening, seed * 100_003 + i // 2)
        result.openings.add(" ".join(moves))
        if done is not None and i in done:
            earlier = done[i]
            if earlier.a_seat != a_seat or earlier.history[: len(moves)] != moves:
                raise ValueError(f"The record of game {i + 1} is not a game of this match.")
            _count(result, earlier, None)
            continue
        work_list.append(_Job(game, game_opts, seats, i, a_seat, seed * 1_000 + i, seconds, work, moves))
    if jobs <= 1 or len(work_list) <= 1:
        for record in map(_play_job, work_list):
            _count(result, record, progress)
    else:
        _play_in_parallel(work_list, min(jobs, len(work_list)), result, progress)
    return result


def _play_in_parallel(
    work_list: list[_Job], jobs: int, result: MatchResult, progress: Callable[[GameRecord], None] | None
) -> None:
    """Play ``work_list`` in ``jobs`` processes; an error (a record that cannot be
    written) drops the games not yet started instead of waiting for all of them."""
    pool = ProcessPoolExecutor(max_workers=jobs)
    try:
        futures: list[Future[GameRecord]] = [pool.submit(_play_job, job) for job in work_list]
        for future in as_completed(futures):
            _count(result, future.result(), progress)
    except BaseException:
        pool.shutdown(wait=True, cancel_futures=True)
        raise
    pool.shutdown(wait=True)


def _count(result: MatchResult, record: GameRecord, progress: Callable[[GameRecord], None] | None) -> None:
    for seat, used in record.times:
        result.timing["A" if seat == record.a_seat else "B"].add(used)
    result.moves += len(record.history)
    result.distinct.add((record.a_seat, record.history))
    if not record.over:
        result.stopped += 1
    outcome = record.result
    if outcome == "draw":
        result.draws += 1
    elif outcome == "A":
        result.wins += 1
    else:
        result.losses += 1
    if progress is not None:
        progress(record)


def random_opening(game: str, options: Mapping[str, Any], plies: int, seed: int) -> tuple[str, ...]:
    """``plies`` uniformly random legal moves from the start (fewer if the game ends), in notation.

    >>> random_opening("quinamid", {}, 2, seed=7) == random_opening("quinamid", {}, 2, seed=7)
    True
    >>> len(random_opening("quinamid", {}, 3, seed=1))
    3
    """
    rng = random.Random(seed)
    state = new_game(game, **dict(options))
    moves: list[str] = []
    while len(moves) < plies and not state.is_over:
        move = rng.choice(state.legal_moves())
        moves.append(str(move))
        state = state.play(move)
    return tuple(moves)

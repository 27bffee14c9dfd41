"""Time to refuse adversarial move notation, links and saves, at growing sizes.

Run: ``python bench/bench_parse.py [MAX_CHARS] [BUDGET_SECONDS]`` from the repo
root (defaults 1,000,000, the longest link or save accepted, and 5 s);
``node bench/pyodide.mjs bench/bench_parse.py`` runs it in Pyodide.  Prints
numbers; asserts nothing.

Each family is one kind of hostile input (a Quinque move of "+", spaces and a
letter, which a backtracking regular expression takes quadratic time on; long
runs of digits, signs, commas, ``@``; a link whose one move or option value
fills the link; a save whose one move fills the save) refused by the parser
that meets it in the app: a game's ``parse_move``, ``links.open_link``,
``games.load`` and ``Session.from_save``.  Sizes double from 1,000 characters
to MAX_CHARS (the whole input, link or save, is that long), so linear growth
shows as a time per character that stays flat (CPU time of this process, in
nanoseconds per character; the wall time is printed beside it).  A family
stops growing once one size takes longer than the budget (the next, twice as
long, would take four times as long if the growth were quadratic).  The last
row opens a legal 10,000-move Quinque link, for comparison with a link of the
same kind that holds one useless move.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import games
from bench_replay import long_game
from games.core import MAX_TEXT
from games.ui.links import make_link, open_link
from games.ui.session import Session

Family = Callable[[int], Callable[[], Any]]
#: Long games stay referenced to the end: in Pyodide, freeing a history of
#: thousands of moves at once overflows the stack (a chain freed link by link).
_KEPT: list[Any] = []


def _fill(size: int, head: str, unit: str, tail: str) -> str:
    """``head + unit * n + tail``, as close to ``size`` characters as whole units allow."""
    count = max(0, (size - len(head) - len(tail)) // len(unit))
    return head + unit * count + tail


def _move_parser(game: str, head: str, unit: str, tail: str) -> Family:
    state = games.new_game(game)

    def build(size: int) -> Callable[[], Any]:
        text = _fill(size, head, unit, tail)
        return lambda: state.parse_move(text)

    return build


def _link(head: str, unit: str, tail: str) -> Family:
    def build(size: int) -> Callable[[], Any]:
        text = _fill(size, head, unit, tail)
        return lambda: open_link(text)

    return build


def _save(session: bool, game: str, head: str, unit: str, tail: str) -> Family:
    """A save (a session's autosave when ``session``) whose one move is the hostile text."""
    opener: Callable[[str], Any] = Session.from_save if session else games.load

    def build(size: int) -> Callable[[], Any]:
        envelope: dict[str, Any] = {"format": 1, "game": game, "options": {}, "history": ["MOVE"]}
        if session:
            envelope = {"format": 1, "seats": [["A", "human"], ["B", "human"]], "cursor": 1,
                        "settings": {}, "game": envelope}
        frame = json.dumps(envelope, separators=(",", ":"))
        text = frame.replace("MOVE", _fill(size - len(frame) + 4, head, unit, tail))
        return lambda: opener(text)

    return build


FAMILIES: dict[str, Family] = {
    "quinque parse '+   ...x'": _move_parser("quinque", "+", " ", "x"),
    "quinque parse '1,   ...x'": _move_parser("quinque", "1,", " ", "x"),
    "quinque parse '-1-1-1...'": _move_parser("quinque", "", "-1", ":a"),
    "quinque parse '+++...'": _move_parser("quinque", "", "+", "0,0:a"),
    "quinque parse '1,,,...'": _move_parser("quinque", "1", ",", "1:a"),
    "quinto parse '9@0,1 ...'": _move_parser("quinto", "", "9@0,1 ", "x"),
    "quinto parse '@@@...'": _move_parser("quinto", "9", "@", "0,1"),
    "quinto parse '9@---...'": _move_parser("quinto", "9@", "-", "1,0"),
    "quinamid parse '   ...c4x'": _move_parser("quinamid", "", " ", "c4x"),
    "link quinque moves=%2B%20...x": _link("?game=quinque&moves=%2B", "%20", "x"),
    "link quinque moves=+ ...x": _link("?game=quinque&moves=+", " ", "x"),
    "link quinto moves=9@0,1 ...": _link("?game=quinto&moves=", "9@0,1%20", "x"),
    "link quinto bag=1,1,1...": _link("?game=quinto&bag=", "1,", "1"),
    "link quinto seed=999...": _link("?game=quinto&seed=", "9", ""),
    "link quinamid start=----...": _link("?game=quinamid&start=", "-", "1"),
    "link quinamid variants=aaa...": _link("?game=quinamid&variants=", "a", ""),
    "load quinque save '+   ...x'": _save(False, "quinque", "+", " ", "x"),
    "session quinque save '+   ...x'": _save(True, "quinque", "+", " ", "x"),
    "load quinto save '9@0,1 ...'": _save(False, "quinto", "", "9@0,1 ", "x"),
}


def run(action: Callable[[], Any]) -> tuple[float, float, str]:
    """(CPU seconds, wall seconds, what came out): an expected refusal shows as its error's class name.

    The CPU time of this process is the number to read: on a shared machine
    the wall time also counts the other processes."""
    wall, cpu = time.perf_counter(), time.process_time()
    try:
        action()
        outcome = "opened"
    except games.GameError as err:
        outcome = type(err).__name__
    except Exception as err:  # the bench reports whatever a parser lets escape
        outcome = f"UNEXPECTED {type(err).__name__}"
    return time.process_time() - cpu, time.perf_counter() - wall, outcome


def sizes(most: int) -> list[int]:
    out, size = [], 1000
    while size < most:
        out.append(size)
        size *= 2
    return [*out, most]


def main(argv: list[str] | None = None) -> None:
    args = sys.argv[1:] if argv is None else argv
    most = int(args[0]) if args else MAX_TEXT
    budget = float(args[1]) if len(args) > 1 else 5.0
    print(f"{'input':<32}{'chars':>10}{'cpu s':>10}{'ns/char':>10}{'wall s':>10}  outcome")
    for name, family in FAMILIES.items():
        for size in sizes(most):
            action = family(size)
            cpu, wall, outcome = run(action)
            if cpu < 0.05:  # quick: the best of three, so noise does not hide the trend
                again = [run(action) for _ in range(2)]
                cpu, wall = min(cpu, *(r[0] for r in again)), min(wall, *(r[1] for r in again))
            print(f"{name:<32}{size:>10,}{cpu:>10.4f}{cpu / size * 1e9:>10.1f}{wall:>10.4f}  {outcome}",
                  flush=True)
            if cpu > budget:
                print(f"{name:<32}{'':>10}  larger sizes skipped: {cpu:.1f} s is over the "
                      f"{budget:g} s budget", flush=True)
                break
    _KEPT.append(long_game("quinque", 10_000))
    legal = make_link(_KEPT[-1])
    cpu, wall, outcome = run(lambda: _KEPT.append(open_link(legal)))
    print(f"{'link quinque 10,000 legal moves':<32}{len(legal):>10,}{cpu:>10.4f}"
          f"{cpu / len(legal) * 1e9:>10.1f}{wall:>10.4f}  {outcome}")


if __name__ == "__main__":
    main()

"""Interactive tutorials: each game taught in a few moves on real, scripted positions.

A tutorial is a list of :class:`Step` values.  A step is *data*: its
starting position is a share link (``?game=...&moves=...``, opened with
:func:`games.ui.links.open_link`), the move that completes it is a notation
(``example``) or a small predicate (:class:`ScoresAtLeast`, :class:`Wins`),
and its words are translation keys derived from its place in the list:
``tutorial.<game>.<n>.ask`` (the instruction), ``.nudge`` (said after a
wrong move) and ``.done`` (the explanation after success), with ``n``
counted from 1.  A translation changes the words; the positions stay valid
because they are not in the table.

The learner's moves go through the real engine, so a wrong move is refused
with the engine's own sentence (translated by ``t_message``) followed by the
step's nudge when it breaks a rule, and with the nudge alone when it is
legal but not what the step asks.  Nothing is played then: the position
stays as it was.  The opponent's replies between the learner's steps are
part of the next step's link (it continues the previous link with the
step's move and the replies), so the story plays on from the learner's
move.  Steps that accept several moves (a predicate) are placed where the
next step starts a scene of its own or the tutorial ends, so the board
never contradicts the move just made.  The last step of every tutorial
ends the game for real.

Which step teaches which basic rule (``Step.teaches``; ``RULES_TAUGHT``
lists the rules every tutorial must cover, and ``tests/test_tutorial.py``
checks it):

Quinque (you play the orange discs):
 1. setup, mark: the first tile in the middle, its top-left skydiver marked.
 2. mark: a free skydiver of a tile on the table (first action).
 3. locked, second: the tile just marked cannot move; End turn skips the second action.
 4. new_tile: a new tile edge to edge with the formation, and a mark on it.
 5. move, one_group: a tile travels along a line over another tile; all tiles stay one group.
 6. mark: three in a row.
 7. mark: four in a row (first action of a mark-and-move turn).
 8. five, move, one_group: the second action moves a tile that holds the
    formation together to the one square that keeps it joined, completing five.

Quinto (then the rulebook's sample game, where you hold the second rack):
 1. first_play, multiples: any first play touching the red 5 worth 15 or more
    (a rack of its own: the sample game starts afresh at step 2).
 2. one_line, scoring: 6, 3, 7 in one row, touching the board (25).
 3. max_five, scoring: five tiles, two lines, the row full at five tiles (50).
 4. drawing_back, zero: the tiles just drawn; a 0 scores its row (20).
 5. scoring: three lines in one play (55); the pool is empty.
 6. end: the last tiles played, the game over, racks taken off the scores.

Quinamid (you play the orange discs):
 1. place: a counter on c5 (board B).
 2. place: d5, two in a row; Blue then slides board C over both.
 3. covered, locked: board C was just moved, so place on e5 instead.
 4. slide, covered: slide C back down; the covered counters reappear.
 5. place: four in a row; Blue covers three of them again.
 6. locked, covered: place the fifth on f5, remembering the hidden three.
 7. slide, five: slide C down to uncover a line of five and win.

The caller keeps completion: the controller stores ``COMPLETED_KEY``
formatted with the game (value ``"done"``) when :attr:`Tutorial.done`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Protocol

from ..core import GameState, Move
from ..errors import GameError
from ..quinamid import Place as QuinamidPlace
from ..quinamid import Rotate, Slide
from ..quinque import Mark, NewTile, TileMove
from ..quinto import Play, QuintoState
from .i18n import t, t_message
from .links import open_link
from .move_words import describe_move

__all__ = [
    "COMPLETED_KEY",
    "COMPLETED_VALUE",
    "RULES_TAUGHT",
    "TUTORIALS",
    "Check",
    "Hint",
    "ScoresAtLeast",
    "Step",
    "Tutorial",
    "Wins",
    "completed_key",
    "hints_for",
    "start",
    "text_keys",
]

#: Storage key the controller sets to :data:`COMPLETED_VALUE` once a tutorial is done.
COMPLETED_KEY = "quintet.tutorial.{game}"
COMPLETED_VALUE = "done"

#: A board target to outline: ``(kind, key)`` as the game's view names its targets
#: (Quinque ``square``/``new_skydiver``/``skydiver``/``tile``/``dest``, Quinto
#: ``square``, Quinamid ``hole``/``board``) or ``("control", id)`` for a button.
Hint = tuple[str, Any]


class Check(Protocol):
    """What completes a step when more than one move may: a predicate on a legal move."""

    def accepts(self, before: GameState, move: Move, after: GameState) -> bool: ...


@dataclass(frozen=True)
class ScoresAtLeast:
    """Quinto: any legal play that scores ``points`` or more."""

    points: int

    def accepts(self, before: GameState, move: Move, after: GameState) -> bool:
        return isinstance(after, QuintoState) and after.play_scores[-1].score >= self.points


@dataclass(frozen=True)
class Wins:
    """Any move that ends the game with the player who made it as the winner."""

    def accepts(self, before: GameState, move: Move, after: GameState) -> bool:
        return after.is_over and after.winner is not None and after.winner == before.to_move


@dataclass(frozen=True)
class Step:
    """One step: a position (a share link), the move it asks for, the rules it teaches.

    ``example`` is a move that completes the step (the one the script
    continues with, and what "Show me" plays); with ``accept`` None it is the
    only move that does.  ``hints`` are the targets to outline; None derives
    them from ``example``.
    """

    link: str
    example: str
    teaches: tuple[str, ...]
    accept: Check | None = None
    hints: tuple[Hint, ...] | None = None


def _moves(*moves: str) -> str:
    """Moves joined for a link: ``;`` between them, ``+`` and spaces percent-encoded
    (a URL parser would read them as spaces), the rest left readable."""
    return ";".join(m.replace("+", "%2B").replace(" ", "%20").replace("^", "%5E") for m in moves)


# --- the scripts -------------------------------------------------------------------------
_QQ = "?game=quinque"
_QQ_2 = _QQ + "&moves=" + _moves("+0,0:a", "+1,0:c", "pass")
_QQ_3 = _QQ_2 + ";" + _moves("0,0:b")
_QQ_4 = _QQ_3 + ";" + _moves("pass", "+0,1:b", "pass")
_QQ_5 = _QQ_4 + ";" + _moves("+1,1:a")
_QQ_6 = _QQ_5 + ";" + _moves("0,1>2,1", "2,1:d", "pass")
_QQ_7 = _QQ_6 + ";" + _moves("1,0:a", "pass", "+2,2:b", "pass")
_QQ_8 = _QQ_7 + ";" + _moves("1,0:b")

#: The pool in draw order: the rulebook's sample game, then an empty pool near the end.
_BAG = "9,7,8,6,2,6,3,7,5,2,9,3,7,1,2,4,7,9,2,6,0,0,5,1,9,8,3,3"
_SAMPLE = (
    "9@0,-3 7@0,-2 8@0,-1 6@0,1",
    "6@1,-3 3@2,-3 7@3,-3",
    "2@1,-5 9@1,-4 3@1,-2",
    "5@4,-3 2@4,-2 2@4,-1 4@4,0 7@4,1",
    "7@2,-5 9@3,-5 2@4,-5",
    "0@0,-5",
    "6@3,-4 8@3,-2",
    "0@2,-4 5@2,-2",
)
_QT = "?game=quinto&bag=" + _BAG
#: A first play to find: 9 and 1, or 4, 5 and 1, with the red 5 make 15 or more.
_QT_1 = "?game=quinto&bag=5,0,9,1,4,2,3,6,7,8"
_QT_2 = _QT + "&moves=" + _moves(*_SAMPLE[:1])
_QT_3 = _QT + "&moves=" + _moves(*_SAMPLE[:3])
_QT_4 = _QT + "&moves=" + _moves(*_SAMPLE[:5])
_QT_5 = _QT + "&moves=" + _moves(*_SAMPLE[:7])
_QT_6 = _QT + "&moves=" + _moves(*_SAMPLE, "3@2,0 3@3,0")

_QM = "?game=quinamid"
_QM_2 = _QM + "&moves=" + _moves("c5", "d4")
_QM_3 = _QM_2 + ";" + _moves("d5", "C^")
_QM_4 = _QM_3 + ";" + _moves("e5", "b2")
_QM_5 = _QM_4 + ";" + _moves("Cv", "a1")
_QM_6 = _QM_5 + ";" + _moves("b5", "C^")
_QM_7 = _QM_6 + ";" + _moves("f5", "c3")

TUTORIALS: Mapping[str, tuple[Step, ...]] = {
    "quinque": (
        Step(_QQ, "+0,0:a", ("setup", "mark")),
        Step(_QQ_2, "0,0:b", ("mark",)),
        Step(_QQ_3, "pass", ("locked", "second")),
        Step(_QQ_4, "+1,1:a", ("new_tile",)),
        Step(_QQ_5, "0,1>2,1", ("move", "one_group")),
        Step(_QQ_6, "1,0:a", ("mark",)),
        Step(_QQ_7, "1,0:b", ("mark",)),
        Step(_QQ_8, "1,1>2,0", ("five", "move", "one_group"), Wins(), hints=(("tile", (1, 1)),)),
    ),
    "quinto": (
        Step(_QT_1, "9@0,-2 1@0,-1", ("first_play", "multiples"), ScoresAtLeast(15),
             hints=(("square", (0, -1)), ("square", (0, 1)), ("square", (-1, 0)), ("square", (1, 0)))),
        Step(_QT_2, _SAMPLE[1], ("one_line", "scoring")),
        Step(_QT_3, _SAMPLE[3], ("max_five", "scoring")),
        Step(_QT_4, _SAMPLE[5], ("drawing_back", "zero")),
        Step(_QT_5, _SAMPLE[7], ("scoring",)),
        Step(_QT_6, "1@5,0 9@6,0", ("end",), Wins(), hints=()),
    ),
    "quinamid": (
        Step(_QM, "c5", ("place",)),
        Step(_QM_2, "d5", ("place",)),
        Step(_QM_3, "e5", ("covered", "locked")),
        Step(_QM_4, "Cv", ("slide", "covered")),
        Step(_QM_5, "b5", ("place",)),
        Step(_QM_6, "f5", ("locked", "covered")),
        Step(_QM_7, "Cv", ("slide", "five"), Wins(), hints=(("board", "C"),)),
    ),
}

#: The basic rules each tutorial must meet at least once (see the module doc).
RULES_TAUGHT: Mapping[str, frozenset[str]] = {
    "quinque": frozenset({"setup", "mark", "new_tile", "move", "one_group", "locked", "second", "five"}),
    "quinto": frozenset(
        {"first_play", "multiples", "scoring", "max_five", "one_line", "drawing_back", "zero", "end"}
    ),
    "quinamid": frozenset({"place", "slide", "locked", "covered", "five"}),
}


def completed_key(game: str) -> str:
    """The storage key that remembers a finished tutorial of ``game``."""
    return COMPLETED_KEY.format(game=game)


def text_keys(game: str, number: int) -> tuple[str, str, str]:
    """The ask, nudge and done keys of step ``number`` (counted from 1)."""
    base = f"tutorial.{game}.{number}"
    return f"{base}.ask", f"{base}.nudge", f"{base}.done"


@lru_cache(maxsize=64)
def _open(link: str) -> GameState:
    """A step's position (states are immutable, so one replay serves every visit)."""
    return open_link(link)


@dataclass(frozen=True)
class Tutorial:
    """Where a learner is: the game, the step (``index`` from 0), the position on the board.

    Immutable: :meth:`try_move` returns a new value.  Once the last step is
    completed, ``index`` equals the number of steps, :attr:`done` is True and
    ``state`` is the finished game.
    """

    game: str
    index: int
    state: GameState

    @classmethod
    def start(cls, game: str, step: int = 0) -> Tutorial:
        """The tutorial of ``game`` at ``step`` (from 0); KeyError for a game without one."""
        steps = TUTORIALS[game]
        if not 0 <= step < len(steps):
            raise IndexError(f"The {game} tutorial has steps 0 to {len(steps) - 1}, not {step}.")
        return cls(game, step, _open(steps[step].link))

    @property
    def steps(self) -> tuple[Step, ...]:
        return TUTORIALS[self.game]

    @property
    def total(self) -> int:
        return len(self.steps)

    @property
    def done(self) -> bool:
        return self.index >= self.total

    @property
    def step(self) -> Step | None:
        """The step to complete now; None once done."""
        return None if self.done else self.steps[self.index]

    def progress(self) -> str:
        """"Step 3 of 8" (the last step's number once done)."""
        return t("tutorial.step", n=min(self.index + 1, self.total), total=self.total)

    def prompt(self) -> str:
        """The instruction of the current step, or the closing words once done."""
        if self.done:
            return t("tutorial.finished", game=t(f"game.{self.game}"))
        return t(text_keys(self.game, self.index + 1)[0])

    def example(self) -> str | None:
        """A move that completes the step (notation), for a "Show me" button."""
        step = self.step
        return None if step is None else step.example

    def show_me(self) -> str:
        """The example move in words ("Like this: Move the tile at 0,1 to 2,1.")."""
        move = self.example()
        if move is None:
            return self.prompt()
        return t("tutorial.shown", move=describe_move(self.state, move))

    def targets_hint(self) -> tuple[Hint, ...]:
        """The targets the step is about, for the board to outline (empty once done)."""
        step = self.step
        if step is None:
            return ()
        if step.hints is not None:
            return step.hints
        return hints_for(self.state.parse_move(step.example))

    def try_move(self, move: Move | str) -> tuple[Tutorial, str, bool]:
        """Judge the learner's move: (the tutorial after it, words to show, whether it counted).

        A refused move changes nothing; an accepted one moves on to the next
        step's position (or, after the last step, to the finished game).
        """
        step = self.step
        if step is None:
            return self, self.prompt(), False
        nudge = t(text_keys(self.game, self.index + 1)[1])
        try:
            parsed = self.state.parse_move(move) if isinstance(move, str) else move
            after = self.state.play(parsed)
        except GameError as err:
            return self, t("tutorial.refused", reason=t_message(err), nudge=nudge), False
        if not _completes(step, self.state, parsed, after):
            return self, nudge, False
        words = t(text_keys(self.game, self.index + 1)[2])
        if isinstance(after, QuintoState) and after.play_scores and after.play_scores[-1].score:
            words = t("tutorial.scored", points=after.play_scores[-1].score, text=words)
        following = self.index + 1
        state = after if following >= self.total else _open(self.steps[following].link)
        return Tutorial(self.game, following, state), words, True


def start(game: str) -> Tutorial:
    """The first step of ``game``'s tutorial."""
    return Tutorial.start(game)


def _completes(step: Step, before: GameState, move: Move, after: GameState) -> bool:
    if step.accept is not None:
        return step.accept.accepts(before, move, after)
    return str(move) == str(before.parse_move(step.example))


def hints_for(move: Move) -> tuple[Hint, ...]:
    """The view targets a move goes through: where to tap, in order."""
    if isinstance(move, NewTile):
        return ("square", (move.x, move.y)), ("new_skydiver", (move.x, move.y, move.skydiver))
    if isinstance(move, Mark):
        return (("skydiver", (move.x, move.y, move.skydiver)),)
    if isinstance(move, TileMove):
        return ("tile", (move.x, move.y)), ("dest", (move.u, move.v))
    if isinstance(move, Play):
        return tuple(("square", (tile.x, tile.y)) for tile in move.tiles)
    if isinstance(move, QuinamidPlace):
        return (("hole", str(move)),)
    if isinstance(move, (Slide, Rotate)):
        return (("board", move.board),)
    return (("control", "pass"),) if str(move) == "pass" else ()

"""Interactive tutorials: each game taught in a few moves on real, scripted positions.

A tutorial is a list of :class:`Step` values.  A step is *data*: its
starting position is a share link (``?game=...&moves=...``, opened with
:func:`games.ui.links.open_link`), the move that completes it is a notation
(``example``) or a small predicate (:class:`~games.ui.lesson.Wins`, Quinto's ``ScoresAtLeast``),
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

Which step teaches which basic rule (``Step.teaches``; each game's
``rules_taught`` lists the rules its tutorial must cover, and
``tests/test_tutorial.py`` checks it): each game's steps are in its own
folder, ``games.ui.<game>.lessons``, registered in its screen spec
(:mod:`games.ui.screens`); the step types are in :mod:`games.ui.lesson`.

The caller keeps completion: the controller stores ``COMPLETED_KEY``
formatted with the game (value ``"done"``) when :attr:`Tutorial.done`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache

from ..core import GameState, Move
from ..errors import GameError
from .i18n import t, t_message
from .lesson import Check, Hint, Step, Wins
from .links import open_link
from .move_words import describe_move
from .screens import by_game, screen

__all__ = [
    "COMPLETED_KEY",
    "COMPLETED_VALUE",
    "RULES_TAUGHT",
    "TUTORIALS",
    "Check",
    "Hint",
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

#: Each game's tutorial (game -> its steps, in order), from its screen spec.
TUTORIALS: Mapping[str, tuple[Step, ...]] = by_game(lambda spec: spec.tutorial)
#: The basic rules each tutorial must meet at least once (see the module doc).
RULES_TAUGHT: Mapping[str, frozenset[str]] = by_game(lambda spec: spec.rules_taught)


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
        return hints_for(self.game, self.state.parse_move(step.example))

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
        points = screen(self.game).last_points
        if points is not None and points(after):
            words = t("tutorial.scored", points=points(after), text=words)
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


def hints_for(game: str, move: Move) -> tuple[Hint, ...]:
    """The view targets a move of ``game`` goes through: where to tap, in order."""
    if str(move) == "pass":
        return (("control", "pass"),)
    return screen(game).hints_for(move)

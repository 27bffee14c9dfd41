"""The tutorial inside the game screen: the board is real, the moves are checked.

Owned by :class:`~games.ui.controller.Controller` (``controller.lessons``).  While a tutorial runs,
the session on screen is the step's position (both seats are people, no
cover, no take-backs, no hints, no autosave: the player's own saved game is
never touched); a move the player makes goes to
:meth:`~games.ui.tutorial.Tutorial.try_move` instead of being played, and
only a move that completes the step moves the board on.  Completion is
remembered per game (``quintet.tutorial.<game>``).
"""

from __future__ import annotations

from dataclasses import dataclass

from .i18n import t
from .session import Seat, Session
from .storage import SaveStore
from .table import Table
from .tutorial import COMPLETED_VALUE, Tutorial, completed_key

#: UI settings of a tutorial session: nothing that could act behind the learner's back.
TUTORIAL_SETTINGS = {"hints": False, "takeback": "none", "speed": "normal"}


@dataclass(frozen=True)
class Lesson:
    """What the page shows of a tutorial: its progress, the ask, and whether it is done."""

    title: str
    progress: str
    prompt: str
    done: bool


class Lessons:
    """The tutorial on ``table``'s board (see games.ui.table), and which were finished."""

    def __init__(self, table: Table, store: SaveStore) -> None:
        self.table = table
        self.store = store
        #: The tutorial being played on the board (None: a real game).
        self.tutorial: Tutorial | None = None

    def start(self, game: str) -> None:
        """Open the first step of ``game``'s tutorial on the board."""
        self.tutorial = Tutorial.start(game)
        self._load_step(self.tutorial)
        self.table.message = ""
        self.table.announcements.append(self.tutorial.prompt())

    def _load_step(self, tutorial: Tutorial) -> None:
        state = tutorial.state
        learner = state.to_move  # the step's player is "You"
        if learner is None:  # the learner's move ended the game: still the same seat
            seats = self.table.session.seats if self.table.session is not None else ()
            learner = next((i for i, seat in enumerate(seats) if seat.you), 0)
        seats = tuple(Seat(t("tutorial.you"), you=True) if i == learner else Seat(t("tutorial.other"))
                      for i in range(state.num_players))
        self.table.show(Session.from_state(state, seats, dict(TUTORIAL_SETTINGS)), lesson=True)
        if self.table.view is not None:
            self.table.view.lesson = tutorial.targets_hint()
            self.table.view.follow_play()

    def move(self, move: str) -> None:
        """A move made on a tutorial board: checked by the step, never simply played."""
        if self.tutorial is None:
            return
        tutorial, feedback, ok = self.tutorial.try_move(move)
        self.table.message = feedback
        self.table.announcements.append(feedback)
        if not ok:
            if self.table.view is not None and self.table.session is not None:
                self.table.view.set_state(self.table.session.state)  # drop any half-made move
            return
        self.tutorial = tutorial
        self._load_step(tutorial)
        if tutorial.done:
            self.store.set(completed_key(tutorial.game), COMPLETED_VALUE)
            self.table.message = t("tutorial.finished", game=t(f"game.{tutorial.game}"))
        else:
            self.table.announcements.append(tutorial.prompt())

    def show_me(self) -> None:
        """The step's example move, in words (the learner still makes it)."""
        if self.tutorial is not None and not self.tutorial.done:
            self.table.message = self.tutorial.show_me()

    def leave(self) -> None:
        self.tutorial = None

    def done(self, game: str) -> bool:
        return self.store.get(completed_key(game)) == COMPLETED_VALUE

    def current(self) -> Lesson | None:
        tutorial = self.tutorial
        if tutorial is None:
            return None
        title = t("tutorial.title", game=t(f"game.{tutorial.game}"))
        return Lesson(title, tutorial.progress(), tutorial.prompt(), tutorial.done)

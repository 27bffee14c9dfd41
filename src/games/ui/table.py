"""What the controller's collaborators may reach of it: the table they serve.

:class:`~games.ui.controller.Controller` owns one collaborator per concern:
:class:`~games.ui.saving.Saves` (autosave, resume, other tabs),
:class:`~games.ui.steps.History` (undo, redo, review),
:class:`~games.ui.computer_seats.ComputerSeats` (the computer's turns and
hints) and :class:`~games.ui.teaching.Lessons` (the tutorial on the board).
Each is given the controller typed as this protocol, so what a collaborator
may read or call is listed here, checked by mypy, and nothing else is shared.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from .session import Session
    from .view import BoardView, Outcome


class Table(Protocol):
    """The game on screen, what is said about it, and the few steps of its flow."""

    session: Session | None
    view: BoardView | None
    #: The toast under the board ("" for none).
    message: str
    #: Words for the live region, taken by the page after each action.
    announcements: list[str]
    #: The position being reviewed (an index into the game line), or None.
    reviewing: int | None
    #: A move shown tentatively until Confirm, or None.
    pending_move: str | None

    def phase(self) -> str:
        """Where the game is, for the input policy (games.ui.policy)."""
        ...

    def show(self, session: Session, lesson: bool = False) -> None:
        """Put ``session`` on screen (``lesson``: a tutorial step, never saved)."""
        ...

    def play(self, move: str) -> bool:
        """Play ``move`` for the side to move (False, with a message, if illegal)."""
        ...

    def apply(self, outcome: Outcome) -> None:
        """Act on what an input produced (its move, message, announcement)."""
        ...

    def confirm(self, accept: bool) -> None:
        """Play or drop the move waiting for Confirm."""
        ...

    def sync_view(self) -> None:
        """Give the view the position on screen and whether it may show secrets."""
        ...

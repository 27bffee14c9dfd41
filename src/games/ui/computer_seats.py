"""Computer seats for the controller: whose turn the computer has, what to ask it, hints.

A mixin of :class:`~games.ui.controller.Controller`.  The search itself runs
elsewhere (a worker in the browser); here are only the rules of engagement:
a stale answer (the position changed meanwhile) is dropped by its position
token, and a hint is shown only to the person it was asked for.
"""

from __future__ import annotations

import json
from dataclasses import replace

from ..ai.deadlines import BROWSER_DEADLINES
from . import policy
from .i18n import t
from .move_words import describe_move
from .session import Session
from .view import BoardView, Outcome


class ComputerMixin:
    """Needs the controller's session, view, message and the hooks below."""

    session: Session | None
    view: BoardView | None
    message: str
    hint_wanted: bool
    #: Hints already answered, by position token (a second press answers at once).
    hint_cache: dict[str, str]

    def phase(self) -> str:  # provided by the controller
        raise NotImplementedError

    def play(self, move: str) -> bool:  # provided by the controller
        raise NotImplementedError

    def apply(self, outcome: Outcome) -> None:  # provided by the controller
        raise NotImplementedError

    def computer_level(self) -> str | None:
        """The level of the computer seat to move now, or None (a person, or game over)."""
        if self.session is None or self.session.state.is_over:
            return None
        mover = self.session.state.to_move
        seat = self.session.seats[mover] if mover is not None else None
        return None if seat is None or seat.is_human else seat.kind

    def position_token(self) -> str:
        """Identifies the position on screen: a computer's answer for another is dropped."""
        if self.session is None:
            return ""
        return f"{self.session.game}:{self.session.cursor}:{';'.join(self.session.state.history)}"

    def ai_request(self, level: str, seconds: float | None = None) -> str:
        """The JSON a computer player (in the worker) needs: the game and the level.

        The worker rebuilds the state with games.load(); the search itself only
        looks through observe()/resample(), so hidden tiles stay hidden.
        """
        assert self.session is not None
        state = self.session.state
        return json.dumps(
            {"state": state.to_json(), "level": level, "seed": len(state.history), "seconds": seconds}
        )

    def accept_computer_move(self, token: str, move: str) -> bool:
        """Play a computer's answer if the position is still the one it was asked about."""
        if token != self.position_token() or self.computer_level() is None:
            return False
        return self.play(move)

    def show_hint(self, token: str, move: str) -> None:
        """A hint arrived from the computer: shown only if the same person is still to move.

        The answer is kept for its position, so asking again there answers at once.
        """
        self.hint_cache[token] = move
        if token != self.position_token() or self.view is None or self.phase() != policy.PERSON:
            return
        outcome = self.view.show_hint(move)
        if self.session is not None and outcome.message == t("msg.hint", move=move):
            words = t("msg.hint", move=describe_move(self.session.state, move))  # words, not notation
            outcome = replace(outcome, message=words, announce=words)
        self.apply(outcome)

    def hint_refusal(self) -> str:
        """Why Hint is off, in words ("" when a hint may be asked)."""
        if self.session is None:
            return ""
        if not self.session.settings.get("hints", True):
            return t("policy.hints_off")
        reason = policy.refusal(self.phase(), policy.HINT)
        return t(reason) if reason else ""

    def hints_allowed(self) -> bool:
        """A hint for the person to move, unless the game was started without hints."""
        return self.session is not None and not self.hint_refusal()

    def ask_hint(self) -> None:
        """Hint (button, key or the board's own hint control): refused with the reason.

        A position already answered is shown at once; otherwise the bridge asks
        the computer (``hint_wanted``) and shows a busy Hint button meanwhile.
        """
        reason = self.hint_refusal()
        self.hint_wanted = False
        if reason:
            self.message = reason
            return
        token = self.position_token()
        if token in self.hint_cache:
            self.show_hint(token, self.hint_cache[token])
        else:
            self.hint_wanted = True

    def hint_seconds(self) -> float:
        """A hint is the Hard level's move, within Hard's time on the device."""
        return BROWSER_DEADLINES["hard"]

    def turn_seconds(self, level: str) -> float:
        """Each level's time per move on the device (the work budgets stay for tests)."""
        return BROWSER_DEADLINES.get(level, BROWSER_DEADLINES["hard"])


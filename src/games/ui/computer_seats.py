"""Computer seats for the controller: whose turn the computer has, what to ask it, hints.

Owned by :class:`~games.ui.controller.Controller` (``controller.computer``).  The search itself runs
elsewhere (a worker in the browser); here are only the rules of engagement:
a stale answer (the position changed meanwhile) is dropped by its position
token, and a hint is shown only to the person it was asked for.
"""

from __future__ import annotations

import json
from dataclasses import replace

from ..ai.deadlines import BROWSER_DEADLINES
from . import policy
from .devices import DEVICE
from .i18n import t
from .move_words import describe_move
from .table import Table


class ComputerSeats:
    """The computer's side of the game on ``table`` (see games.ui.table): its turns and hints."""

    def __init__(self, table: Table) -> None:
        self.table = table
        #: A person asked for a hint; the bridge asks the computer and clears it.
        self.hint_wanted = False
        #: Hints already answered, by position token (a second press answers at once).
        self.hint_cache: dict[str, str] = {}

    def level(self) -> str | None:
        """The level of the computer seat to move now, or None (a person, or game over)."""
        if self.table.session is None or self.table.session.state.is_over:
            return None
        mover = self.table.session.state.to_move
        seat = self.table.session.seats[mover] if mover is not None else None
        return None if seat is None or seat.is_human or seat.kind == DEVICE else seat.kind

    def position_token(self) -> str:
        """Identifies the position on screen: a computer's answer for another is dropped."""
        if self.table.session is None:
            return ""
        session = self.table.session
        return f"{session.game}:{session.cursor}:{';'.join(session.state.history)}"

    def ai_request(self, level: str, seconds: float | None = None) -> str:
        """The JSON a computer player (in the worker) needs: the game and the level.

        The worker rebuilds the state with games.load(); the search itself only
        looks through observe()/resample(), so hidden tiles stay hidden.
        """
        assert self.table.session is not None
        state = self.table.session.state
        return json.dumps(
            {"state": state.to_json(), "level": level, "seed": len(state.history), "seconds": seconds}
        )

    def accept_move(self, token: str, move: str) -> bool:
        """Play a computer's answer if the position is still the one it was asked about."""
        if token != self.position_token() or self.level() is None:
            return False
        return self.table.play(move)

    def show_hint(self, token: str, move: str) -> None:
        """A hint arrived from the computer: shown only if the same person is still to move.

        The answer is kept for its position, so asking again there answers at once.
        """
        self.hint_cache[token] = move
        if token != self.position_token() or self.table.view is None or self.table.phase() != policy.PERSON:
            return
        outcome = self.table.view.show_hint(move)
        if self.table.session is not None and outcome.message == t("msg.hint", move=move):
            words = t("msg.hint", move=describe_move(self.table.session.state, move))  # words, not notation
            outcome = replace(outcome, message=words, announce=words)
        self.table.apply(outcome)

    def hint_refusal(self) -> str:
        """Why Hint is off, in words ("" when a hint may be asked)."""
        if self.table.session is None:
            return ""
        if not self.table.session.settings.get("hints", True):
            return t("policy.hints_off")
        reason = policy.refusal(self.table.phase(), policy.HINT)
        return t(reason) if reason else ""

    def hints_allowed(self) -> bool:
        """A hint for the person to move, unless the game was started without hints."""
        return self.table.session is not None and not self.hint_refusal()

    def ask_hint(self) -> None:
        """Hint (button, key or the board's own hint control): refused with the reason.

        A position already answered is shown at once; otherwise the bridge asks
        the computer (``hint_wanted``) and shows a busy Hint button meanwhile.
        """
        reason = self.hint_refusal()
        self.hint_wanted = False
        if reason:
            self.table.message = reason
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


"""Moving along the game's line: undo and redo within the take-back policy, and review.

Owned by :class:`~games.ui.controller.Controller` (``controller.history``).  Undo and redo change
the session's cursor (the redo list survives until a new move is played);
review only changes what the board shows, never the game.
"""

from __future__ import annotations

from dataclasses import replace

from . import policy
from .i18n import t
from .saving import Saves
from .table import Table
from .view import BoardView


class History:
    """Undo, redo and review of the game on ``table`` (see games.ui.table)."""

    def __init__(self, table: Table, saves: Saves) -> None:
        self.table = table
        #: A step is saved at once, as a move is.
        self.saves = saves

    def undo_refusal(self) -> str:
        """Why Undo is off, in words ("" when it is on)."""
        if self.table.session is None:
            return t("policy.nothing_to_undo")
        if self.table.pending_move is not None:
            return ""
        reason = policy.refusal(self.table.phase(), policy.UNDO) or policy.undo_refusal(
            self.table.session, secret=self.table.view is not None and self.table.view.hides_private_info)
        return t(reason) if reason else ""

    def redo_refusal(self) -> str:
        if self.table.session is None:
            return t("policy.nothing_to_redo")
        reason = policy.refusal(self.table.phase(), policy.REDO) or policy.redo_refusal(self.table.session)
        return t(reason) if reason else ""

    def undo(self) -> None:
        """Undo (button or Ctrl+Z): within the take-back policy, or say why not."""
        if self.table.pending_move is not None:  # a move waiting for Confirm is simply dropped
            self.table.confirm(False)
            return
        reason = self.undo_refusal()
        if reason or self.table.session is None:
            self.table.message = reason
            return
        self.table.session = replace(self.table.session, cursor=policy.undo_target(self.table.session))
        self._after_step(t("announce.undo"))

    def redo(self) -> None:
        reason = self.redo_refusal()
        if reason or self.table.session is None:
            self.table.message = reason
            return
        self.table.session = self.table.session.redo()
        self._after_step(t("announce.redo"))

    def _after_step(self, announcement: str) -> None:
        self.table.sync_view()
        self.table.message = ""
        self.table.announcements.append(announcement)
        self.saves.autosave()

    # --- reviewing the game's record ---------------------------------------------
    def review_refusal(self) -> str:
        """Why the log cannot be opened at a position now ("" when it can)."""
        if self.table.session is None or self.table.view is None:
            return ""
        if not history_is_public(self.table.view, self.table.session.settings):
            return t("policy.review_hidden")
        reason = policy.refusal(self.table.phase(), policy.REVIEW_OPEN)
        return t(reason) if reason else ""

    def open_review(self, index: int) -> None:
        """Look at the position after ``index`` moves; the game itself never changes."""
        reason = self.review_refusal()
        if reason or self.table.session is None:
            self.table.message = reason
            return
        self.table.reviewing = max(0, min(index, len(self.table.session.line)))
        self.table.message = ""
        self.table.sync_view()

    def open_review_at_end(self) -> None:
        """Review from the game-over screen: open at the last move, where the game ended."""
        if self.table.session is not None:
            self.open_review(len(self.table.session.line))

    def review_step(self, where: str) -> None:
        """first / back / forward / last, or exit (back to the game)."""
        if self.table.session is None or self.table.reviewing is None:
            return
        if where == "exit":
            self.table.reviewing = None
        else:
            last = len(self.table.session.line)
            at = self.table.reviewing
            steps = {"first": 0, "back": at - 1, "forward": at + 1, "last": last}
            self.table.reviewing = max(0, min(steps.get(where, self.table.reviewing), last))
        self.table.sync_view()


def history_is_public(view: BoardView, settings: dict[str, object]) -> bool:
    """May everyone see the moves now?  Not during Quinamid's memory game, say."""
    items, note = view.history_items(settings)
    return bool(items) or not note

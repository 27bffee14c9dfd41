"""Moving along the game's line: undo and redo within the take-back policy, and review.

A mixin of :class:`~games.ui.controller.Controller`.  Undo and redo change
the session's cursor (the redo list survives until a new move is played);
review only changes what the board shows, never the game.
"""

from __future__ import annotations

from dataclasses import replace

from . import policy
from .i18n import t
from .session import Session
from .view import BoardView


class StepsMixin:
    """Needs the controller's session, view, message, announcements and hooks below."""

    session: Session | None
    view: BoardView | None
    message: str
    announcements: list[str]
    reviewing: int | None
    pending_move: str | None

    def phase(self) -> str:  # provided by the controller
        raise NotImplementedError

    def _sync_view(self) -> None:  # provided by the controller
        raise NotImplementedError

    def autosave(self) -> None:  # provided by the saves mixin
        raise NotImplementedError

    def confirm(self, accept: bool) -> None:  # provided by the controller
        raise NotImplementedError

    def undo_refusal(self) -> str:
        """Why Undo is off, in words ("" when it is on)."""
        if self.session is None:
            return t("policy.nothing_to_undo")
        if self.pending_move is not None:
            return ""
        reason = policy.refusal(self.phase(), policy.UNDO) or policy.undo_refusal(
            self.session, secret=self.view is not None and self.view.hides_private_info)
        return t(reason) if reason else ""

    def redo_refusal(self) -> str:
        if self.session is None:
            return t("policy.nothing_to_redo")
        reason = policy.refusal(self.phase(), policy.REDO) or policy.redo_refusal(self.session)
        return t(reason) if reason else ""

    def undo(self) -> None:
        """Undo (button or Ctrl+Z): within the take-back policy, or say why not."""
        if self.pending_move is not None:  # a move waiting for Confirm is simply dropped
            self.confirm(False)
            return
        reason = self.undo_refusal()
        if reason or self.session is None:
            self.message = reason
            return
        self.session = replace(self.session, cursor=policy.undo_target(self.session))
        self._after_step(t("announce.undo"))

    def redo(self) -> None:
        reason = self.redo_refusal()
        if reason or self.session is None:
            self.message = reason
            return
        self.session = self.session.redo()
        self._after_step(t("announce.redo"))

    def _after_step(self, announcement: str) -> None:
        self._sync_view()
        self.message = ""
        self.announcements.append(announcement)
        self.autosave()

    # --- reviewing the game's record ---------------------------------------------
    def review_refusal(self) -> str:
        """Why the log cannot be opened at a position now ("" when it can)."""
        if self.session is None or self.view is None:
            return ""
        if not history_is_public(self.view, self.session.settings):
            return t("policy.review_hidden")
        reason = policy.refusal(self.phase(), policy.REVIEW_OPEN)
        return t(reason) if reason else ""

    def open_review(self, index: int) -> None:
        """Look at the position after ``index`` moves; the game itself never changes."""
        reason = self.review_refusal()
        if reason or self.session is None:
            self.message = reason
            return
        self.reviewing = max(0, min(index, len(self.session.line)))
        self.message = ""
        self._sync_view()

    def open_review_at_end(self) -> None:
        """Review from the game-over screen: open at the last move, where the game ended."""
        if self.session is not None:
            self.open_review(len(self.session.line))

    def review_step(self, where: str) -> None:
        """first / back / forward / last, or exit (back to the game)."""
        if self.session is None or self.reviewing is None:
            return
        if where == "exit":
            self.reviewing = None
        else:
            last = len(self.session.line)
            steps = {"first": 0, "back": self.reviewing - 1, "forward": self.reviewing + 1, "last": last}
            self.reviewing = max(0, min(steps.get(where, self.reviewing), last))
        self._sync_view()



def history_is_public(view: BoardView, settings: dict[str, object]) -> bool:
    """May everyone see the moves now?  Not during Quinamid's memory game, say."""
    items, note = view.history_items(settings)
    return bool(items) or not note

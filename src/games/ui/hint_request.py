"""The Hint button's state: idle, asked (busy), and a second press that stops it.

A hint is the Hard level's move, searched in the browser's worker; it may
take seconds, so the button shows it is busy from the very render that
follows the press, and a second press stops the search instead of asking
again.  Which press does what, and when the worker is asked, is decided
here (tested on CPython); the bridge (web/computer.py) only sends the
request and cancels the search when told to.

``asked`` is ``""`` (idle), :data:`PENDING` (pressed, not sent yet: the
controller has set ``hint_wanted``) or the position token the worker was
asked about.  A position already answered never reaches the worker: the
controller shows the kept answer at once and leaves the button idle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .i18n import t

if TYPE_CHECKING:
    from .controller import Controller

#: Pressed, the request not sent yet (it goes with the next render).
PENDING = "pending"


class HintRequest:
    """One page's hint: asked, being searched, or idle."""

    def __init__(self) -> None:
        self.asked = ""

    @property
    def busy(self) -> bool:
        """The button says "thinking", and a press stops the search."""
        return bool(self.asked)

    def press(self, controller: Controller) -> bool:
        """Hint pressed.  True: a hint was being searched, and the press stops it (the
        bridge cancels the search, which also makes this request idle); else the
        controller asked for one (refused with a reason, shown from the cache, or wanted
        from the computer: then busy at once)."""
        if self.asked:
            controller.message = t("msg.hint_stopped")
            return True
        controller.computer.ask_hint()
        if controller.computer.hint_wanted:
            self.asked = PENDING  # busy from this very render
        return False

    def to_ask(self, controller: Controller) -> str | None:
        """After a render: the position token to ask the computer about, or None.

        A wanted hint is taken once (``hint_wanted`` is cleared) and asked once per
        position, only while hints are allowed for the person to move.
        """
        if not controller.computer.hint_wanted:
            return None
        controller.computer.hint_wanted = False
        token = controller.computer.position_token()
        if controller.computer.hints_allowed() and self.asked != token:
            self.asked = token
            return token
        return None

    def reset(self) -> None:
        """Idle again: the computer answered or failed, or the search was cancelled (undo,
        a new game, the menu, a second press)."""
        self.asked = ""

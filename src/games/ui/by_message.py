"""Play by message: after my move, send the game as it stands, for the open games.

Two people far apart play Quinque or Quinamid with no server and no pairing: the
one who moved sends a link (the page's share sheet where the device has one, else
the link to copy), the other opens it, answers with a move and sends the game
back the same way.  The link is the one "Copy link" gives (games.ui.links): every
move of the game, so it replays the position exactly, and opening it over a game
in progress asks first (games.ui.opening).

A game that hides something from a player (Quinto's racks) is not played this way:
its link would carry every tile, so the button stays off and says why.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from .i18n import t
from .links import make_link
from .record import LogEntry
from .session import Session


class _Log(Protocol):
    def update(self, session: Session) -> Sequence[LogEntry]: ...


class _Panel(Protocol):
    @property
    def send_reason(self) -> str: ...


class Screen(Protocol):
    """What this module reads of the controller (games.ui.controller imports this module)."""

    session: Session | None

    @property
    def log(self) -> _Log: ...

    def panel(self) -> _Panel: ...

    def status(self) -> str: ...


@dataclass(frozen=True)
class MoveMessage:
    """What the share sheet sends: a title, the words, and the link's query (``?game=...``)."""

    title: str
    text: str
    query: str


def send_refusal(session: Session | None, hides_private_info: bool, lesson: bool = False) -> str:
    """Why "Send my move" is off, in words ("" when it is on).

    >>> send_refusal(None, False) == t("send.no_move")
    True
    """
    if lesson:
        return t("send.lesson")
    if session is None or session.cursor == 0:
        return t("send.no_move")
    if hides_private_info:
        return t("send.secret", game=t(f"game.{session.game}"))
    return ""


def move_message(session: Session, last_move: str, result: str) -> MoveMessage:
    """The message after ``last_move`` (the log's words for it); ``result`` once the game
    is over (the status line: who won), else ""."""
    game = t(f"game.{session.game}")
    text = t("send.text_over", result=result) if result else t("send.text", move=last_move)
    return MoveMessage(t("send.title", game=game), text, make_link(session.state))


def message_for(controller: Screen) -> MoveMessage | None:
    """The message for the game on ``controller``'s screen, or None while sending is off
    (the panel's ``send_reason`` says why)."""
    session = controller.session
    if session is None or controller.panel().send_reason:
        return None
    words = controller.log.update(session)[session.cursor - 1].text
    return move_message(session, words, controller.status() if session.state.is_over else "")

"""Opening a share link as a page boots: go on, ask first, or say what is wrong.

A link never silently replaces a game in progress, and a framed page (a
hobby site's fixed address, ``embed=1``) goes on with the game it showed last
time when the address asks for that game.  These decisions are made here, on
CPython; the bridge only shows the outcome.  Every step that replays moves
is a job (games.ui.jobs), so a long link never freezes the page.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .embed import goes_on_with
from .i18n import t
from .jobs import Job
from .links import parse_link
from .session import Session

if TYPE_CHECKING:
    from .controller import Controller

#: What the page shows once a link has been opened (see :func:`open_link_job`).
GAME, ASK, START = "game", "ask", "start"


def open_link_job(controller: Controller, query: str, embedded: bool) -> Job[tuple[str, Session | None]]:
    """Open ``query`` (a share link): returns what to show and the session waiting
    for an answer:

    * (GAME, None): a game is on screen (the link's, or a framed page's own);
    * (ASK, session): the link would replace a game in progress: ask, then
      :func:`answer_job`;
    * (START, None): the link is bad; ``controller.message`` says why.
    """
    if embedded:
        try:
            game = parse_link(query)[0].name
        except ValueError:
            game = None
        saves = controller.saves
        if game and goes_on_with(query, saves.peek(game)) and (yield from saves.resume_job(game)):
            return GAME, None
    session, problem = yield from controller.link_job(query)
    if session is None:
        controller.message = problem
        return START, None
    if controller.would_replace(session.game):
        return ASK, session
    controller.show(session)
    return GAME, None


def answer_job(controller: Controller, waiting: Session, open_it: bool) -> Job[bool]:
    """The answer to "open the linked game?": the link's game, or the game in
    progress it would have replaced.  True when a game is on screen."""
    if open_it:
        controller.show(waiting)
        return True
    return (yield from controller.saves.resume_job(waiting.game))


@dataclass(frozen=True)
class Question:
    """A yes/no question the page asks in its confirm dialog, in the page's language."""

    text: str
    yes: str
    no: str


def link_question() -> Question:
    """What the page asks when a link would replace a game in progress."""
    return Question(t("msg.link_conflict"), t("msg.open_link"), t("msg.keep_current"))


class LinkArrival:
    """A share link met at boot, from its opening to the answer about the game it
    would replace.

    The linked game waits here while the question is open.  The first answer
    takes it: the dialog's own close event, which follows a "yes" too, then
    finds nothing waiting, so "yes" is never undone by the close, and closing
    the question any other way (Escape, a tap outside, back) keeps the game in
    progress.
    """

    def __init__(self) -> None:
        #: The linked game waiting for the answer (None: no question open).
        self.waiting: Session | None = None

    def open_job(self, controller: Controller, query: str, embedded: bool) -> Job[str]:
        """Open ``query`` (:func:`open_link_job`): GAME, ASK (then :meth:`answer_job`) or START."""
        outcome, self.waiting = yield from open_link_job(controller, query, embedded)
        return outcome

    def answer_job(self, controller: Controller, open_it: bool) -> Job[bool] | None:
        """The answer (:func:`answer_job`), or None when no question was waiting for one."""
        waiting, self.waiting = self.waiting, None
        if waiting is None:
            return None
        return answer_job(controller, waiting, open_it)

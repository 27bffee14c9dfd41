"""Opening a share link as a page boots: go on, ask first, or say what is wrong.

A link never silently replaces a game in progress, and a framed page (a
hobby site's fixed address, ``embed=1``) goes on with the game it showed last
time when the address asks for that game.  These decisions are made here, on
CPython; the bridge only shows the outcome.  Every step that replays moves
is a job (games.ui.jobs), so a long link never freezes the page.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .embed import goes_on_with
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
        if game and goes_on_with(query, controller.peek(game)) and (yield from controller.resume_job(game)):
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
    return (yield from controller.resume_job(waiting.game))

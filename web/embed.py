"""The page inside another site's iframe (``?embed=1``): compact screen, messages.

What is said and accepted is decided in games.ui.embed (pure, tested on
CPython); this file only reads the address, posts to the parent window and
listens to it.  Outside a frame, or without ``embed=1``, nothing here acts.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TYPE_CHECKING

from pyodide.ffi import JsException, create_proxy

import progress
from dom import by_id, document, keep, window
from games.errors import GameError
from games.ui.controller import Controller
from games.ui.embed import Outbox, is_embedded, request_data, request_query
from games.ui.i18n import t_message
from games.ui.links import make_link
from games.ui.session import Session

if TYPE_CHECKING:
    from js import Event

EMBEDDED = is_embedded(str(window.location.search))
_outbox = Outbox()
_told_ready = False  # nothing is posted before "quintet:ready"


def _post(message: dict[str, object]) -> None:
    """To the parent page, any origin: every message is public game information."""
    if window.parent != window:  # JS ===: not framed, no one to tell
        # Through JSON, so that None arrives as null (a converted None is undefined).
        window.parent.postMessage(window.JSON.parse(json.dumps(message)), "*")


def setup(controller: Controller, show_game: Callable[[], None]) -> None:
    """Mark the page as framed (CSS hides the games menu) and listen to the parent."""
    if not EMBEDDED:
        return
    document.documentElement.dataset.embed = "1"

    def on_message(event: Event) -> None:
        if event.source != window.parent:
            return  # only the page that framed us may ask
        try:
            # As JSON text: its size and nesting are checked before Python parses it, and
            # null stays None (converting the object itself recursed, and null was jsnull).
            text = window.JSON.stringify(event.data)
        except JsException:  # a cyclic object, a BigInt
            text = "{"
        try:
            query = request_query(request_data(text if isinstance(text, str) else None))
        except GameError as err:
            _post({"type": "quintet:error", "message": t_message(err)})
            return
        if query is not None:
            progress.start(controller.link_job(query), opened)

    def opened(result: tuple[Session | None, str]) -> None:
        session, problem = result
        if session is None:
            _post({"type": "quintet:error", "message": problem})
            return
        controller.show(session)
        show_game()

    window.addEventListener("message", keep(create_proxy(on_message)))


def after_render(controller: Controller) -> None:
    """Tell the parent about every change since the last render; keep "Open in Quintet" current."""
    if not EMBEDDED or not _told_ready:
        return
    session = controller.session
    messages = _outbox.messages(session.game if session else None,
                                session.line if session else None, session.cursor if session else 0)
    for message in messages:
        _post(message)
    if messages and session is not None:  # the game changed: the link carries it as it stands now
        base = str(window.location.href).split("?")[0].split("#")[0]
        by_id("open-full").href = base + make_link(session.state)


def ready(controller: Controller) -> None:
    """The frame can play: say so, then what is on screen."""
    global _told_ready
    if not EMBEDDED:
        return
    session = controller.session
    _post({"type": "quintet:ready", "game": session.game if session else None})
    _told_ready = True
    after_render(controller)

"""Embedding a game on another site: the iframe's URL, its messages, its snippet.

A hobby site puts Quintet in an ``<iframe src=".../?embed=1&game=quinto">``.
The frame then shows a compact screen (no games menu, a small "Open in
Quintet" link) and talks to its parent page with ``postMessage``:

* to the parent: ``{"type": "quintet:ready", "game"}`` once the frame can
  play (``game`` is null on the start screen); ``{"type": "quintet:move",
  "game", "move", "player"}`` after every move, by anyone (``player`` is the
  mover's seat, from 0; ``move`` is the game's notation, as in share links);
  ``{"type": "quintet:undo", "game", "moves"}`` when moves are taken back
  (``moves``: how many are left); ``{"type": "quintet:game", "game",
  "moves"}`` when another game comes on screen (a new game, a rematch, a
  resumed one; ``moves`` is its list so far); ``{"type": "quintet:over",
  "game", "winner", "scores"}`` when a game ends (``winner``: a seat or null
  for a draw); ``{"type": "quintet:error", "message"}`` when a request from
  the parent was refused (the message says why).
* from the parent: ``{"type": "quintet:new", "game", "options"}`` starts a
  new game (``options`` as in a share link: ``{"players": 3}`` for Quinto; optional).

Everything here is pure (the browser bridge is web/embed.py): the
:class:`Outbox` turns what is on screen into the messages owed, so it is
tested on CPython; a request is checked by the share-link parser, so a
parent page can do nothing a link could not.  Moves are public in every
game (a Quinto rack never is), so the messages may go to any parent origin.
"""

from __future__ import annotations

import html
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote

from ..core import GameState, check_text, new_game
from ..errors import GameError, InvalidSaveError, echo
from .links import parse_link
from .session import SavePeek

__all__ = ["Outbox", "goes_on_with", "is_embedded", "is_link", "kept_query", "link_part",
           "request_data", "request_query", "snippet"]

PREFIX = "quintet:"
#: The messages this page sends: a page framing itself, or a parent relaying
#: them, must not have them taken for requests.
OUTGOING = frozenset(PREFIX + kind for kind in ("ready", "move", "undo", "game", "over", "error"))
#: Query parameters the frame keeps in its address after a link has been opened.
_KEPT = ("embed", "lang")


def _params(query: str) -> list[tuple[str, str]]:
    return [(k, v) for k, _, v in (p.partition("=") for p in query.removeprefix("?").split("&")) if k]


def _query(params: Iterable[tuple[str, str]]) -> str:
    joined = "&".join(f"{k}={v}" for k, v in params)
    return "?" + joined if joined else ""


def is_embedded(query: str) -> bool:
    """``?embed=1`` (or ``embed`` alone) asks for the compact framed screen.

    >>> is_embedded("?embed=1&game=quinto"), is_embedded("?game=quinto"), is_embedded("?embed=0")
    (True, False, False)
    """
    return any(k == "embed" and v in ("", "1", "true") for k, v in _params(query))


def kept_query(query: str) -> str:
    """What stays in the address bar once a link's game is opened: the embed and
    language choices, so a reload stays framed and in the same language.

    >>> kept_query("?embed=1&game=quinto&moves=1@0,0&lang=fr")
    '?embed=1&lang=fr'
    >>> kept_query("?game=quinto")
    ''
    """
    return _query((k, v) for k, v in _params(query) if k in _KEPT)


def link_part(query: str) -> str:
    """The share link in an address, without the page's own choices (embed, language).

    >>> link_part("?embed=1&game=quinto&lang=fr&players=3")
    '?game=quinto&players=3'
    """
    return _query((k, v) for k, v in _params(query) if k not in _KEPT)


def is_link(query: str) -> bool:
    """Does this address ask to open a game (names a game or moves)?  A link with
    moves but no game is one too: it is refused with a message, not ignored.

    >>> is_link("?game=quinto"), is_link("?moves=c3"), is_link("?lang=fr&embed=1"), is_link("?utm=x")
    (True, True, False, False)
    """
    return any(k in ("game", "moves") for k, _ in _params(link_part(query)))


def goes_on_with(query: str, saved: SavePeek | None) -> bool:
    """Whether a framed page at ``query`` (a link with no moves) continues the
    ``saved`` game (as peeked at: :func:`games.ui.session.peek_save`) instead of
    starting afresh: a hobby site's page has one fixed address, so each visit
    goes on with the game in progress, if that game has the options the address
    asks for (a finished game does not count).
    """
    if saved is None or saved.over or not saved.moves:
        return False
    spec, asked, moves = parse_link(query)
    same = all(saved.game.options.get(k) == v for k, v in asked.items())
    return not moves and spec.name == saved.game.spec.name and same


def request_query(data: Any) -> str | None:
    """A parent's message as a share-link query, or None when it is not for us.

    Raises InvalidSaveError (with words for the parent) when a ``quintet:new``
    request is malformed, or its query fails the share link's checks and
    limits or the game's own checks of its options; the query is then opened as
    a share link is, so a parent page can do nothing a link could not.
    An option given as null is not given (its default), as in a save.

    >>> request_query({"type": "quintet:new", "game": "quinto", "options": {"players": 3}})
    '?game=quinto&players=3'
    >>> request_query({"type": "other"}) is None
    True
    """
    if not isinstance(data, Mapping) or not str(data.get("type", "")).startswith(PREFIX):
        return None
    if data.get("type") in OUTGOING:
        return None
    if data.get("type") != PREFIX + "new":
        raise InvalidSaveError("Unknown request '{name}'.", name=echo(data.get("type")))
    game, options = data.get("game"), data.get("options", {})
    if not isinstance(game, str):
        raise InvalidSaveError("The request does not say which game to start.")
    if not isinstance(options, Mapping):
        raise InvalidSaveError("The request's options must be an object.")
    parts = [f"game={quote(game, safe='')}"]
    for key, value in options.items():
        if not isinstance(key, str) or key in ("game", "moves", "embed"):
            raise InvalidSaveError("The request has an unknown part '{name}'.", name=echo(key))
        if value is not None:
            parts.append(f"{quote(key, safe='')}={quote(_option_text(value), safe=',')}")
    query = "?" + "&".join(parts)
    spec, asked, _ = parse_link(query)  # the share link's checks and limits before anything changes
    try:
        new_game(spec.name, **asked)  # and the game's own (a request has no moves to replay)
    except GameError as err:
        raise InvalidSaveError("The request cannot be opened: {reason}", reason=err.message) from None
    return query


def request_data(text: object) -> Any:
    """A parent's message, as the JSON text the bridge made of it, checked for size and
    nesting (:func:`games.core.check_text`) before it is parsed; InvalidSaveError when
    it is not JSON text within the limits (a message that is not JSON, such as a
    function, arrives as None: not for us)."""
    if text is None:
        return None
    check_text(text, "request")
    try:
        return json.loads(str(text))
    except (ValueError, RecursionError):
        raise InvalidSaveError("The request is not valid JSON.") from None


def _option_text(value: Any, depth: int = 0) -> str:
    if isinstance(value, bool):
        return "1" if value else "0"
    if isinstance(value, (list, tuple)) and depth < 2:  # a list, or a list of pairs
        return ",".join(_option_text(v, depth + 1) for v in value)
    if isinstance(value, (int, float, str)):
        return str(value)
    raise InvalidSaveError("An option's value is not a number, text or list: {value}", value=echo(value))


def snippet(site_url: str, state: GameState | None, lang: str = "en") -> str:
    """The ``<iframe>`` HTML that embeds ``state``'s game with its options (a fresh
    game, not its moves), for the About screen.

    >>> print(snippet("https://quintet.example/", None))  # doctest: +NORMALIZE_WHITESPACE
    <iframe src="https://quintet.example/?embed=1" title="Quintet" width="420" height="720"
      style="border:0;max-width:100%" allow="clipboard-write"></iframe>
    """
    query = "?embed=1"
    if state is not None:
        from .links import make_link  # the options part of a share link

        fresh = make_link(state).removeprefix("?").split("&")
        query += "&" + "&".join(p for p in fresh if not p.startswith("moves="))
    if lang != "en":
        query += f"&lang={quote(lang, safe='')}"
    src = html.escape(site_url.split("?")[0].split("#")[0] + query, quote=True)
    return (f'<iframe src="{src}" title="Quintet" width="420" height="720"\n'
            '  style="border:0;max-width:100%" allow="clipboard-write"></iframe>')


@dataclass
class Outbox:
    """What the parent has been told, and the messages it is owed now.

    :meth:`messages` is called after every change on screen.  It compares the
    game on screen (its kind and options, and its moves) with the last one
    reported, by value: the session on screen is rebuilt at times (a save
    loaded again, a review closed), so only what the game *is* counts.  Each
    move is reported exactly once, whoever made it; a take-back reports how
    many moves are left; a game of another kind or options is a new game.
    """

    game: tuple[str, str] | None = None
    moves: tuple[str, ...] = ()
    over: bool = False

    def messages(self, game: str | None, line: Any, cursor: int) -> list[dict[str, Any]]:
        """``line`` is the session's GameLine (``state_at``), ``cursor`` the position on screen."""
        if line is None or game is None:
            return []
        state = line.state_at(cursor)
        moves = tuple(state.history)
        kind = (game, repr(sorted(line.state_at(0).options.items())))
        out: list[dict[str, Any]] = []
        if kind != self.game:
            out.append({"type": PREFIX + "game", "game": game, "moves": list(moves)})
            self.over = False
        else:
            same = 0
            for old, new in zip(self.moves, moves, strict=False):
                if old != new:
                    break
                same += 1
            if same < len(self.moves):
                out.append({"type": PREFIX + "undo", "game": game, "moves": same})
                self.over = False
            for i in range(same, len(moves)):
                mover = line.state_at(i).to_move
                out.append({"type": PREFIX + "move", "game": game, "move": moves[i], "player": mover})
        self.game, self.moves = kind, moves
        if state.is_over and not self.over:
            out.append({"type": PREFIX + "over", "game": game, "winner": state.winner,
                        "scores": list(state.scores)})
        self.over = state.is_over
        return out

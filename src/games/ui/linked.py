"""A game opened from a share link: replayed a slice at a time, with default seats and settings.

A link carries the game and its moves, not the people: the seats get the dialog's
default names and the game's default UI settings (take-backs within a turn, as
the new-game dialog offers first).  Used by the controller (games.ui.controller)
when a link opens at boot or is answered, and by benchmarks that replay positions.
"""

from __future__ import annotations

from typing import Any

from ..core import new_game
from ..errors import GameError, InvalidSaveError
from .dialog import GAME_SETTINGS, TAKEBACK_TURN
from .i18n import t, t_message
from .jobs import Job
from .links import parse_link
from .session import GameLine, Seat, Session


def session_job(query: str) -> Job[tuple[Session | None, str]]:
    """A share link as a session ready to show (replayed once, a slice at a time),
    or (None, a message naming the link's first bad part)."""
    try:
        spec, options, moves = parse_link(query)
        try:
            line = yield from GameLine.replay_job(new_game(spec.name, **options), moves)
        except InvalidSaveError:
            raise
        except GameError as err:
            raise InvalidSaveError("The link cannot be opened: {reason}", reason=err.message) from None
    except GameError as err:
        return None, t("msg.bad_link", reason=t_message(err))
    seats = tuple(Seat(n) for n in default_names(line.final.num_players))
    return Session.from_line(line, seats, default_settings(spec.name)), ""


def default_names(count: int) -> tuple[str, ...]:
    return tuple(t("dialog.player_name", n=i + 1) for i in range(count))


def default_settings(game: str) -> dict[str, Any]:
    """UI settings of a game opened without the dialog (from a link)."""
    settings: dict[str, Any] = dict(GAME_SETTINGS.get(game, ()))
    settings["takeback"] = TAKEBACK_TURN
    return settings

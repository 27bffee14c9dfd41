"""A guest: one seat of a game hosted on another device, replayed on its own rules.

The host decides; the guest checks.  Every move the host announces is played
on the guest's own copy of the rules (through the game's views, which for
Quinto build a stand-in draw order from what this seat may know), and the
result is compared with the public state the host sent and this seat's own
private view.  Any difference raises :class:`~games.netplay.errors.DesyncError`
and leaves the guest as it was: the page then says hello again and gets the
game as it stands.  A silent mismatch would show a player a board that is
not the one being played.

A :class:`Guest` is an immutable value; :meth:`Guest.receive` returns the
new guest and the message it read.  What the page must remember to rejoin
after a reload (which game, which seat, its token) is :meth:`Guest.memory`.
"""

from __future__ import annotations

import base64
import dataclasses
import json
import os
from collections.abc import Mapping
from typing import Any

from ..core import GameState
from .errors import DesyncError, NetplayError
from .lookup import views_for
from .wire import (
    HOST_LIMIT,
    Hello,
    Message,
    MoveApplied,
    MoveIntent,
    SeatPaused,
    SeatReassigned,
    SeatResumed,
    Welcome,
    encode,
    parse,
)


def new_token() -> str:
    """A guest's secret, made once and kept by its page (24 URL-safe characters).

    ``os.urandom`` and ``base64`` rather than ``secrets``, which the site's cut
    standard library does not ship (``tools/stdlib_cut.py``)."""
    return base64.urlsafe_b64encode(os.urandom(18)).decode()


@dataclasses.dataclass(frozen=True)
class Guest:
    """What one guest device knows: its room, token and seat; after a welcome the game."""

    room: str
    token: str
    #: The seat asked for (None: any), then the seat given.
    seat: int | None = None
    game: GameState | None = None
    setup: Mapping[str, Any] = dataclasses.field(default_factory=dict)
    seats: tuple[str, ...] = ()
    #: The players' names as the host calls them (from the welcome; empty: none told).
    names: tuple[str, ...] = ()

    # --- what the page sends -------------------------------------------------
    def hello(self) -> str:
        """The text that asks for the seat (again, after a drop or a reload)."""
        return encode(Hello(self.room, self.seat, self.token))

    def intent(self, move: str) -> str:
        """The text that asks the host to play ``move`` for this seat, as the next move."""
        if self.game is None or self.seat is None:
            raise NetplayError("not-seated")
        return encode(MoveIntent(len(self.game.history), self.seat, move))

    # --- what the host sends ---------------------------------------------------
    def receive(self, text: object) -> tuple[Guest, Message]:
        """Read one text from the host: the new guest and the message.

        WireError for text that is no message; DesyncError when the host's
        news does not fit this guest's replay (this guest is then unchanged)."""
        message = parse(text, HOST_LIMIT)
        if isinstance(message, Welcome):
            return self._welcome(message), message
        if isinstance(message, MoveApplied):
            return self._applied(message), message
        if isinstance(message, (SeatPaused, SeatResumed, SeatReassigned)):
            return self._seat_news(message), message
        if isinstance(message, (Hello, MoveIntent)):
            raise NetplayError("unexpected", message.kind)
        return self, message  # refused, ping, pong: the page's business

    def _welcome(self, welcome: Welcome) -> Guest:
        if welcome.room != self.room:
            raise DesyncError("wrong-room", welcome.room[:40])
        if not 0 <= welcome.seat < len(welcome.seats):
            raise DesyncError("bad-seat", str(welcome.seat))
        views = views_for(welcome.game)
        game = views.replica(welcome.game, welcome.setup, welcome.moves, welcome.seat, welcome.private)
        views.check(game, welcome.seat, welcome.public, welcome.private)
        names = welcome.names if len(welcome.names) == len(welcome.seats) else ()
        return dataclasses.replace(self, seat=welcome.seat, game=game, setup=welcome.setup,
                                   seats=welcome.seats, names=names)

    def _applied(self, applied: MoveApplied) -> Guest:
        if self.game is None or self.seat is None:
            raise DesyncError("not-welcomed")
        if applied.number != len(self.game.history):
            raise DesyncError("sequence", f"move {applied.number}, expected {len(self.game.history)}")
        if applied.player != self.game.to_move:
            raise DesyncError("turn", f"player {applied.player}, expected {self.game.to_move}")
        views = views_for(self.game.game_name)
        game = views.advance(self.game, self.setup, self.seat, applied.move, applied.private)
        if game.history[-1] != applied.move:
            raise DesyncError("notation", applied.move[:40])
        views.check(game, self.seat, applied.public, applied.private)
        return dataclasses.replace(self, game=game)

    def _seat_news(self, news: SeatPaused | SeatResumed | SeatReassigned) -> Guest:
        if not 0 <= news.seat < len(self.seats):
            raise DesyncError("bad-seat", str(news.seat))
        word = {SeatPaused: "paused", SeatResumed: "guest"}.get(type(news))
        if isinstance(news, SeatReassigned):
            word = news.to
        seats = list(self.seats)
        seats[news.seat] = str(word)
        return dataclasses.replace(self, seats=tuple(seats))

    # --- what the page keeps ---------------------------------------------------
    def memory(self) -> str:
        """Which game and seat this page had, and its token (for localStorage)."""
        return json.dumps({"room": self.room, "seat": self.seat, "token": self.token}, separators=(",", ":"))

    @classmethod
    def remember(cls, text: str) -> Guest:
        """The guest :meth:`memory` described (no game yet: its hello brings it back)."""
        try:
            data = json.loads(text)
            room, seat, token = data["room"], data["seat"], data["token"]
        except (ValueError, TypeError, KeyError, RecursionError):
            raise NetplayError("bad-memory") from None
        if not (isinstance(room, str) and isinstance(token, str)
                and (seat is None or (isinstance(seat, int) and not isinstance(seat, bool)))):
            raise NetplayError("bad-memory")
        return cls(room, token, seat)

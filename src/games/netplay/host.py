"""The host: the one device whose rules decide every move of a game across devices.

A :class:`Host` is an immutable value, like a game state: every event (a
peer connects, sends text, drops; the host's own player moves; the host
gives a seat away) returns a :class:`Step`, the new host and the messages
to send, each addressed to one peer.  The transport (WebRTC data channels,
in the page) only carries text; nothing here knows of it, so the whole
protocol runs on CPython in tests, several guests against one host.

What a guest sends changes the game only through :meth:`Host.receive`,
which refuses, *to that peer only*, anything that is not a valid move
intent of the seat this peer holds, in turn, for the current position, by
the rules: the game and every other seat stay as they were (the refusal is
the whole answer).  Guests get only what the game's views allow
(:mod:`games.netplay.views`): never another seat's private view.

Seats are :data:`games.netplay.wire.SEAT_STATES`: played at the host's
device (``host``: hot-seat), by the computer there, by a connected guest, by
a guest whose device dropped (``paused``: its turn waits until it rejoins
with its token, or the host gives the seat to ``host`` or ``computer``), or
waiting for a guest (``open``).
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Sequence
from typing import Any

from ..core import GameState, load
from ..errors import GameError
from .errors import SeatError, SetupError
from .lookup import views_for
from .views import Views
from .wire import (
    GUEST_LIMIT,
    Hello,
    Message,
    MoveApplied,
    MoveIntent,
    Ping,
    Pong,
    Refused,
    SeatPaused,
    SeatReassigned,
    SeatResumed,
    Welcome,
    WireError,
    encode,
    parse,
)

#: Refusal code -> the translation key the guest's page shows.
REASONS: dict[str, str] = {
    "too-large": "netplay.refused.too_large",
    "bad-json": "netplay.refused.malformed",
    "bad-field": "netplay.refused.malformed",
    "unknown-kind": "netplay.refused.malformed",
    "unexpected": "netplay.refused.malformed",
    "bad-version": "netplay.refused.version",
    "unknown-peer": "netplay.refused.unknown_peer",
    "wrong-room": "netplay.refused.wrong_room",
    "seat-taken": "netplay.refused.seat_taken",
    "no-seat": "netplay.refused.no_seat",
    "not-seated": "netplay.refused.not_seated",
    "wrong-seat": "netplay.refused.wrong_seat",
    "out-of-turn": "netplay.refused.out_of_turn",
    "stale": "netplay.refused.stale",
    "illegal": "netplay.refused.illegal",
    "game-over": "netplay.refused.game_over",
}

#: Seats a game starts with, or a paused seat may be given to.
HOST_SIDE = ("host", "computer")
#: A token is the guest's secret: printable ASCII, this long at most.
MAX_TOKEN = 64
#: A player's name, as far as a guest is told it.
MAX_NAME = 64


def refusal(reason: str) -> Refused:
    return Refused(reason, REASONS[reason])


@dataclasses.dataclass(frozen=True)
class Seat:
    """One seat: its state word, the token of its guest, the peer now playing it."""

    state: str
    token: str = ""
    peer: str = ""


@dataclasses.dataclass(frozen=True)
class Outgoing:
    """One message for one peer; ``text`` is what the channel carries."""

    peer: str
    message: Message

    @property
    def text(self) -> str:
        return encode(self.message)


@dataclasses.dataclass(frozen=True)
class Step:
    """What an event gives: the new host and the messages to send, in order."""

    host: Host
    out: tuple[Outgoing, ...] = ()


@dataclasses.dataclass(frozen=True)
class Host:
    """The authority of one game across devices (see the module doc)."""

    room: str
    game: GameState
    seats: tuple[Seat, ...]
    #: What each seat may be told (the game's, from :func:`games.netplay.lookup.views_for`).
    views: Views = dataclasses.field(compare=False, repr=False)
    #: Peers whose channel is open, seated or not yet.
    peers: frozenset[str] = frozenset()
    #: The players' names, told to each guest in its welcome (empty: none).
    names: tuple[str, ...] = ()

    @classmethod
    def new(cls, room: str, game: GameState, seats: Sequence[str], views: Views | None = None,
            names: Sequence[str] = ()) -> Host:
        """A host for ``game``: one seat word per player (``host``, ``computer`` or ``open``)."""
        if len(seats) != game.num_players or not all(s in (*HOST_SIDE, "open") for s in seats):
            raise SeatError("bad-seats", f"{game.num_players} seats of host, computer or open")
        if names and len(names) != game.num_players:
            raise SeatError("bad-seats", "one name per seat")
        return cls(room, game, tuple(Seat(s) for s in seats), views or views_for(game.game_name),
                   names=tuple(str(n)[:MAX_NAME] for n in names))

    # --- reading -------------------------------------------------------------
    def seat_of(self, peer: str) -> int | None:
        for index, seat in enumerate(self.seats):
            if seat.state == "guest" and seat.peer == peer:
                return index
        return None

    def seat_words(self) -> tuple[str, ...]:
        return tuple(seat.state for seat in self.seats)

    def guests(self) -> list[tuple[str, int]]:
        """(peer, seat) of every connected guest, in seat order."""
        return [(s.peer, i) for i, s in enumerate(self.seats) if s.state == "guest"]

    def welcome(self, seat: int) -> Welcome:
        """The game as it stands, for the guest of ``seat``."""
        return Welcome(
            room=self.room, seat=seat, game=self.game.game_name, setup=self.views.setup(self.game),
            moves=tuple(self.game.history), private=self.views.private(self.game, seat),
            seats=self.seat_words(), public=self.views.public(self.game), names=self.names,
        )

    # --- events --------------------------------------------------------------
    def connect(self, peer: str) -> Host:
        """A channel opened: ``peer`` may now say hello."""
        return dataclasses.replace(self, peers=self.peers | {peer})

    def receive(self, peer: str, text: object) -> Step:
        """Text from ``peer``: a refusal to that peer, or the move/seat it asked for."""
        if peer not in self.peers:
            return self._refuse(peer, "unknown-peer")
        try:
            message = parse(text, GUEST_LIMIT)
        except WireError as err:
            return self._refuse(peer, err.reason)
        if isinstance(message, Hello):
            return self._hello(peer, message)
        if isinstance(message, MoveIntent):
            return self._intent(peer, message)
        if isinstance(message, Ping):
            return Step(self, (Outgoing(peer, Pong(message.nonce)),))
        if isinstance(message, Pong):
            return Step(self)
        return self._refuse(peer, "unexpected")

    def drop(self, peer: str) -> Step:
        """``peer``'s channel closed: its seat (if any) pauses, and every other guest is told."""
        host = dataclasses.replace(self, peers=self.peers - {peer})
        seat = self.seat_of(peer)
        if seat is None:
            return Step(host)
        host = host._with_seat(seat, Seat("paused", self.seats[seat].token))
        return Step(host, host._to_guests(SeatPaused(seat)))

    def reassign(self, seat: int, to: str) -> Step:
        """Give a paused or open seat to the host's device (``host``), the
        ``computer``, or open it to a new guest (``open``: the old token no longer works).
        A seat played at the host's device may be opened for a device again."""
        state = self.seats[seat].state if 0 <= seat < len(self.seats) else ""
        if state not in ("paused", "open") and not (state in HOST_SIDE and to == "open"):
            raise SeatError("not-paused", f"seat {seat}")
        if to not in (*HOST_SIDE, "open"):
            raise SeatError("bad-seats", to[:20])
        host = self._with_seat(seat, Seat(to))
        return Step(host, host._to_guests(SeatReassigned(seat, to)))

    def play_local(self, move: str) -> Step:
        """A move of a seat played at the host's device (hot-seat or computer).

        SeatError when the seat to move belongs to a guest (connected or
        paused: reassign it first); the rules' own errors pass through."""
        player = self.game.to_move
        if player is None:
            raise SeatError("game-over")
        if self.seats[player].state not in HOST_SIDE:
            raise SeatError("wrong-seat", f"seat {player} is {self.seats[player].state}")
        return self._applied(self.game.play(move), player)

    # --- autosave ------------------------------------------------------------
    def to_json(self) -> str:
        """The game and who holds each seat (tokens included: the host's own
        storage only).  Peers are not saved: after a reload every guest is paused."""
        seats = [{"state": "paused" if s.state == "guest" else s.state, "token": s.token} for s in self.seats]
        return json.dumps({"room": self.room, "game": self.game.to_json(), "seats": seats,
                           "names": list(self.names)}, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> Host:
        """A host saved by :meth:`to_json`; SetupError when it is not one."""
        try:
            data = json.loads(text)
            game = load(data["game"])
            seats = tuple(Seat(str(s["state"]), str(s["token"])) for s in data["seats"])
            room = data["room"]
            names = tuple(str(n)[:MAX_NAME] for n in data.get("names", ()))
        except (ValueError, TypeError, KeyError, RecursionError) as err:
            raise SetupError("bad-save", str(err)[:80]) from None
        if not isinstance(room, str) or len(seats) != game.num_players or not all(
            seat.state in (*HOST_SIDE, "open", "paused") for seat in seats
        ) or (names and len(names) != len(seats)):
            raise SetupError("bad-save", "room or seats")
        return cls(room, game, seats, views_for(game.game_name), names=names)

    # --- inside --------------------------------------------------------------
    def _refuse(self, peer: str, reason: str) -> Step:
        return Step(self, (Outgoing(peer, refusal(reason)),))

    def _with_seat(self, index: int, seat: Seat) -> Host:
        seats = (*self.seats[:index], seat, *self.seats[index + 1 :])
        return dataclasses.replace(self, seats=seats)

    def _to_guests(self, message: Message, but: str = "") -> tuple[Outgoing, ...]:
        return tuple(Outgoing(peer, message) for peer, _ in self.guests() if peer != but)

    def _hello(self, peer: str, hello: Hello) -> Step:
        token = hello.token
        if not 0 < len(token) <= MAX_TOKEN or not (token.isascii() and token.isprintable()):
            return self._refuse(peer, "bad-field")
        if hello.room != self.room:
            return self._refuse(peer, "wrong-room")
        held = self.seat_of(peer)
        for index, seat in enumerate(self.seats):
            if seat.token == token and seat.state in ("guest", "paused"):
                if held is not None and held != index:
                    return self._refuse(peer, "wrong-seat")
                host = self._with_seat(index, Seat("guest", token, peer))
                out: tuple[Outgoing, ...] = (Outgoing(peer, host.welcome(index)),)
                if seat.state == "paused":
                    out += host._to_guests(SeatResumed(index), but=peer)
                return Step(host, out)
        if held is not None:
            return self._refuse(peer, "wrong-seat")  # one peer, one seat
        if hello.seat is None:
            free = [i for i, seat in enumerate(self.seats) if seat.state == "open"]
            if not free:
                return self._refuse(peer, "no-seat")
            index = free[0]
        elif not 0 <= hello.seat < len(self.seats):
            return self._refuse(peer, "bad-field")
        elif self.seats[hello.seat].state != "open":
            return self._refuse(peer, "seat-taken")
        else:
            index = hello.seat
        host = self._with_seat(index, Seat("guest", token, peer))
        out = (Outgoing(peer, host.welcome(index)),)
        return Step(host, out + host._to_guests(SeatReassigned(index, "guest"), but=peer))

    def _intent(self, peer: str, intent: MoveIntent) -> Step:
        seat = self.seat_of(peer)
        if seat is None:
            return self._refuse(peer, "not-seated")
        if intent.seat != seat:
            return self._refuse(peer, "wrong-seat")
        if self.game.to_move is None:
            return self._refuse(peer, "game-over")
        if self.game.to_move != seat:
            return self._refuse(peer, "out-of-turn")
        if intent.number != len(self.game.history):
            return self._refuse(peer, "stale")
        try:
            after = self.game.play(intent.move)
        except (GameError, ValueError, TypeError):
            return self._refuse(peer, "illegal")
        return self._applied(after, seat)

    def _applied(self, after: GameState, player: int) -> Step:
        """The host after a move, and its news for every connected guest (each its own view)."""
        host = dataclasses.replace(self, game=after)
        number = len(after.history) - 1
        move = after.history[-1]  # the rules' own notation of it
        public: dict[str, Any] = self.views.public(after)
        out = tuple(
            Outgoing(peer, MoveApplied(number, player, move, public, self.views.private(after, seat)))
            for peer, seat in host.guests()
        )
        return Step(host, out)

"""The controller's ``devices`` collaborator: the game on screen played across devices.

On the host's device it keeps a :class:`games.netplay.host.Host` beside the
session: a move played at this device is told to every guest, a guest's
text is checked by the host's rules and, when it is a move, played on the
session as if tapped here.  On a guest's device it keeps a
:class:`games.netplay.guest.Guest`: a move made on the board becomes an
intent sent to the host and is shown only when the host announces it.  What
must go over the wire is queued in :attr:`Devices.outbox` (peer, text); the
bridge sends it after each event.  Seats played elsewhere make the phase
``away`` (games.ui.policy): the board waits, with the reason.

Both sides keep what a reload needs: the host its seats and room (its
game is the ordinary autosave), a guest its room, seat and token
(``Guest.memory``), so scanning the host's code again rejoins the same seat.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from ...netplay.errors import NetplayError, SeatError, SetupError
from ..dialog import GAME_SETTINGS
from ..i18n import t
from ..session import HUMAN, Seat, Session
from ..storage import SaveStore
from . import DEVICE

if TYPE_CHECKING:
    from ...netplay.guest import Guest
    from ...netplay.host import Host
    from ..table import Table

HOST_KEY = "quintet.devices.host"
GUEST_KEY = "quintet.devices.guest"
#: The guest's one peer: its host.
HOST_PEER = "host"


def has_devices(session: Session) -> bool:
    return any(seat.kind == DEVICE for seat in session.seats)


class Devices:
    """Host or guest of the game on screen across devices (see the module doc)."""

    def __init__(self, table: Table, store: SaveStore) -> None:
        self.table = table
        self.store = store
        self.host: Host | None = None
        self.guest: Guest | None = None
        #: (peer, text) to send; (peer, "") closes that peer's channel.
        self.outbox: list[tuple[str, str]] = []
        #: A move announced by the host is being shown: not an intent, not news.
        self.applying = False
        #: Every text this guest received (tests read it: a Quinto guest never sees another rack).
        self.received: list[str] = []
        #: Words for the screen once the session is shown ("" for none).
        self.told = ""

    # --- reading ----------------------------------------------------------------
    @property
    def role(self) -> str:
        return "host" if self.host is not None else "guest" if self.guest is not None else ""

    def local(self, seat: int) -> bool:
        """Is ``seat`` played on this device (by a person or the computer)?"""
        if self.guest is not None:
            return seat == self.guest.seat
        if self.host is not None:
            return self.host.seats[seat].state in ("host", "computer")
        return True

    def away(self) -> bool:
        """The seat to move is played on another device (or waits for one)."""
        session = self.table.session
        if session is None or self.role == "" or session.state.to_move is None:
            return False
        return not self.local(session.state.to_move)

    def away_text(self) -> str:
        """The status while another device's seat is to move."""
        session = self.table.session
        assert session is not None and session.state.to_move is not None
        seat = session.state.to_move
        name = session.seats[seat].name
        words = self.seat_words()
        if words and words[seat] in ("paused", "open"):
            return t(f"devices.status.{words[seat]}", name=name)
        return t("devices.status.away", name=name)

    def seat_words(self) -> tuple[str, ...]:
        if self.host is not None:
            return self.host.seat_words()
        if self.guest is not None:
            return self.guest.seats
        return ()

    def seats_to_pair(self) -> list[int]:
        """The host's seats waiting for a device (open or paused), in order."""
        words = self.seat_words() if self.host is not None else ()
        return [i for i, w in enumerate(words) if w in ("open", "paused")]

    # --- the host ---------------------------------------------------------------
    def showing(self, session: Session) -> None:
        """A session goes on screen: host it if it has seats on other devices."""
        if self.applying:
            return
        if self.guest is not None:
            self.leave()
        if self.host is not None and self.host.game.to_json() != session.state.to_json():
            self.outbox += [(peer, "") for peer in sorted(self.host.peers)]  # another game: let them go
            self.host = None
        if not has_devices(session):
            self.host = None
            return
        if self.host is not None and self._seated_alike(session):
            return  # the same game shown again (opened from the start screen): guests stay connected
        from ...netplay.host import Host  # the page imports the netplay core only to use it
        from .flow import new_room

        saved = self.store.get(HOST_KEY)
        if saved:
            try:
                host = Host.from_json(saved)
            except SetupError:
                host = None
            if host is not None and host.game.to_json() == session.state.to_json():
                self.host = host  # a reload: every guest is paused until it rejoins
                paused = [i for i, word in enumerate(host.seat_words()) if word == "paused"]
                if paused:  # said once the game is on screen (show() clears the last game's words)
                    self.told = t("devices.status.paused", name=session.seats[paused[0]].name)
                return
        words = [
            "open" if s.kind == DEVICE else "host" if s.kind == HUMAN else "computer" for s in session.seats
        ]
        self.host = Host.new(new_room(), session.state, words, names=[s.name for s in session.seats])
        self.save()

    def _seated_alike(self, session: Session) -> bool:
        """Does the host's seating fit ``session`` (the same seats on other devices, the same names)?"""
        assert self.host is not None
        elsewhere = tuple(word in ("open", "guest", "paused") for word in self.host.seat_words())
        return elsewhere == tuple(s.kind == DEVICE for s in session.seats) and self.host.names == tuple(
            s.name for s in session.seats
        )

    def played(self, move: str) -> None:
        """A move was played on this device's session: the host tells every guest."""
        if self.host is None or self.applying:
            return
        try:
            step = self.host.play_local(move)
        except (SeatError, ValueError):
            return
        self.host = step.host
        self.outbox += [(out.peer, out.text) for out in step.out]
        self.save()

    def connect(self, peer: str) -> None:
        if self.host is not None:
            self.host = self.host.connect(peer)

    def host_receive(self, peer: str, text: str) -> None:
        """Text from a guest: its move is played here, anything else answered to it only."""
        if self.host is None:
            return
        before = self.host
        step = before.receive(peer, text)
        self.host = step.host
        self.outbox += [(out.peer, out.text) for out in step.out]
        session = self.table.session
        if len(step.host.game.history) > len(before.game.history) and session is not None:
            self.applying = True
            try:
                self.table.play(step.host.game.history[-1])
            finally:
                self.applying = False
        else:
            seat = step.host.seat_of(peer)
            if seat is not None and before.seat_of(peer) is None and session is not None:
                self._announce(t("devices.joined", name=session.seats[seat].name))
        self.save()

    def drop(self, peer: str) -> None:
        """A guest's channel closed: its seat pauses, and every screen says so."""
        if self.host is None:
            return
        seat = self.host.seat_of(peer)
        step = self.host.drop(peer)
        self.host = step.host
        self.outbox += [(out.peer, out.text) for out in step.out]
        if seat is not None and self.table.session is not None:
            self.table.message = t("devices.dropped", name=self.table.session.seats[seat].name)
            self._announce(self.table.message)
        self.save()

    def reassign(self, seat: int, to: str) -> None:
        """The host gives a waiting seat to this device (``host``) or the computer."""
        session = self.table.session
        if self.host is None or session is None:
            return
        try:
            step = self.host.reassign(seat, to)
        except SeatError:
            return
        self.host = step.host
        self.outbox += [(out.peer, out.text) for out in step.out]
        kind = HUMAN if to == "host" else "medium" if to == "computer" else DEVICE
        seats = tuple(
            dataclasses.replace(s, kind=kind) if i == seat else s for i, s in enumerate(session.seats)
        )
        self.table.session = dataclasses.replace(session, seats=seats)
        if self.table.view is not None:
            self.table.view.seats = seats
        self._announce(t(f"devices.given.{to}", name=session.seats[seat].name))
        self.save()

    def save(self) -> None:
        if self.host is not None:
            self.store.set(HOST_KEY, self.host.to_json())

    # --- a guest ----------------------------------------------------------------
    def join(self, room: str, seat: int) -> str:
        """This device joins ``seat`` of ``room``: the hello to send once the channel opens.

        The same room again (a reload, a dropped channel) says hello with the
        token kept, so the host gives back the same seat."""
        from ...netplay.guest import Guest, new_token

        self.host = None
        kept = self.store.get(GUEST_KEY)
        guest = None
        if kept:
            try:
                guest = Guest.remember(kept)
            except NetplayError:
                guest = None
        if guest is None or guest.room != room:
            guest = Guest(room, new_token(), seat)
        self.guest = dataclasses.replace(guest, seat=seat if guest.seat is None else guest.seat)
        self.store.set(GUEST_KEY, self.guest.memory())
        return self.guest.hello()

    def remembered_room(self) -> str:
        from ...netplay.guest import Guest

        kept = self.store.get(GUEST_KEY)
        try:
            return Guest.remember(kept).room if kept else ""
        except NetplayError:
            return ""

    def guest_receive(self, text: str) -> None:
        """Text from the host: a welcome shows the game, a move is shown, a refusal said."""
        from ...netplay.wire import (
            MoveApplied,
            Refused,
            SeatPaused,
            SeatReassigned,
            SeatResumed,
            Welcome,
            WireError,
        )

        if self.guest is None:
            return
        self.received.append(text)
        try:
            guest, message = self.guest.receive(text)
        except NetplayError:  # a desync: ask for the game as it stands
            self.outbox.append((HOST_PEER, self.guest.hello()))
            return
        except WireError:
            self.table.message = t("netplay.refused.malformed")
            return
        previous, self.guest = self.guest, guest
        if isinstance(message, Welcome):
            self.store.set(GUEST_KEY, guest.memory())
            self._show_guest_game(fresh=True)
            self._announce(t("devices.welcome", name=self._name(message.seat)))
        elif isinstance(message, MoveApplied):
            self._show_guest_game(fresh=False)
        elif isinstance(message, Refused):
            self.table.message = t(message.key)
            self._announce(self.table.message)
        elif isinstance(message, SeatPaused):
            self.table.message = t("devices.dropped", name=self._name(message.seat))
            self._announce(self.table.message)
        elif isinstance(message, SeatResumed):
            self._announce(t("devices.back", name=self._name(message.seat)))
        elif isinstance(message, SeatReassigned) and message.to in ("host", "computer"):
            self._announce(t(f"devices.given.{message.to}", name=self._name(message.seat)))
        del previous

    def intercepts(self, move: str) -> bool:
        """A guest's move goes to the host as an intent (shown when the host announces it)."""
        if self.guest is None or self.applying:
            return False
        try:
            self.outbox.append((HOST_PEER, self.guest.intent(move)))
        except NetplayError:
            return True
        self.table.announcements.append(t("devices.sent"))
        return True

    def leave(self) -> None:
        """This guest leaves its host's game (another game goes on screen here)."""
        if self.guest is not None:
            self.outbox.append((HOST_PEER, ""))
        self.guest = None

    def host_lost(self) -> None:
        """A guest's channel to the host closed: the board waits; scanning again rejoins."""
        if self.guest is not None:
            self.table.message = t("devices.host_lost")
            self._announce(self.table.message)

    # --- inside -----------------------------------------------------------------
    def _name(self, seat: int) -> str:
        session = self.table.session
        if session is not None and 0 <= seat < len(session.seats):
            return session.seats[seat].name
        return t("dialog.player_name", n=seat + 1)

    def _announce(self, text: str) -> None:
        self.table.announcements.append(text)

    def _show_guest_game(self, fresh: bool) -> None:
        guest = self.guest
        assert guest is not None and guest.game is not None and guest.seat is not None
        game = guest.game
        session = self.table.session
        self.applying = True
        try:
            follows = not fresh and session is not None and session.state.history == game.history[:-1]
            if follows and self.table.play(game.history[-1]):  # the move on the board, as if tapped here
                shown = self.table.session
                if shown is not None and shown.state.to_json() == game.to_json():
                    return
            numbered = tuple(t("dialog.player_name", n=i + 1) for i in range(game.num_players))
            names = guest.names or numbered  # the host's names for its players
            seats = tuple(
                Seat(names[i][:24], HUMAN if i == guest.seat else DEVICE, you=i == guest.seat)
                for i in range(game.num_players)
            )
            settings = {**dict(GAME_SETTINGS.get(game.game_name, ())), "takeback": "none"}
            self.table.show(Session.from_state(game, seats, settings))
        finally:
            self.applying = False

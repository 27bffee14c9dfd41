"""A table of devices for the netplay tests: one host, guests by peer id, and
every text each guest received (the wire carries only text, so do the tests)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from games.core import GameState
from games.netplay.guest import Guest
from games.netplay.host import Host, Step


@dataclass
class Table:
    host: Host
    guests: dict[str, Guest] = field(default_factory=dict)
    inbox: dict[str, list[str]] = field(default_factory=dict)

    def deliver(self, step: Step) -> Step:
        self.host = step.host
        for out in step.out:
            text = out.text
            self.inbox.setdefault(out.peer, []).append(text)
            if out.peer in self.guests:
                self.guests[out.peer], _ = self.guests[out.peer].receive(text)
        return step

    def join(self, peer: str, guest: Guest) -> Step:
        self.guests[peer] = guest
        self.host = self.host.connect(peer)
        return self.deliver(self.host.receive(peer, guest.hello()))

    def peer_of(self, seat: int) -> str | None:
        for peer, guest in self.guests.items():
            if guest.seat == seat and self.host.seat_of(peer) == seat:
                return peer
        return None

    def play(self, move: str) -> Step:
        """The seat to move plays ``move``: through its guest's intent, or at the host."""
        seat = self.host.game.to_move
        assert seat is not None
        peer = self.peer_of(seat)
        if peer is None:
            return self.deliver(self.host.play_local(move))
        return self.deliver(self.host.receive(peer, self.guests[peer].intent(move)))


def random_move(state: GameState, rng: random.Random) -> str:
    return str(rng.choice(state.legal_moves()))

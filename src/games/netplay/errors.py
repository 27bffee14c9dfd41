"""The typed errors of playing across devices, apart from the wire's own.

A guest replays every move the host sends on its own copy of the rules; when
its copy disagrees with what the host says (a move its rules refuse, another
turn, another score, another rack), that is a *desync*: the two devices no
longer hold the same game, and going on would show a player a board that is
not the one being played.  It is raised, never ignored, so the page can ask
the host for the game again (a new hello gets a welcome with the game as it
stands).  ``reason`` is a code, for the UI and logs; the words are the UI's.
"""

from __future__ import annotations


class NetplayError(ValueError):
    """Base of the errors below; ``reason`` is a short code."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason = reason
        self.detail = detail


class DesyncError(NetplayError):
    """The guest's replay disagrees with the host (see the module doc)."""


class SetupError(NetplayError):
    """A game setup that cannot be played here (unknown game, bad options)."""


class SeatError(NetplayError):
    """The host's own device asked for something its seats do not allow
    (a move for a guest's seat, a reassignment of a seat that is not paused)."""

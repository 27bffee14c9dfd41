"""What each seat may be told of a game, per game: the one place secrets are kept.

The host never serialises its state for a guest.  It asks the game's
:class:`Views` for three things: the public *setup* (what a guest needs to
start its own copy of the rules), a seat's *private* view, and the *public*
state after a move (whose turn, the scores...), which a guest checks against
its own replay.  A guest asks the same object to build and advance its copy
(:meth:`Views.replica`, :meth:`Views.advance`) and to compare it
(:meth:`Views.check`), so both sides of one game's secrets live together.

Quinque and Quinamid have no secret a move list does not tell (a covered
Quinamid counter is public history), so :data:`OPEN` sends their options
and replays moves as they come.  Quinto hides racks and the draw order: its
views are in :mod:`games.netplay.quinto_views`; :mod:`games.netplay.lookup`
names each game's.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

from ..core import GAMES, GameState, new_game
from ..errors import GameError
from .errors import DesyncError, SetupError


class Views(Protocol):
    """Per-game answers for the host (setup, private, public) and the guest."""

    def setup(self, state: GameState) -> dict[str, Any]:
        """What a guest needs to start its copy: never a secret."""
        ...

    def private(self, state: GameState, seat: int) -> tuple[int, ...]:
        """What only ``seat`` may see (empty when nothing is hidden)."""
        ...

    def public(self, state: GameState) -> dict[str, Any]:
        """The public state every seat may check its replay against."""
        ...

    def replica(self, game: str, setup: Mapping[str, Any], moves: tuple[str, ...], seat: int,
                private: tuple[int, ...]) -> GameState:
        """A guest's copy of the game from a welcome; DesyncError/SetupError when it cannot be."""
        ...

    def advance(self, state: GameState, setup: Mapping[str, Any], seat: int, move: str,
                private: tuple[int, ...]) -> GameState:
        """A guest's copy after ``move``; DesyncError when its rules refuse it."""
        ...

    def check(self, state: GameState, seat: int, public: Mapping[str, Any],
              private: tuple[int, ...]) -> None:
        """Raise DesyncError when ``state`` differs from what the host said."""
        ...


def public_core(state: GameState) -> dict[str, Any]:
    """The part of the public state every game has: whose turn, the scores, the length."""
    return {"to_move": state.to_move, "scores": list(state.scores), "moves": len(state.history)}


def check_core(state: GameState, public: Mapping[str, Any], keys: tuple[str, ...]) -> None:
    """Compare ``keys`` of :func:`public_core` with what the host said."""
    mine = public_core(state)
    for key in keys:
        if public.get(key) != mine[key]:
            raise DesyncError("public-state", f"{key}: host {str(public.get(key))[:40]}, here {mine[key]}")


def play_or_desync(state: GameState, move: str) -> GameState:
    """``state.play(move)``; a move the host accepted but these rules refuse is a desync."""
    try:
        return state.play(move)
    except GameError as err:
        raise DesyncError("move-refused", f"{move[:40]}: {err}") from None


class OpenViews:
    """A game of perfect information: everything is public, nothing is private."""

    def setup(self, state: GameState) -> dict[str, Any]:
        return {"options": dict(state.options)}

    def private(self, state: GameState, seat: int) -> tuple[int, ...]:
        return ()

    def public(self, state: GameState) -> dict[str, Any]:
        return public_core(state)

    def replica(self, game: str, setup: Mapping[str, Any], moves: tuple[str, ...], seat: int,
                private: tuple[int, ...]) -> GameState:
        state = start(game, setup.get("options"))
        for move in moves:
            state = play_or_desync(state, move)
        return state

    def advance(self, state: GameState, setup: Mapping[str, Any], seat: int, move: str,
                private: tuple[int, ...]) -> GameState:
        return play_or_desync(state, move)

    def check(self, state: GameState, seat: int, public: Mapping[str, Any],
              private: tuple[int, ...]) -> None:
        check_core(state, public, ("to_move", "scores", "moves"))
        if private:
            raise DesyncError("private-view", "this game has no private view")


def start(game: str, options: object) -> GameState:
    """``new_game(game, **options)`` for a setup from the wire: SetupError when it is not one."""
    if game not in GAMES:
        raise SetupError("unknown-game", game[:40])
    if not isinstance(options, dict) or not all(isinstance(k, str) for k in options):
        raise SetupError("bad-setup", "options are not an object")
    try:
        return new_game(game, **options)
    except (ValueError, TypeError) as err:  # GameError is a ValueError
        raise SetupError("bad-setup", str(err)[:80]) from None


OPEN = OpenViews()

"""Information states for the computer opponent (OpenSpiel style).

Quinamid has no private information: both players see the same table.  What
makes it a game of imperfect information is *memory*: covered counters are
never drawn, and during play the move list shows only the number of moves
made (unless the players switch on open memory).  The observation is therefore the same for both
players and holds exactly what the table and the UI show:

* the visible 6x6 surface (board and owner of each square),
* the boards' offsets and rotations, the locked board, the player to act,
* counters left per player, and per board how many counters of each player
  lie covered on it (the per-player totals follow from what is visible and
  the counters left; per board is what a player who watched the game but
  forgot the exact holes still knows),
* the number of moves played (not the move list: replaying it would reveal
  every covered counter, which is exactly what the player is assumed to forget).

:func:`resample` draws a full layout consistent with that: on each board
the covered counters are shuffled over that board's covered holes, keeping
the per-board counts per player.  Keeping them per board (rather than only per
player) keeps variants b and c consistent, whose legality depends on which
board holds a player's counters.

The game's spec registers :data:`INFORMATION`, so ``state.observe(player)``
and ``state.resample(player, rng)`` answer from here while the state module
never imports this one.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..core import Information
from ..errors import GameError, echo
from .geometry import Offsets, Rotations
from .state import QuinamidState, VisibleSquare


@dataclass(frozen=True)
class Observation:
    """What a player may know about a Quinamid position (hashable, comparable)."""

    player: int
    to_move: int | None
    moves_played: int
    offsets: Offsets
    rotations: Rotations
    locked_board: str | None
    counters_left: tuple[int, int]
    #: ``visible[col][row]``, as :meth:`QuinamidState.visible`.
    visible: tuple[tuple[VisibleSquare, ...], ...]
    #: Per board A-E: (covered counters of player 0, of player 1).
    covered: tuple[tuple[int, int], ...]
    winner: int | None


def _check_player(player: int) -> None:
    if player not in (0, 1) or isinstance(player, bool):
        raise GameError("Quinamid has players 0 and 1, not {player}.", player=echo(player))


def observe(state: QuinamidState, player: int) -> Observation:
    """What ``player`` may know about ``state`` (see the module doc)."""
    _check_player(player)
    lay = state._layout
    cells = state._cells
    covered = []
    for holes in lay.covered:
        owners = [cells[h] for h in holes]
        covered.append((owners.count(0), owners.count(1)))
    return Observation(
        player=player,
        to_move=state.to_move,
        moves_played=len(state.history),
        offsets=state.offsets,
        rotations=state.rotations,
        locked_board=state.locked_board,
        counters_left=state.counters_left,
        visible=state.visible(),
        covered=tuple(covered),
        winner=state.winner,
    )


def resample_cells(state: QuinamidState, player: int, rng: random.Random) -> tuple[int, ...]:
    """Hole owners with every board's covered contents shuffled over its covered holes."""
    _check_player(player)
    cells = list(state._cells)
    for holes in state._layout.covered:
        owners = [cells[h] for h in holes]
        rng.shuffle(owners)
        for h, owner in zip(holes, owners, strict=True):
            cells[h] = owner
    return tuple(cells)


def resample(state: QuinamidState, player: int, rng: random.Random) -> QuinamidState:
    """A state consistent with ``observe(player)``, covered counters redrawn at random."""
    return state.with_cells(resample_cells(state, player, rng))


INFORMATION = Information(observe, resample)

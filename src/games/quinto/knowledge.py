"""Information states for the computer opponent (OpenSpiel style).

A Quinto player sees the board, their own rack, the scores, how many tiles
the pool and each rack hold, and the history.  The tiles they have not seen
(the other racks and the pool) form a multiset they can work out, since the
starting pool is public; its *order* and its split between racks are hidden.

:func:`resample` draws that hidden part at random and returns the state
with a new draw order (``bag``) that replays the same history:

* every tile the observer drew stays where it was in the bag;
* each other player's draws are refilled, in draw order, with the tiles of
  their plays (first play first) and then their new rack.  Each play's tiles
  were drawn before that play in the real game, so they are in this order
  too, and replaying the bag gives the same plays and the new racks;
* a pass tells that its player had no legal play.  Samples in which another
  player could have played where they passed are rejected and drawn again.
  If :data:`ATTEMPTS` samples all fail, fewer than about 1 in 100 ways to
  deal the hidden tiles fit what the passes told, so the hidden tiles are
  close to known: the real ones are returned.  That keeps every sample a
  valid game (a sample that ignored a pass would refuse that pass on reload).

The game's spec registers :data:`INFORMATION`, so ``state.observe(player)``
and ``state.resample(player, rng)`` answer from here while the state module
never imports this one.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..core import Information
from .generator import has_play
from .state import PlayRecord, QuintoState

ATTEMPTS = 200


@dataclass(frozen=True)
class Observation:
    """What one player may know about a Quinto position (hashable, printable)."""

    player: int
    multile: int
    to_move: int | None
    #: Every tile as ``(x, y, value)``, in reading order, the centre included.
    board: tuple[tuple[int, int, int], ...]
    #: The observer's own rack, in draw order.
    rack: tuple[int, ...]
    #: How many tiles each player holds.
    rack_sizes: tuple[int, ...]
    pool_count: int
    scores: tuple[int, ...]
    #: Per history entry: (player, notation, score).
    plays: tuple[PlayRecord, ...]

    def __str__(self) -> str:
        tiles = " ".join(f"{v}@{x},{y}" for x, y, v in self.board)
        rack = "".join(str(v) for v in self.rack)
        return (
            f"player {self.player} to_move {self.to_move} multile {self.multile} rack {rack} "
            f"racks {list(self.rack_sizes)} pool {self.pool_count} scores {list(self.scores)} "
            f"moves {len(self.plays)} board {tiles}"
        )


def observe(state: QuintoState, player: int) -> Observation:
    """What ``player`` may know here (hashable)."""
    state._check_player(player)
    board = tuple(sorted(((x, y, v) for (x, y), v in state.board.items()), key=lambda t: (t[1], t[0])))
    return Observation(
        player=player,
        multile=state.multile,
        to_move=state.to_move,
        board=board,
        rack=state.racks[player],
        rack_sizes=tuple(len(r) for r in state.racks),
        pool_count=state.pool_count,
        scores=state.scores,
        plays=state.play_scores,
    )


def _played_values(notation: str) -> list[int]:
    """The values of a play's notation (each word starts with its one-digit value)."""
    return [] if notation == "pass" else [int(word[0]) for word in notation.split()]


Racks = tuple[tuple[int, ...], ...]


def _draw(state: QuintoState, player: int, rng: random.Random) -> tuple[tuple[int, ...], Racks]:
    """One sample: a new bag and the racks it deals, without checking passes."""
    racks = state._racks
    owners = state._owners
    bag = state._bag
    others = [q for q in range(len(racks)) if q != player]
    unseen = list(bag[len(owners) :])
    for q in others:
        unseen.extend(racks[q])
    rng.shuffle(unseen)
    new_racks = list(racks)
    pos = 0
    for q in others:
        new_racks[q] = tuple(unseen[pos : pos + len(racks[q])])
        pos += len(racks[q])
    sequences: dict[int, list[int]] = {q: [] for q in others}
    for record in state._records:
        if record.player != player:
            sequences[record.player].extend(_played_values(record.notation))
    for q in others:
        sequences[q].extend(new_racks[q])
        sequences[q].reverse()  # pop() from the end = next draw
    new_bag = [bag[i] if who == player else sequences[who].pop() for i, who in enumerate(owners)]
    new_bag.extend(unseen[pos:])
    return tuple(new_bag), tuple(new_racks)


def _passes_hold(state: QuintoState, player: int, bag: tuple[int, ...]) -> bool:
    """Whether every other player's pass was forced when replaying ``bag``."""
    n = len(state._racks)
    racks = [list(bag[5 * p : 5 * (p + 1)]) for p in range(n)]
    drawn = 5 * n
    board = {(0, 0): state.multile}
    for record in state._records:
        rack = racks[record.player]
        if record.notation == "pass":
            if record.player != player and has_play(board, rack, state.multile):
                return False
            continue
        words = record.notation.split()
        for word in words:
            value, _, square = word.partition("@")
            x, _, y = square.partition(",")
            board[(int(x), int(y))] = int(value)
            rack.remove(int(value))
        fresh = bag[drawn : drawn + len(words)]
        rack.extend(fresh)
        drawn += len(fresh)
    return True


def resample(state: QuintoState, player: int, rng: random.Random) -> QuintoState:
    """A full state that ``player`` cannot tell from ``state`` (the same :func:`observe`):
    the other racks and the pool order redrawn from the tiles ``player`` has not seen."""
    state._check_player(player)
    if state.to_move is None:
        return state  # every rack is shown at the end; nothing left to hide
    bag, racks = _deal(state, player, rng)
    return state.with_deal(bag, racks)


def _deal(state: QuintoState, player: int, rng: random.Random) -> tuple[tuple[int, ...], Racks]:
    """A new bag and racks consistent with what ``player`` knows (see the module doc)."""
    check = any(r.notation == "pass" and r.player != player for r in state._records)
    for _ in range(ATTEMPTS):
        bag, racks = _draw(state, player, rng)
        if not check or _passes_hold(state, player, bag):
            return bag, racks
    return state._bag, state._racks


INFORMATION = Information(observe, resample)

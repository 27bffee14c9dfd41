"""What one Quinque action changes in the window score, without playing it.

The window score (:meth:`.quinque_threats.Snapshot.score`) sums, over every
line of five skydiver cells holding one player's parachutes only, a weight
by their number.  A mark changes the twenty windows through one cell and a
tile move those through the cells its parachutes leave and reach, so the
change can be counted on those windows alone: several times cheaper than
playing the action and scoring the new position, which is what lets the
Hard search rank *every* first and second action by their exact effect
(the heuristic ordering of :meth:`.quinque_eval.QuinqueKnowledge.order`
misses the best tile move about a third of the time).

Values are the change of ``score(p) - score(other)`` for the player ``p``,
exactly what :meth:`.quinque_eval.QuinqueKnowledge.greedy_value` would
report after the action minus before it (a completed five is a win and is
not scored here).
"""

from __future__ import annotations

from .quinque_threats import STEPS, STRIDE, WEIGHTS, Snapshot

Cell = tuple[int, int]
Square = tuple[int, int]
#: Window keys are ``first cell * 4 + direction``; those through packed cell
#: ``key`` are ``4 * key + c`` for these twenty constants.
_THROUGH = tuple(-4 * k * STEPS[i] + i for i in range(4) for k in range(5))


def _net(a: int, b: int) -> float:
    """A window's part of ``score(0) - score(1)`` with ``a`` and ``b`` parachutes."""
    if a and not b:
        return WEIGHTS[a] if a < 5 else 0.0
    if b and not a:
        return -WEIGHTS[b] if b < 5 else 0.0
    return 0.0


#: :func:`_net` as a table (a tile brings at most four parachutes into a window).
_NET = tuple(tuple(_net(a, b) for b in range(10)) for a in range(10))


def mark_effect(snap: Snapshot, p: int, cell: Cell) -> tuple[float, int]:
    """The change for ``p`` when ``p`` puts a parachute on ``cell``, and how
    many windows become fours of ``p`` (four parachutes, none of the
    opponent's): the threats a mark makes."""
    counts0, counts1 = snap.windows()
    mine, theirs = (counts0, counts1) if p == 0 else (counts1, counts0)
    base = 4 * (cell[0] * STRIDE + cell[1])
    total = 0.0
    fours = 0
    net = _NET
    for c in _THROUGH:
        w = base + c
        a, b = mine.get(w, 0), theirs.get(w, 0)
        total += net[a + 1][b] - net[a][b]
        if a == 3 and not b:
            fours += 1
    return total, fours


def move_effect(snap: Snapshot, p: int, square: Square, dest: Square) -> tuple[float, int]:
    """The change for ``p`` when the tile at ``square`` moves to ``dest``, and
    how many windows become fours of ``p``."""
    sx, sy = square
    shift = 2 * (dest[0] - sx) * STRIDE + 2 * (dest[1] - sy)
    changes: tuple[dict[int, int], dict[int, int]] = ({}, {})
    packed = snap.packed
    corner = 2 * sx * STRIDE + 2 * sy
    for key in (corner, corner + 1, corner + STRIDE, corner + STRIDE + 1):
        owner = packed.get(key)
        if owner is None:
            continue
        table = changes[owner]
        old, new = 4 * key, 4 * (key + shift)
        for c in _THROUGH:
            table[old + c] = table.get(old + c, 0) - 1
            table[new + c] = table.get(new + c, 0) + 1
    counts0, counts1 = snap.windows()
    d0, d1 = changes
    net = _NET
    total = 0.0
    fours = 0
    for w in d0.keys() | d1.keys():
        a, b = counts0.get(w, 0), counts1.get(w, 0)
        a2, b2 = a + d0.get(w, 0), b + d1.get(w, 0)
        total += net[a2][b2] - net[a][b]
        mine, theirs, mine_before, theirs_before = (a2, b2, a, b) if p == 0 else (b2, a2, b, a)
        if mine == 4 and not theirs and (mine_before != 4 or theirs_before):
            fours += 1
    return (total if p == 0 else -total), fours


__all__ = ["mark_effect", "move_effect"]

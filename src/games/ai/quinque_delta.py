"""What one Quinque action changes in the window score, without playing it.

The window score (:meth:`.quinque_geometry.Geometry.score`) sums, over every
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

from .quinque_geometry import STRIDE, THROUGH, WEIGHTS, Departure, Geometry, Pattern

Cell = tuple[int, int]
Square = tuple[int, int]


def _net(a: int, b: int) -> float:
    """A window's part of ``score(0) - score(1)`` with ``a`` and ``b`` parachutes."""
    if a and not b:
        return WEIGHTS[a] if a < 5 else 0.0
    if b and not a:
        return -WEIGHTS[b] if b < 5 else 0.0
    return 0.0


#: :func:`_net` as a table (a tile brings at most four parachutes into a window).
_NET = tuple(tuple(_net(a, b) for b in range(10)) for a in range(10))


def mark_effect(snap: Geometry, p: int, cell: Cell) -> tuple[float, int]:
    """The change for ``p`` when ``p`` puts a parachute on ``cell``, and how
    many windows become fours of ``p`` (four parachutes, none of the
    opponent's): the threats a mark makes."""
    counts0, counts1 = snap.windows()
    mine, theirs = (counts0, counts1) if p == 0 else (counts1, counts0)
    base = 4 * (cell[0] * STRIDE + cell[1])
    total = 0.0
    fours = 0
    net = _NET
    for c in THROUGH:
        w = base + c
        a, b = mine.get(w, 0), theirs.get(w, 0)
        total += net[a + 1][b] - net[a][b]
        if a == 3 and not b:
            fours += 1
    return total, fours


def move_effect(snap: Geometry, p: int, square: Square, dest: Square) -> tuple[float, int]:
    """The change for ``p`` when the tile at ``square`` moves to ``dest``, and
    how many windows become fours of ``p``.

    The ranking asks this of every destination of every tile, so the tile's
    leaving is counted once per square (:func:`_departure`) and each
    destination adds only the windows its arrival touches (:func:`_arrivals`).
    Most of those hold no parachute: what the arrival adds to empty windows
    is a constant of the tile's pattern, so only the others are looked at.
    A window of five spans at most five cells each way, so only a destination
    within two squares of ``square`` shares windows with the leaving; those
    are counted from the counts the leaving left."""
    pattern, total, fours, left = _departure(snap, p, square)
    if pattern is None:
        return 0.0, 0
    counts0, counts1 = snap.windows()
    net = _NET
    base = 4 * (2 * dest[0] * STRIDE + 2 * dest[1])
    if not (abs(dest[0] - square[0]) < 3 and abs(dest[1] - square[1]) < 3):
        left = _FAR
    arrivals, into_empty = _arrivals(pattern)
    total += into_empty
    for offset, e0, e1 in arrivals:
        w = base + offset
        a, b = counts0.get(w, 0), counts1.get(w, 0)
        if not (a or b):
            continue  # counted in into_empty (and a tile makes no four alone)
        gone = left.get(w)
        if gone is None:
            a2, b2 = a + e0, b + e1
            total += net[a2][b2] - net[a][b] - net[e0][e1]
        else:
            x0, x1, was_four = gone
            a2, b2 = a + x0 + e0, b + x1 + e1
            total += net[a2][b2] - net[a + x0][b + x1] - net[e0][e1]
            fours -= was_four
        mine, theirs, mine_before, theirs_before = (a2, b2, a, b) if p == 0 else (b2, a2, b, a)
        if mine == 4 and not theirs and (mine_before != 4 or theirs_before):
            fours += 1
    return (total if p == 0 else -total), fours


#: What a far destination shares with the leaving: no window.
_FAR: dict[int, tuple[int, int, int]] = {}
#: Per owner pattern of a tile's four cells (the owner of each, or -1), the
#: windows through its parachutes as ``(offset, parachutes of 0, of 1)``,
#: ``offset`` from four times the packed key of the tile's corner cell, and
#: what those parachutes add to the score (player 0's side) where every
#: window was empty.
_ARRIVALS: dict[Pattern, tuple[tuple[tuple[int, int, int], ...], float]] = {}
#: The packed offsets of a tile's four cells from its corner cell.
_CORNER_CELLS = (0, 1, STRIDE, STRIDE + 1)


def _arrivals(pattern: Pattern) -> tuple[tuple[tuple[int, int, int], ...], float]:
    found = _ARRIVALS.get(pattern)
    if found is None:
        added: dict[int, list[int]] = {}
        for rel, owner in zip(_CORNER_CELLS, pattern, strict=True):
            if owner < 0:
                continue
            for c in THROUGH:
                added.setdefault(4 * rel + c, [0, 0])[owner] += 1
        windows = tuple((w, n0, n1) for w, (n0, n1) in sorted(added.items()))
        found = _ARRIVALS[pattern] = (windows, sum(_NET[n0][n1] for _w, n0, n1 in windows))
    return found


def _departure(snap: Geometry, p: int, square: Square) -> Departure:
    """What the tile at ``square`` leaving does, for ``p`` (cached on the
    snapshot): the owner pattern of its cells (None if it carries no
    parachute), the change of the score (player 0's side), the fours of
    ``p``'s it makes, and per window it touches the parachutes it takes
    (negative) and whether it made that window a four of ``p``'s (four of
    their parachutes, none of the opponent's)."""
    key = (square, p)
    found = snap.departures.get(key)
    if found is not None:
        return found
    packed = snap.packed
    corner = 2 * square[0] * STRIDE + 2 * square[1]
    pattern = (
        packed.get(corner, -1),
        packed.get(corner + 1, -1),
        packed.get(corner + STRIDE, -1),
        packed.get(corner + STRIDE + 1, -1),
    )
    if pattern == (-1, -1, -1, -1):
        found = snap.departures[key] = (None, 0.0, 0, {})
        return found
    counts0, counts1 = snap.windows()
    net = _NET
    total = 0.0
    fours = 0
    left: dict[int, tuple[int, int, int]] = {}
    base = 4 * corner
    for offset, e0, e1 in _arrivals(pattern)[0]:
        w = base + offset
        a, b = counts0.get(w, 0), counts1.get(w, 0)
        a2, b2 = a - e0, b - e1
        total += net[a2][b2] - net[a][b]
        mine, theirs, mine_before, theirs_before = (a2, b2, a, b) if p == 0 else (b2, a2, b, a)
        made_four = int(mine == 4 and not theirs and (mine_before != 4 or theirs_before))
        fours += made_four
        left[w] = (-e0, -e1, made_four)
    found = snap.departures[key] = (pattern, total, fours, left)
    return found


__all__ = ["mark_effect", "move_effect"]

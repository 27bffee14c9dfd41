"""Where a Quinque tile may move: the basic rule, the advanced table, the golden rules.

Pure functions over the set of tile squares, so the state, the UI highlights
and the error messages all share one definition.

A tile move is legal when (in this order of the messages):
1. the tile is not the only one on the table (moving it would change nothing);
2. no parachute was put on it this turn (the "locked" tile);
3. not all 4 of its edges touch tiles;
4. the destination is a different, free square;
5. the step fits the rule: basic game, any distance along one of the 8
   directions (over gaps and tiles); advanced game, by the number of
   parachutes on the tile: 1 = one square orthogonally, 2 = any distance along
   the row or column, 3 = any distance diagonally, 4 = any of the 8 directions;
6. afterwards all tiles form one edge-connected group.

Because the formation is connected afterwards, every destination touches a
remaining tile, so "any distance" only ever reaches finitely many squares.
"""

from __future__ import annotations

from ..errors import Message
from .geometry import Square, neighbours

#: What an advanced tile with this many parachutes may do, for messages.
ADVANCED_RULES = {
    1: Message("A tile with 1 parachute moves only one square along its row or column."),
    2: Message("A tile with 2 parachutes moves only along its row or column."),
    3: Message("A tile with 3 parachutes moves only diagonally."),
    4: Message("A tile moves in a straight line: along its row, its column or a diagonal."),
}
BASIC_RULE = ADVANCED_RULES[4]
DISCONNECTED = Message("After a move all tiles must still form one group joined edge to edge.")


def step_allowed(dx: int, dy: int, parachutes: int, advanced: bool) -> bool:
    """Whether a tile may travel by (dx, dy) under the basic or advanced rule.

    >>> step_allowed(3, 3, 1, False), step_allowed(3, 3, 1, True), step_allowed(0, 1, 1, True)
    (True, False, True)
    """
    if dx == 0 and dy == 0:
        return False
    straight = dx == 0 or dy == 0
    diagonal = abs(dx) == abs(dy)
    if not advanced or parachutes >= 4:
        return straight or diagonal
    if parachutes == 3:
        return diagonal
    if parachutes == 2:
        return straight
    return abs(dx) + abs(dy) == 1


def step_message(parachutes: int, advanced: bool) -> Message:
    """The sentence explaining the step rule that applies to this tile."""
    if not advanced:
        return BASIC_RULE
    return ADVANCED_RULES[max(1, min(4, parachutes))]


def immobility_reason(tiles: frozenset[Square], square: Square, locked: Square | None) -> Message | None:
    """Why the tile at ``square`` may not move at all, or None if the golden rules allow it.

    Does not look for destinations (a tile can pass these rules and still have none).
    """
    if square not in tiles:
        return Message("There is no tile at {x},{y}.", x=square[0], y=square[1])
    if len(tiles) == 1:
        return Message("The only tile on the table cannot move.")
    if square == locked:
        return Message("That tile has a parachute placed this turn, so it cannot move.")
    if all(n in tiles for n in neighbours(square)):
        return Message("That tile is surrounded on all 4 edges, so it cannot move.")
    return None


#: How many formations :meth:`Formation.of` keeps (then it starts again): a
#: search's few hundred, with room to spare; each is a few kilobytes.
KNOWN_FORMATIONS = 1024
_KNOWN: dict[frozenset[Square], Formation] = {}


def forget_formations() -> None:
    """Empty :meth:`Formation.of`'s store (for benchmarks that time building them)."""
    _KNOWN.clear()


class Formation:
    """The tiles of one position with what every tile move needs, computed once.

    ``frontier`` maps each free square that touches the formation to the tiles
    it touches.  A depth-first search finds the "cut" tiles, whose removal
    splits the formation, and for each of them the groups it would leave
    (each group but one is a DFS subtree, an interval of DFS numbers).  Any
    other tile may go to any frontier square that still touches another tile;
    a cut tile must land where it touches every group left behind.
    """

    __slots__ = ("_dests", "_lines", "_order", "_split", "frontier", "tiles")

    @classmethod
    def of(cls, tiles: frozenset[Square]) -> Formation:
        """The formation of ``tiles``, built once while it is met again.

        A search meets the same few formations over and over (a mark leaves
        the tiles as they were, a tile moved back restores them), and every
        state would otherwise build its own: most of the time a tile move's
        legality took in a search."""
        found = _KNOWN.get(tiles)
        if found is None:
            if len(_KNOWN) >= KNOWN_FORMATIONS:
                _KNOWN.clear()
            found = _KNOWN[tiles] = cls(tiles)
        return found

    def __init__(self, tiles: frozenset[Square]) -> None:
        self.tiles = tiles
        self._dests: dict[tuple[Square, int], frozenset[Square]] = {}
        around: dict[Square, list[Square]] = {}
        for x, y in tiles:
            for sq in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if sq not in tiles:
                    around.setdefault(sq, []).append((x, y))
        self.frontier: dict[Square, list[Square]] = around
        # Frontier squares by column, row, diagonal (x - y) and anti-diagonal (x + y),
        # so a tile looks only at the squares in line with it.
        self._lines: tuple[dict[int, list[Square]], ...] = ({}, {}, {}, {})
        by_x, by_y, by_diff, by_sum = self._lines
        for sq in around:
            by_x.setdefault(sq[0], []).append(sq)
            by_y.setdefault(sq[1], []).append(sq)
            by_diff.setdefault(sq[0] - sq[1], []).append(sq)
            by_sum.setdefault(sq[0] + sq[1], []).append(sq)
        self._order: dict[Square, int] = {}
        #: cut tile -> (DFS intervals of the subtrees it cuts off, True if a parent side remains)
        self._split: dict[Square, tuple[list[tuple[int, int]], bool]] = {}
        if len(tiles) >= 3:
            self._search(min(tiles), None, {})

    def _search(self, sq: Square, parent: Square | None, low: dict[Square, int]) -> int:
        """Tarjan's DFS; returns the DFS number after ``sq``'s subtree."""
        order = self._order
        here = order[sq] = low[sq] = len(order)
        cut_off: list[tuple[int, int]] = []
        x, y = sq
        for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if n not in self.tiles or n == parent:
                continue
            if n in order:
                low[sq] = min(low[sq], order[n])
                continue
            end = self._search(n, sq, low)
            low[sq] = min(low[sq], low[n])
            if low[n] >= here:
                cut_off.append((order[n], end))
        has_parent = parent is not None
        if len(cut_off) + has_parent > 1:
            self._split[sq] = (cut_off, has_parent)
        return len(order)

    @property
    def cuts(self) -> frozenset[Square]:
        """Tiles whose removal would split the formation."""
        return frozenset(self._split)

    def destinations(self, square: Square, parachutes: int, advanced: bool) -> frozenset[Square]:
        """Every square the tile at ``square`` may move to (golden rules NOT checked here)."""
        kind = 4 if not advanced else max(1, min(4, parachutes))
        found = self._dests.get((square, kind))
        if found is None:
            found = self._dests[(square, kind)] = frozenset(self._destinations(square, kind))
        return found

    def _destinations(self, square: Square, kind: int) -> set[Square]:
        x, y = square
        split = self._split.get(square)
        frontier = self.frontier
        candidates: list[Square] = []
        if kind == 1:  # one square orthogonally
            candidates = [sq for sq in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)) if sq in frontier]
        else:  # the lists are disjoint: only the tile itself is on two lines through it
            by_x, by_y, by_diff, by_sum = self._lines
            if kind != 3:
                candidates += by_x.get(x, ())
                candidates += by_y.get(y, ())
            if kind != 2:
                candidates += by_diff.get(x - y, ())
                candidates += by_sum.get(x + y, ())
        out: set[Square] = set()
        for dest in candidates:
            touching = frontier[dest]
            if split is None:
                if len(touching) == 1 and touching[0] == square:
                    continue  # it only touched the tile that leaves
            elif len(touching) < 2 or not self._joins(split, touching, square):
                continue
            out.add(dest)
        return out

    def _joins(
        self, split: tuple[list[tuple[int, int]], bool], touching: list[Square], square: Square
    ) -> bool:
        """Whether a square touching ``touching`` reconnects every group ``square`` leaves."""
        intervals, has_parent = split
        order = self._order
        seen: set[int] = set()
        for n in touching:
            if n == square:
                continue
            k = order[n]
            for i, (lo, hi) in enumerate(intervals):
                if lo <= k < hi:
                    seen.add(i)
                    break
            else:
                seen.add(-1)
        return len(seen) == len(intervals) + has_parent


def articulation_points(tiles: frozenset[Square]) -> frozenset[Square]:
    """Tiles whose removal splits the (connected) formation into several groups.

    >>> sorted(articulation_points(frozenset({(0, 0), (1, 0), (2, 0), (1, 1)})))
    [(1, 0)]
    """
    return Formation.of(tiles).cuts


def destinations(
    tiles: frozenset[Square], square: Square, parachutes: int, advanced: bool
) -> frozenset[Square]:
    """Every square the tile at ``square`` may move to (golden rules NOT checked here).

    >>> sorted(destinations(frozenset({(0, 0), (1, 0)}), (1, 0), 1, False))
    [(-1, 0), (0, -1), (0, 1)]
    """
    return Formation.of(tiles).destinations(square, parachutes, advanced)


def move_error(
    tiles: frozenset[Square],
    square: Square,
    dest: Square,
    parachutes: int,
    advanced: bool,
    locked: Square | None,
) -> Message | None:
    """The player-facing reason why ``square`` may not move to ``dest``, or None if legal."""
    reason = immobility_reason(tiles, square, locked)
    if reason:
        return reason
    if dest == square:
        return Message("A tile must move to a different square.")
    if dest in tiles:
        return Message("The square {x},{y} already holds a tile.", x=dest[0], y=dest[1])
    if not step_allowed(dest[0] - square[0], dest[1] - square[1], parachutes, advanced):
        return step_message(parachutes, advanced)
    if dest not in destinations(tiles, square, parachutes, advanced):
        return DISCONNECTED
    return None

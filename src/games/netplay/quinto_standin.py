"""Stand-in draws for a Quinto player who passed while the pool still held tiles.

A guest rebuilds every other player's draws from what it knows (see
:mod:`games.netplay.quinto_views`).  A pass must replay as legal: the rack
the stand-in gives that player at the pass must offer no play.  Drawing the
tiles they laid first (the simple stand-in) puts tiles they laid *after*
the pass on the rack they passed with, where those may well make a play: a
player who passed holding five 9s and then laid a 6 drawn later would get
the 6 too early.  So :func:`fit` searches the draws: each laid tile has a
deadline (it was drawn before the play that laid it), and from one pass to
the next the draws hold the tiles whose deadline has come plus a few chosen
ones, the rack at the pass, which must offer no play.  The real draws are
one answer, so one exists; the search is bounded (:data:`MAX_TRIES`).
"""

from __future__ import annotations

import itertools
from collections import Counter
from typing import NamedTuple

from ..quinto.generator import has_play

#: Most candidate draw orders checked against the passes before giving up.
MAX_TRIES = 20_000


class Pass(NamedTuple):
    """A pass: the board then, how many tiles the player had drawn, and the tiles they had laid."""

    board: dict[tuple[int, int], int]
    drawn: int
    played: tuple[int, ...]


class Laid(NamedTuple):
    """One play of the player: its tiles and how many tiles they had drawn when they laid it."""

    tiles: tuple[int, ...]
    drawn: int


Tile = tuple[int, int]  # (deadline: the draw count it must be drawn before, value)


def fit(plays: list[Laid], held: int, passes: list[Pass], unseen: Counter[int],
        multile: int) -> list[int] | None:
    """A whole draw sequence for the player (their laid tiles and ``held``
    unseen tiles) under which every play is drawn in time and no pass offers
    a play; None when the search finds none (see the module doc)."""
    tiles = sorted((play.drawn, value) for play in plays for value in play.tiles)
    search = _Search(sorted(passes, key=lambda p: p.drawn), held, multile)
    return search.segment(0, 0, tiles, unseen.copy(), 0, [])


class _Search:
    """Draws chosen one stretch at a time, from one pass's draw count to the next.

    Up to a pass, the draws must hold every tile laid by then or right after
    (their deadline has come); the few left to choose (the rack at the pass
    less those) are tried as every multiset of values, each value taken from
    the tile laid soonest (drawing it early never hurts the plays after) or
    else from the unseen tiles.  After the last pass the laid tiles follow by
    deadline, then the rest of the rack."""

    def __init__(self, passes: list[Pass], held: int, multile: int) -> None:
        self.passes, self.held, self.multile = passes, held, multile
        self.tries = 0

    def segment(self, index: int, pos: int, remaining: list[Tile], unseen: Counter[int], used: int,
                placed: list[int]) -> list[int] | None:
        if index == len(self.passes):
            if not _in_time(remaining, pos):
                return None
            fill = sorted(unseen.elements())[: self.held - used]
            if len(fill) < self.held - used:
                return None
            return placed + [value for _, value in remaining] + fill
        at = self.passes[index]
        forced = [t for t in remaining if t[0] <= at.drawn]
        later = [t for t in remaining if t[0] > at.drawn]
        free = at.drawn - pos - len(forced)
        if free < 0:
            return None
        # The tiles laid soonest first: the real rack at the pass most likely held them.
        values = list(dict.fromkeys([v for _, v in later] + list(range(10))))
        for combo in itertools.combinations_with_replacement(values, free):
            picked = self._pick(combo, later, unseen, used)
            if picked is None:
                continue
            chosen, from_unseen = picked
            stretch = sorted(forced + chosen)
            if not _in_time(stretch, pos):
                continue
            draws = placed + [value for _, value in stretch]
            rack = Counter(draws)
            rack.subtract(at.played)
            if min(rack.values(), default=0) < 0:
                continue
            self.tries += 1
            if self.tries > MAX_TRIES:
                return None
            if has_play(at.board, sorted(rack.elements()), self.multile):
                continue
            left = list(later)
            for tile in chosen:
                if tile in left:
                    left.remove(tile)
            rest = unseen.copy()
            rest.subtract(from_unseen)
            found = self.segment(index + 1, at.drawn, left, rest, used + len(from_unseen), draws)
            if found is not None:
                return found
        return None

    def _pick(self, combo: tuple[int, ...], later: list[Tile], unseen: Counter[int],
              used: int) -> tuple[list[Tile], list[int]] | None:
        """The tiles for the values of ``combo``: laid tiles soonest first, then unseen ones."""
        pool = list(later)  # sorted by deadline
        chosen: list[Tile] = []
        from_unseen: list[int] = []
        for value in combo:
            tile = next((t for t in pool if t[1] == value), None)
            if tile is not None:
                pool.remove(tile)
                chosen.append(tile)
            elif from_unseen.count(value) < unseen[value] and used + len(from_unseen) < self.held:
                from_unseen.append(value)
                chosen.append((1 << 30, value))
            else:
                return None
        return chosen, from_unseen


def _in_time(tiles: list[Tile], start: int) -> bool:
    """Whether ``tiles`` (sorted by deadline), drawn from ``start`` on, each come in time."""
    return all(start + i < deadline for i, (deadline, _) in enumerate(tiles))

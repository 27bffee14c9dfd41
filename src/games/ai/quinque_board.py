"""A mutable Quinque position for search: bit sets, make/unmake, threat counts kept up to date.

:class:`games.quinque.QuinqueState` is the rules' word: immutable, checked
move by move, with a player-facing reason for every refusal.  A search does
not need any of that; it needs to try an action, look, and take it back,
hundreds of thousands of times.  :class:`QuinqueBoard` plays the same game
(the same legal actions, the same wins and draws, the repetition draw
included; ``tests/test_quinque_board_agrees.py`` checks it against the rules
package move by move) with:

* the tiles and each player's parachutes as bit sets in Python ints on the
  fixed grids of :mod:`.quinque_bits` (the window follows the formation),
  kept by :class:`.quinque_windows.Grids`, the base class;
* :meth:`make` / :meth:`unmake` of one action (a mark, a new tile with its
  mark, a tile move, a pass), nothing copied;
* a win found by shifts of the bit sets, on the rows around the action only;
* every window of five as a code ``a + 6 * b`` (a parachutes of player 0, b
  of player 1) and a tally of the codes that count, updated on the windows an
  action touches (when the counts are next read: :meth:`sync`), so
  :meth:`threats` (open windows holding k of one player's parachutes and none
  of the other's) never recounts;
* actions as small ints (:meth:`legal`), turned into the protocol's moves by
  :meth:`move_of` and back by :meth:`code_of`.

Options: every option of the rules package's ``quinque`` spec is handled
(``advanced``); one this module does not know raises
:class:`UnsupportedOptionError` from :meth:`new` and :meth:`from_state`, and
an invalid value the rules' own ``InvalidOptionError``.
"""

from __future__ import annotations

from typing import Any

from ..core import Move, check_options
from ..errors import InvalidOptionError
from ..quinque import SPEC, TILES, Mark, NewTile, Pass, QuinqueState, TileMove, parse_move
from ..quinque.moves import QuinqueMove
from .quinque_bits import (
    BASE,
    CELL_K,
    CELL_TILE,
    CS,
    INC,
    INSIDE,
    NTILE,
    PAT_BITS,
    PAT_COUNT,
    PAT_DIGITS,
    PAT_FREE,
    SKY,
    TS,
    TW,
    formation,
)
from .quinque_windows import FIVE0, FIVE1, Grids, five_near

PASS = 3
KNOWN_OPTIONS = frozenset({"advanced"})
PARACHUTES = 18
_LETTERS = "abcd"


class UnsupportedOptionError(InvalidOptionError):
    """The rules package offers an option this board does not play (so it refuses to guess)."""


RepKey = tuple[int, int, int, int, int, int]


class QuinqueBoard(Grids):
    """One Quinque position, changed in place by :meth:`make` and :meth:`unmake`.

    :meth:`make` trusts its action to be one of :meth:`legal` (a search never
    plays anything else); the rules package is where actions are checked.

    An action's code: ``4 * cell`` for a mark, ``4 * cell + 1`` for a new tile
    and its mark, ``4 * (tile * NTILE + dest) + 2`` for a tile move, ``PASS``
    (3).  Cells and tiles are numbered in the window of the position the code
    was listed in; take a code from one position to another (a killer move)
    through :meth:`move_of` and :meth:`code_of`, as the window may have moved.
    """

    def __init__(self, advanced: bool = False) -> None:
        self.advanced = advanced
        self.to_move = 0
        self.action = 0
        self.locked = -1
        self.left = [PARACHUTES, PARACHUTES]
        self.winner = -1
        self.draw: str | None = None
        self.rep: dict[RepKey, int] = {}
        self.recenters = 0
        #: The actions made, ``_stack[:_depth]``; the list only grows (its entries past the
        #: depth are None), as shrinking and growing a list frees and takes memory each time.
        self._stack: list[tuple[Any, ...] | None] = []
        self._depth = 0
        #: How many actions of the stack the windows count (see :meth:`sync`).
        self._applied = 0
        self._build(-TW // 2 + 1, -TW // 2 + 1, [], {})

    # --- construction -----------------------------------------------------------------
    @classmethod
    def new(cls, **options: Any) -> QuinqueBoard:
        """The empty table, for ``games.new_game("quinque", **options)``'s options."""
        unknown = {opt.name for opt in SPEC.options} - KNOWN_OPTIONS
        if unknown:
            raise UnsupportedOptionError("The search board does not play the option {option}.",
                                         option=min(unknown))
        return cls(advanced=bool(check_options(SPEC, options)["advanced"]))

    @classmethod
    def from_state(cls, state: QuinqueState) -> QuinqueBoard:
        """The board of ``state``, by replaying its history (which also rebuilds the positions
        the repetition draw counts), centred (:meth:`center`): its actions cannot be unmade."""
        board = cls.new(**state.options)
        for text in state.history:
            code = board.code_of(parse_move(text))
            if code is None or board.over:
                raise ValueError(f"{text!r} cannot be replayed on the search board")
            board.make(code)
        board.center()
        return board

    def _count(self, record: tuple[Any, ...], sign: int) -> None:
        """Bring the windows in line with the action of ``record`` (or take it out: ``sign`` -1)."""
        code, p, pat = record[0], record[1], record[6]
        kind = code & 3
        if kind == 2:
            if pat:
                s, d = divmod(code >> 2, NTILE)
                if sign > 0:
                    self._count_shift(pat, BASE[s], BASE[d])
                else:
                    self._count_shift(pat, BASE[d], BASE[s])
        elif kind != 3:
            self._count_stone(code >> 2, sign * INC[p])

    def sync(self) -> None:
        """Count the windows of every action made since the last count.

        :meth:`make` leaves the windows alone (a search makes many actions whose
        counts it never reads: the first of a turn, the nodes it cuts); the
        counts catch up here, action by action, when they are read."""
        stack = self._stack
        for i in range(self._applied, self._depth):
            record = stack[i]
            assert record is not None
            if record[0] != "recentered":
                self._count(record, 1)
        self._applied = self._depth

    # --- queries ------------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.winner >= 0 or self.draw is not None

    def threats(self, p: int) -> tuple[int, int, int, int]:
        """Open windows of five holding 1, 2, 3, 4 of ``p``'s parachutes and none of the other's."""
        if self._applied != self._depth:
            self.sync()
        return self.counts(p)

    def fives(self) -> tuple[bool, bool]:
        """Whether each player has five in a row (a window with five of theirs)."""
        if self._applied != self._depth:
            self.sync()
        tally = self.tally
        return tally >> FIVE0 & 0xFFFF > 0, tally >> FIVE1 > 0

    def key(self) -> RepKey:
        """The position up to shifting the whole formation (the repetition draw's sameness)."""
        tb = self.tbits
        row = ((tb & -tb).bit_length() - 1) // TS
        col = (self.colbits & -self.colbits).bit_length() - 1
        origin = row * TS + col
        cells = 2 * (row * CS + col)
        locked = self.locked - origin if self.locked >= 0 else -1
        return (tb >> origin, self.bits[0] >> cells, self.bits[1] >> cells, self.to_move, self.action, locked)

    def legal(self) -> list[int]:
        """The legal actions as codes (the same set as the rules package's ``legal_moves``)."""
        if self.winner >= 0 or self.draw is not None:
            return []
        tiles = self.tiles
        if not tiles:
            t = self.tile_at(0, 0)
            return [4 * (BASE[t] + off) + 1 for off in SKY]
        shape = formation(self.tbits, tiles, self.tilemap, self.nb)
        mobile = shape.mobile
        moves: list[int] = []
        tpat = self.tpat
        if self.action == 0 and self.left[self.to_move] > 0:
            if len(tiles) < TILES:
                moves += shape.news()
            for t in tiles:
                b4 = 4 * BASE[t]
                for off in PAT_FREE[tpat[t]]:
                    moves.append(b4 + off)
        locked = self.locked
        if self.advanced:
            for m in mobile:
                s = m.tile
                if s != locked:
                    n = PAT_COUNT[tpat[s]]
                    kind = n - 1 if 0 < n < 4 else 3 if n else 0
                    moves += m.kinds[kind] or m.codes(kind)
        else:
            for m in mobile:
                if m.tile != locked:
                    moves += m.kinds[3] or m.codes(3)
        if self.action == 1 or not moves:
            moves.append(PASS)
        return moves

    # --- make / unmake ------------------------------------------------------------------
    def make(self, code: int) -> None:
        """Play the action ``code`` (one of :meth:`legal`)."""
        kind = code & 3
        if kind == 1 or kind == 2:
            dest = CELL_TILE[code >> 2] if kind == 1 else (code >> 2) % NTILE
            if not INSIDE[dest]:
                code = self._recenter(code, dest)
        p, action, locked = self.to_move, self.action, self.locked
        marked = False
        five0 = five1 = False
        pat = 0
        if kind == 3:
            self.to_move, self.action, self.locked = 1 - p, 0, -1
        elif kind == 2:
            s, d = divmod(code >> 2, NTILE)
            pat = self.tpat[s]
            self._shift(s, d)
            self.to_move, self.action, self.locked = (p, 1, -1) if action == 0 else (1 - p, 0, -1)
            if pat:
                b0, b1 = PAT_BITS[pat]
                row = BASE[d] // CS
                five0 = bool(b0) and five_near(self.bits[0], row)
                five1 = bool(b1) and five_near(self.bits[1], row)
        else:
            c = code >> 2
            t = CELL_TILE[c]
            setup = not self.tiles
            if kind == 1:
                self._put(t)
            self._stone(c, t, CELL_K[c], p)
            self.left[p] -= 1
            marked = True
            self.to_move, self.action, self.locked = (1 - p, 0, -1) if setup else (p, 1, t)
            if five_near(self.bits[p], c // CS):
                five0, five1 = p == 0, p == 1
        if five0 or five1:
            self.winner = p if five0 and five1 else 0 if five0 else 1
            self._push((code, p, action, locked, None, None, pat))
            return
        if marked:
            # Only the position right after a mark has a locked tile, and the next mark
            # starts the count again: it never repeats, so it is not even kept.
            key: RepKey | None = None
            saved: dict[RepKey, int] | None = self.rep
            self.rep = {}
            count = 1
        else:
            key = self.key()
            saved = None
            count = self.rep.get(key, 0) + 1
            self.rep[key] = count
        if self.left[0] == 0 and self.left[1] == 0:
            self.draw = "parachutes"
        elif count >= 3:
            self.draw = "repetition"
        self._push((code, p, action, locked, key, saved, pat))

    def _push(self, record: tuple[Any, ...]) -> None:
        depth = self._depth
        if depth == len(self._stack):
            self._stack.append(record)
        else:
            self._stack[depth] = record
        self._depth = depth + 1

    def unmake(self) -> None:
        """Take back the last :meth:`make`: the board is exactly as it was before it."""
        stack = self._stack
        depth = self._depth = self._depth - 1
        record = stack[depth]
        assert record is not None
        stack[depth] = None
        code, p, action, locked, key, saved, _ = record
        if depth < self._applied:
            self._count(record, -1)
            self._applied = depth
        self.winner, self.draw = -1, None
        kind = code & 3
        if kind == 2:
            s, d = divmod(code >> 2, NTILE)
            self._shift(d, s)
        elif kind != 3:
            c = code >> 2
            t = CELL_TILE[c]
            self._unstone(c, t, CELL_K[c], p)
            self.left[p] += 1
            if kind == 1:
                self._take(t)
        if saved is not None:
            self.rep = saved
        elif key is not None:
            count = self.rep[key] - 1
            if count:
                self.rep[key] = count
            else:
                del self.rep[key]
        self.to_move, self.action, self.locked = p, action, locked
        below = stack[depth - 1] if depth else None
        if below is not None and below[0] == "recentered":
            self._depth = depth - 1
            stack[depth - 1] = None
            self._restore(below[1])
            self._applied = depth - 1

    _WINDOW = (
        "ox", "oy", "tilemap", "tiles", "nb", "cols", "colbits", "tbits", "bits", "tpat", "win", "tally",
        "locked",
    )

    def _recenter(self, code: int, dest: int) -> int:
        """Move the window so the formation, with the square ``dest`` it is about to use, sits
        in its middle again; returns ``code`` in the new window's numbers.  The old
        structures are kept whole for :meth:`unmake` (this happens once in many moves)."""
        self.sync()
        self._push(("recentered", tuple(getattr(self, name) for name in self._WINDOW)))
        self.recenters += 1
        shift = self._rebuild_around(self.square(dest))
        self._applied = self._depth
        kind = code & 3
        if kind == 2:
            s, d = divmod(code >> 2, NTILE)
            return ((s + shift) * NTILE + d + shift) << 2 | 2
        c = code >> 2
        t = CELL_TILE[c]
        return 4 * (BASE[t + shift] + SKY[CELL_K[c]]) + kind

    def center(self) -> None:
        """Put the formation in the middle of the window, as at the root of a search: then the
        next few actions never need to move it.  The actions made so far can no longer be
        taken back, and codes listed before are void."""
        if self.tiles:
            self.sync()
            self._rebuild_around(None)
        self._stack.clear()
        self._depth = self._applied = 0

    def _rebuild_around(self, extra: tuple[int, int] | None) -> int:
        """Rebuild every structure with the formation (and ``extra``) in the window's middle;
        returns how far tile numbers moved."""
        squares = [self.square(t) for t in self.tiles]
        marks: dict[tuple[int, int], int] = {}
        for t in self.tiles:
            x, y = self.square(t)
            for k, digit in enumerate(PAT_DIGITS[self.tpat[t]]):
                if digit:
                    marks[(2 * x + (k & 1), 2 * y + (k >> 1))] = digit - 1
        xs = [x for x, _ in squares]
        ys = [y for _, y in squares]
        if extra is not None:
            xs.append(extra[0])
            ys.append(extra[1])
        ox = (min(xs) + max(xs) + 1) // 2 - TW // 2
        oy = (min(ys) + max(ys) + 1) // 2 - TW // 2
        shift = (self.ox - ox) + (self.oy - oy) * TS
        locked = self.locked
        self._build(ox, oy, squares, marks)
        self.locked = locked + shift if locked >= 0 else -1
        return shift

    def _restore(self, fields: tuple[Any, ...]) -> None:
        for name, value in zip(self._WINDOW, fields, strict=True):
            setattr(self, name, value)

    # --- the protocol's moves -----------------------------------------------------------
    def move_of(self, code: int) -> QuinqueMove:
        """The rules package's move for the action ``code``."""
        kind = code & 3
        if kind == 3:
            return Pass()
        if kind == 2:
            s, d = divmod(code >> 2, NTILE)
            return TileMove(*self.square(s), *self.square(d))
        c = code >> 2
        x, y = self.square(CELL_TILE[c])
        return (NewTile if kind == 1 else Mark)(x, y, _LETTERS[CELL_K[c]])

    def code_of(self, move: Move) -> int | None:
        """The action code of ``move`` here, or None if it is no Quinque move or its squares are
        outside the window (then it is not legal either).  Says nothing about legality otherwise."""
        if isinstance(move, Pass):
            return PASS
        if isinstance(move, TileMove):
            s, d = self.tile_at(move.x, move.y), self.tile_at(move.u, move.v)
            return None if s < 0 or d < 0 else (s * NTILE + d) << 2 | 2
        if not isinstance(move, (Mark, NewTile)):
            return None
        t = self.tile_at(move.x, move.y)
        if t < 0 or move.skydiver not in _LETTERS:
            return None
        new = isinstance(move, NewTile)
        return 4 * (BASE[t] + SKY[_LETTERS.index(move.skydiver)]) + new

    def snapshot(self) -> tuple[Any, ...]:
        """Everything the board holds, as values (for tests: unmake must give it back exactly)."""
        return (
            self.ox, self.oy, bytes(self.tilemap), frozenset(self.tiles), tuple(self.nb), tuple(self.cols),
            self.colbits, self.tbits, tuple(self.bits), tuple(self.tpat), tuple(self.win), self.tally,
            self.to_move, self.action, self.locked, tuple(self.left), self.winner, self.draw,
            tuple(sorted(self.rep.items())), self._depth, self._applied,
        )


def perft(board: QuinqueBoard, depth: int) -> int:
    """Leaves ``depth`` actions ahead (a finished game is a leaf)."""
    if depth == 0 or board.over:
        return 1
    total = 0
    for code in board.legal():
        board.make(code)
        total += perft(board, depth - 1)
        board.unmake()
    return total


__all__ = ["PASS", "QuinqueBoard", "UnsupportedOptionError", "perft"]

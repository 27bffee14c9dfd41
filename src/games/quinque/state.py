"""The Quinque position: an immutable value that applies every rule of the game.

Sequence of play (the rulebook and our decisions where it is silent, which
players read under "How we play it" in src/games/ui/locales/en/rules.json):

- Setup: player 0 places the first tile at 0,0 and marks one of its
  skydivers (``+0,0:s``); that is their whole first turn.  Player 1 then takes
  the first full turn and turns alternate.
- A turn is two actions.  First action (``action == 0``): mark a free
  skydiver, or add a new tile and mark one of its skydivers, or move a tile.
  Second action (``action == 1``): move a tile (the same one again is fine) or
  ``pass``.  Marking is only ever a first action.  A player whose first action
  is impossible (no parachutes and no movable tile) must ``pass``, which ends
  the whole turn.
- After every action both players' lines are checked on the global skydiver
  grid: five or more in a row, column or diagonal.  A line for one player
  wins for that player, whoever made it; lines for both win for the player
  who acted.
- Draws: right after the action that places the last of the 36 parachutes
  with no line standing, or when a position occurs for the third time (same
  tiles and parachutes up to shifting the whole formation, same player, same
  action, same locked tile).

>>> s = QuinqueState.new().play("+0,0:a").play("0,0:d")
>>> s.to_move, s.action, s.locked_tile, dict(s.marks)
(1, 1, (0, 0), {(0, 0): 0, (1, 1): 1})
>>> s.play("0,0>1,0")
Traceback (most recent call last):
...
games.errors.IllegalMoveError: The only tile on the table cannot move.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any, ClassVar

from ..core import GameState, Move
from ..errors import IllegalMoveError, Message
from ..persistent import Chain, Tally
from .geometry import (
    OFFSETS,
    SKYDIVERS,
    Cell,
    Square,
    neighbours,
    skydiver_cell,
    tile_cells,
)
from .movement import DISCONNECTED, Formation, immobility_reason, move_error, step_message
from .moves import Mark, NewTile, Pass, QuinqueMove, TileMove, check_move, parse_move
from .outcome import judge, position_key

#: Tiles in the box and parachutes per player.
TILES = 16
PARACHUTES = 18

# Shared by every new game: both values are immutable.
_NO_MOVES: Chain[str] = Chain()
_NO_POSITIONS = Tally()

_SETUP_ONLY = Message("The game starts with the first tile at 0,0: play +0,0:a, +0,0:b, +0,0:c or +0,0:d.")
_MARK_FIRST = Message(
    "You may mark a skydiver only as the first action of your turn; now move a tile or pass."
)


class QuinqueState(GameState):
    """A Quinque position with its history.  Never changes: :meth:`play` returns a new one.

    Public accessors for the UI and tools (besides the GameState protocol):

    - ``advanced``: True in Advanced Quinque (moves limited by parachute count).
    - ``tiles``: frozenset of the tile squares ``(x, y)`` on the table.
    - ``marks``: read-only mapping global skydiver cell ``(gx, gy)`` -> player
      index (see :mod:`games.quinque.geometry` for the cell numbering).
    - ``parachutes_left``: tuple, parachutes still in each player's hand.
    - ``tiles_left``: tiles still in the box (16 minus tiles on the table).
    - ``action``: 0 = first action of the turn (or the setup), 1 = second
      action (only a tile move or ``pass``).  0 once the game is over.
    - ``in_setup``: True before the first tile is placed.
    - ``locked_tile``: the square of the tile marked this turn (it may not
      move), or None.
    - ``win_line``: sorted tuple of the winner's cells in every line of five
      or more that ended the game; empty if there is no winner.
    - ``is_draw`` and ``draw_reason``: None, ``"parachutes"`` or ``"repetition"``.
    - ``parachutes_on(x, y)``: number of parachutes on that tile.
    - ``tile_destinations(x, y)``: frozenset of the squares the tile may move
      to now (empty if it may not move or it is not a tile move's turn).
    - ``can_move_tile(x, y)``: None if the tile may move now, else the reason.
    - ``observe(player)`` / ``resample(player, rng)``: perfect information,
      both return the state itself (the protocol's defaults).
    """

    game_name: ClassVar[str] = "quinque"

    __slots__ = (
        "_action",
        "_advanced",
        "_dests",
        "_draw",
        "_formation",
        "_history",
        "_left",
        "_legal",
        "_locked",
        "_marks",
        "_since_mark",
        "_tiles",
        "_to_move",
        "_win_line",
        "_winner",
    )

    _advanced: bool
    _tiles: frozenset[Square]
    _marks: dict[Cell, int]
    _left: tuple[int, int]
    _to_move: int
    _action: int
    _locked: Square | None
    _history: Chain[str]
    _winner: int | None
    _win_line: tuple[Cell, ...]
    _draw: str | None
    #: Positions since the last mark, counted (only those can repeat).
    _since_mark: Tally
    _legal: tuple[QuinqueMove, ...] | None
    _dests: dict[Square, frozenset[Square]]
    _formation: Formation | None

    def __init__(
        self,
        *,
        advanced: bool,
        tiles: frozenset[Square],
        marks: dict[Cell, int],
        left: tuple[int, int],
        to_move: int,
        action: int,
        locked: Square | None,
        history: Sequence[str],
        winner: int | None = None,
        win_line: tuple[Cell, ...] = (),
        draw: str | None = None,
        since_mark: Tally = _NO_POSITIONS,
    ) -> None:
        """Internal: use ``games.new_game("quinque")`` or :meth:`new` (``marks`` is owned, not copied)."""
        put = object.__setattr__
        put(self, "_advanced", advanced)
        put(self, "_tiles", tiles)
        put(self, "_marks", marks)
        put(self, "_left", left)
        put(self, "_to_move", to_move)
        put(self, "_action", action)
        put(self, "_locked", locked)
        put(self, "_history", history if isinstance(history, Chain) else Chain(history))
        put(self, "_winner", winner)
        put(self, "_win_line", win_line)
        put(self, "_draw", draw)
        put(self, "_since_mark", since_mark)
        put(self, "_legal", None)  # caches: derived from the fields above only
        put(self, "_dests", {})
        put(self, "_formation", None)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Quinque states are immutable; play() returns a new state.")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("Quinque states are immutable.")

    @classmethod
    def new(cls, advanced: bool = False) -> QuinqueState:
        """The empty table before the setup action."""
        return cls(
            advanced=advanced,
            tiles=frozenset(),
            marks={},
            left=(PARACHUTES, PARACHUTES),
            to_move=0,
            action=0,
            locked=None,
            history=_NO_MOVES,
        )

    # --- protocol ---------------------------------------------------------------
    @property
    def options(self) -> Mapping[str, Any]:
        return {"advanced": self._advanced}

    @property
    def num_players(self) -> int:
        return 2

    @property
    def to_move(self) -> int | None:
        over = self._winner is not None or self._draw is not None
        return None if over else self._to_move

    @property
    def history(self) -> tuple[str, ...]:
        return self._history.as_tuple()

    @property
    def winner(self) -> int | None:
        return self._winner

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(1 if p == self._winner else 0 for p in (0, 1))

    def parse_move(self, text: str) -> Move:
        return parse_move(text)

    # --- accessors ----------------------------------------------------------------
    @property
    def advanced(self) -> bool:
        return self._advanced

    @property
    def tiles(self) -> frozenset[Square]:
        return self._tiles

    @property
    def marks(self) -> Mapping[Cell, int]:
        return MappingProxyType(self._marks)

    @property
    def parachutes_left(self) -> tuple[int, int]:
        return self._left

    @property
    def tiles_left(self) -> int:
        return TILES - len(self._tiles)

    @property
    def action(self) -> int:
        return 0 if self.is_over else self._action

    @property
    def in_setup(self) -> bool:
        return not self._tiles

    @property
    def locked_tile(self) -> Square | None:
        return None if self.is_over else self._locked

    @property
    def win_line(self) -> tuple[Cell, ...]:
        return self._win_line

    @property
    def is_draw(self) -> bool:
        return self._draw is not None

    @property
    def draw_reason(self) -> str | None:
        return self._draw

    def parachutes_on(self, x: int, y: int) -> int:
        """Parachutes (either colour) on the tile at (x, y); 0 if there is no tile."""
        marks = self._marks
        return sum(1 for cell in tile_cells(x, y) if cell in marks)

    def can_move_tile(self, x: int, y: int) -> str | None:
        """None if the tile at (x, y) may move now, else the player-facing reason."""
        if self.is_over:
            return Message("The game is over: no more moves can be played.")
        square = (x, y)
        reason = immobility_reason(self._tiles, square, self._locked)
        if reason:
            return reason
        if not self._destinations(square):
            rule = step_message(self.parachutes_on(x, y), self._advanced)
            if self._advanced:
                return Message("That tile has nowhere to go. {rule} {why}", rule=rule, why=DISCONNECTED)
            return Message("That tile has nowhere to go. {why}", why=DISCONNECTED)
        return None

    def tile_destinations(self, x: int, y: int) -> frozenset[Square]:
        """The squares the tile at (x, y) may move to now (empty if it may not move)."""
        if self.is_over:
            return frozenset()
        return self._destinations((x, y))

    def _destinations(self, square: Square) -> frozenset[Square]:
        cached = self._dests.get(square)
        if cached is None:
            if immobility_reason(self._tiles, square, self._locked):
                cached = frozenset()
            else:
                count = self.parachutes_on(*square) if self._advanced else 4
                cached = self._shape().destinations(square, count, self._advanced)
            self._dests[square] = cached
        return cached

    def _shape(self) -> Formation:
        if self._formation is None:
            object.__setattr__(self, "_formation", Formation.of(self._tiles))
        assert self._formation is not None
        return self._formation

    # --- legal moves -----------------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        """All legal moves, in a fixed order: new tiles, marks, tile moves, pass."""
        if self._legal is None:
            object.__setattr__(self, "_legal", tuple(self._generate()))
        assert self._legal is not None
        return list(self._legal)

    def _generate(self) -> list[QuinqueMove]:
        if self.is_over:
            return []
        if not self._tiles:
            return [NewTile(0, 0, s) for s in SKYDIVERS]
        moves: list[QuinqueMove] = []
        tiles = self._tiles
        if self._action == 0 and self._left[self._to_move] > 0:
            if len(tiles) < TILES:
                for x, y in sorted(self._shape().frontier):
                    moves.extend(NewTile(x, y, s) for s in SKYDIVERS)
            marks = self._marks
            for x, y in sorted(tiles):
                for s, (dx, dy) in OFFSETS.items():
                    if (2 * x + dx, 2 * y + dy) not in marks:
                        moves.append(Mark(x, y, s))
        for x, y in sorted(tiles):
            for u, v in sorted(self._destinations((x, y))):
                moves.append(TileMove(x, y, u, v))
        if self._action == 1 or not moves:
            moves.append(Pass())
        return moves

    # --- applying moves -------------------------------------------------------------
    def _apply(self, move: Move) -> GameState:
        checked = check_move(move)  # a hand-built object of the wrong kind or types: InvalidMoveError
        if isinstance(checked, TileMove):
            return self._move_tile(checked)
        if isinstance(checked, Mark):
            return self._mark(checked)
        if isinstance(checked, NewTile):
            return self._new_tile(checked)
        return self._pass()

    def _check_can_mark(self) -> None:
        if self._action != 0:
            raise IllegalMoveError(_MARK_FIRST)
        if self._left[self._to_move] == 0:
            raise IllegalMoveError("You have no parachutes left, so you cannot mark a skydiver.")

    def _new_tile(self, move: NewTile) -> QuinqueState:
        square = (move.x, move.y)
        self._check_can_mark()
        tiles = self._tiles
        if not tiles:
            if square != (0, 0):
                raise IllegalMoveError("The first tile goes at 0,0.")
        elif len(tiles) >= TILES:
            raise IllegalMoveError("All {count} tiles are already on the table.", count=TILES)
        elif square in tiles:
            raise IllegalMoveError("The square {x},{y} already holds a tile.", x=move.x, y=move.y)
        elif not any(n in tiles for n in neighbours(square)):
            raise IllegalMoveError("A new tile must touch a tile on the table edge to edge.")
        return self._after_mark(tiles | {square}, square, skydiver_cell(move.x, move.y, move.skydiver), move)

    def _mark(self, move: Mark) -> QuinqueState:
        if not self._tiles:
            raise IllegalMoveError(_SETUP_ONLY)
        self._check_can_mark()
        square = (move.x, move.y)
        if square not in self._tiles:
            raise IllegalMoveError("There is no tile at {x},{y}.", x=move.x, y=move.y)
        cell = skydiver_cell(move.x, move.y, move.skydiver)
        if cell in self._marks:
            raise IllegalMoveError("That skydiver already has a parachute.")
        return self._after_mark(self._tiles, square, cell, move)

    def _after_mark(
        self, tiles: frozenset[Square], square: Square, cell: Cell, move: QuinqueMove
    ) -> QuinqueState:
        player = self._to_move
        marks = dict(self._marks)
        marks[cell] = player
        left = (self._left[0] - 1, self._left[1]) if player == 0 else (self._left[0], self._left[1] - 1)
        if not self._tiles:  # the setup is the first player's whole turn
            return self._finish(tiles, marks, left, (cell,), move, 1 - player, 0, None, marked=True)
        return self._finish(tiles, marks, left, (cell,), move, player, 1, square, marked=True)

    def _move_tile(self, move: TileMove) -> QuinqueState:
        if not self._tiles:
            raise IllegalMoveError(_SETUP_ONLY)
        square, dest = (move.x, move.y), (move.u, move.v)
        if dest not in self._destinations(square):
            reason = move_error(
                self._tiles, square, dest, self.parachutes_on(*square), self._advanced, self._locked
            )
            raise IllegalMoveError(reason or DISCONNECTED)
        tiles = (self._tiles - {square}) | {dest}
        dx, dy = 2 * (dest[0] - square[0]), 2 * (dest[1] - square[1])
        marks = dict(self._marks)
        changed: list[Cell] = []
        for gx, gy in tile_cells(*square):
            owner = marks.pop((gx, gy), None)
            if owner is not None:
                marks[(gx + dx, gy + dy)] = owner
                changed.append((gx + dx, gy + dy))
        player = self._to_move
        if self._action == 0:
            return self._finish(tiles, marks, self._left, changed, move, player, 1, None, marked=False)
        return self._finish(tiles, marks, self._left, changed, move, 1 - player, 0, None, marked=False)

    def _pass(self) -> QuinqueState:
        if not self._tiles:
            raise IllegalMoveError(_SETUP_ONLY)
        if self._action == 0 and any(not isinstance(m, Pass) for m in self.legal_moves()):
            raise IllegalMoveError(
                "You may pass only after your first action, or when you cannot act: "
                "mark a skydiver or move a tile first."
            )
        return self._finish(
            self._tiles, self._marks, self._left, (), Pass(), 1 - self._to_move, 0, None, marked=False
        )

    def _finish(
        self,
        tiles: frozenset[Square],
        marks: dict[Cell, int],
        left: tuple[int, int],
        changed: tuple[Cell, ...] | list[Cell],
        move: QuinqueMove,
        to_move: int,
        action: int,
        locked: Square | None,
        *,
        marked: bool,
    ) -> QuinqueState:
        """Build the state after an action: lines, then parachute draw, then repetition."""
        history = self._history.append(str(move))
        winner, win_line = judge(marks, changed, self._to_move)
        if winner is not None:
            return QuinqueState(
                advanced=self._advanced,
                tiles=tiles,
                marks=marks,
                left=left,
                to_move=to_move,
                action=0,
                locked=None,
                history=history,
                winner=winner,
                win_line=win_line,
            )
        draw: str | None = None
        key = position_key(tiles, marks, to_move, action, locked)
        since = (_NO_POSITIONS if marked else self._since_mark).add(key)
        if left == (0, 0):
            draw = "parachutes"
        elif since.count(key) >= 3:
            draw = "repetition"
        return QuinqueState(
            advanced=self._advanced,
            tiles=tiles,
            marks=marks,
            left=left,
            to_move=to_move,
            action=0 if draw else action,
            locked=None if draw else locked,
            history=history,
            draw=draw,
            since_mark=since,
        )


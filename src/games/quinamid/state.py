"""The Quinamid game state: rules of play, lines, repetition, and the UI accessors.

A state is an immutable value.  Counters are stored per *hole* of each board
(60 global holes, see geometry.py), never per surface square, so sliding or
turning a board carries its counters and covering a hole merely hides them.
The surface the players see is derived from the boards' offsets and rotations
through a cached :class:`~games.quinamid.geometry.Layout`.

Public accessors (for the UI and tools; all squares are ``(col, row)`` with
col 0-5 left to right and row 0-5 from the bottom, as in the notation):

* ``offsets``: ((dx, dy) of B, C, D, E relative to the board below), dy upwards
* ``rotations``: clockwise quarter turns (0-3) of boards A-E (A is always 0)
* ``visible()``: ``v[col][row]`` is a ``VisibleSquare(board, owner)``
* ``board_squares(letter)``: the surface squares a board covers (for outlines)
* ``counters_left``, ``locked_board``, ``win_line``, ``is_draw``
* ``why_not(move)``: the reason a move is refused, or None if it is legal
* ``hidden_counts()``: covered counters per player; ``counters_on_board(letter)``
* ``holes()``: every hole (board, square, owner, visible) for tests and tools
* ``rules``: the validated option switches (``rotations_allowed``, ...)
* ``observe(player)`` / ``resample(player, rng)``: the protocol's information
  states, answered by :mod:`games.quinamid.observation` (registered with the
  game; this module does not import it)

Decisions where the rulebook is silent (players read them under "How we play
it" in src/games/ui/locales/en/quinamid.json):

* A player can always act: each of boards B-E can always slide one way along
  each axis (an offset of 0 can grow, an offset of 1 can shrink), and at most
  one board is locked, so at least six slides are legal in every position.
  No pass move is therefore needed.
* "Same position" for the repetition draw is physical: the boards' places and
  which counter sits in which place, whichever way a ring has turned (an
  empty ring turned a quarter looks and plays the same), plus the player to
  act and the locked board.
* ``win_line`` holds the squares of every line of the winner (the union);
  when an action completes lines for both players, the winner is the player
  who did not act and ``win_line`` shows that player's line(s).
* The start position takes part in the repetition count, but it can never
  recur: a position without a locked board follows a placement (or is the
  start), and counters are never removed.  For the same reason only the
  positions since the last placement are kept for the count.
* Variant a forbids the 2x2 board in move 1 of the game only (even if the
  first player's first move is a slide, later placements there are fine).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar, NamedTuple, cast

from ..core import GameState, Move
from ..errors import IllegalMoveError, InvalidMoveError, Message
from ..persistent import Chain, Tally
from .geometry import (
    BITS,
    BOARD_LETTERS,
    DIRECTIONS,
    HOLE_BASE,
    HOLE_BOARD,
    HOLE_COUNT,
    LINES,
    LINES_THROUGH,
    NUM_HOLES,
    SURFACE,
    TOP,
    Layout,
    Offsets,
    Rotations,
    layout,
    line_union,
    rotate_stack,
    slide_stack,
    square_index,
    square_of,
    visible_masks,
)
from .geometry import board_squares as _board_squares
from .moves import Place, QuinamidMove, Rotate, Slide, check_move, parse_move
from .options import Rules

COUNTERS_PER_PLAYER = 30
EMPTY = -1
#: Why a board cannot slide, per direction (each its own sentence to translate).
_OVERHANG = {
    "left": "Board {board} cannot slide left: it would overhang board {below}.",
    "right": "Board {board} cannot slide right: it would overhang board {below}.",
    "up": "Board {board} cannot slide up: it would overhang board {below}.",
    "down": "Board {board} cannot slide down: it would overhang board {below}.",
}
# Moves are values, so legal_moves() hands out shared instances.
_PLACES = tuple(Place(*square_of(sq)) for sq in range(SURFACE * SURFACE))
_SLIDES = tuple(tuple(Slide(letter, d) for d in "<>^v") for letter in BOARD_LETTERS)
_ROTATES = tuple((Rotate(letter, True), Rotate(letter, False)) for letter in BOARD_LETTERS)


#: A position for the repetition record: offsets, rotations, player to act, locked board.
_Config = tuple[Offsets, Rotations, int, int | None]


class VisibleSquare(NamedTuple):
    """One square of the visible surface: the board it belongs to and its counter."""

    board: str
    owner: int | None


def repetition_key(lay: Layout, cells: tuple[int, ...], player: int, locked: int | None) -> Hashable:
    """The position for the repetition draw (see the module doc).  The owners
    are packed into bytes (EMPTY, 0, 1 -> 0, 1, 2): a long game of slides
    keeps thousands of keys."""
    return (player, locked, lay.origins, bytes([cells[h] + 1 for h in lay.canon]))


@dataclass(frozen=True, repr=False)
class QuinamidState(GameState):
    """A Quinamid position with its history (build with :meth:`new`)."""

    game_name: ClassVar[str] = "quinamid"

    _rules: Rules
    _offsets: Offsets
    _rots: Rotations
    _cells: tuple[int, ...]  # owner per global hole: 0, 1 or EMPTY
    _player: int  # the player to act (the one who would act, once over)
    _locked: int | None  # board index slid/rotated by the previous player
    _hist: Chain[str]
    _placed: tuple[int, int]
    _winner: int | None = None
    _over: bool = False
    _win_mask: int = 0
    # Positions since the last placement (a placement can never be undone, so
    # no earlier position can repeat): raw configurations and their keys,
    # counted.  Both grow by sharing (games.persistent), so a long game of
    # slides stays linear.  Not compared: the history and cells decide them.
    _seg: Chain[_Config] = field(default_factory=Chain, compare=False)
    _seg_keys: Tally = field(default_factory=Tally, compare=False)

    # --- construction --------------------------------------------------
    @classmethod
    def new(cls, rules: Rules) -> QuinamidState:
        rots: Rotations = (0, 0, 0, 0, 0)
        cells = (EMPTY,) * NUM_HOLES
        lay = layout(rules.start, rots)
        return cls(
            _rules=rules,
            _offsets=rules.start,
            _rots=rots,
            _cells=cells,
            _player=0,
            _locked=None,
            _hist=Chain(),
            _placed=(0, 0),
            _seg=Chain([(rules.start, rots, 0, None)]),
            _seg_keys=Tally().add(repetition_key(lay, cells, 0, None)),
        )

    # --- protocol --------------------------------------------------------
    @property
    def options(self) -> Mapping[str, Any]:
        return self._rules.as_options()

    @property
    def num_players(self) -> int:
        return 2

    @property
    def to_move(self) -> int | None:
        return None if self._over else self._player

    @property
    def history(self) -> tuple[str, ...]:
        return self._hist.as_tuple()

    @property
    def winner(self) -> int | None:
        return self._winner

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(1 if p == self._winner else 0 for p in range(2))

    def parse_move(self, text: str) -> Move:
        return parse_move(text)

    def legal_moves(self) -> list[Move]:
        if self._over:
            return []
        moves: list[Move] = []
        p, locked = self._player, self._locked
        if self._placed[p] < COUNTERS_PER_PLAYER:
            lay = self._layout
            cells = self._cells
            for sq, h in enumerate(lay.visible):
                if cells[h] == EMPTY and (lay.visible_board[sq] != TOP or self._top_place_reason() is None):
                    moves.append(_PLACES[sq])
        for b in range(1, 5):
            if b != locked:
                dx, dy = self._offsets[b - 1]
                moves.append(_SLIDES[b][1 if dx == 0 else 0])
                moves.append(_SLIDES[b][2 if dy == 0 else 3])
        if self._rules.rotations_allowed:
            clockwise_only = self._rules.clockwise_only
            for b in range(1, 5):
                if b != locked or clockwise_only:
                    moves.append(_ROTATES[b][0])
                    if not clockwise_only:
                        moves.append(_ROTATES[b][1])
        return moves

    def play(self, move: Move | str) -> QuinamidState:
        """As :meth:`GameState.play`, typed to return a QuinamidState."""
        return cast(QuinamidState, super().play(move))

    def _apply(self, move: Move) -> QuinamidState:
        qmove = check_move(move)
        reason = self._reason(qmove)
        if reason is not None:
            raise IllegalMoveError(reason)
        return self._after(qmove)

    # --- rules -------------------------------------------------------------
    @property
    def _layout(self) -> Layout:
        return layout(self._offsets, self._rots)

    def why_not(self, move: Move | str) -> Message | None:
        """Why ``move`` cannot be played now (a player-facing sentence), or None if legal."""
        try:
            qmove = check_move(self.parse_move(move) if isinstance(move, str) else move)
        except InvalidMoveError as err:
            return err.message
        if self._over:
            return Message("The game is over: no more moves can be played.")
        return self._reason(qmove)

    def _reason(self, move: QuinamidMove) -> Message | None:
        if isinstance(move, Place):
            return self._place_reason(move)
        board = BOARD_LETTERS.index(move.board)
        if board == 0:
            return Message("Board A is the base; it never moves.")
        if isinstance(move, Slide):
            if board == self._locked:
                return Message("Board {board} was just moved; it cannot move this turn.", board=move.board)
            if slide_stack(self._offsets, board, move.direction) is None:
                below = BOARD_LETTERS[board - 1]
                return Message(_OVERHANG[DIRECTIONS[move.direction][2]], board=move.board, below=below)
            return None
        if not self._rules.rotations_allowed:
            return Message("Rotations are only in the advanced game.")
        if self._rules.clockwise_only:
            if not move.clockwise:
                return Message("In this variant boards only turn clockwise (+).")
            return None
        if board == self._locked:
            return Message("Board {board} was just moved; it cannot move this turn.", board=move.board)
        return None

    def _place_reason(self, move: Place) -> Message | None:
        if self._placed[self._player] >= COUNTERS_PER_PLAYER:
            return Message("You have no counters left.")
        lay = self._layout
        sq = square_index(move.col, move.row)
        if self._cells[lay.visible[sq]] != EMPTY:
            return Message("That hole is taken.")
        if lay.visible_board[sq] == TOP:
            return self._top_place_reason()
        return None

    def _top_place_reason(self) -> Message | None:
        """Why the player to act may not place on the 2x2 board (variants a, b, c)."""
        variants = self._rules.variants
        if not variants:
            return None
        p, cells = self._player, self._cells
        if "a" in variants and not len(self._hist):
            return Message("In this game the first move may not be on the 2x2 board (variant a).")
        if "b" in variants and p in cells[HOLE_BASE[TOP] :]:
            return Message("You have already placed your one counter on the 2x2 board (variant b).")
        if "c" in variants:
            missing = [
                BOARD_LETTERS[k]
                for k in range(TOP)
                if p not in cells[HOLE_BASE[k] : HOLE_BASE[k] + HOLE_COUNT[k]]
            ]
            if missing:
                return Message(
                    "You must have a counter on every other board before placing on the 2x2 board "
                    "(variant c); still missing: {boards}.",
                    boards=", ".join(missing),
                )
        return None

    def _after(self, move: QuinamidMove) -> QuinamidState:
        """The state after a legal ``move`` by the player to act."""
        actor = self._player
        offsets, rots, cells, placed = self._offsets, self._rots, self._cells, self._placed
        locked: int | None = None
        length = self._rules.line_length
        if isinstance(move, Place):
            sq = square_index(move.col, move.row)
            h = self._layout.visible[sq]
            cells = (*cells[:h], actor, *cells[h + 1 :])
            placed = (placed[0] + 1, placed[1]) if actor == 0 else (placed[0], placed[1] + 1)
            lay = self._layout
            m = visible_masks(lay, cells)[actor]
            # Only the new counter can have made a line: before it, nobody had one.
            through = LINES_THROUGH[length][sq]
            wins = (line_union(m, through), 0) if actor == 0 else (0, line_union(m, through))
        else:
            board = BOARD_LETTERS.index(move.board)
            locked = board
            if isinstance(move, Slide):
                new_offsets = slide_stack(offsets, board, move.direction)
                assert new_offsets is not None  # checked by _reason
                offsets = new_offsets
            else:
                offsets, rots = rotate_stack(offsets, rots, board, move.clockwise)
            lay = layout(offsets, rots)
            m0, m1 = visible_masks(lay, cells)
            wins = (line_union(m0, LINES[length]), line_union(m1, LINES[length]))
        nxt = 1 - actor
        winner: int | None = None
        if wins[0] and wins[1]:
            winner = nxt  # you may not hand your opponent a line
        elif wins[0]:
            winner = 0
        elif wins[1]:
            winner = 1
        key = repetition_key(lay, cells, nxt, locked)
        entry = (offsets, rots, nxt, locked)
        if isinstance(move, Place):
            seg, seg_keys = Chain([entry]), Tally().add(key)
        else:
            seg, seg_keys = self._seg.append(entry), self._seg_keys.add(key)
        draw = winner is None and seg_keys.count(key) >= 3
        return QuinamidState(
            _rules=self._rules,
            _offsets=offsets,
            _rots=rots,
            _cells=cells,
            _player=nxt,
            _locked=locked,
            _hist=self._hist.append(str(move)),
            _placed=placed,
            _winner=winner,
            _over=winner is not None or draw,
            _win_mask=wins[winner] if winner is not None else 0,
            _seg=seg,
            _seg_keys=seg_keys,
        )

    # --- accessors for the UI ---------------------------------------------
    @property
    def offsets(self) -> Offsets:
        """(dx, dy) of boards B-E relative to the board below (each 0 or 1, dy upwards)."""
        return self._offsets

    @property
    def rotations(self) -> Rotations:
        """Clockwise quarter turns (0-3) each board A-E has made since the start."""
        return self._rots

    @property
    def cells(self) -> tuple[int, ...]:
        """The owner of each of the 60 holes (0, 1, or -1 for empty), covered ones
        included, in the order of :data:`~.geometry.HOLE_BASE`: for searches that
        see the whole position (the computer remembers every move it watched)."""
        return self._cells

    @property
    def repetition_record(self) -> Tally:
        """The :func:`repetition_key` of every position since the last placement,
        counted: the third time one comes back the game is drawn."""
        return self._seg_keys

    @property
    def counters_left(self) -> tuple[int, int]:
        return (COUNTERS_PER_PLAYER - self._placed[0], COUNTERS_PER_PLAYER - self._placed[1])

    @property
    def locked_board(self) -> str | None:
        """The board the player to act may not slide (nor rotate, except in variant e)."""
        return None if self._locked is None else BOARD_LETTERS[self._locked]

    @property
    def win_line(self) -> tuple[tuple[int, int], ...]:
        """Visible squares of the winner's line(s), bottom row first; () when nobody won."""
        return tuple(square_of(sq) for sq in range(SURFACE * SURFACE) if self._win_mask & BITS[sq])

    @property
    def is_draw(self) -> bool:
        return self._over and self._winner is None

    @property
    def rules(self) -> Rules:
        return self._rules

    def visible(self) -> tuple[tuple[VisibleSquare, ...], ...]:
        """The 6x6 surface: ``visible()[col][row]`` (row 0 at the bottom)."""
        lay = self._layout
        out = []
        for col in range(SURFACE):
            column = []
            for row in range(SURFACE):
                sq = square_index(col, row)
                owner = self._cells[lay.visible[sq]]
                column.append(
                    VisibleSquare(BOARD_LETTERS[lay.visible_board[sq]], None if owner == EMPTY else owner)
                )
            out.append(tuple(column))
        return tuple(out)

    def board_squares(self, letter: str) -> tuple[tuple[int, int], ...]:
        """Surface squares (col, row) that board ``letter`` covers, row by row from the bottom."""
        if letter not in BOARD_LETTERS or len(letter) != 1:
            raise ValueError(f"There is no board '{letter}' (boards are A-E).")
        return _board_squares(self._offsets, BOARD_LETTERS.index(letter))

    def hidden_counts(self) -> tuple[int, int]:
        """How many of each player's counters are covered (in play but not visible)."""
        counts = [0, 0]
        for holes in self._layout.covered:
            for h in holes:
                c = self._cells[h]
                if c != EMPTY:
                    counts[c] += 1
        return counts[0], counts[1]

    def counters_on_board(self, letter: str) -> tuple[int, int]:
        """Counters of each player on a board, covered ones included."""
        k = BOARD_LETTERS.index(letter)
        part = self._cells[HOLE_BASE[k] : HOLE_BASE[k] + HOLE_COUNT[k]]
        return part.count(0), part.count(1)

    def holes(self) -> tuple[tuple[str, tuple[int, int], int | None, bool], ...]:
        """Every hole as (board, surface square, owner, visible): for tests and debugging."""
        lay = self._layout
        out = []
        for h in range(NUM_HOLES):
            sq = lay.hole_square[h]
            owner = self._cells[h]
            out.append(
                (
                    BOARD_LETTERS[HOLE_BOARD[h]],
                    square_of(sq),
                    None if owner == EMPTY else owner,
                    lay.visible[sq] == h,
                )
            )
        return tuple(out)

    # --- hidden information ---------------------------------------------
    def with_cells(self, cells: tuple[int, ...]) -> QuinamidState:
        """This position with other hole owners (``cells``, one per global hole):
        for :mod:`~games.quinamid.observation`, which redraws covered counters.

        It is a normal, playable state (for search), with the same history and
        a repetition record recounted with the new counters; its ``to_json()``
        still holds the real history, so ``load()`` of it gives back the real
        game, not the sample.
        """
        keys = Tally.of([repetition_key(layout(off, rot), cells, pl, lk) for off, rot, pl, lk in self._seg])
        return replace(self, _cells=cells, _seg_keys=keys)


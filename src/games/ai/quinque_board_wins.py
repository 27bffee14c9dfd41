"""A win within the turn, found exactly and quickly on the search board.

Every level asks whether the player to move can complete a line in this
turn.  The threat detector (:mod:`.quinque_turn`, :func:`.quinque_turn.turn_win`)
answers from the geometry and confirms by playing; it is fast, but it misses
the wins only the turn's own first action makes possible.  So the checks of
Quinque Hard ask again, exactly.  Playing every first action through the
rules' states, with the detector for the second, took about 9 ms a
position (CPython, positions of the arena's games); this takes 2.5, and
building the root's board from its game 0.6 more.

Here the same question is answered on :class:`.quinque_board.QuinqueBoard`,
exactly (``tests/test_quinque_board_wins.py`` holds it to a brute force over
the rules' states) and without playing second actions at all:

* after a mark, or at the second action, only a tile move can complete a
  line, and only one carrying the mover's parachutes; whether it does is a
  test on the bit sets (the tile's parachutes taken from one square and put
  on another), not a make and unmake;
* such a line needs an open window of three or four of the mover's
  parachutes before the move (the moved tile brings at most two cells of a
  line, onto a square that held no tile), which the board's window counts
  tell at once: without one, no tile move of the second action is tried.
"""

from __future__ import annotations

from ..core import Move
from ..quinque import QuinqueState, parse_move
from .quinque_bits import BASE, CS, NTILE, PAT_BITS
from .quinque_board import QuinqueBoard
from .quinque_windows import five_near


class ExactWins:
    """Exact wins within the turn for the positions a search reaches from one
    root: the root's board is built once (replaying its game costs about a
    millisecond) and each position asked is made on it from the root's, then
    unmade, rather than replayed from the start."""

    def __init__(self, root: QuinqueState) -> None:
        self.history = root.history
        self.options = root.options
        self.board = QuinqueBoard.from_state(root)

    def first_action(self, state: QuinqueState) -> Move | None:
        """The first action of a win within the turn for the player to move in
        ``state``, or None.  ``state`` is best the root or a position reached
        from it; any other (another game's, or other options') is replayed on a
        board of its own."""
        root = self.history
        if state.history[: len(root)] != root or state.options != self.options:
            board = QuinqueBoard.from_state(state)
            code = turn_win(board)
            return None if code is None else board.move_of(code)
        board = self.board
        made = 0
        try:
            for text in state.history[len(root) :]:
                code = board.code_of(parse_move(text))
                assert code is not None, text
                board.make(code)
                made += 1
            code = turn_win(board)
            return None if code is None else board.move_of(code)
        finally:
            for _ in range(made):
                board.unmake()


def turn_win(board: QuinqueBoard) -> int | None:
    """The code of the first action of a win within this turn for the player to
    move (an action that wins at once if there is one among the first tried),
    or None.  The board is left as it was.

    >>> board = QuinqueBoard.new()
    >>> turn_win(board) is None
    True
    """
    if board.over or not board.tiles:
        return None
    p = board.to_move
    if board.action == 1:
        return tile_move_win(board, p)
    later: int | None = None
    for code in board.legal():
        board.make(code)
        if board.winner == p:
            board.unmake()
            return code
        if later is None and not board.over and board.to_move == p and tile_move_win(board, p) is not None:
            later = code
        board.unmake()
    return later


def tile_move_win(board: QuinqueBoard, p: int) -> int | None:
    """A legal tile move completing a line of ``p``'s (``p`` to move), or None."""
    counts = board.threats(p)
    if not (counts[2] or counts[3]):
        return None
    tpat = board.tpat
    mine = board.bits[p]
    for code in board.legal():
        if code & 3 != 2:
            continue
        s, d = divmod(code >> 2, NTILE)
        carried = PAT_BITS[tpat[s]][p]
        if carried and five_near(mine ^ (carried << BASE[s]) ^ (carried << BASE[d]), BASE[d] // CS):
            return code
    return None


__all__ = ["ExactWins", "tile_move_win", "turn_win"]

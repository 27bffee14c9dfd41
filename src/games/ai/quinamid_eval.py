"""Quinamid knowledge: line windows on the visible 6x6 surface.

Everything here reads the public surface (``visible()``, ``rules``,
``counters_left``) and plays moves through the protocol; slides and
rotations are simply searched, since what they reveal or hide is exactly what
the rules compute.

* Evaluation: every window of five (six in variant d) on the surface that
  holds counters of one player only is worth ``WEIGHTS[count]`` to that
  player; an open four (the last square empty) is a threat, and two threats
  on different squares for the player who is *not* to move are nearly a win.
* Tactics: the player to move who can complete a window by placing wins
  (a decided value, found without expanding the node).
* Ordering: placements by how much they build and block, then slides and
  rotations; below the root only the best ``width`` placements are kept
  (with every slide and rotation).
* Memory: Easy plays on ``resample(player)``, a world where the covered
  counters are shuffled within their boards -- it forgets where they are,
  as a beginner would.  The other levels remember (a player who watched
  every move knows them).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from ..core import GameState, Move, new_game
from ..quinamid import Place, QuinamidState
from .knowledge import WIN, Knowledge, Settings

SIZE = 6
FULL = (1 << (SIZE * SIZE)) - 1
#: Value of a window holding 0..5 counters of one player only.
WEIGHTS = (0.0, 1.0, 5.0, 20.0, 80.0, 0.0, 0.0)
THREAT_ONE = 150.0
#: What going back to a position seen before costs.
REPEAT_PENALTY = 100.0
THREAT_TWO = 2000.0

QUINAMID_LEVELS: dict[str, Settings] = {
    "greedy": Settings(),
    "easy": Settings(nodes=0, depth=1, min_depth=1, noise=40.0, remember=False),
    "medium": Settings(nodes=3000, depth=3, min_depth=1, width=12),
    # Hard runs its own search (.quinamid_hard), deeper while the budget
    # lasts; two plies always finish.  12,000 of its nodes take Pyodide
    # about 0.9 s on a desktop (bench/bench_quinamid_search.py), near the
    # browser's 0.85 s, so the arena plays close to the browser's Hard.
    "hard": Settings(nodes=12_000, depth=12, min_depth=2, solver="surface"),
}


def _windows(length: int) -> tuple[int, ...]:
    out: list[int] = []
    for dc, dr in ((1, 0), (0, 1), (1, 1), (1, -1)):
        for c in range(SIZE):
            for r in range(SIZE):
                cells = [(c + dc * i, r + dr * i) for i in range(length)]
                if all(0 <= x < SIZE and 0 <= y < SIZE for x, y in cells):
                    mask = 0
                    for x, y in cells:
                        mask |= 1 << (y * SIZE + x)
                    out.append(mask)
    return tuple(out)


WINDOWS = {n: _windows(n) for n in (5, 6)}
THROUGH = {n: tuple(tuple(w for w in WINDOWS[n] if w >> sq & 1) for sq in range(SIZE * SIZE)) for n in (5, 6)}


def surface(state: QuinamidState) -> tuple[int, int]:
    """Bit masks (bit ``row * 6 + col``) of the visible counters of players 0 and 1."""
    m0 = m1 = 0
    for col, column in enumerate(state.visible()):
        for row, square in enumerate(column):
            if square.owner == 0:
                m0 |= 1 << (row * SIZE + col)
            elif square.owner == 1:
                m1 |= 1 << (row * SIZE + col)
    return m0, m1


def threat_squares(mine: int, theirs: int, windows: Sequence[int], length: int) -> int:
    """Mask of empty squares where ``mine`` completes a window by placing one counter."""
    out = 0
    for w in windows:
        if not w & theirs and (w & mine).bit_count() == length - 1:
            out |= w & ~mine
    return out


def placement_value(through: Sequence[int], mine: int, theirs: int, length: int) -> float:
    """How much a counter of the owner of ``mine`` on a square builds and blocks
    (``through``: the windows through the square), to order placements: the
    windows it extends, and the opponent's it spoils (worth a little less);
    completing a line or stopping one outweighs the rest."""
    v = 0.0
    for w in through:
        a, b = w & mine, w & theirs
        if not b:
            v += WEIGHTS[a.bit_count() + 1] if a.bit_count() + 1 < length else 5000.0
        if not a:
            v += 0.9 * WEIGHTS[b.bit_count() + 1] if b.bit_count() + 1 < length else 2500.0
    return v


class QuinamidKnowledge(Knowledge):
    """Window counting on the visible surface; see the module docstring."""

    def __init__(self, settings: Settings, rng: object) -> None:
        super().__init__(settings, rng)  # type: ignore[arg-type]
        self._masks: dict[int, tuple[QuinamidState, int, int]] = {}
        self._seen: set[Hashable] = set()
        self._moving: dict[Hashable, bool] = {}

    def view(self, state: GameState, player: int) -> GameState:
        assert isinstance(state, QuinamidState)
        self._seen = _positions_since_placement(state)
        if self.settings.remember:
            return state
        return state.resample(player, self.rng)

    def masks(self, state: QuinamidState) -> tuple[int, int]:
        entry = self._masks.get(id(state))
        if entry is None or entry[0] is not state:
            m0, m1 = surface(state)
            if len(self._masks) > 50_000:
                self._masks.clear()
            self._masks[id(state)] = (state, m0, m1)
            return m0, m1
        return entry[1], entry[2]

    # --- values ------------------------------------------------------------
    def evaluate(self, state: GameState, root: int) -> float:
        """Windows and threats.  A leaf where the opponent wins at once by a slide or
        a rotation is decided (placements are caught by :meth:`tactical`); the
        root player's own such wins are left to deeper iterations, which halves
        the cost of this check."""
        assert isinstance(state, QuinamidState)
        mover = state.to_move
        if mover is not None and mover != root and self._moving_win(state):
            return -WIN / 2
        if mover is not None and self._double_threat(state):
            return -WIN / 2 + 20 if mover == root else WIN / 2 - 20
        length = state.rules.line_length
        m = self.masks(state)
        score = [0.0, 0.0]
        for w in WINDOWS[length]:
            a, b = w & m[0], w & m[1]
            if a and not b:
                score[0] += WEIGHTS[a.bit_count()]
            elif b and not a:
                score[1] += WEIGHTS[b.bit_count()]
        waiting = 1 - state.to_move if state.to_move is not None else root
        for p in (0, 1):
            threats = threat_squares(m[p], m[1 - p], WINDOWS[length], length)
            if not threats or state.counters_left[p] == 0:
                continue
            count = threats.bit_count()
            if p == waiting:
                score[p] += THREAT_TWO if count >= 2 else THREAT_ONE
            else:
                score[p] += THREAT_ONE / 3
        value = score[root] - score[1 - root]
        if self._seen and position_key(state) in self._seen:
            value -= REPEAT_PENALTY  # going round in circles: a draw the third time
        return value

    def tactical(self, state: GameState, root: int, ply: int) -> float | None:
        assert isinstance(state, QuinamidState)
        move = self._placing_win(state)
        if move is None:
            return None
        value = WIN - ply - 1
        return value if state.to_move == root else -value

    def _double_threat(self, state: QuinamidState) -> bool:
        """Whether the waiting player threatens to place five on two squares that
        the player to move cannot both deal with: one placement stops one, so
        only a slide or a rotation that breaks all but one of them saves it
        (tried by playing them).  Called on leaves, where the player to move
        has no placing win (:meth:`tactical` said so)."""
        mover = state.to_move
        assert mover is not None
        waiting = 1 - mover
        if state.counters_left[waiting] == 0:
            return False
        length = state.rules.line_length
        m = self.masks(state)
        if threat_squares(m[waiting], m[mover], WINDOWS[length], length).bit_count() < 2:
            return False
        for move in state.legal_moves():
            if isinstance(move, Place):
                continue
            self.charge(1)
            after = state.play(move)
            if after.is_over:
                if after.winner != waiting:
                    return False
                continue
            assert isinstance(after, QuinamidState)
            a = self.masks(after)
            if threat_squares(a[waiting], a[mover], WINDOWS[length], length).bit_count() < 2:
                return False
        return True

    def _moving_win(self, state: QuinamidState) -> bool:
        """Whether a slide or rotation wins at once for the player to move (played
        out).  Cached by the visible position: transpositions are common (two
        placements in either order), and the covered counters that a slide
        could reveal rarely differ between two paths to the same surface."""
        m = self.masks(state)
        key = (state.offsets, state.rotations, state.locked_board, state.to_move, m[0], m[1])
        found = self._moving.get(key)
        if found is None:
            mover = state.to_move
            found = False
            for move in state.legal_moves():
                if not isinstance(move, Place):
                    self.charge(1)
                    if state.play(move).winner == mover:
                        found = True
                        break
            self._moving[key] = found
        return found

    def _placing_win(self, state: QuinamidState) -> Move | None:
        p = state.to_move
        if p is None or state.counters_left[p] == 0:
            return None
        length = state.rules.line_length
        m = self.masks(state)
        threats = threat_squares(m[p], m[1 - p], WINDOWS[length], length)
        if not threats:
            return None
        for move in state.legal_moves():
            if isinstance(move, Place) and threats >> (move.row * SIZE + move.col) & 1:
                return move
        return None

    # --- moves ---------------------------------------------------------------
    def order(self, state: GameState, moves: Sequence[Move], root: int, ply: int) -> list[Move]:
        assert isinstance(state, QuinamidState)
        p = state.to_move
        if p is None:
            return list(moves)
        length = state.rules.line_length
        m = self.masks(state)
        mine, theirs = m[p], m[1 - p]
        through = THROUGH[length]
        scored: list[tuple[float, int, Move]] = []
        for i, move in enumerate(moves):
            if isinstance(move, Place):
                v = placement_value(through[move.row * SIZE + move.col], mine, theirs, length)
            else:
                v = 12.0  # slides and rotations: searched after the promising placements
            scored.append((-v, i, move))
        scored.sort(key=lambda t: (t[0], t[1]))
        out = [move for _v, _i, move in scored]
        width = self.settings.width
        if width and ply >= 1 and len(out) > width:
            # Below the root: the best placements, and every slide and rotation
            # (few, and the tactics of this game hide in them).
            places: list[Move] = [m for m in out if isinstance(m, Place)]
            others: list[Move] = [m for m in out if not isinstance(m, Place)]
            out = places[:4] + others + places[4:width]
        return out


def position_key(state: QuinamidState) -> Hashable:
    """The position as far as repetition goes between two placements (the
    counters stay in their holes, so the boards' places say the rest)."""
    return (state.offsets, state.rotations, state.locked_board, state.to_move)


def _positions_since_placement(state: QuinamidState) -> set[Hashable]:
    """Keys of this game's positions since its last placement (only those can recur)."""
    history = state.history
    last = max((i for i, text in enumerate(history) if text[0] in "abcdef"), default=-1)
    if len(history) - last < 2:
        return set()
    replayed = new_game("quinamid", **dict(state.options))
    seen: set[Hashable] = set()
    for i, text in enumerate(history):
        replayed = replayed.play(text)
        if i >= last and isinstance(replayed, QuinamidState) and not replayed.is_over:
            seen.add(position_key(replayed))
    return seen

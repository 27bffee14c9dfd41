"""Quinque knowledge: line windows, threats within a turn, and move ordering.

Reads only public accessors (``marks``, ``tiles``, ``parachutes_left``,
``action``, ``tile_destinations``) and plays moves through the protocol.

* Depth is counted in actions, and a turn is two of them, so the levels'
  depths are given in *turns* and turned into actions by :meth:`horizon`.
* Evaluation: windows of five cells on the skydiver grid holding one
  player's parachutes only (``WEIGHTS`` by count), plus the threats
  (:mod:`.quinque_threats`) of the player who is waiting.  A leaf whose player
  to move can win within the turn is decided, which is how every searching
  level sees the opponent's next turn after its own.
* Ordering: marks by the windows they build and block, tile moves by the
  support they bring to their owner's lines; marks and moves that touch an
  opponent's threat (its gap, its tiles, the square it needs) first.
* Threat quiescence (``extra``): a leaf where the waiting player has threats
  is decided only after a small search of the mover's defences
  (:meth:`QuinqueKnowledge.can_defend`): a double threat is a win.
* Rescue: when every searched move loses, every turn is tried until one
  leaves the opponent no win at once.
* Repetition: positions of this game seen since the last mark cost
  :data:`REPEAT_PENALTY`, so the computer does not go round in circles.

Levels: Easy searches its own turn (few moves, noise); Medium searches
two turns (its own and the opponent's) with threat quiescence, through the
generic alpha-beta.  Hard is the search over whole turns of
:mod:`.quinque_search` (``solver="turns"``, checked by :mod:`.quinque_hard`),
built on this knowledge.
"""

from __future__ import annotations

import time
from collections.abc import Hashable, Sequence

from ..core import GameState, Move, new_game
from ..quinque import Mark, NewTile, Pass, QuinqueState, TileMove
from .knowledge import WIN, Knowledge, Settings
from .quinque_geometry import STRIDE, square_of
from .quinque_threats import Plan, Snapshot, candidate_plans
from .quinque_turn import threats, turn_win, verified

Cell = tuple[int, int]
Square = tuple[int, int]
#: Value of each line the waiting player threatens (up to four).
THREAT_WAITING = 220.0
#: The most moves the rescue search plays (it only runs when all looks lost).
RESCUE_PLAYS = 1500
#: What going back to a position seen before costs.
REPEAT_PENALTY = 150.0
#: The player to move is a turn closer to using their windows.
TEMPO = 1.3

#: Depths are in turns (Quinque turns are two actions); see QuinqueKnowledge.horizon.
QUINQUE_LEVELS: dict[str, Settings] = {
    "greedy": Settings(),
    "easy": Settings(nodes=0, depth=1, min_depth=1, width=4, root_width=16, noise=25.0),
    "medium": Settings(nodes=300, depth=2, min_depth=1, width=5, root_width=12, deep_width=4, extra=1.0),
    # Hard is the turn search of quinque_search.py: root_width first actions at
    # the root, width in the replies, deep_width root turns searched to depth 2 at least.
    "hard": Settings(
        nodes=30_000, depth=2, min_depth=1, width=10, root_width=14, deep_width=8, extra=1.0, solver="turns"
    ),
}


def cell_of(move: Mark | NewTile) -> Cell:
    dx, dy = {"a": (0, 0), "b": (1, 0), "c": (0, 1), "d": (1, 1)}[move.skydiver]
    return 2 * move.x + dx, 2 * move.y + dy


class QuinqueKnowledge(Knowledge):
    """See the module docstring."""

    def __init__(self, settings: Settings, rng: object) -> None:
        super().__init__(settings, rng)  # type: ignore[arg-type]
        self._snaps: dict[int, tuple[QuinqueState, Snapshot]] = {}
        self._threats: dict[tuple[int, int], list[Plan]] = {}
        self._wins: dict[int, Plan | None] = {}
        self._can_win: dict[int, bool] = {}
        self._seen: set[Hashable] = set()
        self._defend: dict[int, tuple[QuinqueState, bool]] = {}

    # --- caches (per state, while this knowledge serves one decision) ------------
    def snapshot(self, state: QuinqueState) -> Snapshot:
        entry = self._snaps.get(id(state))
        if entry is not None and entry[0] is state:
            return entry[1]
        if len(self._snaps) > 20_000:
            self._snaps.clear()
            self._threats.clear()
            self._wins.clear()
            self._can_win.clear()
            self._defend.clear()
        snap = Snapshot(state)
        key = id(state)
        self._snaps[key] = (state, snap)
        self._threats.pop((key, 0), None)
        self._threats.pop((key, 1), None)
        self._wins.pop(key, None)
        self._can_win.pop(key, None)
        return snap

    #: The most threats :meth:`plans` lists per player and position.
    plan_limit = 8

    def plans(self, state: QuinqueState, p: int) -> list[Plan]:
        snap = self.snapshot(state)
        found = self._threats.get((id(state), p))
        if found is None:
            found = self._threats[(id(state), p)] = threats(snap, p, self.plan_limit)
        return found

    def win_plan(self, state: QuinqueState) -> Plan | None:
        """A verified win within the turn for the player to move (cached)."""
        snap = self.snapshot(state)
        key = id(state)
        if key not in self._wins:
            self._wins[key] = turn_win(state, snap)
        return self._wins[key]

    def can_win(self, state: QuinqueState) -> bool:
        """Whether the player to move wins within the turn (cached): what most
        callers of :meth:`win_plan` ask, and cheaper to answer, as the first
        plan verified will do (``turn_win(first=True)``)."""
        snap = self.snapshot(state)
        key = id(state)
        if key in self._wins:
            return self._wins[key] is not None
        found = self._can_win.get(key)
        if found is None:
            found = self._can_win[key] = turn_win(state, snap, first=True) is not None
        return found

    # --- repetition -------------------------------------------------------------------
    def view(self, state: GameState, player: int) -> GameState:
        """Perfect information: the state itself.  Also notes the positions seen
        since the last mark, so the search can tell a repetition coming."""
        assert isinstance(state, QuinqueState)
        self._seen = _positions_since_mark(state)
        return state

    # --- depth --------------------------------------------------------------------
    def horizon(self, state: GameState, turns: int) -> int:
        """Actions needed to finish ``turns`` turns from ``state`` (a turn is two)."""
        assert isinstance(state, QuinqueState)
        if state.in_setup:
            return 2 * turns - 1
        return 2 * turns - state.action

    # --- values -------------------------------------------------------------------
    def evaluate(self, state: GameState, root: int) -> float:
        assert isinstance(state, QuinqueState)
        mover = state.to_move
        assert mover is not None
        if self.can_win(state):
            return WIN / 2 if mover == root else -WIN / 2
        repeated = bool(self._seen) and position_key(state) in self._seen
        waiting = 1 - mover
        if self.double_threat(state):
            return WIN / 2 - 10 if waiting == root else -WIN / 2 + 10
        snap = self.snapshot(state)
        scores = [snap.score(0), snap.score(1)]
        scores[mover] *= TEMPO
        value = scores[root] - scores[1 - root]
        lines_waiting = len({plan.line for plan in self.plans(state, waiting)})
        bonus = THREAT_WAITING * min(lines_waiting, 4)
        value += bonus if waiting == root else -bonus
        if repeated:
            # Going round in circles leads to a draw (the third time): a waste
            # of a turn.  (When lost, the quiescence above already said so, and
            # a real draw by repetition is scored 0 by the search.)
            return value - REPEAT_PENALTY
        return value

    def tactical(self, state: GameState, root: int, ply: int) -> float | None:
        """A node whose player to move wins within the turn is decided without
        expanding it (widths could otherwise prune the winning moves away)."""
        assert isinstance(state, QuinqueState)
        if state.in_setup or not self.can_win(state):
            return None
        value = WIN - ply - 2
        return value if state.to_move == root else -value

    def double_threat(self, state: QuinqueState) -> bool:
        """The threat quiescence (when the level has it): whether the waiting
        player (who just moved) has threats the player to move finds no
        defence against.  The one rule every evaluation of a double threat uses."""
        mover = state.to_move
        assert mover is not None
        return bool(self.settings.extra and self.plans(state, 1 - mover) and not self.can_defend(state))

    def can_defend(self, state: QuinqueState) -> bool:
        """Whether the player to move has a turn after which the waiting player
        cannot win in theirs (a small search over the likeliest defences:
        blocks of the waiting player's threats first).  This threat
        "quiescence" lets a leaf tell a double threat from a single one."""
        key = id(state)
        found = self._defend.get(key)
        if found is not None and found[0] is state:
            return found[1]
        result = self._defend_search(state)
        self._defend[key] = (state, result)
        return result

    def _defend_search(self, state: QuinqueState) -> bool:
        me = state.to_move
        first_width, second_width = self.defend_widths()
        for first in self.order(state, state.legal_moves(), -1, 1)[:first_width]:
            self.charge(1)
            s1 = state.play(first)
            assert isinstance(s1, QuinqueState)
            if s1.is_over:
                if s1.winner is None or s1.winner == me:
                    return True
                continue
            if s1.to_move != me:
                if not self.can_win(s1):
                    return True
                continue
            for second in self.order(s1, s1.legal_moves(), -1, 1)[:second_width]:
                self.charge(1)
                s2 = s1.play(second)
                assert isinstance(s2, QuinqueState)
                if s2.is_over:
                    if s2.winner is None or s2.winner == me:
                        return True
                    continue
                if not self.can_win(s2):
                    return True
        return False

    def defend_widths(self) -> tuple[int, int]:
        """First and second actions tried by :meth:`can_defend`."""
        return max(4, self.settings.width), 4

    def greedy_value(self, after: GameState, player: int) -> float:
        assert isinstance(after, QuinqueState)
        snap = self.snapshot(after)
        return snap.score(player) - snap.score(1 - player)

    # --- tactics --------------------------------------------------------------------
    def wins_now(self, state: GameState) -> list[Move]:
        assert isinstance(state, QuinqueState)
        plan = self.win_plan(state)
        if plan is not None and plan.second is None and plan.first is not None:
            return [plan.first]
        return []

    def threat(self, state: GameState) -> Move | None:
        assert isinstance(state, QuinqueState)
        plan = self.win_plan(state)
        return plan.first if plan is not None else None

    def rescue(
        self, state: GameState, me: int, deadline: float | None = None, most: int = RESCUE_PLAYS
    ) -> Move | None:
        """Every first action and every second one (blocks first) until a turn is
        found after which the opponent cannot win at once; None when there is
        none within ``most`` moves played or the deadline."""
        assert isinstance(state, QuinqueState)
        plays = 0
        for first in self.rescue_order(state):
            if plays > most or (deadline is not None and time.perf_counter() > deadline):
                break
            plays += 1
            after = state.play(first)
            assert isinstance(after, QuinqueState)
            if after.is_over:
                if after.winner is None or after.winner == me:
                    return first
                continue
            if after.to_move != me:
                if not self.can_win(after):
                    return first
                continue
            for second in self.rescue_order(after):
                plays += 1
                end = after.play(second)
                assert isinstance(end, QuinqueState)
                if end.winner == me or (not end.is_over and not self.can_win(end)):
                    return first
        return None

    def rescue_order(self, state: QuinqueState) -> list[Move]:
        """The actions :meth:`rescue` tries, in order: blocks first."""
        return self.order(state, state.legal_moves(), -1, 0)

    def replies(self, state: GameState) -> list[Move]:
        """Second actions tried when checking that a first action is safe."""
        return self.order(state, state.legal_moves(), -1, 1)[:12]

    def block_width(self) -> int:
        return 25

    # --- ordering -------------------------------------------------------------------
    @staticmethod
    def _tile_move_value(
        move: TileMove, mover: int, snap: Snapshot, best_mine: dict[int, int], best_theirs: dict[int, int]
    ) -> float:
        """A tile move's estimated worth: the support its parachutes gain (the
        mover's) or lose (the opponent's), and its empty skydivers as places
        to mark where they land and where they leave."""
        marks = snap.marks
        shift = 2 * (move.u - move.x) * STRIDE + 2 * (move.v - move.y)
        v = 0.0
        for ox in (0, 1):
            for oy in (0, 1):
                c = (2 * move.x + ox, 2 * move.y + oy)
                old = c[0] * STRIDE + c[1]
                new = old + shift
                owner = marks.get(c)
                if owner is None:
                    v += 1.5 * (_sq(best_mine.get(new, 0)) - _sq(best_mine.get(old, 0)))
                    v += 1.2 * (_sq(best_theirs.get(old, 0)) - _sq(best_theirs.get(new, 0)))
                elif owner == mover:
                    v += 6.0 * (best_mine.get(new, 0) - best_mine.get(old, 0))
                else:
                    v += 5.0 * (best_theirs.get(old, 0) - best_theirs.get(new, 0))
        return v

    def hot_spots(self, state: QuinqueState) -> tuple[set[str], set[Cell], set[Square], set[Square]]:
        """What the ordering puts first: the mover's own winning plans (their
        first moves' notations, unverified), then what touches the opponent's
        threats: their gaps (cells), the tiles of their lines and plans, and
        the squares their moving tiles need."""
        mover = state.to_move
        assert mover is not None
        snap = self.snapshot(state)
        hot_cells: set[Cell] = set()
        hot_tiles: set[Square] = set()
        hot_squares: set[Square] = set()
        own = {str(plan.first) for plan in self.plans(state, mover) if plan.first is not None}
        for plan in self.plans(state, 1 - mover):
            if plan.gap is not None:
                hot_cells.add(plan.gap)
            for c in plan.line:
                if c in snap.marks:
                    hot_tiles.add(square_of(c))
            if plan.tile is not None:
                hot_tiles.add(plan.tile)
            if plan.final is not None:
                hot_squares.add(plan.final)
        return own, hot_cells, hot_tiles, hot_squares

    def order(self, state: GameState, moves: Sequence[Move], root: int, ply: int) -> list[Move]:
        assert isinstance(state, QuinqueState)
        mover = state.to_move
        if mover is None or state.in_setup:
            return list(moves)
        other = 1 - mover
        snap = self.snapshot(state)
        own, hot_cells, hot_tiles, hot_squares = self.hot_spots(state)
        best_mine = snap.support(mover)[1]
        best_theirs = snap.support(other)[1]
        exact = ply == 0  # at the root: the real windows after each move
        late_from: int | None = None
        scored: list[tuple[float, int, Move]] = []
        for i, move in enumerate(moves):
            bonus = 0.0
            if isinstance(move, (Mark, NewTile)):
                c = cell_of(move)
                v = snap.potential(mover, c) + 0.8 * snap.potential(other, c)
                if c in hot_cells:
                    bonus += 3000.0
                if isinstance(move, NewTile):
                    if (move.x, move.y) in hot_squares:
                        bonus += 400.0
                    for ox in (0, 1):  # the new tile's other skydivers become places to mark
                        for oy in (0, 1):
                            k = (2 * move.x + ox) * STRIDE + 2 * move.y + oy
                            v += 0.7 * _sq(best_mine.get(k, 0)) - 0.5 * _sq(best_theirs.get(k, 0))
            elif isinstance(move, TileMove):
                v = self._tile_move_value(move, mover, snap, best_mine, best_theirs)
                if (move.x, move.y) in hot_tiles:
                    bonus += 1500.0
                if (move.u, move.v) in hot_squares:
                    bonus += 800.0
            elif isinstance(move, Pass):
                v = 3.0
            else:  # pragma: no cover - every Quinque move is one of the above
                v = 0.0
            if own and str(move) in own:
                bonus += 6000.0
            if exact and self.late():
                exact = False  # out of time: the rest keep their quick values, after the exact ones
                late_from = i
            if exact:
                after = state.play(move)
                assert isinstance(after, QuinqueState)
                if not after.is_over:
                    v = self.greedy_value(after, mover)
            elif late_from is not None:
                v -= 100_000.0
            scored.append((-(v + bonus), i, move))
        scored.sort(key=lambda t: (t[0], t[1]))
        out = [move for _v, _i, move in scored]
        width = self.settings.width
        if width and state.action == 1 and state.to_move == root:
            width = max(3, width // 2)  # my own second action: a tile move or a pass
        if width and ply >= 1 and len(out) > width:
            out = out[:width]
        return out


def _sq(n: int) -> float:
    """Support counts matter more as a line fills up (two marks, three, four)."""
    return float(n * n) if n >= 2 else 0.0


def position_key(state: QuinqueState) -> Hashable:
    """The position up to shifting the formation (as the repetition rule sees it)."""
    tiles = state.tiles
    ox = min(x for x, _ in tiles)
    oy = min(y for _, y in tiles)
    locked = state.locked_tile
    return (
        frozenset((x - ox, y - oy) for x, y in tiles),
        frozenset((cx - 2 * ox, cy - 2 * oy, p) for (cx, cy), p in state.marks.items()),
        state.to_move,
        state.action,
        None if locked is None else (locked[0] - ox, locked[1] - oy),
    )


def _positions_since_mark(state: QuinqueState) -> set[Hashable]:
    """Keys of the positions of this game since its last mark (only those can recur)."""
    history = state.history
    last = max((i for i, text in enumerate(history) if ":" in text), default=-1)
    if last < 0 or last == len(history) - 1:
        return set()
    replayed = new_game("quinque", **dict(state.options))
    seen: set[Hashable] = set()
    for i, text in enumerate(history):
        replayed = replayed.play(text)
        if i >= last and isinstance(replayed, QuinqueState) and not replayed.is_over:
            seen.add(position_key(replayed))
    return seen


__all__ = ["QUINQUE_LEVELS", "QuinqueKnowledge", "candidate_plans", "cell_of", "verified"]

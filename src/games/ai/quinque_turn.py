"""Quinque plans confirmed: a win within the turn, and the threats of the next one.

:mod:`.quinque_threats` proposes plans from the geometry alone; here each is
confirmed by playing it through the protocol (:func:`verified`), which is
what makes a reported win certain: the geometry may miss a plan, but a
plan played out cannot be wrong.  :func:`turn_win` is the question every
level asks ("can the player to move win within this turn?"), and
:func:`threats` the cheaper, unconfirmed one used to value positions.
"""

from __future__ import annotations

from ..core import GameState, Move
from ..errors import GameError
from ..quinque import QuinqueState, TileMove
from .quinque_threats import Plan, Snapshot, candidate_plans


class _FirstActions:
    """The states after first actions from the last position plans were played in.

    Plans of one position often share their first action (several lines
    through one mark, a tile that completes either of two), and a position's
    known threats are verified just before the detector runs on it again, so
    about a third of the first actions played here were played a moment
    before from the same position.  Only the latest position is kept (by
    identity, with a reference, so its id cannot be reused), which is where
    the repeats are.  An illegal action is not kept (its error is raised
    again by playing it again: a plan's first action is rarely illegal).
    """

    def __init__(self) -> None:
        self.parent: QuinqueState | None = None
        self.children: dict[Move, GameState] = {}

    def play(self, state: QuinqueState, move: Move) -> GameState:
        if state is not self.parent:
            self.parent = state
            self.children = {}
        child = self.children.get(move)
        if child is None:
            child = self.children[move] = state.play(move)
        return child


_FIRSTS = _FirstActions()


def verified(state: QuinqueState, plan: Plan) -> Plan | None:
    """The plan with its moves confirmed by playing them in ``state``, or None."""
    p = state.to_move
    try:
        if plan.kind == "move+move":
            return _two_steps(state, plan)
        if plan.kind == "two tiles":
            return _either_order(state, plan)
        if plan.kind == "clear+fill":
            return _clear_then_fill(state, plan)
        assert plan.first is not None
        s1 = _FIRSTS.play(state, plan.first)
        if s1.winner == p:
            return Plan(plan.kind, plan.first, None, plan.line, plan.tile, plan.final, plan.gap)
        if s1.is_over or s1.to_move != p or plan.second is None:
            return None
        return plan if s1.play(plan.second).winner == p else None
    except GameError:
        return None


def _either_order(state: QuinqueState, plan: Plan) -> Plan | None:
    p = state.to_move
    assert plan.first is not None and plan.second is not None
    for first, second in ((plan.first, plan.second), (plan.second, plan.first)):
        try:
            s1 = _FIRSTS.play(state, first)
            if s1.is_over or s1.to_move != p:
                continue
            if s1.play(second).winner == p:
                return Plan(plan.kind, first, second, plan.line, plan.tile, plan.final)
        except GameError:
            continue
    return None


def _clear_then_fill(state: QuinqueState, plan: Plan) -> Plan | None:
    p = state.to_move
    assert plan.final is not None and plan.second is not None
    tx, ty = plan.final
    for away in sorted(state.tile_destinations(tx, ty)):
        first = TileMove(tx, ty, *away)
        s1 = state.play(first)
        if s1.is_over or s1.to_move != p:
            continue
        try:
            if s1.play(plan.second).winner == p:
                return Plan(plan.kind, first, plan.second, plan.line, plan.tile, plan.final)
        except GameError:
            continue
    return None


def _two_steps(state: QuinqueState, plan: Plan) -> Plan | None:
    p = state.to_move
    assert plan.tile is not None and plan.final is not None
    x, y = plan.tile
    for mid in sorted(state.tile_destinations(x, y)):
        first = TileMove(x, y, *mid)
        s1 = state.play(first)
        if s1.is_over or s1.to_move != p:
            continue
        assert isinstance(s1, QuinqueState)
        if plan.final in s1.tile_destinations(*mid):
            second = TileMove(mid[0], mid[1], *plan.final)
            if s1.play(second).winner == p:
                return Plan(plan.kind, first, second, plan.line, plan.tile, plan.final)
    return None


def turn_win(
    state: QuinqueState, snap: Snapshot | None = None, *, twice: bool = True, first: bool = False
) -> Plan | None:
    """A verified plan with which the player to move wins within this turn, or None.

    A win in one action is preferred to one in two, unless ``first``: then
    the first plan verified, of whatever kind.  That answers "is there a
    win?" at less cost: most positions that have one have it in two actions
    only, and finding the best plan then means trying every other kind.

    ``twice=False`` skips the costliest kind (the same tile moved twice).
    """
    p = state.to_move
    if p is None or state.in_setup:
        return None
    snap = snap or Snapshot(state)
    can_mark = state.parachutes_left[p] > 0
    later: Plan | None = None
    for plan in candidate_plans(snap, p, action=state.action, can_mark=can_mark, twice=twice):
        if later is not None and plan.kind != "move":
            continue  # only a one-action win could still be better
        found = verified(state, plan)
        if found is not None:
            if found.second is None or first:
                return found  # a win in one action beats a win in two
            later = later or found
    return later


def threats(snap: Snapshot, p: int, limit: int = 8) -> list[Plan]:
    """Unverified plans ``p`` would have at the start of their next turn (for
    evaluation and move ordering; at most ``limit``, the same tile moved twice
    not included)."""
    state = snap.state
    if state.in_setup:
        return []
    out: list[Plan] = []
    can_mark = state.parachutes_left[p] > 0
    for plan in candidate_plans(snap, p, action=0, can_mark=can_mark, twice=False):
        out.append(plan)
        if len(out) >= limit:
            break
    return out

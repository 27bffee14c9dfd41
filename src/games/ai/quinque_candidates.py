"""Which actions a Quinque turn search looks at, beyond the ranking's best.

The ranking (:meth:`.quinque_search.HardKnowledge.ranked`) orders actions by
the windows they change; a search keeps its first few.  Two kinds of action
matter more than their rank says, and are added here: those that make two
fours at once (a double threat in one action), and the tile moves that undo
the opponent's last turn (how a threat made of tile moves is met).
"""

from __future__ import annotations

from ..core import Move
from ..quinque import Mark, NewTile, QuinqueState, TileMove

#: Actions that make two fours at once (four parachutes of the mover, none
#: of the opponent's, in two windows) searched beyond the widths.
MORE_DOUBLES = 3


def widened(ranked: list[Move], count: int, doubles: set[Move], *, marks: bool) -> list[Move]:
    """The first ``count`` moves of ``ranked``, and beyond them the actions
    that make two fours at once (a double threat, maybe: a turn can attack
    with one action and block with the other).  For first actions, at least
    a third are parachutes: tile moves that break lines up often outrank every
    mark by the window score, yet marks are what threats are made of."""
    chosen = ranked[:count]
    if marks:
        have = sum(1 for m in chosen if isinstance(m, (Mark, NewTile)))
        wanted = count // 3 - have
        if wanted > 0:
            extra = [m for m in ranked[count:] if isinstance(m, (Mark, NewTile))][:wanted]
            chosen = chosen[: count - len(extra)] + list[Move](extra)
    if doubles:
        taken = set(chosen)
        chosen += [m for m in ranked if m in doubles and m not in taken][:MORE_DOUBLES]
    return chosen


def undoing(state: QuinqueState) -> list[Move]:
    """The tile moves that put back the tiles the last turn moved, its second
    action's first: at a turn's start, the opponent's turn.  Searched however
    they rank: moving both tiles back is how a player meets a threat made of
    two tile moves (and then the position repeats, towards a draw); a reply
    search that prunes it believes the threat wins, and repeats a threat that
    leads to a draw.  Only with the work budget
    (:attr:`.quinque_search.TurnSearch.undoing`)."""
    if state.action != 0:
        return []
    back: list[Move] = []
    for text in reversed(state.history[-2:]):
        if ">" in text:
            move = state.parse_move(text)
            assert isinstance(move, TileMove)
            back.append(TileMove(move.u, move.v, move.x, move.y))
    return back


def with_legal(chosen: list[Move], extra: list[Move], state: QuinqueState) -> list[Move]:
    """``chosen``, and after it the moves of ``extra`` that are legal in ``state`` and not in it yet."""
    if not extra:
        return chosen
    legal = state.legal_moves()
    return chosen + [m for m in extra if m not in chosen and m in legal]


__all__ = ["MORE_DOUBLES", "undoing", "widened", "with_legal"]

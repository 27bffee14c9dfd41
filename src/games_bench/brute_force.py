"""Answers found by playing every action through the rules, for tests and benchmarks.

Slow on purpose: they share no code with the searches they check (nor with
the board they are measured against), so they are the reference.
"""

from __future__ import annotations

from games.quinque import QuinqueState


def quinque_wins_within_turn(state: QuinqueState) -> bool:
    """Can the player to move complete a line in this turn?  Every first action
    is played, and every second one after it."""
    mover = state.to_move
    for first in state.legal_moves():
        s1 = state.play(first)
        if s1.winner == mover:
            return True
        if s1.is_over or s1.to_move != mover:
            continue
        if any(s1.play(second).winner == mover for second in s1.legal_moves()):
            return True
    return False


__all__ = ["quinque_wins_within_turn"]

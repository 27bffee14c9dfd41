"""What the Quinque Hard tests share: positions from notation, a searcher, brute-force checks
(the win within the turn by brute force is :mod:`games_bench.brute_force`'s, shared with the bench)."""

from __future__ import annotations

import random

import games
from games.ai.players import settings_for
from games.ai.quinque_board_wins import ExactWins
from games.ai.quinque_hard import CheckedSearch, TurnKnowledge
from games.ai.quinque_turn import turn_win
from games.ai.search import Budget
from games.quinque import QuinqueState
from games_bench.levels import choose_move as bench_move

#: From Hard against greedy (arena game 14 with --opening 2), Hard to move.
#: The turn its search ranks first, +0,1:d then 3,-2>2,-1, lets greedy no win
#: at once; but greedy answers 2,-2:d then 0,1>3,-2, after which none of
#: Hard's 3,796 turns stops it (the game was lost that way before the check).
SQUEEZE_SETUP = (
    "+0,0:a +1,0:d 0,0>1,1 1,1:b 1,0>2,1 2,1:a pass +1,0:d 1,1>2,0 +3,1:a 1,0>1,1 +1,0:b 3,1>1,-1 "
    "1,0:a 1,1>2,2 +3,0:b 2,2>2,-1 1,0:d 3,0>3,-1 1,0>1,1 1,1>3,1 +2,2:a 1,-1>1,1 +3,0:d 2,2>4,0 "
    "1,1:d 2,0>2,-2 3,-1:d 2,-1>3,-2 3,0:b 4,0>2,0 3,-2:b 3,1>4,0"
)


def position(moves: str | list[str]) -> QuinqueState:
    state = games.new_game("quinque")
    for move in moves.split() if isinstance(moves, str) else moves:
        state = state.play(move)
    assert isinstance(state, QuinqueState)
    return state


def searcher(player: int) -> CheckedSearch:
    """A Hard search for any position: its exact checks make each position's game
    on the board of the empty table."""
    settings = settings_for("quinque", "hard")
    kn = TurnKnowledge(settings, random.Random(1))
    kn.player = player
    return CheckedSearch(kn, Budget(1_000_000), settings, ExactWins(as_quinque(games.new_game("quinque"))))


def as_quinque(state: games.GameState) -> QuinqueState:
    assert isinstance(state, QuinqueState)
    return state


def no_defence(after: QuinqueState, attacker: int) -> bool:
    """Brute force: every turn of the player to move leaves ``attacker`` a win
    within their next turn (the detector, confirmed by playing) or lost already."""
    defender = after.to_move
    for first in after.legal_moves():
        s1 = after.play(first)
        assert isinstance(s1, QuinqueState)
        ends = [s1] if s1.is_over or s1.to_move != defender else [s1.play(m) for m in s1.legal_moves()]
        for end in ends:
            assert isinstance(end, QuinqueState)
            if end.is_over:
                if end.winner != attacker:
                    return False
            elif turn_win(end) is None:
                return False
    return True


def play_turn(state: QuinqueState, level: str, work: float = 1.0) -> QuinqueState:
    """The whole turn of ``level`` (a bench level too: ``hard_v1``, the previous Hard)."""
    player = state.to_move
    while not state.is_over and state.to_move == player:
        nxt = state.play(bench_move(state, level, seed=3, work=work))
        assert isinstance(nxt, QuinqueState)
        state = nxt
    return state

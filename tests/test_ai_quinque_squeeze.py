"""Quinque Hard and squeezes: it does not walk into one (even one made by a late second
action), and in a bind it plays the turn whose squeeze is hardest to find."""

from __future__ import annotations

import pytest

from games.ai import quinque_hard
from games.ai.quinque_search import (
    Turn,
)
from games.quinque import NewTile
from games_bench.brute_force import quinque_wins_within_turn as wins_within_turn
from quinque_hard_helpers import SQUEEZE_SETUP, no_defence, play_turn, position, searcher


@pytest.mark.slow
def test_hard_does_not_walk_into_a_squeeze() -> None:
    state = position(SQUEEZE_SETUP)
    me = state.to_move
    assert me is not None and state.action == 0
    search = searcher(me)
    top = search.ranking(state, 2)[0][1]
    assert (str(top.first), str(top.second)) == ("+0,1:d", "3,-2>2,-1")
    assert not wins_within_turn(top.after)  # safe for one turn...
    squeeze = position(SQUEEZE_SETUP + " +0,1:d 3,-2>2,-1 2,-2:d 0,1>3,-2")
    assert no_defence(squeeze, 1 - me)  # ...lost the turn after
    assert search.squeeze(top.after, me) is not None
    after = play_turn(state, "hard")
    assert after.history[len(state.history)] != "+0,1:d"
    assert not after.is_over and not wins_within_turn(after)


#: From Hard against greedy (arena game 38 with --opening 2), Hard (seat 1)
#: to move.  Hard used to play 2,1>2,-6 -1,0>3,0, which greedy squeezed with
#: 2,-6:c then 3,0>-1,0: a second action ranked eighth, beyond the six the
#: squeeze check tried.
LATE_SQUEEZE_SETUP = (
    "+0,0:b +-1,0:d 0,0>-1,1 -1,0:c pass -1,0:a -1,1>-1,-1 +0,-1:c -1,0>-1,-2 +0,0:b -1,-2>0,-2 "
    "-1,-1:c 0,0>1,-1 1,-1:d -1,-1>2,-1 +1,0:b 0,-2>2,-2 +1,-2:b 2,-1>2,0 2,0:a 1,-2>2,-1 1,-1:a "
    "0,-1>2,-3 1,0:a 1,-1>0,0 +3,0:a pass 2,-1:c 3,0>3,-3 2,-1:a 3,-3>3,0 +2,1:a 3,0>-1,0 2,1>2,-4 "
    "-1,0>3,0 +2,1:a 3,0>-1,0 2,1>2,-5 -1,0>3,0 +2,1:a 3,0>-1,0"
)


@pytest.mark.slow
def test_hard_sees_a_squeeze_made_by_a_late_second_action() -> None:
    state = position(LATE_SQUEEZE_SETUP)
    me = state.to_move
    assert me == 1 and state.action == 0
    old_turn = " 2,1>2,-6 -1,0>3,0"
    squeezed = position(LATE_SQUEEZE_SETUP + old_turn + " 2,-6:c 3,0>-1,0")
    assert no_defence(squeezed, 1 - me), "greedy's reply was a squeeze (brute force)"
    search = searcher(me)
    seen = search.squeeze(position(LATE_SQUEEZE_SETUP + old_turn), me)
    assert seen is not None and (str(seen.first), str(seen.second)) == ("2,-6:c", "3,0>-1,0")
    after = play_turn(state, "hard")
    assert after.history[len(state.history):] != tuple(old_turn.split())
    assert not after.is_over and not wins_within_turn(after)
    assert searcher(me).squeeze(after, me) is None


#: From Hard against greedy (arena game 19 with --opening 2, the record of
#: 591b861), Hard (seat 0) to move: every safe turn it looks at can be
#: squeezed.  Hard played -2,4>-1,3 then -1,4>0,5 (the ninth safe turn,
#: played unchecked), and greedy's likeliest reply squeezed it.
BIND_SETUP = (
    "+0,0:d +0,1:d 0,0>0,2 +0,3:a 0,1>0,4 +-1,3:d pass -1,3:a 0,2>-1,2 0,3:d 0,4>1,3 +-2,3:d "
    "1,3>-3,3 +-2,4:a -1,2>-3,4 +-1,4:a -2,4>-2,2 +-2,4:a -1,4>-4,4 +0,2:a -2,4>-5,4 +-2,4:a "
    "0,3>-1,2 -1,3:b -1,2>0,3 -2,3:a 0,3>-1,2 -1,2:b -2,2>1,2 +-2,2:b -1,3>-5,3 0,2:c -5,3>0,3 "
    "0,3>-5,3 -5,4>-4,3 +1,3:c -5,3>0,3 0,3>-5,3 1,3>-6,3 +0,3:b -4,4>0,4 +-4,2:d 0,3>-1,4 "
    "-1,2>0,3 -4,2>-1,2 0,3:c -1,2>-4,2 +-3,2:a -4,2>-1,2 +1,3:c -1,2>-1,3 1,3:d -1,3>-3,1 "
    "-3,3:a 1,2>-4,2"
)


@pytest.mark.slow
def test_in_a_bind_hard_plays_the_turn_whose_squeeze_is_hardest_to_find() -> None:
    state = position(BIND_SETUP)
    me = state.to_move
    assert me == 0 and state.action == 0
    old_turn = " -2,4>-1,3 -1,4>0,5"
    assert no_defence(position(BIND_SETUP + old_turn + " -3,3:b -4,2>-2,4"), 1 - me), "greedy squeezed it"
    old = searcher(me).first_squeeze(position(BIND_SETUP + old_turn), me)
    assert old is not None and old[0] == 0  # the opponent's likeliest reply
    after = play_turn(state, "hard")
    assert not after.is_over and not wins_within_turn(after)
    found = searcher(me).first_squeeze(after, me)
    assert found is not None, "a bind: every turn looked at can be squeezed"
    assert found[0] >= 100  # but only by a reply far down the opponent's likeliest


def test_among_squeezed_turns_the_latest_squeeze_wins_and_ties_go_to_the_better_ranked() -> None:
    start = position("")
    turns = [Turn(NewTile(i, 0, "a"), None, start, float(-i)) for i in range(4)]
    assert quinque_hard._least_squeezed([(3, turns[0]), (7, turns[1]), (7, turns[2]), (1, turns[3])]) == (
        turns[1].first,
        None,
    )

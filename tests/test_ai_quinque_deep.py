"""Quinque Hard's deep squeeze check: a squeeze set up a turn deeper than the
squeeze check looks (see :meth:`games.ai.quinque_hard.CheckedSearch.deep_squeeze`).

The position is from a game Hard lost to greedy in the arena record
(``bench/records/quinque-hard-vs-greedy.jsonl``, game 92): every step of the
loss is checked here, so the test says what the check is for.
"""

from __future__ import annotations

from typing import Any

from games.ai import quinque_hard
from test_ai_quinque_hard import no_defence, play_turn, position, searcher

#: Hard (seat 1) to move.  Hard played 2,1:d 3,0>1,2; greedy answered
#: 1,2:b 2,0>1,1, a threat Hard could stop; Hard stopped it with
#: 2,1>0,1 1,0>0,0, and greedy's 1,1:c 0,0>1,0 then left no defence.
DEEP_SETUP = (
    "+0,0:c +1,0:b 0,0>1,1 +0,1:d pass 1,1:d 0,1>2,1 1,1:b 2,1>2,0 +0,0:b 1,1>1,-1 2,0:b 1,-1>1,1 "
    "0,0:d 1,1>1,-1 +3,0:c 1,-1>3,1 1,0:d 3,0>2,1 +3,0:c 0,0>4,0 3,1>2,2 4,0>3,1 2,1:b 3,1>3,2"
)
OLD_TURN = " 2,1:d 3,0>1,2"
REPLY = " 1,2:b 2,0>1,1"
DEFENCE = " 2,1>0,1 1,0>0,0"
SQUEEZE = " 1,1:c 0,0>1,0"


def test_the_deep_check_sees_a_squeeze_set_up_a_turn_later() -> None:
    state = position(DEEP_SETUP)
    me = state.to_move
    assert me == 1 and state.action == 0
    search = searcher(me)
    after_old = position(DEEP_SETUP + OLD_TURN)
    assert search.squeeze(after_old, me) is None  # the one-turn check passes the old turn...
    replied = position(DEEP_SETUP + OLD_TURN + REPLY)
    assert search.kn.plans(replied, 1 - me) and search.kn.can_defend(replied)  # ...a threat, with a defence
    defended = position(DEEP_SETUP + OLD_TURN + REPLY + DEFENCE)
    assert search.squeeze(defended, me) is not None  # but the defence is squeezed...
    assert no_defence(position(DEEP_SETUP + OLD_TURN + REPLY + DEFENCE + SQUEEZE), 1 - me)  # (brute force)
    assert searcher(me).deep_squeeze(after_old, me)  # ...which the deep check sees


def test_hard_no_longer_plays_the_turn_squeezed_a_turn_later() -> None:
    state = position(DEEP_SETUP)
    after = play_turn(state, "hard")
    assert after.history[len(state.history) :] != tuple(OLD_TURN.split())
    assert not after.is_over


def test_the_deep_checks_of_a_decision_share_a_bounded_work(monkeypatch: Any) -> None:
    """Past :data:`DEEP_WORK` the check gives up (the turn stands), and the
    search's own budget and charge are back as they were."""
    after_old = position(DEEP_SETUP + OLD_TURN)
    me = 1
    monkeypatch.setattr(quinque_hard, "DEEP_WORK", 50)
    search = searcher(me)
    budget, charge = search.budget, search.kn.charge
    assert not search.deep_squeeze(after_old, me)
    assert search.deep_work.used > 50
    assert search.budget is budget and search.kn.charge == charge
    assert not search.deep_squeeze(after_old, me)  # spent for the rest of the decision
    monkeypatch.setattr(quinque_hard, "DEEP_WORK", 1 << 40)
    assert searcher(me).deep_squeeze(after_old, me)  # the same check, given the work

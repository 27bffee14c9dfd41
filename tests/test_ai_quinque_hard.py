"""Quinque Hard's turn search: exact window changes, the exact win check,
draws counted against it, double threats.

Positions come from seeded play (greedy, or Hard against greedy) and are
replayed from their notation; the claims about them are checked here by
brute force (every first action, every second one).
"""

from __future__ import annotations

import random
import time
from typing import Any

import pytest

import games
from checkout import needs_checkout
from games.ai import choose_move, quinque_hard, quinque_search
from games.ai.knowledge import WIN
from games.ai.players import SEARCH_SHARE, settings_for
from games.ai.quinque_board_wins import ExactWins
from games.ai.quinque_candidates import undoing
from games.ai.quinque_delta import mark_effect, move_effect
from games.ai.quinque_eval import TEMPO, cell_of
from games.ai.quinque_hard import OVERTIME, RANKING_SHARE, TURN_ACTIONS, CheckedSearch, TurnKnowledge
from games.ai.quinque_search import (
    CONTEMPT,
    DOUBLE_THREAT,
    OPPONENT_WINDOWS,
    PRESSED_WINDOWS,
    ROOT_QUIESCE,
    Turn,
    TurnSearch,
)
from games.ai.quinque_threats import Snapshot
from games.ai.quinque_turn import turn_win
from games.ai.search import Budget
from games.core import Move
from games.quinque import Mark, NewTile, QuinqueState, TileMove
from games_bench.brute_force import quinque_wins_within_turn as wins_within_turn
from games_bench.levels import choose_move as bench_move
from quinque_hard_helpers import (
    SQUEEZE_SETUP,
    as_quinque,
    no_defence,
    play_turn,
    position,
    searcher,
)


@pytest.mark.slow
def test_window_changes_are_exact_without_playing() -> None:
    rng = random.Random(3)
    checked = 0
    for game in range(3):
        state = games.new_game("quinque", advanced=game == 2)
        while not state.is_over and len(state.history) < 40:
            assert isinstance(state, QuinqueState)
            if not state.in_setup:
                snap = Snapshot(state)
                p = state.to_move
                assert p is not None
                before = snap.score(p) - snap.score(1 - p)
                for move in rng.sample(state.legal_moves(), min(15, len(state.legal_moves()))):
                    after = state.play(move)
                    if after.is_over or not isinstance(move, (Mark, NewTile, TileMove)):
                        continue
                    assert isinstance(after, QuinqueState)
                    now = Snapshot(after)
                    if isinstance(move, TileMove):
                        delta, fours = move_effect(snap, p, (move.x, move.y), (move.u, move.v))
                    else:
                        delta, fours = mark_effect(snap, p, cell_of(move))
                    assert delta == now.score(p) - now.score(1 - p) - before, (state.history, str(move))
                    assert fours == len(_fours(now, p) - _fours(snap, p)), (state.history, str(move))
                    checked += 1
            state = state.play(choose_move(state, "greedy", seed=game))
    assert checked > 200


def _fours(snap: Snapshot, p: int) -> set[int]:
    """The windows holding four of ``p``'s parachutes and none of the opponent's."""
    mine, theirs = snap.windows()[p], snap.windows()[1 - p]
    return {w for w, n in mine.items() if n == 4 and w not in theirs}


#: Greedy play with random moves mixed in; the player to move (1) wins with a
#: new tile at 0,-4 that opens the way for the tile at -1,-3 to go to 0,-2.
#: The fast detector does not look for moves made possible by the first action.
DETECTOR_MISS = (
    "+0,0:a 0,0:d pass +-1,0:b pass 0,0:b -1,0>1,0 +0,-1:d pass 1,0:c 0,-1>0,1 0,1>0,-1 1,0>0,1 "
    "0,1>0,-2 0,0>-1,-1 +-2,-1:a 0,-1>-1,-2 0,-2>-2,-2 -1,-1>-3,-1 +-3,-2:d -3,-1>-1,-3 +-1,-4:d "
    "-2,-1>0,-3 0,-3>0,-2 -3,-2>-2,-1 -1,-4:b 0,-2>0,-4 -1,-4>0,-3 0,-4>-1,-4"
)


def test_the_exact_check_finds_a_win_the_detector_misses() -> None:
    state = position(DETECTOR_MISS)
    mover = state.to_move
    assert mover is not None and state.action == 0
    assert turn_win(state) is None
    assert state.play("+0,-4:d").play("-1,-3>0,-2").winner == mover
    assert searcher(1 - mover).opponent_wins(state, 1 - mover)


def test_hard_takes_a_win_the_detector_misses() -> None:
    # Game 21 of the record, when greedy had moved both tiles back: Hard
    # could win in its turn, missed it, and made its threat again, to a draw.
    state = position(THREAT_BY_TWO_TILES + " -1,1>-1,-3 0,-1>-2,1")
    assert state.to_move == 0 and turn_win(state) is None
    assert ExactWins(state).first_action(state) is not None and wins_within_turn(state)
    assert play_turn(state, "hard").winner == 0
    assert play_turn(position(DETECTOR_MISS), "hard").winner == position(DETECTOR_MISS).to_move


#: The tile at 0,0 went to 1,1 and back twice: passing now repeats the
#: position a third time, a draw.
REPETITION = "+0,0:a +1,0:b pass 0,0>1,1 pass 1,1>0,0 pass 0,0>1,1 pass 1,1>0,0"


def test_a_draw_counts_against_hard_and_for_its_opponent() -> None:
    state = position(REPETITION)
    drawn = state.play("pass")
    assert drawn.is_over and drawn.winner is None
    assert isinstance(drawn, QuinqueState)
    assert searcher(1).leaf(drawn, 1) == -CONTEMPT
    assert searcher(0).leaf(drawn, 1) == CONTEMPT


def test_hard_does_not_take_a_draw_by_repetition() -> None:
    state = position(REPETITION)
    assert state.to_move == 1 and state.action == 1
    move = choose_move(state, "hard", seed=1)
    assert not state.play(move).is_over, str(move)


@needs_checkout
def test_the_previous_hard_took_that_draw() -> None:
    state = position(REPETITION)
    assert state.play(bench_move(state, "hard_v1", seed=1)).is_over


#: Game 21 of bench/records/quinque-hard-1552a7b-vs-greedy.jsonl (Hard is player 0),
#: just after Hard moved two tiles (-1,-3 to -1,1, then -2,1 to 0,-1) to make a
#: threat.  Greedy moved both back, Hard made the same threat again, and the
#: game was drawn by repetition: Hard's reply search had not seen that reply
#: and valued the threat as a win.
THREAT_BY_TWO_TILES = (
    "+0,0:a +1,0:b 0,0>1,-1 +0,-1:d 1,0>2,-1 +0,0:a 2,-1>1,0 0,-1:b 0,0>-1,-1 +0,0:a 1,0>-1,0 +0,-2:d "
    "0,0>0,-3 +0,0:b 1,-1>-2,-1 0,-3:d -2,-1>1,-1 0,-2:b 1,-1>-2,-1 +-1,-3:d 0,-1>-1,-2 -1,-3:b "
    "-1,-2>0,-1 0,-1:a 0,-2>-1,-2 +1,0:a -1,-2>0,-2 0,-2:a 1,0>-2,-3 -1,-3:a -1,0>1,-2 +1,-3:a "
    "-2,-3>-1,-4 +-2,-3:b 1,-3>0,-4 0,-3:b -2,-3>1,-3 -1,-4:c 1,-3>2,-2 +-1,-2:d -1,-1>-2,-2 -1,-2:a "
    "0,-3>2,-3 +-1,-1:a -1,-3>0,-3 0,-3>-1,-3 -1,-1>2,-4 -1,-3>0,-3 2,-4>1,-3 0,-3>-1,-3 1,-3>1,-4 "
    "-1,-3>0,-3 -2,-1>-1,-1 0,-3>-1,-3 -1,-1>-2,-1 1,-4>1,-1 -1,-3>0,-3 +-1,-3:a 0,-3>2,-1 2,-2:a "
    "-1,-3>0,-3 1,-2:d 1,-1>-2,-4 0,-3:d -2,-4>1,-1 0,-3>-1,-3 1,-1>-2,-4 +-1,-1:a -1,-3>-2,-3 "
    "+-1,-3:a -1,-1>2,-4 -1,-3>3,-3 2,-4>-1,-1 3,-3>-1,-3 -1,-1>2,-4 -1,-3>-3,-1 2,-4>-1,-1 "
    "-2,-2>-1,-3 -1,-1>-2,-2 -1,-3>-1,0 0,0>-2,0 -3,-1>-1,-3 0,-1>-2,1 -1,-3>-1,1 -2,1>0,-1"
)


def test_the_undoing_moves_put_back_the_tiles_of_the_last_turn_its_second_action_first() -> None:
    state = position(THREAT_BY_TWO_TILES)
    assert state.to_move == 1 and state.action == 0
    assert undoing(state) == [TileMove(0, -1, -2, 1), TileMove(-1, 1, -1, -3)]
    half = state.play("-1,-2:c")
    assert isinstance(half, QuinqueState) and undoing(half) == []  # not at a turn's start
    marked = position("+0,0:a +1,0:b 0,0>2,0")  # a new tile, then a tile move
    assert marked.action == 0 and undoing(marked) == [TileMove(2, 0, 0, 0)]


def test_the_reply_search_sees_the_opponent_move_both_tiles_back() -> None:
    state = position(THREAT_BY_TWO_TILES)
    out: list[Turn] = []
    searcher(0).turns(state, out, root=False)
    back = [t for t in out if {t.first, t.second} == set(undoing(state))]
    assert back, "the reply that moves both tiles back was not searched"
    # The threat it meets wins at once (the detector sees that); after it,
    # the position is the one before Hard's turn, where the detector saw no win.
    assert all(t.value > -WIN / 4 for t in back)
    assert min(t.value for t in out) <= -WIN / 4


def test_with_a_deadline_the_undoing_moves_are_not_added() -> None:
    state = position(THREAT_BY_TWO_TILES)
    settings = settings_for("quinque", "hard")
    kn = TurnKnowledge(settings, random.Random(1))
    kn.player = 0
    timed = TurnSearch(kn, Budget(1_000_000, time.perf_counter() + 60), settings)
    out: list[Turn] = []
    timed.turns(state, out, root=False)
    assert not [t for t in out if {t.first, t.second} == set(undoing(state))]


def test_with_a_deadline_the_best_turns_are_worth_at_most_what_moving_their_tiles_back_leaves() -> None:
    moves = THREAT_BY_TWO_TILES.split()
    before, after = position(moves[:-2]), position(moves)
    assert before.to_move == 0 and after.to_move == 1
    settings = settings_for("quinque", "hard")
    kn = TurnKnowledge(settings, random.Random(1))
    kn.player = 0
    timed = TurnSearch(kn, Budget(1_000_000, time.perf_counter() + 60), settings)
    threat = Turn(before.parse_move(moves[-2]), before.parse_move(moves[-1]), after, WIN / 8)
    marked = before.play("-1,-2:c").play("pass")
    assert isinstance(marked, QuinqueState) and marked.to_move == 1
    mark_only = Turn(before.parse_move("-1,-2:c"), before.parse_move("pass"), marked, WIN / 8)
    timed.undone([threat, mark_only], 0)
    moved_back = after.play(undoing(after)[0]).play(undoing(after)[1])
    assert isinstance(moved_back, QuinqueState) and moved_back.tiles == before.tiles
    assert threat.value == -timed.leaf(moved_back, 1, quiesce=False) < WIN / 8
    assert mark_only.value == WIN / 8  # nothing to move back


#: Player 0 has four in a row on skydiver row 0 (cells x = 0..3), open at both
#: ends; player 1 is to move and must stop it.
OPEN_FOUR = "+0,0:a +0,1:a pass 0,0:b pass 0,1:b pass +1,0:a pass +1,1:a pass 1,0:b pass"


@pytest.mark.slow
def test_hard_stops_a_threat_even_with_almost_no_budget() -> None:
    state = position(OPEN_FOUR)
    assert state.to_move == 1 and wins_within_turn(position(OPEN_FOUR + " 1,1:d pass"))
    for work in (0.0001, 0.01):
        s = state
        while s.to_move == 1:
            nxt = s.play(choose_move(s, "hard", seed=2, work=work))
            assert isinstance(nxt, QuinqueState)
            s = nxt
        assert not s.is_over and not wins_within_turn(s)


#: From Hard against greedy: player 0 to move, no win this turn, but a mark
#: at -3,-1:b makes two fours and moving the tile at 0,1 to -3,-2 stops
#: player 1's own threat: after that no turn of player 1 saves them.
DOUBLE_THREAT_SETUP = (
    "+0,0:a +-1,0:b pass 0,0:c -1,0>0,-1 0,-1:c pass +-1,0:b 0,0>-1,-1 +0,-2:c -1,0>0,0 +-1,0:a "
    "0,-2>-2,0 -1,0:c 0,0>1,-1 +-1,-2:a 1,-1>-2,-1 -1,0:b -1,-2>-2,-2 -1,0>0,0 0,0>0,-2 +1,-1:c "
    "-2,0>0,0 +-1,-2:b 1,-1>-1,-3 0,0:b -1,-1>-3,-1 -2,-2:b -2,-1>-3,-2 -1,-2:a -1,-3>-1,-1 "
    "-3,-2:a 0,-2>-1,-3 +0,1:b -3,-2>-2,-1"
)


@pytest.mark.slow
def test_hard_sets_up_a_double_threat() -> None:
    state = position(DOUBLE_THREAT_SETUP)
    assert state.to_move == 0 and turn_win(state) is None
    after = play_turn(state, "hard", work=0.2)
    assert not after.is_over and after.to_move == 1
    assert no_defence(after, 0)


@pytest.mark.slow
@needs_checkout
def test_the_previous_hard_did_not_see_that_double_threat() -> None:
    state = position(DOUBLE_THREAT_SETUP)
    before = play_turn(state, "hard_v1")
    assert before.is_over or not no_defence(before, 0)


@pytest.mark.parametrize("limit", [pytest.param(ROOT_QUIESCE, marks=pytest.mark.slow), 2])
def test_the_root_quiescence_runs_only_on_the_best_threatening_turns(limit: int, monkeypatch: Any) -> None:
    monkeypatch.setattr(quinque_search, "ROOT_QUIESCE", limit)
    state = position(DOUBLE_THREAT_SETUP)
    search = searcher(0)
    kn = search.kn
    out: list[Turn] = []
    search.turns(state, out, root=True)
    assert out and all(t.value < DOUBLE_THREAT / 2 for t in out)  # valued without the quiescence
    before = {id(t): t.value for t in out}
    threatening = sorted(
        (t for t in out if not t.after.is_over and abs(t.value) < WIN / 4 and kn.plans(t.after, 0)),
        key=lambda t: -t.value,
    )  # the turns the opponent answers with a win at once are valued already
    assert len(threatening) > 2
    searched: list[QuinqueState] = []
    defend = kn._defend_search

    def counted(after: QuinqueState) -> bool:
        searched.append(after)
        return defend(after)

    kn._defend_search = counted  # type: ignore[method-assign,assignment]
    search.quiesce(out, 0)
    assert [id(s) for s in searched] == [id(t.after) for t in threatening[:limit]]
    raised = [t for t in out if t.value != before[id(t)]]
    assert all(t.value == before[id(t)] + DOUBLE_THREAT for t in raised)
    if limit == ROOT_QUIESCE:  # every threatening turn searched: the double threat is found, and it is real
        assert raised
        assert no_defence(max(raised, key=lambda t: t.value).after, 0)


#: From Hard against the previous Hard (arena game 26 with --opening 2), Hard
#: to move: the opponent has a threat the four likeliest actions do not stop.
RESCUE_SETUP = (
    "+0,0:d +0,1:a 0,0>-1,1 -1,1:a 0,1>-1,2 +-2,2:b -1,1>-2,1 -2,1:c -2,2>-1,1 +-2,2:a -1,1>0,2 0,2:a "
    "-2,1>-3,2 +-1,1:c -3,2>-2,1 +-1,3:a -2,1>-3,2 -2,2:b -3,2>-2,1 -2,1>0,1 -2,2>1,2 0,1>-1,0 1,2>-2,2 "
    "+0,1:d -1,0>-3,2 -1,3>-2,3 -3,2>-3,3 -3,3:b -1,2>-2,1 -3,3>-3,1 0,2>0,0 0,0:c -2,3>-3,2 +-3,0:a "
    "-3,2>-3,-1 +-3,2:a -3,-1>0,2 -3,2>-3,-1 -2,2>-4,0 -3,0:b -3,-1>-3,2 +-3,3:a 0,2>-3,-1 -3,0:d "
    "0,0>-2,0 -3,1>-2,2 -2,0>-3,1 -3,1:d 0,1>-4,1 -4,0:d -4,1>0,1 -3,2:b -4,0>-2,0"
)


@pytest.mark.slow
def test_the_rescue_finds_a_turn_that_holds_and_never_a_false_one() -> None:
    """The last resort when every turn looked at loses: any turn that holds."""
    state = position(RESCUE_SETUP)
    me = state.to_move
    assert me is not None and state.action == 0
    search = searcher(me)
    first = search.rescue(state, me)
    assert first is not None
    assert search.kn.ranked(state).index(first) >= 1, "the likeliest action does not hold: it looked further"
    s1 = state.play(first)
    assert isinstance(s1, QuinqueState) and not s1.is_over and s1.to_move == me
    holds = any(not wins_within_turn(as_quinque(s1.play(second))) for second in search.kn.ranked(s1))
    assert holds, "some second action leaves the opponent no win (brute force)"
    # Where no turn holds (brute force in test_hard_does_not_walk_into_a_squeeze), it says so.
    lost = position(SQUEEZE_SETUP + " +0,1:d 3,-2>2,-1 2,-2:d 0,1>3,-2")
    loser = lost.to_move
    assert loser is not None and lost.action == 0
    assert searcher(loser).rescue(lost, loser) is None


@pytest.mark.slow
def test_with_a_deadline_the_search_leaves_time_for_the_checks_and_they_may_run_over(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """On a slow device the search may use all the time it is given; the checks
    of the turn chosen (no win for the opponent at once, no squeeze) must still
    have theirs, so the ranking gets only :data:`RANKING_SHARE` of it, and the
    checks may go on to :data:`OVERTIME` times it (they stop at the first turn
    that passes them)."""
    seen: dict[str, float | None] = {}
    real_ranking, real_checked = TurnSearch.ranking, quinque_hard._checked

    def ranking(self: TurnSearch, state: QuinqueState, depth: int) -> list[tuple[float, Turn]]:
        seen["ranking"] = self.budget.deadline
        return real_ranking(self, state, depth)

    def checked(search: CheckedSearch, *args: Any) -> tuple[Move, Move | None]:
        seen["checks"] = search.budget.deadline
        return real_checked(search, *args)

    monkeypatch.setattr(TurnSearch, "ranking", ranking)
    monkeypatch.setattr(quinque_hard, "_checked", checked)
    state = position(SQUEEZE_SETUP)
    assert state.action == 0  # a turn's first action: it has the time of the whole turn
    start = time.perf_counter()
    choose_move(state, "hard", seconds=100.0)  # a deadline far off: the search ends first
    given = SEARCH_SHARE * 100.0
    ranking_until, checks_until = seen["ranking"], seen["checks"]
    assert ranking_until is not None and checks_until is not None
    assert abs(checks_until - (start + max(TURN_ACTIONS, OVERTIME) * given)) < 1.0
    share = (ranking_until - start) / (TURN_ACTIONS * given)
    assert abs(share - RANKING_SHARE) < 0.02


@pytest.mark.slow
def test_with_a_deadline_the_second_action_is_the_one_planned_with_the_first(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """With a deadline Hard chooses (and checks) its whole turn at the first
    action, in the time of both, and plays the second as planned: no search.
    The plan is for that position only, and the work budget (the arena, the
    tests) searches every action."""
    searched: list[QuinqueState] = []
    real_ranking = TurnSearch.ranking

    def ranking(self: TurnSearch, state: QuinqueState, depth: int) -> list[tuple[float, Turn]]:
        searched.append(state)
        return real_ranking(self, state, depth)

    monkeypatch.setattr(TurnSearch, "ranking", ranking)
    state = position(SQUEEZE_SETUP)
    me = state.to_move
    assert me is not None and state.action == 0
    first = choose_move(state, "hard", seed=3, seconds=100.0)
    half = state.play(first)
    assert isinstance(half, QuinqueState) and half.to_move == me and half.action == 1
    second = choose_move(half, "hard", seed=3, seconds=100.0)
    assert searched == [state], "the second action came from the plan"
    after = half.play(second)
    assert isinstance(after, QuinqueState)
    assert not searcher(me).opponent_wins(after, me), "the planned turn was checked"
    # Planned again, then another position asked: searched.
    assert choose_move(state, "hard", seed=3, seconds=100.0) == first
    other = position(SQUEEZE_SETUP + " +0,1:d")
    assert other.action == 1 and other.history != half.history
    choose_move(other, "hard", seed=3, seconds=100.0)
    assert searched[-1] is other
    # Planned again, then the same position with the work budget: searched.
    assert choose_move(state, "hard", seed=3, seconds=100.0) == first
    choose_move(half, "hard", seed=3, work=0.2)
    assert searched[-1] is half


def test_hard_values_the_opponents_windows_below_its_own_and_stays_zero_sum() -> None:
    # Mid-game, both players with open windows and no threats (from a game against greedy).
    state = position(
        "+0,0:d +1,0:b 0,0>1,1 +1,2:b pass 1,2:d pass +2,1:c 1,2>2,2"
        " +3,2:c 1,1>2,0 2,1:b 2,2>3,1 +2,2:d 3,1>4,2"
    )
    snap = Snapshot(state)
    assert snap.score(0) > 0 and snap.score(1) > 0
    settings = settings_for("quinque", "hard")
    even = TurnKnowledge(settings, random.Random(1))  # no Hard player: both sides' windows count alike
    for hard in (0, 1):
        kn = TurnKnowledge(settings, random.Random(1))
        kn.player = hard
        for_hard, for_opponent = kn.evaluate(state, hard), kn.evaluate(state, 1 - hard)
        assert for_opponent == pytest.approx(-for_hard)  # the negamax needs one value, seen from both sides
        theirs = snap.score(1 - hard) * (TEMPO if state.to_move == 1 - hard else 1.0)
        assert for_hard - even.evaluate(state, hard) == pytest.approx((1 - OPPONENT_WINDOWS) * theirs)


@pytest.mark.slow
def test_hard_weighs_the_opponents_windows_as_its_own_where_the_opponent_threatens(monkeypatch: Any) -> None:
    settings = settings_for("quinque", "hard")
    quiet = position("+0,0:d +1,0:b 0,0>1,1 +1,2:b pass 1,2:d pass +2,1:c 1,2>2,2")  # no threats
    pressed = position(OPEN_FOUR)  # player 1 to move, player 0 threatens five
    quiet_mover = quiet.to_move
    assert quiet_mover is not None
    assert Snapshot(quiet).score(1 - quiet_mover) > 0  # the opponent has windows to weigh
    kn = TurnKnowledge(settings, random.Random(1))
    kn.player = quiet_mover
    kn.decide_weights(quiet, timed=False)
    assert kn.opponent_windows == OPPONENT_WINDOWS < PRESSED_WINDOWS
    kn.player = 1
    kn.decide_weights(pressed, timed=False)
    assert kn.opponent_windows == PRESSED_WINDOWS
    even = TurnKnowledge(settings, random.Random(1))  # no Hard player: both sides alike
    assert kn.evaluate(pressed, 1) == pytest.approx(even.evaluate(pressed, 1))
    kn.decide_weights(pressed, timed=True)  # with a deadline: as everywhere else
    assert kn.opponent_windows == OPPONENT_WINDOWS
    # Hard's move decides the weights in the position it is given, with its budget.
    decided: list[float] = []
    original = TurnKnowledge.decide_weights

    def spy(self: TurnKnowledge, state: QuinqueState, *, timed: bool) -> None:
        original(self, state, timed=timed)
        decided.append(self.opponent_windows)

    monkeypatch.setattr(TurnKnowledge, "decide_weights", spy)
    choose_move(pressed, "hard", seed=1, work=0.01)
    choose_move(quiet, "hard", seed=1, work=0.01)
    choose_move(pressed, "hard", seed=1, seconds=0.3)
    assert decided == [PRESSED_WINDOWS, OPPONENT_WINDOWS, OPPONENT_WINDOWS]

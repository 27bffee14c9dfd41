"""Quinto computer players: hidden tiles stay hidden, winning last plays, greedy scoring."""

from __future__ import annotations

import random

import pytest

import games
from games.ai import LEVELS, choose_move
from games.ai.quinto_eval import canonical_world, leave_value
from games.quinto import QuintoState

WORK = 0.25

#: Seed 3 after these plays: the pool is empty and player 0 (ahead 530 to
#: 420) can go out with 2, 8, 8 and end the game as the winner; the
#: best-scoring play does not go out.
_GOING_OUT = (
    "3@-1,-2 7@-1,-1 5@-1,0;7@0,-2 8@0,-1;5@0,-3 1@1,-3 3@2,-3 6@3,-3;8@-3,-2 8@-2,-2 4@1,-2;"
    "3@-1,-4 0@0,-4 0@1,-4 7@2,-4;1@-4,-1 7@-3,-1 7@-2,-1;9@3,-2 2@4,-2 6@5,-2 8@6,-2;"
    "1@-4,0 2@-4,1 1@-4,2 0@-4,3;4@5,-3 7@6,-3 4@7,-3 4@8,-3 6@9,-3;4@-3,-4 7@-3,-3 9@-3,0;"
    "9@8,-6 7@8,-5 0@8,-4 5@8,-2;4@-1,-7 3@-1,-6 5@-1,-5;6@7,-7 6@7,-6 8@7,-5;"
    "2@-7,-4 2@-6,-4 2@-5,-4 5@-4,-4;4@9,-2 7@10,-2 7@11,-2 7@12,-2;0@11,-3 7@11,-1 6@11,0;"
    "3@-2,-3 0@-2,0 7@-2,1;6@12,-4 5@12,-3 8@12,-1 9@12,0;6@9,-5 3@10,-5 1@11,-5;"
    "8@-4,-8 9@-4,-7 9@-4,-6 9@-4,-5;6@7,-4 9@9,-4;4@-2,-6 9@0,-6 9@1,-6 0@2,-6;"
    "8@10,-1 4@13,-1 8@14,-1;6@-3,3 7@-2,3 8@-1,3 9@0,3;1@-3,4 3@-3,5;9@6,-7"
)
GOING_OUT = _GOING_OUT.split(";")


def running_positions(count: int, seed: int) -> list[QuintoState]:
    """Mid-game positions (pool not empty) of 2-4 player games, by seeded random play."""
    rng = random.Random(seed)
    out: list[QuintoState] = []
    for i in range(count):
        state = games.new_game("quinto", seed=seed * 10 + i, players=2 + i % 3)
        for _ in range(rng.randrange(0, 8)):
            plays = state.legal_plays()
            nxt = state.play(rng.choice(plays).play if plays else "pass")
            assert isinstance(nxt, QuintoState)
            if nxt.is_over or nxt.pool_count == 0:
                break
            state = nxt
        out.append(state)
    return out


def test_canonical_world_looks_the_same_to_the_player() -> None:
    for state in running_positions(6, seed=1):
        me = state.to_move
        assert me is not None
        world = canonical_world(state, me)
        assert world.observe(me) == state.observe(me)
        assert world.legal_moves() == state.legal_moves()


def test_canonical_world_depends_only_on_what_the_player_sees() -> None:
    """Two games that look the same to the player (the other racks and the pool
    order redrawn) give the very same world, down to the hidden tiles."""
    for state in running_positions(6, seed=2):
        me = state.to_move
        assert me is not None
        other = state.resample(me, random.Random(99))
        assert other.observe(me) == state.observe(me)
        a, b = canonical_world(state, me), canonical_world(other, me)
        assert a.racks == b.racks
        assert a.options["bag"] == b.options["bag"]


@pytest.mark.parametrize("level", LEVELS)
def test_same_move_when_the_unseen_tiles_are_permuted(level: str) -> None:
    """At the start: the same rack for player 0, everything else shuffled."""
    base = games.new_game("quinto", seed=17)
    assert isinstance(base, QuintoState)
    full = _bag_of(base)
    shuffled = full[:5] + random.Random(4).sample(full[5:], len(full) - 5)
    one = games.new_game("quinto", bag=full)
    two = games.new_game("quinto", bag=shuffled)
    assert one.observe(0) == two.observe(0)
    assert one.racks[1] != two.racks[1] or full[10:] != shuffled[10:]
    assert str(choose_move(one, level, seed=5)) == str(choose_move(two, level, seed=5))


@pytest.mark.slow
@pytest.mark.parametrize("level", LEVELS)
def test_same_move_in_games_that_look_the_same(level: str) -> None:
    for state in running_positions(3, seed=3):
        me = state.to_move
        assert me is not None
        twin = state.resample(me, random.Random(7))
        assert twin.observe(me) == state.observe(me)
        mine = choose_move(state, level, seed=6)  # full work: Hard samples several worlds
        theirs = choose_move(twin, level, seed=6)
        assert str(mine) == str(theirs), (level, state.history)


def _all_tiles() -> list[int]:
    return [v for v, n in sorted(games.quinto.DISTRIBUTION.items()) for _ in range(n)]


def _bag_of(state: QuintoState) -> list[int]:
    """A full bag starting with the racks dealt in ``state`` (the rest sorted)."""
    dealt = [*state.racks[0], *state.racks[1]]
    rest = _all_tiles()
    for v in dealt:
        rest.remove(v)
    return dealt + rest


@pytest.mark.parametrize("level", ("greedy", "easy", "medium"))
def test_goes_out_to_win(level: str) -> None:
    state = games.replay("quinto", {"seed": 3}, GOING_OUT)
    assert isinstance(state, QuintoState)
    me = state.to_move
    assert me == 0 and state.pool_count == 0
    best = state.best_play()
    assert best is not None and not state.play(best).is_over  # the greedy score is not it
    after = state.play(choose_move(state, level, seed=1, work=WORK))
    assert after.is_over and after.winner == me


def test_hard_wins_the_endgame_by_even_more() -> None:
    """The pool is empty: Hard searches to the end.  Going out wins now, but
    keeping the 2 wins by more whatever the opponent does with their 4."""
    state = games.replay("quinto", {"seed": 3}, GOING_OUT)
    assert isinstance(state, QuintoState)
    me = state.to_move
    assert me == 0
    out_now = [p for p in state.legal_plays() if len(p.play.tiles) == 3]
    best_out = max(state.play(p.play).scores[0] - state.play(p.play).scores[1] for p in out_now)

    def worst_margin(s: QuintoState) -> int:
        if s.is_over:
            assert s.winner == me, s.history
            return s.scores[0] - s.scores[1]
        if s.to_move == me:
            nxt = s.play(choose_move(s, "hard", seed=1, work=WORK))
            assert isinstance(nxt, QuintoState)
            return worst_margin(nxt)
        return min(worst_margin(s.play(m)) for m in s.legal_moves())  # type: ignore[arg-type]

    assert worst_margin(state) > best_out


def test_greedy_plays_the_best_score() -> None:
    for state in running_positions(3, seed=4):
        best = state.best_play()
        assert str(choose_move(state, "greedy", seed=2)) == str(best)


def test_leave_values() -> None:
    assert leave_value((5,), 5, 40) > leave_value((9,), 5, 40) > leave_value((1,), 5, 40)
    assert leave_value((2, 7), 5, 40) < leave_value((2,), 5, 40) + leave_value((7,), 5, 40)
    assert leave_value((3, 4), 5, 0) == -7.0

"""A level of another commit (``LEVEL@COMMIT``), seated by the arena through that commit's own code.

The commit here is ``HEAD``, so the child plays the code under test and its
moves must be today's; a commit's code is only exported and started once
per test session (the first test pays for it).
"""

from __future__ import annotations

import pytest

from checkout import needs_checkout
from games import InvalidOptionError
from games_bench.arena import check_match, run_match
from games_bench.levels import choose_move
from random_play import random_position

pytestmark = needs_checkout


@pytest.mark.parametrize("game", ["quinque", "quinto", "quinamid"])
def test_a_level_at_head_plays_the_moves_of_todays_level(game: str) -> None:
    for seed in range(3):
        state = random_position(game, seed, 6 + 5 * seed)
        for level in ("greedy", "medium"):
            ours = choose_move(state, level, seed=seed, work=0.2)
            theirs = choose_move(state, f"{level}@HEAD", seed=seed, work=0.2)
            assert str(theirs) == str(ours)


def test_a_match_against_a_commit_is_played_to_the_end() -> None:
    result = run_match("quinamid", "greedy", "greedy@HEAD", 2, seed=3, opening=2)
    assert result.games == 2


@pytest.mark.parametrize("level", ["hard@no-such-commit", "hard@", "hard@--all", "wizard@HEAD"])
def test_an_unknown_commit_or_level_is_refused_before_a_game(level: str) -> None:
    with pytest.raises(InvalidOptionError, match=r"no commit|no level"):
        check_match("quinque", "hard", level, 2)

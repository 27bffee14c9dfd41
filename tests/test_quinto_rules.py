"""Quinto rules through the public API: the rulebook's sample game, every
legality rule with its message, scoring, passing, the end and the winner."""

from __future__ import annotations

import random

import pytest

import games
from games import IllegalMoveError, InvalidMoveError
from games.quinto import Play, QuintoState

# The rulebook's sample game, with coordinates (the rulebook shows a picture).  The
# bag deals player 0 the tiles of plays 1, 3, 5, 7 and player 1 those of
# plays 2, 4, 6, 8, each drawn in time: 5 + 5 dealt, then the refills.
SAMPLE_BAG = [
    *(9, 7, 8, 6, 2),  # player 0's first rack: play 1 uses 9 7 8 6
    *(6, 3, 7, 5, 2),  # player 1's first rack: play 2 uses 6 3 7
    *(9, 3, 7, 9),  # refill after play 1 -> 2 9 3 7 9; play 3 uses 2 9 3
    *(2, 4, 7),  # refill after play 2 -> 5 2 2 4 7: play 4 uses all five
    *(2, 6, 8),  # refill after play 3 -> 7 9 2 6 8; play 5 uses 7 9 2
    *(0, 0, 5, 1, 1),  # refill after play 4; play 6 uses a 0
    *(4, 4, 4),  # refill after play 5 -> 6 8 4 4 4; play 7 uses 6 8
    *(1,),  # refill after play 6 -> 0 5 1 1 1; play 8 uses 0 5
    *(3, 3, 3, 3),  # the refills after plays 7 and 8
]
SAMPLE_PLAYS = [
    ("9@0,-3 7@0,-2 8@0,-1 6@0,1", 35),
    ("6@1,-3 3@2,-3 7@3,-3", 25),
    ("2@1,-5 9@1,-4 3@1,-2", 30),
    ("5@4,-3 2@4,-2 2@4,-1 4@4,0 7@4,1", 50),
    ("7@2,-5 9@3,-5 2@4,-5", 20),
    ("0@0,-5", 20),
    ("6@3,-4 8@3,-2", 40),
    ("0@2,-4 5@2,-2", 55),
]


def quinto(**options: object) -> QuintoState:
    state = games.new_game("quinto", **options)
    assert isinstance(state, QuintoState)
    return state


def sample(plays: int) -> QuintoState:
    """The sample game after its first ``plays`` plays."""
    state = quinto(bag=SAMPLE_BAG, seed=0)
    for text, _ in SAMPLE_PLAYS[:plays]:
        nxt = state.play(text)
        assert isinstance(nxt, QuintoState)
        state = nxt
    return state


def placements(state: QuintoState, text: str) -> list[tuple[int, int, int]]:
    move = state.parse_move(text)
    assert isinstance(move, Play)
    return [(t.value, t.x, t.y) for t in move.tiles]


def refused(state: QuintoState, text: str) -> str:
    """The message of the IllegalMoveError that ``text`` raises (and the preview agrees)."""
    with pytest.raises(IllegalMoveError) as err:
        state.play(text)
    if text != "pass":
        preview = state.preview(placements(state, text))
        assert not preview.legal
        assert preview.message == str(err.value)
        assert preview.score == 0
    return str(err.value)


# --- the sample game --------------------------------------------------------


def test_sample_game_scores_as_the_rulebook() -> None:
    state = quinto(bag=SAMPLE_BAG, seed=0)
    for number, (text, score) in enumerate(SAMPLE_PLAYS):
        assert state.to_move == number % 2
        assert state.preview(placements(state, text)).score == score
        nxt = state.play(text)
        assert isinstance(nxt, QuintoState)
        state = nxt
        assert state.play_scores[-1] == (number % 2, text, score)
    assert [s for _, _, s in state.play_scores] == [35, 25, 30, 50, 20, 20, 40, 55]
    assert state.scores == (35 + 30 + 20 + 40, 25 + 50 + 20 + 55)
    assert state.history == tuple(text for text, _ in SAMPLE_PLAYS)
    assert not state.is_over


def test_sample_game_lines_of_the_triple_play() -> None:
    preview = sample(7).preview([(0, 2, -4), (5, 2, -2)])
    assert preview.legal and preview.message == ""
    assert {line.total for line in preview.lines} == {15, 25}
    assert [line.total for line in preview.lines] == [15, 15, 25]  # the column first, then the rows
    assert preview.lines[0].cells == ((2, -5), (2, -4), (2, -3), (2, -2))
    assert preview.lines[2].cells == ((0, -2), (1, -2), (2, -2), (3, -2), (4, -2))


def test_the_centre_tile_counts_in_its_lines() -> None:
    state = sample(1)
    assert state.board[(0, 0)] == 5 == state.multile
    assert state.play_scores[0].score == 9 + 7 + 8 + 5 + 6


def test_a_zero_added_to_a_short_row_scores_the_row() -> None:
    assert sample(6).play_scores[-1] == (1, "0@0,-5", 0 + 2 + 7 + 9 + 2)


def test_board_and_racks_follow_the_plays() -> None:
    state = sample(2)
    assert state.board[(3, -3)] == 7 and state.board[(0, 1)] == 6
    assert len(state.board) == 1 + 4 + 3
    assert state.racks == ((2, 9, 3, 7, 9), (5, 2, 2, 4, 7))
    assert state.pool_count == len(SAMPLE_BAG) - 10 - 4 - 3


# --- each rule and its message ---------------------------------------------


def test_non_multiple_is_refused_with_the_line_and_its_total() -> None:
    message = refused(quinto(bag=SAMPLE_BAG), "9@0,-3 7@0,-2 8@0,-1")
    assert message == "The column 9+7+8+5 makes 29, not a multiple of 5."


def test_crossing_line_must_be_a_multiple_too() -> None:
    # The column 3+7 makes 10, but the rows it crosses make 9+3 and 7+7.
    state = sample(1)
    assert state.racks[1] == (6, 3, 7, 5, 2)
    assert refused(state, "3@1,-3 7@1,-2") == "The row 9+3 makes 12, not a multiple of 5."
    assert refused(state, "2@1,-2") == "The row 7+2 makes 9, not a multiple of 5."


def test_line_over_five_tiles_is_refused() -> None:
    message = refused(quinto(bag=SAMPLE_BAG), "9@0,-3 7@0,-2 8@0,-1 6@0,1 2@0,2")
    assert message == "The column 9+7+8+5+6+2 has 6 tiles, but a line may hold at most 5."


def test_extending_a_full_row_is_refused_even_with_a_multiple() -> None:
    state = sample(4)  # row 9 6 3 7 5 at y=-3 is full
    assert state.racks[0] == (7, 9, 2, 6, 8)
    message = refused(state, "8@5,-3 2@5,-2")
    assert message == "The row 9+6+3+7+5+8 has 6 tiles, but a line may hold at most 5."


def test_gap_is_refused() -> None:
    message = refused(quinto(bag=SAMPLE_BAG), "9@0,-3 7@0,-2 6@0,1")
    assert message == "The tiles must form one unbroken line, but square 0,-1 is empty."


def test_existing_tiles_may_fill_the_middle_of_a_play() -> None:
    # 0 above and 5 below the 3 of the second row: the 3 joins them.
    assert sample(7).is_legal("0@2,-4 5@2,-2")


def test_tiles_not_in_one_line_are_refused() -> None:
    message = refused(quinto(bag=SAMPLE_BAG), "9@0,-1 7@1,-2")
    assert message == "All the tiles of a play must be in one row or one column."


def test_tile_not_on_the_rack_is_refused() -> None:
    state = quinto(bag=SAMPLE_BAG)
    assert refused(state, "5@0,-1") == "You do not have a 5 on your rack."
    assert refused(state, "9@0,-1 9@0,-2 2@0,-3") == "You have only one 9 on your rack."
    state = sample(3)
    assert state.racks[1] == (5, 2, 2, 4, 7)
    assert refused(state, "2@-1,0 2@-2,0 2@-3,0") == "You have only two 2s on your rack."


def test_occupied_square_is_refused() -> None:
    assert refused(quinto(bag=SAMPLE_BAG), "0@1,0 0@0,0") == "Square 0,0 already holds a tile."
    assert refused(sample(1), "7@0,-3") == "Square 0,-3 already holds a tile."


def test_first_play_must_touch_the_centre() -> None:
    assert refused(quinto(bag=SAMPLE_BAG), "9@2,0 6@3,0") == "The first play must touch the centre tile."


def test_later_plays_must_touch_a_tile() -> None:
    message = refused(sample(1), "6@3,3 3@4,3 7@5,3 5@6,3 2@7,3")
    assert message == "At least one tile must touch a tile already on the board."


def test_a_lone_tile_away_from_the_board_is_refused() -> None:
    assert refused(sample(2), "9@5,5") == "At least one tile must touch a tile already on the board."


def test_a_single_tile_forms_no_line_where_it_has_no_neighbour() -> None:
    # The 0 of play 6 has nothing above or below: only its row counts.
    preview = sample(5).preview([(0, 0, -5)])
    assert preview.legal
    assert preview.lines == ((((0, -5), (1, -5), (2, -5), (3, -5), (4, -5)), 20),)


def test_a_line_of_zeros_is_refused() -> None:
    bag = [0, 0, 1, 1, 1, 5, 1, 1, 1, 1, 3, 3, 3, 3]
    state = quinto(bag=bag).play("0@0,-1").play("5@-1,0")
    assert isinstance(state, QuintoState)
    assert state.play_scores == ((0, "0@0,-1", 5), (1, "5@-1,0", 10))
    assert refused(state, "0@1,-1") == "The row 0+0 makes 0, but a line must make 5 or a multiple of it."


def test_more_than_five_tiles_is_refused() -> None:
    state = quinto(bag=SAMPLE_BAG)
    with pytest.raises(IllegalMoveError, match="at most 5 tiles"):
        state.play("1@1,0 1@2,0 1@3,0 1@4,0 1@5,0 1@6,0")


def test_illegal_moves_leave_the_state_unchanged() -> None:
    state = sample(2)
    before = (state.to_json(), dict(state.board), state.racks, state.scores)
    for text in ("9@9,9", "pass", "5@0,-4"):
        with pytest.raises(IllegalMoveError):
            state.play(text)
    assert (state.to_json(), dict(state.board), state.racks, state.scores) == before


def test_play_returns_a_new_state() -> None:
    state = quinto(bag=SAMPLE_BAG)
    after = state.play(SAMPLE_PLAYS[0][0])
    assert state.history == () and len(state.board) == 1 and state.racks[0] == (9, 7, 8, 6, 2)
    assert after.history == (SAMPLE_PLAYS[0][0],)


def test_bad_notation_is_an_invalid_move() -> None:
    with pytest.raises(InvalidMoveError):
        quinto(bag=SAMPLE_BAG).play("9 at 0,-1")


# --- drawing, passing and the end --------------------------------------------


def test_player_draws_back_to_five_in_bag_order() -> None:
    state = sample(1)
    assert state.racks[0] == (2, 9, 3, 7, 9)  # the 2 kept, then 9 3 7 9 drawn
    assert state.to_move == 1


def test_refill_stops_when_the_pool_runs_out() -> None:
    bag = [9, 7, 8, 6, 2, 1, 1, 1, 1, 1, 4, 4]
    state = quinto(bag=bag).play("9@0,-3 7@0,-2 8@0,-1 6@0,1")
    assert isinstance(state, QuintoState)
    assert state.racks[0] == (2, 4, 4) and state.pool_count == 0
    assert not state.is_over


def test_pass_is_illegal_when_a_play_exists() -> None:
    state = quinto(bag=SAMPLE_BAG)
    assert state.legal_plays()
    assert refused(state, "pass") == "You cannot pass: you have at least one legal play."


def test_pass_is_the_only_move_when_no_play_exists() -> None:
    # Ones can never complete a line through the 5 (5+1 .. 5+4; a tile beside
    # the 5 needs a 0 or a 5).
    bag = [1] * 5 + [5, 5, 0, 0, 9] + [1] * 10
    state = quinto(bag=bag)
    assert state.legal_plays() == () and state.best_play() is None
    assert [str(m) for m in state.legal_moves()] == ["pass"]
    state = state.play("pass")
    assert isinstance(state, QuintoState)
    assert state.to_move == 1 and state.play_scores == ((0, "pass", 0),)
    assert state.racks[0] == (1,) * 5  # a pass draws nothing
    assert not state.is_over


def test_a_full_round_of_passes_ends_the_game_with_penalties_and_a_tie() -> None:
    state = quinto(bag=[1] * 10 + [5] * 10)
    state = state.play("pass")
    assert not state.is_over and state.penalties == (0, 0)
    state = state.play("pass")
    assert isinstance(state, QuintoState)
    assert state.is_over and state.to_move is None
    assert state.pool_count == 10  # tiles left in the pool do not matter
    assert state.penalties == (5, 5) and state.scores == (-5, -5)
    assert state.winner is None
    assert state.legal_moves() == [] and state.legal_plays() == ()
    with pytest.raises(IllegalMoveError, match="game is over"):
        state.play("pass")


def test_a_play_between_passes_restarts_the_round() -> None:
    # Player 0 holds ones and must pass; player 1 plays; player 0 passes
    # again, player 1 (now also stuck) passes: only then is the round full.
    bag = [1, 1, 1, 1, 1, 5, 1, 1, 1, 1, 1, 1, 1, 1, 1]
    state = quinto(bag=bag).play("pass").play("5@0,-1")
    assert not state.is_over
    state = state.play("pass")
    assert not state.is_over and state.to_move == 1
    state = state.play("pass")
    assert state.is_over


def test_three_players_need_three_passes() -> None:
    state = quinto(players=3, bag=[1] * 15)
    for _ in range(2):
        state = state.play("pass")
        assert not state.is_over
    assert state.play("pass").is_over


def test_going_out_with_an_empty_pool_ends_the_game() -> None:
    # Player 0 plays all five tiles (row 1 2 5 3 4 over the centre: 15, and
    # the column 5+5: 10); the pool is empty, so the game ends at once.
    bag = [1, 2, 5, 3, 4, 9, 9, 8, 0, 1]
    state = quinto(bag=bag).play("1@-2,-1 2@-1,-1 5@0,-1 3@1,-1 4@2,-1")
    assert isinstance(state, QuintoState)
    assert state.play_scores == ((0, "1@-2,-1 2@-1,-1 5@0,-1 3@1,-1 4@2,-1", 25),)
    assert state.is_over and state.racks[0] == ()
    assert state.penalties == (0, 9 + 9 + 8 + 0 + 1)
    assert state.scores == (25, -27)
    assert state.winner == 0


def test_penalties_can_change_the_winner() -> None:
    # Player 1 scores more in play but is left holding more.
    bag = [5, 1, 1, 1, 1, 5, 9, 9, 9, 9]
    state = quinto(bag=bag).play("5@0,-1").play("5@0,1")  # column 5+5, then 5+5+5
    assert isinstance(state, QuintoState)
    assert state.scores == (10, 15) and state.penalties == (0, 0)
    state = state.play("pass").play("pass")  # neither ones nor nines fit any more
    assert isinstance(state, QuintoState)
    assert state.is_over and state.penalties == (4, 36)
    assert state.scores == (6, -21) and state.winner == 0


def test_shared_top_score_has_no_winner_but_lower_ties_do_not_matter() -> None:
    state = quinto(players=3, bag=[1] * 5 + [1] * 5 + [2] * 5)
    for _ in range(3):
        state = state.play("pass")
    assert state.scores == (-5, -5, -10) and state.winner is None
    state = quinto(players=3, bag=[1] * 5 + [2] * 5 + [2] * 5)
    for _ in range(3):
        state = state.play("pass")
    assert state.scores == (-5, -10, -10) and state.winner == 0


# --- whole games ----------------------------------------------------------------


def test_random_games_keep_every_tile_and_end_by_the_rules() -> None:
    for seed, players in ((1, 2), (2, 3), (3, 4)):
        rng = random.Random(seed)
        state = quinto(seed=seed, players=players)
        tiles = 90
        while not state.is_over:
            assert len(state.board) - 1 + sum(map(len, state.racks)) + state.pool_count == tiles
            assert all(len(rack) == 5 for rack in state.racks) or state.pool_count == 0
            move = rng.choice(state.legal_moves())
            assert (str(move) == "pass") == (not state.legal_plays())
            nxt = state.play(move)
            assert isinstance(nxt, QuintoState)
            state = nxt
        played = [sum(s for p, _, s in state.play_scores if p == player) for player in range(players)]
        assert state.scores == tuple(t - sum(r) for t, r in zip(played, state.racks, strict=True))
        out = any(not rack for rack in state.racks) and state.pool_count == 0
        blocked = state.history[-players:] == ("pass",) * players
        assert out or blocked

"""Places in words: what the hint, the move log and the score sheet say points at
something the player sees, in every language, never at a square's coordinates."""

from __future__ import annotations

import doctest
import random
import re

import pytest

import games
from games.ui import places
from games.ui.i18n import TABLES, set_language
from games.ui.move_words import describe_move, describe_played
from games.ui.places import side_of, steps
from games.ui.quinque.places import beside, tile_name
from games.ui.quinto.places import quinto_anchors
from games.ui.quinto.words import quinto_tiles
from games.ui.record import MoveLog, summary
from games.ui.session import Seat, Session

#: A square of the notation ("1,0", "0,-3", "9@0,-3"): it must never reach a player.
COORDINATES = re.compile(r"-?\d+,-?\d+|\d@")
LANGUAGES = sorted(TABLES)


def test_the_module_doctests() -> None:
    assert doctest.testmod(places).failed == 0


def test_a_tile_is_counted_from_the_nearer_end_of_its_row_and_of_the_rows() -> None:
    # Rows y=0..4; the row y=2 holds five tiles x=0..4.
    tiles = {(x, 2) for x in range(5)} | {(0, y) for y in range(5)}
    assert tile_name(tiles, (1, 2)) == (
        "place.quinque.in_row",
        {"tile": ("place.quinque.tile.from_left", 2), "row": ("place.quinque.row.from_top", 3)},
    )
    assert tile_name(tiles, (3, 2))[1]["tile"] == ("place.quinque.tile.from_right", 2)
    assert tile_name(tiles, (4, 2))[1]["tile"] == ("place.quinque.tile.right", 0)
    assert tile_name(tiles, (0, 3)) == (
        "place.quinque.in_row",
        {"tile": ("place.quinque.tile.only", 0), "row": ("place.quinque.row.from_bottom", 2)},
    )
    assert tile_name(tiles, (0, 0)) == ("place.quinque.top", {})
    assert tile_name(tiles, (0, 4)) == ("place.quinque.bottom", {})
    assert tile_name(tiles, (0, 4), last=(0, 4)) == ("place.quinque.last", {})
    assert tile_name({(5, 5)}, (5, 5)) == ("place.quinque.the_tile", {})
    assert tile_name({(0, 0), (1, 0), (2, 0)}, (1, 0)) == (
        "place.quinque.alone", {"tile": ("place.quinque.tile.from_left", 2)},
    )


def test_a_free_square_is_beside_the_tile_just_played_else_the_simplest_named() -> None:
    tiles = {(0, 0), (1, 0), (2, 0), (1, 1)}
    assert beside(tiles, (0, 1)) == ("left", (1, 1))  # "the bottom tile" beats the leftmost's row
    assert beside(tiles, (0, 1), last=(0, 0)) == ("below", (0, 0))
    assert beside(tiles, (5, 5)) is None


def test_directions_and_sides() -> None:
    assert steps((0, 0), (-3, 0)) == ("left", 3)
    assert steps((2, 2), (1, 3)) == ("down_left", 1)
    assert side_of((0, 0), (1, 0)) == "right"


def test_a_quinto_play_is_named_from_the_tiles_already_on_the_table() -> None:
    board = {(0, 0): 5, (0, -1): 8, (0, -2): 7, (0, -3): 9}
    # The rulebook's second play: 6, 3, 7 to the right of the top 9.
    assert quinto_anchors(board, [(6, 1, -3), (3, 2, -3), (7, 3, -3)]) == [
        (6, "right", 9, False), (3, "right", 6, False), (7, "right", 3, False),
    ]
    assert quinto_tiles(board, [(6, 1, -3), (3, 2, -3), (7, 3, -3)]) == (
        "6 right of the 9, 3 right of the 6 and 7 right of the 3"
    )
    # A tile between two: named from the table's tile, the centre first.
    assert quinto_anchors(board, [(5, 1, 0)]) == [(5, "right", 5, True)]


def play_randomly(game: str, seed: int, moves: int) -> Session:
    options = {"seed": seed} if game == "quinto" else {}
    session = Session.start(game, (Seat("Ann"), Seat("Bo")), options)
    rng = random.Random(seed)
    for _ in range(moves):
        if session.state.is_over:
            break
        session = session.play(str(rng.choice(session.state.legal_moves())))
    return session


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", ["quinque", "quinto", "quinamid"])
def test_no_hint_and_no_log_line_names_a_square_by_its_coordinates(game: str, language: str) -> None:
    """A seeded random game: every line of its whole log, and the hint for every legal
    move of its positions, in every language: words only, no notation square."""
    set_language(language)
    try:
        session = play_randomly(game, seed=11, moves=120)
        log = MoveLog().update(session)
        assert len(log) == len(session.state.history) > 20
        for entry in log:
            assert entry.text and "{" not in entry.text
            if game != "quinamid":
                assert not COORDINATES.search(entry.text), entry
                assert entry.label == ""  # the page shows no notation beside the words
            else:
                assert entry.label == entry.notation
        state = games.new_game(game, **({"seed": 11} if game == "quinto" else {}))
        for notation in session.state.history[:40]:
            for move in state.legal_moves()[:25]:
                words = describe_move(state, move)
                assert words and "{" not in words
                assert game == "quinamid" or not COORDINATES.search(words), (move, words)
            state = state.play(notation)
    finally:
        set_language("en")


@pytest.mark.parametrize("language", LANGUAGES)
def test_quinto_score_sheet_shows_tiles_not_squares(language: str) -> None:
    set_language(language)
    try:
        session = play_randomly("quinto", seed=5, moves=400)
        assert session.state.is_over
        sheet = summary(session, "").sheet
        assert sheet is not None and len(sheet.plays) == len(session.state.history)
        for row in sheet.rows:
            assert not COORDINATES.search(row.label), row
            assert row.tiles or row.label, row  # a play shows its tiles, a pass says so
    finally:
        set_language("en")


def test_quinamid_names_its_holes_by_the_drawn_column_letter_and_row_number() -> None:
    state = games.new_game("quinamid")
    assert describe_move(state, "c4") == "Place a counter on c4"
    assert describe_played(state, "f1", "Ann") == "Ann placed a counter on f1"


def test_the_tutorials_and_the_rules_captions_name_no_notation_square() -> None:
    """A learner reads "under Blue's first tile", not "at 1,1": Quinque's and Quinto's
    squares are drawn with no names (Quinamid's c5 is drawn, and may be said)."""
    for code in LANGUAGES:
        for key, text in TABLES[code].items():
            if key.startswith(("tutorial.quinque", "tutorial.quinto", "rules.quinque.diagram",
                               "rules.quinto.diagram")):
                assert not COORDINATES.search(text), (code, key, text)

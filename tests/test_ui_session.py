"""Session (undo/redo/save) and share links: the UI's model of a game in progress."""

from __future__ import annotations

import json

import pytest

import games
from games.ui.links import make_link, open_link, parse_link
from games.ui.session import Seat, Session

SEATS = (Seat("Ann"), Seat("Bob"))
OPENING = ["+0,0:a", "+1,0:b", "pass", "0,0:d", "pass"]


def play_all(session: Session, moves: list[str]) -> Session:
    for move in moves:
        session = session.play(move)
    return session


def test_undo_redo_walks_the_history_and_a_new_move_drops_redo() -> None:
    s = play_all(Session.start("quinque", SEATS), OPENING)
    assert s.cursor == len(OPENING) and not s.can_redo
    back = s.undo().undo()
    assert back.state.history == tuple(OPENING[:-2])
    assert back.can_redo and back.redo().state.history == tuple(OPENING[:-1])
    branched = back.play("0,0:b")
    assert not branched.can_redo
    assert branched.state.history == (*OPENING[:-2], "0,0:b")
    assert s.state.history == tuple(OPENING), "sessions are immutable values"


def test_undo_at_start_stays_at_start() -> None:
    s = Session.start("quinque", SEATS)
    assert not s.can_undo and s.undo().cursor == 0


def test_illegal_move_raises_and_changes_nothing() -> None:
    s = play_all(Session.start("quinque", SEATS), OPENING[:1])
    with pytest.raises(games.IllegalMoveError):
        s.play("+5,5:a")
    assert s.state.history == ("+0,0:a",)


def test_save_round_trip_keeps_names_cursor_redo_and_settings() -> None:
    s = play_all(Session.start("quinque", SEATS, {"advanced": True}, {"x": 1}), OPENING).undo()
    back = Session.from_save(s.to_save())
    assert back.seats == SEATS and back.cursor == s.cursor and back.settings == {"x": 1}
    assert back.state.to_json() == s.state.to_json()
    assert back.redo().state.history == tuple(OPENING)
    assert back.state.options["advanced"] is True


@pytest.mark.parametrize(
    "text",
    [
        "not json",
        "[]",
        '{"format": 99}',
        '{"format": 1, "seats": [["A","human"]], "cursor": 0, "game": {}}',
    ],
)
def test_corrupt_saves_raise_invalid_save_error(text: str) -> None:
    with pytest.raises(games.InvalidSaveError):
        Session.from_save(text)


def test_tampered_save_names_the_bad_move() -> None:
    data = json.loads(play_all(Session.start("quinque", SEATS), OPENING).to_save())
    data["game"]["history"][2] = "7,7>8,8"
    with pytest.raises(games.InvalidSaveError, match="Move 3"):
        Session.from_save(json.dumps(data))


def test_cursor_out_of_range_is_rejected() -> None:
    data = json.loads(play_all(Session.start("quinque", SEATS), OPENING).to_save())
    data["cursor"] = 42
    with pytest.raises(games.InvalidSaveError, match="out of range"):
        Session.from_save(json.dumps(data))


def test_undo_to_human_skips_computer_replies() -> None:
    s = play_all(Session.start("quinque", (Seat("Ann"), Seat("CPU", "hard"))), OPENING[:3])
    # moves: Ann setup, CPU +1,0:b, CPU pass -> Ann to move; undo returns to Ann's last decision
    back = s.undo_to_human()
    assert back.state.to_move == 0
    assert back.cursor == 0


def test_link_round_trip_percent_encodes_plus_and_keeps_options() -> None:
    state = games.replay("quinque", {"advanced": True}, OPENING)
    query = make_link(state)
    assert "%2B0%2C0%3Aa" in query or "%2B0,0" in query or "%2B0%2C0" in query
    assert "advanced=1" in query
    again = open_link(query)
    assert again.history == state.history and again.options["advanced"] is True


def test_link_accepts_a_typed_plus() -> None:
    assert open_link("?game=quinque&moves=+0,0:a;+1,0:b").history == ("+0,0:a", "+1,0:b")


@pytest.mark.parametrize(
    ("query", "fragment"),
    [
        ("?moves=+0,0:a", "which game"),
        ("?game=chess", "unknown"),
        ("?game=quinque&advanced=maybe", "option 'advanced'"),
        ("?game=quinque&colour=red", "unknown part 'colour'"),
        ("?game=quinque&moves=%2B0,0:a;zz", "Move 2"),
        ("?game=quinque&game=quinto", "twice"),
    ],
)
def test_bad_links_name_their_first_bad_part(query: str, fragment: str) -> None:
    with pytest.raises(games.InvalidSaveError, match=fragment):
        open_link(query)


def test_parse_link_reads_lists_and_offsets() -> None:
    spec, options, moves = parse_link("?game=quinto&bag=1,2,3&players=3")
    assert spec.name == "quinto" and options == {"bag": [1, 2, 3], "players": 3} and moves == []
    _, options, _ = parse_link("?game=quinamid&start=0,1,1,0,0,0,1,1")
    assert options["start"] == [[0, 1], [1, 0], [0, 0], [1, 1]]


def test_cli_replay_takes_options_anywhere_and_exits_2_on_bad_input(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from games.cli import main

    assert main(["replay", "quinque", "--opt", "advanced=true", "+0,0:a", "+1,0:b"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["options"] == {"advanced": True} and out["history"] == ["+0,0:a", "+1,0:b"]
    assert main(["replay", "quinque", "+0,0:a", "9,9:a"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Move 2" in err
    assert main(["replay"]) == 2
    assert main(["replay", "quinque", "--opt"]) == 2

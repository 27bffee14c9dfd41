"""Untrusted input has limits, checked before the work they bound (Issue 8, item 3).

Saves (games.load, Session.from_save), share links (links.open_link) and the
CLI refuse: text over MAX_TEXT characters, nesting deeper than MAX_DEPTH
(before json.loads recurses), more moves than the game's max_moves (before
replaying), a Quinto bag over MAX_BAG tiles, numbers in links that are not
ASCII digits.  Messages repeat at most ECHO_LIMIT characters of the input.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

import games
from games.cli import main as cli
from games.core import MAX_DEPTH, MAX_TEXT, check_text
from games.errors import ECHO_LIMIT, echo
from games.quinque import MAX_MOVES as QUINQUE_MAX_MOVES
from games.quinto.pool import MAX_BAG
from games.quinto.pool import MAX_MOVES as QUINTO_MAX_MOVES
from games.ui.i18n import EN
from games.ui.links import open_link
from games.ui.session import Seat, Session

DEEP = "[" * 10_000


def session_save(game: dict[str, Any], seats: int = 2) -> str:
    return json.dumps({"format": 1, "seats": [[f"P{i}", "human"] for i in range(seats)], "cursor": 0,
                       "settings": {}, "game": game})


@pytest.fixture
def no_json(monkeypatch: pytest.MonkeyPatch) -> None:
    """json.loads must not run: the limit is checked before parsing."""

    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("json.loads ran on input over the limits")

    monkeypatch.setattr(json, "loads", refuse)


@pytest.mark.usefixtures("no_json")
@pytest.mark.parametrize("text", [DEEP, "{" * 10_000, '{"a":' * (MAX_DEPTH + 1), " " * (MAX_TEXT + 1)])
def test_saves_over_the_limits_are_refused_before_parsing(text: str) -> None:
    with pytest.raises(games.InvalidSaveError, match=r"too deeply|too long"):
        games.load(text)
    with pytest.raises(games.InvalidSaveError, match=r"too deeply|too long"):
        Session.from_save(text)


def test_links_over_the_limits_are_refused() -> None:
    with pytest.raises(games.InvalidSaveError, match="too deeply"):
        open_link("?game=quinto&" + DEEP)
    with pytest.raises(games.InvalidSaveError, match="too long"):
        open_link("?game=quinque&moves=" + "x" * MAX_TEXT)


def test_brackets_inside_strings_do_not_count_as_nesting() -> None:
    quoted = json.dumps({"game": "quinque", "note": "[" * 50 + '\\"[[' + "{" * 50})
    assert check_text(quoted) == quoted
    assert check_text("[" * MAX_DEPTH + "]" * MAX_DEPTH)
    with pytest.raises(games.InvalidSaveError):
        check_text("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1))
    with pytest.raises(games.InvalidSaveError, match="not text"):
        check_text(b"[]")


def test_a_real_session_save_is_well_inside_the_nesting_limit() -> None:
    start = [[1, 1], [0, 0], [1, 0], [0, 1]]
    session = Session.start("quinamid", (Seat("A"), Seat("B")), {"start": start}).play("c4")
    assert Session.from_save(session.to_save()).state.history == ("c4",)


def test_the_quinto_bag_holds_at_most_twice_the_pool() -> None:
    assert MAX_BAG == 180
    full = [v % 10 for v in range(MAX_BAG)]
    assert games.new_game("quinto", bag=full).pool_count == MAX_BAG - 10
    with pytest.raises(games.InvalidOptionError, match="at most 180"):
        games.new_game("quinto", bag=[*full, 5])
    game = {"format": 1, "game": "quinto", "options": {"bag": [*full, 5]}, "history": []}
    with pytest.raises(games.InvalidSaveError, match="at most 180"):
        games.load(json.dumps(game))
    with pytest.raises(games.InvalidSaveError, match="more than 180"):
        open_link("?game=quinto&bag=" + ",".join(["1"] * 181))


def test_the_bag_limit_is_in_the_rules_and_the_docstring() -> None:
    assert "at most 180 tiles" in EN["rules.quinto.html"]
    from games.quinto import pool

    assert "twice the 90-tile pool" in " ".join((pool.make_setup.__doc__ or "").split())


def test_move_lists_longer_than_a_game_can_hold_are_refused_before_replaying(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert QUINTO_MAX_MOVES == 4 * (MAX_BAG + 1)
    assert games.GAMES["quinto"].max_moves == QUINTO_MAX_MOVES
    assert games.GAMES["quinque"].max_moves == QUINQUE_MAX_MOVES == games.GAMES["quinamid"].max_moves
    started: list[str] = []
    monkeypatch.setattr(games.core, "new_game", lambda name, **o: started.append(name))
    for name, limit in (("quinto", QUINTO_MAX_MOVES), ("quinque", QUINQUE_MAX_MOVES)):
        game = {"format": 1, "game": name, "options": {}, "history": ["pass"] * (limit + 1)}
        with pytest.raises(games.InvalidSaveError, match=f"at most {limit:,} moves"):
            games.load(json.dumps(game))
        with pytest.raises(games.InvalidSaveError, match=f"at most {limit:,} moves"):
            Session.from_save(session_save(game))
        with pytest.raises(games.InvalidSaveError, match=f"at most {limit:,} moves"):
            open_link(f"?game={name}&moves=" + ";".join(["pass"] * (limit + 1)))
    assert started == [], "nothing was replayed"


@pytest.mark.parametrize(("part", "text"), [("seed", "٣"), ("players", "３"), ("seed", "1_000"),
                                            ("seed", " 7"), ("seed", "+7"), ("seed", "1" * 30)])
def test_numbers_in_links_are_ascii_digits_only(part: str, text: str) -> None:
    with pytest.raises(games.InvalidSaveError) as caught:
        open_link(f"?game=quinto&{part}={text}")
    assert f"option '{part}'" in str(caught.value) and "digits 0-9" in str(caught.value)
    assert open_link("?game=quinto&seed=1000&players=3").options["seed"] == 1000


def test_echo_cuts_long_input_and_escapes_control_characters() -> None:
    assert echo("c4") == "c4"
    assert echo("a\nb\x00\x1b") == "a\\nb\\x00\\x1b"
    assert echo("x" * 100) == "x" * ECHO_LIMIT + "…"
    assert echo("x" * ECHO_LIMIT) == "x" * ECHO_LIMIT
    assert echo(list(range(1000))).endswith("…") and len(echo(list(range(1000)))) == ECHO_LIMIT + 1
    assert echo(None) == "None"


@pytest.mark.parametrize("name", sorted(games.GAMES))
def test_a_100_kb_bad_move_makes_a_short_message(name: str) -> None:
    huge = "9@1,1" + "\n" * 3 + "x" * 100_000
    with pytest.raises(games.InvalidMoveError) as caught:
        games.new_game(name).play(huge)
    message = str(caught.value)
    assert len(message) < 300 and "\n" not in message
    save = json.dumps({"format": 1, "game": name, "options": {}, "history": [huge]})
    with pytest.raises(games.InvalidSaveError) as caught_save:
        games.load(save)
    assert len(str(caught_save.value)) < 400 and "Move 1" in str(caught_save.value)


def test_option_messages_repeat_only_the_start_of_a_huge_value() -> None:
    with pytest.raises(games.InvalidOptionError) as caught:
        games.new_game("quinamid", variants="z" * 100_000)
    assert len(str(caught.value)) < 300
    with pytest.raises(games.InvalidSaveError) as caught_link:
        open_link("?game=" + "q" * 100_000)
    assert len(str(caught_link.value)) < 300


def test_cli_bad_input_is_one_short_escaped_line_and_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli(["replay", "quinque", "+0,0:a", "\x1b[31m" + "y" * 100_000]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and len(err) < 400 and "\x1b" not in err and "\\x1b" in err
    assert cli(["replay", "quinto", "--opt", "bag=" + DEEP]) == 2
    assert "too deeply" in capsys.readouterr().err
    assert cli(["replay", "quinque", *["pass"] * (QUINQUE_MAX_MOVES + 1)]) == 2
    assert "at most 10,000 moves" in capsys.readouterr().err
    assert cli(["replay", "quin\nque"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "quin\\nque" in err

"""Long adversarial text, up to the size limits, into every parser: refused in words, nothing changed.

Hypothesis builds text from long runs of what notation is made of (spaces,
digits, signs, commas, ``@``, separators, percent-encoded spaces and plus
signs) after a few nested prefixes (``+``, ``-``, ``9@``, ``+0,0:``...), up
to ``core.MAX_TEXT`` characters, and feeds it to each game's ``parse_move``
and ``play``, to share links (as a move, a list of moves, an option value)
and to saves (``games.load`` and ``Session.from_save``).  Each either works
or raises the typed error of its kind (InvalidMoveError, InvalidSaveError,
all ValueError), and a state that refused a move is unchanged.  There is no
deadline: the time of such input is what ``bench/bench_parse.py`` prints.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import games
from games import GameState, IllegalMoveError, InvalidMoveError, InvalidSaveError
from games.core import MAX_TEXT
from games.quinamid import moves as quinamid_moves
from games.quinque import moves as quinque_moves
from games.quinto import moves as quinto_moves
from games.ui.links import MAX_MOVE_CHARS, open_link
from games.ui.session import Session

NAMES = sorted(games.GAMES)
NOTATIONS = {"quinque": quinque_moves, "quinto": quinto_moves, "quinamid": quinamid_moves}
UNITS = [" ", "  ", "\t", "\n", "\u00a0", "0", "9", "1234567890", "-", "+", ",", "@", ":", ">", ";", "&", "=",
         "%20", "%2B", "%", ", ", " ,", "0,", "-1", "9@", "9@0,1 ", "+0,0:", "c4", "B<", "pass", "x"]
PREFIXES = ["+", "-", "--", "+-", "9@", "9@-", "+0,", "+0,0:", "0,0>", " ", "pass ", "B", "c"]
OPTION_NAMES = sorted({opt.name for spec in games.GAMES.values() for opt in spec.options})
ADVERSARIAL = settings(
    max_examples=40,
    deadline=None,  # no timed asserts: bench/bench_parse.py shows the time
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


@st.composite
def adversarial(draw: st.DrawFn, limit: int = MAX_TEXT) -> str:
    """Nested prefixes, then one to four runs of a unit, the whole at most ``limit`` characters."""
    text = "".join(draw(st.lists(st.sampled_from(PREFIXES), max_size=5)))
    for _ in range(draw(st.integers(1, 4))):
        unit = draw(st.sampled_from(UNITS))
        room = (limit - len(text)) // len(unit)
        count = draw(st.one_of(st.integers(0, min(room, 120)), st.integers(0, max(room, 0))))
        text += unit * count
    if draw(st.booleans()):
        text += draw(st.sampled_from(["x", "a", "0", ":a", ">1,1", " ", "@"]))
    return text[:limit]


def positions(name: str) -> list[GameState]:
    """The start and a position one move later (Quinto with a seed, so the rack is known)."""
    start = games.new_game(name, seed=5) if name == "quinto" else games.new_game(name)
    return [start, start.play(start.legal_moves()[0])]


def snapshot(state: GameState) -> tuple[object, ...]:
    return state.to_json(), state.to_move, state.history, state.winner, state.scores, state.is_over


@pytest.mark.parametrize("name", NAMES)
@ADVERSARIAL
@given(text=adversarial())
def test_parse_move_and_play_refuse_adversarial_text_in_words(name: str, text: str) -> None:
    module = NOTATIONS[name]
    for state in positions(name):
        before = snapshot(state)
        try:
            move = state.parse_move(text)
        except InvalidMoveError as err:
            assert len(str(err)) < 400
            if len(text) > module.MAX_NOTATION:
                assert err.msgid == module.TOO_LONG, "the bound comes before any other reading"
        else:
            assert len(text) <= module.MAX_NOTATION and state.parse_move(str(move)) == move
        with contextlib.suppress(InvalidMoveError, IllegalMoveError):
            state.play(text)
        assert snapshot(state) == before


def _open(query: str) -> None:
    try:
        open_link(query)
    except InvalidSaveError as err:
        assert len(str(err)) < 500


@pytest.mark.parametrize("name", NAMES)
@ADVERSARIAL
@given(move=adversarial(MAX_TEXT - 40), moves=st.lists(adversarial(MAX_MOVE_CHARS * 2), max_size=5))
def test_links_refuse_adversarial_moves_in_words(name: str, move: str, moves: list[str]) -> None:
    _open(f"?game={name}&moves={move}")
    _open(f"?game={name}&moves=" + ";".join(moves))
    _open(f"?game={name}&moves=" + ";".join([*moves, move])[: MAX_TEXT - 40])


@pytest.mark.parametrize("name", NAMES)
@ADVERSARIAL
@given(option=st.sampled_from([*OPTION_NAMES, "game", "moves", "zz"]), value=adversarial(MAX_TEXT - 40))
def test_links_refuse_adversarial_option_values_in_words(name: str, option: str, value: str) -> None:
    _open(f"?game={name}&{option}={value}")
    _open(f"?{option}={value}&game={name}")


def _load(load: Callable[[str], object], text: str) -> None:
    try:
        load(text)
    except InvalidSaveError as err:
        assert len(str(err)) < 500


@pytest.mark.parametrize("name", NAMES)
@ADVERSARIAL
@given(history=st.lists(adversarial(MAX_TEXT - 200), min_size=1, max_size=3),
       option=st.sampled_from(OPTION_NAMES), value=adversarial(1000))
def test_saves_refuse_adversarial_moves_and_options_in_words(
    name: str, history: list[str], option: str, value: str
) -> None:
    history = [m[: (MAX_TEXT - 200) // len(history)] for m in history]  # the whole save stays under MAX_TEXT
    for options in ({}, {option: value}):
        game = {"format": 1, "game": name, "options": options, "history": history}
        seats = [[f"P{i}", "human"] for i in range(2)]
        session = {"format": 1, "seats": seats, "cursor": len(history), "settings": {}, "game": game}
        _load(games.load, json.dumps(game))
        _load(Session.from_save, json.dumps(session))

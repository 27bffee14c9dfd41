"""Protocol conformance of every registered game, through the public API only.

Random legal playouts (hypothesis chooses the options and the moves) check:
every legal move applies; a finished game has no legal moves; ``str(move)``
round-trips through ``parse_move`` and ``play``; ``to_json``/``load``
round-trips; ``play`` never changes its input; bad notation raises
InvalidMoveError and a move legal elsewhere raises IllegalMoveError, both
leaving the state as it was; the history grows by one notation per move.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, reject, settings
from hypothesis import strategies as st

import games
from games import GameSpec, GameState, IllegalMoveError, InvalidMoveError, InvalidOptionError

GAME_NAMES = sorted(games.GAMES)
SLOW_PLAYOUTS = frozenset({"quinque", "quinto"})
MAX_PLIES = 400  # a playout stops here if the game has not ended
BAD_NOTATION = ["", "   ", "not a move", "@@@", "\x00", "pass pass pass", "9" * 40, "-,->", "(1, 2)"]

SETTINGS = settings(
    max_examples=15,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)


@st.composite
def option_values(draw: st.DrawFn, spec: GameSpec) -> dict[str, Any]:
    """Options from the spec: each is either left at its default or drawn in its range.

    A seed, when the game has one, is always given so a failure replays.
    Option kinds the suite cannot invent values for (lists, free text) keep
    their defaults.
    """
    out: dict[str, Any] = {}
    for opt in spec.options:
        if opt.name == "seed" and opt.kind == "int":
            out["seed"] = draw(st.integers(opt.minimum or 0, min(opt.maximum or 2**31, 2**31)))
        elif not draw(st.booleans()):
            continue
        elif opt.choices:
            out[opt.name] = draw(st.sampled_from(opt.choices))
        elif opt.kind == "bool":
            out[opt.name] = draw(st.booleans())
        elif opt.kind == "int" and opt.minimum is not None and opt.maximum is not None:
            out[opt.name] = draw(st.integers(opt.minimum, opt.maximum))
    return out


def start(name: str, data: st.DataObject) -> GameState:
    options = data.draw(option_values(games.GAMES[name]), label="options")
    try:
        return games.new_game(name, **options)
    except InvalidOptionError:
        reject()  # a combination the game refuses (checked by its own tests)


def legal_strings(state: GameState) -> list[str]:
    return [str(m) for m in state.legal_moves()]


def snapshot(state: GameState, moves: bool = True) -> tuple[Any, ...]:
    """What must not change when a move is tried on ``state`` (legal moves optional: slow in some games)."""
    summary = (state.to_json(), state.to_move, state.history, state.winner, state.scores, state.is_over)
    return (*summary, legal_strings(state)) if moves else summary


def check_bad_notation(state: GameState) -> None:
    before = snapshot(state)
    for text in BAD_NOTATION:
        with pytest.raises(InvalidMoveError):
            state.parse_move(text)
        with pytest.raises(InvalidMoveError):
            state.play(text)
    assert snapshot(state) == before


def check_illegal(state: GameState, seen: list[str], rng: random.Random) -> None:
    """Moves legal in earlier positions but not now must raise IllegalMoveError."""
    before = snapshot(state)
    now = set(before[-1])
    for text in rng.sample(seen, min(len(seen), 5)):
        if text in now:
            continue
        with pytest.raises(IllegalMoveError):
            state.play(text)
        with pytest.raises(IllegalMoveError):
            state.play(state.parse_move(text))
    assert snapshot(state) == before


def check_round_trip(state: GameState) -> None:
    loaded = games.load(state.to_json())
    assert type(loaded) is type(state)
    assert loaded.history == state.history and loaded.to_move == state.to_move
    assert dict(loaded.options) == dict(state.options)
    assert legal_strings(loaded) == legal_strings(state)
    assert (loaded.winner, loaded.scores, loaded.is_over) == (state.winner, state.scores, state.is_over)
    assert json.loads(loaded.to_json()) == json.loads(state.to_json())


def check_position(state: GameState, spec: GameSpec) -> list[str]:
    """Invariants of any position; returns its legal move notations."""
    strings = legal_strings(state)
    assert state.num_players >= spec.min_players and state.num_players <= spec.max_players
    assert len(state.scores) == state.num_players
    if state.is_over:
        assert state.to_move is None and strings == []
        assert state.winner is None or 0 <= state.winner < state.num_players
    else:
        assert state.to_move is not None and 0 <= state.to_move < state.num_players
        assert state.winner is None
        assert strings, "a game that is not over must offer a move (pass included)"
        assert len(set(strings)) == len(strings), "two legal moves share a notation"
    return strings


# Quinto's and Quinque's playouts take seconds (make quick plays Quinamid's, and any new game's).
@pytest.mark.parametrize(
    "name", [pytest.param(n, marks=pytest.mark.slow) if n in SLOW_PLAYOUTS else n for n in GAME_NAMES]
)
@SETTINGS
@given(data=st.data())
def test_random_playouts_follow_the_protocol(name: str, data: st.DataObject) -> None:
    spec = games.GAMES[name]
    state = start(name, data)
    rng = data.draw(st.randoms(use_true_random=False), label="rng")
    assert state.game_name == name and state.history == () and state.to_move == 0
    check_bad_notation(state)
    seen: list[str] = []
    middle = rng.randrange(1, 60)
    for ply in range(MAX_PLIES):
        strings = check_position(state, spec)
        if state.is_over:
            break
        full = ply % 5 == 0
        before = snapshot(state, moves=False) + ((strings,) if full else ())
        moves = state.legal_moves()
        if ply % 10 == 0:  # every legal move applies (a sample of them when there are many)
            for move in rng.sample(moves, min(len(moves), 40)):
                state.play(move)
        move = rng.choice(moves)
        text = str(move)
        parsed = state.parse_move(text)
        assert str(parsed) == text
        after = state.play(move)
        again = state.play(text)
        assert snapshot(state, moves=full) == before, "play() changed its input"
        assert after.history == (*state.history, text)
        assert again.to_json() == after.to_json() and again.to_move == after.to_move
        if ply % 10 == 5:
            assert legal_strings(again) == legal_strings(after)
            check_illegal(state, seen, rng)
        if ply == middle:
            check_round_trip(state)
        seen.extend(strings[:20])
        state = after
    check_round_trip(state)
    check_bad_notation(state)
    check_illegal(state, seen, rng)
    if state.is_over:
        assert state.legal_moves() == []
        for text in seen[:10]:
            with pytest.raises(IllegalMoveError):
                state.play(text)


@pytest.mark.parametrize("name", GAME_NAMES)
def test_new_game_defaults(name: str) -> None:
    spec = games.GAMES[name]
    assert spec.name == name
    options = {"seed": 1} if any(o.name == "seed" for o in spec.options) else {}
    state = games.new_game(name, **options)
    assert state.game_name == name and state.to_move == 0 and not state.is_over
    assert set(state.options) == {o.name for o in spec.options}
    check_round_trip(state)
    with pytest.raises(InvalidOptionError):
        games.new_game(name, no_such_option=1)


@pytest.mark.parametrize("name", GAME_NAMES)
def test_an_option_given_as_null_is_its_default(name: str) -> None:
    # A save or link may hold null for an option (hypothesis found a Quinto save
    # with "variant": null that crashed the pool instead of loading or failing in words).
    spec = games.GAMES[name]
    for option in spec.options:
        nulled = games.core.check_options(spec, {option.name: None})
        assert nulled == games.core.check_options(spec, {})
        save = {"format": 1, "game": name, "options": {option.name: None}, "history": []}
        state = games.load(json.dumps(save))
        assert state.game_name == name
        if option.name != "seed":  # a seed left out is drawn at random
            assert state.options[option.name] == option.default

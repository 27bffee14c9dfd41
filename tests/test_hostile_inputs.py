"""Saves and links are untrusted: whatever comes in, only the games' own errors come out.

Hypothesis feeds random nested JSON, random saves (well-formed envelopes with
random options and moves) and random link query strings to ``games.load``,
``Session.from_save`` and ``links.open_link``.  Each call either succeeds or
raises a :class:`games.GameError` (all ValueError subclasses with a sentence
for the player): never RecursionError, KeyError, TypeError, OverflowError...
The ``deadline`` keeps each call bounded (no timed asserts).
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable
from typing import Any
from urllib.parse import quote

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import games
from games import GameError
from games.ui.links import open_link
from games.ui.session import SEAT_KINDS, Session

NAMES = sorted(games.GAMES)
OPTION_NAMES = sorted({opt.name for spec in games.GAMES.values() for opt in spec.options})
SAMPLE_MOVES = ["+0,0:a", "+1,0:b", "pass", "0,0:d", "0,0>1,1", "9@0,-1", "5@1,0 5@2,0", "c4", "B<",
                "C+", "a1", "f6", "E-", "", " ", "+-1,0:c"]
HOSTILE = settings(
    max_examples=150,
    deadline=2000,  # ms per example: a call that replays or recurses for long fails
    suppress_health_check=[HealthCheck.too_slow],
)

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=20),
    lambda kids: st.lists(kids, max_size=6) | st.dictionaries(st.text(max_size=10), kids, max_size=6),
    max_leaves=40,
)
moves = st.lists(st.sampled_from(SAMPLE_MOVES) | st.text(max_size=12), max_size=12)
option_values = st.one_of(
    json_values,
    st.lists(st.integers(-3, 12), max_size=200),
    st.lists(st.lists(st.integers(-1, 2), max_size=3), max_size=5),
    st.sampled_from(["corner", "staggered", "abcde", "quinto", "plus", "small-fry"]),
    st.integers(-(2**70), 2**70),
)
saves = st.fixed_dictionaries(
    {
        "format": st.sampled_from([1, 1, 1, 2, "1", None]),
        "game": st.sampled_from(NAMES) | st.text(max_size=10),
        "options": st.dictionaries(st.sampled_from(OPTION_NAMES) | st.text(max_size=8), option_values,
                                   max_size=4),
        "history": moves,
    }
)


def only_game_errors(call: Callable[[], Any]) -> None:
    """Run ``call``: success and GameError are fine; anything else fails the test."""
    with contextlib.suppress(GameError):
        call()


@pytest.mark.slow
@HOSTILE
@given(st.one_of(json_values.map(json.dumps), st.text(max_size=200),
                 st.integers(0, 30_000).map(lambda n: "[" * n),
                 st.integers(0, 30_000).map(lambda n: '{"a":' * n)))
def test_any_text_as_a_save(text: str) -> None:
    only_game_errors(lambda: games.load(text))
    only_game_errors(lambda: Session.from_save(text))


@pytest.mark.slow
@HOSTILE
@given(saves)
def test_random_game_saves(save: dict[str, Any]) -> None:
    text = json.dumps(save)
    only_game_errors(lambda: games.load(text))


@pytest.mark.slow
@HOSTILE
@given(
    saves,
    st.lists(st.tuples(st.text(max_size=6), st.sampled_from([*SEAT_KINDS, "robot"])).map(list), max_size=5),
    st.integers(-2, 15) | json_values,
    st.dictionaries(st.text(max_size=5), json_values, max_size=3) | json_values,
)
def test_random_session_saves(game: dict[str, Any], seats: list[Any], cursor: Any, settings_: Any) -> None:
    text = json.dumps({"format": 1, "seats": seats, "cursor": cursor, "settings": settings_, "game": game})
    only_game_errors(lambda: Session.from_save(text))


def _link_value(value: Any) -> str:
    if isinstance(value, list):
        return ",".join(str(v) for v in value)
    return str(value)


link_parts = st.one_of(
    st.tuples(st.just("game"), st.sampled_from(NAMES) | st.text(max_size=8)),
    st.tuples(st.just("moves"), moves.map(lambda ms: ";".join(quote(m, safe="") for m in ms))),
    st.tuples(st.sampled_from(OPTION_NAMES) | st.text(max_size=6), option_values.map(_link_value)),
    st.tuples(st.sampled_from(["seed", "players", "bag", "start", "multile"]),
              st.text(alphabet="0123456789,-_٣３ +%", max_size=12)),
)


@pytest.mark.slow
@HOSTILE
@given(st.sampled_from(NAMES), st.lists(link_parts, max_size=5), st.booleans())
def test_random_links(name: str, parts: list[tuple[str, str]], raw: bool) -> None:
    fields = [("game", name), *parts]
    query = "?" + "&".join(f"{k}={v}" if raw else f"{quote(k)}={quote(v, safe=',;%')}" for k, v in fields)
    only_game_errors(lambda: open_link(query))


@HOSTILE
@given(st.text(max_size=300))
def test_any_text_as_a_link(query: str) -> None:
    only_game_errors(lambda: open_link(query))

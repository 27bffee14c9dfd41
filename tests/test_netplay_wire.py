"""The wire format: every kind round-trips, and parse() raises only WireError, whatever the text."""

from __future__ import annotations

import contextlib
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.netplay.wire import (
    GUEST_LIMIT,
    BadFieldError,
    BadJsonError,
    BadVersionError,
    Hello,
    Message,
    MoveApplied,
    MoveIntent,
    Ping,
    Pong,
    Refused,
    SeatPaused,
    SeatReassigned,
    SeatResumed,
    TooLargeError,
    UnknownKindError,
    Welcome,
    WireError,
    encode,
    parse,
)

EXAMPLES: list[Message] = [
    Hello("room-1", None, "tok"),
    Hello("room-1", 2, "tok"),
    Welcome("room-1", 1, "quinto", {"options": {"players": 3}, "pool": [0, 1]}, ("9@0,-1", "pass"), (1, 2, 3),
            ("host", "guest", "open"), {"to_move": 1, "scores": [5, 0, 0]}),
    MoveIntent(4, 1, "+1,0:b"),
    MoveApplied(4, 1, "+1,0:b", {"to_move": 1}, ()),
    Refused("out-of-turn", "netplay.refused.out_of_turn"),
    SeatPaused(2),
    SeatResumed(2),
    SeatReassigned(2, "computer"),
    Ping(7),
    Pong(7),
]


@pytest.mark.parametrize("message", EXAMPLES, ids=lambda m: m.kind)
def test_every_kind_round_trips(message: Message) -> None:
    assert parse(encode(message), 10**6) == message


@pytest.mark.parametrize(
    ("text", "error"),
    [
        ("", BadJsonError),
        ("null", BadJsonError),
        ('{"v": 1, "kind": "ping", "nonce": NaN}', BadJsonError),
        ('{"kind": "ping", "nonce": 1}', BadVersionError),
        ('{"v": true, "kind": "ping", "nonce": 1}', BadVersionError),
        ('{"v": 1, "kind": "nope"}', UnknownKindError),
        ('{"v": 1, "kind": ["ping"]}', UnknownKindError),
        ('{"v": 1, "kind": "ping"}', BadFieldError),
        ('{"v": 1, "kind": "ping", "nonce": 1.5}', BadFieldError),
        ('{"v": 1, "kind": "ping", "nonce": 1e400}', BadFieldError),
        ('{"v": 1, "kind": "hello", "room": "r", "seat": null, "token": ' + json.dumps("t" * 300) + "}",
         BadFieldError),
        ('{"v": 1, "kind": "ping", "nonce": 1, "also": 2}', BadFieldError),
        ('{"v": 1, "kind": "ping", "nonce": ' + "9" * 400 + "}", BadFieldError),
        (" " * (GUEST_LIMIT + 1), TooLargeError),
        ("[" * 5000, TooLargeError),
    ],
)
def test_bad_text_raises_a_typed_error(text: str, error: type[WireError]) -> None:
    with pytest.raises(error):
        parse(text)


def test_a_host_message_may_be_long_a_guest_message_may_not() -> None:
    welcome = Welcome("r", 0, "quinque", {"options": {}}, ("pass",) * 2000, (), ("guest", "host"), {})
    text = encode(welcome)
    assert len(text) > GUEST_LIMIT
    with pytest.raises(TooLargeError):
        parse(text)
    assert parse(text, 10**6) == welcome


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=12,
)
KINDS = st.sampled_from(["hello", "welcome", "intent", "applied", "refused", "paused", "ping", "x"])


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=300))
def test_any_text_parses_or_raises_wire_error(text: str) -> None:
    with contextlib.suppress(WireError):
        parse(text)


@settings(max_examples=400, deadline=None)
@given(KINDS, st.dictionaries(st.sampled_from(["room", "seat", "token", "number", "move", "setup", "moves",
                                               "private", "seats", "public", "game", "nonce", "reason",
                                               "key", "to", "player"]), JSON, max_size=9))
def test_any_object_parses_or_raises_wire_error(kind: str, fields: dict[str, object]) -> None:
    text = json.dumps({"v": 1, "kind": kind, **fields})
    try:
        message = parse(text, 10**6)
    except WireError:
        return
    assert parse(encode(message), 10**6) == message

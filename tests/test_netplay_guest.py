"""A guest trusts no host: whatever a welcome or a move announcement holds, the
guest either takes it or raises a typed error (NetplayError, WireError), and a
refused text leaves it as it was."""

from __future__ import annotations

import contextlib
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

import games
from games.netplay.errors import NetplayError
from games.netplay.guest import Guest
from games.netplay.host import Host
from games.netplay.wire import MoveApplied, Welcome, WireError, encode

SCALARS = st.none() | st.booleans() | st.integers(-3, 12) | st.text(max_size=6)
VALUES = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=6), max_leaves=10)
GAMES = st.sampled_from(["quinque", "quinto", "quinamid", "chess"])
NOTATIONS = ["pass", "+0,0:a", "9@0,-1", "5@1,0 0@2,0", "c4", "B<", "x", ""]
MOVES = st.lists(st.sampled_from(NOTATIONS), max_size=4)
OPTIONS = st.sampled_from(["players", "variant", "multile", "advanced", "seed", "start"])
PUBLIC_KEYS = st.sampled_from(["to_move", "scores", "moves", "pool", "racks", "penalties"])
PUBLIC = st.dictionaries(PUBLIC_KEYS, VALUES, max_size=6)
ANNOUNCED = st.sampled_from(["5@0,-1", "0@0,1", "pass", "x", "9@0,-1 1@0,-2"])


def _setup(draw: Any) -> dict[str, Any]:
    options = draw(st.dictionaries(OPTIONS, VALUES, max_size=4))
    return {"options": options, "pool": draw(st.lists(st.integers(-1, 10), max_size=40))}


@st.composite
def welcomes(draw: Any) -> Welcome:
    return Welcome(
        room="room", seat=draw(st.integers(-1, 4)), game=draw(GAMES), setup=_setup(draw),
        moves=tuple(draw(MOVES)), private=tuple(draw(st.lists(st.integers(-1, 10), max_size=6))),
        seats=tuple(draw(st.lists(st.sampled_from(["guest", "host", "open"]), max_size=4))),
        public=draw(PUBLIC),
    )


def _only_typed_errors(guest: Guest, text: str) -> None:
    with contextlib.suppress(NetplayError, WireError):
        guest.receive(text)


@settings(max_examples=300, deadline=None)
@given(welcomes())
def test_any_welcome_is_taken_or_refused_with_a_typed_error(welcome: Welcome) -> None:
    _only_typed_errors(Guest("room", "t"), encode(welcome))


@settings(max_examples=300, deadline=None)
@given(st.integers(-1, 3), st.integers(-1, 3), ANNOUNCED,
       PUBLIC, st.lists(st.integers(-1, 10), max_size=6))
def test_any_move_announcement_is_taken_or_refused(number: int, player: int, move: str,
                                                   public: dict[str, Any], private: list[int]) -> None:
    host = Host.new("room", games.new_game("quinto", players=2, seed=3), ["open", "host"]).connect("p")
    guest = Guest("room", "t")
    guest, _ = guest.receive(host.receive("p", guest.hello()).out[0].text)
    before = guest
    _only_typed_errors(guest, encode(MoveApplied(number, player, move, public, tuple(private))))
    assert guest == before

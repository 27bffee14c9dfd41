"""A peer that sends anything but a valid move intent of its own seat, in turn,
is refused, to that peer only, and the game and every seat stay as they were."""

from __future__ import annotations

import json
import random

import pytest

import games
from games.netplay.guest import Guest
from games.netplay.host import REASONS, Host
from games.netplay.wire import GUEST_LIMIT, Refused, parse
from games.ui.i18n import EN
from netplay_helpers import Table


def _table() -> Table:
    game = games.new_game("quinto", players=3, seed=5)
    table = Table(Host.new("room", game, ["open", "open", "host"]))
    table.join("ann", Guest("room", "token-ann"))  # seat 0, to move
    table.join("bob", Guest("room", "token-bob"))  # seat 1
    return table


def _intent(number: int, seat: int, move: str) -> str:
    return json.dumps({"v": 1, "kind": "intent", "number": number, "seat": seat, "move": move})


def _legal(table: Table) -> str:
    return str(table.host.game.legal_moves()[0])


HOSTILE = {
    "not json": ("ann", lambda t: "{nope", "bad-json"),
    "not an object": ("ann", lambda t: "[1, 2]", "bad-json"),
    "unknown kind": ("ann", lambda t: '{"v": 1, "kind": "takeover"}', "unknown-kind"),
    "wrong version": ("ann", lambda t: _intent(0, 0, _legal(t)).replace('"v": 1', '"v": 9'), "bad-version"),
    "missing field": ("ann", lambda t: '{"v": 1, "kind": "intent", "number": 0, "seat": 0}', "bad-field"),
    "ill-typed field": ("ann", lambda t: _intent(0, 0, _legal(t)).replace('"seat": 0', '"seat": "0"'),
                        "bad-field"),
    "bool as number": ("ann", lambda t: _intent(0, 0, _legal(t)).replace('"seat": 0', '"seat": false'),
                       "bad-field"),
    "extra field": ("ann", lambda t: _intent(0, 0, _legal(t))[:-1] + ', "racks": 1}', "bad-field"),
    "too large": ("ann", lambda t: _intent(0, 0, "x" * GUEST_LIMIT), "too-large"),
    "deep nesting": ("ann", lambda t: "[" * 50 + "]" * 50, "too-large"),
    "out of turn": ("bob", lambda t: _intent(0, 1, _legal(t)), "out-of-turn"),
    "wrong seat": ("bob", lambda t: _intent(0, 0, _legal(t)), "wrong-seat"),
    "stale": ("ann", lambda t: _intent(3, 0, _legal(t)), "stale"),
    "illegal move": ("ann", lambda t: _intent(0, 0, "9@5,5"), "illegal"),
    "not a move": ("ann", lambda t: _intent(0, 0, "take all tiles"), "illegal"),
    "host's message": ("ann", lambda t: '{"v": 1, "kind": "paused", "seat": 1}', "unexpected"),
    "unknown peer": ("mallory", lambda t: _intent(0, 0, _legal(t)), "unknown-peer"),
    "another room": ("ann", lambda t: json.dumps({"v": 1, "kind": "hello", "room": "other", "seat": None,
                                                  "token": "token-ann"}), "wrong-room"),
    "taken seat": ("carol", lambda t: json.dumps({"v": 1, "kind": "hello", "room": "room", "seat": 1,
                                                  "token": "token-carol"}), "seat-taken"),
    "second seat": ("bob", lambda t: json.dumps({"v": 1, "kind": "hello", "room": "room", "seat": None,
                                                 "token": "token-ann"}), "wrong-seat"),
    "empty token": ("carol", lambda t: json.dumps({"v": 1, "kind": "hello", "room": "room", "seat": None,
                                                   "token": ""}), "bad-field"),
    "not seated": ("carol", lambda t: _intent(0, 0, _legal(t)), "not-seated"),
}


@pytest.mark.parametrize("case", sorted(HOSTILE))
def test_hostile_text_is_refused_and_changes_nothing(case: str) -> None:
    peer, make, reason = HOSTILE[case]
    table = _table()
    if peer == "carol":
        table.host = table.host.connect("carol")
    before = table.host
    step = table.host.receive(peer, make(table))
    assert step.host == before
    assert step.host.game is before.game
    assert len(step.out) == 1 and step.out[0].peer == peer
    refused = parse(step.out[0].text, 10**6)
    assert refused == Refused(reason, REASONS[reason])


def test_a_move_after_the_end_is_refused() -> None:
    game = games.new_game("quinque")
    table = Table(Host.new("room", game, ["open", "host"]))
    table.join("ann", Guest("room", "t"))
    over = Host(table.host.room, games.load(_finished_quinque()), table.host.seats, table.host.views,
                table.host.peers)
    step = over.receive("ann", _intent(len(over.game.history), 0, "pass"))
    assert parse(step.out[0].text) == Refused("game-over", REASONS["game-over"])


def _finished_quinque() -> str:
    state = games.new_game("quinque")
    rng = random.Random(1)
    while not state.is_over:
        state = state.play(rng.choice(state.legal_moves()))
    return state.to_json()


def test_every_refusal_key_is_in_the_catalog() -> None:
    for key in set(REASONS.values()):
        assert key in EN, key

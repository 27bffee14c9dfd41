"""Dropped devices, rejoining guests, seats given away, a page that reloads, and desyncs caught."""

from __future__ import annotations

import dataclasses
import random

import pytest

import games
from games.netplay.errors import DesyncError, SeatError, SetupError
from games.netplay.guest import Guest, new_token
from games.netplay.host import Host
from games.netplay.wire import MoveApplied, SeatPaused, SeatReassigned, SeatResumed, Welcome, encode, parse
from netplay_helpers import Table, random_move


def _quinto_table(seed: int = 8) -> Table:
    table = Table(Host.new("room", games.new_game("quinto", players=3, seed=seed), ["open", "open", "host"]))
    table.join("ann", Guest("room", "token-ann"))
    table.join("bob", Guest("room", "token-bob"))
    return table


def test_a_dropped_guest_pauses_its_seat_for_everyone() -> None:
    table = _quinto_table()
    step = table.deliver(table.host.drop("ann"))
    assert table.host.seat_words() == ("paused", "guest", "host")
    assert [(o.peer, o.message) for o in step.out] == [("bob", SeatPaused(0))]
    assert table.guests["bob"].seats == ("paused", "guest", "host")
    # its turn waits: the host cannot play it, and a text from the old channel is refused
    with pytest.raises(SeatError):
        table.host.play_local(str(table.host.game.legal_moves()[0]))
    assert parse(table.host.receive("ann", table.guests["ann"].hello()).out[0].text).kind == "refused"


def test_a_guest_rejoins_by_token_and_gets_the_game_as_it_stands() -> None:
    rng = random.Random(3)
    table = _quinto_table()
    for _ in range(4):
        table.play(random_move(table.host.game, rng))
    table.deliver(table.host.drop("bob"))
    for _ in range(2):  # bob's seat is 1: ann (0) and the host (2) may still move before its turn
        if table.host.game.to_move != 1:
            table.play(random_move(table.host.game, rng))
    # the page reloads: it remembers room, seat and token, and nothing else
    page = Guest.remember(table.guests["bob"].memory())
    assert page == Guest("room", "token-bob", 1)
    table.guests["bob2"] = page
    table.host = table.host.connect("bob2")
    step = table.deliver(table.host.receive("bob2", page.hello()))
    welcome = step.out[0].message
    assert isinstance(welcome, Welcome) and welcome.moves == table.host.game.history
    assert ("ann", SeatResumed(1)) in [(o.peer, o.message) for o in step.out]
    assert table.host.seat_words() == ("guest", "guest", "host")
    replica = table.guests["bob2"].game
    assert replica is not None and replica.history == table.host.game.history
    assert replica.racks[1] == table.host.game.racks[1]  # type: ignore[attr-defined]
    while table.host.game.to_move != 1:
        table.play(random_move(table.host.game, rng))
    table.play(random_move(table.host.game, rng))  # through bob2's intent
    assert table.guests["bob2"].game.history == table.host.game.history  # type: ignore[union-attr]


def test_a_hello_said_again_gets_the_same_welcome_and_changes_nothing() -> None:
    """The page says hello again until the host answers (a first one can be lost)."""
    table = _quinto_table()
    table.play(random_move(table.host.game, random.Random(5)))
    before = table.host
    first = table.deliver(table.host.receive("bob", table.guests["bob"].hello()))
    again = table.deliver(table.host.receive("bob", table.guests["bob"].hello()))
    assert table.host == before
    assert [(o.peer, o.message) for o in first.out] == [(o.peer, o.message) for o in again.out]
    assert len(first.out) == 1 and isinstance(first.out[0].message, Welcome) and first.out[0].peer == "bob"


@pytest.mark.parametrize("to", ["host", "computer", "open"])
def test_the_host_gives_a_paused_seat_away(to: str) -> None:
    table = _quinto_table()
    table.deliver(table.host.drop("ann"))
    step = table.deliver(table.host.reassign(0, to))
    assert table.host.seat_words()[0] == to
    assert [(o.peer, o.message) for o in step.out] == [("bob", SeatReassigned(0, to))]
    assert table.guests["bob"].seats[0] == to
    # the old token no longer holds the seat: given away, it is taken; open, anyone may take it
    table.host = table.host.connect("ann-again")
    answer = parse(table.host.receive("ann-again", Guest("room", "token-ann", 0).hello()).out[0].text)
    assert answer.kind == ("welcome" if to == "open" else "refused")
    if to != "open":
        assert answer == parse(encode(answer)) and getattr(answer, "reason", "") == "seat-taken"
        table.play(str(table.host.game.legal_moves()[0]))  # the host's device plays it now
        assert len(table.host.game.history) == 1


def test_only_a_paused_or_open_seat_can_be_given_away() -> None:
    table = _quinto_table()
    with pytest.raises(SeatError):
        table.host.reassign(1, "computer")
    with pytest.raises(SeatError):
        table.host.reassign(2, "computer")  # the host's own seat: only opened for a device
    with pytest.raises(SeatError):
        table.host.reassign(5, "open")


def test_a_seat_on_the_host_opens_for_a_device_and_a_new_guest_takes_it() -> None:
    table = _quinto_table()
    step = table.deliver(table.host.reassign(2, "open"))
    assert table.host.seat_words() == ("guest", "guest", "open")
    assert [(o.peer, o.message) for o in step.out] == [
        ("ann", SeatReassigned(2, "open")), ("bob", SeatReassigned(2, "open"))
    ]
    table.join("cat", Guest("room", "token-cat"))
    assert table.host.seat_words() == ("guest", "guest", "guest") and table.guests["cat"].seat == 2


def test_a_host_reload_keeps_seats_and_tokens_and_pauses_every_guest() -> None:
    table = _quinto_table()
    table.play(random_move(table.host.game, random.Random(1)))
    back = Host.from_json(table.host.to_json())
    assert back.seat_words() == ("paused", "paused", "host")
    assert back.game.to_json() == table.host.game.to_json()
    back = back.connect("p")
    step = back.receive("p", Guest("room", "token-bob").hello())
    assert isinstance(step.out[0].message, Welcome) and step.out[0].message.seat == 1


def _applied_for_ann(table: Table, rng: random.Random) -> MoveApplied:
    step = table.host.play_local(random_move(table.host.game, rng)) if table.host.game.to_move == 2 else None
    assert step is not None
    message = next(o.message for o in step.out if o.peer == "ann")
    assert isinstance(message, MoveApplied)
    return message


@pytest.mark.parametrize("tamper", ["move", "scores", "rack", "turn", "number", "pool"])
def test_a_guest_detects_a_desync_and_stays_as_it_was(tamper: str) -> None:
    rng = random.Random(5)
    table = Table(Host.new("room", games.new_game("quinto", players=3, seed=8), ["open", "host", "host"]))
    table.join("ann", Guest("room", "token-ann"))
    while table.host.game.to_move != 2:
        table.play(random_move(table.host.game, rng))
    message = _applied_for_ann(table, rng)
    other = str(table.host.game.legal_moves()[-1])
    changes = {
        "move": {"move": other},
        "scores": {"public": {**message.public, "scores": [s + 1 for s in message.public["scores"]]}},
        "rack": {"private": (*message.private[:-1], (message.private[-1] + 1) % 10)},
        "turn": {"player": 0},
        "number": {"number": message.number + 1},
        "pool": {"public": {**message.public, "pool": message.public["pool"] + 1}},
    }
    bad = dataclasses.replace(message, **changes[tamper])  # type: ignore[arg-type]
    guest = table.guests["ann"]
    with pytest.raises(DesyncError):
        guest.receive(encode(bad))
    assert table.guests["ann"] is guest
    good, _ = guest.receive(encode(message))
    assert good.game is not None and len(good.game.history) == message.number + 1


def test_a_quinque_guest_detects_a_move_its_rules_refuse() -> None:
    table = Table(Host.new("room", games.new_game("quinque"), ["host", "open"]))
    table.join("g", Guest("room", new_token()))
    step = table.host.play_local("+0,0:a")
    message = step.out[0].message
    assert isinstance(message, MoveApplied)
    with pytest.raises(DesyncError):
        table.guests["g"].receive(encode(dataclasses.replace(message, move="+5,5:a")))


@pytest.mark.parametrize("text", ["", "{}", '{"room": "r", "game": "x", "seats": []}', "[" * 100,
                                  '{"room": 1, "game": "{}", "seats": 3}'])
def test_a_damaged_host_save_is_a_setup_error(text: str) -> None:
    with pytest.raises(SetupError):
        Host.from_json(text)


def test_a_host_save_with_an_unknown_seat_state_is_refused() -> None:
    table = _quinto_table()
    saved = table.host.to_json().replace('"state":"host"', '"state":"guest"')
    with pytest.raises(SetupError):
        Host.from_json(saved)

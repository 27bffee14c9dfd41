"""Whole games across devices: each guest's replay equals the host's game after every move."""

from __future__ import annotations

import random

import pytest

import games
from games.core import GAMES
from games.netplay.guest import Guest, new_token
from games.netplay.host import Host
from games.netplay.lookup import VIEWS
from games.netplay.wire import MoveApplied, parse
from games.quinto.pool import full_pool
from netplay_helpers import Table, random_move


def test_every_registered_game_says_what_its_seats_may_see() -> None:
    assert set(VIEWS) == set(GAMES)


@pytest.mark.parametrize("seed", [1, 2])
def test_quinque_host_and_one_guest_play_to_the_end(seed: int) -> None:
    rng = random.Random(seed)
    table = Table(Host.new("room-q", games.new_game("quinque"), ["host", "open"]))
    table.join("phone", Guest("room-q", new_token()))
    assert table.host.seat_words() == ("host", "guest")
    for _ in range(2000):
        if table.host.game.is_over:
            break
        step = table.play(random_move(table.host.game, rng))
        assert len(step.out) == 1  # the move, to the one guest
        replica = table.guests["phone"].game
        assert replica is not None
        assert replica.to_json() == table.host.game.to_json()
    assert table.host.game.is_over


@pytest.mark.parametrize("seed", [3, 4])
def test_quinamid_guest_replays_every_move(seed: int) -> None:
    rng = random.Random(seed)
    table = Table(Host.new("room-m", games.new_game("quinamid", advanced=True), ["open", "computer"]))
    table.join("tablet", Guest("room-m", new_token()))
    for _ in range(60):
        if table.host.game.is_over:
            break
        table.play(random_move(table.host.game, rng))
        replica = table.guests["tablet"].game
        assert replica is not None and replica.to_json() == table.host.game.to_json()


def _public(state: games.quinto.QuintoState) -> tuple[object, ...]:
    board = sorted(state.board.items())
    return (state.history, board, state.to_move, state.pool_count, [len(r) for r in state.racks],
            [sum(r.score for r in state.play_scores if r.player == p) for p in range(state.num_players)])


@pytest.mark.parametrize("seed", [11, 12, 13])
def test_quinto_three_seats_host_and_two_guests(seed: int) -> None:
    rng = random.Random(seed)
    host_game = games.new_game("quinto", players=3, seed=seed)
    table = Table(Host.new("room-t", host_game, ["host", "open", "open"]))
    table.join("ann", Guest("room-t", new_token(), seat=1))
    table.join("bob", Guest("room-t", new_token()))
    assert table.host.seat_words() == ("host", "guest", "guest")
    moves = 0
    while not table.host.game.is_over and moves < 200:
        table.play(random_move(table.host.game, rng))
        moves += 1
        real = table.host.game
        assert isinstance(real, games.quinto.QuintoState)
        for peer in ("ann", "bob"):
            guest = table.guests[peer]
            assert guest.game is not None and guest.seat is not None
            replica = guest.game
            assert isinstance(replica, games.quinto.QuintoState)
            assert _public(replica) == _public(real)
            assert replica.racks[guest.seat] == real.racks[guest.seat]
        last = [parse(t, 10**6) for t in table.inbox["ann"]][-1]
        assert isinstance(last, MoveApplied) and last.public["scores"] == list(real.scores)
    assert table.host.game.is_over or moves >= 30


def test_quinto_end_game_passes_replay_on_the_guests() -> None:
    """A pass is legal only without a play, so each guest's stand-in racks must
    fit it.  Fifteen tiles for three players: the pool is empty from the start,
    as it is at the end of a game, where passes happen."""
    found = 0
    for seed in range(30):
        rng = random.Random(seed)
        bag = [rng.choice([1, 2, 3, 4, 6, 7, 8, 9, 9, 9]) for _ in range(15)]
        game = games.new_game("quinto", players=3, bag=bag)
        table = Table(Host.new("r", game, ["open", "open", "host"]))
        table.join("a", Guest("r", new_token()))
        table.join("b", Guest("r", new_token()))
        while not table.host.game.is_over:
            table.play(random_move(table.host.game, rng))
            for guest in table.guests.values():
                assert guest.game is not None and guest.game.history == table.host.game.history
                assert guest.game.scores == table.host.game.scores or guest.game.is_over
        found += "pass" in table.host.game.history
    assert found >= 3


@pytest.mark.parametrize(("seed", "nines_in_pool"), [(0, True), (2, True), (1, False)])
def test_quinto_pass_while_the_pool_holds_tiles_replays_on_the_guests(seed: int, nines_in_pool: bool) -> None:
    """The first player starts with five 9s and must pass (no 9 fits beside the 5);
    the tiles they lay later were partly drawn after that pass, so a guest's
    stand-in draws must keep them off the rack they passed with."""
    pool = full_pool()
    for _ in range(10):
        pool.remove(9)
    rest = pool[:]
    random.Random(seed).shuffle(rest)
    bag = [9] * 5 + rest[:10] + ([9] * 5 + rest[10:] if nines_in_pool else [*rest[10:], *[9] * 5])
    table = Table(Host.new("r", games.new_game("quinto", players=3, bag=bag), ["host", "open", "open"]))
    table.join("a", Guest("r", new_token()))
    table.join("b", Guest("r", new_token()))
    rng = random.Random(1)
    while not table.host.game.is_over:
        table.play(random_move(table.host.game, rng))
        for guest in table.guests.values():
            assert guest.game is not None and guest.game.history == table.host.game.history
    assert table.host.game.history[0] == "pass"

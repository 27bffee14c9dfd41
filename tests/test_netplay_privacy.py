"""A Quinto guest is never told another player's tile or the bag's order.

Two checks, each shown able to fail on a deliberately leaky view:

* every text a guest received is scanned for another player's rack (as the
  JSON list it would be written as, in its order or sorted);
* indistinguishability: the welcome a seat gets from the real game equals the
  one it gets from ``state.resample(seat)``, a game that differs in exactly
  what that seat must not know (other racks, the pool's order).  Any leak of
  those makes the two texts differ.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import games
from games.core import GameState
from games.netplay.guest import Guest, new_token
from games.netplay.host import Host
from games.netplay.quinto_views import QuintoViews
from games.quinto import SPEC, QuintoState
from games.quinto.pool import make_setup
from netplay_helpers import Table, random_move


class LeakyViews(QuintoViews):
    """A broken view that puts every rack in the public state."""

    def public(self, state: GameState) -> dict[str, Any]:
        assert isinstance(state, QuintoState)
        return {**super().public(state), "all": [list(r) for r in state.racks]}


class OrderLeak(QuintoViews):
    """A broken view that sends the pool in draw order instead of sorted."""

    def setup(self, state: GameState) -> dict[str, Any]:
        return {**super().setup(state), "pool": list(make_setup(SPEC, state.options).bag)}


def leaks(table: Table, seat_of: dict[str, int]) -> list[str]:
    """Texts in which a guest could read another player's rack as it was then."""
    found = []
    for peer, texts in table.inbox.items():
        seat = seat_of[peer]
        for text, state in zip(texts, table.states[peer], strict=True):  # type: ignore[attr-defined]
            for other, rack in enumerate(state.racks):
                if other == seat or len(rack) < 2:
                    continue
                for shown in (list(rack), sorted(rack)):
                    if json.dumps(shown, separators=(",", ":")) in text:
                        found.append(f"{peer} saw seat {other}'s rack {shown}")
    return found


def _scan(views: QuintoViews, seed: int) -> list[str]:
    rng = random.Random(seed)
    table = Table(Host.new("room", games.new_game("quinto", players=3, seed=seed), ["host", "open", "open"],
                           views=views))
    states: dict[str, list[QuintoState]] = {"ann": [], "bob": []}

    def note() -> None:
        for peer in states:
            while len(states[peer]) < len(table.inbox.get(peer, [])):
                assert isinstance(table.host.game, QuintoState)
                states[peer].append(table.host.game)

    table.join("ann", Guest("room", new_token()))
    note()
    table.join("bob", Guest("room", new_token()))
    note()
    for _ in range(30):
        if table.host.game.is_over:
            break
        table.play(random_move(table.host.game, rng))
        note()
    table.states = states  # type: ignore[attr-defined]
    return leaks(table, {"ann": 1, "bob": 2})


@pytest.mark.parametrize("seed", [21, 22])
def test_no_guest_text_shows_another_rack(seed: int) -> None:
    assert _scan(QuintoViews(), seed) == []


def test_the_scan_catches_a_leaky_view() -> None:
    assert _scan(LeakyViews(), 21)


def _welcomes_agree(views: QuintoViews, seed: int) -> bool:
    rng = random.Random(seed)
    state: GameState = games.new_game("quinto", players=3, seed=seed)
    for _ in range(25):
        if state.is_over:
            break
        for seat in range(3):
            other = state.resample(seat, random.Random(seed + seat))
            real = Host.new("r", state, ["host", "open", "open"], views=views).welcome(seat)
            fake = Host.new("r", other, ["host", "open", "open"], views=views).welcome(seat)
            if real != fake:
                return False
        state = state.play(random_move(state, rng))
    return True


@pytest.mark.parametrize("seed", [31, 32])
def test_a_seat_is_told_nothing_it_may_not_know(seed: int) -> None:
    assert _welcomes_agree(QuintoViews(), seed)


@pytest.mark.parametrize("views", [LeakyViews(), OrderLeak()])
def test_indistinguishability_catches_leaks(views: QuintoViews) -> None:
    assert not _welcomes_agree(views, 31)

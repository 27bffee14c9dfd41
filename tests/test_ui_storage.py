"""Saving when the browser refuses storage, when it is full, and across tabs."""

from __future__ import annotations

import pytest

from games.ui.controller import Controller
from games.ui.session import Seat
from games.ui.storage import (
    BACKUP_PREFIX,
    FULL,
    LAST_GAME,
    SAVE_PREFIX,
    SAVING,
    TAB_ONLY,
    MemoryStorage,
    SaveStore,
    StorageRefused,
)

SEATS = (Seat("Ann"), Seat("Bob"))


def start(c: Controller, game: str = "quinamid") -> None:
    assert c.start(game, {}, SEATS) is None


class RefusingStorage(MemoryStorage):
    """Storage that starts refusing (as a browser may when site data is cleared/blocked)."""

    def __init__(self) -> None:
        super().__init__()
        self.refuse = False

    def getItem(self, key: str) -> str | None:
        if self.refuse:
            raise StorageRefused("SecurityError")
        return super().getItem(key)

    def setItem(self, key: str, value: str) -> None:
        if self.refuse:
            raise StorageRefused("SecurityError")
        super().setItem(key, value)


# --- refused ------------------------------------------------------------------------------


def test_refused_storage_keeps_the_game_in_this_tab_and_says_so() -> None:
    c = Controller(None)
    assert c.saves.storage_status == TAB_ONLY
    start(c)
    assert "lost when the tab closes" in c.message  # said once, at the first save
    assert c.play("c3")
    assert c.message == ""
    assert c.panel().storage == TAB_ONLY  # and shown as long as it holds
    # In this tab the game is still there (back to the menu and resume).
    assert c.saves.resume("quinamid")
    assert c.session is not None and c.session.state.history == ("c3",)


def test_storage_refused_midway_drops_no_move() -> None:
    backend = RefusingStorage()
    c = Controller(backend)
    start(c)
    c.play("c3")
    backend.refuse = True
    assert c.play("d4")
    assert c.saves.storage_status == TAB_ONLY
    assert c.saves.saved("quinamid") is not None
    assert c.saves.saved("quinamid").state.history == ("c3", "d4")  # type: ignore[union-attr]


# --- full -----------------------------------------------------------------------------------


def test_full_storage_before_load_still_offers_the_saved_game() -> None:
    backend = MemoryStorage()
    c = Controller(backend)
    start(c)
    c.play("c3")
    backend.quota = 0  # full from now on, but what is there can be read
    fresh = Controller(backend)
    saved = fresh.saves.saved("quinamid")
    assert saved is not None and saved.state.history == ("c3",)
    assert fresh.saves.resume_last()


def test_full_storage_during_play_keeps_every_move_and_says_it_cannot_save() -> None:
    backend = MemoryStorage()
    c = Controller(backend)
    start(c)
    saved_text = backend.items[SAVE_PREFIX + "quinamid"]
    backend.quota = sum(len(k) + len(v) for k, v in backend.items.items())  # exactly full
    assert c.play("c3")
    assert c.saves.storage_status == FULL
    assert c.panel().storage == FULL
    assert "cannot be saved" in c.announcements[-1]
    assert backend.items[SAVE_PREFIX + "quinamid"] == saved_text  # nothing half-written
    assert c.play("d4")
    assert c.session is not None and c.session.state.history == ("c3", "d4")
    assert c.saves.saved("quinamid").state.history == ("c3", "d4")  # type: ignore[union-attr]


def test_free_space_removes_finished_games_and_copies_then_saves() -> None:
    backend = MemoryStorage()
    backend.items[BACKUP_PREFIX + "quinto"] = "x" * 500
    backend.items["someone-else"] = "y" * 100
    c = Controller(backend)
    start(c, "quinque")
    c.play("+0,0:a")
    start(c)
    backend.quota = sum(len(k) + len(v) for k, v in backend.items.items())
    c.play("c3")
    assert c.saves.storage_status == FULL
    removed = c.saves.free_space()
    assert removed == 1  # the spare copy; the Quinque game in progress stays
    assert SAVE_PREFIX + "quinque" in backend.items
    assert "someone-else" in backend.items
    assert c.saves.storage_status == SAVING
    assert Controller(backend).saves.saved("quinamid").state.history == ("c3",)  # type: ignore[union-attr]


def test_free_space_that_is_not_enough_says_so() -> None:
    backend = MemoryStorage()
    c = Controller(backend)
    start(c)
    backend.items["someone-else"] = "y" * 100
    backend.quota = sum(len(k) + len(v) for k, v in backend.items.items())
    c.play("c3")
    c.saves.free_space()
    assert c.saves.storage_status == FULL
    assert "still full" in c.message


# --- several tabs ------------------------------------------------------------------------


def test_a_tab_never_overwrites_another_tabs_save_without_keeping_a_copy() -> None:
    backend = MemoryStorage()
    a, b = Controller(backend), Controller(backend)
    start(a)
    a.play("c3")
    assert b.saves.resume("quinamid")
    b.play("d4")  # tab B moves on
    a.play("a1")  # tab A plays its own line from the older position
    assert backend.items[SAVE_PREFIX + "quinamid"]  # A's game
    assert a.saves.saved("quinamid").state.history == ("c3", "a1")  # type: ignore[union-attr]
    other = a.saves.other_copy("quinamid")
    assert other is not None and other.state.history == ("c3", "d4")


def test_storage_event_offers_the_newer_game_and_loading_it_keeps_ours_as_a_copy() -> None:
    backend = MemoryStorage()
    a, b = Controller(backend), Controller(backend)
    start(a)
    assert b.saves.resume("quinamid")
    b.play("d4")
    a.saves.storage_changed(SAVE_PREFIX + "quinamid", backend.items[SAVE_PREFIX + "quinamid"])
    assert a.saves.conflict and a.panel().conflict
    a.saves.resolve_conflict(load_other=True)
    assert not a.saves.conflict
    assert a.session is not None and a.session.state.history == ("d4",)
    assert a.saves.other_copy("quinamid") is not None
    assert a.saves.other_copy("quinamid").state.history == ()  # type: ignore[union-attr]
    # A plays on from the loaded game: no new copy is needed.
    backup = backend.items[BACKUP_PREFIX + "quinamid"]
    a.play("a1")
    assert backend.items[BACKUP_PREFIX + "quinamid"] == backup


def test_keeping_this_tabs_game_keeps_the_other_as_a_copy() -> None:
    backend = MemoryStorage()
    a, b = Controller(backend), Controller(backend)
    start(a)
    a.play("c3")
    assert b.saves.resume("quinamid")
    b.play("d4")
    a.saves.storage_changed(SAVE_PREFIX + "quinamid", backend.items[SAVE_PREFIX + "quinamid"])
    a.saves.resolve_conflict(load_other=False)
    assert Controller(backend).saves.saved("quinamid").state.history == ("c3",)  # type: ignore[union-attr]
    assert a.saves.other_copy("quinamid").state.history == ("c3", "d4")  # type: ignore[union-attr]


def test_storage_events_for_other_keys_or_our_own_write_are_ignored() -> None:
    backend = MemoryStorage()
    a = Controller(backend)
    start(a)
    a.saves.storage_changed(SAVE_PREFIX + "quinque", "{}")
    a.saves.storage_changed(LAST_GAME, "quinto")
    a.saves.storage_changed(None, None)  # storage cleared elsewhere
    a.saves.storage_changed(SAVE_PREFIX + "quinamid", backend.items[SAVE_PREFIX + "quinamid"])
    assert not a.saves.conflict


def test_opening_the_other_copy_swaps_it_with_the_save() -> None:
    backend = MemoryStorage()
    a, b = Controller(backend), Controller(backend)
    start(a)
    assert b.saves.resume("quinamid")
    b.play("d4")
    a.play("a1")
    assert a.saves.open_other_copy("quinamid")
    assert a.session is not None and a.session.state.history == ("d4",)
    assert a.saves.other_copy("quinamid").state.history == ("a1",)  # type: ignore[union-attr]


@pytest.mark.parametrize("backend", [None, MemoryStorage()])
def test_save_store_reads_back_what_it_was_given(backend: MemoryStorage | None) -> None:
    store = SaveStore(backend)
    store.set("quintet.save.x", "1")
    assert store.get("quintet.save.x") == "1"
    store.remove("quintet.save.x")
    assert store.get("quintet.save.x") is None

"""Games far longer than any at a table: they open, play and close without the
page doing work in proportion to their length at any one time.

A tampered or hostile save or link may hold up to a game's ``max_moves``
(10,000).  Opening one replays it once, a slice at a time (games.ui.jobs);
nothing afterwards (undo checks, the move log, the start screen) replays it
all again.  Work is counted in moves played through the rules, not in time.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest

import games
from games.core import GameState
from games.ui import policy
from games.ui.controller import Controller
from games.ui.jobs import SLICE, finish
from games.ui.session import SNAPSHOT_EVERY, Seat, Session, peek_save
from games.ui.storage import ASIDE_PREFIX, LAST_GAME, OPENING, SAVE_PREFIX, MemoryStorage
from long_games import long_game, save_of

LONGEST = games.GAMES["quinque"].max_moves


@pytest.fixture(scope="module")
def longest() -> GameState:
    """A legal Quinque game of 10,000 moves, the most a save or link may hold."""
    return long_game("quinque", LONGEST)


@contextmanager
def counting_plays() -> Iterator[list[int]]:
    """Count the moves played through the rules (every game's ``play``) meanwhile."""
    count = [0]
    real = GameState.play

    def play(self: GameState, move: object) -> GameState:
        count[0] += 1
        return real(self, move)  # type: ignore[arg-type]

    GameState.play = play  # type: ignore[method-assign]
    try:
        yield count
    finally:
        GameState.play = real  # type: ignore[method-assign]


def controller_with(save: str) -> Controller:
    store = MemoryStorage()
    store.setItem(SAVE_PREFIX + "quinque", save)
    store.setItem(LAST_GAME, "quinque")
    return Controller(store)


@pytest.mark.slow
def test_a_save_with_its_cursor_far_back_checks_undo_near_the_cursor(longest: GameState) -> None:
    """The crafted save that stopped the app from starting: 10,000 moves, the cursor at
    move 3, take-backs within the turn.  The undo check looked at every move from the
    cursor to the end (replaying 9,997 of them, and the structure they left overflowed
    Pyodide's stack when freed); two people's moves right after the cursor decide it."""
    c = controller_with(save_of(longest, cursor=3, takeback="turn"))
    assert c.saves.resume_last() and c.session is not None and c.session.cursor == 3
    with counting_plays() as plays:
        panel = c.panel()
    assert plays[0] <= 2 * SNAPSHOT_EVERY
    # P1 and P2 both moved after the cursor: taking back is refused, redo offered
    assert not panel.can_undo and panel.can_redo
    assert policy.undo_refusal(c.session) == "policy.takeback_turn"


@pytest.mark.slow
def test_the_log_of_a_long_game_words_only_what_is_read(longest: GameState) -> None:
    c = controller_with(save_of(longest))
    assert c.saves.resume("quinque")
    with counting_plays() as plays:
        log = c.panel().log
        shown = log[-300:]
    assert len(log) == LONGEST and len(shown) == 300 and shown[-1].notation == longest.history[-1]
    assert plays[0] == 0, "the opening kept the last positions as it replayed them"
    assert [e.notation for e in shown] == list(longest.history[-300:])
    with counting_plays() as plays:
        early = log[100]
    assert early.notation == longest.history[100] and plays[0] <= SNAPSHOT_EVERY


@pytest.mark.slow
def test_the_start_screen_peeks_at_saves_without_replaying_them(longest: GameState) -> None:
    c = controller_with(Session.from_state(longest, seats(2)).to_save())
    with counting_plays() as plays:
        found = c.saves.peek("quinque")
        in_progress = c.would_replace("quinque")
    assert plays[0] == 0
    assert found is not None and found.moves == LONGEST and not found.over and in_progress


def test_a_finished_game_says_so_in_its_save() -> None:
    state = games.new_game("quinamid")
    for move in ("c3", "d4", "c4", "d5", "c5", "d6", "c2", "e6", "c1"):
        state = state.play(move)
    if not state.is_over:  # the line above wins in column c for the first player
        pytest.skip("the sample game did not end")
    session = Session.from_state(state, seats(2))
    assert peek_save(session.to_save()).over
    assert not peek_save(save_of(state)).over  # an older save, without the field: "in progress"


@pytest.mark.slow
def test_opening_a_long_save_gives_the_page_back_every_slice(longest: GameState) -> None:
    """The bridge runs the job a slice at a time: between two yields at most SLICE moves."""
    job = Session.from_save_job(save_of(longest))
    most, slices = 0, 0
    with counting_plays() as plays:
        while True:
            before = plays[0]
            try:
                progress = next(job)
            except StopIteration as stop:
                session = stop.value
                break
            slices += 1
            most = max(most, plays[0] - before)
            assert 0.0 < progress <= 1.0
    assert most <= SLICE and slices >= LONGEST // SLICE - 1
    assert isinstance(session, Session) and len(session.line) == LONGEST


@pytest.mark.slow
def test_a_link_opens_with_one_replay_in_slices(longest: GameState) -> None:
    from games.ui.links import make_link

    c = Controller(MemoryStorage())
    with counting_plays() as plays:
        session, problem = finish(c.link_job(make_link(longest)))
    assert problem == "" and session is not None and session.line.final.history == longest.history
    assert plays[0] == LONGEST  # once (it was twice: the link, then the session's snapshots)


@pytest.mark.slow
def test_a_game_at_the_move_limit_takes_no_more_moves(longest: GameState) -> None:
    c = controller_with(save_of(longest))
    assert c.saves.resume("quinque") and c.session is not None and c.session.full
    assert c.phase() == policy.OVER
    assert "10000" in c.status()
    move = str(c.session.state.legal_moves()[0])
    assert not c.play(move)
    assert "at most 10,000 moves" in c.message and len(c.session.line) == LONGEST
    c.history.undo()  # one step back, a move may be played again (it replaces the last one)
    assert not c.session.full and c.play(move) and c.session.full


def test_an_opening_the_page_never_finished_sets_that_save_aside() -> None:
    """The page stopped while opening a save (a crash, a reload, a closed tab): at the
    next boot that save is set aside, not opened again, and can be tried again or discarded."""
    store = MemoryStorage()
    first = Controller(store)
    first.start("quinamid", {}, seats(2))
    first.play("c3")
    save = store.getItem(SAVE_PREFIX + "quinamid")
    job = Controller(store).saves.resume_job("quinamid")
    assert store.getItem(OPENING) is None  # a job does nothing until it runs
    with pytest.raises(StopIteration):
        next(job)  # a short save opens within its first slice; the page has not said "opened"
    assert store.getItem(OPENING) == "quinamid"
    boot = Controller(store)
    assert boot.saves.set_aside_unopened() == "quinamid"
    assert store.getItem(OPENING) is None and store.getItem(SAVE_PREFIX + "quinamid") is None
    assert store.getItem(ASIDE_PREFIX + "quinamid") == save and store.getItem(LAST_GAME) is None
    assert not boot.saves.resume_last() and boot.saves.set_aside_games() == ["quinamid"]
    assert Controller(store).saves.set_aside_unopened() is None  # found once: the next boot is normal
    assert finish(boot.saves.try_aside_again_job("quinamid")) and boot.session is not None
    assert boot.session.state.history == ("c3",) and store.getItem(ASIDE_PREFIX + "quinamid") is None
    boot.saves.opened()
    assert store.getItem(OPENING) is None


def test_a_set_aside_save_can_be_discarded() -> None:
    store = MemoryStorage()
    store.setItem(ASIDE_PREFIX + "quinque", "{}")
    c = Controller(store)
    assert c.saves.set_aside_games() == ["quinque"]
    c.saves.discard_aside("quinque")
    assert c.saves.set_aside_games() == [] and store.getItem(ASIDE_PREFIX + "quinque") is None


def seats(count: int) -> tuple[Seat, ...]:
    return tuple(Seat(f"P{i + 1}") for i in range(count))

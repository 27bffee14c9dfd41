"""Session keeps snapshots, not every state: undo/redo, saves and links replay once."""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Iterator

import pytest

import games
from games.core import GameState
from games.quinque import QuinqueState
from games.ui.links import make_link, open_link
from games.ui.session import SNAPSHOT_EVERY, GameLine, Seat, Session, replay_states

SEATS = (Seat("Ann"), Seat("Bob"))


def long_game(name: str, length: int, seed: int = 3, **options: object) -> GameState:
    """A legal game of ``length`` moves that has not ended: random moves that do not end it."""
    rng = random.Random(seed)
    state = games.new_game(name, **options)
    while len(state.history) < length:
        moves = state.legal_moves()
        rng.shuffle(moves)
        state = next(after for m in moves if not (after := state.play(m)).is_over)
    return state


@pytest.fixture
def count_plays(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """Counts QuinqueState.play calls (every replay goes through it)."""
    calls = [0]
    original = QuinqueState.play

    def counting(self: GameState, move: object) -> GameState:
        calls[0] += 1
        return original(self, move)  # type: ignore[arg-type]

    monkeypatch.setattr(QuinqueState, "play", counting)
    yield calls


def test_a_save_a_link_and_load_replay_each_move_once(count_plays: list[int]) -> None:
    final = long_game("quinque", 80)
    save = Session.from_state(final, SEATS).undo(5).to_save()
    link, game_json = make_link(final), final.to_json()

    count_plays[0] = 0
    session = Session.from_save(save)
    assert count_plays[0] == 80, "a save is replayed once, undo states included"
    assert session.cursor == 75 and session.state.history == final.history[:75]

    count_plays[0] = 0
    assert games.load(game_json).history == final.history
    assert count_plays[0] == 80

    count_plays[0] = 0
    assert open_link(link).history == final.history
    assert count_plays[0] == 80


def test_every_position_comes_back_through_undo_and_redo() -> None:
    final = long_game("quinamid", 3 * SNAPSHOT_EVERY + 5, advanced=True)
    expected = replay_states(final)
    session = Session.from_state(final, SEATS)
    assert len(session.line.snapshots) == 4  # after 0, 32, 64 and 96 moves
    for cursor in range(len(expected) - 1, -1, -1):
        assert session.cursor == cursor
        assert session.state.to_json() == expected[cursor].to_json()
        assert session.state.history == expected[cursor].history
        session = session.undo()
    assert not session.can_undo and session.undo().cursor == 0
    for cursor in range(len(expected)):
        assert session.state.to_json() == expected[cursor].to_json()
        session = session.redo()
    assert not session.can_redo and session.cursor == len(expected) - 1


def test_playing_after_an_undo_drops_the_redo_list_and_keeps_the_snapshots_right() -> None:
    final = long_game("quinque", 2 * SNAPSHOT_EVERY + 3)
    session = Session.from_state(final, SEATS).undo(SNAPSHOT_EVERY + 10)
    assert session.cursor == 25 and session.can_redo
    rng = random.Random(5)
    while session.cursor < 3 * SNAPSHOT_EVERY:
        moves = session.state.legal_moves()
        rng.shuffle(moves)
        session = session.play(next(m for m in moves if not session.state.play(m).is_over))
        assert not session.can_redo
    history = session.state.history
    assert history[:25] == final.history[:25] and history != final.history[: len(history)]
    assert session.cursor == len(session.line) == 3 * SNAPSHOT_EVERY
    assert [len(s.history) for s in session.line.snapshots] == [0, 32, 64, 96]
    for steps in (1, 31, 32, 33, 95):
        assert session.undo(steps).state.history == history[: len(history) - steps]


def test_from_state_ends_at_the_given_state() -> None:
    final = long_game("quinque", 40)
    session = Session.from_state(final, SEATS, {"hints": True})
    assert session.state is final and session.cursor == 40 and session.can_undo and not session.can_redo
    assert session.settings == {"hints": True} and session.game == "quinque"
    with pytest.raises(games.GameError, match="2 players"):
        Session.from_state(final, (Seat("Solo"),))


def test_replace_changes_the_settings_and_keeps_the_position() -> None:
    session = Session.from_state(long_game("quinque", 40), SEATS).undo(3)
    state = session.state
    faster = dataclasses.replace(session, settings={**session.settings, "speed": "fast"})
    assert faster.settings == {"speed": "fast"} and faster.cursor == 37 and faster.line is session.line
    assert faster.state is state


def test_the_older_form_with_every_state_still_works() -> None:
    final = long_game("quinque", 40)
    states = replay_states(final)
    session = Session(states, SEATS, len(states) - 1, {})
    assert session.state is states[-1] and session.undo(40).state.history == ()
    assert session == Session.from_state(final, SEATS, {})
    with pytest.raises(ValueError, match="cursor"):
        Session(states, SEATS, 41)


def test_undo_to_human_searches_back_over_many_computer_moves() -> None:
    final = long_game("quinamid", 100)
    humans_first = Session.from_state(final, (Seat("Ann"), Seat("CPU", "easy")))
    back = humans_first.undo_to_human()
    assert back.state.to_move == 0 and back.cursor == 98
    computers = Session.from_state(final, (Seat("A", "easy"), Seat("B", "hard")))
    assert computers.undo_to_human().cursor == 0


def test_a_game_line_is_compared_by_its_moves() -> None:
    final = long_game("quinque", 10)
    again = games.load(final.to_json())
    assert GameLine.replay(games.new_game("quinque"), final.history) == Session.from_state(again, SEATS).line
    assert Session.from_state(final, SEATS) != Session.from_state(final, SEATS).undo()


def test_memory_grows_with_the_moves_not_their_square() -> None:
    """A session keeps one state in SNAPSHOT_EVERY (and states share their history)."""
    final = long_game("quinamid", 4 * SNAPSHOT_EVERY, advanced=True)
    session = Session.from_save(Session.from_state(final, SEATS).to_save())
    assert len(session.line.snapshots) == 5
    assert json.loads(session.to_save())["game"]["history"] == list(final.history)

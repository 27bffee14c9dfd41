"""The input policy: every path into the game, in every phase, goes through one table."""

from __future__ import annotations

from collections.abc import Callable

import pytest

import games
from games.ui import policy
from games.ui.controller import Controller, MemoryStorage
from games.ui.i18n import t
from games.ui.session import Seat

PEOPLE = (Seat("Ann"), Seat("Bob"))
QUINTO_BAG = [9, 7, 8, 6, 5, 1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 2, 3, 4, 5, 6, 7]
# Ann wins Quinamid along the top row while Bob plays elsewhere.
QUINAMID_WIN = ["a6", "a1", "b6", "b1", "c6", "c1", "d6", "d1", "e6"]


def in_phase(phase: str) -> Controller:
    c = Controller(MemoryStorage())
    if phase == policy.HANDOFF:
        assert c.start("quinto", {"bag": QUINTO_BAG}, PEOPLE) is None
    elif phase == policy.PERSON:
        assert c.start("quinto", {"bag": QUINTO_BAG}, PEOPLE) is None
        c.continue_handoff()
    elif phase == policy.COMPUTER:
        assert c.start("quinque", {}, (Seat("Ann"), Seat("CPU", "hard"))) is None
        c.play("+0,0:a")
        c.play("pass")
    elif phase == policy.OVER:
        assert c.start("quinamid", {}, PEOPLE, {"takeback": "free"}) is None
        for move in QUINAMID_WIN:
            assert c.play(move)
    elif phase == policy.AWAY:  # across devices: the seat to move is played on another device
        assert c.start("quinque", {}, (Seat("Ann"), Seat("Bob", "device"))) is None
        c.play("+0,0:a")
        c.play("pass")
    else:
        assert c.start("quinque", {}, PEOPLE) is None
        c.play("+0,0:a")
        c.history.open_review(0)
    assert c.phase() == phase
    c.message = ""
    return c


def press_enter(c: Controller) -> None:
    c.key("Enter")


def tap_centre(c: Controller) -> None:
    assert c.view is not None
    c.view.resize(600, 600)
    c.pointer("down", 1, 300, 300)
    c.pointer("up", 1, 300, 300)


# Each path into the game and the policy action it is.
PATHS: dict[str, tuple[str, Callable[[Controller], None]]] = {
    "tap": (policy.BOARD, tap_centre),
    "key": (policy.BOARD, press_enter),
    "game button": (policy.BOARD, lambda c: c.control("play")),
    "hint": (policy.HINT, lambda c: c.computer.ask_hint()),
    "undo (button or Ctrl+Z)": (policy.UNDO, lambda c: c.history.undo()),
    "redo (button or Ctrl+Y)": (policy.REDO, lambda c: c.history.redo()),
}


@pytest.mark.parametrize("phase", policy.PHASES)
@pytest.mark.parametrize("path", list(PATHS))
def test_every_path_is_refused_with_the_phase_reason_unless_allowed(phase: str, path: str) -> None:
    action, run = PATHS[path]
    c = in_phase(phase)
    assert c.session is not None
    before = (c.session.cursor, c.session.state.history)
    run(c)
    if not policy.allowed(phase, action):
        assert c.message == t(policy.PHASE_REASONS[phase]), (phase, path, c.message)
        assert (c.session.cursor, c.session.state.history) == before, "a refused action changes nothing"
        assert not c.computer.hint_wanted
    else:
        assert c.message != t(policy.PHASE_REASONS[phase])


def test_the_quinto_cover_leaks_nothing_hint_play_keys_or_undo() -> None:
    c = in_phase(policy.HANDOFF)
    panel = c.panel()
    assert panel.handoff == "Ann", "the first turn is covered too"
    assert panel.controls == () and panel.info == ()
    assert panel.hint_reason and not panel.can_undo
    c.computer.ask_hint()
    assert not c.computer.hint_wanted
    c.control("play")
    c.key("Enter")
    assert c.session is not None and c.session.state.history == ()
    c.continue_handoff()
    assert c.phase() == policy.PERSON and c.panel().controls


def test_after_a_quinto_play_the_next_person_is_covered_and_undo_waits_behind_it() -> None:
    c = in_phase(policy.PERSON)
    assert c.play("5@0,-1")
    assert c.phase() == policy.HANDOFF and c.panel().handoff == "Bob"
    c.history.undo()
    assert c.session is not None and c.session.state.history == ("5@0,-1",)
    c.continue_handoff()
    c.history.undo()  # within my turn: a confirmed play drew secret tiles, so the turn is over
    assert c.message == t("policy.takeback_secret")
    assert c.session.state.history == ("5@0,-1",)


def test_quinto_take_back_any_time_covers_the_rack_it_gives_back() -> None:
    c = Controller(MemoryStorage())
    c.start("quinto", {"bag": QUINTO_BAG}, PEOPLE, {"takeback": "free"})
    c.continue_handoff()
    assert c.play("5@0,-1")
    c.continue_handoff()
    c.history.undo()
    assert c.session is not None and c.session.state.history == ()
    assert c.phase() == policy.HANDOFF and c.panel().handoff == "Ann", "her rack is covered again"


def test_takeback_none_refuses_undo_everywhere() -> None:
    c = Controller(MemoryStorage())
    c.start("quinamid", {}, PEOPLE, {"takeback": "none"})
    c.play("c3")
    assert not c.panel().can_undo
    c.history.undo()
    assert c.message == t("policy.takeback_none")
    assert c.session is not None and c.session.state.history == ("c3",)


def test_within_my_turn_never_goes_back_past_the_other_players_move() -> None:
    c = Controller(MemoryStorage())
    c.start("quinamid", {}, PEOPLE)  # "turn" is the default
    c.play("c3")
    c.play("d4")
    c.history.undo()  # Bob's move: Ann has not acted since
    assert c.session is not None and c.session.state.history == ("c3",)
    c.history.undo()  # Ann's move: but Bob has played after it (it is on the redo list)
    assert c.message == t("policy.takeback_turn")
    assert c.session.state.history == ("c3",)
    c.history.redo()
    assert c.session.state.history == ("c3", "d4")


def test_within_my_turn_covers_both_actions_of_a_quinque_turn() -> None:
    c = Controller(MemoryStorage())
    c.start("quinque", {}, PEOPLE)
    for move in ("+0,0:a", "+0,1:a", "pass"):  # Ann's first turn is one action, Bob's two
        assert c.play(move)
    c.history.undo()
    c.history.undo()
    assert c.session is not None and c.session.state.history == ("+0,0:a",)
    c.history.undo()  # Ann's action: Bob's turn (now on the redo list) came after it
    assert c.message == t("policy.takeback_turn")
    assert c.session.state.history == ("+0,0:a",)


def test_against_the_computer_undo_takes_back_the_reply_too() -> None:
    c = Controller(MemoryStorage())
    c.start("quinamid", {}, (Seat("Ann"), Seat("CPU", "easy")))
    c.play("c4")
    assert c.computer.accept_move(c.computer.position_token(), "d4")
    c.history.undo()
    assert c.session is not None and c.session.state.history == ()


def test_review_shows_past_positions_and_never_changes_the_game() -> None:
    c = Controller(MemoryStorage())
    c.start("quinque", {}, PEOPLE)
    for move in ("+0,0:a", "+0,1:a", "pass", "0,0:b"):
        assert c.play(move)
    c.history.open_review(1)
    assert c.view is not None and c.view.state.history == ("+0,0:a",)
    review = c.panel().review
    assert review is not None and review.index == 1 and review.total == 4 and "Ann" in review.text
    assert c.panel().controls == ()
    c.history.review_step("forward")
    assert c.view.state.history == ("+0,0:a", "+0,1:a")
    c.history.review_step("first")
    assert c.view.state.history == ()
    c.history.review_step("back")  # stays at the start
    c.history.review_step("last")
    assert c.view.state.history == ("+0,0:a", "+0,1:a", "pass", "0,0:b")
    c.history.review_step("exit")
    assert c.phase() == policy.PERSON
    assert c.session is not None and c.session.cursor == 4


def test_quinamid_keeps_its_moves_hidden_until_the_end_unless_open_memory() -> None:
    c = Controller(MemoryStorage())
    c.start("quinamid", {}, PEOPLE)
    c.play("c3")
    assert c.panel().log == ()
    c.history.open_review(0)
    assert c.reviewing is None and c.message == t("policy.review_hidden")
    for move in ["a6", "c4", "b6", "c5", "c6", "c2", "d6", "c1", "e6"][1:]:
        c.play(move)
    c.play("a6")
    assert c.session is not None
    c2 = Controller(MemoryStorage())
    c2.start("quinamid", {}, PEOPLE)
    for move in QUINAMID_WIN:
        c2.play(move)
    assert c2.panel().summary is not None and len(c2.panel().log) == len(QUINAMID_WIN)
    c2.history.open_review(0)
    assert c2.phase() == policy.REVIEW


def test_confirm_moves_shows_the_move_and_plays_it_only_on_confirm() -> None:
    c = Controller(MemoryStorage())
    c.start("quinamid", {}, PEOPLE, {"confirm": True})
    assert c.view is not None
    target = next(x for x in c.view.targets() if x.kind == "hole" and x.key == "c3")
    c.apply(c.view.activate(target))
    assert c.session is not None and c.session.state.history == ()
    assert c.pending_move == "c3" and c.panel().pending
    assert c.view.state.history == ("c3",), "the board shows the move tentatively"
    c.confirm(False)
    assert c.view.state.history == () and c.pending_move is None
    c.apply(c.view.activate(target))
    c.confirm(True)
    assert c.session.state.history == ("c3",)


def test_game_over_summary_and_rematch() -> None:
    c = Controller(MemoryStorage())
    c.start("quinto", {"bag": [1, 1, 1, 1, 1, 6, 6, 6, 6, 6]}, PEOPLE, {"takeback": "free"})
    c.continue_handoff()
    c.play("pass")
    c.continue_handoff()
    c.play("pass")
    summary = c.panel().summary
    assert summary is not None and summary.headline == t("game.won", name="Ann")
    assert [row.score for row in summary.rows] == ["-5 points", "-30 points"]
    assert summary.sheet is not None and summary.sheet.penalty is not None
    assert [cell.points_text for cell in summary.sheet.penalty.cells if cell] == ["−5", "−30"]
    assert summary.sheet.totals == (-5, -30)
    c.rematch()
    assert c.session is not None and [s.name for s in c.session.seats] == ["Bob", "Ann"]
    assert c.session.state.history == () and "seed" in c.session.line.final.options
    assert c.session.settings["takeback"] == "free"


def test_a_finished_game_reviews_from_the_summary() -> None:
    c = in_phase(policy.OVER)
    c.history.open_review(0)
    assert c.phase() == policy.REVIEW
    assert games.GAMES  # the registry is loaded


def test_confirm_moves_never_shows_the_next_quinto_rack() -> None:
    c = Controller(MemoryStorage())
    c.start("quinto", {"bag": QUINTO_BAG}, PEOPLE, {"confirm": True})
    c.continue_handoff()
    assert c.view is not None
    from games.ui.view import Outcome

    c.apply(Outcome(move="5@0,-1"))  # Play is the confirmation here
    assert c.pending_move is None and c.session is not None and c.session.state.history == ("5@0,-1",)
    assert c.phase() == policy.HANDOFF

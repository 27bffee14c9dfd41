"""Decisions the browser bridge (web/) leaves to games.ui: a link that would replace a
game in progress, the Hint button, what a start-screen card offers, and which way the
screen faces players sitting opposite."""

from __future__ import annotations

from games.ui.controller import Controller, MemoryStorage
from games.ui.facing import face_player
from games.ui.hint_request import PENDING, HintRequest
from games.ui.i18n import t
from games.ui.jobs import finish
from games.ui.opening import ASK, GAME, START, LinkArrival, link_question
from games.ui.session import Seat
from games.ui.shortcuts import BOARD_KEYS, REDO, UNDO, board_takes, shortcut
from games.ui.start import CardPart, StartCard, card_parts, early_tap, start_cards

SEATS = (Seat("Ann"), Seat("Bob"))


def in_progress(game: str = "quinamid", move: str = "c3") -> Controller:
    c = Controller(MemoryStorage())
    assert c.start(game, {}, SEATS) is None
    assert c.play(move)
    return c


# --- a share link met at boot -------------------------------------------------------------
def test_a_link_over_a_game_in_progress_waits_and_keep_mine_resumes_it() -> None:
    c = in_progress()
    arrival = LinkArrival()
    assert finish(arrival.open_job(c, "?game=quinamid&moves=a1", embedded=False)) == ASK
    assert arrival.waiting is not None and arrival.waiting.state.history == ("a1",)
    assert c.session is not None and c.session.state.history == ("c3",), "nothing replaced yet"
    answer = arrival.answer_job(c, False)
    assert answer is not None and finish(answer) is True
    assert c.session is not None and c.session.state.history == ("c3",)
    assert arrival.waiting is None


def test_open_the_link_is_not_undone_by_the_dialog_closing_after_it() -> None:
    c = in_progress()
    arrival = LinkArrival()
    assert finish(arrival.open_job(c, "?game=quinamid&moves=a1", embedded=False)) == ASK
    answer = arrival.answer_job(c, True)
    assert answer is not None and finish(answer) is True
    assert arrival.answer_job(c, False) is None, "the close event that follows finds no question"
    assert c.session is not None and c.session.state.history == ("a1",)


def test_a_link_with_nothing_in_progress_opens_and_a_bad_one_says_why() -> None:
    c = Controller(MemoryStorage())
    arrival = LinkArrival()
    assert finish(arrival.open_job(c, "?game=quinamid&moves=a1", embedded=False)) == GAME
    assert arrival.waiting is None and arrival.answer_job(c, True) is None
    assert c.session is not None and c.session.state.history == ("a1",)
    bad = Controller(MemoryStorage())
    assert finish(LinkArrival().open_job(bad, "?moves=c3", embedded=False)) == START
    assert bad.session is None and "does not say which game" in bad.message


def test_the_link_question_is_in_the_page_language() -> None:
    question = link_question()
    assert question.text == t("msg.link_conflict") and "game is in progress" in question.text
    assert (question.yes, question.no) == ("Open the linked game", "Keep my game")


# --- the Hint button ----------------------------------------------------------------------
def test_hint_is_busy_from_the_press_asked_once_and_a_second_press_stops_it() -> None:
    c = in_progress("quinque", "+0,0:a")
    hint = HintRequest()
    assert not hint.busy and hint.to_ask(c) is None, "nothing asked before a press"
    assert hint.press(c) is False
    assert hint.busy and hint.asked == PENDING and c.computer.hint_wanted
    token = c.computer.position_token()
    assert hint.to_ask(c) == token and not c.computer.hint_wanted and hint.asked == token
    assert hint.to_ask(c) is None, "asked once"
    c.computer.hint_wanted = True  # wanted again for the same position (a board's own hint control)
    assert hint.to_ask(c) is None and not c.computer.hint_wanted, "never twice for one position"
    assert hint.press(c) is True, "a press while thinking stops the search"
    assert c.message == t("msg.hint_stopped") == "Hint stopped."
    hint.reset()
    assert not hint.busy


def test_a_hint_already_answered_is_shown_without_asking_the_computer() -> None:
    c = in_progress("quinque", "+0,0:a")
    c.computer.show_hint(c.computer.position_token(), "+1,0:b")
    c.message = ""
    hint = HintRequest()
    assert hint.press(c) is False
    assert not hint.busy and not c.computer.hint_wanted and hint.to_ask(c) is None
    assert c.message.startswith("Hint:")


def test_hints_off_refuse_the_press_with_the_reason_and_stay_idle() -> None:
    c = Controller(MemoryStorage())
    assert c.start("quinque", {}, SEATS, {"hints": False}) is None
    hint = HintRequest()
    assert hint.press(c) is False
    assert not hint.busy and c.message == t("policy.hints_off")


# --- the start screen's cards -------------------------------------------------------------
def card(in_progress: str = "", other_copy: str = "", tutorial_done: bool = False) -> StartCard:
    return StartCard("quinto", "Quinto", "Tiles", in_progress, other_copy, tutorial_done)


def test_a_card_always_offers_new_and_tutorial_and_nothing_else_when_no_save() -> None:
    assert card_parts(card()) == [CardPart("New game", "new"), CardPart("How to play", "tutorial")]


def test_a_card_offers_resume_the_done_note_and_the_other_copy_in_that_order() -> None:
    parts = card_parts(card("Game in progress", "Another copy", tutorial_done=True))
    assert parts == [
        CardPart("Game in progress"), CardPart("Resume", "resume"),
        CardPart("New game", "new"), CardPart("How to play", "tutorial"),
        CardPart(t("tutorial.done")),
        CardPart("Another copy"), CardPart("Open the other copy", "other-copy"),
    ]


def test_only_the_game_in_progress_offers_resume() -> None:
    c = in_progress("quinque", "+0,0:a")
    actions = {each.game: [part.action for part in card_parts(each) if part.action]
               for each in start_cards(c)}
    assert actions["quinque"] == ["resume", "new", "tutorial"]
    assert actions["quinto"] == actions["quinamid"] == ["new", "tutorial"]


def test_a_game_tapped_while_loading_opens_only_as_new_or_tutorial() -> None:
    assert early_tap("quinamid new") == ("quinamid", "new")
    assert early_tap("quinque tutorial") == ("quinque", "tutorial")
    for tap in ("", "quinamid", "quinamid resume", "chess new", "new quinto", "quinto  new"):
        assert early_tap(tap) is None, tap


# --- keys ----------------------------------------------------------------------------------
def test_the_board_takes_its_keys_only_without_ctrl_or_cmd() -> None:
    assert all(board_takes(key, False) for key in BOARD_KEYS)
    assert not any(board_takes(key, True) for key in BOARD_KEYS), "Ctrl/Cmd+key is a shortcut"
    assert not board_takes("z", False) and not board_takes("Tab", False)


def test_undo_is_ctrl_z_and_redo_is_ctrl_y_or_ctrl_shift_z() -> None:
    assert shortcut("z", True, False) == UNDO
    assert shortcut("Z", True, True) == shortcut("z", True, True) == REDO
    assert shortcut("y", True, False) == shortcut("Y", True, True) == REDO
    assert shortcut("z", False, False) is None and shortcut("y", False, True) is None
    assert shortcut("x", True, False) is None


# --- players sitting opposite ---------------------------------------------------------------
def test_the_screen_turns_to_the_second_player_only_when_players_sit_opposite() -> None:
    c = Controller(MemoryStorage())
    assert c.start("quinamid", {}, SEATS, {"opposite": True}) is None
    first = face_player(c, c.panel())
    assert first.opposite and not first.turned
    assert c.view is not None and c.view.screen_turned is False
    assert c.play("c3")
    second = face_player(c, c.panel())
    assert second.opposite and second.turned and c.view.screen_turned is True
    c.set_setting("opposite", False)
    side_by_side = face_player(c, c.panel())
    assert not side_by_side.opposite and not side_by_side.turned and c.view.screen_turned is False

"""Play by message: "Send my move" is on after a move in the open games, off with the
reason in Quinto and in a tutorial, and its link reopens the game as it stands."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from games.ui.by_message import message_for, send_refusal
from games.ui.controller import Controller, MemoryStorage
from games.ui.i18n import set_language, t
from games.ui.session import Seat

TWO = (Seat("Ann"), Seat("Bob"))


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    set_language("en")
    yield
    set_language("en")


def playing(game: str, *moves: str, players: tuple[Seat, ...] = TWO) -> Controller:
    controller = Controller(MemoryStorage())
    assert controller.start(game, {}, players) is None
    for move in moves:
        assert controller.play(move), controller.message
    return controller


def test_nothing_to_send_before_the_first_move() -> None:
    controller = playing("quinamid")
    assert controller.panel().send_reason == t("send.no_move")
    assert message_for(controller) is None


@pytest.mark.parametrize(("game", "moves"), [("quinamid", ("c3",)), ("quinque", ("+0,0:a",))])
def test_after_a_move_the_message_says_it_and_its_link_replays_the_game(
    game: str, moves: tuple[str, ...]
) -> None:
    controller = playing(game, *moves)
    assert controller.panel().send_reason == ""
    message = message_for(controller)
    assert message is not None
    assert message.title == t("send.title", game=t(f"game.{game}"))
    last = controller.log.update(controller.session)[-1].text  # type: ignore[arg-type]
    assert message.text == t("send.text", move=last) and "Ann" in message.text
    friend = Controller(MemoryStorage())
    state, problem = friend.link_target(message.query)
    assert problem == "" and state is not None and state.history == moves


def test_after_an_undo_the_link_is_the_game_as_it_stands() -> None:
    controller = playing("quinamid", "c3", "d4")
    controller.history.undo()
    message = message_for(controller)
    assert message is not None
    state, _ = Controller(MemoryStorage()).link_target(message.query)
    assert state is not None and state.history == ("c3",)


def test_a_finished_game_sends_its_result() -> None:
    controller = playing("quinamid", *["a1", "b1", "a2", "b2", "a3", "b3", "a4", "b4", "a5"])
    assert controller.session is not None and controller.session.state.is_over
    message = message_for(controller)
    assert message is not None and message.text == t("send.text_over", result=controller.status())


def test_quinto_is_not_sent_and_says_its_tiles_would_show() -> None:
    controller = playing("quinto")
    assert controller.session is not None
    move = controller.session.state.legal_moves()[0]
    controller.continue_handoff()
    assert controller.play(str(move)), controller.message
    assert controller.panel().send_reason == t("send.secret", game=t("game.quinto"))
    assert message_for(controller) is None


def test_a_tutorial_is_not_sent() -> None:
    controller = Controller(MemoryStorage())
    controller.lessons.start("quinamid")
    assert controller.panel().send_reason == t("send.lesson")


def test_the_reasons_and_the_message_speak_the_chosen_language() -> None:
    set_language("fr")
    controller = playing("quinamid", "c3")
    message = message_for(controller)
    assert message is not None and message.title == "Quinamid : à vous de jouer"
    assert send_refusal(None, False) == "Jouez d'abord un coup, puis envoyez la partie telle qu'elle est."

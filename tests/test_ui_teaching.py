"""The tutorial on the game screen: moves are checked by the step, nothing is saved."""

from __future__ import annotations

import pytest

from games.ui.controller import Controller, MemoryStorage
from games.ui.tutorial import TUTORIALS, completed_key, hints_for
from games.ui.view import Outcome


def test_a_tutorial_plays_through_on_the_controller_and_is_remembered() -> None:
    store = MemoryStorage()
    c = Controller(store)
    c.lessons.start("quinamid")
    lesson = c.panel().lesson
    assert lesson is not None and lesson.progress.startswith("Step 1 of")
    assert c.panel().handoff == "" and c.panel().hint_reason
    for step in TUTORIALS["quinamid"]:
        c.apply(Outcome(move=step.example))
    assert c.lessons.tutorial is not None and c.lessons.tutorial.done
    assert c.session is not None and c.session.state.is_over
    assert c.lessons.done("quinamid")
    assert not any(key.startswith("quintet.save.") for key in store.items), "a tutorial is never saved"
    assert store.items[completed_key("quinamid")]


def test_a_wrong_move_in_a_tutorial_is_refused_and_nothing_moves() -> None:
    c = Controller(MemoryStorage())
    c.lessons.start("quinque")
    assert c.session is not None
    before = c.session.state.history
    c.apply(Outcome(move="0,0:a"))  # no tile yet: illegal
    assert c.message and c.session.state.history == before
    assert c.panel().lesson is not None and c.panel().lesson.progress.startswith("Step 1")


def test_starting_a_real_game_leaves_the_tutorial() -> None:
    c = Controller(MemoryStorage())
    c.lessons.start("quinto")
    assert c.phase() == "person", "one learner: no cover"
    assert c.start("quinto", {}, c.session.seats if c.session else ()) is None
    assert c.lessons.tutorial is None and c.panel().lesson is None


#: The board's canvas in CSS px on phones: 390x844 portrait (with the tutorial bar), and landscape.
PHONE_BOARDS = [(382.0, 560.0), (382.0, 430.0), (560.0, 250.0)]


def on_screen(c: Controller, kind: str, key: object) -> bool:
    assert c.view is not None
    target = next(tg for tg in c.view.targets() if (tg.kind, tg.key) == (kind, key))
    sx, sy = c.view.camera.to_screen(target.x, target.y)
    return 0 <= sx <= c.view.camera.width and 0 <= sy <= c.view.camera.height


def tap(c: Controller, kind: str, key: object) -> None:
    assert c.view is not None
    target = next(tg for tg in c.view.targets() if (tg.kind, tg.key) == (kind, key))
    sx, sy = c.view.camera.to_screen(target.x, target.y)
    c.pointer("down", 1, sx, sy)
    c.pointer("up", 1, sx, sy)


@pytest.mark.parametrize("board", PHONE_BOARDS)
def test_on_a_phone_every_quinque_step_keeps_what_it_asks_for_on_screen(board: tuple[float, float]) -> None:
    """The camera zooms in so targets are a finger apart; the formation then no
    longer fits, and a step's tile must not be left outside the screen."""
    c = Controller(MemoryStorage())
    c.lessons.start("quinque")
    while c.lessons.tutorial is not None and not c.lessons.tutorial.done:
        assert c.view is not None
        c.view.resize(*board)  # the page sizes each new board to its canvas
        number = c.lessons.tutorial.index
        assert c.session is not None and c.lessons.tutorial.step is not None
        for kind, key in hints_for("quinque", c.session.state.parse_move(c.lessons.tutorial.step.example)):
            if kind == "control":
                c.control(str(key))
                continue
            assert on_screen(c, kind, key), (number, kind, key)
            tap(c, kind, key)
        assert c.lessons.tutorial.index == number + 1, (number, c.message)


@pytest.mark.parametrize(
    ("language", "won", "turn"),
    [("en", "You win!", "Your turn"), ("fr", "Vous gagnez\u202f!", "À vous de jouer"),
     ("br", "C'hwi a c'hounez!", "Deoc'h da c'hoari"), ("ms", "Anda menang!", "Giliran anda")],
)
def test_the_tutorial_speaks_to_you_in_each_language(language: str, won: str, turn: str) -> None:
    """The learner is "you": each language's own form ("Vous gagnez !"), not "You" put
    into "{name} wins!" ("You wins!", "Vous gagne !")."""
    from games.ui.i18n import set_language, t

    set_language(language)
    try:
        for game in TUTORIALS:
            c = Controller(MemoryStorage())
            c.lessons.start(game)
            if game == "quinamid":  # Quinque's first turn and Quinto's say more than whose turn it is
                assert c.panel().status == turn
            for step in TUTORIALS[game]:
                c.apply(Outcome(move=step.example))
            assert c.session is not None and c.session.state.is_over
            winner = c.session.state.winner
            assert winner is not None and c.session.seats[winner].you, game  # the learner wins every tutorial
            panel = c.panel()
            assert panel.status == panel.banner == won
            assert panel.summary is not None and panel.summary.headline == won
        assert t("game.won", name="Ann") != won
    finally:
        set_language("en")


@pytest.mark.parametrize(
    ("language", "you"),
    [("en", "You placed"), ("fr", "Vous avez posé"), ("br", "C'hwi a lakaas"), ("ms", "Anda meletakkan")],
)
def test_the_tutorial_log_says_what_you_did_in_each_language(language: str, you: str) -> None:
    """The learner's moves in the log: "Vous avez posé...", not "Vous a posé..."."""
    from games.ui.i18n import set_language

    set_language(language)
    try:
        c = Controller(MemoryStorage())
        c.lessons.start("quinque")
        c.apply(Outcome(move=TUTORIALS["quinque"][0].example))
        log = c.panel().log
        assert log[0].text.startswith(you), log[0].text
        assert not log[1].text.startswith(you.split()[0])  # the other player keeps their name
    finally:
        set_language("en")

"""The tutorial on the game screen: moves are checked by the step, nothing is saved."""

from __future__ import annotations

from games.ui.controller import Controller, MemoryStorage
from games.ui.tutorial import TUTORIALS, completed_key
from games.ui.view import Outcome


def test_a_tutorial_plays_through_on_the_controller_and_is_remembered() -> None:
    store = MemoryStorage()
    c = Controller(store)
    c.start_tutorial("quinamid")
    lesson = c.panel().lesson
    assert lesson is not None and lesson.progress.startswith("Step 1 of")
    assert c.panel().handoff == "" and c.panel().hint_reason
    for step in TUTORIALS["quinamid"]:
        c.apply(Outcome(move=step.example))
    assert c.tutorial is not None and c.tutorial.done
    assert c.session is not None and c.session.state.is_over
    assert c.tutorial_done("quinamid")
    assert not any(key.startswith("quintet.save.") for key in store.items), "a tutorial is never saved"
    assert store.items[completed_key("quinamid")]


def test_a_wrong_move_in_a_tutorial_is_refused_and_nothing_moves() -> None:
    c = Controller(MemoryStorage())
    c.start_tutorial("quinque")
    assert c.session is not None
    before = c.session.state.history
    c.apply(Outcome(move="0,0:a"))  # no tile yet: illegal
    assert c.message and c.session.state.history == before
    assert c.panel().lesson is not None and c.panel().lesson.progress.startswith("Step 1")


def test_starting_a_real_game_leaves_the_tutorial() -> None:
    c = Controller(MemoryStorage())
    c.start_tutorial("quinto")
    assert c.phase() == "person", "one learner: no cover"
    assert c.start("quinto", {}, c.session.seats if c.session else ()) is None
    assert c.tutorial is None and c.panel().lesson is None

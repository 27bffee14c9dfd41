"""The tutorials (games.ui.tutorial): positions that open, moves that work, words that exist.

A tutorial is data (links, moves, keys), so these tests are what keeps it
honest when a rule, a notation or a view changes: every position opens
through the same link parser as a shared game, every scripted move is
legal and completes its step, a wrong move is answered (the engine's reason
for an illegal one, the step's nudge for a legal one) without being played,
and every tutorial ends a real game.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from games.core import GameState
from games.errors import GameError
from games.ui.i18n import EN, domain_table, t, t_message
from games.ui.links import open_link, parse_link
from games.ui.registry import make_view
from games.ui.tutorial import (
    COMPLETED_KEY,
    RULES_TAUGHT,
    TUTORIALS,
    Step,
    Tutorial,
    completed_key,
    start,
    text_keys,
)

STEPS = [(game, i) for game, steps in TUTORIALS.items() for i in range(len(steps))]

TUTORIAL_EN = domain_table("en", "tutorial")


def ids(param: Any) -> str:
    return str(param)


def step_of(game: str, index: int) -> Step:
    return TUTORIALS[game][index]


def completes(tutorial: Tutorial, move: str) -> bool:
    return tutorial.try_move(move)[2]


def wrong_legal_move(tutorial: Tutorial) -> str:
    """The first legal move of the position that the step does not ask for."""
    for move in tutorial.state.legal_moves():
        if not completes(tutorial, str(move)):
            return str(move)
    raise AssertionError(f"every legal move completes step {tutorial.index + 1} of {tutorial.game}")


#: Illegal moves, one per game, that parse in any position of its tutorial.
ILLEGAL = {"quinque": "9,9:a", "quinto": "5@40,40", "quinamid": "A<"}


def test_every_tutorial_has_six_to_ten_steps() -> None:
    assert set(TUTORIALS) == {"quinque", "quinto", "quinamid"}
    for game, steps in TUTORIALS.items():
        assert 6 <= len(steps) <= 10, game


@pytest.mark.parametrize(("game", "index"), STEPS, ids=ids)
def test_every_link_opens_and_reads_the_same_in_a_browser(game: str, index: int) -> None:
    link = step_of(game, index).link
    state = open_link(link)
    assert state.game_name == game and not state.is_over
    # A raw '+' or space would be read as a space by a URL parser.
    assert "+" not in link and " " not in link and "#" not in link


@pytest.mark.parametrize(("game", "index"), STEPS, ids=ids)
def test_the_scripted_move_is_legal_and_completes_the_step(game: str, index: int) -> None:
    tutorial = Tutorial.start(game, index)
    step = step_of(game, index)
    assert step.example in {str(m) for m in tutorial.state.legal_moves()}
    after, words, ok = tutorial.try_move(step.example)
    assert ok and after.index == index + 1
    assert t(text_keys(game, index + 1)[2]) in words
    assert tutorial.index == index, "try_move returns a new value"


@pytest.mark.parametrize(("game", "index"), STEPS, ids=ids)
def test_a_wrong_legal_move_gets_the_nudge_and_is_not_played(game: str, index: int) -> None:
    tutorial = Tutorial.start(game, index)
    same, words, ok = tutorial.try_move(wrong_legal_move(tutorial))
    assert not ok
    assert words == t(text_keys(game, index + 1)[1])
    assert same.index == index and same.state is tutorial.state


@pytest.mark.parametrize(("game", "index"), STEPS, ids=ids)
def test_an_illegal_move_gets_the_engines_reason_then_the_nudge(game: str, index: int) -> None:
    tutorial = Tutorial.start(game, index)
    move = ILLEGAL[game]
    with pytest.raises(GameError) as err:
        tutorial.state.play(move)
    same, words, ok = tutorial.try_move(move)
    nudge = t(text_keys(game, index + 1)[1])
    assert not ok and same.state is tutorial.state
    assert words == t("tutorial.refused", reason=t_message(str(err.value)), nudge=nudge)
    assert words.startswith(str(err.value))


@pytest.mark.parametrize(
    ("game", "number", "move", "reason"),
    [
        ("quinque", 1, "+1,0:a", "The first tile goes at 0,0."),
        ("quinque", 3, "0,0>2,0", "That tile has a parachute placed this turn, so it cannot move."),
        ("quinque", 4, "+2,2:a", "A new tile must touch a tile on the table edge to edge."),
        ("quinque", 5, "0,1>-1,1", "After a move all tiles must still form one group joined edge to edge."),
        ("quinque", 8, "1,1>1,2", "After a move all tiles must still form one group joined edge to edge."),
        ("quinto", 1, "9@3,3", "The first play must touch the centre tile."),
        ("quinto", 1, "4@0,-1", "The column 4+5 makes 9, not a multiple of 5."),
        ("quinto", 2, "6@1,-3 3@1,-2", "The column 6+3 makes 9, not a multiple of 5."),
        ("quinto", 2, "6@1,-3 3@2,-2", "All the tiles of a play must be in one row or one column."),
        ("quinto", 4, "0@5,-3", "The row 9+6+3+7+5+0 has 6 tiles, but a line may hold at most 5."),
        ("quinamid", 3, "Cv", "Board C was just moved; it cannot move this turn."),
        ("quinamid", 6, "Cv", "Board C was just moved; it cannot move this turn."),
    ],
)
def test_the_mistakes_each_step_is_about_are_refused_with_the_rule(
    game: str, number: int, move: str, reason: str
) -> None:
    tutorial = Tutorial.start(game, number - 1)
    _, words, ok = tutorial.try_move(move)
    assert not ok
    assert words == t("tutorial.refused", reason=reason, nudge=t(text_keys(game, number)[1]))


@pytest.mark.parametrize("game", sorted(TUTORIALS))
def test_each_tutorial_plays_through_to_a_real_finish(game: str) -> None:
    tutorial = start(game)
    assert tutorial.index == 0 and not tutorial.done
    seen = []
    while not tutorial.done:
        seen.append(tutorial.progress())
        learner = tutorial.state.to_move
        before = tutorial
        tutorial, _, ok = tutorial.try_move(tutorial.example() or "")
        assert ok
    assert seen[0] == t("tutorial.step", n=1, total=len(TUTORIALS[game]))
    assert tutorial.index == len(TUTORIALS[game])
    assert tutorial.state.is_over and tutorial.state.winner == learner, "the learner wins the last step"
    assert before.state.play(before.example() or "").history == tutorial.state.history
    assert tutorial.prompt() == t("tutorial.finished", game=t(f"game.{game}"))
    assert tutorial.targets_hint() == () and tutorial.example() is None
    assert tutorial.try_move("pass") == (tutorial, tutorial.prompt(), False)


@pytest.mark.parametrize("game", sorted(TUTORIALS))
def test_the_last_step_ends_the_game_and_earlier_ones_do_not(game: str) -> None:
    steps = TUTORIALS[game]
    for index, step in enumerate(steps):
        after = open_link(step.link).play(step.example)
        assert after.is_over == (index == len(steps) - 1), index + 1


@pytest.mark.parametrize("game", sorted(TUTORIALS))
def test_the_story_continues_from_the_move_just_made(game: str) -> None:
    """A step whose link extends the previous one extends it with the previous step's move.

    Only an exact step may be continued: after a step that accepts several
    moves, the next position would contradict a learner who chose another."""
    steps = TUTORIALS[game]
    for index in range(len(steps) - 1):
        _, options, moves = parse_link(steps[index].link)
        _, next_options, next_moves = parse_link(steps[index + 1].link)
        continues = next_options == options and next_moves[: len(moves)] == moves
        if continues:
            assert next_moves[len(moves)] == steps[index].example, index + 1
            assert steps[index].accept is None, index + 1


@pytest.mark.parametrize("game", sorted(TUTORIALS))
def test_every_basic_rule_is_met_at_least_once(game: str) -> None:
    taught = {rule for step in TUTORIALS[game] for rule in step.teaches}
    assert taught == RULES_TAUGHT[game]


def test_a_refused_move_that_is_not_notation_gets_the_engines_words_too() -> None:
    tutorial = start("quinamid")
    _, words, ok = tutorial.try_move("hello")
    assert not ok and words.startswith("'hello' is not a Quinamid move")


def test_quinto_success_says_what_the_play_scored() -> None:
    tutorial = Tutorial.start("quinto", 2)
    _, words, ok = tutorial.try_move(TUTORIALS["quinto"][2].example)
    assert ok and words == t("tutorial.scored", points=50, text=t("tutorial.quinto.3.done"))


def test_a_predicate_step_accepts_other_moves_than_the_script() -> None:
    tutorial = start("quinto")
    other = "1@1,0 4@2,0 5@3,0"  # the row 5+1+4+5 = 15: not the scripted play, as good
    assert other != TUTORIALS["quinto"][0].example
    after, words, ok = tutorial.try_move(other)
    assert ok and after.index == 1 and "15" in words
    assert after.state.history == open_link(TUTORIALS["quinto"][1].link).history
    small = "5@1,0"  # legal, 10 points: not enough
    assert tutorial.try_move(small) == (tutorial, t("tutorial.quinto.1.nudge"), False)


def test_start_refuses_unknown_games_and_steps() -> None:
    with pytest.raises(KeyError):
        start("chess")
    with pytest.raises(IndexError):
        Tutorial.start("quinque", len(TUTORIALS["quinque"]))


def test_completion_is_remembered_under_the_documented_key() -> None:
    assert COMPLETED_KEY.format(game="quinto") == completed_key("quinto") == "quintet.tutorial.quinto"


def _find(state: GameState, view: Any, hint: tuple[str, Any]) -> Any:
    kind, key = hint
    if kind == "control":
        return next((c for c in view.controls() if c.id == key), None)
    return next((tg for tg in view.targets() if tg.kind == kind and tg.key == key), None)


@pytest.mark.parametrize(("game", "index"), STEPS, ids=ids)
def test_the_hints_name_targets_the_board_offers(game: str, index: int) -> None:
    """Quinque's hints, tapped in order, play the step's move; Quinto's squares are free
    (a square is a target only once a tile beside it is down, so the order is the player's)."""
    tutorial = Tutorial.start(game, index)
    hints = tutorial.targets_hint()
    if game == "quinto":
        board = getattr(tutorial.state, "board", {})
        assert all(kind == "square" and key not in board for kind, key in hints), hints
        return
    view = make_view(tutorial.state, {})
    view.resize(600, 600)
    outcome = None
    for hint in hints:
        found = _find(tutorial.state, view, hint)
        assert found is not None, hint
        if game == "quinque" and hint[0] != "control":
            outcome = view.activate(found)  # the next hint appears once this one is tapped
    if game == "quinque" and step_of(game, index).hints is None and hints[0][0] != "control":
        assert outcome is not None and outcome.move == step_of(game, index).example


@pytest.mark.parametrize(("game", "index"), STEPS, ids=ids)
def test_every_text_of_every_step_exists_and_formats(game: str, index: int) -> None:
    tutorial = Tutorial.start(game, index)
    for key in text_keys(game, index + 1):
        assert key in EN, key
    assert tutorial.prompt() == EN[text_keys(game, index + 1)[0]]
    assert tutorial.progress() == t("tutorial.step", n=index + 1, total=len(TUTORIALS[game]))
    assert tutorial.show_me().startswith(t("tutorial.shown", move="").removesuffix("."))


def test_the_tutorial_table_has_no_orphan_steps_and_overwrites_nothing() -> None:
    step_keys = {k for k in TUTORIAL_EN if re.fullmatch(r"tutorial\.[a-z]+\.[0-9]+\.[a-z]+", k)}
    expected = {key for game, index in STEPS for key in text_keys(game, index + 1)}
    assert step_keys == expected
    others = {key for part in ("rules", "quinto", "quinamid", "moves") for key in domain_table("en", part)}
    literal = set(domain_table("en", "strings"))
    for key, text in TUTORIAL_EN.items():
        assert key not in others and key not in literal, key
        assert EN[key] == text, key


def test_keys_the_module_uses_exist() -> None:
    module = Path(__file__).resolve().parents[1] / "src" / "games" / "ui" / "tutorial.py"
    used = set(re.findall(r'\bt\("([a-z_.0-9]+)"', module.read_text()))
    assert used and used <= set(EN), used - set(EN)

"""Every rule diagram draws from its real position, with its highlight picked up."""

from __future__ import annotations

import pytest

import games
from games.ui.canvas import RecordingCanvas
from games.ui.rule_diagrams import rule_diagrams
from games.ui.rules_text import diagram_view, rules_html


@pytest.mark.parametrize("game", sorted(games.GAMES))
def test_every_diagram_draws_and_the_rules_end_with_the_table_rules(game: str) -> None:
    for diagram in rule_diagrams(game):
        view = diagram_view(diagram.link, diagram.highlight)
        view.resize(320, 220)
        canvas = RecordingCanvas()
        view.draw(canvas)
        assert canvas.calls, diagram.caption_key
        assert view.state.history == games.load(view.state.to_json()).history
    assert "Playing at the table" in rules_html(game)

"""Helpers shared by the Quinque test files."""

from __future__ import annotations

import games
from games.quinque import QuinqueState


def turns(*plays: str | tuple[str, ...], advanced: bool = False) -> QuinqueState:
    """A string is an action (``pass`` added if a second action is due); a tuple is played as given."""
    s = games.new_game("quinque", advanced=advanced)
    for turn in plays:
        for text in turn if isinstance(turn, tuple) else (turn,):
            s = s.play(text)
        if isinstance(turn, str) and not s.is_over and s.action == 1:  # type: ignore[attr-defined]
            s = s.play("pass")
    assert isinstance(s, QuinqueState)
    return s

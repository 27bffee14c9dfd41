"""What teaches a game, as data: the tutorial's steps and the rules' diagrams.

Each game's screen (``games.ui.<game>``) lists its own steps and diagrams
with these types and registers them in its :class:`~games.ui.screens.ScreenSpec`;
:mod:`games.ui.tutorial` runs the steps and :mod:`games.ui.rule_diagrams`
hands the diagrams to the rules.  The types live apart from both so that a
game's folder and the registry can name them without importing the code
that uses them (imports go one way: ``tests/test_imports.py``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from ..core import GameState, Move

__all__ = ["Check", "Diagram", "Hint", "Step", "Wins", "link_moves"]

#: A board target to outline: ``(kind, key)`` as the game's view names its targets
#: (Quinque ``square``/``new_skydiver``/``skydiver``/``tile``/``dest``, Quinto
#: ``square``, Quinamid ``hole``/``board``) or ``("control", id)`` for a button.
Hint = tuple[str, Any]


class Check(Protocol):
    """What completes a step when more than one move may: a predicate on a legal move."""

    def accepts(self, before: GameState, move: Move, after: GameState) -> bool: ...


@dataclass(frozen=True)
class Wins:
    """Any move that ends the game with the player who made it as the winner."""

    def accepts(self, before: GameState, move: Move, after: GameState) -> bool:
        return after.is_over and after.winner is not None and after.winner == before.to_move


@dataclass(frozen=True)
class Step:
    """One step: a position (a share link), the move it asks for, the rules it teaches.

    ``example`` is a move that completes the step (the one the script
    continues with, and what "Show me" plays); with ``accept`` None it is the
    only move that does.  ``hints`` are the targets to outline; None derives
    them from ``example``.
    """

    link: str
    example: str
    teaches: tuple[str, ...]
    accept: Check | None = None
    hints: tuple[Hint, ...] | None = None


@dataclass(frozen=True)
class Diagram:
    """One picture of the rules: a position (share link), its caption key, what to outline."""

    link: str
    caption_key: str
    highlight: tuple[tuple[str, Any], ...] = ()


def link_moves(*moves: str) -> str:
    """Moves joined for a link: ``;`` between them, ``+`` and spaces percent-encoded
    (a URL parser would read them as spaces), the rest left readable.

    >>> link_moves("+0,0:a", "pass", "9@0,-3 7@0,-2", "C^")
    '%2B0,0:a;pass;9@0,-3%207@0,-2;C%5E'
    """
    return ";".join(m.replace("+", "%2B").replace(" ", "%20").replace("^", "%5E") for m in moves)

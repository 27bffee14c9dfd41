"""Each game's screen, registered the way its rules are (the UI side of games.GAMES).

A game's screen lives in a folder of its own, ``games.ui.<game>`` (its board
view, its drawing, its moves in words, its tutorial and rule diagrams, its
new-game settings), and hands the shared screen code one :class:`ScreenSpec`
through :func:`register_screen`, as its rules hand ``games.core`` a
``GameSpec``.  The shared modules (the log, the summary, the dialog, the
tutorial, the rules' pictures) look the spec up by the game's name and name
no game themselves (``tests/test_game_rooms.py`` checks it).

The folder of a game is imported the first time its spec is wanted, found
by the name its rules registered (no list of games here).  Its board view
is not: the spec's ``view`` imports the view module only when a board of
that game is first made, so the start screen and one game never load the
other games' views (``tests/test_boot_imports.py`` checks it);
:func:`games.ui.registry.make_view` makes the board.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from ..core import GAMES, GameState, Move
from .lesson import Diagram, Hint, Step
from .score_sheet import ScoreSheet

__all__ = ["SCREENS", "ScreenSpec", "by_game", "later", "register_screen", "screen", "screens"]

#: Makes a game's board: a ``games.ui.view.BoardView`` (this module imports no view:
#: the translation table reads the diagrams here while it is being built).
ViewFactory = Callable[[GameState, Mapping[str, Any]], Any]
#: A move in words: the translation key (without ``.past``) and its placeholders.
Phrase = tuple[str, dict[str, Any]]


@dataclass(frozen=True)
class ScreenSpec:
    """Everything the shared screen code needs of one game (see the module doc)."""

    game: str
    #: Makes the board (``later``: the view module is imported when a board is first made).
    view: ViewFactory
    #: The move in words, as a phrase of the table, from the position before it.
    phrase: Callable[[GameState, Move], Phrase]
    #: The view targets a move goes through (where to tap, in order), for the tutorial.
    hints_for: Callable[[Move], tuple[Hint, ...]]
    #: The tutorial, in order, and the basic rules it must teach at least once.
    tutorial: tuple[Step, ...]
    rules_taught: frozenset[str]
    #: The rules' pictures, in the order of their placeholders in ``rules.<game>.html``.
    diagrams: tuple[Diagram, ...]
    #: UI-only settings of the new-game dialog: (setting name, default).
    settings: tuple[tuple[str, bool], ...]
    #: The board draws the places its notation names (columns and rows), so the log shows it.
    drawn_notation: bool = False
    #: Won on points: the game-over summary gives each player's points.
    scored: bool = False
    #: The points the last play made (a game scored play by play): the tutorial says them.
    last_points: Callable[[GameState], int] | None = None
    #: The game-over score sheet, a row per play (a game scored play by play).
    score_sheet: Callable[[GameState], ScoreSheet] | None = None


SCREENS: dict[str, ScreenSpec] = {}


def register_screen(spec: ScreenSpec) -> None:
    SCREENS[spec.game] = spec


def screen(game: str) -> ScreenSpec:
    """The screen of ``game``, importing its folder the first time; KeyError if it has none."""
    if game not in SCREENS and game in GAMES:
        name = f"{__package__}.{game}"
        try:
            importlib.import_module(name)
        except ModuleNotFoundError as err:
            if err.name != name:  # a real import error inside the folder
                raise
    if game not in SCREENS:
        raise KeyError(f"No screen for {game}")
    return SCREENS[game]


def screens() -> list[ScreenSpec]:
    """The screen of every registered game that has one, in the order the games are offered."""
    found = []
    for game in GAMES:
        try:
            found.append(screen(game))
        except KeyError:
            continue
    return found


def later(module: str, name: str) -> Callable[..., Any]:
    """The function ``name`` of ``module``, imported when first called.

    A spec names its board view and its words this way: registering a screen
    then loads no board (the start screen and one game load only their own),
    and nothing that needs the translation table, which reads the diagrams
    while it is being built.
    """

    def call(*args: Any, **kwargs: Any) -> Any:
        return getattr(importlib.import_module(module), name)(*args, **kwargs)

    return call


V = TypeVar("V")


class by_game(Mapping[str, V], Generic[V]):
    """One part of every game's spec as a read-only mapping (game -> the part), looked up
    when read: ``by_game(lambda spec: spec.tutorial)`` is what ``TUTORIALS`` was as a literal."""

    def __init__(self, part: Callable[[ScreenSpec], V]) -> None:
        self._part = part

    def __getitem__(self, game: str) -> V:
        return self._part(screen(game))

    def __iter__(self) -> Iterator[str]:
        return iter([spec.game for spec in screens()])

    def __len__(self) -> int:
        return len(screens())

"""Players sitting opposite: the screen turns to face whoever is to play.

With the "opposite" setting on, the whole game screen is turned round while
the second player (and, in a game of more, every other one) is to move, so
each reads the board from their side of the table.  Which way the screen
faces is decided here (tested on CPython); the bridge only sets the page's
class and the button's pressed state.  The board is told too
(``BoardView.screen_turned``): Quinamid's slide buttons, turned with the
screen, must name the directions the player now facing them sees.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .controller import Controller, Panel


@dataclass(frozen=True)
class Facing:
    #: Players sit opposite (the Opposite button is pressed).
    opposite: bool
    #: The screen is turned round, towards the player on the far side.
    turned: bool


def face_player(controller: Controller, panel: Panel) -> Facing:
    """Which way the screen faces for ``panel``'s player to move; the board follows."""
    session = controller.session
    opposite = bool(session and session.settings.get("opposite"))
    mover = next((i for i, row in enumerate(panel.players) if row.to_move), 0)
    turned = opposite and mover % 2 == 1
    if controller.view is not None:
        controller.view.screen_turned = turned
    return Facing(opposite, turned)

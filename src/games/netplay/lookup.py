"""Which games may be played across devices, and the views that keep their secrets.

A game without views cannot be hosted (:func:`views_for` refuses it), so a
new game with secrets cannot leak them by default: someone must first write
what its seats may see.  ``tests/test_netplay_games.py`` checks that every
registered game is listed.
"""

from __future__ import annotations

from .errors import SetupError
from .quinto_views import QUINTO
from .views import OPEN, Views

VIEWS: dict[str, Views] = {"quinque": OPEN, "quinamid": OPEN, "quinto": QUINTO}


def views_for(game: object) -> Views:
    """The views of ``game``; SetupError for a game that has none."""
    found = VIEWS.get(game) if isinstance(game, str) else None
    if found is None:
        raise SetupError("unknown-game", str(game)[:40])
    return found

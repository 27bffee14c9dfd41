"""Computer opponents for every registered game, written against the protocol.

>>> import games
>>> from games.ai import choose_move, LEVELS
>>> LEVELS
('random', 'greedy', 'easy', 'medium', 'hard')
>>> s = games.new_game("quinamid")
>>> str(choose_move(s, "greedy", seed=1)) in {str(m) for m in s.legal_moves()}
True

Layout: :mod:`.search` (generic alpha-beta and Monte Carlo) and
:mod:`.budget` (work budgets and deadlines), :mod:`.knowledge` (the plug-in
interface), :mod:`.baselines` (random, greedy), :mod:`.players` (levels ->
moves), :mod:`.deadlines` (:data:`BROWSER_DEADLINES`), per-game knowledge in ``quinque_eval``,
``quinto_eval``, ``quinamid_eval``, the games' own searches where the
generic one falls short (``quinque_search``: Quinque Hard over whole
turns, with ``quinque_delta``, its turn checked by ``quinque_hard``;
``quinto_endgame``: the rack endgame).  What only benchmarks use (the
arena behind ``python -m games arena``, the previous Quinque Hard, the
Boardspace-style Quinamid robots) is in the ``games_bench`` package beside
this one, which the site does not ship.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .deadlines import BROWSER_DEADLINES

if TYPE_CHECKING:
    from .players import LEVELS, choose_move

__all__ = ["BROWSER_DEADLINES", "LEVELS", "choose_move"]


def __getattr__(name: str) -> Any:
    """``LEVELS`` and ``choose_move`` load the players on first use: the page reads
    only :data:`BROWSER_DEADLINES` (:mod:`.deadlines`), the players run in a worker."""
    if name in ("LEVELS", "choose_move"):
        from . import players

        return getattr(players, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

"""The plug-in interface between the generic search and one game's knowledge.

The search (:mod:`.search`) and the baselines (:mod:`.baselines`) know only
the game protocol.  Everything that makes a player good at *one* game -- how
to value a position, which moves to look at first (and which not at all),
how to spot a win or a threat quickly, what the player may know -- lives in
a small :class:`Knowledge` subclass per game (``quinque_eval.py`` and so on),
so a game can be taught to play better without touching the search, and the
rules modules never learn anything about computer players.

Values are always from the point of view of a fixed player (the *root*, the
computer player thinking), positive = good for it, in "evaluation units";
:data:`WIN` marks a decided game.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core import GameState, Move

if TYPE_CHECKING:
    from .budget import Budget

#: Value of a won game (a loss is ``-WIN``).  Evaluations stay far below it.
WIN = 1_000_000.0


@dataclass(frozen=True)
class Settings:
    """How hard one level thinks in one game (every number is work, not time).

    ``nodes`` bounds the search work (moves played inside the search), which
    is what makes a level deterministic for a seed; ``depth`` is the deepest
    iteration tried; ``min_depth`` is searched to the end whatever the budget
    (it holds the tactics the level promises: a win now, stopping a win);
    ``width`` caps how many moves a node below the root looks at and
    ``root_width`` how many root moves are searched (0 = all) and
    ``deep_width`` how many of the best of them go on beyond ``min_depth``; ``noise`` adds
    seeded random jitter to root values (beginners); ``samples`` is how many
    determinizations a hidden-information game averages over; ``remember``
    says whether the player recalls hidden things it once saw (Quinamid).
    """

    nodes: int = 2000
    depth: int = 4
    min_depth: int = 1
    width: int = 0
    root_width: int = 0
    deep_width: int = 0
    noise: float = 0.0
    samples: int = 1
    remember: bool = True
    extra: float = 0.0  # a per-game knob (Quinto: weight of the leave; Quinque: threat quiescence)
    solver: str = ""  # the game's own search, if any (Quinto "endgame", Quinque "turns", Quinamid "surface")


def _free(amount: int) -> None:
    """The charge outside a search: nothing is counted."""


class Knowledge:
    """Default knowledge: no evaluation, all moves in the rules' order.

    One instance serves one ``choose_move`` call, so subclasses may cache per
    state (by ``id``) while the states are alive.
    """

    #: True when :meth:`root_bonus` is used (every root move then gets an exact value).
    has_root_bonus = False

    def __init__(self, settings: Settings, rng: random.Random) -> None:
        self.settings = settings
        self.rng = rng
        #: Set by the search while it runs: knowledge that plays moves itself
        #: charges them here, so the level's work budget counts all the work.
        self.charge: Callable[[int], None] = _free
        #: The ``time.perf_counter()`` by which the move is due (None: no
        #: deadline); knowledge that does uncharged work checks it.
        self.deadline: float | None = None

    def late(self) -> bool:
        """True once the deadline (if any) has passed."""
        return self.deadline is not None and time.perf_counter() > self.deadline

    # --- what the player may know ---------------------------------------
    def view(self, state: GameState, player: int) -> GameState:
        """The state the search thinks about.  Hidden-information games override
        this with a determinization built only from ``observe(player)``."""
        return state

    def samples(self, state: GameState, player: int) -> list[GameState]:
        """The worlds a hidden-information search averages over (default: one)."""
        return [self.view(state, player)]

    def horizon(self, state: GameState, turns: int) -> int:
        """Moves (plies) that finish ``turns`` turns from ``state``; levels give
        depths in turns because a turn may be several actions (Quinque)."""
        return turns

    # --- values ------------------------------------------------------------
    def evaluate(self, state: GameState, root: int) -> float:
        """Static value of a running game for ``root``."""
        return 0.0

    def terminal(self, state: GameState, root: int, ply: int) -> float:
        """Value of a finished game; sooner wins and later losses are preferred."""
        winner = state.winner
        if winner is None:
            return 0.0
        return WIN - ply if winner == root else -WIN + ply

    def tactical(self, state: GameState, root: int, ply: int) -> float | None:
        """A decided value before expanding ``state`` (a forced win found by a
        fast detector), or None to search on."""
        return None

    def root_bonus(self, state: GameState, move: Move, root: int) -> float:
        """A value added to a root move's searched value: what the search
        cannot see at its leaves (Quinto: the worth of the tiles kept)."""
        return 0.0

    def greedy_value(self, after: GameState, player: int) -> float:
        """One-move heuristic of the greedy baseline: how good ``after`` is."""
        return self.evaluate(after, player)

    def greedy_move(self, state: GameState) -> Move | None:
        """A game's own greedy choice when it has one (Quinto: the best-scoring play)."""
        return None

    def block_width(self) -> int:
        """How many of the greedy player's best moves are checked for safety
        against the opponent's immediate win (the rest are played blind)."""
        return 10_000

    # --- moves ---------------------------------------------------------------
    def order(self, state: GameState, moves: Sequence[Move], root: int, ply: int) -> list[Move]:
        """The moves to search at ``state``, best first (may drop some)."""
        return list(moves)

    def rollout(self, state: GameState, rng: random.Random) -> Move:
        """A quick move for Monte Carlo playouts (default: uniformly random)."""
        return rng.choice(state.legal_moves())

    # --- tactics ---------------------------------------------------------------
    def wins_now(self, state: GameState) -> list[Move]:
        """Moves that win at once for the player to move (one action).

        The default plays every move; games override it with something faster
        or skip it where no single move can win.
        """
        mover = state.to_move
        return [m for m in state.legal_moves() if state.play(m).winner == mover]

    def threat(self, state: GameState) -> Move | None:
        """A first move with which the player to move wins within their turn, or None.

        The default is a one-action turn: the first of :meth:`wins_now`.
        """
        wins = self.wins_now(state)
        return wins[0] if wins else None

    def opponent_wins_next(self, after: GameState, me: int) -> bool:
        """True if, after ``me`` moved into ``after``, an opponent can win in
        their next turn whatever ``me`` still does in this turn.

        Handles turns of several actions (Quinque): while ``me`` is still to
        act, ``after`` is safe if some continuation is.
        """
        if after.is_over:
            return after.winner is not None and after.winner != me
        if after.to_move == me:
            return all(self.opponent_wins_next(after.play(m), me) for m in self.replies(after))
        return self.threat(after) is not None

    def solve(self, state: GameState, me: int, budget: Budget) -> Move | None:
        """A game's own search where it knows a better one than the generic
        search (Quinto's rack endgame), within ``budget``; None to search as usual."""
        return None

    def rescue(self, state: GameState, me: int, deadline: float | None = None) -> Move | None:
        """When the search finds every move it looked at losing: a wider but
        shallower look for any move that still survives, or None (also when
        the ``time.perf_counter()`` deadline passes first)."""
        return None

    def replies(self, state: GameState) -> list[Move]:
        """The continuations tried by :meth:`opponent_wins_next` when the same
        player acts again (default: every legal move)."""
        return state.legal_moves()

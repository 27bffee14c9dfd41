"""Quinto knowledge: score, leave, and worlds built only from what the player sees.

**Hidden information.**  The search never reads another player's rack or the
pool order (nor the game's seed, which fixes them).  :meth:`QuintoKnowledge.samples`
first rebuilds a *canonical* game from ``observe(player)`` alone -- the
unseen tiles sorted, dealt back through a bag that replays the same
history -- and then draws the worlds to think about with
``resample(player, rng)`` from that canonical game.  Two real games that
look the same to the player therefore give the same worlds, hence the same
move for the same seed, however the unseen tiles really lie.

**Evaluation.**  My score minus the best other score, plus the value of the
tiles I keep (the *leave*): tiles whose value is a multiple of the Multile
fit any line, pairs that sum to a multiple make the next play, duplicates
of one remainder clog the rack.  Once the pool is empty the leave is just
what the tiles would cost at the end.

**Levels.**  Greedy plays ``best_play()``; Easy the best score with noise;
Medium score plus leave, one play deep; Hard averages, over several sampled
worlds, its play, the opponent's best replies and the leave (two plies).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..core import GameState, Move, replay
from ..errors import GameError
from ..quinto import PASS, Play, QuintoState
from . import quinto_endgame as endgame
from .knowledge import WIN, Knowledge, Settings
from .search import Budget

#: A finished game's value: the score margin plus this for winning.
WIN_BONUS = 100.0

QUINTO_LEVELS: dict[str, Settings] = {
    "greedy": Settings(),
    "easy": Settings(nodes=10_000, depth=1, min_depth=1, root_width=12, noise=8.0, extra=0.0),
    "medium": Settings(nodes=10_000, depth=1, min_depth=1, root_width=12, extra=1.0),
    "hard": Settings(
        nodes=10_000, depth=2, min_depth=2, width=1, root_width=8, samples=4, extra=1.0, solver="endgame"
    ),
}


#: What keeping one tile is worth for the next play, in points, Multile 5.
#: Fitted by least squares on 6600 turns of greedy self-play (the score of a
#: player's next play against the tiles they kept): a kept 5 adds about six
#: points, a kept 1-4 costs about three, 6-9 are worth about their place.
KEEP_FIVE: tuple[float, ...] = (-1.1, -3.2, -3.3, -3.2, -3.1, 5.7, -0.3, 0.2, 0.6, 0.0)
#: Two kept tiles with the same remainder (they fit the same lines only).
DUPLICATE = -1.9


def keep_value(tile: int, multile: int) -> float:
    """:data:`KEEP_FIVE` for Multile 5; for other Multiles the same shape: a
    non-zero multiple of the Multile is precious, small tiles cost."""
    if multile == 5:
        return KEEP_FIVE[tile]
    if tile and tile % multile == 0:
        return 5.0
    if tile == 0:
        return -1.0
    return -3.0 if tile < multile else 0.0


def leave_value(rack: Sequence[int], multile: int, pool_count: int) -> float:
    """What keeping ``rack`` is worth for the next plays (in points, roughly).

    >>> leave_value((5, 9), 5, 30) > leave_value((1, 2), 5, 30)
    True
    >>> leave_value((9, 1), 5, 0)
    -10.0
    """
    if pool_count == 0:
        return -float(sum(rack))
    value = 0.0
    residues = [v % multile for v in rack]
    for i, tile in enumerate(rack):
        value += keep_value(tile, multile)
        r = residues[i]
        if r:
            value += DUPLICATE * residues[i + 1 :].count(r)
    return value


def canonical_world(state: QuintoState, player: int) -> QuintoState:
    """A game the player cannot tell from ``state``, built only from what they see.

    The unseen tiles (other racks and the pool) are sorted and dealt back in
    a fixed way; the history is replayed through a bag that puts every
    player's played tiles where they were drawn (see quinto/knowledge.py for
    why that replays).  A game whose passes this deal contradicts is tried
    again with the unseen tiles in seeded shuffled orders.
    """
    if state.to_move is None:
        return state
    obs = state.observe(player)
    probe = state.resample(player, random.Random(0))
    drawn_total = len(probe.options["bag"]) - probe.pool_count
    unseen = sorted(
        [v for q, rack in enumerate(probe.racks) if q != player for v in rack]
        + list(probe.options["bag"][drawn_total:])
    )
    played: list[list[int]] = [[] for _ in range(state.num_players)]
    for record in obs.plays:
        if record.notation != "pass":
            played[record.player].extend(int(word[0]) for word in record.notation.split())
    for attempt in range(20):
        pool = list(unseen)
        if attempt:
            random.Random(attempt).shuffle(pool)
        world = _deal(state, player, obs.rack, obs.rack_sizes, played, pool)
        if world is not None:
            return world
    return probe  # pragma: no cover - only for passes no deal can explain


def _deal(
    state: QuintoState,
    player: int,
    rack: Sequence[int],
    sizes: Sequence[int],
    played: list[list[int]],
    pool: list[int],
) -> QuintoState | None:
    """Replay the history through a bag: each player's draws are their played
    tiles in order, then their rack (``player``'s own; the others' from
    ``pool``); the rest of ``pool`` is the pool to draw."""
    n = state.num_players
    sequences: list[list[int]] = []
    for q in range(n):
        if q == player:
            own = list(rack)
        else:
            own, pool = pool[: sizes[q]], pool[sizes[q] :]
        sequences.append(played[q] + own)
    owners = _draw_owners(state, [len(s) for s in sequences])
    if owners is None:
        return None
    cursors = [0] * n
    bag: list[int] = []
    for q in owners:
        bag.append(sequences[q][cursors[q]])
        cursors[q] += 1
    bag.extend(pool)
    options: dict[str, Any] = {
        "players": n,
        "variant": state.variant,
        "multile": state.multile,
        "seed": 0,
        "bag": bag,
    }
    try:
        world = replay("quinto", options, state.history)
    except GameError:
        return None
    return world if isinstance(world, QuintoState) else None


def _draw_owners(state: QuintoState, totals: list[int]) -> list[int] | None:
    """Who drew each tile of the bag, in order: the deal, then refills after each play."""
    n = state.num_players
    owners = [q for q in range(n) for _ in range(5)]
    for record in state.play_scores:
        if record.notation != "pass":
            owners.extend([record.player] * len(record.notation.split()))
    counts = [0] * n
    out: list[int] = []
    for q in owners:
        if counts[q] < totals[q]:  # the pool ran dry: later refills were short
            out.append(q)
            counts[q] += 1
    return out if counts == totals else None


class QuintoKnowledge(Knowledge):
    """See the module docstring."""

    def __init__(self, settings: Settings, rng: random.Random) -> None:
        super().__init__(settings, rng)
        self._root: int | None = None

    # --- worlds -----------------------------------------------------------------
    def view(self, state: GameState, player: int) -> GameState:
        assert isinstance(state, QuintoState)
        self._root = player
        return canonical_world(state, player)

    def samples(self, state: GameState, player: int) -> list[GameState]:
        world = self.view(state, player)
        assert isinstance(world, QuintoState)
        count = self.settings.samples
        if count <= 1:
            return [world]
        return [world.resample(player, self.rng) for _ in range(count)]

    # --- values -------------------------------------------------------------------
    def _margin(self, state: QuintoState, root: int) -> float:
        scores = state.scores
        return scores[root] - max(s for q, s in enumerate(scores) if q != root)

    def evaluate(self, state: GameState, root: int) -> float:
        assert isinstance(state, QuintoState)
        return self._margin(state, root)

    has_root_bonus = True

    def root_bonus(self, state: GameState, move: Move, root: int) -> float:
        """The leave: the tiles kept by the root play (the new draws are luck,
        and in a sampled world they would be made up)."""
        assert isinstance(state, QuintoState)
        if not self.settings.extra or not isinstance(move, Play):
            return 0.0
        return self.settings.extra * self._leave_after(state, move)

    def _leave_after(self, state: QuintoState, move: Play) -> float:
        mover = state.to_move
        assert mover is not None
        kept = list(state.racks[mover])
        for v in move.values:
            kept.remove(v)
        return leave_value(kept, state.multile, max(0, state.pool_count - len(move.tiles)))

    def terminal(self, state: GameState, root: int, ply: int) -> float:
        assert isinstance(state, QuintoState)
        margin = self._margin(state, root)
        if state.winner == root:
            return margin + WIN_BONUS
        return margin - WIN_BONUS if state.winner is not None else margin

    def greedy_move(self, state: GameState) -> Move | None:
        assert isinstance(state, QuintoState)
        best = state.best_play()
        return best if best is not None else PASS

    def solve(self, state: GameState, me: int, budget: Budget) -> Move | None:
        """The rack endgame (pool empty, two players: nothing hidden), searched to
        the end of the game on the world built from what ``me`` saw."""
        assert isinstance(state, QuintoState)
        if self.settings.solver != "endgame" or not endgame.applies(state):
            return None
        world = canonical_world(state, me)
        return endgame.best_play(world, budget)

    # --- moves ----------------------------------------------------------------------
    def order(self, state: GameState, moves: Sequence[Move], root: int, ply: int) -> list[Move]:
        assert isinstance(state, QuintoState)
        mover = state.to_move
        if mover is None:
            return list(moves)
        scores = {p.play: p.score for p in state.legal_plays()}
        weight = self.settings.extra if mover == root else 0.0
        ranked: list[tuple[float, int, Move]] = []
        for i, move in enumerate(moves):
            value = float(scores.get(move, 0)) if isinstance(move, Play) else 0.0
            if weight and isinstance(move, Play):
                value += weight * self._leave_after(state, move)
            ranked.append((-value, i, move))
        ranked.sort(key=lambda t: (t[0], t[1]))
        out = [move for _v, _i, move in ranked]
        width = self.settings.width
        if width and ply >= 1 and len(out) > width:
            out = out[:width]
        return out

    # --- tactics ----------------------------------------------------------------------
    def wins_now(self, state: GameState) -> list[Move]:
        """Going out when the pool is empty ends the game: such a play that wins."""
        assert isinstance(state, QuintoState)
        mover = state.to_move
        if mover is None or state.pool_count > 0:
            return []
        size = len(state.racks[mover])
        going_out = [p.play for p in state.legal_plays() if len(p.play.tiles) == size]
        return [play for play in going_out if state.play(play).winner == mover]

    def opponent_wins_next(self, after: GameState, me: int) -> bool:
        return False  # Quinto has nothing to block: the greedy player just scores


__all__ = ["QUINTO_LEVELS", "WIN", "QuintoKnowledge", "canonical_world", "leave_value"]

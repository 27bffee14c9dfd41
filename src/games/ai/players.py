"""From a level name to a move: the dispatcher behind :func:`games.ai.choose_move`.

Every level but ``random`` first looks for a win now (and in Quinque within
this turn); ``greedy`` is the one-move baseline; ``easy``, ``medium`` and
``hard`` run the generic alpha-beta with the game's knowledge and the
level's :class:`~.knowledge.Settings` (a work budget, a depth, a width, noise,
the number of hidden-information samples, memory).

Hidden information stays hidden: the knowledge's ``samples``/``view`` turn
the real state into worlds built from ``observe(player)`` and
``resample(player, rng)`` only, and the search never sees anything else.
The move returned is always taken from the *real* state's legal moves.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping
from dataclasses import replace

from ..core import GameState, Move
from ..errors import IllegalMoveError, InvalidOptionError
from .baselines import greedy_move, random_move
from .knowledge import WIN, Knowledge, Settings
from .quinamid_eval import QUINAMID_LEVELS
from .quinamid_hard import quinamid_knowledge
from .quinque_eval import QUINQUE_LEVELS
from .quinque_hard import quinque_knowledge
from .quinto_eval import QUINTO_LEVELS, QuintoKnowledge
from .search import Budget, alphabeta

#: The level names, weakest first.
LEVELS: tuple[str, ...] = ("random", "greedy", "easy", "medium", "hard")

#: The share of ``seconds`` the searches may use (see :func:`choose_move`).
SEARCH_SHARE = 0.85

KnowledgeFactory = Callable[[Settings, random.Random], Knowledge]

#: Per game: the knowledge class and the settings of each level.
GAME_KNOWLEDGE: Mapping[str, tuple[KnowledgeFactory, Mapping[str, Settings]]] = {
    "quinque": (quinque_knowledge, QUINQUE_LEVELS),
    "quinto": (QuintoKnowledge, QUINTO_LEVELS),
    "quinamid": (quinamid_knowledge, QUINAMID_LEVELS),
}


def settings_for(game: str, level: str, work: float = 1.0) -> Settings:
    """The settings of ``level`` in ``game``, with the work budget scaled by ``work``."""
    _factory, table = GAME_KNOWLEDGE.get(game, (Knowledge, {}))
    base = table.get(level, Settings())
    if work == 1.0:
        return base
    samples = max(1, min(4 * base.samples, round(base.samples * work + 0.49)))
    return replace(base, nodes=max(1, int(base.nodes * work)), samples=samples)


def choose_move(
    state: GameState, level: str, seed: int = 0, seconds: float | None = None, *, work: float = 1.0
) -> Move:
    """A legal move of ``state`` for the player to move, as the computer at ``level``.

    Deterministic for a given ``state``, ``level`` and ``seed`` (the work is
    counted, not timed).  ``seconds`` adds a deadline, so the search stops
    by then; Hard then searches until the deadline instead of stopping at
    its budget, so it plays better with more time (and depends on the
    machine's speed).  ``work`` scales the level's search budget (tests use
    small values; a larger one lets any level think longer, deterministically).
    """
    if level not in LEVELS:
        raise InvalidOptionError(f"There is no level '{level}' (levels: {', '.join(LEVELS)}).")
    me = state.to_move
    if me is None:
        raise IllegalMoveError("The game is over: no more moves can be played.")
    # The searches stop a little early: what follows them (a rescue, the
    # answer's checks) and the machine's hiccups fit in the rest.
    deadline = None if seconds is None else time.perf_counter() + SEARCH_SHARE * max(0.0, seconds)
    if seconds is not None and level == "hard":
        # Hard thinks as long as it is given: the deadline, not the budget, stops it.
        work = max(work, 50.0)
    rng = random.Random(seed * 1_000_003 + len(state.history))
    legal = state.legal_moves()
    if len(legal) == 1:
        return legal[0]
    if level == "random":
        return random_move(state, rng)
    factory, _table = GAME_KNOWLEDGE.get(state.game_name, (Knowledge, {}))
    settings = settings_for(state.game_name, level, work)
    kn = factory(settings, rng)
    kn.deadline = deadline
    if level == "greedy":
        chosen = greedy_move(kn.view(state, me), kn, rng)
    else:
        chosen = search_move(state, me, kn, settings, rng, deadline)
    return as_legal(chosen, legal)


def search_move(
    state: GameState,
    me: int,
    kn: Knowledge,
    settings: Settings,
    rng: random.Random,
    deadline: float | None,
) -> Move:
    """Tactics first, then alpha-beta over one or several sampled worlds."""
    solved = kn.solve(state, me, Budget(settings.nodes, deadline))
    if solved is not None:
        return solved  # an exact search (it also sees the wins now, and wins by more if it can)
    worlds = kn.samples(state, me)
    first = worlds[0]
    wins = kn.wins_now(first)
    if wins:
        return wins[0]
    threat = kn.threat(first)
    if threat is not None:
        return threat
    depths = [kn.horizon(first, turns) for turns in range(1, max(1, settings.depth) + 1)]
    min_depth = kn.horizon(first, settings.min_depth)
    if len(worlds) == 1 and settings.noise == 0.0 and not kn.has_root_bonus:
        budget = Budget(settings.nodes, deadline)
        roots = _root_moves(kn, first, me, settings)
        result = alphabeta(
            first, kn, budget, depths=depths, min_depth=min_depth, moves=roots, deep_width=settings.deep_width
        )
        if result.value <= -WIN / 4 and not budget.late:
            saved = kn.rescue(first, me, deadline)
            if saved is not None:
                return saved
        return result.move
    totals: dict[str, float] = {}
    counts: dict[str, int] = {}
    moves: dict[str, Move] = {}
    per_world = max(1, settings.nodes // len(worlds))
    for world in worlds:
        candidates = _root_moves(kn, world, me, settings)
        budget = Budget(per_world, deadline)
        result = alphabeta(
            world,
            kn,
            budget,
            depths=depths,
            min_depth=min_depth,
            moves=candidates,
            exact_root=True,
        )
        for move in candidates:
            key = str(move)
            moves.setdefault(key, move)
            if key in result.values:
                bonus = kn.root_bonus(world, move, me)
                totals[key] = totals.get(key, 0.0) + result.values[key] + bonus
                counts[key] = counts.get(key, 0) + 1
        if deadline is not None and time.perf_counter() > deadline:
            break
    if not totals:
        return moves[next(iter(moves))] if moves else first.legal_moves()[0]
    best_key = max(
        totals,
        key=lambda k: totals[k] / counts[k] + (rng.gauss(0.0, settings.noise) if settings.noise else 0.0),
    )
    return moves[best_key]


def _root_moves(kn: Knowledge, state: GameState, me: int, settings: Settings) -> list[Move]:
    ordered = kn.order(state, state.legal_moves(), me, 0)
    if settings.root_width and len(ordered) > settings.root_width:
        ordered = ordered[: settings.root_width]
    return ordered


def as_legal(move: Move, legal: list[Move]) -> Move:
    """The real state's legal move with ``move``'s notation (the search may run on a copy)."""
    text = str(move)
    for candidate in legal:
        if str(candidate) == text:
            return candidate
    return legal[0]  # pragma: no cover - a sampled world always shares the mover's moves

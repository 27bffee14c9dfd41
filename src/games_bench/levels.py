"""The levels a benchmark may seat: the ones people play, and opponents for the bench only.

:func:`games.ai.choose_move` knows the levels offered to a person
(:data:`games.ai.LEVELS`).  A benchmark also needs yardsticks no person
is offered, which the site does not ship: ``hard_v1``, the Quinque Hard of
commit eb20b81 (:data:`ALIASES`), so a new Hard must beat it; ``boardspace``, a plain
depth-3 alpha-beta like the Boardspace robots, for Quinamid; and
``boardspace5``, the same robot searched five plies deep.  A level of
another commit of the repository, ``LEVEL@COMMIT`` (``hard@9ae60fc``), is
played by that commit's own code (:mod:`.foreign`).
:func:`choose_move` here seats those and hands every other level to
:func:`games.ai.choose_move`.
"""

from __future__ import annotations

import time

from games.ai.players import LEVELS, SEARCH_SHARE, as_legal
from games.ai.players import choose_move as play_level
from games.core import GameState, Move
from games.errors import IllegalMoveError, InvalidOptionError, echo

from .foreign import foreign_move, resolve, split_level
from .quinamid_boardspace import boardspace_move
from .quinamid_deep import deep_move

#: Bench-only levels that are a people's level at a commit (:mod:`.foreign`):
#: ``hard_v1`` was once a copy of that commit's modules, and its records
#: name it so (bench/records/README.md).
ALIASES: dict[str, str] = {"hard_v1": "hard@eb20b81"}

#: Per bench-only level, the games that have it.
BENCH_LEVELS: dict[str, tuple[str, ...]] = {
    "hard_v1": ("quinque",),
    "boardspace": ("quinamid",),
    "boardspace5": ("quinamid",),
}


def levels_of(game: str) -> list[str]:
    """Every level a benchmark may seat in ``game``, the people's first.

    >>> levels_of("quinamid")
    ['random', 'greedy', 'easy', 'medium', 'hard', 'boardspace', 'boardspace5']
    """
    return [*LEVELS, *(name for name, games in BENCH_LEVELS.items() if game in games)]


def check_level(game: str, level: str) -> None:
    """Raise InvalidOptionError unless a benchmark may seat ``level`` in ``game``:
    one of :func:`levels_of`, or one of the people's levels at a commit."""
    foreign = split_level(_seated(game, level))
    if foreign is not None and foreign[0] in LEVELS:
        resolve(foreign[1])
        return
    known = levels_of(game)
    if level not in known:
        raise InvalidOptionError(
            "There is no level '{level}' (levels: {known}; or LEVEL@COMMIT).",
            level=echo(level), known=", ".join(known),
        )


def _seated(game: str, level: str) -> str:
    """The level that plays for ``level`` in ``game``: an alias's commit level
    where the alias is a level of that game, else ``level`` itself."""
    return ALIASES[level] if level in ALIASES and game in BENCH_LEVELS[level] else level


def choose_move(
    state: GameState, level: str, seed: int = 0, seconds: float | None = None, *, work: float = 1.0
) -> Move:
    """:func:`games.ai.choose_move`, and the bench-only levels of ``state``'s game.

    The arguments mean the same: deterministic for a ``state``, ``level`` and
    ``seed`` unless ``seconds`` sets a deadline; ``work`` scales the budget.
    """
    level = _seated(state.game_name, level)
    foreign = split_level(level)
    if foreign is None:
        if level not in BENCH_LEVELS:
            return play_level(state, level, seed, seconds, work=work)
        if state.game_name not in BENCH_LEVELS[level]:
            raise InvalidOptionError(
                f"There is no level '{level}' (levels: {', '.join(levels_of(state.game_name))})."
            )
    if state.to_move is None:
        raise IllegalMoveError("The game is over: no more moves can be played.")
    if foreign is not None:
        name, commit = foreign
        return as_legal(foreign_move(state, name, commit, seed, seconds, work), state.legal_moves())
    # The same share of the time as the people's levels search for.
    deadline = None if seconds is None else time.perf_counter() + SEARCH_SHARE * max(0.0, seconds)
    legal = state.legal_moves()
    if len(legal) == 1:
        return legal[0]
    if level == "boardspace5":
        return as_legal(deep_move(state, seed, deadline), legal)
    return as_legal(boardspace_move(state, seed, deadline), legal)


__all__ = ["ALIASES", "BENCH_LEVELS", "LEVELS", "check_level", "choose_move", "levels_of"]

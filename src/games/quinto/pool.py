"""The tile pool: published distribution, variants, seeded shuffle, options.

Everything random in a Quinto game comes from one ``random.Random(seed)``
created here, used in a fixed order (first the Multile draw when the variant
draws one, then the shuffle), so the seed alone fixes the game: CPython and
Pyodide give the same sequence, and a saved game replays identically.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..core import GameSpec, Option, check_options
from ..errors import InvalidOptionError, echo

#: The 90 playing tiles of the 1968 edition: value -> number of tiles.
DISTRIBUTION: Mapping[int, int] = {0: 7, 1: 6, 2: 6, 3: 7, 4: 10, 5: 6, 6: 10, 7: 14, 8: 12, 9: 12}

#: Variant -> the numbers its centre tile may have (the first is the default
#: only when it is the sole choice; otherwise the seed draws one).
MULTILES: Mapping[str, tuple[int, ...]] = {
    "quinto": (5,),
    "plus": (6, 7, 8, 9),
    "small-fry": (2, 3, 4),
}

RACK_SIZE = 5
MAX_LINE = 5

#: Seeds stay within what JavaScript numbers (share links) hold exactly.
MAX_SEED = 2**53 - 1

#: Most tiles a ``bag`` option may hold: twice the 90-tile pool.  A real game
#: uses at most 90 (and the small-fry pool is smaller); doubling leaves room
#: for a bigger home-made set while keeping a game short: every play lays at
#: least one tile, so a game has at most MAX_BAG plays.
MAX_BAG = 2 * sum(DISTRIBUTION.values())
MAX_PLAYERS = 4
#: Most moves a Quinto game can hold: at most MAX_BAG plays, and before,
#: between and after them at most ``players`` passes in a row (a full round
#: of passes ends the game), so ``players * (MAX_BAG + 1)``.
MAX_MOVES = MAX_PLAYERS * (MAX_BAG + 1)

OPTIONS: tuple[Option, ...] = (
    Option("players", "int", 2, minimum=2, maximum=MAX_PLAYERS),
    Option("variant", "choice", "quinto", choices=tuple(MULTILES)),
    Option("multile", "int", None, minimum=2, maximum=9),
    Option("seed", "int", None, minimum=0, maximum=MAX_SEED),
    Option("bag", "intlist", None, minimum=0, maximum=9, max_items=MAX_BAG),
)


def full_pool() -> list[int]:
    """The 90 tiles, sorted by value (the order before any shuffle)."""
    return [value for value, count in sorted(DISTRIBUTION.items()) for _ in range(count)]


@dataclass(frozen=True)
class Setup:
    """The validated options (as recorded in the game) and what they produce."""

    options: Mapping[str, Any]
    multile: int
    #: The whole pool in draw order (the centre tile is not in it).
    bag: tuple[int, ...]


def make_setup(spec: GameSpec, given: Mapping[str, Any]) -> Setup:
    """Validate ``given``, fill the defaults, pick and record a seed, build the pool.

    A given ``bag`` is the whole pool in draw order, used as given: at least
    five tiles per player and at most :data:`MAX_BAG` (180, twice the 90-tile
    pool), so a game from a link or save stays within :data:`MAX_MOVES`.
    """
    opts = check_options(spec, given)
    players: int = opts["players"]
    variant: str = opts["variant"]
    if opts["seed"] is None:
        opts["seed"] = random.SystemRandom().randrange(MAX_SEED + 1)
    choices = MULTILES[variant]
    multile = opts["multile"]
    if multile is not None and multile not in choices:
        allowed = ", ".join(str(c) for c in choices)
        if variant == "quinto":
            raise InvalidOptionError(
                "Quinto option 'multile' must be {allowed} for variant {variant}, not {multile} "
                "(use variant plus for 6 to 9, small-fry for 2 to 4).",
                allowed=allowed, variant=variant, multile=echo(multile),
            )
        raise InvalidOptionError(
            "Quinto option 'multile' must be {allowed} for variant {variant}, not {multile}.",
            allowed=allowed, variant=variant, multile=echo(multile),
        )
    bag = opts["bag"]
    if bag is not None:
        need = RACK_SIZE * players
        if len(bag) < need:
            raise InvalidOptionError(
                "Quinto option 'bag' must hold at least {need} tiles, so that each of the "
                "{players} players can draw five (it holds {count}).",
                need=need, players=players, count=len(bag),
            )
        opts["bag"] = tuple(bag)
    rng = random.Random(opts["seed"])
    if multile is None:
        multile = choices[0] if len(choices) == 1 else rng.choice(choices)
    if bag is not None:
        return Setup(opts, multile, tuple(bag))
    pool = full_pool()
    if variant == "small-fry":
        # One 2, one 3 and one 4 are taken out; the chosen one becomes the
        # centre tile and the other two go back: the pool loses the centre.
        pool.remove(multile)
    rng.shuffle(pool)
    return Setup(opts, multile, tuple(pool))

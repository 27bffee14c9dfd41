"""Quinamid options -> validated :class:`Rules`.

``check_options`` only checks kind ``bool``; ``start`` (kind "any") and
``variants`` (kind "text") are validated here, with sentences a player can act on.
Options are normalised (variants sorted and lower-case, an explicit start as a
list of ``[dx, dy]`` lists) so that ``to_json`` always writes one canonical form.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..core import GameSpec, Option, check_options
from ..errors import InvalidOptionError, echo
from .geometry import Offsets

VARIANT_LETTERS = "abcde"

#: Named start positions: offsets of boards B, C, D, E.
STARTS: dict[str, Offsets] = {
    "corner": ((0, 0), (0, 0), (0, 0), (0, 0)),
    "staggered": ((1, 1), (0, 0), (1, 1), (0, 0)),
}

OPTIONS = (
    Option("advanced", "bool", False),
    Option("start", "any", "corner"),
    Option("variants", "text", ""),
)


@dataclass(frozen=True)
class Rules:
    """The rule switches of one game, shared by all its states."""

    advanced: bool
    start_option: str | tuple[tuple[int, int], ...]
    start: Offsets
    variants: str

    @property
    def rotations_allowed(self) -> bool:
        return self.advanced or "e" in self.variants

    @property
    def clockwise_only(self) -> bool:
        return "e" in self.variants

    @property
    def line_length(self) -> int:
        return 6 if "d" in self.variants else 5

    def as_options(self) -> dict[str, Any]:
        """JSON-ready options that recreate the game."""
        start: Any = self.start_option
        if not isinstance(start, str):
            start = [list(o) for o in start]
        return {"advanced": self.advanced, "start": start, "variants": self.variants}


_START_HELP = (
    "Quinamid option 'start' must be \"corner\", \"staggered\" or a list of four [dx, dy] offsets "
    "for boards B-E, each 0 or 1, not {value}."
)


def _is_bit(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and v in (0, 1)


def parse_start(value: Any) -> tuple[str | tuple[tuple[int, int], ...], Offsets]:
    """``"corner"``, ``"staggered"``, four ``[dx, dy]`` pairs, or (for share links,
    where lists are comma-separated) a flat list of eight 0/1 numbers."""
    if isinstance(value, str):
        if value in STARTS:
            return value, STARTS[value]
        raise InvalidOptionError(_START_HELP, value=f"'{echo(value)}'")
    if not isinstance(value, (list, tuple)):
        raise InvalidOptionError(_START_HELP, value=echo(value))
    items = list(value)
    if len(items) == 8 and all(_is_bit(v) for v in items):
        items = [items[i : i + 2] for i in range(0, 8, 2)]
    if len(items) != 4:
        raise InvalidOptionError(
            "Quinamid option 'start' must be \"corner\", \"staggered\" or a list of four [dx, dy] offsets "
            "for boards B-E, each 0 or 1: {count} offsets given instead of 4.",
            count=len(items),
        )
    pairs: list[tuple[int, int]] = []
    for letter, item in zip("BCDE", items, strict=True):
        if not isinstance(item, (list, tuple)) or len(item) != 2 or not all(_is_bit(v) for v in item):
            raise InvalidOptionError(
                "Quinamid option 'start': the offset of board {board} must be [dx, dy] with each 0 or 1, "
                "not {value}.",
                board=letter, value=echo(item),
            )
        pairs.append((item[0], item[1]))
    offsets: Offsets = (pairs[0], pairs[1], pairs[2], pairs[3])
    return offsets, offsets


def parse_variants(value: Any) -> str:
    if not isinstance(value, str):
        raise InvalidOptionError(
            "Quinamid option 'variants' must be text made of the letters a-e, not {value}.", value=echo(value)
        )
    letters = value.replace(" ", "").replace(",", "").lower()
    bad = sorted({c for c in letters if c not in VARIANT_LETTERS})
    if bad:
        shown = echo("".join(bad))
        raise InvalidOptionError(
            "Quinamid option 'variants' may only use the letters a-e; '{letters}' is not a variant.",
            letters=shown,
        )
    return "".join(sorted(set(letters)))


def make_rules(spec: GameSpec, given: Mapping[str, Any]) -> Rules:
    """Validate options (unknown names included) and build the :class:`Rules`."""
    opts = check_options(spec, given)  # an option given as None is its default there
    advanced = opts["advanced"] is True
    start_option, start = parse_start(opts["start"])
    variants = parse_variants(opts["variants"])
    return Rules(advanced=advanced, start_option=start_option, start=start, variants=variants)

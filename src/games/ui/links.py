"""Share links: ``?game=NAME&moves=M1;M2;...&KEY=VALUE``.

A link is untrusted input.  :func:`parse_link` checks every part and raises
InvalidSaveError naming the first bad one; nothing is replayed until the
game name and options are known to be good, and replay reports the first
move that fails.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import quote, unquote

from ..core import GameSpec, GameState, Option, get_spec, replay
from ..errors import GameError, InvalidSaveError


def _format_value(opt: Option, value: Any) -> str:
    if isinstance(value, bool):
        return "1" if value else "0"
    if isinstance(value, (list, tuple)):
        flat: list[Any] = []
        for item in value:
            flat.extend(item if isinstance(item, (list, tuple)) else [item])
        return ",".join(str(v) for v in flat)
    return str(value)


def make_link(state: GameState) -> str:
    """The query string (starting with ``?``) that reopens ``state``."""
    spec = get_spec(state.game_name)
    parts = [f"game={spec.name}"]
    if state.history:
        parts.append("moves=" + ";".join(quote(m, safe="") for m in state.history))
    for opt in spec.options:
        value = state.options.get(opt.name)
        if value is None or value == opt.default:
            continue
        parts.append(f"{opt.name}={quote(_format_value(opt, value), safe=',')}")
    return "?" + "&".join(parts)


def _parse_int(text: str, where: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise InvalidSaveError(f"The link's {where} is not a number: '{text}'.") from None


def parse_option(opt: Option, text: str) -> Any:
    """Link text -> option value, by the option's kind."""
    where = f"option '{opt.name}'"
    if opt.kind == "bool":
        if text in ("1", "true"):
            return True
        if text in ("0", "false"):
            return False
        raise InvalidSaveError(f"The link's {where} must be 1 or 0, not '{text}'.")
    if opt.kind == "int":
        return _parse_int(text, where)
    if opt.kind == "intlist":
        return [_parse_int(t, where) for t in text.split(",")] if text else []
    if opt.kind == "any" and text and text[0].isdigit():
        numbers = [_parse_int(t, where) for t in text.split(",")]
        if len(numbers) % 2:
            raise InvalidSaveError(f"The link's {where} needs pairs of numbers.")
        return [[numbers[i], numbers[i + 1]] for i in range(0, len(numbers), 2)]
    return text


def parse_link(query: str) -> tuple[GameSpec, dict[str, Any], list[str]]:
    """Query string -> (game spec, options, move notations); checks names only."""
    # Split by hand: parse_qsl would turn a literal '+' (a Quinque new tile)
    # into a space; links percent-encode it, but people also type them.
    fields: dict[str, str] = {}
    for part in query.lstrip("?").split("&"):
        if not part:
            continue
        raw_key, _, raw_value = part.partition("=")
        key, value = unquote(raw_key), unquote(raw_value)
        if key in fields:
            raise InvalidSaveError(f"The link names '{key}' twice.")
        fields[key] = value
    name = fields.pop("game", None)
    if name is None:
        raise InvalidSaveError("The link does not say which game to open.")
    try:
        spec = get_spec(name)
    except GameError as err:
        raise InvalidSaveError(f"The link's game is unknown: {err}") from None
    moves_text = fields.pop("moves", "")
    moves = moves_text.split(";") if moves_text else []
    options: dict[str, Any] = {}
    for key, value in fields.items():
        try:
            opt = spec.option(key)
        except GameError:
            raise InvalidSaveError(f"The link has an unknown part '{key}'.") from None
        options[key] = parse_option(opt, value)
    return spec, options, moves


def open_link(query: str) -> GameState:
    """Parse and replay a link; InvalidSaveError names the first bad part."""
    spec, options, moves = parse_link(query)
    try:
        return replay(spec.name, options, moves)
    except InvalidSaveError:
        raise
    except GameError as err:
        raise InvalidSaveError(f"The link cannot be opened: {err}") from None

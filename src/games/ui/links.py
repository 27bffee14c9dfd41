"""Share links: ``?game=NAME&moves=M1;M2;...&KEY=VALUE``.

A link is untrusted input.  :func:`parse_link` checks every part and raises
InvalidSaveError naming the first bad one; nothing is replayed until the
game name and options are known to be good, and replay reports the first
move that fails.  Limits come before any work: the link's length
(:data:`games.core.MAX_TEXT`), the number of moves (the game's
``max_moves``), the length of each move (:data:`MAX_MOVE_CHARS`) and of each
option value (:data:`MAX_OPTION_CHARS`), the items of a list option
(``Option.max_items``), and numbers are ASCII digits only (``int()`` alone
would take "٣", "３" or "1_000").  Messages repeat at most 40 characters of
what was given.
"""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import quote, unquote

from ..core import GameSpec, GameState, Option, check_move_count, check_text, get_spec, replay
from ..errors import GameError, InvalidSaveError, echo

#: A number in a link: ASCII digits, maybe a minus sign, at most 20 digits.
_NUMBER = re.compile(r"-?[0-9]{1,20}")
#: Most numbers an option of kind ``any`` (Quinamid's start offsets) may list.
_MAX_ANY_NUMBERS = 16
#: Longest move a link may hold, once decoded: the longest any game reads
#: (Quinto's ``MAX_NOTATION``; Quinque's is 100, Quinamid's 20).
MAX_MOVE_CHARS = 200
#: Longest option value a link may hold, once decoded: the longest a game
#: needs is a Quinto bag of 180 one-digit values, 359 characters.
MAX_OPTION_CHARS = 1_000


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


def _parse_int(text: str, option: str) -> int:
    if not _NUMBER.fullmatch(text):
        raise InvalidSaveError(
            "The link's option '{option}' is not a number made of the digits 0-9: '{text}'.",
            option=option, text=echo(text),
        )
    return int(text)


def _parse_ints(text: str, option: str, most: int | None) -> list[int]:
    """Comma-separated numbers, counted before any is read."""
    if most is not None and text.count(",") + 1 > most:
        raise InvalidSaveError("The link's option '{option}' lists more than {most} numbers.",
                               option=option, most=most)
    return [_parse_int(t, option) for t in text.split(",")]


def parse_option(opt: Option, text: str) -> Any:
    """Link text -> option value, by the option's kind."""
    where = opt.name
    if opt.kind == "bool":
        if text in ("1", "true"):
            return True
        if text in ("0", "false"):
            return False
        raise InvalidSaveError("The link's option '{option}' must be 1 or 0, not '{text}'.",
                               option=where, text=echo(text))
    if opt.kind == "int":
        return _parse_int(text, where)
    if opt.kind == "intlist":
        return _parse_ints(text, where, opt.max_items) if text else []
    if opt.kind == "any" and text and (text[0].isdigit() or text[0] == "-"):
        numbers = _parse_ints(text, where, _MAX_ANY_NUMBERS)
        if len(numbers) % 2:
            raise InvalidSaveError("The link's option '{option}' needs pairs of numbers.", option=where)
        return [[numbers[i], numbers[i + 1]] for i in range(0, len(numbers), 2)]
    return text


def parse_link(query: str) -> tuple[GameSpec, dict[str, Any], list[str]]:
    """Query string -> (game spec, options, move notations); checks names and limits."""
    check_text(query, "link")
    # Split by hand: parse_qsl would turn a literal '+' (a Quinque new tile)
    # into a space; links percent-encode it, but people also type them.
    fields: dict[str, str] = {}
    for part in query.removeprefix("?").split("&"):
        if not part:
            continue
        raw_key, _, raw_value = part.partition("=")
        key, value = unquote(raw_key), unquote(raw_value)
        if key in fields:
            raise InvalidSaveError("The link names '{name}' twice.", name=echo(key))
        fields[key] = value
    name = fields.pop("game", None)
    if name is None:
        raise InvalidSaveError("The link does not say which game to open.")
    try:
        spec = get_spec(name)
    except GameError as err:
        raise InvalidSaveError("The link's game is unknown: {reason}", reason=err.message) from None
    moves_text = fields.pop("moves", "")
    if moves_text:
        check_move_count(spec, moves_text.count(";") + 1)
    moves = moves_text.split(";") if moves_text else []
    for number, move in enumerate(moves, start=1):
        if len(move) > MAX_MOVE_CHARS:
            raise InvalidSaveError(
                "Move {number} of the link is too long: {count:,} characters (a move has at most {most}).",
                number=number, count=len(move), most=MAX_MOVE_CHARS,
            )
    options: dict[str, Any] = {}
    for key, value in fields.items():
        try:
            opt = spec.option(key)
        except GameError:
            raise InvalidSaveError("The link has an unknown part '{name}'.", name=echo(key)) from None
        if len(value) > MAX_OPTION_CHARS:
            raise InvalidSaveError(
                "The link's option '{option}' is too long: {count:,} characters (at most {most:,}).",
                option=opt.name, count=len(value), most=MAX_OPTION_CHARS,
            )
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
        raise InvalidSaveError("The link cannot be opened: {reason}", reason=err.message) from None

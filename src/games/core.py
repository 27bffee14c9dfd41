"""The game protocol every game implements and every tool uses.

A game is an immutable :class:`GameState` subclass plus a :class:`GameSpec`
registered in :data:`GAMES`.  Tools (tests, the CLI, the UI, the computer
players) talk only to this protocol, never to a game's internals, which is
what lets one conformance suite and one search package serve all games.
"""

from __future__ import annotations

import json
import random
import re
from abc import ABC, abstractmethod
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Self, cast

from .errors import (
    GameError,
    IllegalMoveError,
    InvalidMoveError,
    InvalidOptionError,
    InvalidSaveError,
    echo,
)

#: Version of the JSON save format written by :meth:`GameState.to_json`.
SAVE_FORMAT = 1

#: Longest save or link accepted, in characters.  Checked before any parsing:
#: the longest game any registered game allows (its ``max_moves``) fits with
#: room to spare (10,000 Quinque moves are about 150,000 characters).
MAX_TEXT = 1_000_000
#: Deepest nesting of ``[`` and ``{`` accepted in a save.  A game save needs
#: 3 (a Quinamid ``start`` offset in its options), a UI session save one
#: more; checked before ``json.loads``, whose recursion a hostile
#: ``[[[[...`` would otherwise push into a RecursionError (or, in Pyodide,
#: a stack overflow).
MAX_DEPTH = 8


class Move(ABC):
    """A move value object; ``str(move)`` is its notation (round-trips via parse_move)."""

    @abstractmethod
    def __str__(self) -> str: ...


@dataclass(frozen=True)
class Option:
    """One option of a game, described for the new-game dialog, links and the CLI.

    ``kind`` is one of ``bool``, ``int``, ``choice``, ``intlist``, ``text``.
    ``default=None`` means "decided by the game" (a random seed, say).
    """

    name: str
    kind: str
    default: Any = None
    choices: tuple[Any, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    #: For kind ``intlist``: the most items the list may hold.
    max_items: int | None = None


@dataclass(frozen=True)
class Information:
    """How a game with hidden information answers :meth:`GameState.observe` and
    :meth:`GameState.resample` (registered in its :class:`GameSpec`, so a state
    module never imports the module that reasons about what players know)."""

    observe: Callable[[Any, int], Hashable]
    resample: Callable[[Any, int, random.Random], Any]


@dataclass(frozen=True)
class GameSpec:
    """A registered game: its name, option descriptions and constructor."""

    name: str
    title: str
    min_players: int
    max_players: int
    options: tuple[Option, ...]
    factory: Callable[..., GameState] = field(repr=False)
    #: The longest move list a save or link of this game may hold (checked
    #: before replaying it): what a game can hold, or a generous bound where
    #: the rules set none.  Documented per game where its spec is built.
    max_moves: int = 10_000
    #: None for a game of perfect information (observe/resample give the state).
    information: Information | None = field(default=None, repr=False)

    def option(self, name: str) -> Option:
        for opt in self.options:
            if opt.name == name:
                return opt
        known = ", ".join(o.name for o in self.options)
        if not known:
            raise InvalidOptionError("{game} has no option '{option}' (options: none).",
                                     game=self.title, option=echo(name))
        raise InvalidOptionError("{game} has no option '{option}' (options: {known}).",
                                 game=self.title, option=echo(name), known=known)


#: The registry: game name -> spec.  Filled by ``games/__init__.py``.
GAMES: dict[str, GameSpec] = {}


def register(spec: GameSpec) -> GameSpec:
    GAMES[spec.name] = spec
    return spec


def get_spec(name: str) -> GameSpec:
    spec = GAMES.get(name) if isinstance(name, str) else None
    if spec is None:
        known = ", ".join(sorted(GAMES))
        raise InvalidOptionError("There is no game called '{name}' (games: {known}).",
                                 name=echo(name), known=known)
    return spec


def new_game(name: str, **options: Any) -> GameState:
    """Start a game.  Unknown options raise :class:`InvalidOptionError`."""
    spec = get_spec(name)
    for key in options:
        spec.option(key)
    return spec.factory(**options)


class GameState(ABC):
    """An immutable game position with its history.

    Subclasses implement the rules; this base gives the uniform parts:
    accepting a move or its notation in :meth:`play`, and the JSON round trip.
    """

    game_name: ClassVar[str]

    # --- to implement -------------------------------------------------
    @property
    @abstractmethod
    def options(self) -> Mapping[str, Any]:
        """The options that recreate this game from scratch (seed included)."""

    @property
    @abstractmethod
    def num_players(self) -> int: ...

    @property
    @abstractmethod
    def to_move(self) -> int | None:
        """Index of the player to act, or None when the game is over."""

    @property
    @abstractmethod
    def history(self) -> tuple[str, ...]:
        """Notations of the moves played so far."""

    @property
    @abstractmethod
    def winner(self) -> int | None:
        """The winning player, or None (draw, shared top score, or not over)."""

    @property
    @abstractmethod
    def scores(self) -> tuple[int, ...]: ...

    @abstractmethod
    def legal_moves(self) -> list[Move]: ...

    @abstractmethod
    def parse_move(self, text: str) -> Move:
        """Notation -> Move; raises InvalidMoveError for text that is not a move."""

    @abstractmethod
    def _apply(self, move: Move) -> GameState:
        """Return the new state; raise IllegalMoveError when the rules forbid it."""

    # --- provided -----------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.to_move is None

    def play(self, move: Move | str) -> GameState:
        """Play a move (or its notation) and return the NEW state; self is unchanged."""
        if isinstance(move, str):
            move = self.parse_move(move)
        if self.is_over:
            raise IllegalMoveError("The game is over: no more moves can be played.")
        return self._apply(move)

    def observe(self, player: int) -> Any:
        """What ``player`` may know here, a hashable value: the state itself in a
        game of perfect information; a game with hidden information registers
        its own (:class:`Information`; e.g. ``games.quinto.Observation``), like
        OpenSpiel's information states.  Typed Any so callers reach the game's fields."""
        info = _information(self)
        if info is None:
            self._check_player(player)
            return self
        return info.observe(self, player)

    def resample(self, player: int, rng: random.Random) -> Self:
        """A full state ``player`` cannot tell from this one (the same :meth:`observe`),
        hidden parts drawn with ``rng``: this state itself when nothing is hidden."""
        info = _information(self)
        if info is None:
            self._check_player(player)
            return self
        return cast(Self, info.resample(self, player, rng))

    def _check_player(self, player: int) -> None:
        if isinstance(player, bool) or not isinstance(player, int) or not 0 <= player < self.num_players:
            raise GameError("This game has players 0 to {last}, not {player}.",
                            last=self.num_players - 1, player=echo(player))

    def is_legal(self, move: Move | str) -> bool:
        try:
            self.play(move)
        except (InvalidMoveError, IllegalMoveError):
            return False
        return True

    def to_json(self) -> str:
        return json.dumps(
            {
                "format": SAVE_FORMAT,
                "game": self.game_name,
                "options": dict(self.options),
                "history": list(self.history),
            },
            separators=(",", ":"),
        )

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.game_name} moves={len(self.history)} to_move={self.to_move}>"


def _information(state: GameState) -> Information | None:
    spec = GAMES.get(state.game_name)
    return None if spec is None else spec.information


def replay(name: str, options: Mapping[str, Any], moves: Sequence[str]) -> GameState:
    """Start ``name`` with ``options`` and play ``moves``; errors name the bad move.

    More moves than the game's ``max_moves`` raise InvalidSaveError before any is played.
    """
    spec = get_spec(name)
    check_move_count(spec, len(moves))
    state = new_game(name, **dict(options))
    for number, text in enumerate(moves, start=1):
        state = play_numbered(state, number, text)
    return state


def play_numbered(state: GameState, number: int, text: str) -> GameState:
    """``state.play(text)``; an error says which move (by number and text) failed."""
    try:
        return state.play(text)
    except (InvalidMoveError, IllegalMoveError) as err:
        raise type(err)("Move {number} ('{text}'): {reason}", number=number, text=echo(text),
                        reason=err.message) from None


def check_move_count(spec: GameSpec, count: int) -> None:
    if count > spec.max_moves:
        raise InvalidSaveError(
            "{game} games hold at most {most:,} moves; this one lists {count:,}.",
            game=spec.title, most=spec.max_moves, count=count,
        )


#: What check_text says, per kind of text (each its own sentence to translate):
#: not text, too long, nested too deeply.
_TEXT_LIMITS = {
    "saved game": (
        "The saved game is not text.",
        "The saved game is too long: {count:,} characters (at most {most:,}).",
        "The saved game nests lists or objects too deeply (at most {most} levels).",
    ),
    "link": (
        "The link is not text.",
        "The link is too long: {count:,} characters (at most {most:,}).",
        "The link nests lists or objects too deeply (at most {most} levels).",
    ),
    "request": (
        "The request is not text.",
        "The request is too long: {count:,} characters (at most {most:,}).",
        "The request nests lists or objects too deeply (at most {most} levels).",
    ),
    "option value": (
        "The option value is not text.",
        "The option value is too long: {count:,} characters (at most {most:,}).",
        "The option value nests lists or objects too deeply (at most {most} levels).",
    ),
}

# A JSON string (skipped whole: brackets inside it do not nest) or one bracket.
_STRING_OR_BRACKET = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{}]')


def check_text(text: object, what: str = "saved game") -> str:
    """The size and nesting limits of a save or link, checked before any parsing.

    Returns ``text``; raises InvalidSaveError when it is not text, is longer
    than :data:`MAX_TEXT` characters, or nests ``[``/``{`` deeper than
    :data:`MAX_DEPTH` outside JSON strings.  One linear pass of a regular
    expression, so it is cheap even at the size limit.
    """
    if not isinstance(text, str):
        raise InvalidSaveError(_TEXT_LIMITS[what][0])
    if len(text) > MAX_TEXT:
        raise InvalidSaveError(_TEXT_LIMITS[what][1], count=len(text), most=MAX_TEXT)
    if text.count("[") + text.count("{") <= MAX_DEPTH:
        return text
    depth = 0
    for match in _STRING_OR_BRACKET.finditer(text):
        char = match.group()
        if char in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                raise InvalidSaveError(_TEXT_LIMITS[what][2], most=MAX_DEPTH)
        elif char in "]}":
            depth -= 1
    return text


@dataclass(frozen=True)
class SavedGame:
    """A save's envelope, checked but not replayed: see :func:`parse_save`."""

    spec: GameSpec
    options: dict[str, Any]
    history: tuple[str, ...]

    def replay(self) -> GameState:
        """Replay the history; anything that fails raises InvalidSaveError naming the move."""
        try:
            return replay(self.spec.name, self.options, self.history)
        except InvalidSaveError:
            raise
        except (ValueError, TypeError) as err:
            reason = err.message if isinstance(err, GameError) else str(err)
            raise InvalidSaveError("The saved game cannot be replayed: {reason}", reason=reason) from None


def parse_save(text: str) -> SavedGame:
    """Check a :meth:`GameState.to_json` text without replaying it.

    The limits (:func:`check_text`) come first, then ``json.loads``, then
    :func:`parse_save_data`.  Everything wrong raises InvalidSaveError.
    """
    check_text(text)
    try:
        data = json.loads(text)
    except (TypeError, ValueError, RecursionError):
        raise InvalidSaveError("The saved game is not valid JSON.") from None
    return parse_save_data(data)


def parse_save_data(data: object) -> SavedGame:
    """The envelope ``{format, game, options, history}`` of parsed JSON, checked:
    a known format and game, options an object, history a list of at most the
    game's ``max_moves`` notations."""
    if not isinstance(data, dict):
        raise InvalidSaveError("The saved game is not a JSON object.")
    if data.get("format") != SAVE_FORMAT:
        raise InvalidSaveError("Unknown save format {found} (expected {expected}).",
                               found=echo(data.get("format")), expected=SAVE_FORMAT)
    name, options, history = data.get("game"), data.get("options", {}), data.get("history", [])
    if not isinstance(name, str):
        raise InvalidSaveError("The saved game does not say which game it is.")
    try:
        spec = get_spec(name)
    except InvalidOptionError as err:
        raise InvalidSaveError("The saved game cannot be replayed: {reason}", reason=err.message) from None
    if not isinstance(options, dict) or not all(isinstance(k, str) for k in options):
        raise InvalidSaveError("The saved game's options are not an object.")
    if not isinstance(history, list) or not all(isinstance(m, str) for m in history):
        raise InvalidSaveError("The saved game's history is not a list of moves.")
    check_move_count(spec, len(history))
    return SavedGame(spec, options, tuple(history))


def load(text: str) -> GameState:
    """Rebuild a game from :meth:`GameState.to_json` output, replaying its history once.

    Anything wrong (too long or too deeply nested, not JSON, wrong format,
    unknown game or option, too many moves, a move that fails) raises
    :class:`InvalidSaveError` with the reason.
    """
    return parse_save(text).replay()


def check_options(spec: GameSpec, given: Mapping[str, Any]) -> dict[str, Any]:
    """Validate ``given`` against ``spec`` and fill defaults.

    Kinds ``bool``, ``int``, ``choice`` and ``intlist`` are checked here; kind
    ``any`` is left to the game.  Errors are InvalidOptionError sentences.  An
    option given as None (null in a save or link) is not given: its default.
    """
    out: dict[str, Any] = {}
    for key in given:
        spec.option(key)
    for opt in spec.options:
        value = given.get(opt.name)
        if value is None:
            value = opt.default
        if value is None:
            out[opt.name] = None
            continue
        where = {"game": spec.title, "option": opt.name}
        if opt.kind == "bool":
            if not isinstance(value, bool):
                raise InvalidOptionError("{game} option '{option}' must be true or false, not {value}.",
                                         **where, value=echo(value))
        elif opt.kind == "int":
            if isinstance(value, bool) or not isinstance(value, int):
                raise InvalidOptionError("{game} option '{option}' must be a whole number, not {value}.",
                                         **where, value=echo(value))
            _check_range(where, value, opt)
        elif opt.kind == "intlist":
            if opt.max_items is not None and isinstance(value, (list, tuple)) and len(value) > opt.max_items:
                raise InvalidOptionError(
                    "{game} option '{option}' holds at most {most} numbers, not {count}.",
                    **where, most=opt.max_items, count=len(value),
                )
            if not isinstance(value, (list, tuple)) or not all(
                isinstance(v, int) and not isinstance(v, bool) for v in value
            ):
                raise InvalidOptionError("{game} option '{option}' must be a list of whole numbers.", **where)
            for v in value:
                _check_range(where, v, opt)
            value = list(value)
        if opt.choices and opt.kind != "any" and value not in opt.choices:
            allowed = ", ".join(str(c) for c in opt.choices)
            raise InvalidOptionError("{game} option '{option}' must be one of {allowed}, not {value}.",
                                     **where, allowed=allowed, value=echo(value))
        out[opt.name] = value
    return out


def _check_range(where: dict[str, str], value: int, opt: Option) -> None:
    if opt.minimum is not None and value < opt.minimum:
        raise InvalidOptionError("{game} option '{option}' must be at least {least}, not {value}.",
                                 **where, least=opt.minimum, value=echo(value))
    if opt.maximum is not None and value > opt.maximum:
        raise InvalidOptionError("{game} option '{option}' must be at most {most}, not {value}.",
                                 **where, most=opt.maximum, value=echo(value))

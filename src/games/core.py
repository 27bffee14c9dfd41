"""The game protocol every game implements and every tool uses.

A game is an immutable :class:`GameState` subclass plus a :class:`GameSpec`
registered in :data:`GAMES`.  Tools (tests, the CLI, the UI, the computer
players) talk only to this protocol, never to a game's internals, which is
what lets one conformance suite and one search package serve all games.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from .errors import IllegalMoveError, InvalidMoveError, InvalidOptionError, InvalidSaveError

#: Version of the JSON save format written by :meth:`GameState.to_json`.
SAVE_FORMAT = 1


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


@dataclass(frozen=True)
class GameSpec:
    """A registered game: its name, option descriptions and constructor."""

    name: str
    title: str
    min_players: int
    max_players: int
    options: tuple[Option, ...]
    factory: Callable[..., GameState] = field(repr=False)

    def option(self, name: str) -> Option:
        for opt in self.options:
            if opt.name == name:
                return opt
        known = ", ".join(o.name for o in self.options) or "none"
        raise InvalidOptionError(f"{self.title} has no option '{name}' (options: {known}).")


#: The registry: game name -> spec.  Filled by ``games/__init__.py``.
GAMES: dict[str, GameSpec] = {}


def register(spec: GameSpec) -> GameSpec:
    GAMES[spec.name] = spec
    return spec


def get_spec(name: str) -> GameSpec:
    try:
        return GAMES[name]
    except KeyError:
        known = ", ".join(sorted(GAMES))
        raise InvalidOptionError(f"There is no game called '{name}' (games: {known}).") from None


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


def replay(name: str, options: Mapping[str, Any], moves: Sequence[str]) -> GameState:
    """Start ``name`` with ``options`` and play ``moves``; errors name the bad move."""
    state = new_game(name, **dict(options))
    for number, text in enumerate(moves, start=1):
        try:
            state = state.play(text)
        except (InvalidMoveError, IllegalMoveError) as err:
            raise type(err)(f"Move {number} ('{text}'): {err}") from None
    return state


def load(text: str) -> GameState:
    """Rebuild a game from :meth:`GameState.to_json` output, replaying its history.

    Anything wrong (not JSON, wrong format, unknown game or option, a move
    that fails) raises :class:`InvalidSaveError` with the reason.
    """
    try:
        data = json.loads(text)
    except (TypeError, ValueError):
        raise InvalidSaveError("The saved game is not valid JSON.") from None
    if not isinstance(data, dict):
        raise InvalidSaveError("The saved game is not a JSON object.")
    if data.get("format") != SAVE_FORMAT:
        raise InvalidSaveError(f"Unknown save format {data.get('format')!r} (expected {SAVE_FORMAT}).")
    name, options, history = data.get("game"), data.get("options", {}), data.get("history", [])
    if not isinstance(name, str):
        raise InvalidSaveError("The saved game does not say which game it is.")
    if not isinstance(options, dict) or not all(isinstance(k, str) for k in options):
        raise InvalidSaveError("The saved game's options are not an object.")
    if not isinstance(history, list) or not all(isinstance(m, str) for m in history):
        raise InvalidSaveError("The saved game's history is not a list of moves.")
    try:
        return replay(name, options, history)
    except InvalidSaveError:
        raise
    except (ValueError, TypeError) as err:
        raise InvalidSaveError(f"The saved game cannot be replayed: {err}") from None


def check_options(spec: GameSpec, given: Mapping[str, Any]) -> dict[str, Any]:
    """Validate ``given`` against ``spec`` and fill defaults.

    Kinds ``bool``, ``int``, ``choice`` and ``intlist`` are checked here; kind
    ``any`` is left to the game.  Errors are InvalidOptionError sentences.
    """
    out: dict[str, Any] = {}
    for key in given:
        spec.option(key)
    for opt in spec.options:
        value = given.get(opt.name, opt.default)
        if value is None:
            out[opt.name] = None
            continue
        where = f"{spec.title} option '{opt.name}'"
        if opt.kind == "bool":
            if not isinstance(value, bool):
                raise InvalidOptionError(f"{where} must be true or false, not {value!r}.")
        elif opt.kind == "int":
            if isinstance(value, bool) or not isinstance(value, int):
                raise InvalidOptionError(f"{where} must be a whole number, not {value!r}.")
            _check_range(where, value, opt)
        elif opt.kind == "intlist":
            if not isinstance(value, (list, tuple)) or not all(
                isinstance(v, int) and not isinstance(v, bool) for v in value
            ):
                raise InvalidOptionError(f"{where} must be a list of whole numbers.")
            for v in value:
                _check_range(where, v, opt)
            value = list(value)
        if opt.choices and opt.kind != "any" and value not in opt.choices:
            allowed = ", ".join(str(c) for c in opt.choices)
            raise InvalidOptionError(f"{where} must be one of {allowed}, not {value!r}.")
        out[opt.name] = value
    return out


def _check_range(where: str, value: int, opt: Option) -> None:
    if opt.minimum is not None and value < opt.minimum:
        raise InvalidOptionError(f"{where} must be at least {opt.minimum}, not {value}.")
    if opt.maximum is not None and value > opt.maximum:
        raise InvalidOptionError(f"{where} must be at most {opt.maximum}, not {value}.")

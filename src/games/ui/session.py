"""A game in progress as the UI sees it: seats, undo/redo and the save format.

The engine knows nothing of player names, undo or autosave; this layer adds
them around immutable game states.  A :class:`Session` is itself immutable:
every action returns a new session, so the browser bridge just swaps values
and tests compare them.

Undo needs every position of the game, but keeping every state would cost
memory in proportion to the game's length squared for some games and makes
a long game slow to open.  A :class:`GameLine` keeps the furthest state
(whose history is the move list), a snapshot every :data:`SNAPSHOT_EVERY`
moves, and rebuilds any other position from the snapshot before it.
Opening a save replays its moves once.
"""

from __future__ import annotations

import json
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from ..core import (
    GameState,
    Move,
    SavedGame,
    check_text,
    get_spec,
    new_game,
    parse_save_data,
    play_numbered,
)
from ..errors import GameError, IllegalMoveError, InvalidSaveError
from .jobs import SLICE, Job, finish

T = TypeVar("T")

SESSION_FORMAT = 1
HUMAN = "human"
#: Seat kinds: a person, the computer at a level (see games.ai), a person on another device.
SEAT_KINDS = (HUMAN, "easy", "medium", "hard", "device")  # device: games.ui.devices.DEVICE
#: Moves between two kept states: undo replays at most this many minus one.
SNAPSHOT_EVERY = 32
#: Positions kept at the end of a game line as they were played: the move log
#: shows the last 300 moves in words (games.ui.record.LOG_WINDOW), which a long
#: game just opened then words without replaying them again.
TAIL = 320


@dataclass(frozen=True)
class Seat:
    name: str
    kind: str = HUMAN
    #: The person at the screen, called "you" (a tutorial's learner): the status says
    #: "You win!", not the name put into "{name} wins!" (never saved).
    you: bool = False

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN


class GameLine:
    """The positions of one game, from its start to the furthest move played.

    Immutable.  ``snapshots[k]`` is the state after ``k * SNAPSHOT_EVERY``
    moves, and the last :data:`TAIL` positions are kept as they were played
    (the move log words those, and undo goes back over them); :meth:`state_at`
    rebuilds any other position from the snapshot before it (and remembers
    the last few it built, so a session and its ``replace``-d copies hand out
    the same state object).
    """

    __slots__ = ("_recent", "_tail", "final", "length", "snapshots")

    def __init__(
        self, snapshots: tuple[GameState, ...], final: GameState, length: int,
        tail: tuple[GameState, ...] = (),
    ) -> None:
        """``length``: the number of moves of ``final`` (given, so that building a
        line never asks a state for its whole history); ``tail``: the positions
        just before ``final`` and ``final`` itself (at most :data:`TAIL`)."""
        self.snapshots = snapshots
        self.final = final
        self.length = length
        self._tail = tail[-TAIL:] if tail else (final,)
        self._recent: dict[int, GameState] = {length: final}

    # --- building ----------------------------------------------------------------
    @classmethod
    def begin(cls, start: GameState) -> GameLine:
        if start.history:
            return cls.replay(new_game(start.game_name, **dict(start.options)), start.history)
        return cls((start,), start, 0)

    @classmethod
    def replay(cls, start: GameState, moves: Sequence[str]) -> GameLine:
        """Play ``moves`` from ``start`` once, keeping the snapshots; errors name the move."""
        return finish(cls.replay_job(start, moves))

    @classmethod
    def replay_job(cls, start: GameState, moves: Sequence[str]) -> Job[GameLine]:
        """:meth:`replay` as a job (games.ui.jobs): yields every few moves."""
        snapshots = [start]
        tail = deque([start], maxlen=TAIL)
        state = start
        total = len(moves)
        for number, text in enumerate(moves, start=1):
            state = play_numbered(state, number, text)
            tail.append(state)
            if number % SNAPSHOT_EVERY == 0:
                snapshots.append(state)
            if number % SLICE == 0:
                yield number / total
        return cls(tuple(snapshots), state, total, tuple(tail))

    @classmethod
    def of_states(cls, states: Sequence[GameState]) -> GameLine:
        """From every state of a game (start first), keeping only the snapshots and the tail."""
        return cls(tuple(states[::SNAPSHOT_EVERY]), states[-1], len(states) - 1, tuple(states[-TAIL:]))

    def with_final(self, final: GameState) -> GameLine:
        """The same line ending in ``final`` (an equal state: the very object given)."""
        return GameLine(self.snapshots, final, self.length, (*self._tail[:-1], final))

    def extended(self, index: int, state: GameState) -> GameLine:
        """The line up to position ``index`` followed by ``state`` (the redo list is dropped)."""
        kept = self.snapshots[: index // SNAPSHOT_EVERY + 1]
        if (index + 1) % SNAPSHOT_EVERY == 0:
            kept = (*kept, state)
        first = self.length - len(self._tail) + 1  # the position of the tail's first state
        tail = (*self._tail[: max(0, index - first + 1)], state)
        line = GameLine(kept, state, index + 1, tail)
        for i, earlier in self._recent.items():
            if i <= index:
                line._remember(i, earlier)  # an undo right after the move costs nothing
        return line

    # --- reading ------------------------------------------------------------------
    def __len__(self) -> int:
        """Moves from the start to the furthest position."""
        return self.length

    def _kept(self, index: int) -> GameState | None:
        """The position after ``index`` moves if the tail holds it."""
        at = index - (self.length - len(self._tail) + 1)
        return self._tail[at] if 0 <= at < len(self._tail) else None

    def state_at(self, index: int) -> GameState:
        """The position after ``index`` moves (0 <= index <= len(self))."""
        state = self._recent.get(index) or self._kept(index)
        return next(self.states(index, index)) if state is None else state

    def states(self, first: int, last: int) -> Iterator[GameState]:
        """The positions ``first`` to ``last`` (inclusive): from the tail where it holds
        them, else replayed from the snapshot before ``first``."""
        kept = self._kept(first)
        if kept is not None:
            index, state = first, kept
        else:
            index = first // SNAPSHOT_EVERY * SNAPSHOT_EVERY
            state = self.snapshots[first // SNAPSHOT_EVERY]
        moves = self.final.history
        while True:
            if index >= first:
                self._remember(index, state)
                yield state
            if index >= last:
                return
            state = self._kept(index + 1) or state.play(moves[index])
            index += 1

    def _remember(self, index: int, state: GameState) -> None:
        recent = self._recent
        if index not in recent and len(recent) >= 4:
            oldest = next(i for i in recent if i != self.length)  # keep the furthest state
            del recent[oldest]
        recent[index] = state

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GameLine):
            return NotImplemented
        a, b = self.final, other.final
        return a is b or (a.game_name == b.game_name and a.options == b.options and a.history == b.history)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"<GameLine {self.final.game_name} moves={len(self)} snapshots={len(self.snapshots)}>"


@dataclass(frozen=True, init=False)
class Session:
    """A game line, the players' seats, a cursor, and UI settings.

    ``state`` is the position after ``cursor`` moves, the one on screen;
    positions after the cursor are the redo list.  ``settings`` holds UI-only
    choices (hints, take-backs, open memory, AI speed) that travel with the
    save.  ``dataclasses.replace(session, settings=...)`` works.
    """

    line: GameLine
    seats: tuple[Seat, ...]
    cursor: int
    settings: dict[str, Any]

    def __init__(
        self,
        line: GameLine | Sequence[GameState],
        seats: tuple[Seat, ...],
        cursor: int = 0,
        settings: dict[str, Any] | None = None,
    ) -> None:
        """``line`` may also be every state of the game, start first (the older form;
        prefer :meth:`from_state`)."""
        if not isinstance(line, GameLine):
            line = GameLine.of_states(tuple(line))
        if not 0 <= cursor <= len(line):
            raise ValueError(f"cursor {cursor} is outside 0..{len(line)}")
        put = object.__setattr__
        put(self, "line", line)
        put(self, "seats", tuple(seats))
        put(self, "cursor", cursor)
        put(self, "settings", {} if settings is None else settings)

    @classmethod
    def start(
        cls,
        game: str,
        seats: tuple[Seat, ...],
        options: dict[str, Any] | None = None,
        settings: dict[str, Any] | None = None,
    ) -> Session:
        state = new_game(game, **(options or {}))
        if len(seats) != state.num_players:
            raise GameError("This game needs {need} players, not {count}.",
                            need=state.num_players, count=len(seats))
        return cls(GameLine.begin(state), seats, 0, dict(settings or {}))

    @classmethod
    def from_state(
        cls, final: GameState, seats: tuple[Seat, ...], settings: dict[str, Any] | None = None
    ) -> Session:
        """A session at the end of ``final`` (a game opened from a link, say): its
        history is replayed once for the snapshots undo needs."""
        if len(seats) != final.num_players:
            raise GameError("This game needs {need} players, not {count}.",
                            need=final.num_players, count=len(seats))
        start = new_game(final.game_name, **dict(final.options))
        line = GameLine.replay(start, final.history).with_final(final)  # the very state given
        return cls(line, seats, len(line), dict(settings or {}))

    @property
    def state(self) -> GameState:
        return self.line.state_at(self.cursor)

    @property
    def game(self) -> str:
        return self.line.final.game_name

    @property
    def can_undo(self) -> bool:
        return self.cursor > 0

    @property
    def can_redo(self) -> bool:
        return self.cursor < len(self.line)

    def _at(self, cursor: int) -> Session:
        return Session(self.line, self.seats, cursor, self.settings)

    @property
    def full(self) -> bool:
        """The game has reached the most moves Quintet keeps (its ``max_moves``, the
        same limit saves and links have) without ending: no move can be added."""
        return self.cursor >= get_spec(self.game).max_moves and not self.state.is_over

    def play(self, move: Move | str) -> Session:
        """Play on the current state; the redo list is dropped.  Errors propagate."""
        if self.full:
            raise IllegalMoveError(
                "Quintet keeps games of at most {most:,} moves, and this one has reached that: "
                "start a new game.", most=get_spec(self.game).max_moves)
        nxt = self.state.play(move)
        return Session(self.line.extended(self.cursor, nxt), self.seats, self.cursor + 1, self.settings)

    def undo(self, steps: int = 1) -> Session:
        return self._at(max(0, self.cursor - steps))

    def redo(self) -> Session:
        return self._at(min(len(self.line), self.cursor + 1))

    def undo_to_human(self) -> Session:
        """Undo back to the last position where a person was to move.

        With a computer seat, undo takes back the computer's reply and the
        person's move together, so the person gets their turn back.
        """
        cursor = self.cursor - 1
        while cursor > 0:
            # positions from the snapshot at or before cursor, scanned backwards
            first = max(1, cursor - cursor % SNAPSHOT_EVERY)
            block = list(self.line.states(first, cursor))
            for index in range(cursor, first - 1, -1):
                mover = block[index - first].to_move
                if mover is not None and self.seats[mover].is_human:
                    return self._at(index)
            cursor = first - 1
        return self._at(max(0, cursor))

    def to_save(self) -> str:
        """The autosave: seats, cursor, settings and the game (see :meth:`from_save`).

        ``over`` and ``moves`` repeat what the game holds, so the start screen can
        describe a save without replaying it (:func:`peek_save`); opening the save
        never trusts them."""
        final = self.line.final
        return json.dumps(
            {
                "format": SESSION_FORMAT,
                "seats": [[s.name, s.kind] for s in self.seats],
                "cursor": self.cursor,
                "settings": self.settings,
                "over": final.is_over,
                "game": json.loads(final.to_json()),
            },
            separators=(",", ":"),
        )

    @classmethod
    def from_save(cls, text: str) -> Session:
        """Rebuild a session, replaying its moves once; anything wrong raises
        InvalidSaveError with the reason (limits first: see :func:`games.core.check_text`)."""
        return finish(cls.from_save_job(text))

    @classmethod
    def from_save_job(cls, text: str) -> Job[Session]:
        """:meth:`from_save` as a job (games.ui.jobs): the replay yields every few moves."""
        data, saved = _envelope(text)
        seats = data["seats"]
        settings = data.get("settings", {})
        if not isinstance(settings, dict):
            raise InvalidSaveError("The saved game's settings are not readable.")
        cursor = data.get("cursor")
        if not isinstance(cursor, int) or isinstance(cursor, bool) or not 0 <= cursor <= len(saved.history):
            raise InvalidSaveError("The saved game's position is out of range.")
        start = _checked(saved, lambda: new_game(saved.spec.name, **saved.options))
        if len(seats) != start.num_players:
            raise InvalidSaveError("The saved game's players do not match the game.")
        try:
            line = yield from GameLine.replay_job(start, saved.history)
        except InvalidSaveError:
            raise
        except (ValueError, TypeError) as err:
            raise _unreplayable(err) from None
        return cls(line, tuple(Seat(n, k) for n, k in seats), cursor, settings)

    @classmethod
    def from_line(cls, line: GameLine, seats: tuple[Seat, ...], settings: dict[str, Any]) -> Session:
        """A session at the end of ``line`` (a game opened from a link)."""
        if len(seats) != line.final.num_players:
            raise GameError("This game needs {need} players, not {count}.",
                            need=line.final.num_players, count=len(seats))
        return cls(line, seats, len(line), settings)


@dataclass(frozen=True)
class SavePeek:
    """What a save says about itself, read without replaying it (:func:`peek_save`)."""

    game: SavedGame
    #: The save says its game is over (older saves do not say: False).
    over: bool

    @property
    def moves(self) -> int:
        return len(self.game.history)


def peek_save(text: str) -> SavePeek:
    """The game, options and moves of a save, and whether it says the game is over,
    without replaying it: the start screen lists saves this way, in time that does
    not grow with replaying.  The envelope is checked as :meth:`Session.from_save`
    checks it (InvalidSaveError); the moves are checked only when it is opened."""
    data, saved = _envelope(text)
    return SavePeek(saved, data.get("over") is True)


def _envelope(text: str) -> tuple[dict[str, Any], SavedGame]:
    """A session save's JSON and its game, checked up to (not including) the replay."""
    check_text(text)
    try:
        data = json.loads(text)
    except (TypeError, ValueError, RecursionError):
        raise InvalidSaveError("The saved game is not valid JSON.") from None
    if not isinstance(data, dict) or data.get("format") != SESSION_FORMAT:
        raise InvalidSaveError("The saved game has an unknown format.")
    seats = data.get("seats")
    if not isinstance(seats, list) or not all(
        isinstance(s, list) and len(s) == 2 and isinstance(s[0], str) and s[1] in SEAT_KINDS
        for s in seats
    ):
        raise InvalidSaveError("The saved game's players are not readable.")
    return data, parse_save_data(data.get("game"))


def _checked(saved: SavedGame, step: Callable[[], T]) -> T:
    """Run one step of rebuilding ``saved``: every failure becomes an InvalidSaveError."""
    try:
        return step()
    except InvalidSaveError:
        raise
    except (ValueError, TypeError) as err:
        raise _unreplayable(err) from None


def _unreplayable(err: ValueError | TypeError) -> InvalidSaveError:
    reason = err.message if isinstance(err, GameError) else str(err)
    return InvalidSaveError("The saved game cannot be replayed: {reason}", reason=reason)


def replay_states(final: GameState) -> tuple[GameState, ...]:
    """Every state from the start to ``final``, by replaying its history.

    Costs memory in proportion to the game's length (and more for games whose
    states hold their history): prefer :meth:`Session.from_state`.
    """
    state = new_game(final.game_name, **dict(final.options))
    states = [state]
    for text in final.history:
        state = state.play(text)
        states.append(state)
    return tuple(states)

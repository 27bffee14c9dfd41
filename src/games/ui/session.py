"""A game in progress as the UI sees it: seats, undo/redo and the save format.

The engine knows nothing of player names, undo or autosave; this layer adds
them around immutable game states.  A :class:`Session` is itself immutable:
every action returns a new session, so the browser bridge just swaps values
and tests compare them.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from typing import Any

from ..core import GameState, Move, load, new_game
from ..errors import GameError, InvalidSaveError

SESSION_FORMAT = 1
HUMAN = "human"
#: Seat kinds: a person, or the computer at a level (see games.ai).
SEAT_KINDS = (HUMAN, "easy", "medium", "hard")


@dataclass(frozen=True)
class Seat:
    name: str
    kind: str = HUMAN

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN


@dataclass(frozen=True)
class Session:
    """Game states from the start to the furthest move played, and a cursor.

    ``states[cursor]`` is the position on screen; states after the cursor are
    the redo list.  ``settings`` holds UI-only choices (hints, take-backs,
    open memory, AI speed) that travel with the save.
    """

    states: tuple[GameState, ...]
    seats: tuple[Seat, ...]
    cursor: int = 0
    settings: dict[str, Any] = field(default_factory=dict)

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
            raise GameError(f"This game needs {state.num_players} players, not {len(seats)}.")
        return cls((state,), seats, 0, dict(settings or {}))

    @property
    def state(self) -> GameState:
        return self.states[self.cursor]

    @property
    def game(self) -> str:
        return self.state.game_name

    @property
    def can_undo(self) -> bool:
        return self.cursor > 0

    @property
    def can_redo(self) -> bool:
        return self.cursor < len(self.states) - 1

    def play(self, move: Move | str) -> Session:
        """Play on the current state; the redo list is dropped.  Errors propagate."""
        nxt = self.state.play(move)
        return replace(self, states=(*self.states[: self.cursor + 1], nxt), cursor=self.cursor + 1)

    def undo(self, steps: int = 1) -> Session:
        return replace(self, cursor=max(0, self.cursor - steps))

    def redo(self) -> Session:
        return replace(self, cursor=min(len(self.states) - 1, self.cursor + 1))

    def undo_to_human(self) -> Session:
        """Undo back to the last position where a person was to move.

        With a computer seat, undo takes back the computer's reply and the
        person's move together, so the person gets their turn back.
        """
        cursor = self.cursor - 1
        while cursor > 0:
            mover = self.states[cursor].to_move
            if mover is not None and self.seats[mover].is_human:
                break
            cursor -= 1
        return replace(self, cursor=max(0, cursor))

    def to_save(self) -> str:
        furthest = self.states[-1]
        return json.dumps(
            {
                "format": SESSION_FORMAT,
                "seats": [[s.name, s.kind] for s in self.seats],
                "cursor": self.cursor,
                "settings": self.settings,
                "game": json.loads(furthest.to_json()),
            },
            separators=(",", ":"),
        )

    @classmethod
    def from_save(cls, text: str) -> Session:
        """Rebuild a session; anything wrong raises InvalidSaveError with the reason."""
        try:
            data = json.loads(text)
        except (TypeError, ValueError):
            raise InvalidSaveError("The saved game is not valid JSON.") from None
        if not isinstance(data, dict) or data.get("format") != SESSION_FORMAT:
            raise InvalidSaveError("The saved game has an unknown format.")
        seats = data.get("seats")
        if not isinstance(seats, list) or not all(
            isinstance(s, list) and len(s) == 2 and isinstance(s[0], str) and s[1] in SEAT_KINDS
            for s in seats
        ):
            raise InvalidSaveError("The saved game's players are not readable.")
        settings = data.get("settings", {})
        if not isinstance(settings, dict):
            raise InvalidSaveError("The saved game's settings are not readable.")
        furthest = load(json.dumps(data.get("game")))
        states = replay_states(furthest)
        cursor = data.get("cursor")
        if not isinstance(cursor, int) or isinstance(cursor, bool) or not 0 <= cursor < len(states):
            raise InvalidSaveError("The saved game's position is out of range.")
        if len(seats) != furthest.num_players:
            raise InvalidSaveError("The saved game's players do not match the game.")
        return cls(states, tuple(Seat(n, k) for n, k in seats), cursor, settings)


def replay_states(final: GameState) -> tuple[GameState, ...]:
    """Every state from the start to ``final``, by replaying its history."""
    state = new_game(final.game_name, **dict(final.options))
    states = [state]
    for text in final.history:
        state = state.play(text)
        states.append(state)
    return tuple(states)

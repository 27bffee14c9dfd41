"""The application controller: screens, sessions, autosave, links, messages.

It holds everything the page shows apart from the canvas pixels and the DOM
itself, as plain values (``Panel``) that web/main.py copies into HTML.  It
talks to storage through :class:`~games.ui.storage.SaveStore`, which never
raises and says whether the game is saved, so tests run it with a dict and
the browser with localStorage (or nothing, where the browser refuses it).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from typing import Any

from ..core import GAMES, GameState
from ..errors import GameError, InvalidSaveError
from .controls import Control, InfoLine
from .dialog import GAME_SETTINGS, SPEEDS
from .i18n import t, t_message
from .links import open_link
from .pieces import SYMBOLS
from .registry import make_view
from .session import Seat, Session, replay_states
from .storage import (
    FULL,
    LAST_GAME,
    SAVE_PREFIX,
    SAVING,
    MemoryStorage,
    SaveStore,
    Storage,
    backup_key,
)
from .view import BoardView, Outcome

__all__ = ["LAST_GAME", "SAVE_PREFIX", "Controller", "MemoryStorage", "Panel", "PlayerRow", "Storage"]


@dataclass(frozen=True)
class PlayerRow:
    name: str
    symbol: str
    colour_index: int
    detail: str
    to_move: bool
    winner: bool


@dataclass(frozen=True)
class Panel:
    """Everything around the canvas, ready to render."""

    title: str
    status: str
    players: tuple[PlayerRow, ...]
    info: tuple[InfoLine, ...]
    history: tuple[str, ...]
    history_note: str
    controls: tuple[Control, ...]
    can_undo: bool
    can_redo: bool
    over: bool
    banner: str
    handoff: str  # non-empty: cover the board until the named player is ready
    #: saving, tab_only or full: the page shows a notice unless saving.
    storage: str = SAVING
    #: Another tab changed this game's save: offer "load the newer" / "keep this one".
    conflict: bool = False


@dataclass
class Controller:
    #: The browser's storage (localStorage), or None when the browser refuses it.
    storage: Storage | None
    session: Session | None = None
    view: BoardView | None = None
    message: str = ""
    announcements: list[str] = field(default_factory=list)
    handoff_done: bool = True
    #: A person asked for a hint; the bridge asks the computer and clears it.
    hint_wanted: bool = False
    #: Another tab changed the save of the game on screen; the page asks which to keep.
    conflict: bool = False
    store: SaveStore = field(init=False)

    def __post_init__(self) -> None:
        self.store = SaveStore(self.storage)
        self._told_status = SAVING

    # --- saves ------------------------------------------------------------------
    def saved(self, game: str) -> Session | None:
        """The autosaved session of ``game``; a corrupt save is discarded with a message."""
        return self._read_save(SAVE_PREFIX + game, game)

    def other_copy(self, game: str) -> Session | None:
        """The backup of ``game``: the copy another tab (or this one) displaced."""
        return self._read_save(backup_key(SAVE_PREFIX + game), game)

    def _read_save(self, key: str, game: str) -> Session | None:
        text = self.store.get(key)
        if not text:
            return None
        try:
            session = Session.from_save(text)
            if session.game != game:
                raise InvalidSaveError("The save belongs to another game.")
            return session
        except GameError as err:
            self.store.remove(key)
            self.message = t("msg.bad_save", reason=t_message(str(err)))
            return None

    def autosave(self) -> None:
        if self.session is not None:
            self.store.set(SAVE_PREFIX + self.session.game, self.session.to_save())
            self.store.set(LAST_GAME, self.session.game)
            self._tell_storage_status()

    def _tell_storage_status(self) -> None:
        """Say once, calmly, when saving stops working (and when it works again)."""
        status = self.store.status
        if status != self._told_status:
            self._told_status = status
            self.message = t(f"storage.{status}.message")
            self.announcements.append(self.message)

    @property
    def storage_status(self) -> str:
        """saving, tab_only or full (see games.ui.storage)."""
        return self.store.status

    def free_space(self) -> int:
        """Remove finished games and other copies to make room; keep games in progress."""
        keep = {LAST_GAME}
        for game in GAMES:
            session = self.saved(game)
            if session is not None and not session.state.is_over:
                keep.add(SAVE_PREFIX + game)
        if self.session is not None:
            keep.add(SAVE_PREFIX + self.session.game)
        removed = self.store.free_space(keep)
        self.autosave()
        if self.store.status == FULL:
            self.message = t("storage.full.still")
        return removed

    def storage_changed(self, key: str | None, value: str | None) -> None:
        """Another tab changed storage (a storage event): notice a change to our game."""
        if self.session is None or key != SAVE_PREFIX + self.session.game:
            return
        if self.store.changed_elsewhere(key, value) and value:
            self.conflict = True
            self.message = t("msg.changed_elsewhere")
            self.announcements.append(self.message)

    def resolve_conflict(self, load_other: bool) -> None:
        """Keep this tab's game or load the other tab's; the one set aside is kept as a copy."""
        self.conflict = False
        self.message = ""
        if self.session is None:
            return
        key = SAVE_PREFIX + self.session.game
        if not load_other:
            self.autosave()  # the store keeps the other tab's save as the backup copy
            return
        text = self.store.get(key)  # read first: this is now what we have seen
        ours = self.session.to_save()
        other = self.saved(self.session.game)
        if other is None:
            return
        self.store.set(backup_key(key), ours)
        self.store.adopt(key, text)
        self.show(other)

    def open_other_copy(self, game: str) -> bool:
        """Swap a game's save with its backup copy and open it (nothing is dropped)."""
        other = self.other_copy(game)
        if other is None:
            return False
        current = self.store.get(SAVE_PREFIX + game)
        if current:
            self.store.set(backup_key(SAVE_PREFIX + game), current)
        else:
            self.store.remove(backup_key(SAVE_PREFIX + game))
        self.show(other)
        return True

    def resume_last(self) -> bool:
        """On reload, go straight back to the game last on screen (if it is saved)."""
        game = self.store.get(LAST_GAME)
        return bool(game) and game in GAMES and self.resume(str(game))

    def forget_last(self) -> None:
        """Back on the start screen: a reload shows the start screen too."""
        self.store.remove(LAST_GAME)

    # --- starting ---------------------------------------------------------------
    def show(self, session: Session) -> None:
        self.session = session
        self.view = make_view(session.state, session.settings)
        self.view.seats = session.seats
        self.handoff_done = not self._needs_handoff()
        self.autosave()

    def resume(self, game: str) -> bool:
        session = self.saved(game)
        if session is None:
            return False
        self.show(session)
        return True

    def start(
        self,
        game: str,
        options: dict[str, Any],
        seats: tuple[Seat, ...],
        settings: dict[str, Any] | None = None,
    ) -> str | None:
        """Start a new game; returns an error message (options are bad) or None."""
        try:
            session = Session.start(game, seats, options, settings)
        except GameError as err:
            return t_message(str(err))
        self.show(session)
        return None

    def link_target(self, query: str) -> tuple[GameState | None, str]:
        """Replay a share link: (state, "") or (None, message naming the bad part)."""
        try:
            return open_link(query), ""
        except GameError as err:
            return None, t("msg.bad_link", reason=t_message(str(err)))

    def would_replace(self, game: str) -> bool:
        """Opening a link for ``game`` would replace a game in progress (ask first)."""
        current = self.saved(game)
        return current is not None and not current.state.is_over and len(current.state.history) > 0

    def open_state(self, state: GameState, names: tuple[str, ...] | None = None) -> None:
        seats = tuple(Seat(n) for n in (names or default_names(state.num_players)))
        states = replay_states(state)
        self.show(Session(states, seats, len(states) - 1, default_settings(state.game_name)))

    # --- playing ----------------------------------------------------------------
    def apply(self, outcome: Outcome) -> None:
        """Act on what an input produced: play its move, show its message."""
        if outcome.wants_hint:
            self.hint_wanted = True
        if outcome.message:
            self.message = outcome.message
        if outcome.announce:
            self.announcements.append(outcome.announce)
        if outcome.move is not None and self.computer_level() is None:
            # never play for the computer: its move comes from accept_computer_move
            self.play(outcome.move)

    def play(self, move: str) -> bool:
        if self.session is None or self.view is None:
            return False
        mover = self.session.state.to_move
        try:
            session = self.session.play(move)
        except GameError as err:
            self.message = t("msg.illegal", reason=t_message(str(err)))
            return False
        self.session = session
        self.view.set_state(session.state)
        self.message = ""
        name = self.session.seats[mover].name if mover is not None else ""
        self.announcements.append(t("announce.move", name=name, move=move))
        if session.state.is_over:
            self.announcements.append(self.status())
        self.handoff_done = not self._needs_handoff()
        self.autosave()
        return True

    # --- computer players --------------------------------------------------------
    def computer_level(self) -> str | None:
        """The level of the computer seat to move now, or None (a person, or game over)."""
        if self.session is None or self.session.state.is_over:
            return None
        mover = self.session.state.to_move
        seat = self.session.seats[mover] if mover is not None else None
        return None if seat is None or seat.is_human else seat.kind

    def position_token(self) -> str:
        """Identifies the position on screen: a computer's answer for another is dropped."""
        if self.session is None:
            return ""
        return f"{self.session.game}:{self.session.cursor}:{';'.join(self.session.state.history)}"

    def ai_request(self, level: str, seconds: float | None = None) -> str:
        """The JSON a computer player (in the worker) needs: the game and the level.

        The worker rebuilds the state with games.load(); the search itself only
        looks through observe()/resample(), so hidden tiles stay hidden.
        """
        assert self.session is not None
        state = self.session.state
        return json.dumps(
            {"state": state.to_json(), "level": level, "seed": len(state.history), "seconds": seconds}
        )

    def accept_computer_move(self, token: str, move: str) -> bool:
        """Play a computer's answer if the position is still the one it was asked about."""
        if token != self.position_token() or self.computer_level() is None:
            return False
        return self.play(move)

    def show_hint(self, token: str, move: str) -> None:
        if token == self.position_token() and self.view is not None:
            self.apply(self.view.show_hint(move))

    def hints_allowed(self) -> bool:
        """A hint for the person to move, unless the game was started without hints."""
        return (
            self.session is not None
            and not self.session.state.is_over
            and self.computer_level() is None
            and bool(self.session.settings.get("hints", True))
        )

    def set_speed(self, speed: str) -> None:
        """Change how fast computers move (demo mode), and keep it in the save."""
        if self.session is not None and speed in SPEEDS:
            self.session = replace(self.session, settings={**self.session.settings, "speed": speed})
            self.autosave()

    @property
    def has_computer(self) -> bool:
        return self.session is not None and any(not s.is_human for s in self.session.seats)

    def undo(self) -> None:
        if self.session is not None and self.session.can_undo and self.view is not None:
            has_person = any(s.is_human for s in self.session.seats)
            if self.has_computer and has_person:
                self.session = self.session.undo_to_human()
            else:
                self.session = self.session.undo()
            self.view.set_state(self.session.state)
            self.message = ""
            self.announcements.append(t("announce.undo"))
            self.autosave()

    def redo(self) -> None:
        if self.session is not None and self.session.can_redo and self.view is not None:
            self.session = self.session.redo()
            self.view.set_state(self.session.state)
            self.message = ""
            self.announcements.append(t("announce.redo"))
            self.autosave()

    def control(self, control_id: str) -> None:
        if self.view is not None:
            self.apply(self.view.control(control_id))

    def take_announcements(self) -> list[str]:
        out, self.announcements = self.announcements, []
        return out

    # --- the panel ---------------------------------------------------------------
    def _needs_handoff(self) -> bool:
        if self.session is None or self.view is None or not self.view.hides_private_info:
            return False
        state = self.session.state
        humans = sum(1 for s in self.session.seats if s.is_human)
        return state.to_move is not None and humans > 1 and len(state.history) > 0

    def status(self) -> str:
        assert self.session is not None and self.view is not None
        state = self.session.state
        names = [s.name for s in self.session.seats]
        if state.is_over:
            if state.winner is not None:
                return t("game.won", name=names[state.winner])
            return self.view.draw_text()
        assert state.to_move is not None
        if self.computer_level() is not None:
            return t("game.thinking", name=names[state.to_move])
        return self.view.turn_text(names[state.to_move])

    def panel(self) -> Panel:
        assert self.session is not None and self.view is not None
        session, view, state = self.session, self.view, self.session.state
        rows = tuple(
            PlayerRow(
                name=seat.name,
                symbol=SYMBOLS[i % len(SYMBOLS)],
                colour_index=i,
                detail=view.player_detail(i),
                to_move=state.to_move == i,
                winner=state.winner == i,
            )
            for i, seat in enumerate(session.seats)
        )
        history, note = view.history_items(session.settings)
        handoff = ""
        if not self.handoff_done and state.to_move is not None:
            handoff = session.seats[state.to_move].name
        return Panel(
            title=t(f"game.{session.game}"),
            status=self.status(),
            players=rows,
            info=tuple(view.info_lines()),
            history=history,
            history_note=note,
            controls=tuple(view.controls()),
            can_undo=session.can_undo and view.undo_allowed(session),
            can_redo=session.can_redo,
            over=state.is_over,
            banner=self.status() if state.is_over else "",
            handoff=handoff,
            storage=self.store.status,
            conflict=self.conflict,
        )


def default_names(count: int) -> tuple[str, ...]:
    return tuple(t("dialog.player_name", n=i + 1) for i in range(count))


def default_settings(game: str) -> dict[str, Any]:
    """UI settings of a game opened without the dialog (from a link)."""
    return dict(GAME_SETTINGS.get(game, ()))

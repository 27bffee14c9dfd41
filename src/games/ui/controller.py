"""The application controller: screens, sessions, autosave, links, messages.

It holds everything the page shows apart from the canvas pixels and the DOM
itself, as plain values (``Panel``) that web/main.py copies into HTML.  It
talks to storage through :class:`~games.ui.storage.SaveStore`, which never
raises and says whether the game is saved, so tests run it with a dict and
the browser with localStorage (or nothing, where the browser refuses it).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ..core import GameState
from ..errors import GameError
from . import linked, policy
from .by_message import send_refusal
from .computer_seats import ComputerSeats
from .controls import Control, InfoLine
from .devices import DEVICE
from .devices.table import Devices
from .dialog import SPEEDS
from .i18n import t, t_message
from .jobs import Job, finish
from .move_words import describe_move
from .pieces import SYMBOLS
from .record import LogEntry, MoveLog, Summary, summary, won_text
from .registry import make_view
from .saving import Saves
from .session import Seat, Session
from .steps import History, history_is_public
from .storage import LAST_GAME, SAVE_PREFIX, SAVING, MemoryStorage, SaveStore, Storage
from .teaching import Lesson, Lessons
from .view import BoardView, Outcome

__all__ = [
    "LAST_GAME",
    "SAVE_PREFIX",
    "Controller",
    "MemoryStorage",
    "Panel",
    "PlayerRow",
    "Review",
    "SaveStore",
    "Storage",
]


@dataclass(frozen=True)
class PlayerRow:
    name: str
    symbol: str
    colour_index: int
    detail: str
    to_move: bool
    winner: bool


@dataclass(frozen=True)
class Review:
    """Looking back at position ``index`` (0 = the start) of ``total`` moves."""

    index: int
    total: int
    text: str


@dataclass(frozen=True)
class Panel:
    """Everything around the canvas, ready to render."""

    title: str
    status: str
    players: tuple[PlayerRow, ...]
    info: tuple[InfoLine, ...]
    #: The move log in words (empty while it is hidden: Quinamid's memory game); a
    #: sequence whose entries are worded when read (see games.ui.record.MoveLog).
    log: Sequence[LogEntry]
    history_note: str
    controls: tuple[Control, ...]
    can_undo: bool
    can_redo: bool
    over: bool
    banner: str
    handoff: str  # non-empty: cover the board until the named player is ready
    #: The phase of the input policy (games.ui.policy): person, handoff, computer, over, review.
    phase: str = policy.PERSON
    #: Why undo / redo / hint are off, in words ("" when they are on): touch has no tooltips.
    undo_reason: str = ""
    redo_reason: str = ""
    hint_reason: str = ""
    #: Moves played (positions after the cursor are the redo list).
    cursor: int = 0
    review: Review | None = None
    summary: Summary | None = None
    #: A move waiting for Confirm (the "Confirm moves" setting), in words.
    pending: str = ""
    #: The tutorial on the board, if one is.
    lesson: Lesson | None = None
    #: saving, tab_only or full: the page shows a notice unless saving.
    storage: str = SAVING
    #: Another tab changed this game's save: offer "load the newer" / "keep this one".
    conflict: bool = False
    #: Why "Send my move" (games.ui.by_message) is off, in words ("" when it is on).
    send_reason: str = ""


@dataclass
class Controller:
    """The game's flow (start, play, the input policy, the panel) and its collaborators.

    What is not the flow itself is owned, one collaborator per concern, each
    reaching back only through :class:`~games.ui.table.Table`: ``saves``
    (autosave, resume, other tabs), ``history`` (undo, redo, review),
    ``computer`` (the computer's turns, hints) and ``lessons`` (tutorials).
    """

    #: The browser's storage (localStorage), or None when the browser refuses it.
    storage: Storage | None
    session: Session | None = None
    view: BoardView | None = None
    message: str = ""
    announcements: list[str] = field(default_factory=list)
    #: The player the hand-off cover was last lifted for (None: cover the next person).
    uncovered: int | None = None
    #: The position being reviewed (an index into the game line), or None.
    reviewing: int | None = None
    #: A move shown tentatively until Confirm (the "Confirm moves" setting).
    pending_move: str | None = None
    store: SaveStore = field(init=False)
    log: MoveLog = field(init=False)
    saves: Saves = field(init=False)
    history: History = field(init=False)
    computer: ComputerSeats = field(init=False)
    lessons: Lessons = field(init=False)
    devices: Devices = field(init=False)

    def __post_init__(self) -> None:
        self.store = SaveStore(self.storage)
        self.log = MoveLog()
        self.saves = Saves(self, self.store)
        self.history = History(self, self.saves)
        self.computer = ComputerSeats(self)
        self.lessons = Lessons(self, self.store)
        self.devices = Devices(self, self.store)

    # --- starting ---------------------------------------------------------------
    def show(self, session: Session, lesson: bool = False) -> None:
        """Put ``session`` on screen (``lesson``: a tutorial step, never saved)."""
        if not lesson:
            self.lessons.tutorial = None
        self.session = session
        self.view = make_view(session.state, session.settings)
        self.view.seats = session.seats
        self.uncovered = None  # a person whose secret would show sees the cover first
        self.message = ""  # what was said of the last game (a review, a refusal) is not of this one
        self.reviewing = None
        self.pending_move = None
        self.saves.conflict = False
        if not lesson:
            self.devices.showing(session)
            self.message, self.devices.told = self.devices.told or self.message, ""
        self.sync_view()
        if not lesson and self.devices.role != "guest":
            self.saves.autosave()

    def start(
        self,
        game: str,
        options: dict[str, Any],
        seats: tuple[Seat, ...],
        settings: dict[str, Any] | None = None,
    ) -> str | None:
        """Start a new game; returns an error message (options are bad) or None."""
        if any(seat.kind == DEVICE for seat in seats):  # across devices no move is taken back
            settings = {**(settings or {}), "takeback": "none"}
        try:
            session = Session.start(game, seats, options, settings)
        except GameError as err:
            return t_message(err)
        self.show(session)
        return None

    def abandon_opening(self) -> bool:
        """Showing the game just opened from its save failed: set the save aside, as
        the next boot would, and leave no game on screen (False: none was opening)."""
        if self.saves.set_aside_unopened() is None:
            return False
        self.session = None
        self.view = None
        return True

    def link_target(self, query: str) -> tuple[GameState | None, str]:
        """Replay a share link: (state, "") or (None, message naming the bad part)."""
        session, problem = finish(self.link_job(query))
        return (session.line.final if session is not None else None), problem

    def link_job(self, query: str) -> Job[tuple[Session | None, str]]:
        """A share link as a session ready to show (games.ui.linked.session_job)."""
        return (yield from linked.session_job(query))

    def would_replace(self, game: str) -> bool:
        """Opening a link for ``game`` would replace a game in progress (ask first)."""
        current = self.saves.peek(game)
        return current is not None and not current.over and current.moves > 0

    def open_state(self, state: GameState, names: tuple[str, ...] | None = None) -> None:
        seats = tuple(Seat(n) for n in (names or linked.default_names(state.num_players)))
        self.show(Session.from_state(state, seats, linked.default_settings(state.game_name)))

    def rematch(self) -> None:
        """The same players and options again, the next player starting (seats turn round).

        Quinto draws a new bag: the seed is left out so a fresh one is chosen.
        """
        if self.session is None:
            return
        old = self.session
        seats = (*old.seats[1:], old.seats[0])
        options = {k: v for k, v in old.line.final.options.items() if k not in ("seed", "bag")}
        problem = self.start(old.game, options, seats, dict(old.settings))
        if problem:
            self.message = problem

    # --- the input policy -------------------------------------------------------
    def phase(self) -> str:
        """Where the game is, for the input policy (see games.ui.policy)."""
        if self.session is None:
            return policy.OVER
        if self.reviewing is not None:
            return policy.REVIEW
        state = self.session.state
        if state.is_over or self.session.full:
            return policy.OVER
        if self.devices.away():
            return policy.AWAY
        if self._needs_handoff():
            return policy.HANDOFF
        if self.computer.level() is not None:
            return policy.COMPUTER
        return policy.PERSON

    def permits(self, action: str) -> bool:
        """Is ``action`` allowed now?  If not, say why (a toast) and return False."""
        reason = policy.refusal(self.phase(), action)
        if reason is not None:
            self.message = t(reason)
            return False
        return True

    def _needs_handoff(self) -> bool:
        """Cover the board before a person's turn when their secret (a rack) would show."""
        if self.session is None or self.view is None or not self.view.hides_private_info:
            return False
        if self.lessons.tutorial is not None:  # one learner at the board: nothing to hide
            return False
        mover = self.session.state.to_move
        humans = sum(1 for s in self.session.seats if s.is_human)
        if mover is None or humans < 2 or not self.session.seats[mover].is_human:
            return False
        return mover != self.uncovered

    def continue_handoff(self) -> None:
        """The person to move has the device: lift the cover."""
        if self.session is not None and self.phase() == policy.HANDOFF:
            self.uncovered = self.session.state.to_move
            self.message = ""
            self.sync_view()

    def sync_view(self) -> None:
        """Give the view the position on screen and whether it may show secrets."""
        if self.session is None or self.view is None:
            return
        if self.reviewing is not None:
            self.view.set_state(self.session.line.state_at(self.reviewing))
        elif self.view.state is not self.session.state:
            self.view.set_state(self.session.state)
        mover = self.session.state.to_move
        elsewhere = mover is not None and not self.devices.local(mover)  # never another device's rack
        hidden = self.reviewing is not None or self._needs_handoff() or elsewhere
        self.view.show_private = not hidden

    # --- playing: every path from the board goes through here ---------------------
    def pointer(self, kind: str, pid: int, x: float, y: float) -> bool:
        """A pointer event on the board (down, move, up, cancel); True if anything changed.

        Moves and cancels always reach the view (a drag must end cleanly); a
        new press is refused outside a person's turn, with the reason.
        """
        view = self.view
        if view is None:
            return False
        if kind == "down":
            self.message = ""
            if not self.permits(policy.BOARD):
                return True
            outcome = view.pointer_down(pid, x, y)
        elif kind == "move":
            outcome = view.pointer_move(pid, x, y)
            if outcome.move is None and not outcome.message and not outcome.announce:
                return False
        elif kind == "up":
            outcome = view.pointer_up(pid, x, y)
        else:
            outcome = view.pointer_cancel(pid)
        self.apply(outcome)
        return True

    def key(self, name: str) -> None:
        """A key on the board (arrows, Enter, Escape, + and -)."""
        if self.view is None:
            return
        if name in ("+", "=", "-"):  # zoom never changes the game
            self.view.key(name)
            return
        self.message = ""
        if self.permits(policy.BOARD):
            self.apply(self.view.key(name))

    def control(self, control_id: str) -> None:
        """One of the game's own buttons (Play, Recall, End turn, a slide...)."""
        self.message = ""
        if self.view is not None and self.permits(policy.BOARD):
            self.apply(self.view.control(control_id))

    def apply(self, outcome: Outcome) -> None:
        """Act on what an input produced: play its move, show its message."""
        if outcome.wants_hint:
            self.computer.ask_hint()
        if outcome.message:
            self.message = outcome.message
        if outcome.announce:
            self.announcements.append(outcome.announce)
        if outcome.move is not None and self.lessons.tutorial is not None:
            self.lessons.move(outcome.move)
        elif outcome.move is not None and self.phase() == policy.PERSON:
            # never play for the computer: its move comes from accept_computer_move
            # Confirm moves; not where a move shows secrets (Quinto's Play already confirms)
            if self.session is not None and self.session.settings.get("confirm") and not (
                self.view is not None and self.view.hides_private_info
            ):
                self._propose(outcome.move)
            else:
                self.play(outcome.move)

    def _propose(self, move: str) -> None:
        """Confirm moves: show the move's result, play it only on Confirm."""
        assert self.session is not None and self.view is not None
        try:
            after = self.session.state.play(move)
        except GameError as err:
            self.message = t("msg.illegal", reason=t_message(err))
            return
        self.pending_move = move
        self.view.set_state(after)
        self.announcements.append(t("confirm.waiting"))

    def confirm(self, accept: bool) -> None:
        """Confirm (play) or cancel the move waiting under the Confirm moves setting."""
        move, self.pending_move = self.pending_move, None
        if move is None or self.session is None or self.view is None:
            return
        if accept:
            self.play(move)
        else:
            self.view.set_state(self.session.state)
            self.announcements.append(t("msg.cancelled"))

    def play(self, move: str) -> bool:
        if self.session is None or self.view is None:
            return False
        if self.devices.intercepts(move):  # a guest's move goes to its host first
            self.pending_move = None
            return True
        mover = self.session.state.to_move
        try:
            session = self.session.play(move)
        except GameError as err:
            self.message = t("msg.illegal", reason=t_message(err))
            return False
        self.session = session
        self.pending_move = None
        self.sync_view()
        self.message = ""
        name = self.session.seats[mover].name if mover is not None else ""
        entry = self.log.update(session)[session.cursor - 1] if session.cursor else None
        words = entry.text if entry is not None else name
        self.announcements.append(t("announce.move", name=name, move=words) if entry is None else words)
        if session.state.is_over:
            self.announcements.append(self.status())
        self.devices.played(move)
        if self.devices.role != "guest":
            self.saves.autosave()
        return True

    def set_speed(self, speed: str) -> None:
        """Change how fast computers move (demo mode), and keep it in the save."""
        if speed in SPEEDS:
            self.set_setting("speed", speed)

    def set_setting(self, name: str, value: Any) -> None:
        """Change a table setting during play (players sit opposite, demo speed); it is saved."""
        if self.session is not None and name in ("speed", "opposite"):
            self.session = replace(self.session, settings={**self.session.settings, name: value})
            self.saves.autosave()

    @property
    def has_computer(self) -> bool:
        return self.session is not None and any(not s.is_human for s in self.session.seats)

    def take_announcements(self) -> list[str]:
        out, self.announcements = self.announcements, []
        return out

    # --- the panel ---------------------------------------------------------------
    def status(self) -> str:
        assert self.session is not None and self.view is not None
        state = self.session.state
        names = [s.name for s in self.session.seats]
        if self.session.full:
            return t("game.full", most=len(self.session.line))
        if state.is_over:
            if state.winner is not None:
                return won_text(self.session.seats[state.winner])
            return self.view.draw_text()
        assert state.to_move is not None
        if self.devices.away():
            return self.devices.away_text()
        if self.computer.level() is not None:
            return t("game.thinking", name=names[state.to_move])
        text = self.view.turn_text(names[state.to_move])
        if self.session.seats[state.to_move].you and text == t("game.to_move", name=names[state.to_move]):
            return t("game.to_move.you")  # "Your turn", not "You to play"
        return text

    def panel(self) -> Panel:
        assert self.session is not None and self.view is not None
        session, view, state = self.session, self.view, self.session.state
        phase = self.phase()
        covered = phase == policy.HANDOFF
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
        _, note = view.history_items(session.settings)
        log = self.log.update(session) if history_is_public(view, session.settings) else ()
        handoff = session.seats[state.to_move].name if covered and state.to_move is not None else ""
        undo_reason, redo_reason = self.history.undo_refusal(), self.history.redo_refusal()
        review = None
        if self.reviewing is not None:
            total = len(session.line)
            text = t("review.start") if self.reviewing == 0 else log[self.reviewing - 1].text if log else ""
            review = Review(self.reviewing, total, text)
        pending = "" if self.pending_move is None else describe_move(state, self.pending_move)
        return Panel(
            title=t(f"game.{session.game}"),
            status=self.status(),
            players=rows,
            info=() if covered or self.reviewing is not None else tuple(view.info_lines()),
            log=log,
            history_note=note,
            controls=() if phase in (policy.HANDOFF, policy.REVIEW) else tuple(view.controls()),
            can_undo=not undo_reason,
            can_redo=not redo_reason,
            over=state.is_over,
            banner=self.status() if state.is_over else "",
            handoff=handoff,
            storage=self.store.status,
            conflict=self.saves.conflict,
            phase=phase,
            undo_reason=undo_reason,
            redo_reason=redo_reason,
            hint_reason=self.computer.hint_refusal(),
            send_reason=send_refusal(session, view.hides_private_info, self.lessons.tutorial is not None),
            cursor=session.cursor,
            review=review,
            summary=summary(session, view.draw_text()) if state.is_over else None,
            pending=pending,
            lesson=self.lessons.current(),
        )


"""The game's record for people: the move log in words, and the game-over summary.

Notation ("3,-1>3,0") is exact but says little at a table, so each log
entry is a sentence from the translation table ("Ann moved the top tile one
square to the right": places named by what is around them, see
:mod:`.move_words`) with the notation kept beside it for links and tools.  The log is built once per game
line and extended move by move; an entry is worded only when it is read (a
resumed 10,000-move game words the few hundred the page shows).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import overload

from ..core import GameState
from .i18n import language, t, tn
from .move_words import describe_played
from .pieces import SYMBOLS
from .score_sheet import ScoreSheet
from .screens import screen
from .session import Seat, Session

#: Entries the page shows of the move log (the last ones): a longer log is for review.
LOG_WINDOW = 300


@dataclass(frozen=True)
class LogEntry:
    """One move of the log: ``index`` counts from 0 (the position before it is ``index``)."""

    index: int
    player: int
    text: str
    notation: str
    #: The notation as the page shows it beside the words: Quinamid's (its columns and
    #: rows are drawn on the board), none for Quinque and Quinto, whose squares are
    #: drawn nowhere and whose words name the place instead.
    label: str = ""


def log_entry(
    before: GameState, move: str, index: int, names: tuple[str, ...], you: int | None = None
) -> LogEntry:
    """The entry of ``move`` played from ``before``; ``you`` is the seat of the person at
    the screen (a tutorial's learner), whose moves read "You placed...", "Vous avez posé..."."""
    player = before.to_move if before.to_move is not None else 0
    label = move if screen(before.game_name).drawn_notation else ""
    text = describe_played(before, move, names[player], you=player == you)
    return LogEntry(index, player, text, move, label)


class MoveLog:
    """The entries of a game line, kept in step with the session as moves are played.

    Entries are built when read and kept: the page shows the last few
    hundred, so opening a game of 10,000 moves words only those (replayed
    from the snapshot before them), not the whole game.
    """

    def __init__(self) -> None:
        self._built: dict[int, LogEntry] = {}
        self._history: tuple[str, ...] = ()
        self._key: tuple[str, int, tuple[str, ...], str] | None = None

    def update(self, session: Session) -> LogEntries:
        """The log of ``session``'s whole line (moves after its cursor too: the redo list)."""
        line = session.line
        names = tuple(seat.name for seat in session.seats)
        you = next((i for i, seat in enumerate(session.seats) if seat.you), None)
        history = line.final.history
        key = (session.game, id(line.snapshots[0]), names, language())  # words in the page's language
        if key != self._key:
            self._built, self._history, self._key = {}, (), key
        old = self._history
        same = min(len(old), len(history))
        if history[:same] != old[:same]:  # undo then another move: the entries after it go
            same = next(i for i, (a, b) in enumerate(zip(old, history, strict=False)) if a != b)
        if same < len(old):
            self._built = {i: entry for i, entry in self._built.items() if i < same}
        self._history = history
        return LogEntries(self, session, names, you)

    def _entries(
        self, session: Session, names: tuple[str, ...], first: int, last: int, you: int | None = None
    ) -> list[LogEntry]:
        """Entries ``first`` to ``last`` (inclusive), building the missing ones in one replay."""
        missing = [i for i in range(first, last + 1) if i not in self._built]
        if missing:
            line, history = session.line, self._history
            start = missing[0]
            for index, before in enumerate(line.states(start, missing[-1]), start=start):
                if index not in self._built:
                    self._built[index] = log_entry(before, history[index], index, names, you)
        return [self._built[i] for i in range(first, last + 1)]


class LogEntries(Sequence[LogEntry]):
    """The move log of a session as a sequence; entries are worded when first read."""

    def __init__(
        self, log: MoveLog, session: Session, names: tuple[str, ...], you: int | None = None
    ) -> None:
        self._log, self._session, self._names, self._you = log, session, names, you
        self._length = len(log._history)

    def __len__(self) -> int:
        return self._length

    @overload
    def __getitem__(self, index: int) -> LogEntry: ...
    @overload
    def __getitem__(self, index: slice) -> tuple[LogEntry, ...]: ...
    def __getitem__(self, index: int | slice) -> LogEntry | tuple[LogEntry, ...]:
        if isinstance(index, slice):
            indices = range(self._length)[index]
            if not indices:
                return ()
            low, high = min(indices[0], indices[-1]), max(indices[0], indices[-1])
            block = self._log._entries(self._session, self._names, low, high, self._you)
            return tuple(block[i - low] for i in indices)
        if index < 0:
            index += self._length
        if not 0 <= index < self._length:
            raise IndexError("log index out of range")
        return self._log._entries(self._session, self._names, index, index, self._you)[0]

    def __iter__(self) -> Iterator[LogEntry]:
        return iter(self[:])  # one replay for them all, not one per entry

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Sequence):
            return len(other) == self._length and tuple(self) == tuple(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"<LogEntries {self._length}>"


@dataclass(frozen=True)
class ScoreRow:
    name: str
    symbol: str
    colour_index: int
    score: str
    winner: bool


@dataclass(frozen=True)
class Summary:
    """What the game-over screen shows."""

    headline: str
    reason: str
    rows: tuple[ScoreRow, ...]
    #: The score sheet of a game scored play by play (Quinto: a row per play, a column
    #: per player); None for the others.
    sheet: ScoreSheet | None = None


def won_text(seat: Seat) -> str:
    """"Ann wins!", or "You win!" for the person at the screen (each language has its
    own form for "you": "Vous gagnez !", not a name put into "{name} gagne !")."""
    return t("game.won.you") if seat.you else t("game.won", name=seat.name)


def summary(session: Session, draw_text: str) -> Summary:
    """The result in words, each player's score and, for Quinto, the score sheet."""
    state = session.state
    names = tuple(seat.name for seat in session.seats)
    if state.winner is not None:
        headline = won_text(session.seats[state.winner])
        reason = t(f"summary.why.{state.game_name}")
    else:
        headline, reason = t("summary.draw"), draw_text
    rows = tuple(
        ScoreRow(name, SYMBOLS[i % len(SYMBOLS)], i, _score_text(state, i), state.winner == i)
        for i, name in enumerate(names)
    )
    spec = screen(state.game_name)
    sheet = spec.score_sheet(state) if spec.score_sheet is not None else None
    return Summary(headline, reason, rows, sheet)


def _score_text(state: GameState, player: int) -> str:
    if screen(state.game_name).scored:
        return tn("summary.points", state.scores[player], points=state.scores[player])
    return t("summary.win") if state.winner == player else ""

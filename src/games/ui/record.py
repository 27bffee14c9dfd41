"""The game's record for people: the move log in words, and the game-over summary.

Notation ("3,-1>3,0") is exact but says little at a table, so each log
entry is a sentence from the translation table ("Ann moved the tile at
3,-1 to 3,0") with the notation beside it.  The log is built once per game
line and extended move by move (a resumed 4,000-move game is replayed once,
not at every render).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core import GameState
from .i18n import language, t
from .move_words import describe_played
from .pieces import SYMBOLS
from .session import Session


@dataclass(frozen=True)
class LogEntry:
    """One move of the log: ``index`` counts from 0 (the position before it is ``index``)."""

    index: int
    player: int
    text: str
    notation: str


def log_entry(before: GameState, move: str, index: int, names: tuple[str, ...]) -> LogEntry:
    player = before.to_move if before.to_move is not None else 0
    return LogEntry(index, player, describe_played(before, move, names[player]), move)


class MoveLog:
    """The entries of a game line, kept in step with the session as moves are played."""

    def __init__(self) -> None:
        self.entries: list[LogEntry] = []
        self._key: tuple[str, int, tuple[str, ...], str] | None = None

    def update(self, session: Session) -> tuple[LogEntry, ...]:
        """The log of ``session``'s whole line (moves after its cursor too: the redo list)."""
        line = session.line
        names = tuple(seat.name for seat in session.seats)
        history = line.final.history
        key = (session.game, id(line.snapshots[0]), names, language())  # words in the page's language
        if key != self._key:
            self.entries, self._key = [], key
        # Keep the entries that still match the line (undo then a new move drops the rest).
        keep, entries = 0, self.entries
        while keep < min(len(entries), len(history)) and entries[keep].notation == history[keep]:
            keep += 1
        del self.entries[keep:]
        if keep < len(history):
            for index, before in enumerate(line.states(keep, len(history) - 1), start=keep):
                self.entries.append(log_entry(before, history[index], index, names))
        return tuple(self.entries)


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
    #: Quinto's score sheet: one line per play, then the rack penalties.
    sheet: tuple[str, ...] = ()


def summary(session: Session, draw_text: str) -> Summary:
    """The result in words, each player's score and, for Quinto, the score sheet."""
    state = session.state
    names = tuple(seat.name for seat in session.seats)
    if state.winner is not None:
        headline = t("game.won", name=names[state.winner])
        reason = t(f"summary.why.{state.game_name}")
    else:
        headline, reason = t("summary.draw"), draw_text
    rows = tuple(
        ScoreRow(name, SYMBOLS[i % len(SYMBOLS)], i, _score_text(state, i), state.winner == i)
        for i, name in enumerate(names)
    )
    return Summary(headline, reason, rows, _sheet(state, names))


def _score_text(state: GameState, player: int) -> str:
    if state.game_name == "quinto":
        return t("summary.points", points=state.scores[player])
    return t("summary.win") if state.winner == player else ""


def _sheet(state: GameState, names: tuple[str, ...]) -> tuple[str, ...]:
    if state.game_name != "quinto":
        return ()
    records = getattr(state, "play_scores", ())
    penalties = getattr(state, "penalties", ())
    lines = [
        t("summary.sheet.play", n=n, name=names[record[0]], play=record[1], points=record[2])
        for n, record in enumerate(records, start=1)
    ]
    lines += [
        t("summary.sheet.penalty", name=names[player], points=penalty)
        for player, penalty in enumerate(penalties)
        if penalty
    ]
    return tuple(lines)

"""Who may do what, and when: one input policy for every way into a game.

A tablet passed around a table has many ways to act: taps and drags on the
board, keys (arrows, Enter, Ctrl+Z), the toolbar, the game's own buttons, a
hint, a link.  Each leak found in hot-seat play was one path that forgot a
check (Hint and Play behind the "pass the device" cover, Ctrl+Z with taking
back switched off).  So the controller asks this module, for every path,
whether the action is allowed in the current *phase*, and the bridge never
decides on its own.

Phases: a person to move, the hand-off cover up, the computer thinking, the
game over, reviewing a past position, another device's seat to move.  Taking back follows the game's
*take-back policy*, chosen in the new-game dialog:

- ``none``: no move is ever taken back;
- ``turn`` ("within my turn", the default): the moves of the
  player who acted last, as long as the next player has not acted (so
  Quinque's second action, or a Quinamid placement before the other player
  answers); a computer's reply does not count as the next player acting, so
  against the computer undo takes back the person's move and the reply.
  In a game with secrets (Quinto's racks) a confirmed play ends the turn:
  it drew new tiles, so only the tentative tiles before Play come back;
- ``free``: any move (casual play).
"""

from __future__ import annotations

from typing import Any

from .dialog import TAKEBACK_TURN, TAKEBACKS
from .session import Session

# --- phases -------------------------------------------------------------------------------
PERSON = "person"
HANDOFF = "handoff"
COMPUTER = "computer"
OVER = "over"
REVIEW = "review"
AWAY = "away"  # across devices: the seat to move is played on another device
PHASES = (PERSON, HANDOFF, COMPUTER, OVER, REVIEW, AWAY)

# --- actions (every path into the game is one of these) ----------------------------------
BOARD = "board"  # taps, drags and keys on the board, and the game's own buttons (Play, slides)
UNDO = "undo"
REDO = "redo"
HINT = "hint"
CONTINUE = "continue"  # lift the hand-off cover
REVIEW_OPEN = "review_open"  # open the move log at a position
REVIEW_STEP = "review_step"  # first / back / forward / last / back to the game
ACTIONS = (BOARD, UNDO, REDO, HINT, CONTINUE, REVIEW_OPEN, REVIEW_STEP)

#: What each phase allows.  Menus, rules, about, zoom and new game are always
#: allowed: they neither change the game nor show anything secret.
ALLOWED: dict[str, frozenset[str]] = {
    PERSON: frozenset({BOARD, UNDO, REDO, HINT, REVIEW_OPEN}),
    HANDOFF: frozenset({CONTINUE}),
    COMPUTER: frozenset({UNDO, REDO, REVIEW_OPEN}),
    OVER: frozenset({UNDO, REDO, REVIEW_OPEN}),
    REVIEW: frozenset({REVIEW_STEP, REVIEW_OPEN}),
    AWAY: frozenset({REVIEW_OPEN}),
}

#: Why an action is refused in a phase (translation keys).
PHASE_REASONS: dict[str, str] = {
    HANDOFF: "policy.handoff",
    COMPUTER: "policy.computer",
    OVER: "policy.over",
    REVIEW: "policy.review",
    PERSON: "policy.person",
    AWAY: "policy.away",
}

# --- take-back policies ----------------------------------------------------------------------
TAKEBACK_NONE, _, TAKEBACK_FREE = TAKEBACKS


def allowed(phase: str, action: str) -> bool:
    """Is ``action`` allowed in ``phase``?  (Both from the lists above.)"""
    return action in ALLOWED[phase]


def refusal(phase: str, action: str) -> str | None:
    """The translation key of why ``action`` is refused in ``phase``; None when allowed."""
    return None if allowed(phase, action) else PHASE_REASONS[phase]


def takeback(settings: dict[str, Any]) -> str:
    """The session's take-back policy; saves from before the policy existed map over."""
    value = settings.get("takeback", TAKEBACK_TURN)
    if value is True:
        return TAKEBACK_FREE
    if value is False:
        return TAKEBACK_NONE
    return str(value) if value in TAKEBACKS else TAKEBACK_TURN


def undo_target(session: Session) -> int:
    """The cursor an undo goes back to: one move, or with a computer back to the person."""
    has_person = any(seat.is_human for seat in session.seats)
    has_computer = any(not seat.is_human for seat in session.seats)
    if has_person and has_computer:
        return session.undo_to_human().cursor
    return max(0, session.cursor - 1)


def undo_refusal(session: Session, secret: bool = False) -> str | None:
    """Why undo is not allowed by the take-back policy (a translation key), or None.

    ``secret``: the game hides information (racks), so a confirmed play ends the turn.
    """
    if not session.can_undo:
        return "policy.nothing_to_undo"
    policy = takeback(session.settings)
    if policy == TAKEBACK_FREE:
        return None
    if policy == TAKEBACK_NONE:
        return "policy.takeback_none"
    if secret:
        return "policy.takeback_secret"
    # Within my turn: every move a person made from the undo target to the
    # furthest move played must be by one player, the one who gets the turn back.
    # With one person at the table that always holds; otherwise two different
    # people are found within a few moves, so the scan stops early (a save can
    # put the cursor anywhere in 10,000 moves).
    people = {i for i, seat in enumerate(session.seats) if seat.is_human}
    if len(people) <= 1:
        return None
    movers: set[int] = set()
    for state in session.line.states(undo_target(session), len(session.line) - 1):
        if state.to_move in people:
            movers.add(state.to_move)
            if len(movers) > 1:
                return "policy.takeback_turn"
    return None


def redo_refusal(session: Session) -> str | None:
    """Redo replays moves that were taken back; only "none" never has any."""
    if not session.can_redo:
        return "policy.nothing_to_redo"
    return None

"""The Quinamid board: five stacked ring boards that slide and turn.

World units: one square is 1x1 and the surface square ``(col, row)`` (row 0
at the bottom, as in the notation) covers ``[col, col+1] x [5-row, 6-row]``,
so the picture has row 1 at the bottom like the notation.

What the view reads from the engine: ``visible()`` (board and owner of the 36
visible holes), ``board_squares(letter)`` (a board's footprint),
``offsets``/``rotations`` (only to animate), ``locked_board``, ``win_line``,
``counters_left``, ``hidden_counts()`` and ``why_not(move)``, whose sentence
becomes the reason of a disabled control or the message of a refused tap.
Covered counters are never drawn: a counter is drawn only where
``visible()`` shows it (during a slide also where the moving stack is just
covering it or just uncovering it, painted under the moving stack).

Input: tap a visible hole to place; select a board (tap its letter badge on
the frame, drag the badge one square to slide it, or use the buttons A-E),
then the arrow and turn buttons act on the selected board.

Animation: when the new state is one slide or turn away from the old one
(a move, an undo or a redo), the moved stack is drawn at its new place
through a transform that :func:`stack_motion` computes from the progress
alone (a pure function, tested), from where it was to where it is.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..core import GameState
from .canvas import Canvas, rounded_rect
from .controls import Control, InfoLine
from .i18n import t, t_message
from .pieces import SYMBOLS, draw_piece
from .registry import register_view
from .view import NOTHING, BoardView, Outcome, Target

LETTERS = "ABCDE"
COLUMNS = "abcdef"
SIZES = (6, 5, 4, 3, 2)
#: Board body, edge and hole colours, A (base) to E (top): distinct hues, and
#: none close to the players' orange and blue.
BODY = ("#e9d8b4", "#bfe3c0", "#f6c1d6", "#d3c8ec", "#fff09a")
EDGE = ("#7a5c2e", "#2e7d32", "#ad1457", "#4527a0", "#b8860b")
HOLE = ("#c7b07f", "#8fc794", "#dc8fb0", "#a799d6", "#e3cc4f")
SELECTED = "#ffbf00"
WIN = "rgba(255,191,0,0.95)"
SLIDES = (("left", "<"), ("right", ">"), ("up", "^"), ("down", "v"))
TURNS = (("cw", "+"), ("ccw", "-"))
SLIDE_MS = 420.0
TURN_MS = 560.0
HOLE_R = 0.32
PIECE_R = 0.25
HINT = "#7b2cbf"
BADGE_R = 0.14

Square = tuple[int, int]


def notation(col: int, row: int) -> str:
    return f"{COLUMNS[col]}{row + 1}"


def centre(col: int, row: int) -> tuple[float, float]:
    """World centre of the surface square (col, row)."""
    return col + 0.5, 5.5 - row


def footprint(state: Any, letter: str) -> tuple[int, int, int]:
    """(col, row, size) of a board's bottom-left square and its size."""
    squares = state.board_squares(letter)
    col, row = squares[0]
    return col, row, SIZES[LETTERS.index(letter)]


INSET = 0.04  # per level: flush boards still show their own edge


def badge_corner(state: Any, k: int) -> tuple[bool, bool]:
    """Which corner of board k carries its letter badge: (right?, top?).

    The board above is one square smaller and never overhangs, so it covers
    exactly one corner of board k; the opposite corner is always in view, and
    the badge sits there on the frame, in the gap between four holes.
    """
    if k == len(LETTERS) - 1:
        return False, True
    dx, dy = state.offsets[k]
    return not dx, not dy


def badge_point(state: Any, k: int) -> tuple[float, float]:
    """World centre of board k's badge: on its visible corner, inset like the board."""
    col, row, n = footprint(state, LETTERS[k])
    right, top = badge_corner(state, k)
    inset = INSET * k
    x = col + n - inset if right else col + inset
    y = 6 - row - n + inset if top else 6 - row - inset
    return x, y


# --- animation (pure functions of the progress) ----------------------------------
def ease(progress: float) -> float:
    """Ease-in-out (cubic) of a progress clamped to 0..1."""
    p = min(1.0, max(0.0, progress))
    return 4 * p**3 if p < 0.5 else 1 - (-2 * p + 2) ** 3 / 2


@dataclass(frozen=True)
class Motion:
    """Where the moving stack is drawn: its final picture rotated by ``angle``
    (radians, clockwise on screen) about (cx, cy), then shifted by (dx, dy)."""

    board: int
    dx: float
    dy: float
    angle: float
    cx: float
    cy: float

    def apply(self, x: float, y: float) -> tuple[float, float]:
        c, s = math.cos(self.angle), math.sin(self.angle)
        u, v = x - self.cx, y - self.cy
        return self.cx + u * c - v * s + self.dx, self.cy + u * s + v * c + self.dy


def stack_motion(before: Any, after: Any, board: int, progress: float) -> Motion:
    """The moved stack's transform at ``progress`` (0: where it was, 1: where it is)."""
    rest = 1.0 - ease(progress)
    bc, br, _ = footprint(before, LETTERS[board])
    ac, ar, n = footprint(after, LETTERS[board])
    turn = (after.rotations[board] - before.rotations[board]) % 4
    quarter = {1: 1, 3: -1}.get(turn, 0)  # +1: it turned clockwise
    return Motion(board, (bc - ac) * rest, (ar - br) * rest, -quarter * math.pi / 2 * rest,
                  ac + n / 2, 6 - ar - n / 2)


def moved_board(before: GameState, after: GameState) -> int | None:
    """The board slid or turned between two states one move apart (either way), or None."""
    if before.game_name != after.game_name or before.options != after.options:
        return None
    hb, ha = before.history, after.history
    if len(ha) == len(hb) + 1 and ha[:-1] == hb:
        move = ha[-1]
    elif len(hb) == len(ha) + 1 and hb[:-1] == ha:
        move = hb[-1]  # an undo: animate back
    else:
        return None
    return LETTERS.index(move[0]) if move[:1] in ("B", "C", "D", "E") else None


@dataclass
class Animation:
    before: Any
    board: int
    duration: float
    start: float | None = None
    finished: bool = False  # the final frame has been drawn


class QuinamidView(BoardView):
    def __init__(self, state: GameState) -> None:
        self.selected: str | None = None
        self.animation: Animation | None = None
        self._clock: float | None = None
        super().__init__(state)
        self.refit()

    @property
    def q(self) -> Any:
        """The state, typed loosely: the Quinamid accessors are not on GameState."""
        return self.state

    # --- state and animation -----------------------------------------------------
    def set_state(self, state: GameState) -> None:
        previous = self.state
        super().set_state(state)
        board = moved_board(previous, state)
        self.animation = None
        if board is not None:
            turned = previous.rotations != self.q.rotations  # type: ignore[attr-defined]
            self.animation = Animation(previous, board, TURN_MS if turned else SLIDE_MS)

    def progress(self) -> float:
        anim = self.animation
        if anim is None:
            return 1.0
        if anim.start is None or self._clock is None:
            return 0.0
        return min(1.0, max(0.0, (self._clock - anim.start) / anim.duration))

    def motion(self) -> Motion | None:
        anim = self.animation
        return None if anim is None else stack_motion(anim.before, self.state, anim.board, self.progress())

    def is_animating(self, now: float) -> bool:
        """The bridge draws, then asks: keep going until the final frame was drawn.

        The clock starts at the first call, so the animation starts when the
        page first draws it, however long the move took to play."""
        anim = self.animation
        if anim is None:
            return False
        self._clock = now
        if anim.start is None:
            anim.start = now
        if anim.finished:
            self.animation = None
        return not anim.finished

    # --- helpers -------------------------------------------------------------------
    def _refuse(self, reason: str) -> Outcome:
        return Outcome(message=t("msg.illegal", reason=t_message(reason)))

    def _attempt(self, move: str) -> Outcome:
        """Play if legal; otherwise the engine's own reason as the message."""
        reason = self.q.why_not(move)
        if reason is not None:
            return self._refuse(reason)
        return Outcome(move=move)

    def board_moves(self, letter: str) -> list[str]:
        moves = [letter + d for _, d in SLIDES]
        if self.q.rules.rotations_allowed:
            moves += [letter + d for _, d in TURNS]
        return moves

    def can_move(self, letter: str) -> bool:
        return any(self.q.why_not(m) is None for m in self.board_moves(letter))

    def _why_board_stuck(self, letter: str) -> str:
        """Why a board cannot move.  A board is stuck only when it is the base or
        locked, and the engine names that before any overhang, so the first
        refusal is the one to show."""
        return next((r for m in self.board_moves(letter) if (r := self.q.why_not(m))), "")

    def _select(self, letter: str) -> Outcome:
        if self.state.is_over:
            return NOTHING
        if letter == self.selected:
            return self.cancel()
        if not self.can_move(letter):
            return self._refuse(self._why_board_stuck(letter))
        self.selected = letter
        key = "quinamid.selected_turn" if self.q.rules.rotations_allowed else "quinamid.selected"
        return Outcome(announce=t(key, letter=letter))

    # --- BoardView hooks --------------------------------------------------------
    def world_bounds(self) -> tuple[float, float, float, float]:
        return -0.3, -0.3, 6.35, 6.4

    def cancel(self) -> Outcome:
        had = self.selected is not None
        self.selected = None
        return Outcome(announce=t("msg.cancelled")) if had else NOTHING

    def targets(self) -> list[Target]:
        if self.state.is_over:
            return []
        out: list[Target] = []
        visible = self.q.visible()
        for col in range(6):
            for row in range(6):
                board, owner = visible[col][row]
                name = notation(col, row)
                what = t("quinamid.empty") if owner is None else t(f"quinamid.owner{owner}")
                label = t("quinamid.hole_label", square=name, board=board, what=what)
                out.append(Target("hole", name, *centre(col, row), 0.42, label))
        for k, letter in enumerate(LETTERS):
            x, y = badge_point(self.q, k)
            if k == 0:
                label = t("quinamid.board_base")
            elif self.can_move(letter):
                label = t("quinamid.board_label", letter=letter)
            else:
                label = t("quinamid.board_stuck", letter=letter)
            out.append(Target("board", letter, x, y, BADGE_R * 1.3, label))
        return out

    def activate(self, target: Target) -> Outcome:
        return self._select(str(target.key)) if target.kind == "board" else self._attempt(str(target.key))

    def can_drag(self, target: Target) -> bool:
        return target.kind == "board" and not self.state.is_over and self.can_move(str(target.key))

    def drop_targets(self, source: Target) -> list[Target]:
        """One square away from the badge in each direction: dropping there slides the board."""
        steps = {"<": (-1, 0), ">": (1, 0), "^": (0, -1), "v": (0, 1)}
        return [Target("slide", str(source.key) + d, source.x + sx, source.y + sy, 0.5,
                       t(f"quinamid.slide_{name}"))
                for name, d in SLIDES for sx, sy in (steps[d],)]

    def drop(self, source: Target, dest: Target | None) -> Outcome:
        return NOTHING if dest is None else self._attempt(str(dest.key))

    # --- panel ---------------------------------------------------------------------
    def controls(self) -> list[Control]:
        if self.state.is_over:
            return []
        out: list[Control] = []
        for letter in LETTERS:
            reason = "" if self.can_move(letter) else t_message(self._why_board_stuck(letter))
            label = t("quinamid.board_button", letter=letter)
            out.append(Control(f"board_{letter}", label, enabled=not reason, reason=reason,
                               pressed=self.selected == letter, group="board"))
        for name, d in SLIDES:
            out.append(self._move_control(f"slide_{name}", d))
        for name, d in TURNS:
            out.append(self._move_control(f"turn_{name}", d))
        return out

    def _move_control(self, cid: str, suffix: str) -> Control:
        """An arrow or turn button: enabled iff the engine allows it for the selected board."""
        if cid.startswith("turn_") and not self.q.rules.rotations_allowed:
            reason = self.q.why_not("B" + suffix)  # "Rotations are only in the advanced game."
        elif self.selected is None:
            reason = t("quinamid.choose_board")
        else:
            reason = self.q.why_not(self.selected + suffix)
        return Control(cid, t(f"quinamid.{cid}"), enabled=reason is None, reason=t_message(reason or ""),
                       group="turn" if cid.startswith("turn_") else "slide")

    def control(self, control_id: str) -> Outcome:
        if control_id.startswith("board_"):
            return self._select(control_id.removeprefix("board_"))
        suffixes = {f"slide_{n}": d for n, d in SLIDES} | {f"turn_{n}": d for n, d in TURNS}
        if control_id not in suffixes:
            return NOTHING
        if self.selected is None:
            return Outcome(message=t("quinamid.choose_board"))
        return self._attempt(self.selected + suffixes[control_id])

    def turn_text(self, name: str) -> str:
        if self.q.counters_left[self.state.to_move or 0] == 0:
            return t("quinamid.to_move_no_counters", name=name)
        return t("game.to_move", name=name)

    def draw_text(self) -> str:
        return t("quinamid.draw_repetition")

    def player_detail(self, player: int) -> str:
        return t("quinamid.counters_left", n=self.q.counters_left[player])

    def info_lines(self) -> list[InfoLine]:
        rules = self.q.rules
        lines = [InfoLine(t("quinamid.advanced_game" if rules.advanced else "quinamid.basic_game"))]
        if rules.variants:
            lines.append(InfoLine(t("quinamid.variants", letters=", ".join(rules.variants))))
        locked = self.q.locked_board
        if locked and not self.state.is_over:
            key = "quinamid.locked_may_turn" if rules.clockwise_only else "quinamid.locked"
            lines.append(InfoLine(t(key, letter=locked)))
        h0, h1 = self.q.hidden_counts()
        lines.append(InfoLine(t("quinamid.covered", a=f"{SYMBOLS[0]} {h0}", b=f"{SYMBOLS[1]} {h1}")))
        if self.selected:
            lines.append(InfoLine(t("quinamid.selected_info", letter=self.selected)))
        return lines

    def history_items(self, settings: Mapping[str, Any]) -> tuple[tuple[str, ...], str]:
        """Memory is the game: during play only the count shows, unless open memory is on."""
        moves = tuple(self.state.history)
        if self.state.is_over or settings.get("open_memory"):
            return tuple(f"{SYMBOLS[i % 2]} {move}" for i, move in enumerate(moves)), ""
        key = "quinamid.memory_note_one" if len(moves) == 1 else "quinamid.memory_note"
        return (), t(key, n=len(moves))

    # --- drawing -----------------------------------------------------------------
    def draw_world(self, ctx: Canvas) -> None:
        anim = self.animation
        if anim is not None and self.progress() >= 1.0:
            anim.finished = True  # this frame shows the end: the next is_animating() stops
        motion = self.motion() if self.progress() < 1.0 else None
        moving = motion.board if motion is not None else 5
        rounded_rect(ctx, -0.22, -0.18, 6.44, 6.44, 0.2)  # the table under the pyramid
        ctx.fillStyle = "rgba(0,0,0,0.18)"
        ctx.fill()
        holes = self._shown_holes(anim.before if motion is not None and anim is not None else None, moving)
        for k in range(5):
            self._draw_board(ctx, k, holes[k], motion if k >= moving else None)
        self._draw_win_line(ctx)
        self._draw_hint(ctx)

    def _draw_hint(self, ctx: Canvas) -> None:
        """Ring the hinted hole, or the hinted board's badge (a slide or turn)."""
        hint = self.hint_move or ""
        if not hint:
            return
        if hint[0] in COLUMNS and hint[1:].isdigit():
            cx, cy = centre(COLUMNS.index(hint[0]), int(hint[1:]) - 1)
            radius = HOLE_R + 0.09
        elif hint[0] in "ABCDE":
            cx, cy = badge_point(self.q, "ABCDE".index(hint[0]))
            radius = BADGE_R + 0.08
        else:
            return
        ctx.save()
        ctx.beginPath()
        ctx.arc(cx, cy, radius, 0, 2 * math.pi)
        ctx.setLineDash([0.1, 0.06])
        ctx.lineWidth = 0.07
        ctx.strokeStyle = HINT
        ctx.stroke()
        ctx.restore()

    def _shown_holes(self, before: Any, moving: int) -> list[dict[Square, int | None]]:
        """Per board: {square: owner} of each hole to draw.

        Normally the visible holes.  While board ``moving`` slides, the board
        under it also shows the holes visible before the move (the stack is
        drawn over them as it covers them).
        """
        shown: list[dict[Square, int | None]] = [{} for _ in range(5)]
        for state in [self.q] if before is None else [before, self.q]:
            visible = state.visible()
            for col in range(6):
                for row in range(6):
                    letter, owner = visible[col][row]
                    k = LETTERS.index(letter)
                    if state is self.q or k == moving - 1:
                        shown[k][(col, row)] = owner
        return shown

    def _draw_board(
        self, ctx: Canvas, k: int, holes: dict[Square, int | None], motion: Motion | None
    ) -> None:
        """One board: shadow, body, edge, then its holes with their counters.

        With a ``motion`` (the board is in the moving stack) the shadow and
        body are drawn through the stack's transform, and holes and counters
        at their moved centres, so counters stay upright while a board turns
        (a diamond must never look like a square).
        """
        letter = LETTERS[k]
        col, row, n = footprint(self.q, letter)
        inset = INSET * k
        x, y, size = col + inset, 6 - row - n + inset, n - 2 * inset
        shadow = (0.05 + 0.025 * k) * (-1 if self.camera.flipped else 1)  # light from the screen's top left
        for shift in (shadow, 0.0):
            ctx.save()
            ctx.translate(shift, shift)
            if motion is not None:
                ctx.translate(motion.dx + motion.cx, motion.dy + motion.cy)
                ctx.rotate(motion.angle)
                ctx.translate(-motion.cx, -motion.cy)
            rounded_rect(ctx, x, y, size, size, 0.14)
            ctx.fillStyle = BODY[k] if shift == 0.0 else "rgba(0,0,0,0.3)"
            ctx.fill()
            if shift == 0.0:
                selected = self.selected == letter
                ctx.lineWidth = 0.08 if selected else 0.045
                ctx.strokeStyle = SELECTED if selected else EDGE[k]
                if self.q.locked_board == letter and not self.state.is_over:
                    ctx.setLineDash([0.12, 0.08])  # locked this turn: a dashed edge
                ctx.stroke()
                ctx.setLineDash([])
            ctx.restore()
        last = self.state.history[-1] if self.state.history else ""
        for (c, r), owner in holes.items():
            cx, cy = centre(c, r)
            if motion is not None:
                cx, cy = motion.apply(cx, cy)
            ctx.beginPath()
            ctx.arc(cx, cy, HOLE_R, 0, 2 * math.pi)
            ctx.fillStyle = HOLE[k]
            ctx.fill()
            ctx.lineWidth = 0.03
            ctx.strokeStyle = EDGE[k]
            ctx.stroke()
            if owner is not None:
                draw_piece(ctx, owner, cx, cy, PIECE_R)
                if notation(c, r) == last:  # the counter just placed
                    ctx.beginPath()
                    ctx.arc(cx, cy, HOLE_R + 0.04, 0, 2 * math.pi)
                    ctx.lineWidth = 0.04
                    ctx.strokeStyle = "#1b1b1b"
                    ctx.stroke()

    def _draw_win_line(self, ctx: Canvas) -> None:
        for col, row in self.q.win_line:
            cx, cy = centre(col, row)
            ctx.beginPath()
            ctx.arc(cx, cy, HOLE_R + 0.05, 0, 2 * math.pi)
            ctx.lineWidth = 0.1
            ctx.strokeStyle = WIN
            ctx.stroke()

    def draw_overlay(self, ctx: Canvas) -> None:
        """Board letters in screen space (upright and crisp, even on a flipped board)."""
        motion = self.motion() if self.progress() < 1.0 else None
        scale = self.camera.scale
        radius = max(9.0, BADGE_R * scale)
        over = self.state.is_over
        for k, letter in enumerate(LETTERS):
            wx, wy = badge_point(self.q, k)
            if motion is not None and k >= motion.board:
                wx, wy = motion.apply(wx, wy)
            sx, sy = self.camera.to_screen(wx, wy)
            movable = k > 0 and not over and self.can_move(letter)
            ctx.beginPath()
            ctx.arc(sx, sy, radius, 0, 2 * math.pi)
            ctx.fillStyle = EDGE[k] if movable or k == 0 else "#8c8c8c"
            ctx.fill()
            ctx.lineWidth = 3 if self.selected == letter else 1.5
            # a white rim says "this board may move now"
            ctx.strokeStyle = SELECTED if self.selected == letter else "#ffffff" if movable else EDGE[k]
            ctx.stroke()
            ctx.fillStyle = "#ffffff"
            ctx.font = f"bold {round(radius * 1.25)}px sans-serif"
            ctx.textAlign = "center"
            ctx.textBaseline = "middle"
            ctx.fillText(letter, sx, sy + 0.5)
            if k > 0 and not movable and not over:
                # locked this turn: a strike through the badge
                ctx.beginPath()
                ctx.moveTo(sx - radius * 0.8, sy + radius * 0.8)
                ctx.lineTo(sx + radius * 0.8, sy - radius * 0.8)
                ctx.lineWidth = 2
                ctx.strokeStyle = "#1b1b1b"
                ctx.stroke()


def _make(state: GameState, settings: Mapping[str, Any]) -> BoardView:
    return QuinamidView(state)


register_view("quinamid", _make)

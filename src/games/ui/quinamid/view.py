"""The Quinamid board: five stacked ring boards that slide and turn.

The picture (geometry, animation, painting) is in
:mod:`games.ui.quinamid.draw`; this module is the input and the panel.
What the view reads from the engine: ``visible()`` (board and owner of the
36 visible holes), ``counters_left``, ``hidden_counts()``, ``locked_board``
and ``why_not(move)``, whose sentence becomes the reason of a disabled
control or the message of a refused tap.

Input: tap a visible hole to place; select a board (tap its letter badge,
drag the badge one square to slide it, or use the buttons A-E), then the
arrow and turn buttons act on the selected board.  The badges sit on their
boards' corners when a finger fits between a badge and the holes around
it (a tablet, a desktop); on a narrower board they line up in a row beside
it (:func:`~games.ui.quinamid.draw.badge_layout`), each corner keeping its
letter, so every target stays 44 px from the next.  A move one
slide or turn away from the shown position (played, undone or redone) is
animated: :meth:`QuinamidView.is_animating` drives the frames.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from ...core import GameState
from ..camera import MIN_SPACING, PlayArea, world_spacing
from ..canvas import Canvas
from ..controls import Control, InfoLine
from ..i18n import t, t_message, tn
from ..pieces import SYMBOLS
from ..view import NOTHING, BoardView, Outcome, Target
from .draw import (
    BADGE_R,
    COLUMNS,
    CORNERS,
    LETTERS,
    SLIDE_MS,
    STRIP_R,
    TURN_MS,
    Motion,
    StackAnimation,
    badge_layout,
    badge_points,
    centre,
    draw_badges,
    draw_pyramid,
    layout_bounds,
    moved_board,
    notation,
    stack_motion,
)

#: The slide buttons, named by the way they move a board ON SCREEN, with the
#: notation that does so on an upright board.  On a flipped board (turned 180°
#: for the player opposite) each one plays the opposite notation, so "Left"
#: always moves the board to the screen's left.  Turns need no mapping: a half
#: turn of the picture keeps clockwise clockwise.
SLIDES = (("left", "<"), ("right", ">"), ("up", "^"), ("down", "v"))
TURNS = (("cw", "+"), ("ccw", "-"))
#: The arrow or turn button's glyph alone, for a narrow screen (the same in
#: every language: the full label and the accessible name are translated).
ARROWS = {"slide_left": "←", "slide_right": "→", "slide_up": "↑", "slide_down": "↓",
          "turn_cw": "↻", "turn_ccw": "↺"}
OPPOSITE = {"<": ">", ">": "<", "^": "v", "v": "^"}


class QuinamidView(BoardView):
    def __init__(self, state: GameState) -> None:
        self.selected: str | None = None
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
        if board is not None:
            turned = previous.rotations != self.q.rotations  # type: ignore[attr-defined]
            duration = TURN_MS if turned else SLIDE_MS
            self.start_animation(StackAnimation(duration, before=previous, board=board))

    def moving_stack(self) -> Motion | None:
        """Where the moving stack is drawn now (None: nothing moves)."""
        anim = self.animation
        if not isinstance(anim, StackAnimation) or self.progress() >= 1.0:
            return None
        return stack_motion(anim.before, self.state, anim.board, self.progress())

    # --- helpers -------------------------------------------------------------------
    @property
    def upside_down(self) -> bool:
        """Is the board, as the player facing the screen sees it, turned 180°?"""
        return self.camera.flipped != self.screen_turned

    def slide_notation(self, screen: str) -> str:
        """The notation suffix that slides a board towards ``screen`` ("left"...) as seen now."""
        suffix = dict(SLIDES)[screen]
        return OPPOSITE[suffix] if self.upside_down else suffix

    def screen_direction(self, suffix: str) -> str:
        """The way a slide ``suffix`` ("<"...) moves the board on screen now ("left"...)."""
        if self.upside_down:
            suffix = OPPOSITE[suffix]
        return next(name for name, d in SLIDES if d == suffix)

    def why_not(self, move: str) -> str | None:
        """The engine's reason against ``move``, translated, with slide directions
        said the way they look on screen (the engine says them on the board)."""
        reason = self.q.why_not(move)
        if reason is None:
            return None
        letter, suffix = move[:1], move[1:]
        overhang = (suffix in OPPOSITE and letter in LETTERS[1:] and letter != self.q.locked_board
                    and not self.state.is_over)
        if overhang:  # the engine's only other reasons against a slide: base, locked, over
            k = LETTERS.index(letter)
            direction = t(f"quinamid.dir_{self.screen_direction(suffix)}")
            return t("quinamid.overhang", letter=letter, direction=direction, below=LETTERS[k - 1])
        return t_message(reason)

    def _refuse(self, reason: str) -> Outcome:
        return Outcome(message=t("msg.illegal", reason=reason))

    def _attempt(self, move: str) -> Outcome:
        """Play if legal; otherwise the engine's own reason as the message."""
        reason = self.why_not(move)
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
        return next((r for m in self.board_moves(letter) if (r := self.why_not(m))), "")

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
    def badge_layout(self) -> str:
        """Badges on their boards' corners when a finger fits between a badge and the
        holes around it; else in a row beside the board (a phone)."""
        cam = self.camera
        return badge_layout(cam.width, cam.height, cam.padding, MIN_SPACING)

    def win_spots(self) -> list[tuple[float, float]]:
        return [centre(col, row) for col, row in getattr(self.q, "win_line", ()) or ()]

    def world_bounds(self) -> tuple[float, float, float, float]:
        return layout_bounds(self.badge_layout(), self.camera.flipped)

    def flip(self) -> None:
        super().flip()
        self.refit()  # a strip of badges stays at the screen's bottom (or right)

    def play_area(self) -> PlayArea | None:
        """The whole surface: if it must be zoomed, centred on the last counter placed."""
        targets = self.targets()
        if not targets:
            return None
        xs, ys = [tg.x for tg in targets], [tg.y for tg in targets]
        last = self.state.history[-1] if self.state.history else ""
        anchor = None
        if last[:1] in COLUMNS and last[1:].isdigit():
            anchor = centre(COLUMNS.index(last[0]), int(last[1:]) - 1)
        return PlayArea((min(xs), min(ys), max(xs), max(ys)), world_spacing([(tg.x, tg.y) for tg in targets]),
                        anchor)

    def focus_row(self, target: Target) -> tuple[float, float]:
        """A badge on a corner (between two rows of holes) is walked with the row of
        holes nearer to it, so Left and Right pass it and Down from a hole goes to the
        hole below."""
        if target.kind != "board" or self.badge_layout() != CORNERS:
            return target.x, target.y
        return target.x, min(5.5, max(0.5, math.floor(target.y) + 0.5))

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
        layout = self.badge_layout()
        points = badge_points(self.q, layout, self.camera.flipped)
        radius = BADGE_R * 1.3 if layout == CORNERS else STRIP_R * 1.25
        for k, letter in enumerate(LETTERS):
            x, y = points[k]
            if k == 0:
                label = t("quinamid.board_base")
            elif self.can_move(letter):
                label = t("quinamid.board_label", letter=letter)
            else:
                label = t("quinamid.board_stuck", letter=letter)
            out.append(Target("board", letter, x, y, radius, label))
        return out

    def activate(self, target: Target) -> Outcome:
        return self._select(str(target.key)) if target.kind == "board" else self._attempt(str(target.key))

    def can_drag(self, target: Target) -> bool:
        return target.kind == "board" and not self.state.is_over and self.can_move(str(target.key))

    def drop_targets(self, source: Target) -> list[Target]:
        """One square away from the badge in each direction: dropping there slides the board.

        The targets sit in world space (one square along the board), so a drag
        follows the screen on a flipped board too; their labels say the way
        they look on screen."""
        steps = {"<": (-1, 0), ">": (1, 0), "^": (0, -1), "v": (0, 1)}
        return [Target("slide", str(source.key) + d, source.x + sx, source.y + sy, 0.5,
                       t(f"quinamid.slide_{self.screen_direction(d)}"))
                for d, (sx, sy) in steps.items()]

    def drop(self, source: Target, dest: Target | None) -> Outcome:
        return NOTHING if dest is None else self._attempt(str(dest.key))

    # --- panel ---------------------------------------------------------------------
    def controls(self) -> list[Control]:
        if self.state.is_over:
            return []
        out: list[Control] = []
        for letter in LETTERS:
            reason = "" if self.can_move(letter) else self._why_board_stuck(letter)
            label = t("quinamid.board_button", letter=letter)
            out.append(Control(f"board_{letter}", label, enabled=not reason, reason=reason,
                               pressed=self.selected == letter, group="board", short=letter))
        for cid, suffix in self._move_suffixes().items():
            if cid.startswith("turn_") and not self.q.rules.rotations_allowed:
                continue  # never usable in this game: no buttons (a turn asked for is still explained)
            out.append(self._move_control(cid, suffix))
        return out

    def _move_suffixes(self) -> dict[str, str]:
        """Control id -> notation suffix, slides mapped from screen directions."""
        slides = {f"slide_{name}": self.slide_notation(name) for name, _ in SLIDES}
        return slides | {f"turn_{name}": d for name, d in TURNS}

    def _move_control(self, cid: str, suffix: str) -> Control:
        """An arrow or turn button: enabled iff the engine allows it for the selected board."""
        if cid.startswith("turn_") and not self.q.rules.rotations_allowed:
            reason = self.why_not("B" + suffix)  # "Rotations are only in the advanced game."
        elif self.selected is None:
            reason = t("quinamid.choose_board")
        else:
            reason = self.why_not(self.selected + suffix)
        return Control(cid, t(f"quinamid.{cid}"), enabled=reason is None, reason=reason or "",
                       group="turn" if cid.startswith("turn_") else "slide",
                       aria_label=t(f"quinamid.aria.{cid}"), short=ARROWS[cid])

    def control(self, control_id: str) -> Outcome:
        if control_id.startswith("board_"):
            return self._select(control_id.removeprefix("board_"))
        suffixes = self._move_suffixes()
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

    def last_move_marks(self) -> dict[str, Any]:
        last = self.state.history[-1] if self.state.history else ""
        return {"placed": last} if last[:1].islower() else {}

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
        return (), tn("quinamid.memory_note", len(moves), n=len(moves))

    # --- drawing -----------------------------------------------------------------
    def draw_world(self, ctx: Canvas) -> None:
        motion = self.moving_stack()
        before = self.animation.before if isinstance(self.animation, StackAnimation) and motion else None
        draw_pyramid(ctx, self.q, before, motion, selected=self.selected, flipped=self.camera.flipped,
                     hint=self.hint_move or "", layout=self.badge_layout())

    def draw_overlay(self, ctx: Canvas) -> None:
        movable = () if self.state.is_over else [letter for letter in LETTERS[1:] if self.can_move(letter)]
        draw_badges(ctx, self.q, self.camera, self.moving_stack(), selected=self.selected, movable=movable,
                    layout=self.badge_layout())


def make_view(state: GameState, settings: Mapping[str, Any]) -> BoardView:
    """The board of a game of this kind (what the game's screen spec loads on first use)."""
    return QuinamidView(state)


"""The board-view input state machine shared by every game's board.

A view maps game positions to *targets* (things a person can act on: a
skydiver, a square, a hole, a board edge) in world coordinates.  This base
class turns pointer events (tap, drag, pinch, wheel) and keys (arrows,
Enter, Escape) into the same calls on a target, so pointer and keyboard
players drive one state machine, and every path is testable on CPython.

Directions are screen directions: the arrow keys move the focus the way
they point on screen, whether or not the camera is flipped for a player
sitting opposite (boards with direction buttons map them the same way).
The base class also owns the animation clock shared by every board
(:class:`~games.ui.animate.AnimationClock`; with ``motion`` off nothing
animates) and the ``show_private`` switch that hides a board's private
parts (a rack) while the device changes hands.

Touch and keyboard: a target is hit anywhere within :data:`MIN_HIT` px of
its centre (the nearest centre wins).  A board that says what its whole
game is (:meth:`BoardView.fit_frame`) is shown whole, in the part of the
canvas nothing covers, as long as targets stay :data:`FLOOR_SPACING` px
apart, and zooms onto the area of play at :data:`FIT_SPACING` px when they
would not; other boards follow the play so that no two targets are closer
than :data:`MIN_SPACING` px.  The arrow keys reach every target
(:mod:`games.ui.focus`) and the camera keeps the focused one on screen.
:func:`games.ui.touch.target_spacing` measures it.
"""

from __future__ import annotations

import math
from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..core import GameState
from .animate import AnimationClock
from .camera import MIN_HIT, MIN_SPACING, Camera, PlayArea
from .canvas import Canvas
from .controls import Control, InfoLine
from .focus import draw_ring, neighbour
from .framing import Framing, Target
from .i18n import t

__all__ = ["MIN_HIT", "MIN_SPACING", "NOTHING", "BoardView", "Camera", "Outcome", "PlayArea", "Target"]

#: A pointer that moves less than this many CSS pixels is a tap, not a drag.
TAP_SLOP = 8.0

#: The largest wheel step one event may zoom by (e^(700/500), about 4x).
WHEEL_MOST = 700.0


@dataclass(frozen=True)
class Outcome:
    """What an input did: a move to play, a message to show, words to announce."""

    move: str | None = None
    message: str | None = None
    announce: str | None = None
    #: The person asked for a hint: the bridge asks the computer (Hard level).
    wants_hint: bool = False


NOTHING = Outcome()


@dataclass
class _Pointer:
    x0: float
    y0: float
    x: float
    y: float
    target: Target | None
    dragging: bool = False


@dataclass
class _Gesture:
    pointers: dict[int, _Pointer] = field(default_factory=dict)
    pinch_distance: float | None = None
    panning: bool = False
    cancelled: bool = False


class BoardView(Framing, AnimationClock, ABC):
    """Base of the game boards.  Subclasses say what the targets are and what they do."""

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.camera = Camera()
        self.focus: Target | None = None
        self.drag_point: tuple[float, float] | None = None
        self._gesture = _Gesture()
        #: What a tutorial step asks the learner to touch, as (kind, key) pairs in
        #: the order of the taps: the camera keeps the first one present on screen.
        self.lesson: tuple[tuple[str, Any], ...] = ()
        #: CSS px at the bottom of the canvas that something above it hides (the
        #: game-over card): the camera fits the board in the rest.
        self.covered = 0.0

    # --- game hooks -----------------------------------------------------------
    @abstractmethod
    def world_bounds(self) -> tuple[float, float, float, float]:
        """The world rectangle the camera fits into the viewport."""

    @abstractmethod
    def targets(self) -> list[Target]:
        """What can be acted on now (depends on the state and the input step)."""

    @abstractmethod
    def activate(self, target: Target) -> Outcome:
        """A tap or Enter on ``target``."""

    @abstractmethod
    def draw_world(self, ctx: Canvas) -> None:
        """Draw the board in world coordinates (the camera is already applied)."""

    def cancel(self) -> Outcome:
        """Escape: drop any half-made move."""
        return NOTHING

    def can_drag(self, target: Target) -> bool:
        return False

    def drop(self, source: Target, dest: Target | None) -> Outcome:
        """A drag of ``source`` released over ``dest`` (None: over nothing)."""
        return NOTHING

    def drop_targets(self, source: Target) -> list[Target]:
        """Where ``source`` may be dropped (hit-tested while dragging)."""
        return []

    def draw_overlay(self, ctx: Canvas) -> None:
        """Draw in screen coordinates above the board (drag ghosts, labels)."""
        return None

    # --- private information -----------------------------------------------------------
    _show_private = True

    @property
    def show_private(self) -> bool:
        """False: draw no private information at all (a rack, tentative tiles, a hint
        laid out) and offer no target that reveals it.  The controller sets it while
        the "pass the device" cover is up and while a past position is reviewed."""
        return self._show_private

    @show_private.setter
    def show_private(self, value: bool) -> None:
        if value != self._show_private:
            self._show_private = value
            self.refit()  # a board may take the room its private part used (a rack)

    # --- what the panel around the board shows (override per game) ---------------
    #: True where racks are private (Quinto): hot-seat play hides the board between turns.
    hides_private_info = False
    #: The players' seats (names, person or computer), set by the controller.
    seats: tuple[Any, ...] = ()

    def controls(self) -> list[Control]:
        """Buttons beside the board for the current step."""
        return []

    def control(self, control_id: str) -> Outcome:
        """A click on the control ``control_id``."""
        return NOTHING

    def show_hint(self, move: str) -> Outcome:
        """Show the move the Hard level suggests (boards may also highlight it)."""
        self.hint_move = move
        return Outcome(message=t("msg.hint", move=move), announce=t("msg.hint", move=move))

    #: The move a hint suggested for the position on screen (None: no hint shown).
    hint_move: str | None = None

    #: The page turned the whole screen round (players sitting opposite, the second
    #: player to move: :mod:`games.ui.facing`).  Boards whose buttons name directions
    #: (Quinamid's slides) follow it, so a button means what the player facing it sees.
    screen_turned = False

    def turn_text(self, name: str) -> str:
        return t("game.to_move", name=name)

    def draw_text(self) -> str:
        return t("game.draw")

    def player_detail(self, player: int) -> str:
        """A short line under a player's name (parachutes left, score...)."""
        return ""

    def last_move_marks(self) -> dict[str, Any]:
        """What the board marks as the last move, as plain data (tests read it; drawing uses it)."""
        return {}

    def info_lines(self) -> list[InfoLine]:
        return []

    def win_spots(self) -> list[tuple[float, float]]:
        """The world centres of the winning line's squares or skydivers (none: no line)."""
        return []

    def history_items(self, settings: Mapping[str, Any]) -> tuple[tuple[str, ...], str]:
        """The move list to show, and a note (e.g. why it is hidden)."""
        return tuple(self.state.history), ""

    def undo_allowed(self, session: Any) -> bool:
        return True

    # --- state ---------------------------------------------------------------
    def set_state(self, state: GameState) -> None:
        """Show a new position; any half-made move is dropped, and the camera follows the
        game as it grows -- unless the player framed the board themselves (their zoom
        and pan stay until Fit), but for a game that is over: it is shown whole."""
        self.state = state
        self.hint_move = None
        self.animation = None  # a view that animates the change starts its own
        self.cancel()
        self.focus = None
        self.drag_point = None
        if state.is_over:
            self.camera.held = False
        self.refit()

    def flip(self) -> None:
        self.camera.flipped = not self.camera.flipped

    # --- hit testing -----------------------------------------------------------
    def hit(self, sx: float, sy: float, candidates: list[Target] | None = None) -> Target | None:
        """The target under a screen point.

        Within :data:`MIN_HIT` px of some centre, the nearest centre wins, so
        every target owns the disc of that radius whenever targets are
        :data:`MIN_SPACING` apart; further out, a large target (a whole tile)
        still answers anywhere on it."""
        near: tuple[float, Target] | None = None
        inside: tuple[float, Target] | None = None
        scale = self.camera.scale
        for target in self.targets() if candidates is None else candidates:
            tx, ty = self.camera.to_screen(target.x, target.y)
            dist = math.hypot(sx - tx, sy - ty)
            if dist <= MIN_HIT and (near is None or dist < near[0]):
                near = (dist, target)
            real = target.r * scale
            if dist <= real and (inside is None or dist / real < inside[0]):
                inside = (dist / real, target)
        chosen = near or inside
        return None if chosen is None else chosen[1]

    # --- pointer ---------------------------------------------------------------
    def pointer_down(self, pid: int, sx: float, sy: float) -> Outcome:
        g = self._gesture
        if not g.pointers:
            g.cancelled = False
        self.focus = None  # a finger or a mouse: the keyboard cursor steps aside
        g.pointers[pid] = _Pointer(sx, sy, sx, sy, self.hit(sx, sy))
        if len(g.pointers) == 2:
            # a second finger: this is a pinch, never a tap or a drag
            a, b = g.pointers.values()
            g.pinch_distance = math.hypot(a.x - b.x, a.y - b.y)
            g.cancelled = True
            self.drag_point = None
        return NOTHING

    def pointer_move(self, pid: int, sx: float, sy: float) -> Outcome:
        g = self._gesture
        p = g.pointers.get(pid)
        if p is None:
            return NOTHING
        dx, dy = sx - p.x, sy - p.y
        p.x, p.y = sx, sy
        if len(g.pointers) >= 2 and g.pinch_distance:
            a, b = list(g.pointers.values())[:2]
            dist = math.hypot(a.x - b.x, a.y - b.y)
            if dist > 0:
                self.camera.zoom_about(dist / g.pinch_distance, (a.x + b.x) / 2, (a.y + b.y) / 2)
                g.pinch_distance = dist
            return NOTHING
        if g.cancelled:
            return NOTHING
        moved = math.hypot(sx - p.x0, sy - p.y0) > TAP_SLOP
        if moved and not p.dragging and not g.panning:
            if p.target is not None and self.can_drag(p.target):
                p.dragging = True
            else:
                g.panning = True
        if p.dragging:
            self.drag_point = self.camera.to_world(sx, sy)
        elif g.panning:
            self.camera.pan_by(dx, dy)
        return NOTHING

    def pointer_up(self, pid: int, sx: float, sy: float) -> Outcome:
        g = self._gesture
        p = g.pointers.pop(pid, None)
        if p is None:
            return NOTHING
        outcome = NOTHING
        acted = False
        if not g.cancelled and not g.panning:
            if p.dragging and p.target is not None:
                dest = self.hit(sx, sy, self.drop_targets(p.target))
                outcome, acted = self.drop(p.target, dest), True
            elif not p.dragging:
                target = self.hit(sx, sy)
                if target is not None:
                    outcome, acted = self.activate(target), True
        self.drag_point = None
        if not g.pointers:
            self._gesture = _Gesture()
        if acted:
            self.follow_play()
        return outcome

    def pointer_cancel(self, pid: int) -> Outcome:
        self._gesture.pointers.pop(pid, None)
        self._gesture.cancelled = True
        self.drag_point = None
        if not self._gesture.pointers:
            self._gesture = _Gesture()
        return NOTHING

    def dragging(self) -> Target | None:
        for p in self._gesture.pointers.values():
            if p.dragging:
                return p.target
        return None

    def wheel(self, delta: float, sx: float, sy: float) -> None:
        """Zoom about the pointer; one event zooms at most 4x either way (a wheel
        event may carry any number, 1e308 or NaN included)."""
        if not math.isfinite(delta):
            return
        self.camera.zoom_about(math.exp(-max(-WHEEL_MOST, min(WHEEL_MOST, delta)) / 500.0), sx, sy)

    # --- keyboard ----------------------------------------------------------------
    def key(self, name: str) -> Outcome:
        """Arrow keys move the focus cursor, Enter/Space acts, Escape cancels, +/- zoom."""
        if name in ("ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"):
            return self._move_focus(name)
        if name in ("Enter", " "):
            if self.focus is None:
                return self._move_focus("Home")
            focus = self._current_focus()
            if focus is None:
                return NOTHING
            outcome = self.activate(focus)
            self.follow_play()
            if (focus := self._current_focus()) is not None:
                self.follow_play(focus)  # and the cursor stays on screen
            return outcome
        if name == "Escape":
            self.focus = None
            outcome = self.cancel()
            self.follow_play()
            return outcome
        if name in ("+", "="):
            self.camera.zoom_about(1.25, self.camera.width / 2, self.camera.height / 2)
        elif name == "-":
            self.camera.zoom_about(0.8, self.camera.width / 2, self.camera.height / 2)
        return NOTHING

    def focus_targets(self) -> list[Target]:
        """What the arrow keys can reach (default: the targets).  A board may add
        targets the camera hides now (under a band): focusing one brings it into view."""
        return self.targets()

    def focus_section(self, target: Target) -> int:
        return 1 if target.kind in self.fixed_kinds else 0  # the board, then a band

    def focus_row(self, target: Target) -> tuple[float, float]:
        """The world point whose row on screen the arrows walk ``target`` with
        (default: where it is; a badge between two rows of holes may join one)."""
        return target.x, target.y

    def _current_focus(self) -> Target | None:
        """The focused target, re-found by kind and key (targets are rebuilt often)."""
        if self.focus is None:
            return None
        for target in self.focus_targets():
            if (target.kind, target.key) == (self.focus.kind, self.focus.key):
                return target
        return None

    def _move_focus(self, name: str) -> Outcome:
        targets = self.focus_targets()
        if not targets:
            return NOTHING
        current = self._current_focus()
        if current is None:
            cx, cy = self.camera.width / 2, self.camera.height / 2
            choice = min(targets, key=lambda t: math.dist(self.camera.to_screen(t.x, t.y), (cx, cy)))
        else:
            choice = self._neighbour(current, targets, name) or current
        self.focus = choice
        self.follow_play(choice)
        return Outcome(announce=choice.label)

    def _neighbour(self, current: Target, targets: list[Target], name: str) -> Target | None:
        """The target an arrow moves to, as seen on screen (see :mod:`games.ui.focus`)."""
        cam = self.camera
        where = [cam.to_screen(tg.x, tg.y) for tg in targets]
        rows = [cam.to_screen(*self.focus_row(tg))[1] for tg in targets]
        spots = [(x, y, self.focus_section(tg)) for (x, _), y, tg in zip(where, rows, targets, strict=True)]
        keys = [(tg.kind, tg.key) for tg in targets]
        if (current.kind, current.key) not in keys:
            return None
        found = neighbour(spots, keys.index((current.kind, current.key)), name, MIN_HIT / 2, where)
        return None if found is None else targets[found]

    # --- drawing -------------------------------------------------------------------
    def focus_box(self, target: Target) -> tuple[float, float, float, float] | None:
        """The screen box (x, y, w, h) the focus ring goes around (None: a circle)."""
        return None

    def draw(self, ctx: Canvas) -> None:
        anim = self.animation
        if anim is not None and self.progress() >= 1.0:
            anim.finished = True  # this frame shows the end: the next is_animating() stops
        cam = self.camera
        ctx.clearRect(0, 0, cam.width, cam.height)
        ctx.save()
        cam.apply(ctx)
        self.draw_world(ctx)
        ctx.restore()
        self.draw_overlay(ctx)
        focus = self._current_focus()
        if focus is not None:  # over everything, in CSS px: a rack tile's ring is not under its band
            radius = max(focus.r * cam.scale, MIN_HIT)
            ctx.save()
            draw_ring(ctx, self.focus_box(focus), cam.to_screen(focus.x, focus.y), radius)
            ctx.restore()


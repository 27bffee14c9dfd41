"""Framing a board: the whole game fitted into the free canvas, or the area of play followed.

A mixin of :class:`games.ui.view.BoardView`, kept apart from the input state
machine.  The policy (:meth:`Framing.follow_play`) in short: a board that
says what its whole game is (:meth:`Framing.fit_frame`: the pieces and the
open squares around them) is shown whole in the part of the canvas nothing
covers (no rack band, no game-over card: :meth:`Framing.set_covered`), as
long as targets stay :data:`~games.ui.camera.FLOOR_SPACING` px apart, and
follows its area of play at :data:`~games.ui.camera.FIT_SPACING` px when
they would not; a board without one follows its area of play at
:data:`~games.ui.camera.MIN_SPACING` px.  The player's own framing (pinch,
wheel, the zoom buttons, a pan) stays until Fit (:meth:`Framing.fit`) or the
end of the game.
"""

from __future__ import annotations

from abc import abstractmethod
from dataclasses import dataclass
from typing import Any

from .camera import FIT_SPACING, FLOOR_SPACING, MIN_HIT, Camera, Frame, PlayArea, Rect, world_spacing


@dataclass(frozen=True)
class Target:
    """Something a person can act on.  ``key`` is game-specific (a square, a hole...).
    (World coordinates; :mod:`games.ui.view` says how pointers and keys reach it.)"""

    kind: str
    key: Any
    x: float
    y: float
    r: float
    label: str


class Framing:
    """Where the camera looks, for a board with ``camera``, ``targets()`` and ``world_bounds()``."""

    camera: Camera
    #: What a tutorial step asks the learner to touch, as (kind, key) pairs (see BoardView).
    lesson: tuple[tuple[str, Any], ...] = ()
    #: CSS px at the bottom of the canvas that something above it hides (the
    #: game-over card): the camera fits the board in the rest.
    covered: float = 0.0

    @abstractmethod
    def world_bounds(self) -> tuple[float, float, float, float]:
        """The world rectangle the camera fits into the viewport."""

    @abstractmethod
    def targets(self) -> list[Target]:
        """What can be acted on now."""

    def fit(self) -> None:
        """The Fit button: hand the framing back to the camera (the whole game, following it)."""
        self.camera.held = False
        self.camera.zoom, self.camera.pan = 1.0, (0.0, 0.0)
        self.refit()

    def set_covered(self, px: float) -> None:
        """``px`` at the bottom of the canvas are hidden (0: none): frame the board above."""
        px = max(0.0, min(float(px), self.camera.height - 1.0))
        if abs(px - self.covered) > 0.5:
            self.covered = px
            self.refit()

    def free_screen(self) -> Rect:
        """The part of the canvas nothing covers (CSS px)."""
        cam = self.camera
        return 0.0, 0.0, cam.width, max(1.0, cam.height - self.covered)

    def refit(self) -> None:
        """Fit the camera to the board again (it grew, the canvas changed, a band came or
        went), then follow the play unless the player framed the board themselves: then
        what is in the middle of the screen stays there, at the same size."""
        cam = self.camera
        if not cam.held:
            cam.bounds = self.world_bounds()
            self.follow_play()
            return
        middle, scale = cam.to_world(cam.width / 2, cam.height / 2), cam.scale
        cam.bounds = self.world_bounds()
        cam.zoom = scale / cam.base_scale
        sx, sy = cam.to_screen(*middle)
        cam.pan = (cam.pan[0] + cam.width / 2 - sx, cam.pan[1] + cam.height / 2 - sy)
        self.follow_play()  # a tutorial's target is kept on screen

    def resize(self, width: float, height: float) -> None:
        """A new canvas size: frame the board afresh (the player's own framing stays)."""
        cam = self.camera
        cam.width, cam.height = max(1.0, width), max(1.0, height)
        if not cam.held:
            cam.zoom, cam.pan = 1.0, (0.0, 0.0)
        self.refit()

    # --- following the play ------------------------------------------------------
    def play_area(self) -> PlayArea | None:
        """Where the player acts next (override per board).  By default: every
        target, at the spacing of the two closest ones."""
        spots = [(tg.x, tg.y) for tg in self.targets() if tg.kind not in self.fixed_kinds]
        if not spots:
            return None
        xs, ys = [x for x, _ in spots], [y for _, y in spots]
        return PlayArea((min(xs), min(ys), max(xs), max(ys)), world_spacing(spots))

    def fit_frame(self) -> Frame | None:
        """The whole game to fit by default (override per board); None: this board
        follows its :meth:`play_area` at :data:`MIN_SPACING` instead."""
        return None

    #: Kinds of target drawn in screen space (a rack band): always on screen, never followed.
    fixed_kinds: frozenset[str] = frozenset()

    def follow_play(self, focus: Target | None = None) -> None:
        """The zoom policy: the whole game, at a size a finger can hit.

        Why: a board fitted whole shows every piece and every square a move
        may use, and a board that grows shrinks to keep showing them; but
        past a point its targets are closer than a fingertip and its digits
        cannot be read.  So a board with a :meth:`fit_frame` is fitted whole
        into the free canvas (no rack band, no game-over card) while its
        targets stay :data:`FLOOR_SPACING` px apart; below that the camera
        frames the :meth:`play_area` at :data:`FIT_SPACING` px instead,
        panning as little as it can.  A board without one follows its play
        area at :data:`MIN_SPACING`.

        When: on every new position (:meth:`set_state`), after every tap, drop
        or key that acts on the board, and when the canvas changes size or the
        board grows (:meth:`refit`) -- unless the player framed the board
        themselves (pinch, wheel, +/-, a pan: ``camera.held``), which lasts
        until Fit (:meth:`fit`) or the game ends; then only a tutorial's target
        is kept on screen.  With ``focus`` (the keyboard cursor moved) it pans
        to keep that target on screen instead.  With nothing to act on (game
        over, a past position, the hand-off cover) the board is shown whole.
        """
        cam = self.camera
        frame = self.fit_frame()
        if focus is not None:
            if focus.kind in self.fixed_kinds:
                return
            if frame is not None:
                r = max(focus.r, MIN_HIT / max(cam.scale, 1e-6))
                cam.pan_into((focus.x - r, focus.y - r, focus.x + r, focus.y + r), frame.screen)
                return
        asked = self.lesson_target() if focus is None else None
        if cam.held and focus is None:
            if asked is not None:  # a tutorial step's target never sits off screen
                r = max(asked.r, MIN_HIT / max(cam.scale, 1e-6))
                cam.pan_into((asked.x - r, asked.y - r, asked.x + r, asked.y + r),
                             frame.screen if frame is not None else self.free_screen())
            return
        area = self.play_area()
        if frame is not None and focus is None:
            fitted = cam.fit_scale(frame.content, frame.screen, frame.max_scale)
            if area is None or fitted * frame.spacing >= FLOOR_SPACING - 1e-6:
                cam.fit(frame.content, frame.screen, frame.max_scale)
                return
            anchor = (asked.x, asked.y) if asked is not None else area.anchor
            cam.follow(area.region, max(area.min_scale, FIT_SPACING / max(area.spacing, 1e-6)),
                       anchor=anchor, screen=frame.screen, limits=frame.content)
            return
        if area is None:  # nothing to act on (game over, a review, the cover): the whole board
            if focus is None:
                cam.fit(cam.bounds, self.free_screen())
            return
        region, anchor = area.region, area.anchor
        if asked is not None:
            anchor = (asked.x, asked.y)
        if focus is not None:
            r = max(focus.r, MIN_HIT / max(area.scale, 1e-6))
            region, anchor = (focus.x - r, focus.y - r, focus.x + r, focus.y + r), (focus.x, focus.y)
        cam.follow(region, area.scale, anchor=anchor, screen=area.screen, limits=area.limits)

    def lesson_target(self) -> Target | None:
        """The first target of :attr:`lesson` that the board offers now (after the
        learner picks a tile, its destinations), if any."""
        if not self.lesson:
            return None
        present = {(tg.kind, tg.key): tg for tg in self.targets() if tg.kind not in self.fixed_kinds}
        return next((present[k] for k in self.lesson if k in present), None)

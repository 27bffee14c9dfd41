"""The board camera: world <-> screen, the player's zoom and pan, fitting and following the play.

``Camera`` fits a world rectangle (``bounds``) into the canvas, then applies
the player's ``zoom`` (a multiple of the fitted scale) and ``pan`` (CSS px),
and turns the picture half a turn (``flipped``) for a player sitting
opposite.  :meth:`Camera.fit` (the whole game in the free part of the
canvas) and :meth:`Camera.follow` (the area of play, when the whole game
would be too small to touch) are the places that move the camera on its
own; :class:`games.ui.view.BoardView` decides *when* and *which* (see
``BoardView.follow_play``) and each board says *what* (``BoardView.fit_frame``,
``BoardView.play_area``).

Sizes here are CSS pixels.  A finger needs about 44 px (Apple's and
Google's guidelines; WCAG 2.5.5), so a target is hit anywhere within
:data:`MIN_HIT` of its centre, and a board is shown at a scale where no two
targets are closer than :data:`MIN_SPACING` -- otherwise each would lose
part of that disc to its neighbour.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from .canvas import Canvas

#: Smallest hit radius on screen (CSS px): every target is touchable across ~44 px.
MIN_HIT = 22.0
#: Smallest distance between two target centres on screen, so each keeps its whole disc.
MIN_SPACING = 2 * MIN_HIT
#: The player's zoom range, as multiples of the fitted scale.
MIN_ZOOM, MAX_ZOOM = 0.5, 8.0
#: A comfortable distance between two targets (CSS px): what the camera zooms to when
#: the whole game cannot be shown at :data:`FLOOR_SPACING`, and what a zoom reaches.
FIT_SPACING = 32.0
#: The closest two targets may be in the fitted whole game (CSS px).  Each still owns
#: the taps nearest to it (hit-testing picks the nearest centre), the digits stay
#: readable; below this the fit would be unreadably small, so the camera zooms instead.
FLOOR_SPACING = 18.0

#: A rectangle (x0, y0, x1, y1), in world units or in CSS px as said.
Rect = tuple[float, float, float, float]


@dataclass(frozen=True)
class PlayArea:
    """Where the player acts next, for the camera to follow (world units).

    ``region`` should be on screen whole when it can (a selected tile and its
    destinations, the squares around a tentative play); ``spacing`` is the
    smallest distance between two targets there, so the scale that gives a
    finger :data:`MIN_SPACING` px is ``MIN_SPACING / spacing``; ``anchor`` is
    what stays on screen when the region is too big to show whole; ``min_scale``
    is any other floor in px per unit (readable digits); ``screen`` is the
    part of the canvas the board shows in (CSS px, default all of it) and
    ``limits`` the content not to scroll past (default the fitted bounds).
    """

    region: Rect
    spacing: float
    anchor: tuple[float, float] | None = None
    min_scale: float = 0.0
    screen: Rect | None = None
    limits: Rect | None = None

    @property
    def scale(self) -> float:
        """The smallest scale (px per world unit) that suits this area."""
        return max(self.min_scale, MIN_SPACING / max(self.spacing, 1e-6))


@dataclass(frozen=True)
class Frame:
    """What the camera fits by default: the whole game (world units) in the free canvas.

    ``content`` is everything a player should see (the pieces and the open
    squares around them); ``screen`` the part of the canvas (CSS px) nothing
    covers (no rack band, no game-over card), default all of it; ``spacing``
    the smallest distance between two targets (world units), so the fit is
    kept only while targets stay :data:`FLOOR_SPACING` px apart; ``max_scale``
    (px per unit) keeps an opening from looking giant.
    """

    content: Rect
    spacing: float = 1.0
    screen: Rect | None = None
    max_scale: float = math.inf


def cells_box(cells: Sequence[tuple[int, int]], margin: float = 0.0) -> Rect:
    """The world rectangle around unit squares (the square (x, y) covers [x, x+1] x [y, y+1])."""
    xs, ys = [x for x, _ in cells], [y for _, y in cells]
    return min(xs) - margin, min(ys) - margin, max(xs) + 1 + margin, max(ys) + 1 + margin


def world_spacing(points: Sequence[tuple[float, float]]) -> float:
    """The smallest distance between two points (world units; 1 for fewer than two)."""
    best = math.inf
    for i, (ax, ay) in enumerate(points):
        for bx, by in points[i + 1:]:
            best = min(best, math.hypot(ax - bx, ay - by))
    return best if 1e-9 < best < math.inf else 1.0


@dataclass
class Camera:
    """World <-> screen transform: fit to the content, then zoom, pan and flip."""

    width: float = 300.0
    height: float = 300.0
    bounds: Rect = (0.0, 0.0, 1.0, 1.0)
    zoom: float = 1.0
    pan: tuple[float, float] = (0.0, 0.0)
    flipped: bool = False
    padding: float = 12.0
    #: True once the player framed the board themselves (Fit, pinch, wheel, +/-, a
    #: pan): a resize keeps their framing; the next action hands it back to follow().
    held: bool = False

    @property
    def base_scale(self) -> float:
        """CSS px per world unit when ``bounds`` just fits (zoom 1)."""
        x0, y0, x1, y1 = self.bounds
        w, h = max(x1 - x0, 1e-6), max(y1 - y0, 1e-6)
        return max(1e-3, min((self.width - 2 * self.padding) / w, (self.height - 2 * self.padding) / h))

    @property
    def scale(self) -> float:
        return self.base_scale * self.zoom

    def to_screen(self, wx: float, wy: float) -> tuple[float, float]:
        x0, y0, x1, y1 = self.bounds
        s = self.scale
        sx = (wx - (x0 + x1) / 2) * s
        sy = (wy - (y0 + y1) / 2) * s
        if self.flipped:
            sx, sy = -sx, -sy
        return sx + self.width / 2 + self.pan[0], sy + self.height / 2 + self.pan[1]

    def to_world(self, sx: float, sy: float) -> tuple[float, float]:
        x0, y0, x1, y1 = self.bounds
        s = self.scale
        dx = sx - self.width / 2 - self.pan[0]
        dy = sy - self.height / 2 - self.pan[1]
        if self.flipped:
            dx, dy = -dx, -dy
        return dx / s + (x0 + x1) / 2, dy / s + (y0 + y1) / 2

    def screen_rect(self, rect: Rect) -> Rect:
        """Where a world rectangle is on screen (x0 <= x1, y0 <= y1 even when flipped)."""
        ax, ay = self.to_screen(rect[0], rect[1])
        bx, by = self.to_screen(rect[2], rect[3])
        return min(ax, bx), min(ay, by), max(ax, bx), max(ay, by)

    def screen_box(self, rect: Rect) -> tuple[float, float, float, float]:
        """A world rectangle on screen as (x, y, w, h)."""
        x0, y0, x1, y1 = self.screen_rect(rect)
        return x0, y0, x1 - x0, y1 - y0

    def apply(self, ctx: Canvas) -> None:
        x0, y0, x1, y1 = self.bounds
        ctx.translate(self.width / 2 + self.pan[0], self.height / 2 + self.pan[1])
        if self.flipped:
            ctx.rotate(math.pi)
        ctx.scale(self.scale, self.scale)
        ctx.translate(-(x0 + x1) / 2, -(y0 + y1) / 2)

    # --- the player's own framing ------------------------------------------------------
    def zoom_about(self, factor: float, sx: float, sy: float) -> None:
        """Zoom by ``factor`` keeping the world point under (sx, sy) in place (the player's zoom)."""
        new_zoom = min(MAX_ZOOM, max(MIN_ZOOM, self.zoom * factor))
        factor = new_zoom / self.zoom
        cx, cy = self.width / 2 + self.pan[0], self.height / 2 + self.pan[1]
        self.pan = (self.pan[0] + (sx - cx) * (1 - factor), self.pan[1] + (sy - cy) * (1 - factor))
        self.zoom = new_zoom
        self.held = True

    def pan_by(self, dx: float, dy: float) -> None:
        """The player drags the board."""
        self.pan = (self.pan[0] + dx, self.pan[1] + dy)
        self.held = True

    def reset(self) -> None:
        """Fit: the whole board, however dense (the player asked for it), until their next action."""
        self.zoom, self.pan = 1.0, (0.0, 0.0)
        self.held = True

    # --- fitting the whole game -------------------------------------------------------------
    def fit_scale(self, content: Rect, screen: Rect | None = None, max_scale: float = math.inf) -> float:
        """The scale (px per unit) that shows ``content`` whole inside ``screen`` less the padding."""
        sx0, sy0, sx1, sy1 = self._inner(screen)
        w, h = max(content[2] - content[0], 1e-6), max(content[3] - content[1], 1e-6)
        return max(1e-3, min((sx1 - sx0) / w, (sy1 - sy0) / h, max_scale))

    def fit(self, content: Rect, screen: Rect | None = None, max_scale: float = math.inf) -> None:
        """Show the world rectangle ``content`` whole, centred in ``screen`` (CSS px, default
        the canvas), as big as it fits but at most ``max_scale`` px per unit.  This is the
        camera's own framing: the player's hold is released."""
        sx0, sy0, sx1, sy1 = self._inner(screen)
        scale = self.fit_scale(content, screen, max_scale)
        self.zoom = scale / self.base_scale
        self.held = False
        self.pan = (0.0, 0.0)
        cx, cy = self.to_screen((content[0] + content[2]) / 2, (content[1] + content[3]) / 2)
        self.pan = ((sx0 + sx1) / 2 - cx, (sy0 + sy1) / 2 - cy)

    def pan_into(self, region: Rect, screen: Rect | None = None) -> None:
        """Pan as little as possible (no zoom) to bring ``region`` inside ``screen``; a region
        larger than the screen gets its centre shown.  The player's hold is kept."""
        sx0, sy0, sx1, sy1 = self._inner(screen)
        x0, y0, x1, y1 = self.screen_rect(region)
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        dx = _into(x0, x1, sx0, sx1) if x1 - x0 <= sx1 - sx0 else (sx0 + sx1) / 2 - cx
        dy = _into(y0, y1, sy0, sy1) if y1 - y0 <= sy1 - sy0 else (sy0 + sy1) / 2 - cy
        self.pan = (self.pan[0] + dx, self.pan[1] + dy)

    def _inner(self, screen: Rect | None) -> Rect:
        """``screen`` (default the canvas) less the padding, never empty."""
        pad = self.padding
        sx0, sy0, sx1, sy1 = screen if screen is not None else (0.0, 0.0, self.width, self.height)
        sx0, sy0 = sx0 + pad, sy0 + pad
        return sx0, sy0, max(sx0 + 1.0, sx1 - pad), max(sy0 + 1.0, sy1 - pad)

    # --- following the play ---------------------------------------------------------------
    def follow(self, region: Rect, min_scale: float, *, anchor: tuple[float, float] | None = None,
               screen: Rect | None = None, limits: Rect | None = None) -> None:
        """Frame the world ``region`` where the player acts, at ``min_scale`` px per unit or more.

        The scale stays what it is when it can: it goes up to ``min_scale``
        (never below the fitted scale, never past the zoom range) so targets
        are far enough apart for a finger, and down only as far as needed to
        show the whole region (but not below that floor).  Then the camera
        pans as little as possible to bring the region inside ``screen`` (a
        CSS px rectangle, default the canvas less the padding); where the
        region is too big for it, to keep ``anchor`` (default the region's
        centre) on screen, centring it only if it was off, and to show
        nothing past the region's edge (a player's pan is kept).  Last, no
        empty world past ``limits`` (default ``bounds``) is shown where the
        content is larger than the screen: that keeps the region in view and
        wastes no room.  The player's hold is released.
        """
        pad = self.padding
        sx0, sy0, sx1, sy1 = screen if screen is not None else (0.0, 0.0, self.width, self.height)
        sx0, sy0 = sx0 + pad, sy0 + pad
        sx1, sy1 = max(sx0 + 1.0, sx1 - pad), max(sy0 + 1.0, sy1 - pad)
        base = self.base_scale
        lo = max(base, min(min_scale, base * MAX_ZOOM))
        rw, rh = max(region[2] - region[0], 1e-6), max(region[3] - region[1], 1e-6)
        fits = min((sx1 - sx0) / rw, (sy1 - sy0) / rh)
        hi = max(lo, min(fits, base * MAX_ZOOM))
        self.zoom = min(max(self.scale, lo), hi) / base
        self.held = False
        x0, y0, x1, y1 = self.screen_rect(region)
        ax, ay = self.to_screen(*(anchor or ((region[0] + region[2]) / 2, (region[1] + region[3]) / 2)))
        self.pan = (self.pan[0] + _follow(x0, x1, sx0, sx1, ax), self.pan[1] + _follow(y0, y1, sy0, sy1, ay))
        lx0, ly0, lx1, ly1 = self.screen_rect(limits if limits is not None else self.bounds)
        dx, dy = _within(lx0, lx1, sx0, sx1), _within(ly0, ly1, sy0, sy1)
        self.pan = (self.pan[0] + dx, self.pan[1] + dy)


def _follow(a: float, b: float, lo: float, hi: float, anchor: float) -> float:
    """The pan along one axis for a region [a, b], a screen [lo, hi] and an anchor (px)."""
    if b - a <= hi - lo + 1e-6:
        return _into(a, b, lo, hi)
    shift = 0.0 if lo <= anchor <= hi else (lo + hi) / 2 - anchor
    return shift + _within(a + shift, b + shift, lo, hi)


def _into(a: float, b: float, lo: float, hi: float) -> float:
    """The smallest shift that puts [a, b] inside [lo, hi] (it fits)."""
    if a < lo:
        return lo - a
    if b > hi:
        return hi - b
    return 0.0


def _within(a: float, b: float, lo: float, hi: float) -> float:
    """The shift that keeps [lo, hi] inside the content [a, b] when the content is larger
    (no empty world shown past its edge); none when the content is smaller."""
    if b - a < hi - lo:
        return 0.0
    if a > lo:
        return lo - a
    if b < hi:
        return hi - b
    return 0.0

"""Board animations as pure functions of a progress, and what changed between two positions.

Every board animates the same way: when the controller hands a view a new
position one move away from the shown one (a play, an undo or a redo), the
view records an :class:`Animation`; the bridge then draws frames and asks
``is_animating(now)`` after each (see :class:`games.ui.view.BoardView`).
Where a piece is drawn is a pure function of the progress (0: where it was,
1: where it is now), so every frame can be checked on CPython without a
clock, and a reduced-motion setting only has to skip the animation: the
final picture is the one drawn at progress 1.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..core import GameState

Square = tuple[int, int]

#: A tile sliding to its new square (Quinque), in milliseconds.
TILE_MS = 380.0
#: Tiles landing on their squares (Quinto plays, new Quinque tiles).
LAND_MS = 360.0
#: How much later each further tile of a play starts landing (a share of the whole).
STAGGER = 0.12


def ease(progress: float) -> float:
    """Ease-in-out (cubic) of a progress clamped to 0..1."""
    p = min(1.0, max(0.0, progress))
    return 4 * p**3 if p < 0.5 else 1 - (-2 * p + 2) ** 3 / 2


@dataclass
class Animation:
    """One running animation: how long it lasts, and when its first frame was drawn.

    ``start`` is set by the first ``is_animating(now)`` call, so an animation
    starts when the page first draws it, however long the move took to
    play; ``finished`` is set once the frame at progress 1 has been drawn.
    Subclasses add what moves.
    """

    duration: float
    start: float | None = field(default=None, kw_only=True)
    finished: bool = field(default=False, kw_only=True)


@dataclass
class TileAnimation(Animation):
    """Tiles on their way: each ``(origin, square)`` of ``slides`` is the tile now
    on ``square`` drawn coming from ``origin``; the tiles on ``lands`` drop in."""

    slides: tuple[tuple[Square, Square], ...] = ()
    lands: tuple[Square, ...] = ()

    def offset(self, square: Square, progress: float) -> tuple[float, float]:
        """World shift of the tile now on ``square`` (0, 0 when it is not sliding)."""
        for origin, dest in self.slides:
            if dest == square:
                return slide_offset(origin, dest, progress)
        return 0.0, 0.0

    def landing(self, square: Square, progress: float) -> tuple[float, float]:
        """(scale, alpha) of the tile now on ``square`` ((1, 1) when it is not landing)."""
        if square not in self.lands:
            return 1.0, 1.0
        return landing(progress, self.lands.index(square), len(self.lands))


def slide_offset(origin: Square, dest: Square, progress: float) -> tuple[float, float]:
    """Where a tile moving from ``origin`` to ``dest`` is drawn, as a shift from ``dest``."""
    rest = 1.0 - ease(progress)
    return (origin[0] - dest[0]) * rest, (origin[1] - dest[1]) * rest


def landing(progress: float, index: int, count: int) -> tuple[float, float]:
    """(scale, alpha) of the ``index``-th of ``count`` tiles dropping onto the board.

    Each tile starts a little after the one before (so a play reads in its
    order) and shrinks from 1.35x to its size while it fades in.
    """
    stagger = STAGGER if count > 1 else 0.0
    span = max(1e-6, 1.0 - stagger * (count - 1))
    p = ease((progress - stagger * index) / span)
    return 1.35 - 0.35 * p, 0.15 + 0.85 * p


def history_step(before: GameState, after: GameState) -> tuple[str, int] | None:
    """The move between two positions of one game one move apart: (move, +1) when
    ``after`` follows it (a play or a redo), (move, -1) when it takes it back (an
    undo); None for anything else (a new game, a jump, the same position)."""
    if before.game_name != after.game_name or before.options != after.options:
        return None
    hb, ha = before.history, after.history
    if len(ha) == len(hb) + 1 and tuple(ha[:-1]) == tuple(hb):
        return ha[-1], 1
    if len(hb) == len(ha) + 1 and tuple(hb[:-1]) == tuple(ha):
        return hb[-1], -1
    return None


class AnimationClock:
    """The animation clock every board shares (mixed into :class:`games.ui.view.BoardView`)."""

    #: False: nothing ever animates, pieces snap to their places.  The bridge sets it
    #: from the person's reduced-motion setting (prefers-reduced-motion).
    motion: bool = True
    #: The animation of the last change of position (None: the picture is still).
    animation: Animation | None = None
    _clock: float | None = None

    def start_animation(self, animation: Animation | None) -> None:
        """Play ``animation`` from its first frame, unless motion is off."""
        self.animation = animation if self.motion else None
        self._clock = None

    def progress(self) -> float:
        """How far the animation is, 0 to 1 (1: no animation, or motion is off)."""
        anim = self.animation
        if anim is None or not self.motion:
            return 1.0
        if anim.start is None or self._clock is None:
            return 0.0
        return min(1.0, max(0.0, (self._clock - anim.start) / anim.duration))

    def is_animating(self, now: float) -> bool:
        """The bridge draws, then asks: keep going until the final frame was drawn.

        The clock starts at the first call, so the animation starts when the
        page first draws it, however long the move took to play.  With motion
        off it is always False, even for an animation started before."""
        anim = self.animation
        if anim is None:
            return False
        if not self.motion:
            self.animation = None
            return False
        self._clock = now
        if anim.start is None:
            anim.start = now
        if anim.finished:
            self.animation = None
        return not anim.finished

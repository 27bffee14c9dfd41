"""The Quinque board: tiles of four skydivers, marked with parachutes.

World units: one tile is 1x1; the tile at (x, y) covers [x, x+1] x [y, y+1].
Everything this view knows about legality it reads from ``legal_moves()``
notations (the public protocol), and an attempt that is not legal is sent to
``play()`` anyway so the person sees the engine's own explanation.

Input steps:
- idle: tap a free skydiver to mark it; tap an empty square next to the
  formation to start a new tile; tap (or drag) a tile to move it.  Free
  skydivers are targets only while one may be marked (the first action):
  otherwise a tap on one is a tap on its tile, and the board is half as
  dense.  Marking needs the most room (a tile's centre is 0.35 of a tile
  from its skydivers), so that is when targets are closest.

The board shows the whole formation with most of the squares around it
(:meth:`QuinqueView.fit_frame`), tiles at most :data:`MAX_TILE` px.
- new tile: the ghost tile's four skydivers are the targets; tap one.
- tile selected: the legal destinations are highlighted; tap one.

Every action of the latest turn stays marked on the board (see
:mod:`games.ui.quinque.draw`).  A tile move slides the tile from its old
square and a new tile drops into place (eased, :data:`~games.ui.animate.TILE_MS`);
an undone tile move slides back, any other undo snaps.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ...core import GameState
from ...errors import GameError
from ..animate import LAND_MS, TILE_MS, TileAnimation, history_step
from ..camera import Frame, PlayArea, cells_box, world_spacing
from ..canvas import Canvas, rounded_rect
from ..controls import Control, InfoLine
from ..i18n import t, t_message
from ..palette import palette, tint
from ..view import NOTHING, BoardView, Outcome, Target
from .draw import (
    MARK,
    NEW,
    SKYDIVERS,
    SLIDE,
    LastTurn,
    cell_centre,
    draw_hint,
    draw_last_turn,
    draw_old_squares,
    draw_tile,
    draw_win_line,
    skydiver_cell,
    skydiver_centre,
)

__all__ = ["LegalSets", "QuinqueView", "skydiver_cell", "skydiver_centre"]

Square = tuple[int, int]
#: How much of the open squares around the formation the fitted board shows: their
#: centres and most of each, so the formation is as big as it can be and every
#: square is still a tap; a finished game shows the formation with a little room.
FIT_MARGIN, FIT_MARGIN_OVER = 0.6, 0.2
#: The largest tile on screen (CSS px): an opening should not look bloated.
MAX_TILE = 140.0


@dataclass(frozen=True)
class LegalSets:
    """The legal moves of a position, grouped the way the board shows them."""

    marks: frozenset[tuple[int, int, str]]
    new_tiles: frozenset[Square]
    slides: dict[Square, frozenset[Square]]
    can_pass: bool

    @classmethod
    def of(cls, state: GameState) -> LegalSets:
        marks: set[tuple[int, int, str]] = set()
        new: set[Square] = set()
        slides: dict[Square, set[Square]] = {}
        can_pass = False
        for move in state.legal_moves():
            text = str(move)
            if m := MARK.match(text):
                marks.add((int(m[1]), int(m[2]), m[3]))
            elif m := NEW.match(text):
                new.add((int(m[1]), int(m[2])))
            elif m := SLIDE.match(text):
                slides.setdefault((int(m[1]), int(m[2])), set()).add((int(m[3]), int(m[4])))
            elif text == "pass":
                can_pass = True
        return cls(frozenset(marks), frozenset(new), {k: frozenset(v) for k, v in slides.items()}, can_pass)


class QuinqueView(BoardView):
    def __init__(self, state: GameState) -> None:
        self.pending_tile: Square | None = None
        self.selected: Square | None = None
        self._legal: LegalSets | None = None
        self._legal_for: GameState | None = None
        self.last = LastTurn.of(state.history)
        super().__init__(state)
        self.refit()

    def set_state(self, state: GameState) -> None:
        previous = self.state
        super().set_state(state)
        self.last = LastTurn.of(state.history)
        step = history_step(previous, state)
        if step is None:
            return
        move, way = step
        if m := SLIDE.match(move):
            origin, dest = (int(m[1]), int(m[2])), (int(m[3]), int(m[4]))
            if way < 0:
                origin, dest = dest, origin  # taken back: the tile slides home
            self.start_animation(TileAnimation(TILE_MS, slides=((origin, dest),)))
        elif (m := NEW.match(move)) and way > 0:
            self.start_animation(TileAnimation(LAND_MS, lands=((int(m[1]), int(m[2])),)))

    # --- helpers -----------------------------------------------------------
    @property
    def legal(self) -> LegalSets:
        if self._legal is None or self._legal_for is not self.state:
            self._legal, self._legal_for = LegalSets.of(self.state), self.state
        return self._legal

    def tiles(self) -> list[Square]:
        return sorted(getattr(self.state, "tiles", ()))

    def marks(self) -> dict[tuple[int, int], int]:
        return dict(getattr(self.state, "marks", {}))

    def empty_neighbours(self) -> list[Square]:
        tiles = set(self.tiles())
        around = {
            (x + dx, y + dy) for x, y in tiles for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
        } - tiles
        if not tiles:
            around = {(0, 0)}
        return sorted(around)

    def _attempt(self, notation: str) -> Outcome:
        """Play if legal; otherwise return the engine's reason as the message."""
        try:
            self.state.play(notation)
        except GameError as err:
            return Outcome(message=t("msg.illegal", reason=t_message(err)))
        self.pending_tile = self.selected = None
        return Outcome(move=notation)

    # --- BoardView hooks -------------------------------------------------------
    def world_bounds(self) -> tuple[float, float, float, float]:
        squares = self.tiles() or [(0, 0)]
        xs = [x for x, _ in squares]
        ys = [y for _, y in squares]
        return min(xs) - 1.1, min(ys) - 1.1, max(xs) + 2.1, max(ys) + 2.1

    def cancel(self) -> Outcome:
        had = self.pending_tile is not None or self.selected is not None
        self.pending_tile = self.selected = None
        return Outcome(announce=t("msg.cancelled")) if had else NOTHING

    def targets(self) -> list[Target]:
        if self.state.is_over:
            return []
        if self.pending_tile is not None:
            x, y = self.pending_tile
            return [
                Target("new_skydiver", (x, y, s), *skydiver_centre(x, y, s), 0.2,
                       t("quinque.skydiver", s=s, x=x, y=y))
                for s in SKYDIVERS
            ]
        out: list[Target] = []
        if self.selected is not None:
            for u, v in sorted(self.legal.slides.get(self.selected, ())):
                out.append(Target("dest", (u, v), u + 0.5, v + 0.5, 0.45, t("quinque.destination", x=u, y=v)))
        marks = self.marks()
        # A skydiver is a target only while it may be marked: otherwise a tap on it
        # does what a tap on its tile does, and the board stays half as dense.
        marking = self.selected is None and bool(self.legal.marks)
        for x, y in self.tiles():
            out.append(Target("tile", (x, y), x + 0.5, y + 0.5, 0.5, t("quinque.tile", x=x, y=y)))
            for s in SKYDIVERS if marking else ():
                if skydiver_cell(x, y, s) not in marks:
                    cx, cy = skydiver_centre(x, y, s)
                    label = t("quinque.skydiver", s=s, x=x, y=y)
                    out.append(Target("skydiver", (x, y, s), cx, cy, 0.2, label))
        if self.selected is None:
            for x, y in self.empty_neighbours():
                out.append(Target("square", (x, y), x + 0.5, y + 0.5, 0.45, t("quinque.square", x=x, y=y)))
        return out

    def fit_frame(self) -> Frame:
        """The formation with the squares around it (and a new tile being placed there)."""
        tiles = self.tiles()
        if self.state.is_over:
            return Frame(cells_box(tiles or [(0, 0)], FIT_MARGIN_OVER), 1.0, self.free_screen(), MAX_TILE)
        cells = [*tiles, *([self.pending_tile] if self.pending_tile is not None else [])] or [(0, 0)]
        spots = [(tg.x, tg.y) for tg in self.targets()]
        return Frame(cells_box(cells, FIT_MARGIN), world_spacing(spots), self.free_screen(), MAX_TILE)

    def play_area(self) -> PlayArea | None:
        """The new tile's skydivers; a selected tile and where it may go; else the
        whole formation (too big to show whole: its middle, or what the player
        panned to, stays on screen)."""
        targets = self.targets()
        if not targets:
            return None
        spacing = world_spacing([(tg.x, tg.y) for tg in targets])
        if self.pending_tile is not None:
            squares = [self.pending_tile]
        elif self.selected is not None:
            squares = [self.selected, *self.legal.slides.get(self.selected, ())]
        else:
            squares = [(math.floor(tg.x), math.floor(tg.y)) for tg in targets]
        chosen = self.pending_tile or self.selected
        x0, y0, x1, y1 = cells_box([chosen] if chosen is not None else self.tiles() or squares)
        return PlayArea(cells_box(squares), spacing, ((x0 + x1) / 2, (y0 + y1) / 2))

    def focus_box(self, target: Target) -> tuple[float, float, float, float] | None:
        if target.kind not in ("tile", "square", "dest"):
            return None
        x, y = target.key
        return self.camera.screen_box((x + 0.03, y + 0.03, x + 0.97, y + 0.97))

    def activate(self, target: Target) -> Outcome:
        kind, key = target.kind, target.key
        if kind == "new_skydiver":
            x, y, s = key
            return self._attempt(f"+{x},{y}:{s}")
        if kind == "dest" and self.selected is not None:
            (x, y), (u, v) = self.selected, key
            return self._attempt(f"{x},{y}>{u},{v}")
        if kind == "skydiver" and self.selected is None and key in self.legal.marks:
            x, y, s = key
            return self._attempt(f"{x},{y}:{s}")
        if kind in ("tile", "skydiver"):
            square = (key[0], key[1])
            if self.selected == square:
                return self.cancel()
            if square in self.legal.slides:
                self.selected = square
                return Outcome(announce=t("msg.choose_destination"))
            if kind == "skydiver" and self.selected is None:
                x, y, s = key
                return self._attempt(f"{x},{y}:{s}")
            return self._explain_immovable(square)
        if kind == "square":
            x, y = key
            if key in self.legal.new_tiles:
                self.pending_tile = key
                return Outcome(announce=t("msg.choose_skydiver"))
            return self._attempt(f"+{x},{y}:a")
        return NOTHING

    def _explain_immovable(self, square: Square) -> Outcome:
        reason = getattr(self.state, "can_move_tile", None)
        text = reason(*square) if callable(reason) else None
        if text:
            return Outcome(message=t("msg.illegal", reason=t_message(text)))
        self.selected = None
        return Outcome(message=t("msg.nothing_here"))

    def can_drag(self, target: Target) -> bool:
        # Any tile can be picked up: dropping one that may not move explains why.
        return target.kind in ("tile", "skydiver") and self.pending_tile is None

    def drop_targets(self, source: Target) -> list[Target]:
        square = (source.key[0], source.key[1])
        tiles = set(self.tiles())
        x0, y0, x1, y1 = self.world_bounds()
        return [
            Target("dest", (u, v), u + 0.5, v + 0.5, 0.5, t("quinque.destination", x=u, y=v))
            for u in range(math.floor(x0), math.ceil(x1))
            for v in range(math.floor(y0), math.ceil(y1))
            if (u, v) not in tiles or (u, v) == square
        ]

    def drop(self, source: Target, dest: Target | None) -> Outcome:
        x, y = source.key[0], source.key[1]
        if (x, y) not in self.legal.slides:
            return self._explain_immovable((x, y))
        if dest is None or dest.key == (x, y):
            return NOTHING
        u, v = dest.key
        return self._attempt(f"{x},{y}>{u},{v}")

    # --- panel ------------------------------------------------------------------
    def controls(self) -> list[Control]:
        over = self.state.is_over
        enabled = not over and self.legal.can_pass
        reason = "" if enabled else t("quinque.no_end_turn")
        return [Control("pass", t("btn.end_turn"), enabled=enabled, reason=reason)]

    def control(self, control_id: str) -> Outcome:
        if control_id == "pass":
            self.pending_tile = self.selected = None
            return self._attempt("pass")
        return NOTHING

    def turn_text(self, name: str) -> str:
        if not self.state.history:
            return t("game.setup", name=name)
        if getattr(self.state, "action", 0) == 1:
            return t("game.to_move_second", name=name)
        return t("game.to_move", name=name)

    def draw_text(self) -> str:
        reason = getattr(self.state, "draw_reason", None)
        return t(f"game.draw.{reason}") if reason in ("parachutes", "repetition") else t("game.draw")

    def player_detail(self, player: int) -> str:
        left = getattr(self.state, "parachutes_left", None)
        return t("panel.parachutes", n=left[player]) if left is not None else ""

    def last_move_marks(self) -> dict[str, Any]:
        last = self.last
        return {"slides": [[list(a), list(b)] for a, b in last.slides],
                "new_tiles": sorted(list(sq) for sq in last.new_tiles),
                "skydivers": sorted([x, y, s] for x, y, s in last.skydivers)}

    def win_spots(self) -> list[tuple[float, float]]:
        return [cell_centre(gx, gy) for gx, gy in getattr(self.state, "win_line", ()) or ()]

    def info_lines(self) -> list[InfoLine]:
        return [InfoLine(t("panel.tiles_left", n=getattr(self.state, "tiles_left", 0)))]

    # --- drawing ---------------------------------------------------------------
    def tile_motion(self) -> TileAnimation | None:
        """The running tile animation (None: every tile is in its place)."""
        anim = self.animation
        return anim if isinstance(anim, TileAnimation) and self.progress() < 1.0 else None

    def draw_world(self, ctx: Canvas) -> None:
        legal = self.legal
        marks = self.marks()
        locked = getattr(self.state, "locked_tile", None)
        dragging = self.dragging()
        drag_square = (dragging.key[0], dragging.key[1]) if dragging is not None else None
        if self.selected is None and not self.state.is_over:
            for x, y in self.empty_neighbours():
                ok = (x, y) in legal.new_tiles
                rounded_rect(ctx, x + 0.06, y + 0.06, 0.88, 0.88, 0.1)
                ctx.setLineDash([0.08, 0.06])
                ctx.lineWidth = 0.03 if ok else 0.015
                ctx.strokeStyle = palette().good if ok else tint(palette().ink, 0.25)
                ctx.stroke()
                ctx.setLineDash([])
        draw_old_squares(ctx, self.last)
        anim, progress = self.tile_motion(), self.progress()
        legal_marks = legal.marks if self.selected is None else frozenset()
        moving = []
        for x, y in self.tiles():
            if (x, y) == drag_square:
                continue
            if anim is not None and ((x, y) in anim.lands or any(d == (x, y) for _, d in anim.slides)):
                moving.append((x, y))  # drawn last, over the tiles they pass
                continue
            draw_tile(ctx, x, y, marks, selected=(x, y) == self.selected, locked=(x, y) == locked,
                      legal_marks=legal_marks)
        for x, y in moving:
            assert anim is not None
            (dx, dy), (scale, alpha) = anim.offset((x, y), progress), anim.landing((x, y), progress)
            ctx.save()
            ctx.globalAlpha = alpha
            ctx.translate(x + 0.5 + dx, y + 0.5 + dy)
            ctx.scale(scale, scale)
            ctx.translate(-x - 0.5, -y - 0.5)
            draw_tile(ctx, x, y, marks, selected=(x, y) == self.selected, locked=(x, y) == locked,
                      legal_marks=legal_marks)
            ctx.restore()
        if self.selected is not None:
            for u, v in legal.slides.get(self.selected, ()):
                rounded_rect(ctx, u + 0.08, v + 0.08, 0.84, 0.84, 0.12)
                ctx.fillStyle = tint(palette().good, 0.28)
                ctx.fill()
                ctx.lineWidth = 0.04
                ctx.strokeStyle = palette().good
                ctx.stroke()
        if self.pending_tile is not None:
            x, y = self.pending_tile
            ctx.save()
            ctx.globalAlpha = 0.7
            draw_tile(ctx, x, y, {}, selected=True, locked=False)
            ctx.restore()
        draw_last_turn(ctx, self.last, (lambda sq: anim.offset(sq, progress)) if anim else _still)
        draw_win_line(ctx, list(getattr(self.state, "win_line", ()) or ()))
        draw_hint(ctx, self.hint_move or "")
        if dragging is not None and self.drag_point is not None and drag_square is not None:
            wx, wy = self.drag_point
            ctx.save()
            ctx.globalAlpha = 0.8
            ctx.translate(wx - drag_square[0] - 0.5, wy - drag_square[1] - 0.5)
            draw_tile(ctx, *drag_square, marks, selected=True, locked=False)
            ctx.restore()


def _still(square: Square) -> tuple[float, float]:
    return 0.0, 0.0


def make_view(state: GameState, settings: Mapping[str, Any]) -> BoardView:
    """The board of a game of this kind (what the game's screen spec loads on first use)."""
    return QuinqueView(state)


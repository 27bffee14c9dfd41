"""The Quinto board: number tiles on an open board, a private rack, a live preview.

World units: one square is 1x1; the tile on square (x, y) covers
[x, x+1] x [y, y+1]; the red centre tile (the Multile) is at (0, 0).

The rack is drawn in *screen* space, in a band at the bottom of the canvas,
so it stays put and full-size whatever the zoom and pan (its layout and
painting are in :mod:`games.ui.quinto.rack`); its targets are mapped back
to world coordinates.  The board is fitted whole above the band
(:meth:`fit_frame`: every tile and every open square, none on or next to
the band), squares at most :data:`MAX_SQUARE` px; a board whose squares
would be under 18 px that way is followed above the band instead
(:meth:`play_area`): squares 32 px, digits 16 px.  Only the rack of the
player to move is played from and drawn, racks being hidden information;
on a screen that is one person's own (a device of its own across devices),
that person's rack waits in the band, faded, while another seat moves.

A play is built *tentatively* on the board (tap a rack tile then a square,
or drag it there; tap or drag a tentative tile back), judged live by the
engine's own ``preview()`` (the same judge ``play()`` uses, so the preview
never promises a score the engine refuses), and sent only when the person
presses Play.  Keyboard: arrows reach rack tiles, squares and tentative
tiles; Enter acts on them.  Play, Recall and Pass are HTML buttons beside the
board (never drawn too: each action exists once).

The last play stays outlined, with its score in a badge ("+25"), until the
next play (a pass changes nothing on the board, so the play before it stays
marked).  A new play's tiles drop onto their squares one after the other
(eased, :data:`~games.ui.animate.LAND_MS`); an undo snaps, as the tiles go
back to a rack nobody else may see.  With ``show_private`` off (the
hot-seat cover, a past position under review) the view shows the public
board only: no rack band, no tentative tiles or their preview, no targets,
no buttons, and panel lines that say nothing about the rack.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core import GameState
from ...quinto import Play, Preview, QuintoState, parse_move
from ..animate import LAND_MS, TileAnimation, history_step
from ..camera import MIN_HIT, Frame, PlayArea, cells_box
from ..canvas import Canvas
from ..controls import Control
from ..i18n import t, t_message
from ..view import NOTHING, BoardView, Outcome, Target
from . import SETTINGS
from .panel import QuintoPanelText
from .rack import (
    RackLayout,
    band_box,
    draw_band,
    draw_free_squares,
    draw_last_play,
    draw_preview_lines,
    draw_tile,
    last_play,
    rack_layout,
)
from .words import quinto_tiles

Square = tuple[int, int]
_NEIGHBOURS = ((1, 0), (-1, 0), (0, 1), (0, -1))
#: Largest square on screen (CSS px): an early board should not look bloated.
MAX_SQUARE = 72.0
#: Empty squares shown around the tiles (so neighbours of the edge tiles fit).
MARGIN = 1.6
#: Around the tiles, the fitted board shows every open square whole (each is a target);
#: a finished or covered board shows the tiles with a little room.
FIT_MARGIN, FIT_MARGIN_OVER = 1.0, 0.25
#: The waiting rack (another seat moves) is drawn this faded: it is not played from now.
WAITING_ALPHA = 0.6
#: A tile's digit is this tall (world units); on screen it is never under MIN_DIGIT_PX.
DIGIT, MIN_DIGIT_PX = 0.5, 16.0


class QuintoView(QuintoPanelText, BoardView):
    hides_private_info = True

    def __init__(self, state: GameState, settings: Mapping[str, Any] | None = None) -> None:
        if not isinstance(state, QuintoState):
            raise TypeError(f"QuintoView shows Quinto games, not {state.game_name}")
        self.settings: dict[str, Any] = {**dict(SETTINGS), **(settings or {})}
        #: Tentative tiles: square -> index of the rack slot it came from.
        self.placed: dict[Square, int] = {}
        #: The rack slot picked (tap / Enter) and waiting for its square.
        self.selected: int | None = None
        self.last_play = last_play(state)
        super().__init__(state)
        self.refit()

    def set_state(self, state: GameState) -> None:
        previous = self.state
        self.last_play = last_play(state)  # before the camera follows the play
        super().set_state(state)
        step = history_step(previous, state)
        if step is not None and step[1] > 0:
            move = parse_move(step[0])
            if isinstance(move, Play):
                self.start_animation(TileAnimation(LAND_MS, lands=move.squares))

    # --- the position ----------------------------------------------------------
    @property
    def q(self) -> QuintoState:
        assert isinstance(self.state, QuintoState)
        return self.state

    def rack(self) -> tuple[int, ...]:
        """The rack of the player to move: empty when the game is over, and a
        computer's rack is never shown to the people at the table."""
        player = self.q.to_move
        if player is None:
            return ()
        if player < len(self.seats) and not getattr(self.seats[player], "is_human", True):
            return ()
        return self.q.racks[player]

    def waiting_rack(self) -> tuple[int, ...]:
        """The rack of the one person this screen belongs to (the seat marked ``you``: a
        device of its own in a game across devices, a lesson's learner) while another seat
        moves: shown in the band to plan with, never played from.  Empty otherwise."""
        player = self.q.to_move
        own = [i for i, seat in enumerate(self.seats) if getattr(seat, "you", False)]
        if player is None or len(own) != 1 or own[0] == player or own[0] >= len(self.q.racks):
            return ()
        return self.q.racks[own[0]]

    def band(self) -> RackLayout | None:
        """Where the band sits, whether it holds the rack to play from or the waiting rack."""
        lay = self.layout()
        waiting = self.waiting_rack() if lay is None else ()
        if lay is not None or not waiting:
            return lay
        return rack_layout(self.camera.width, self.camera.height, len(waiting), ())

    def placements(self) -> list[tuple[int, int, int]]:
        rack = self.rack()
        return [(rack[slot], x, y) for (x, y), slot in sorted(self.placed.items())]

    def preview(self) -> Preview | None:
        return self.q.preview(self.placements()) if self.placed else None

    def notation(self) -> str:
        tiles = sorted(self.placements(), key=lambda p: (p[2], p[1]))
        return " ".join(f"{v}@{x},{y}" for v, x, y in tiles)

    def must_pass(self) -> bool:
        return self.q.to_move is not None and not self.q.legal_plays()

    def empty_neighbours(self, skip: Square | None = None) -> list[Square]:
        """Empty squares next to a tile or a tentative tile (but ``skip``): where a tile may go."""
        full = set(self.q.board) | {s for s in self.placed if s != skip}
        return sorted({(x + dx, y + dy) for x, y in full for dx, dy in _NEIGHBOURS} - full - {skip})

    # --- the rack band (screen space) -------------------------------------------------
    def layout(self) -> RackLayout | None:
        """Where the band sits; None when there is none (game over, or private parts hidden)."""
        if self.q.to_move is None or not self.show_private:
            return None
        cam = self.camera
        # The buttons (Play, Recall, Pass) are HTML beside the board, not drawn: each action once.
        return rack_layout(cam.width, cam.height, len(self.rack()), ())

    def _screen_target(self, kind: str, key: Any, sx: float, sy: float, r: float, label: str) -> Target:
        wx, wy = self.camera.to_world(sx, sy)
        return Target(kind, key, wx, wy, r / self.camera.scale, label)

    def rack_targets(self, lay: RackLayout, everything: bool = False) -> list[Target]:
        """Rack tiles still on the rack (every slot when ``everything``) and the buttons."""
        rack, used = self.rack(), set(self.placed.values())
        out = [
            self._screen_target("rack", (i, v), cx, cy, lay.size / 2, t("quinto.rack_tile", value=v))
            for i, ((cx, cy), v) in enumerate(zip(lay.slots, rack, strict=True))
            if everything or i not in used
        ]
        if not everything:
            labels = {c.id: c.label for c in self.controls()}
            for bid, x, y, w, h in lay.buttons:
                out.append(self._screen_target("button", bid, x + w / 2, y + h / 2, h / 2, labels[bid]))
        return out

    def square_targets(self, lay: RackLayout | None, skip: Square | None = None) -> list[Target]:
        """Empty squares where a tile may go, leaving out any under the rack band (or so
        close to it that a finger would land on the band): all of them without ``lay``."""
        out = [
            Target("square", (x, y), x + 0.5, y + 0.5, 0.45, t("quinto.square", x=x, y=y))
            for x, y in self.empty_neighbours(skip)
        ]
        return out if lay is None else [tg for tg in out if self._above_band(tg, lay)]

    def _above_band(self, target: Target, lay: RackLayout) -> bool:
        return self.camera.to_screen(target.x, target.y)[1] <= lay.top - MIN_HIT

    def tentative_targets(self) -> list[Target]:
        rack, placed = self.rack(), sorted(self.placed.items())
        return [Target("tentative", (x, y), x + 0.5, y + 0.5, 0.5,
                       t("quinto.tentative", value=rack[i], x=x, y=y)) for (x, y), i in placed]

    # --- BoardView hooks ---------------------------------------------------------------
    def world_bounds(self) -> tuple[float, float, float, float]:
        x0, y0, x1, y1 = cells_box([*self.q.board, *self.placed], MARGIN)
        cam = self.camera
        lay = self.band()
        band = 0.0 if lay is None else cam.height - lay.top
        room_w = max(cam.width - 2 * cam.padding, 1.0)
        room_h = max(cam.height - 2 * cam.padding - band, 40.0)
        # widen small boards so a square is at most MAX_SQUARE px, centred
        w, h = max(x1 - x0, room_w / MAX_SQUARE), max(y1 - y0, room_h / MAX_SQUARE)
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        x0, x1, y0, y1 = cx - w / 2, cx + w / 2, cy - h / 2, cy + h / 2
        # add world room for the band, at the side that is at the bottom on screen
        extra = band / min(room_w / w, room_h / h)
        return (x0, y0 - extra, x1, y1) if cam.flipped else (x0, y0, x1, y1 + extra)

    def fit_frame(self) -> Frame:
        """The tiles (tentative ones too) and every open square around them, above the
        rack band and far enough from it that no square a finger taps is on the band."""
        cells = [*self.q.board, *self.placed]
        free = self.free_screen()
        lay = self.layout()
        if lay is None:  # game over, the hand-off cover, a past position, another's turn: the tiles
            waiting = self.band()
            if waiting is not None:  # above the waiting rack
                free = (free[0], free[1], free[2], min(free[3], waiting.top))
            return Frame(cells_box(cells, FIT_MARGIN_OVER), 1.0, free, MAX_SQUARE)
        bottom = min(free[3], lay.top - max(MIN_HIT - self.camera.padding, 0.0))
        return Frame(cells_box(cells, FIT_MARGIN), 1.0, (0.0, 0.0, self.camera.width, bottom), MAX_SQUARE)

    def flip(self) -> None:
        super().flip()
        self.refit()

    def _refit_if_needed(self) -> None:
        """Refit only when a square next to the tentative tiles would be off the fitted area."""
        x0, y0, x1, y1 = self.camera.bounds
        if any(not (x0 <= x and x + 1 <= x1 and y0 <= y and y + 1 <= y1) for x, y in self.empty_neighbours()):
            self.refit()

    def cancel(self) -> Outcome:
        had = bool(self.placed) or self.selected is not None
        self.placed.clear()
        self.selected = None
        return Outcome(announce=t("quinto.recalled")) if had else NOTHING

    def targets(self) -> list[Target]:
        lay = self.layout()
        if lay is None:
            return []
        out = [tg for tg in self.tentative_targets() if self._above_band(tg, lay)]
        return out + self.square_targets(lay) + self.rack_targets(lay)

    # --- following the play, keyboard ------------------------------------------------------
    fixed_kinds = frozenset({"rack", "button"})

    def focus_targets(self) -> list[Target]:
        """Every tentative tile and square, even under the band: the camera brings a
        focused one into view (the keyboard cannot pan)."""
        lay = self.layout()
        if lay is None:
            return []
        return self.tentative_targets() + self.square_targets(None) + self.rack_targets(lay)

    def play_area(self) -> PlayArea | None:
        """The squares around the tentative tiles and the lines they make; else around
        the last play; else around the centre tile.  Digits stay readable."""
        lay = self.layout()
        if lay is None:
            return None
        verdict, last = self.preview(), self.last_play
        if verdict is not None:
            cells = [*self.placed, *(c for line in verdict.lines for c in line.cells)]
        else:
            cells = list(last[0]) if last is not None else [(0, 0)]
        x0, y0, x1, y1 = cells_box(list(self.placed) or cells)
        return PlayArea(cells_box(cells, 1.0), 1.0, ((x0 + x1) / 2, (y0 + y1) / 2),
                        min_scale=MIN_DIGIT_PX / DIGIT, screen=(0.0, 0.0, self.camera.width, lay.top),
                        limits=cells_box([*self.q.board, *self.placed], MARGIN))

    def focus_box(self, target: Target) -> tuple[float, float, float, float] | None:
        lay = self.layout()
        if target.kind in self.fixed_kinds and lay is not None:
            return band_box(lay, target.kind, target.key)
        return self.camera.screen_box((target.x - 0.47, target.y - 0.47, target.x + 0.47, target.y + 0.47))

    def activate(self, target: Target) -> Outcome:
        kind, key = target.kind, target.key
        if kind == "rack":
            self.selected = None if self.selected == key[0] else key[0]
            return NOTHING if self.selected is None else Outcome(announce=t("quinto.picked", value=key[1]))
        if kind == "square":
            if self.selected is None:
                return Outcome(message=t("quinto.pick_first"))
            slot, self.selected = self.selected, None
            return self._place(slot, key)
        if kind == "tentative":
            return self._take_back(key)
        if kind == "button":
            return self.control(key)
        return NOTHING

    def _place(self, slot: int, square: Square) -> Outcome:
        for sq, s in list(self.placed.items()):
            if s == slot:
                del self.placed[sq]  # the tile moves from one square to another
        self.placed[square] = slot
        self._refocus("square", square, "tentative")
        self._refit_if_needed()
        return Outcome(announce=t("quinto.placed", value=self.rack()[slot], x=square[0], y=square[1],
                                  preview=self.preview_summary()))

    def _take_back(self, square: Square) -> Outcome:
        slot = self.placed.pop(square, None)
        if slot is None:
            return NOTHING
        self._refocus("tentative", square, "square")
        return Outcome(announce=t("quinto.taken_back", value=self.rack()[slot]))

    def _refocus(self, kind: str, key: Any, new_kind: str) -> None:
        """Keep the keyboard cursor on a square whose target changed kind."""
        if self.focus is not None and (self.focus.kind, self.focus.key) == (kind, key):
            self.focus = Target(new_kind, key, self.focus.x, self.focus.y, self.focus.r, self.focus.label)

    def can_drag(self, target: Target) -> bool:
        return target.kind in ("rack", "tentative")

    def drop_targets(self, source: Target) -> list[Target]:
        lay = self.layout()
        if lay is None:
            return []
        skip = source.key if source.kind == "tentative" else None
        back = self.rack_targets(lay, everything=True) if skip is not None else []
        return self.square_targets(lay, skip) + back

    def drop(self, source: Target, dest: Target | None) -> Outcome:
        if source.kind == "rack" and dest is not None and dest.kind == "square":
            self.selected = None
            return self._place(source.key[0], dest.key)
        if source.kind == "tentative":
            if dest is not None and dest.kind == "square" and source.key in self.placed:
                slot = self.placed.pop(source.key)
                return self._place(slot, dest.key)
            if (dest is not None and dest.kind == "rack") or self._drag_over_band():
                return self._take_back(source.key)
        return NOTHING

    def _drag_over_band(self) -> bool:
        lay = self.layout()
        if lay is None or self.drag_point is None:
            return False
        return self.camera.to_screen(*self.drag_point)[1] >= lay.top

    # --- panel ------------------------------------------------------------------------
    def controls(self) -> list[Control]:
        if self.q.to_move is None or not self.show_private:
            return []  # every button acts on (or tells about) the hidden rack
        out = [
            Control("play", t("btn.play"), enabled=bool(self.placed),
                    reason="" if self.placed else t("quinto.no_tiles")),
            Control("recall", t("btn.recall"), enabled=bool(self.placed),
                    reason="" if self.placed else t("quinto.no_recall")),
        ]
        must = self.must_pass()
        out.append(Control("pass", t("btn.pass"), enabled=must, reason="" if must else t("quinto.no_pass")))
        return out

    def control(self, control_id: str) -> Outcome:
        wanted = {c.id: c for c in self.controls()}.get(control_id)
        if wanted is None:
            return NOTHING
        if not wanted.enabled:
            return Outcome(message=wanted.reason)
        if control_id == "play":
            verdict = self.q.preview(self.placements())
            if not verdict.legal:
                return Outcome(message=t("msg.illegal", reason=t_message(verdict.message)))
            return Outcome(move=self.notation())
        if control_id == "recall":
            outcome = self.cancel()
            self.follow_play()
            return outcome
        if control_id == "pass":
            return Outcome(move="pass")
        if control_id == "hint":
            return Outcome(wants_hint=True)
        return NOTHING

    def show_hint(self, move: str) -> Outcome:
        """Lay the suggested play (the Hard level's choice) out as tentative tiles."""
        best = self.q.parse_move(move) if move != "pass" else None
        if not isinstance(best, Play):
            return Outcome(message=t("quinto.no_hint"))
        self.hint_move = move
        return self.lay_out(best)

    def hint(self) -> Outcome:
        """Lay the highest-scoring legal play out (used where no computer is at hand)."""
        best = self.q.best_play()
        if best is None:
            return Outcome(message=t("quinto.no_hint"))
        return self.lay_out(best)

    def lay_out(self, best: Play) -> Outcome:
        self.placed.clear()
        self.selected = None
        free = list(enumerate(self.rack()))
        for tile in best.tiles:
            slot = next(i for i, v in free if v == tile.value)
            free = [(i, v) for i, v in free if i != slot]
            self.placed[(tile.x, tile.y)] = slot
        self._refit_if_needed()
        self.follow_play()
        score = self.q.preview(self.placements()).score
        words = quinto_tiles(self.q.board, [(tile.value, tile.x, tile.y) for tile in best.tiles])
        return Outcome(announce=t("quinto.hint", move=words, score=score))

    def last_move_marks(self) -> dict[str, Any]:
        if self.last_play is None:
            return {}
        squares, score = self.last_play
        return {"squares": sorted(list(sq) for sq in squares), "score": score}

    def undo_allowed(self, session: Any) -> bool:
        settings = getattr(session, "settings", {}) or {}
        return bool(settings.get("takeback", False))

    # --- drawing --------------------------------------------------------------------------
    def draw_world(self, ctx: Canvas) -> None:
        q = self.q
        dragging = self.dragging()
        drag_from = dragging.key if dragging is not None and dragging.kind == "tentative" else None
        private = self.show_private
        flipped = self.camera.flipped
        if q.to_move is not None and private:
            active = self.selected is not None or dragging is not None
            draw_free_squares(ctx, self.empty_neighbours(drag_from), active)
        anim, progress = self.animation, self.progress()
        landing = anim.lands if isinstance(anim, TileAnimation) and progress < 1.0 else ()
        for (x, y), value in q.board.items():
            if (x, y) not in landing:
                draw_tile(ctx, x + 0.5, y + 0.5, 1.0, value, centre=(x, y) == (0, 0), fresh=False,
                          flipped=flipped)
        for x, y in landing:  # in play order, over the board
            assert isinstance(anim, TileAnimation)
            scale, alpha = anim.landing((x, y), progress)
            ctx.save()
            ctx.globalAlpha = alpha
            draw_tile(ctx, x + 0.5, y + 0.5, scale, q.board[(x, y)], centre=False, fresh=False,
                      flipped=flipped)
            ctx.restore()
        if self.last_play is not None:
            squares, score = self.last_play
            draw_last_play(ctx, squares, t("quinto.last_score", score=score), flipped=flipped)
        if not private:
            return
        rack = self.rack()
        for (x, y), slot in self.placed.items():
            if (x, y) != drag_from:
                draw_tile(ctx, x + 0.5, y + 0.5, 1.0, rack[slot], centre=False, fresh=True, flipped=flipped)
        draw_preview_lines(ctx, self.preview(), self.camera.flipped)

    def draw_overlay(self, ctx: Canvas) -> None:
        lay = self.layout()
        if lay is None:
            self._draw_waiting_rack(ctx)
            return
        cam = self.camera
        ctx.save()
        rack, used = self.rack(), set(self.placed.values())
        dragging = self.dragging()
        if dragging is not None and dragging.kind == "rack":
            used.add(dragging.key[0])
        draw_band(ctx, lay, cam.width, cam.height, rack, used, self.selected,
                  {c.id: c for c in self.controls()})
        if dragging is not None and self.drag_point is not None:
            value = rack[dragging.key[0]] if dragging.kind == "rack" else rack[self.placed[dragging.key]]
            ctx.globalAlpha = 0.85
            draw_tile(ctx, *cam.to_screen(*self.drag_point), max(cam.scale, lay.size), value, centre=False,
                      fresh=True, world=False)
        ctx.restore()

    def _draw_waiting_rack(self, ctx: Canvas) -> None:
        """The waiting rack, faded: these tiles are not played now."""
        lay, rack = self.band(), self.waiting_rack()
        if lay is None or not rack:
            return
        ctx.save()
        ctx.globalAlpha = WAITING_ALPHA
        draw_band(ctx, lay, self.camera.width, self.camera.height, rack, (), None, {})
        ctx.restore()


def make_view(state: GameState, settings: Mapping[str, Any]) -> BoardView:
    """The board of a game of this kind (what the game's screen spec loads on first use)."""
    return QuintoView(state, settings)

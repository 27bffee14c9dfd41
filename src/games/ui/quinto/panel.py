"""What the panel beside the Quinto board says: the turn, the live preview in
words, each player's score and the play list.

Split from :mod:`games.ui.quinto.view` (the board) because it is words, not
geometry: every line comes from the translation table, and none says
anything about a rack unless the view may show private things
(``show_private``: off under the hot-seat cover and in a review).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...quinto import Preview, QuintoState
from ..controls import InfoLine
from ..i18n import t, t_message
from ..pieces import SYMBOLS
from . import SETTINGS
from .rack import line_text


class QuintoPanelText:
    """Mixed into :class:`~games.ui.quinto.view.QuintoView`, which provides the
    position, the tentative play and its preview."""

    settings: dict[str, Any]
    show_private: bool

    @property
    def q(self) -> QuintoState:
        raise NotImplementedError

    def preview(self) -> Preview | None:
        raise NotImplementedError

    def must_pass(self) -> bool:
        raise NotImplementedError

    def placements(self) -> list[tuple[int, int, int]]:
        raise NotImplementedError

    def waiting_rack(self) -> tuple[int, ...]:
        raise NotImplementedError

    def preview_summary(self) -> str:
        verdict = self.preview()
        if verdict is None:
            return ""
        if verdict.legal:
            return t("quinto.preview.legal", score=verdict.score)
        return t("quinto.preview.illegal", reason=t_message(verdict.message))

    def turn_text(self, name: str) -> str:
        must_pass = self.show_private and self.must_pass()  # a forced pass tells about the rack
        return t("quinto.turn_pass" if must_pass else "quinto.turn", name=name)

    def draw_text(self) -> str:
        return t("game.tie")

    def player_detail(self, player: int) -> str:
        q = self.q
        score = q.scores[player]
        if q.to_move is not None:
            return t("quinto.detail.score", score=score)
        penalty = q.penalties[player]
        if not q.racks[player]:
            return t("quinto.detail.final_clean", score=score)
        tiles = ", ".join(str(v) for v in q.racks[player])
        return t("quinto.detail.final", score=score, plays=score + penalty, penalty=penalty, tiles=tiles)

    def info_lines(self) -> list[InfoLine]:
        q = self.q
        lines = [InfoLine(t("quinto.info.multile", n=q.multile)),
                 InfoLine(t("quinto.info.pool", n=q.pool_count))]
        if q.to_move is None:
            return [*lines, InfoLine(t("quinto.info.over"))]
        if not self.show_private:
            waiting = self.waiting_rack()  # this screen's own tiles, while another seat moves
            if waiting:
                lines.append(InfoLine(t("quinto.info.waiting_rack", tiles=" ".join(map(str, waiting)))))
            return lines
        verdict = self.preview()
        if verdict is None:
            key = "quinto.info.must_pass" if self.must_pass() else "quinto.info.how"
            return [*lines, InfoLine(t(key))]
        lines.append(InfoLine(self.preview_summary()))
        values = {**q.board, **{(x, y): v for v, x, y in self.placements()}}
        lines += [InfoLine(line_text(line, values)) for line in verdict.lines]
        return lines

    def history_items(self, settings: Mapping[str, Any]) -> tuple[tuple[str, ...], str]:
        # The controller reuses the view for the next game of Quinto (new
        # settings, or none from a link): the settings it passes here on
        # every panel refresh keep the Hint button in step.
        self.settings = {**dict(SETTINGS), **settings}
        out = []
        for record in self.q.play_scores:
            who = SYMBOLS[record.player % len(SYMBOLS)]
            if record.notation == "pass":
                out.append(t("quinto.history.pass", player=who))
            else:
                out.append(t("quinto.history.play", player=who, move=record.notation, score=record.score))
        return tuple(out), ""

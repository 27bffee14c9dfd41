"""Rules that teach: the contents list, the diagram placeholders, every sentence kept.

The diagrams (games.ui.rule_diagrams) are positions drawn by the games' own
views, so each must open as a link and outline targets that exist; the
rules HTML must hold exactly their placeholders, in order, in every
language; and the contents list must lead somewhere.
"""

from __future__ import annotations

import html
import re
from html.parser import HTMLParser
from typing import Any

import pytest

from games.ui.i18n import EN, TABLES, drawn
from games.ui.links import open_link
from games.ui.registry import make_view
from games.ui.rule_diagrams import DIAGRAMS, figure_html, rule_diagrams

#: The rules of each game in English, as the page asks for them (their figures drawn).
RESTRUCTURED = {
    game: drawn(EN, f"rules.{game}.html") for game in ("quinque", "quinto", "quinamid")
}
DIAGRAM_CASES = [(game, i) for game, diagrams in DIAGRAMS.items() for i in range(len(diagrams))]


class Outline(HTMLParser):
    """The parts of a rules page these tests look at: figures, ids, in-page links, headings."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.figures: list[dict[str, str]] = []
        self.ids: list[str] = []
        self.links: list[str] = []
        self.headings: list[str | None] = []
        self.first: str | None = None
        self.feed(text)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = {k: v or "" for k, v in attrs}
        self.first = self.first or tag
        if tag == "figure":
            self.figures.append(found)
        if "id" in found:
            self.ids.append(found["id"])
        if tag == "a" and found.get("href", "").startswith("#"):
            self.links.append(found["href"][1:])
        if tag == "h3":
            self.headings.append(found.get("id"))


def text_of(markup: str) -> str:
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", markup)).split())


@pytest.mark.parametrize(("game", "index"), DIAGRAM_CASES, ids=str)
def test_every_diagram_opens_and_outlines_real_targets(game: str, index: int) -> None:
    diagram = rule_diagrams(game)[index]
    assert "+" not in diagram.link and " " not in diagram.link
    state = open_link(diagram.link)
    assert state.game_name == game
    assert diagram.caption_key in EN
    view = make_view(state, {})
    view.resize(600, 600)
    available = {(target.kind, target.key) for target in view.targets()}
    for kind, key in diagram.highlight:
        if kind == "dest":  # a destination shows once its tile is picked
            tile = next(k for c, k in diagram.highlight if c == "tile")
            assert key in state.tile_destinations(*tile)  # type: ignore[attr-defined]
        else:
            assert (kind, key) in available, (kind, key)
    tiles = [k for c, k in diagram.highlight if c == "tile"]
    dests = {k for c, k in diagram.highlight if c == "dest"}
    if dests:  # all of them: the picture shows every square the tile may reach
        assert dests == set(state.tile_destinations(*tiles[0]))  # type: ignore[attr-defined]


def test_the_diagrams_show_what_their_captions_say() -> None:
    line, = (d for d in rule_diagrams("quinque") if d.caption_key.endswith(".line"))
    won = open_link(line.link)
    assert won.winner == 0 and won.win_line == ((0, 0), (1, 1), (2, 2), (3, 3), (4, 4))  # type: ignore[attr-defined]
    locked = rule_diagrams("quinque")[1]
    assert open_link(locked.link).locked_tile == locked.highlight[0][1]  # type: ignore[attr-defined]
    scores = [open_link(d.link).play_scores[-1].score for d in rule_diagrams("quinto")]  # type: ignore[attr-defined]
    assert scores == [35, 30, 55]
    before, after, uncovered = (open_link(d.link) for d in rule_diagrams("quinamid"))
    assert before.hidden_counts() == (0, 0) and after.hidden_counts() == (2, 0)  # type: ignore[attr-defined]
    assert after.locked_board == "C" and uncovered.winner == 0  # type: ignore[attr-defined]


@pytest.mark.parametrize("game", sorted(RESTRUCTURED))
def test_the_rules_hold_exactly_the_diagrams_in_order(game: str) -> None:
    markup = RESTRUCTURED[game]
    positions = [markup.find(figure_html(d, EN[d.caption_key])) for d in rule_diagrams(game)]
    assert -1 not in positions and positions == sorted(positions)
    assert len(Outline(markup).figures) == len(rule_diagrams(game)) > 0


@pytest.mark.parametrize("code", sorted(TABLES))
@pytest.mark.parametrize("game", sorted(DIAGRAMS))
def test_every_language_shows_only_real_diagrams(code: str, game: str) -> None:
    """The page's rules in each table: every placeholder is one of the game's diagrams, in order.

    (Quinto's and Quinamid's table entries still have none until they take
    the restructured rules; Quinque's must have them all.)"""
    figures = Outline(drawn(TABLES[code], f"rules.{game}.html")).figures
    wanted = [(d.link, d.caption_key) for d in rule_diagrams(game)]
    shown = [(f.get("data-link"), f.get("data-caption-key")) for f in figures]
    assert all(f.get("class") == "rule-diagram" for f in figures)
    assert shown == wanted


@pytest.mark.parametrize("game", sorted(RESTRUCTURED))
def test_the_rules_open_with_contents_that_lead_to_every_section(game: str) -> None:
    outline = Outline(RESTRUCTURED[game])
    assert outline.first == "nav"
    for part in ("goal", "turn", "variants", "ours"):
        assert f"rules-{game}-{part}" in outline.links
    assert {"winning", "scoring"} & {link.removeprefix(f"rules-{game}-") for link in outline.links}
    assert all(heading is not None for heading in outline.headings)
    assert outline.links == outline.headings  # one entry per section, in order
    assert len(set(outline.ids)) == len(outline.ids)


def test_section_ids_are_unique_across_the_games() -> None:
    every = [i for markup in RESTRUCTURED.values() for i in Outline(markup).ids]
    assert len(every) == len(set(every))


def test_quinque_rules_still_name_every_decision() -> None:
    markup = drawn(EN, "rules.quinque.html")
    for words in ("How we play it", "18 parachutes", "fewer than 16", "one group joined edge to edge",
                  "marked this turn", "36th parachute", "a third time", "player on turn wins",
                  "With one parachute a tile moves exactly one square"):
        assert words in markup, words


def test_figure_html_escapes_the_link_and_the_caption() -> None:
    diagram: Any = rule_diagrams("quinto")[0]
    markup = figure_html(diagram, "9 < 10 & more")
    assert 'data-link="?game=quinto&amp;bag=' in markup and "9 &lt; 10 &amp; more" in markup
    parsed = Outline(markup).figures[0]
    assert parsed["data-link"] == diagram.link and parsed["data-caption-key"] == diagram.caption_key
    assert rule_diagrams("chess") == []

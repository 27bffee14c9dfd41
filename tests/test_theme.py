"""Both themes keep text readable and players' colours distinct (WCAG contrast ratios).

The page's colours are CSS custom properties in web/style.css: the light
theme in ``:root`` and the dark one under ``prefers-color-scheme: dark``.
Text needs 4.5:1 against what it sits on; the players' colours (their
shapes ● ◆ ■ ▲ in the panel) need 3:1 against the panels, as graphics do.
"""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest

from games.ui.palette import DARK, LIGHT, Palette

CSS = (Path(__file__).resolve().parents[1] / "web" / "style.css").read_text("utf-8")


def variables(block: str) -> dict[str, str]:
    return dict(re.findall(r"--([a-z0-9-]+):\s*(#[0-9a-fA-F]{6})", block))


def themes() -> dict[str, dict[str, str]]:
    light = variables(CSS.split("}", 1)[0])
    dark_block = CSS.split("prefers-color-scheme: dark", 1)[1].split("}", 1)[0]
    return {"light": light, "dark": {**light, **variables(dark_block)}}


def luminance(colour: str) -> float:
    channels = [int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]
    r, g, b = (c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


TEXT = [("ink", "bg"), ("ink", "panel"), ("muted", "panel"), ("muted", "bg"), ("accent", "panel"),
        ("accent-ink", "accent"), ("ink", "note-bg"), ("ink", "turn-bg"), ("ink", "learn-bg"),
        ("ink", "hover"), ("warn", "panel"), ("good", "panel")]
PIECES = [(f"p{i}", ground) for i in range(4) for ground in ("panel", "bg", "turn-bg")]


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_text_and_pieces_have_enough_contrast(theme: str) -> None:
    colours = themes()[theme]
    low = [(f, g, round(contrast(colours[f], colours[g]), 2)) for f, g in TEXT
           if contrast(colours[f], colours[g]) < 4.5]
    assert not low, low
    low = [(f, g, round(contrast(colours[f], colours[g]), 2)) for f, g in PIECES
           if contrast(colours[f], colours[g]) < 3.0]
    assert not low, low


def test_the_dark_theme_changes_every_surface() -> None:
    light, dark = themes()["light"], themes()["dark"]
    for name in ("bg", "panel", "ink", "board-bg", "note-bg"):
        assert light[name] != dark[name], name


# --- the canvas: what is drawn on the table follows the theme ---------------------------------

@pytest.mark.parametrize(("theme", "drawn"), [("light", LIGHT), ("dark", DARK)])
def test_the_canvas_palette_is_the_css_theme(theme: str, drawn: Palette) -> None:
    """The palette the page reads from CSS equals the one tests and diagrams use."""
    colours = themes()[theme]
    assert Palette.from_css(lambda name: colours.get(name[2:], "")) == drawn


@pytest.mark.parametrize("drawn", [LIGHT, DARK], ids=["light", "dark"])
def test_marks_drawn_on_the_table_stand_out_from_it(drawn: Palette) -> None:
    low = [(name, round(contrast(getattr(drawn, name), drawn.board_bg), 2))
           for name in ("ink", "good", "bad", "hint")
           if contrast(getattr(drawn, name), drawn.board_bg) < 3.0]
    assert not low, low


def test_a_broken_stylesheet_keeps_the_light_colours() -> None:
    given = {"--good": "  #ABCDEF ", "--bad": "red", "--hint": "#12345z", "--ink": ""}
    drawn = Palette.from_css(lambda name: given.get(name, ""))
    assert drawn == replace(LIGHT, good="#abcdef")


def test_quinamid_labels_stand_out_in_both_themes() -> None:
    """The column letters and row numbers are table ink; each board's own small letter is
    read on that board's body (the boards keep their colours in both themes)."""
    from games.ui.quinamid import draw as qd

    for drawn in (LIGHT, DARK):
        assert contrast(drawn.ink, drawn.board_bg) >= 4.5
    for ink, body in zip(qd.CORNER_INK, qd.BODY, strict=True):
        assert contrast(ink, body) >= 4.5, (ink, body)

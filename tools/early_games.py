#!/usr/bin/env python3
"""The start screen's game list as HTML, in every language, for the loading screen;
and what the loading screen says where scripts may not run at all (``<noscript>``).

tools/build_site.py writes this into index.html so the page shows the games
(their names, what they are, New game and Learn buttons) from its first
paint, long before Python has started; web/boot.js shows the copy in the
page's language and keeps a tap made meanwhile for main.py, which acts on it
once the app is ready.  The words come from the same translation tables as
the app (games.ui.i18n), so there is nothing to keep in step by hand.

Run with ``src`` on the path (the build does): ``PYTHONPATH=src python3
tools/early_games.py`` prints the HTML.
"""

from __future__ import annotations

from html import escape

import games
from games.ui.i18n import TABLES


def early_games() -> str:
    """One hidden ``<div class="early-games" lang=...>`` per language."""
    parts = []
    for code, table in TABLES.items():
        cards = []
        for name in games.GAMES:
            buttons = "".join(
                f'<button type="button" data-early-game="{name}" data-early-action="{action}">'
                f"{escape(table[key])}</button>"
                for action, key in (("new", "start.new"), ("tutorial", "tutorial.start"))
            )
            cards.append(
                f'<li class="game-card"><h3>{escape(table[f"game.{name}"])}</h3>'
                f'<p>{escape(table[f"game.{name}.blurb"])}</p>{buttons}</li>'
            )
        parts.append(
            f'<div class="early-games" lang="{code}" hidden><h2>{escape(table["start.heading"])}</h2>'
            f'<ul class="game-list">{"".join(cards)}</ul></div>'
        )
    return "\n".join([*parts, no_scripts()])


def no_scripts() -> str:
    """Why the page cannot start, in every language, for a browser or a sandboxed frame
    that runs no scripts (no script can pick the language there: each says it once)."""
    said = "".join(f'<p lang="{code}">{escape(table["noscript.text"])}</p>' for code, table in TABLES.items())
    return f'<noscript><div class="noscript" role="alert">{said}</div></noscript>'



if __name__ == "__main__":
    print(early_games())

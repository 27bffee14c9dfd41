"""The in-app rules: HTML from the translation table, per game."""

from __future__ import annotations

from .i18n import t


def rules_html(game: str) -> str:
    """The game's own rules, then what is the same at every table (take-backs, the cover...)."""
    return t(f"rules.{game}.html") + t("rules.table.html")

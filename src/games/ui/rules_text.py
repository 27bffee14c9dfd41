"""The in-app rules: HTML from the translation table, per game."""

from __future__ import annotations

from .i18n import t


def rules_html(game: str) -> str:
    return t(f"rules.{game}.html")

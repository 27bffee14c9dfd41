"""Quinto knowledge (placeholder while being written)."""

from __future__ import annotations

from .knowledge import Knowledge, Settings

QUINTO_LEVELS: dict[str, Settings] = {}


class QuintoKnowledge(Knowledge):
    pass

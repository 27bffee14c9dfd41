"""Quinque knowledge (placeholder while being written)."""

from __future__ import annotations

from .knowledge import Knowledge, Settings

QUINQUE_LEVELS: dict[str, Settings] = {}


class QuinqueKnowledge(Knowledge):
    pass

"""How long a message stays on screen.

A message (why a tap was refused, a hint, a storage notice) has one place on
the page and goes by itself, or sooner when the next action replaces it: a
short one after a few seconds, a long one after the time it takes to read it.

>>> message_seconds("Not your turn.")
4.0
>>> message_seconds("x" * 250)
10.0
>>> message_seconds("x" * 2000)
12.0
"""

from __future__ import annotations

#: The shortest and longest time a message stays, and reading speed in characters a second.
SHORTEST, LONGEST, READING = 4.0, 12.0, 25.0


def message_seconds(text: str) -> float:
    return max(SHORTEST, min(LONGEST, round(len(text) / READING, 1)))

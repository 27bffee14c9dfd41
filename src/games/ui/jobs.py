"""Long work in slices, so the page never freezes while a long game opens.

Opening a saved game or a link replays every move through the rules, which
is what makes a tampered save fail with a clear message.  A game of 10,000
moves takes seconds to replay in the browser, and the browser cannot draw or
answer a tap until Python gives the thread back.  So the work that grows
with a game's length is written as a *job*: a generator that does a slice
of the work, yields how far it has got (0.0 to 1.0), and returns its result.
The browser bridge runs a job a few slices at a time and gives the page
back in between; tests, the CLI and quick paths run it at once with
:func:`finish`.

>>> def count(n):
...     for i in range(n):
...         yield i / n
...     return n
>>> finish(count(3))
3
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TypeVar

T = TypeVar("T")

#: A job: yields its progress (0.0 to 1.0) between slices, returns its result.
Job = Generator[float, None, T]

#: Moves replayed between two yields: a slice of the slowest moves (a Quinque
#: tile moved late in a long game) takes a few milliseconds in the browser.
SLICE = 4


def finish(job: Job[T]) -> T:
    """Run ``job`` to its end at once and return its result."""
    while True:
        try:
            next(job)
        except StopIteration as done:
            return done.value  # type: ignore[no-any-return]

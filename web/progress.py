"""Running a job (games.ui.jobs) without freezing the page.

Opening a long game replays it a slice at a time.  A job runs at once for up
to :data:`WORK_MS`; most openings finish within that, as if they were plain
calls.  One that does not goes on in the background: every :data:`WORK_MS`
the page gets the thread back (it draws, it answers taps) and says how far
the job has got, on the loading screen while the app boots, else in a
status over the app, which is inert meanwhile, so that nothing else starts
before the opening has finished.
"""

from __future__ import annotations

import asyncio
import enum
from collections.abc import Callable
from typing import Literal, TypeVar

from dom import by_id, document, spawn, window
from games.ui.i18n import t
from games.ui.jobs import Job

T = TypeVar("T")

#: Work between two breaks for the page: well under the 200 ms after which a
#: page feels stuck, so a tap meanwhile is answered at once.
WORK_MS = 40.0


class _Mark(enum.Enum):
    UNFINISHED = "unfinished"


#: What :func:`_work` returns when the job goes on (None may be a job's result).
_UNFINISHED: Literal[_Mark.UNFINISHED] = _Mark.UNFINISHED


def start(job: Job[T], then: Callable[[T], None]) -> None:
    """Run ``job`` and call ``then`` with its result: now if it finishes within
    :data:`WORK_MS`, else once it has finished in the background."""
    result = _work(job)
    if result is _UNFINISHED:
        spawn(_finish(job, then))
    else:
        then(result)


async def run(job: Job[T]) -> T:
    """Run ``job`` to its end, giving the page back every :data:`WORK_MS`; its result."""
    try:
        while (result := _work(job)) is _UNFINISHED:
            await asyncio.sleep(0)
        return result
    finally:
        _hide()


async def _finish(job: Job[T], then: Callable[[T], None]) -> None:
    then(await run(job))


def _work(job: Job[T]) -> T | Literal[_Mark.UNFINISHED]:
    """Run ``job`` for up to :data:`WORK_MS`: its result, or _UNFINISHED (progress shown)."""
    clock = window.performance
    started = clock.now()
    while True:
        try:
            progress = next(job)
        except StopIteration as done:
            value: T = done.value
            return value
        if clock.now() - started >= WORK_MS:
            _show(progress)
            return _UNFINISHED


def _show(progress: float) -> None:
    percent = int(progress * 100)
    text = t("opening.game", percent=percent)
    if not document.documentElement.hasAttribute("data-ready"):  # the loading screen is up
        by_id("loading-step").textContent = text
        by_id("loading-progress").value = percent
        return
    box = by_id("busy")
    if box.hidden:
        box.hidden = False
        by_id("app").inert = True
    by_id("busy-text").textContent = text
    by_id("busy-progress").value = percent


def _hide() -> None:
    if not by_id("busy").hidden:
        by_id("busy").hidden = True
        by_id("app").inert = False

"""The subset of CanvasRenderingContext2D that the board views draw with.

Views draw through this protocol so that the same drawing code runs on a
browser canvas (via Pyodide's JS proxy) and on :class:`RecordingCanvas` in
tests, which records every call so hit-testing and drawing can be checked on
CPython without a browser.
"""

from __future__ import annotations

from typing import Any, Protocol


class Canvas(Protocol):
    fillStyle: Any
    strokeStyle: Any
    lineWidth: float
    font: str
    textAlign: str
    textBaseline: str
    globalAlpha: float

    def save(self) -> None: ...
    def restore(self) -> None: ...
    def translate(self, x: float, y: float) -> None: ...
    def rotate(self, angle: float) -> None: ...
    def scale(self, x: float, y: float) -> None: ...
    def beginPath(self) -> None: ...
    def closePath(self) -> None: ...
    def moveTo(self, x: float, y: float) -> None: ...
    def lineTo(self, x: float, y: float) -> None: ...
    def arc(self, x: float, y: float, r: float, start: float, end: float) -> None: ...
    def rect(self, x: float, y: float, w: float, h: float) -> None: ...
    def fill(self) -> None: ...
    def stroke(self) -> None: ...
    def fillRect(self, x: float, y: float, w: float, h: float) -> None: ...
    def strokeRect(self, x: float, y: float, w: float, h: float) -> None: ...
    def clearRect(self, x: float, y: float, w: float, h: float) -> None: ...
    def fillText(self, text: str, x: float, y: float) -> None: ...
    def setLineDash(self, segments: Any) -> None: ...


class RecordingCanvas:
    """A fake canvas that records calls as ``(name, args)`` tuples.

    Property writes are recorded as ``("set", (name, value))``.
    """

    def __init__(self) -> None:
        object.__setattr__(self, "calls", [])

    def __setattr__(self, name: str, value: Any) -> None:
        self.calls.append(("set", (name, value)))
        object.__setattr__(self, name, value)

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):
            raise AttributeError(name)

        def record(*args: Any) -> None:
            self.calls.append((name, args))

        return record

    calls: list[tuple[str, tuple[Any, ...]]]

    def texts(self) -> list[str]:
        """Every string drawn with fillText, in order."""
        return [str(args[0]) for name, args in self.calls if name == "fillText"]

    def count(self, name: str) -> int:
        return sum(1 for n, _ in self.calls if n == name)


def rounded_rect(ctx: Canvas, x: float, y: float, w: float, h: float, r: float) -> None:
    """Add a rounded rectangle path (arcTo-free, so the fake records plain lines/arcs)."""
    import math

    r = max(0.0, min(r, w / 2, h / 2))
    ctx.beginPath()
    ctx.moveTo(x + r, y)
    ctx.lineTo(x + w - r, y)
    ctx.arc(x + w - r, y + r, r, -math.pi / 2, 0)
    ctx.lineTo(x + w, y + h - r)
    ctx.arc(x + w - r, y + h - r, r, 0, math.pi / 2)
    ctx.lineTo(x + r, y + h)
    ctx.arc(x + r, y + h - r, r, math.pi / 2, math.pi)
    ctx.lineTo(x, y + r)
    ctx.arc(x + r, y + r, r, math.pi, 3 * math.pi / 2)
    ctx.closePath()

"""View logic shared by the browser and the tests: no ``js`` here.

The browser bridge (web/main.py) feeds pointer and key events in and hands a
real CanvasRenderingContext2D out; tests hand a :class:`RecordingCanvas`.
"""

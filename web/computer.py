"""The computer player in the browser: a PyScript worker that runs games.ai.

The search runs off the main thread, so the page keeps answering (undo, new
game, the menu) while the computer thinks.  The worker is warmed in idle
time once a game that may need it is on screen (a computer seat, or hints),
after the page is interactive, so the first reply comes as fast as later
ones; one worker serves the whole visit and is replaced only when a search
must be cancelled.  It never starts at page load, so it never slows the
first screen.  Stopping a search terminates the worker; a fresh one starts
when needed again.  A stale answer (the position changed meanwhile) is
dropped by the controller's position token.  A worker whose boot fails or
never ends (:data:`BOOT_SECONDS`) is dropped too, so a turn or hint never
waits on it for good.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Protocol, cast

from pyodide.ffi import create_once_callable, create_proxy
from pyscript import PyWorker, config

from dom import by_id, document, window
from games.ui import dialog
from games.ui.controller import Controller
from games.ui.hint_request import HintRequest
from games.ui.i18n import t, t_message

if TYPE_CHECKING:
    from js import JsValue

#: How long a worker may take to boot before the computer gives up on it.  A
#: cold start took 1-6 s on the machines measured (WebKit the slowest); a boot
#: that never ends is a runtime that failed to load (a fetch cut off): Pyodide
#: reports that only in the worker's console, never to the page.
BOOT_SECONDS = 45.0


class WorkerExports(Protocol):
    """What web/ai.py exports (its ``__export__``), as the page calls it: JSON text in,
    a move's notation out, each call a JavaScript promise."""

    def think(self, request: str) -> Awaitable[str]: ...

    def warm(self, game: str) -> Awaitable[str]: ...


class Computer:
    def __init__(self, controller: Controller, render: Callable[[], None]) -> None:
        self.controller = controller
        self.render = render
        self.xworker: PyWorker | None = None
        self.count = 0  # workers started this visit: tells a failing old worker from the current one
        #: Futures that end a wait when the position changes (None) or the worker fails.
        self.cancels: list[asyncio.Future[str | None]] = []
        self.asked_move = ""  # the position a computer seat's move was asked for (its token)
        self.hint = HintRequest()  # the Hint button: idle, asked, stopped by a second press
        self.tasks: set[asyncio.Future[None]] = set()  # running turns and hints, kept alive until done
        self.warm_for = ""  # the game the current worker has been warmed for
        self.warm_pending = False
        self.boot_started = 0.0  # when the current worker was made (the event loop's clock)
        self.booted = 0  # the number of the last worker that finished its boot

    def warm(self) -> None:
        """In idle time, start the worker and let it load the game's computer player."""
        session = self.controller.session
        if session is None or self.warm_pending or self.warm_for == session.game:
            return
        if not (self.controller.has_computer or session.settings.get("hints", True)):
            return
        self.warm_pending = True
        game = session.game

        def start(*_args: object) -> None:
            self.tasks.add(asyncio.ensure_future(self._warm(game)))

        idle = getattr(window, "requestIdleCallback", None)
        if idle is not None:
            idle(create_once_callable(start), window.Object.fromEntries([["timeout", 3000]]))
        else:
            window.setTimeout(create_once_callable(start), 1500)

    async def _warm(self, game: str) -> None:
        try:
            exports = await self.exports()
            await exports.warm(game)
            self.warm_for = game
            # For tests and measurements: the worker has booted and loaded this game's player.
            document.documentElement.dataset.computerWarm = game
        except Exception:
            self.warm_for = ""  # a turn or hint will start it again when needed
        finally:
            self.warm_pending = False

    async def exports(self) -> WorkerExports:
        """The worker's exported functions, once it has booted; a fresh worker after a cancel or a failure."""
        loop = asyncio.get_event_loop()
        if self.xworker is None:
            self.count += 1
            number = self.count
            # The page's own Pyodide (vendored, offline), as the config names it; without
            # `version` a worker made from Python would fetch PyScript's default from a CDN.
            runtime = window.URL.new(str(config["interpreter"]), window.location.href).href
            xworker = PyWorker("./ai.py", type="pyodide", config="./pyscript.json", version=runtime)
            self.xworker = xworker
            # Set before the worker can fail: PyScript's default handler only logs the failure.
            xworker.onerror = create_proxy(
                lambda event: self._failed(number, getattr(event, "error", event))
            )
            self.boot_started = loop.time()
        xworker, number = self.xworker, self.count
        if self.booted != number:
            try:
                left = self.boot_started + BOOT_SECONDS - loop.time()
                await asyncio.wait_for(xworker.ready, max(0.0, left))
            except Exception as err:  # the boot failed, or never ended
                if number == self.count and self.xworker is not None:  # not replaced meanwhile
                    xworker.terminate()
                    timed_out = isinstance(err, TimeoutError)
                    self._failed(number, f"no boot in {BOOT_SECONDS} s" if timed_out else err)
                raise RuntimeError(t("msg.ai_no_start")) from None
            self.booted = max(self.booted, number)
        return cast(WorkerExports, xworker.sync)

    def _failed(self, number: int, reason: JsValue) -> None:
        """A worker's boot failed: drop the worker and fail what waits on it.

        The waiting turn or hint says the computer did not start (``reason``,
        technical, goes to the console); the next request starts a fresh
        worker instead of asking the broken one forever.  A page that is being
        left can also stop a booting worker; then nobody is waiting and only
        the warning remains.
        """
        window.console.warn("Quintet: the computer's worker failed:", reason)
        if number != self.count or self.xworker is None:
            return  # an older worker, already replaced
        self.xworker = None
        self.warm_for = ""
        document.documentElement.dataset.computerWarm = ""
        for future in self.cancels:
            if not future.done():
                future.set_exception(RuntimeError(t("msg.ai_no_start")))
        self.cancels.clear()

    def cancel(self) -> None:
        """Stop a search in progress: its answer is dropped and the worker replaced."""
        busy = any(not f.done() for f in self.cancels)
        for future in self.cancels:
            if not future.done():
                future.set_result(None)
        self.cancels.clear()
        self.asked_move = ""
        self.hint.reset()
        if busy and self.xworker is not None:
            self.xworker.terminate()
            self.xworker = None
            self.warm_for = ""
            document.documentElement.dataset.computerWarm = ""

    async def ask(self, request: str) -> str | None:
        """Send a request to the worker; None when cancelled first, an error when the worker failed.

        After terminate() a pending call never settles, so every wait races a
        cancel future of our own.
        """
        cancel: asyncio.Future[str | None] = asyncio.get_event_loop().create_future()
        self.cancels.append(cancel)

        async def call() -> str:
            exports = await self.exports()
            return str(await exports.think(request))

        work: asyncio.Future[str | None] = asyncio.ensure_future(call())
        done, _ = await asyncio.wait({work, cancel}, return_when=asyncio.FIRST_COMPLETED)
        if cancel in done:
            work.cancel()
            return cancel.result()  # None when cancelled; raises when the worker failed
        self.cancels.remove(cancel)
        return str(work.result())

    async def turn(self, token: str, level: str) -> None:
        session = self.controller.session
        speed = dialog.SPEEDS.get(str(session.settings.get("speed", "normal")) if session else "", 0.5)
        started = window.performance.now()
        try:
            seats = self.controller.computer
            move = await self.ask(seats.ai_request(level, seats.turn_seconds(level)))
        except Exception as err:
            self.controller.message = t("msg.ai_failed", reason=t_message(err))
            self.render()
            return
        if move is None:
            return
        wait = speed - (window.performance.now() - started) / 1000
        if wait > 0:  # let people see the position before the reply lands
            await asyncio.sleep(wait)
        accepted = self.controller.computer.accept_move(token, move)
        if self.asked_move == token and (accepted or token != self.controller.computer.position_token()):
            # Answered (or outdated): this position, reached again after an undo, asks
            # again. Only a failure keeps the mark, so a broken worker is not asked forever.
            self.asked_move = ""
        if accepted:
            self.render()

    async def ask_hint(self, token: str) -> None:
        try:
            seats = self.controller.computer
            move = await self.ask(seats.ai_request("hard", seats.hint_seconds()))
        except Exception as err:
            self.controller.message = t("msg.ai_failed", reason=t_message(err))
            move = None
        self.hint.reset()
        if move is not None:
            self.controller.computer.show_hint(token, move)
        self.render()

    def drive(self) -> None:
        """After every render: if a computer is to move (or a hint is wanted), ask once."""
        token = self.controller.computer.position_token()
        level = self.controller.computer.level()
        board = by_id("board-wrap")
        board.classList.toggle("thinking", level is not None)
        board.setAttribute("aria-busy", "true" if level else "false")
        if level is not None and self.asked_move != token:
            self.asked_move = token
            self.tasks.add(asyncio.ensure_future(self.turn(token, level)))
        hint = self.hint.to_ask(self.controller)
        if hint is not None:
            self.tasks.add(asyncio.ensure_future(self.ask_hint(hint)))
        self.tasks = {task for task in self.tasks if not task.done()}
        self.warm()

    def changing_position(self, action: Callable[[], None]) -> Callable[..., None]:
        """Wrap undo/redo: a search for the old position is cancelled first."""

        def run(*_args: object) -> None:
            if self.controller.computer.level() is not None or self.hint.busy:
                self.cancel()
            action()
            self.render()

        return run

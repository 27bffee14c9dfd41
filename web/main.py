"""The browser bridge: DOM events -> games.ui -> canvas and HTML.

Everything with rules, view logic or a decision about the page lives in
``games`` and is tested on CPython; this file only wires DOM events to the
controller (its long jobs through web/progress.py), hands the canvas context to
the board view, and has web/render.py copy the controller's ``Panel`` into HTML.
What it keeps between two events is one :class:`Page`.
"""

# ruff: noqa: E402, F704  (the boot's import steps below await between them)
from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from pyodide.ffi import create_proxy

# Importing the games is the longest step after Python starts: in three steps, so the
# page answers in between (a tap on the loading screen's games list).  PyScript runs
# this file with top-level await (the last step imports for its time: the names come below).
import games  # the rules

await asyncio.sleep(0)
import games.ui.i18n  # the words

await asyncio.sleep(0)
import games.ui.controller  # noqa: F401  (the app)

await asyncio.sleep(0)

import board_input
import embed
import hooks
import language
import progress
from computer import Computer
from dom import by_id, document, on, once, show_modal, spawn, storage, window, wire_dialogs
from games.ui.controller import Controller, Panel
from games.ui.embed import is_link, kept_query, link_part
from games.ui.i18n import t
from games.ui.opening import ASK, GAME, LinkArrival, link_question
from games.ui.start import early_tap
from render import (
    announce,
    close_menu,
    covered_by_banner,
    follow_theme,
    guarded,
    outside_menu,
    render_panel,
    show_message,
    toggle_menu,
    toggle_sheet,
    wire_log,
)
from start_view import StartActions, render_start

if TYPE_CHECKING:
    from js import Event

    from dialogs import NewGameDialog
    from games.ui.view import BoardView


@dataclass
class Page:
    """What the page keeps between two events (the controller keeps the game)."""

    #: The new-game dialog, built the first time it opens.
    new_dialog: NewGameDialog | None = None
    #: A frame is requested (requestAnimationFrame): drawing again waits for it.
    frame_pending: bool = False
    #: The share link the page opened with, while it asks about a game in progress.
    link: LinkArrival = field(default_factory=LinkArrival)


window.performance.mark("quintet: imported")  # a boot stage (bench/bench_boot.py prints them)
controller = Controller(storage())
computer = Computer(controller, lambda: render())
page = Page()
canvas = by_id("board")
ctx = canvas.getContext("2d")


# --- dialogs: web/dialogs.py is imported (and wires itself) when one first opens ---------
def open_rules() -> None:
    import dialogs

    if controller.session is not None:
        dialogs.open_rules(controller.session.game)


def share() -> None:
    import dialogs

    if controller.session is not None:
        dialogs.share(controller.session.state)


def send_move() -> None:
    import dialogs

    dialogs.send_move(controller)


def open_about() -> None:
    import dialogs

    dialogs.open_about(controller)


def open_new(game: str) -> None:
    """The new-game dialog of ``game`` (built the first time it opens)."""
    if page.new_dialog is None:
        import dialogs

        page.new_dialog = dialogs.NewGameDialog(controller, computer.cancel, started)
    page.new_dialog.open(game)


def started() -> None:
    """A new game is on screen: one with seats on other devices opens their pairing."""
    show_game()
    if controller.devices.seats_to_pair():
        open_devices(host=True)


def open_devices(host: bool) -> None:
    """The pairing dialog (web/devices.py, loaded the first time): the host's seats, or Join."""
    import devices

    shown = devices.page(controller, render, show_game)
    spawn(shown.open_host() if host else shown.open_guest())


# --- drawing ------------------------------------------------------------------
def draw(_timestamp: float | None = None) -> None:
    page.frame_pending = False
    view = controller.view
    if view is None:
        return
    ratio = window.devicePixelRatio or 1
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
    view.draw(ctx)
    if view.is_animating(window.performance.now()):
        request_draw()


def request_draw() -> None:
    if not page.frame_pending:
        page.frame_pending = True
        window.requestAnimationFrame(once(draw))


def resize(*_args: object) -> None:
    view = controller.view
    wrap = by_id("board-wrap")
    width, height = wrap.clientWidth, wrap.clientHeight
    ratio = window.devicePixelRatio or 1
    canvas.width = int(width * ratio)
    canvas.height = int(height * ratio)
    canvas.style.width = f"{width}px"
    canvas.style.height = f"{height}px"
    if view is not None:
        view.resize(width, height)
        view.set_covered(covered_by_banner(canvas))
    request_draw()


# --- the panel around the board ---------------------------------------------------
def render() -> None:
    """Copy the controller's panel into the page and redraw the board."""
    hooks.export_game(controller)
    embed.after_render(controller)
    by_id("btn-devices").hidden = controller.devices.role != "host"
    if controller.devices.outbox:  # across devices: what the last action has to tell
        import devices

        devices.page(controller, render, show_game).flush()
    if controller.session is None:
        return
    panel: Panel = controller.panel()
    view = controller.view
    if view is not None:  # the view draws no animation for people who asked for less motion
        view.motion = not window.matchMedia("(prefers-reduced-motion: reduce)").matches
    render_panel(controller, panel, canvas, computer.hint.busy, board_button, refuse)
    show_message(controller.message, controller)
    announce(controller.take_announcements(), fresh=bool(panel.handoff))
    request_draw()
    computer.drive()


def board_button(control_id: str) -> None:
    """A game button (End turn, Play, a slide...): act, then give the board the focus back."""
    act(lambda: controller.control(control_id))
    canvas.focus()


def refuse(reason: str) -> None:
    """A tap on a control that is off: say why, as a toast."""
    controller.message = reason
    show_message(reason, controller)


def act(action: Callable[[], object]) -> None:
    action()
    render()


# --- screens --------------------------------------------------------------------
def show_start() -> None:
    by_id("game-screen").hidden = True
    by_id("start-screen").hidden = False
    render_start(controller, StartActions(
        resume=open_saved, new=open_new, tutorial=start_tutorial, other_copy=open_other_copy))
    show_message(controller.message, controller)


def game_or_start(opened: bool) -> None:
    """After an opening: the game if it opened, else the start screen (with the reason)."""
    if opened:
        show_game()
    else:
        show_start()


def open_other_copy(game: str) -> None:
    progress.start(controller.saves.open_other_copy_job(game), show_game_if)


def show_game_if(opened: bool) -> None:
    """After an opening that keeps the start screen when it fails (it said why)."""
    if opened:
        show_game()


def retry_aside() -> None:
    """Try again to open the save set aside (the page stopped while opening it)."""
    progress.start(controller.saves.try_aside_again_job(str(by_id("aside-note").dataset.game)), game_or_start)


def discard_aside() -> None:
    controller.saves.discard_aside(str(by_id("aside-note").dataset.game))
    show_start()


def show_game() -> None:
    by_id("start-screen").hidden = True
    by_id("game-screen").hidden = False
    by_id("banner").dataset.closed = "0"
    resize()
    render()
    controller.saves.opened()  # the game is on screen: a save that got this far opens
    canvas.focus()


def open_saved(game: str) -> None:
    progress.start(controller.saves.resume_job(game), game_or_start)


# --- links ------------------------------------------------------------------------------
async def open_from_link() -> Callable[[], None] | None:
    """Open ?game=...&moves=... at boot; returns what to show once the app appears
    (None: the address holds no link).  Never silently replaces a game in progress."""
    address = str(window.location.search)
    if not is_link(address):
        return None
    # The game's part goes; being framed and the language stay for a reload.
    window.history.replaceState(None, "", str(window.location.pathname) + kept_query(address))
    outcome = await progress.run(page.link.open_job(controller, link_part(address), embed.EMBEDDED))
    if outcome == GAME:
        return show_game
    if outcome == ASK:
        return ask_about_link
    return show_start


def ask_about_link() -> None:
    show_start()
    question = link_question()
    by_id("confirm-text").textContent = question.text
    by_id("confirm-yes").textContent = question.yes
    by_id("confirm-no").textContent = question.no
    show_modal(by_id("confirm-dialog"))


def confirm_link(accept: bool) -> None:
    """The answer to "open the linked game?"; closing the question any other way keeps mine."""
    answer = page.link.answer_job(controller, accept)
    if by_id("confirm-dialog").open:
        by_id("confirm-dialog").close()
    if answer is not None:
        progress.start(answer, game_or_start)


def view_action(fn: Callable[[BoardView], object]) -> None:
    if controller.view is not None:
        fn(controller.view)
        request_draw()


# --- wiring ------------------------------------------------------------------------------------
def wire() -> None:
    wire_log(lambda i: act(lambda: controller.history.open_review(i)))
    board_input.wire(controller, computer, canvas, render, request_draw)
    on(by_id("btn-menu"), "click", lambda _e: back_to_start())
    on(by_id("btn-new"), "click", lambda _e: new_same_game())
    on(by_id("btn-devices"), "click", lambda _e: open_devices(host=True))
    on(by_id("btn-join"), "click", lambda _e: open_devices(host=False))
    on(by_id("banner-new"), "click", lambda _e: new_same_game())
    on(by_id("banner-close"), "click", close_banner)
    on(by_id("banner-rematch"), "click", lambda _e: rematch())
    on(by_id("banner-review"), "click", lambda _e: act(controller.history.open_review_at_end))
    guarded(by_id("btn-undo"), computer.changing_position(controller.history.undo), refuse)
    guarded(by_id("btn-redo"), computer.changing_position(controller.history.redo), refuse)
    guarded(by_id("btn-hint"), hint_pressed, refuse)
    for button in document.querySelectorAll("#review-bar [data-review]"):
        guarded(button, review_step(str(button.dataset.review)), refuse)
    on(by_id("confirm-move-ok"), "click", lambda _e: act(lambda: controller.confirm(True)))
    on(by_id("confirm-move-cancel"), "click", lambda _e: act(lambda: controller.confirm(False)))
    on(by_id("btn-opposite"), "click", lambda _e: act(toggle_opposite))
    on(by_id("btn-more"), "click", lambda _e: toggle_menu())
    on(by_id("more-menu"), "click", lambda e: close_menu() if e.target.tagName == "BUTTON" else None)
    on(by_id("sheet-toggle"), "click", lambda _e: toggle_sheet())
    on(by_id("tutorial-show"), "click", lambda _e: act(controller.lessons.show_me))
    on(by_id("tutorial-exit"), "click", lambda _e: leave_tutorial())
    on(by_id("tutorial-play"), "click", lambda _e: tutorial_to_game())
    on(document, "pointerdown", outside_menu)
    on(by_id("speed"), "change", lambda e: act(lambda: controller.set_speed(str(e.target.value))))
    on(by_id("btn-rules"), "click", lambda _e: open_rules())
    on(by_id("btn-share"), "click", lambda _e: share())
    guarded(by_id("btn-send-move"), send_move, refuse)
    on(by_id("btn-flip"), "click", lambda _e: view_action(lambda v: v.flip()))
    on(by_id("btn-fit"), "click", lambda _e: view_action(lambda v: v.fit()))
    on(by_id("btn-zoom-in"), "click", lambda _e: view_action(lambda v: v.key("+")))
    on(by_id("btn-zoom-out"), "click", lambda _e: view_action(lambda v: v.key("-")))
    on(by_id("handoff-button"), "click", lambda _e: handoff_done())
    on(by_id("about-button"), "click", lambda _e: open_about())
    on(by_id("confirm-yes"), "click", lambda _e: confirm_link(True))
    on(by_id("confirm-no"), "click", lambda _e: confirm_link(False))
    on(by_id("confirm-dialog"), "close", lambda _e: confirm_link(False))
    on(by_id("aside-retry"), "click", lambda _e: retry_aside())
    on(by_id("aside-discard"), "click", lambda _e: discard_aside())
    wire_dialogs()
    on(by_id("btn-free-space"), "click", lambda _e: act(controller.saves.free_space))
    on(by_id("conflict-load"), "click", lambda _e: resolve_conflict(True))
    on(by_id("conflict-keep"), "click", lambda _e: resolve_conflict(False))
    on(window, "storage", storage_event)
    observer = window.ResizeObserver.new(create_proxy(resize))
    observer.observe(by_id("board-wrap"))


def review_step(where: str) -> Callable[[], None]:
    """A review bar button (first, back, forward, last)."""
    return lambda: act(lambda: controller.history.review_step(where))


def storage_event(event: Event) -> None:
    """Another tab wrote to storage: the controller decides whether it matters here."""
    key = event.key if isinstance(event.key, str) else None  # null arrives as jsnull
    value = event.newValue if isinstance(event.newValue, str) else None
    controller.saves.storage_changed(key, value)
    if controller.session is not None and not by_id("game-screen").hidden:
        render()
    elif not by_id("start-screen").hidden:
        show_start()


def resolve_conflict(load_other: bool) -> None:
    computer.cancel()

    def then(_: None) -> None:
        if load_other and controller.view is not None:
            resize()
        render()

    progress.start(controller.saves.resolve_conflict_job(load_other), then)


def back_to_start() -> None:
    computer.cancel()
    controller.saves.forget_last()
    show_start()


def hint_pressed() -> None:
    """Hint: ask (shown busy at once), or, while it is thinking, stop it."""
    if computer.hint.press(controller):
        computer.cancel()
    render()


def start_tutorial(game: str) -> None:
    computer.cancel()
    controller.lessons.start(game)
    show_game()


def leave_tutorial() -> None:
    controller.lessons.leave()
    back_to_start()


def tutorial_to_game() -> None:
    game = controller.lessons.tutorial.game if controller.lessons.tutorial else ""
    leave_tutorial()
    if game:
        open_new(game)


def rematch() -> None:
    computer.cancel()
    controller.rematch()
    show_game()


def toggle_opposite() -> None:
    session = controller.session
    if session is not None:
        controller.set_setting("opposite", not session.settings.get("opposite"))


def new_same_game() -> None:
    if controller.session is not None:
        open_new(controller.session.game)


def close_banner(_event: Event) -> None:
    by_id("banner").dataset.closed = "1"
    by_id("banner").hidden = True
    if controller.view is not None:
        controller.view.set_covered(0.0)
        request_draw()


def handoff_done() -> None:
    controller.continue_handoff()
    render()
    canvas.focus()


def take_early_tap() -> None:
    """A game tapped on the loading screen before Python was ready (web/boot.js): open it now."""
    tap = getattr(window, "quintetEarlyTap", None)
    if not isinstance(tap, str):
        return
    window.quintetEarlyTap = ""
    chosen = early_tap(tap)
    if chosen is not None:
        game, action = chosen
        (open_new if action == "new" else start_tutorial)(game)


async def main() -> None:
    await language.start(controller, lambda: show_start() if by_id("game-screen").hidden else render())
    follow_theme(request_draw)
    wire()
    embed.setup(controller, show_game)
    hooks.install(controller)
    controller.saves.set_aside_unopened()  # the last opening of a save stopped the page: not again
    # Games are opened while the loading screen says how far it has got; then the app appears.
    then = await open_from_link()
    if then is None:
        then = show_game if await progress.run(controller.saves.resume_last_job()) else start_screen
    by_id("loading").hidden = True
    by_id("app").hidden = False
    try:
        then()
    except Exception:
        if not controller.abandon_opening():  # a game opened at boot failed to show: set aside
            raise
        start_screen()
    document.documentElement.dataset.ready = "1"
    window.dispatchEvent(window.Event.new("quintet:ready"))
    embed.ready(controller)


def start_screen() -> None:
    show_start()
    take_early_tap()


async def boot() -> None:
    """Run main(); if it fails, say so on the loading screen instead of hanging."""
    try:
        await main()
    except Exception as err:
        box = by_id("loading-error")
        box.hidden = False
        box.textContent = t("loading.failed", reason=f"{type(err).__name__}: {err}")
        raise


await boot()

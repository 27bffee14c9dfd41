"""Copies the controller's Panel (a plain value) into the HTML around the board.

No decisions here: what is allowed, hidden or shown comes from
games.ui.controller (and its input policy); this file only writes the DOM.
A control that is off stays tappable (aria-disabled, not disabled) so a tap
can say why: touch screens have no tooltips.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import TYPE_CHECKING

from pyodide.ffi import create_proxy

from dom import by_id, clear, document, make, on, once, window
from games.ui.controller import Controller, Panel
from games.ui.facing import face_player
from games.ui.i18n import t
from games.ui.notices import message_seconds
from games.ui.palette import Palette, set_palette
from games.ui.record import LOG_WINDOW, Summary

if TYPE_CHECKING:
    from js import Element, Event

Act = Callable[[Callable[[], None]], None]


def render_panel(controller: Controller, panel: Panel, canvas: Element, hint_busy: bool,
                 press: Callable[[str], None], refuse: Callable[[str], None]) -> None:
    """The game screen around the board: title, status, players, log, buttons, the
    game-over card (and the room it leaves the board), review, lesson, hand-off cover,
    storage notices, and which way the screen faces."""
    by_id("game-title").textContent = panel.title
    by_id("status").textContent = panel.status
    render_players(panel)
    render_log(panel)
    render_controls(panel, press, refuse)
    render_toolbar(panel, hint_busy)
    by_id("speed-box").hidden = not controller.has_computer
    session = controller.session
    by_id("speed").value = str(session.settings.get("speed", "normal")) if session else "normal"
    render_summary(panel)
    if controller.view is not None:
        controller.view.set_covered(covered_by_banner(canvas))
    render_review(panel)
    render_pending(panel)
    render_lesson(panel)
    by_id("handoff").hidden = not panel.handoff
    by_id("handoff-text").textContent = panel.handoff and t("msg.handoff", name=panel.handoff)
    render_saving(panel.storage, panel.conflict)
    facing = face_player(controller, panel)
    by_id("btn-opposite").setAttribute("aria-pressed", "true" if facing.opposite else "false")
    by_id("game-screen").classList.toggle("facing-away", facing.turned)


# --- messages and announcements ---------------------------------------------
def show_message(text: str, controller: Controller) -> None:
    """The one message on show, in the screen's own place for it (never over the top bar,
    the status or the board: on the game screen under the board, by the buttons, or in
    the column beside it); it goes after a time that grows with its length, or sooner
    when the next action replaces it."""
    box = by_id("message")
    on_start = not by_id("start-screen").hidden
    place = document.querySelector("#start-screen h2" if on_start else "#message-slot")
    if place is not None and box.previousElementSibling != place and box.parentNode != place:
        if on_start:
            place.after(box)
        else:
            place.append(box)
    quiet = box.classList.contains("quiet")
    if box.textContent != text or quiet == bool(text):
        box.textContent = text
        box.classList.toggle("quiet", not text)
        box.setAttribute("aria-hidden", "false" if text else "true")
        if text:
            window.setTimeout(once(lambda: _fade(text, controller)), message_seconds(text) * 1000)


def _fade(text: str, controller: Controller) -> None:
    """A message's time is up: it goes, unless another has taken its place."""
    if by_id("message").textContent == text and controller.message in (text, ""):
        controller.message = ""
        show_message("", controller)


def announce(texts: list[str], fresh: bool = False) -> None:
    """Say ``texts`` in the live region; ``fresh``: first empty it (the device is passed on:
    nothing said about the last player's turn, such as a tile tried and taken back, stays)."""
    live = by_id("live")
    if fresh:
        clear(live)
    for text in texts:
        live.appendChild(make("p", text))
    while live.childNodes.length > 5 and live.firstChild is not None:
        live.removeChild(live.firstChild)


def set_enabled(button: Element, enabled: bool, reason: str = "") -> None:
    """Off controls stay focusable and tappable; the click handler says why."""
    button.setAttribute("aria-disabled", "false" if enabled else "true")
    button.setAttribute("data-reason", "" if enabled else reason)
    if reason and not enabled:
        button.title = reason
    else:
        button.removeAttribute("title")


def guarded(button: Element, action: Callable[[], None], refuse: Callable[[str], None]) -> None:
    """Wire a toolbar button that may be off: a tap then says why (``refuse``) instead of acting."""

    def click(_event: Event) -> None:
        reason = is_off(button)
        if reason:
            refuse(reason)
        else:
            action()

    on(button, "click", click)


def is_off(button: Element) -> str:
    """The reason a control is off ("" when it is on)."""
    if button.getAttribute("aria-disabled") == "true":
        return str(button.getAttribute("data-reason") or t("policy.person"))
    return ""


def render_players(panel: Panel) -> None:
    players = by_id("players")
    clear(players)
    for row in panel.players:
        item = make("li", None, class_="player" + (" to-move" if row.to_move else "") + (
            " winner" if row.winner else ""))
        item.appendChild(make("span", row.symbol, class_=f"symbol p{row.colour_index}", aria_hidden="true"))
        item.appendChild(make("span", row.name, class_="name"))
        if row.detail:
            item.appendChild(make("span", row.detail, class_="detail"))
        players.appendChild(item)
    info = by_id("info")
    clear(info)
    for line in panel.info:
        info.appendChild(make("li", line.text))


def render_log(panel: Panel) -> None:
    """The move log in words, numbered, each entry a button that opens the review there
    (one listener for them all: :func:`wire_log`).  Written as one piece of HTML: a
    node at a time through the Python-JavaScript bridge took a quarter of a second for
    the 300 entries of a long game, at every move."""
    history = by_id("history")
    reviewed = panel.review.index if panel.review else -1
    last = panel.log[-1].notation if panel.log else ""
    signature = f"{panel.title}:{len(panel.log)}:{panel.cursor}:{reviewed}:{last}:{panel.history_note}"
    if history.getAttribute("data-signature") == signature:
        return
    history.setAttribute("data-signature", signature)
    current = panel.review.index if panel.review else panel.cursor
    items = []
    for entry in panel.log[-LOG_WINDOW:]:
        position = entry.index + 1
        classes = ("undone" if position > panel.cursor else "") + (" current" if position == current else "")
        label = escape(t("log.entry", n=position, text=entry.text))
        # The notation shows only where it names what the board draws (Quinamid's c4);
        # every entry keeps it in data-notation for tools and tests.
        shown = entry.label and f'<span class="notation" aria-hidden="true">{escape(entry.label)}</span>'
        items.append(
            f'<li class="{classes.strip()}">'
            f'<button type="button" data-index="{position}" data-notation="{escape(entry.notation)}"'
            f' aria-label="{label}">'
            f'<span class="n" aria-hidden="true">{position}.</span>'
            f'<span class="text">{escape(entry.text)}</span>{shown}</button></li>'
        )
    if not panel.log and not panel.history_note:
        items.append(f'<li class="empty">{escape(t("panel.no_moves"))}</li>')
    history.innerHTML = "".join(items)
    if panel.review is None:
        history.scrollTop = history.scrollHeight
    note = by_id("history-note")
    note.textContent = panel.history_note
    note.hidden = not panel.history_note


def wire_log(open_review: Callable[[int], None]) -> None:
    """A tap on a log entry opens the review at the position after that move."""

    def click(event: Event) -> None:
        button = event.target.closest("button[data-index]")
        if button is not None:
            open_review(int(button.dataset.index))

    on(by_id("history"), "click", click)


def render_controls(panel: Panel, press: Callable[[str], None], refuse: Callable[[str], None]) -> None:
    box = by_id("controls")
    existing = {node.dataset.control: node for node in box.querySelectorAll("button")}
    wanted = [c.id for c in panel.controls]
    if list(existing) != wanted:
        clear(box)
        existing = {}
        groups: dict[str, Element] = {}
        for control in panel.controls:
            if control.group not in groups:
                groups[control.group] = make("div", None, class_="control-group", data_group=control.group)
                box.appendChild(groups[control.group])
            button = make("button", None, type="button", data_control=control.id)
            if control.short:
                # Both labels; the stylesheet shows the short one on a narrow screen.
                button.classList.add("has-short")
                button.appendChild(make("span", None, class_="long"))
                button.appendChild(make("span", control.short, class_="short", aria_hidden="true"))

            def click(_event: Event, cid: str = control.id, node: Element = button) -> None:
                reason = is_off(node)
                if reason:
                    refuse(reason)
                else:
                    press(cid)

            on(button, "click", click)
            groups[control.group].appendChild(button)
            existing[control.id] = button
    for control in panel.controls:
        button = existing[control.id]
        if control.short:
            long = button.querySelector(".long")
            if long is not None:
                long.textContent = control.label
        else:
            button.textContent = control.label
        button.setAttribute("aria-label", control.accessible_name)
        set_enabled(button, control.enabled, control.reason)
        if control.pressed is not None:
            button.setAttribute("aria-pressed", "true" if control.pressed else "false")


def render_summary(panel: Panel) -> None:
    """Game over: who won and why, the scores, Quinto's score sheet, what to do next."""
    banner = by_id("banner")
    summary = panel.summary
    banner.hidden = summary is None or panel.review is not None or banner.getAttribute("data-closed") == "1"
    if summary is None:
        return
    by_id("banner-text").textContent = summary.headline
    by_id("summary-reason").textContent = summary.reason
    scores = by_id("summary-scores")
    clear(scores)
    for row in summary.rows:
        item = make("li", None, class_="winner" if row.winner else "")
        item.appendChild(make("span", row.symbol, class_=f"symbol p{row.colour_index}", aria_hidden="true"))
        item.appendChild(make("span", row.name, class_="name"))
        item.appendChild(make("span", row.score, class_="score"))
        scores.appendChild(item)
    render_sheet(summary)


def render_sheet(summary: Summary) -> None:
    """Quinto's score sheet as a table: a row per play, a column per player."""
    table = by_id("summary-sheet")
    clear(table)
    sheet = summary.sheet
    by_id("summary-sheet-box").hidden = sheet is None
    if sheet is None:
        return
    head = make("tr")
    head.appendChild(make("th", sheet.play_heading, scope="col"))
    head.appendChild(make("th", sheet.tiles_heading, scope="col"))
    for row in summary.rows:
        cell = make("th", None, scope="col")
        cell.appendChild(make("span", row.symbol, class_=f"symbol p{row.colour_index}", aria_hidden="true"))
        cell.appendChild(make("span", f" {row.name}"))
        head.appendChild(cell)
    table.appendChild(make("thead")).appendChild(head)
    body = table.appendChild(make("tbody"))
    for line in sheet.rows:
        tr = body.appendChild(make("tr", None, class_="penalty" if line.number is None else ""))
        tr.appendChild(make("th", str(line.number) if line.number is not None else line.label, scope="row"))
        tiles = tr.appendChild(make("td", None, class_="tiles"))
        if line.tiles:
            for value in line.tiles:
                tiles.appendChild(make("span", str(value), class_="sheet-tile"))
        elif line.number is not None:
            tiles.textContent = line.label
        for box in line.cells:
            td = tr.appendChild(make("td", None, class_="player-cell"))
            if box is not None:
                td.appendChild(make("span", box.points_text, class_="points"))
                td.appendChild(make("span", str(box.total), class_="total"))
    foot = table.appendChild(make("tfoot")).appendChild(make("tr"))
    foot.appendChild(make("th", sheet.total_label, scope="row"))
    foot.appendChild(make("td"))
    for total in sheet.totals:
        foot.appendChild(make("td", str(total), class_="total"))


def covered_by_banner(canvas: Element) -> float:
    """How many CSS px at the bottom of the board the game-over card hides (0: none), so
    the camera frames the board, its winning line with it, in the room above the card."""
    banner = by_id("banner")
    if banner.hidden:
        return 0.0
    b, c = banner.getBoundingClientRect(), canvas.getBoundingClientRect()
    if b.right <= c.left or b.left >= c.right or b.top >= c.bottom or b.bottom <= c.top:
        return 0.0
    return float(max(0.0, c.bottom - b.top))


def render_review(panel: Panel) -> None:
    bar = by_id("review-bar")
    review = panel.review
    bar.hidden = review is None
    if review is None:
        return
    position = t("review.position", index=review.index, total=review.total)
    by_id("review-text").textContent = f"{position}: {review.text}"
    for button in bar.querySelectorAll("[data-review]"):
        where = str(button.dataset.review)
        off = (where in ("first", "back") and review.index == 0) or (
            where in ("forward", "last") and review.index == review.total)
        set_enabled(button, not off, t("policy.person"))


def render_pending(panel: Panel) -> None:
    box = by_id("confirm-move")
    box.hidden = not panel.pending
    by_id("confirm-move-text").textContent = t("confirm.title", move=panel.pending) if panel.pending else ""


def render_saving(status: str, conflict: bool) -> None:
    """Whether the game is saved: nothing when it is, a calm notice when not."""
    by_id("save-state").hidden = status == "saving"
    if status != "saving":
        by_id("save-state-text").textContent = t(f"storage.{status}.short")
    by_id("btn-free-space").hidden = status != "full"
    by_id("conflict").hidden = not conflict


def render_toolbar(panel: Panel, hint_busy: bool) -> None:
    set_enabled(by_id("btn-undo"), panel.can_undo, panel.undo_reason)
    set_enabled(by_id("btn-redo"), panel.can_redo, panel.redo_reason)
    set_enabled(by_id("btn-send-move"), not panel.send_reason, panel.send_reason)
    hint = by_id("btn-hint")
    set_enabled(hint, not panel.hint_reason, panel.hint_reason)
    # Thinking: the button says so at once, and a second tap stops the search.
    hint.textContent = t("btn.hint_busy") if hint_busy else t("btn.hint")
    hint.setAttribute("aria-busy", "true" if hint_busy else "false")


def render_lesson(panel: Panel) -> None:
    """The tutorial bar: which step, what to do, Show me / Play a game / Leave."""
    bar = by_id("tutorial-bar")
    lesson = panel.lesson
    bar.hidden = lesson is None
    if lesson is None:
        return
    by_id("tutorial-title").textContent = lesson.title
    by_id("tutorial-progress").textContent = lesson.progress
    by_id("tutorial-prompt").textContent = lesson.prompt
    by_id("tutorial-show").hidden = lesson.done
    by_id("tutorial-play").hidden = not lesson.done


# --- the top bar's menu and the log's sheet ------------------------------------------
def toggle_menu() -> None:
    """The phone's overflow menu (on wider screens its buttons sit in the top bar)."""
    menu = by_id("more-menu")
    if set_open(menu, by_id("btn-more"), not menu.classList.contains("open")):
        first = menu.querySelector("button")
        if first:
            first.focus()


def set_open(panel: Element, button: Element, opening: bool) -> bool:
    """Open or close a panel its button controls (aria-expanded follows); returns ``opening``."""
    panel.classList.toggle("open", opening)
    button.setAttribute("aria-expanded", "true" if opening else "false")
    return opening


def close_menu() -> None:
    set_open(by_id("more-menu"), by_id("btn-more"), False)


def outside_menu(event: Event) -> None:
    if by_id("more-menu").classList.contains("open") and not event.target.closest(".topbar"):
        close_menu()


def toggle_sheet() -> None:
    """The move log and details: a sheet that slides up on a phone."""
    side = by_id("side")
    set_open(side, by_id("sheet-toggle"), not side.classList.contains("open"))


def translate_page() -> None:
    """Fill every data-i18n element from the translation table."""
    for node in document.querySelectorAll("[data-i18n]"):
        node.textContent = t(node.dataset.i18n)
    for node in document.querySelectorAll("[data-i18n-aria]"):
        node.setAttribute("aria-label", t(node.dataset.i18nAria))
    by_id("board").setAttribute("aria-label", t("board.label"))
    document.title = t("app.title")


def follow_theme(redraw: Callable[[], None]) -> None:
    """Draw the canvas in the page's theme: read the table colours from the CSS
    variables now and again whenever the device switches light/dark."""
    def read(_event: Event | None = None) -> None:
        style = window.getComputedStyle(document.documentElement)
        set_palette(Palette.from_css(lambda name: str(style.getPropertyValue(name) or "")))
        redraw()

    read()
    scheme = window.matchMedia("(prefers-color-scheme: dark)")
    scheme.addEventListener("change", create_proxy(read))

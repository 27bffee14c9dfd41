"""The page's dialogs: new game (generated from games.ui.dialog's fields), share, rules, about.

Imported when a dialog first opens (the start screen does not need them): importing
it wires the buttons inside the dialogs (at the end of this module), once a page.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from pyodide.ffi import JsException

import games
from dom import by_id, clear, document, form_values, make, on, show_modal, spawn, window
from games.core import GameState
from games.ui import dialog
from games.ui.by_message import MoveMessage, message_for
from games.ui.controller import Controller
from games.ui.embed import snippet
from games.ui.i18n import language, t, t_message
from games.ui.links import make_link
from games.ui.rule_diagrams import Diagram, rule_diagrams
from games.ui.rules_text import diagram_view, rules_html

if TYPE_CHECKING:
    from js import Element, Event


class NewGameDialog:
    def __init__(self, controller: Controller, before_start: Callable[[], None],
                 started: Callable[[], None]) -> None:
        self.controller = controller
        self.before_start = before_start
        self.started = started
        self.game = ""
        on(by_id("new-form"), "submit", self.submit)
        on(by_id("new-cancel"), "click", lambda _e: by_id("new-dialog").close())

    def open(self, game: str) -> None:
        self.game = game
        title = t(f"game.{game}")
        by_id("new-title").textContent = t("dialog.new.title", game=title)
        saved = self.controller.saves.saved(game)
        warning = by_id("new-warning")
        warning.hidden = saved is None or saved.state.is_over or not saved.state.history
        warning.textContent = t("dialog.replace_warning", game=title)
        fields = by_id("new-fields")
        clear(fields)
        fields.appendChild(self.seats(games.GAMES[game].max_players))
        more = make("details", None, class_="more-options")
        more.appendChild(make("summary", t("dialog.more")))
        for field in dialog.option_fields(game):
            (more if field.group == "more" else fields).appendChild(field_element(field))
        fields.appendChild(more)
        for field in dialog.option_fields(game):
            if field.depends_on:
                self.follow(field)
        players = fields.querySelector("[name=players]")
        if players:
            on(players, "change", lambda _e: self.update_seat_rows())
        self.update_seat_rows()
        by_id("new-error").hidden = True
        show_modal(by_id("new-dialog"))

    def follow(self, field: dialog.Field) -> None:
        """Show ``field`` only while the select it depends on has one of its values."""
        name, *values = field.depends_on
        source = by_id("new-fields").querySelector(f"[name={name}]")
        target = by_id("new-fields").querySelector(f"[name={field.name}]")
        if not source or not target:
            return
        label = target.closest("label")
        if label is None:
            return

        def update(_event: Event | None = None) -> None:
            label.hidden = str(source.value) not in values

        on(source, "change", update)
        update()

    def seats(self, count: int) -> Element:
        box = make("fieldset", None, class_="seats")
        box.appendChild(make("legend", t("dialog.players")))
        for i in range(count):
            row = make("div", None, class_="seat", data_seat=str(i))
            label = make("label", None)
            label.appendChild(make("span", t("dialog.player_name", n=i + 1)))
            name = make("input", None, type="text", name=f"name_{i}", maxlength="24", autocomplete="off")
            name.value = t("dialog.player_name", n=i + 1)
            label.appendChild(name)
            row.appendChild(label)
            kind = make("select", None, name=f"kind_{i}", aria_label=t("dialog.seat_kind"))
            for choice in dialog.SEAT_CHOICES:
                kind.appendChild(make("option", t(f"dialog.seat.{choice}"), value=choice))
            row.appendChild(kind)
            box.appendChild(row)
        box.appendChild(make("p", t("dialog.devices_note"), class_="note devices-note"))
        shuffle = make("label", None, class_="field checkbox")
        shuffle.appendChild(make("input", None, type="checkbox", name="shuffle_seats"))
        shuffle.appendChild(make("span", t("opt.shuffle_seats")))
        box.appendChild(shuffle)
        return box

    def update_seat_rows(self) -> None:
        players = by_id("new-fields").querySelector("[name=players]")
        count = int(players.value) if players else games.GAMES[self.game].min_players
        for row in by_id("new-fields").querySelectorAll(".seat"):
            row.hidden = int(row.dataset.seat) >= count

    def submit(self, event: Event) -> None:
        event.preventDefault()
        error = by_id("new-error")
        try:
            options, settings, seats = dialog.read_form(self.game, form_values(by_id("new-form")))
        except games.GameError as err:
            error.textContent = t_message(err)
            error.hidden = False
            return
        self.before_start()
        problem = self.controller.start(self.game, options, seats, settings)
        if problem:
            error.textContent = problem
            error.hidden = False
            return
        by_id("new-dialog").close()
        self.started()


def field_element(field: dialog.Field) -> Element:
    label = make("label", None, class_=f"field {field.kind}")
    if field.kind == "checkbox":
        box = make("input", None, type="checkbox", name=field.name)
        box.checked = bool(field.default)
        label.appendChild(box)
        label.appendChild(make("span", field.label))
        return label
    label.appendChild(make("span", field.label))
    if field.kind == "select":
        control = make("select", None, name=field.name)
        for value, text in field.choices:
            control.appendChild(make("option", text, value=value))
    else:
        control = make("input", None, type="number" if field.kind == "number" else "text", name=field.name)
    control.value = field.default
    label.appendChild(control)
    return label


# --- share, rules, about ----------------------------------------------------------------
def page_address() -> str:
    """This page's address without its query or fragment: a link's query goes after it."""
    return str(window.location.href).split("?")[0].split("#")[0]


def share(state: GameState, intro: str = "") -> None:
    """The share dialog: the position's link, copied to the clipboard when allowed
    (``intro``: words said before whether it was copied)."""
    url = page_address() + make_link(state)
    by_id("share-url").value = url
    by_id("share-note").textContent = f"{intro} {t('msg.link_ready', url='')}".strip()
    show_modal(by_id("share-dialog"))
    spawn(copy_link(url, intro))


def send_move(controller: Controller) -> None:
    """Send my move (games.ui.by_message): the device's share sheet where it has one,
    else the share dialog with the link to copy."""
    message = message_for(controller)
    if message is None or controller.session is None:
        return
    if getattr(window.navigator, "share", None) is None:
        share(controller.session.state, message.text)
        return
    spawn(share_sheet(message, page_address() + message.query, controller.session.state))


async def share_sheet(message: MoveMessage, url: str, state: GameState) -> None:
    data = window.Object.fromEntries([["title", message.title], ["text", message.text], ["url", url]])
    try:
        await window.navigator.share(data)
    except JsException as err:
        if err.name != "AbortError":  # closing the sheet is an answer, not a failure
            share(state, message.text)


async def copy_link(url: str, intro: str = "") -> None:
    """Copy to the clipboard and say truthfully whether it worked; else select the text."""
    note = by_id("share-note")
    try:
        policy = getattr(document, "permissionsPolicy", None) or getattr(document, "featurePolicy", None)
        if policy is not None and not policy.allowsFeature("clipboard-write"):
            raise PermissionError("clipboard-write is not allowed in this frame")
        await window.navigator.clipboard.writeText(url)
        note.textContent = f"{intro} {t('msg.link_copied')}".strip()
    except Exception:
        note.textContent = f"{intro} {t('msg.link_copy_failed')}".strip()
        field = by_id("share-url")
        field.focus()
        field.select()


def open_rules(game: str) -> None:
    """The rules, opened at their top, with each diagram drawn by the game's own view."""
    by_id("rules-title").textContent = t("rules.title", game=t(f"game.{game}"))
    body = by_id("rules-body")
    body.innerHTML = rules_html(game)
    show_modal(by_id("rules-dialog"))
    figures = body.querySelectorAll("figure.rule-diagram")
    for figure, diagram in zip(figures, rule_diagrams(game), strict=False):
        draw_diagram(figure, diagram)
    by_id("rules-dialog").scrollTop = 0
    body.scrollTop = 0


def draw_diagram(figure: Element, diagram: Diagram) -> None:
    canvas = make("canvas", None, role="img", aria_label=str(figure.textContent))
    figure.insertBefore(canvas, figure.firstChild)
    width, height = max(200, int(canvas.clientWidth or 320)), 220
    ratio = window.devicePixelRatio or 1
    canvas.width, canvas.height = int(width * ratio), int(height * ratio)
    view = diagram_view(diagram.link, diagram.highlight)
    view.resize(width, height)
    ctx = canvas.getContext("2d")
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
    view.draw(ctx)


def contents_link(event: Event) -> None:
    """A link of the rules' contents scrolls to its section (no history entry: back closes)."""
    link = event.target.closest("a[href^='#']")
    if link:
        event.preventDefault()
        section = document.getElementById(str(link.getAttribute("href"))[1:])
        if section:
            section.scrollIntoView()


def open_about(controller: Controller) -> None:
    """About Quintet, with the iframe code that embeds the last game's kind and options."""
    session = controller.session
    state = session.state if session else None
    by_id("embed-snippet").textContent = snippet(str(window.location.href), state, language())
    by_id("about-storage").textContent = t(f"storage.{controller.saves.storage_status}.about")
    show_modal(by_id("about-dialog"))


def wire_page_dialogs() -> None:
    on(by_id("rules-body"), "click", contents_link)
    on(by_id("share-copy"), "click", lambda _e: spawn(copy_link(str(by_id("share-url").value))))


wire_page_dialogs()  # on import: web/main.py imports this module when a dialog first opens

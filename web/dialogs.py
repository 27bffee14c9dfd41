"""The new-game dialog in the page, generated from games.ui.dialog's fields."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import games
from dom import by_id, clear, form_values, make, on
from games.ui import dialog
from games.ui.controller import Controller
from games.ui.i18n import t


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
        saved = self.controller.saved(game)
        warning = by_id("new-warning")
        warning.hidden = saved is None or saved.state.is_over or not saved.state.history
        warning.textContent = t("dialog.replace_warning", game=title)
        fields = by_id("new-fields")
        clear(fields)
        fields.appendChild(self.seats(games.GAMES[game].max_players))
        for field in dialog.option_fields(game):
            fields.appendChild(field_element(field))
        players = fields.querySelector("[name=players]")
        if players:
            on(players, "change", lambda _e: self.update_seat_rows())
        self.update_seat_rows()
        by_id("new-error").hidden = True
        by_id("new-dialog").showModal()

    def seats(self, count: int) -> Any:
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

    def submit(self, event: Any) -> None:
        event.preventDefault()
        error = by_id("new-error")
        try:
            options, settings, seats = dialog.read_form(self.game, form_values(by_id("new-form")))
        except games.GameError as err:
            error.textContent = str(err)
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


def field_element(field: dialog.Field) -> Any:
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

"""The start screen drawn from games.ui.start's cards: one card per game, and the
notice of a save set aside.  What each card offers is decided there (tested on
CPython); this module only makes the HTML and wires its buttons."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from dom import by_id, clear, make, on
from games.ui.controller import Controller
from games.ui.i18n import t
from games.ui.start import aside_notice, card_parts, start_cards

if TYPE_CHECKING:
    from js import Element


@dataclass(frozen=True)
class StartActions:
    """What the card buttons do, given the game's name."""

    resume: Callable[[str], None]
    new: Callable[[str], None]
    tutorial: Callable[[str], None]
    other_copy: Callable[[str], None]

    @property
    def by_action(self) -> dict[str, Callable[[str], None]]:
        """Each button's action (games.ui.start.CardPart.action) and what it does."""
        return {"resume": self.resume, "new": self.new, "tutorial": self.tutorial,
                "other-copy": self.other_copy}


def render_start(controller: Controller, actions: StartActions) -> None:
    games_list = by_id("game-list")
    clear(games_list)
    for card in start_cards(controller):
        item = make("li", None, class_="game-card")
        item.appendChild(make("h3", card.title))
        item.appendChild(make("p", card.blurb))
        for part in card_parts(card):
            if part.action:
                item.appendChild(_button(part.text, card.game, part.action, actions.by_action[part.action]))
            else:
                item.appendChild(make("p", part.text, class_="note"))
        games_list.appendChild(item)
    note = by_id("storage-note")
    note.hidden = controller.saves.storage_status == "saving"
    note.textContent = t(f"storage.{controller.saves.storage_status}.about")
    aside = aside_notice(controller)
    by_id("aside-note").hidden = aside is None
    if aside is not None:
        by_id("aside-text").textContent = aside.text
        by_id("aside-note").dataset.game = aside.game


def _button(text: str, game: str, action: str, act: Callable[[str], None]) -> Element:
    button = make("button", text, type="button", data_game=game, data_action=action)
    on(button, "click", lambda _e: act(game))
    return button

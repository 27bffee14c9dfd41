"""The start screen as data: one card per game, and the notice of a save set aside.

What a card offers depends on the saves (a game in progress to resume, the
other copy two tabs left, a tutorial done), so it is decided here, on
CPython, and the bridge only draws it.  Saves are only peeked at
(:meth:`~games.ui.saving.Saves.peek`): listing the games never replays
one, however long.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core import GAMES
from .i18n import t

if TYPE_CHECKING:
    from .controller import Controller


@dataclass(frozen=True)
class StartCard:
    """One game on the start screen; an empty note means "nothing to offer"."""

    game: str
    title: str
    blurb: str
    #: "Game in progress: move 12": offer Resume.
    in_progress: str
    #: Another tab's copy of the game was set aside: offer to open it.
    other_copy: str
    tutorial_done: bool


@dataclass(frozen=True)
class AsideNotice:
    """A save set aside because the page stopped while opening it: try again or discard."""

    game: str
    text: str


@dataclass(frozen=True)
class CardPart:
    """A line of a card below its title and blurb: a note, or a button (``action``)."""

    text: str
    #: "resume", "new", "tutorial" or "other-copy" (the button's data-action); "" for a note.
    action: str = ""


def card_parts(card: StartCard) -> list[CardPart]:
    """What a card offers, in its order: Resume under the game in progress, New and
    Tutorial always, a note once the tutorial is done, and the other tab's copy last."""
    parts = []
    if card.in_progress:
        parts += [CardPart(card.in_progress), CardPart(t("start.resume"), "resume")]
    parts += [CardPart(t("start.new"), "new"), CardPart(t("tutorial.start"), "tutorial")]
    if card.tutorial_done:
        parts.append(CardPart(t("tutorial.done")))
    if card.other_copy:
        parts += [CardPart(card.other_copy), CardPart(t("start.open_other_copy"), "other-copy")]
    return parts


def start_cards(controller: Controller) -> list[StartCard]:
    cards = []
    for game in GAMES:
        saved = controller.saves.peek(game)
        other = controller.saves.peek(game, backup=True)
        cards.append(StartCard(
            game=game,
            title=t(f"game.{game}"),
            blurb=t(f"game.{game}.blurb"),
            in_progress=t("start.in_progress", moves=saved.moves) if saved and not saved.over else "",
            other_copy=t("start.other_copy", moves=other.moves) if other else "",
            tutorial_done=controller.lessons.done(game),
        ))
    return cards


def early_tap(tap: str) -> tuple[str, str] | None:
    """A game tapped on the loading screen before the app was ready (web/boot.js keeps
    "<game> <action>"): the game and its action ("new" or "tutorial"), or None.

    >>> early_tap("quinto new"), early_tap("quinto tutorial"), early_tap("chess new")
    (('quinto', 'new'), ('quinto', 'tutorial'), None)
    """
    game, _, action = tap.partition(" ")
    return (game, action) if game in GAMES and action in ("new", "tutorial") else None


def aside_notice(controller: Controller) -> AsideNotice | None:
    """The first game whose save is set aside (one notice at a time)."""
    games = controller.saves.set_aside_games()
    if not games:
        return None
    return AsideNotice(games[0], t("start.aside", game=t(f"game.{games[0]}")))

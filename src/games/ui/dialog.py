"""The new-game dialog as data: which fields to show, and how to read them back.

The form is generated from each game's :class:`~games.core.Option` list, so a
new option shows up without touching HTML.  Reading the form is pure (text in,
options out) and raises InvalidOptionError with a sentence for the dialog.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from ..core import GameSpec, get_spec
from ..errors import InvalidOptionError
from .i18n import EN, t
from .screens import by_game
from .session import HUMAN, Seat

#: Take-back policies (see games.ui.policy, which reads them): never, within my turn, any time.
TAKEBACK_TURN = "turn"
TAKEBACKS = ("none", TAKEBACK_TURN, "free")

#: Letters of Quinamid's rule variants (option ``variants``).
VARIANT_LETTERS = "abcde"
#: Options that make no sense in a form (tests and puzzles set them by link/CLI).
HIDDEN_OPTIONS = frozenset({"bag"})
#: UI-only settings per game: (setting name, default), from each game's screen spec.
GAME_SETTINGS: Mapping[str, tuple[tuple[str, bool], ...]] = by_game(lambda spec: spec.settings)


#: How long a computer waits before showing its move (seconds), so people can follow.
SPEEDS = {"slow": 1.5, "normal": 0.5, "fast": 0.0}
#: Seat kinds offered in the dialog (a person, the computer at a level, a person on
#: another device: games.ui.devices).
SEAT_CHOICES = ("human", "easy", "medium", "hard", "device")


@dataclass(frozen=True)
class Field:
    """One form control: kind is ``checkbox``, ``select``, ``number`` or ``text``."""

    name: str
    kind: str
    label: str
    default: str
    choices: tuple[tuple[str, str], ...] = ()
    #: "main", or "more": shown under "More options", closed at first (the form fits a phone).
    group: str = "main"
    #: Shown only when the select ``depends_on[0]`` has one of the values ``depends_on[1:]``.
    depends_on: tuple[str, ...] = ()


#: Fields that most games leave alone: under "More options".
MORE_OPTIONS = frozenset({"seed", "setting_confirm", "setting_opposite"})
#: Quinto's number is drawn or chosen only in these variants (plain Quinto is always 5).
NUMBER_VARIANTS = ("plus", "small-fry")


def _label(game: str, key: str) -> str:
    specific = f"opt.{game}.{key}"  # a game's own wording, e.g. opt.quinque.advanced
    return t(specific) if specific in EN else t(f"opt.{key}")


def option_fields(game: str) -> list[Field]:
    spec = get_spec(game)
    fields: list[Field] = []
    for opt in spec.options:
        if opt.name in HIDDEN_OPTIONS:
            continue
        label = _label(game, opt.name)
        if opt.name == "variants":
            for letter in VARIANT_LETTERS:
                fields.append(Field(f"variant_{letter}", "checkbox", t(f"opt.variant_{letter}"), ""))
        elif opt.name == "start":
            fields.append(Field("start", "select", label, "corner",
                                (("corner", t("opt.start.corner")), ("staggered", t("opt.start.staggered")))))
        elif opt.kind == "bool":
            fields.append(Field(opt.name, "checkbox", label, "1" if opt.default else ""))
        elif opt.name == "multile":
            choices = (("", t("opt.multile.random")), *((str(n), str(n)) for n in range(2, 10)))
            fields.append(Field("multile", "select", label, "", choices,
                                depends_on=("variant", *NUMBER_VARIANTS)))
        elif opt.name == "variant":
            fields.append(Field("variant", "select", label, str(opt.default),
                                tuple((str(c), t(f"opt.variant.{c}")) for c in opt.choices)))
        elif opt.name == "players":
            counts = range(spec.min_players, spec.max_players + 1)
            fields.append(Field("players", "select", label, str(opt.default or spec.min_players),
                                tuple((str(n), str(n)) for n in counts)))
        elif opt.kind == "int":
            fields.append(Field(opt.name, "number", label, "" if opt.default is None else str(opt.default)))
        else:
            fields.append(Field(opt.name, "text", label, "" if opt.default is None else str(opt.default)))
    for name, default in GAME_SETTINGS.get(game, ()):
        fields.append(Field(f"setting_{name}", "checkbox", t(f"opt.{name}"), "1" if default else ""))
    fields.append(Field("setting_takeback", "select", t("opt.takeback.label"), TAKEBACK_TURN,
                        tuple((p, t(f"opt.takeback.{p}")) for p in TAKEBACKS)))
    fields.append(Field("setting_confirm", "checkbox", t("opt.confirm"), ""))
    fields.append(Field("setting_opposite", "checkbox", t("opt.opposite"), ""))
    fields.append(Field("setting_speed", "select", t("dialog.speed"), "normal",
                        tuple((s, t(f"dialog.speed.{s}")) for s in SPEEDS)))
    return [replace(f, group="more") if f.name in MORE_OPTIONS else f for f in fields]


def read_options(game: str, values: Mapping[str, str]) -> tuple[dict[str, Any], dict[str, Any]]:
    """Form values (strings; a checkbox is "1" or "") -> (game options, UI settings)."""
    spec: GameSpec = get_spec(game)
    options: dict[str, Any] = {}
    for opt in spec.options:
        if opt.name in HIDDEN_OPTIONS:
            continue
        if opt.name == "variants":
            options["variants"] = "".join(c for c in VARIANT_LETTERS if values.get(f"variant_{c}"))
            continue
        raw = values.get(opt.name, "")
        if opt.kind == "bool":
            options[opt.name] = bool(raw)
        elif opt.kind == "int":
            if raw.strip() == "":
                continue
            try:
                options[opt.name] = int(raw)
            except ValueError:
                raise InvalidOptionError(t("dialog.seed_invalid")) from None
        elif raw != "":
            options[opt.name] = raw
    settings: dict[str, Any] = {
        name: bool(values.get(f"setting_{name}")) for name, _ in GAME_SETTINGS.get(game, ())
    }
    speed = values.get("setting_speed", "normal")
    settings["speed"] = speed if speed in SPEEDS else "normal"
    takeback = values.get("setting_takeback", TAKEBACK_TURN)
    settings["takeback"] = takeback if takeback in TAKEBACKS else TAKEBACK_TURN
    settings["confirm"] = bool(values.get("setting_confirm"))
    settings["opposite"] = bool(values.get("setting_opposite"))
    return options, settings


def read_seats(
    count: int, names: list[str], kinds: list[str], shuffle: random.Random | None = None
) -> tuple[Seat, ...]:
    """Player names and seat kinds -> seats; blank names get the default.

    With ``shuffle`` (a random source) the seats are dealt in a random order:
    the engine's player 0 always starts, so this is how a table draws lots.
    """
    seats = []
    for i in range(count):
        name = (names[i] if i < len(names) else "").strip() or t("dialog.player_name", n=i + 1)
        kind = kinds[i] if i < len(kinds) and kinds[i] in SEAT_CHOICES else HUMAN
        seats.append(Seat(name[:24], kind))
    if shuffle is not None:
        shuffle.shuffle(seats)
    return tuple(seats)


def read_form(
    game: str, values: Mapping[str, str], rng: random.Random | None = None
) -> tuple[dict[str, Any], dict[str, Any], tuple[Seat, ...]]:
    """The whole new-game form -> (options, settings, seats).

    ``values`` holds every control by name (checkboxes "1" or ""); ``rng``
    deals the seats when the form asks to shuffle them.
    """
    spec = get_spec(game)
    options, settings = read_options(game, values)
    try:
        count = int(values.get("players") or spec.min_players)
    except ValueError:
        raise InvalidOptionError(t("dialog.players_invalid")) from None
    names = [values.get(f"name_{i}", "") for i in range(count)]
    kinds = [values.get(f"kind_{i}", "") for i in range(count)]
    shuffle = (rng or random.Random()) if values.get("shuffle_seats") else None
    return options, settings, read_seats(count, names, kinds, shuffle)

"""The one translation table for every string a person sees, in four languages.

HTML elements carry ``data-i18n="key"`` and are filled from here; Python
code calls :func:`t` (and :func:`tn` for a text that depends on a count).
Messages raised by the rules engines are :class:`games.errors.Message`
values: the English sentence with its template (the msgid, gettext-style)
and its values.  :func:`t_message` looks the msgid up under ``"msg:" + msgid``
and fills the values in, so a translation puts numbers and squares where its
grammar wants them; without a translation it falls back to the English sentence.

The tables are data, not code: one JSON catalog per language and part,
``locales/<code>/<domain>.json`` beside this module (:data:`DOMAINS`), read
with the package's own loader (so from a zip as from site-packages, and
without ``importlib.resources``, which the site's cut standard library does
not ship).  An entry is a text, or a plural object with one text per CLDR
category of the language (:mod:`games.ui.plurals`); the table holds its
"other" form, so every table keeps exactly the English keys.  The rules
name their pictures (``<figure data-diagram="<caption key>"></figure>``) and
get them from :mod:`games.ui.rule_diagrams` when such a text is first asked for.

Every table has exactly the English keys and the same ``{placeholders}``,
and translates every msgid the engines can raise: ``tests/test_i18n.py``
checks both (``tools/check_catalog.py`` runs those checks on one folder).
:func:`choose_language` decides which table the page uses.

Only English (every other table's fallback) is read with this module;
another language is read when it is first chosen (:func:`set_language`) or
through :data:`TABLES`, so a language that arrives as an archive of its own
(:mod:`games.ui.language_pack`) is needed only then; :data:`LANGUAGE_NAMES`
and :func:`supported` never read one (``tests/test_i18n.py`` checks it).
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterable, Iterator, Mapping
from typing import Any
from urllib.parse import parse_qsl

from ..errors import Message
from .plurals import category
from .storage import PREFIX

__all__ = [
    "DOMAINS",
    "EN",
    "ENGINE",
    "LANGUAGE_KEY",
    "LANGUAGE_NAMES",
    "TABLES",
    "catalog",
    "choose_language",
    "domain_table",
    "drawn",
    "language",
    "query_language",
    "set_language",
    "supported",
    "t",
    "t_message",
    "tn",
    "with_language",
]

#: Each language by its own name, in the order the picker offers them.  Its table is the
#: folder ``locales/<code>/`` of catalogs.
LANGUAGE_NAMES: dict[str, str] = {"en": "English", "fr": "Français", "ms": "Bahasa Melayu", "br": "Brezhoneg"}
#: Where the player's choice is kept (with the saves, through the never-raising SaveStore).
LANGUAGE_KEY = PREFIX + "lang"
#: Keys of engine messages: this prefix, then the English msgid.
ENGINE = "msg:"
#: The parts of a language's table, one catalog file each (``locales/fr/moves.json``), in
#: the order they are merged.  English has no ``engine`` part: its msgids are English.
DOMAINS = ("strings", "rules", "quinto", "quinamid", "moves", "tutorial", "engine")
#: Where a rules text names one of its pictures (see rule_diagrams.figure_html).
_FIGURE = re.compile(r'<figure data-diagram="([a-z_.]+)"></figure>')


def catalog(code: str, domain: str) -> dict[str, str | dict[str, str]]:
    """One part of a language's table as its file holds it (plural entries as objects).

    Read through this package's loader: a plain file in site-packages (where a
    language's archive unpacks) or a member of a zip.  A missing file raises
    ``FileNotFoundError`` (an ``OSError``): English has no ``engine`` part, and a
    language whose archive is not unpacked yet has none at all.
    """
    loader: Any = __spec__.loader
    path = os.path.join(os.path.dirname(__file__), "locales", code, domain + ".json")
    try:
        data = loader.get_data(path)
    except OSError as error:  # a zip's loader says OSError(0, ...), a folder's FileNotFoundError
        raise FileNotFoundError(f"no catalog {code}/{domain}.json") from error
    entries = json.loads(data.decode("utf-8"))
    if not isinstance(entries, dict):
        raise ValueError(f"{code}/{domain}.json is not an object")
    return entries


def domain_table(code: str, domain: str) -> dict[str, str]:
    """The entries of one catalog as ``code``'s table holds them (pictures drawn, a plural
    entry its "other" form), for tests and tools that check a part on its own."""
    table = TABLES[code]
    return {key: drawn(table, key) for key in catalog(code, domain)}


def _read(code: str) -> tuple[dict[str, str], dict[str, dict[str, str]]]:
    """A language's table (each plural entry its "other" form) and its plural entries."""
    table: dict[str, str] = {}
    plurals: dict[str, dict[str, str]] = {}
    for domain in DOMAINS:
        if domain == "engine" and code == "en":
            continue  # English's msgids are English
        entries = catalog(code, domain)
        for key, text in entries.items():
            if isinstance(text, dict):
                plurals[key] = text
                text = text["other"]
            table[key] = text
    return table, plurals


def drawn(table: dict[str, str], key: str) -> str:
    """``table[key]`` with the pictures it names drawn, kept drawn in the table.

    Drawn when a rules text is first asked for, not when the catalog is read: the
    pictures come from every game's lessons, which the first screen does not need.
    """
    text = table[key]
    if "data-diagram" not in text:
        return text
    from .rule_diagrams import DIAGRAMS, figure_html

    by_caption = {d.caption_key: d for diagrams in DIAGRAMS.values() for d in diagrams}
    table[key] = _FIGURE.sub(lambda m: figure_html(by_caption[m[1]], table[m[1]]), text)
    return table[key]


class _Tables(Mapping[str, dict[str, str]]):
    """Every language's table by its code, each read the first time it is asked for.

    The keys are :data:`LANGUAGE_NAMES`' (iterating, ``len`` and ``in`` read
    nothing); ``TABLES["fr"]`` reads ``locales/fr/`` (its rules, tutorials and
    engine messages with it) once, and ``TABLES.items()`` every language.
    """

    def __init__(self) -> None:
        self._loaded: dict[str, dict[str, str]] = {}
        self._plurals: dict[str, dict[str, dict[str, str]]] = {}

    def __getitem__(self, code: str) -> dict[str, str]:
        table = self._loaded.get(code)
        if table is None:
            if code not in LANGUAGE_NAMES:
                raise KeyError(code)
            table, self._plurals[code] = _read(code)
            self._loaded[code] = table
        return table

    def plurals(self, code: str) -> dict[str, dict[str, str]]:
        """The plural entries of ``code``'s table (read with it), each by its key."""
        self[code]
        return self._plurals[code]

    def __contains__(self, code: object) -> bool:
        return code in LANGUAGE_NAMES

    def __iter__(self) -> Iterator[str]:
        return iter(LANGUAGE_NAMES)

    def __len__(self) -> int:
        return len(LANGUAGE_NAMES)

    def loaded(self) -> list[str]:
        """The codes whose table is read so far (for tests and measurements)."""
        return [code for code in LANGUAGE_NAMES if code in self._loaded]


#: Every language's table by its code (read only; see :class:`_Tables`).
TABLES = _Tables()
#: The English table, every other one's fallback, read with this module.
EN = TABLES["en"]
_language = "en"
_table = EN


def supported(code: object) -> str | None:
    """The table for a language tag, by its base language ("fr-CA" -> "fr"), or None.

    >>> supported("fr-CA"), supported("BR"), supported("ms_MY"), supported("de"), supported(None)
    ('fr', 'br', 'ms', None, None)
    """
    if not isinstance(code, str):
        return None
    base = code.strip().replace("_", "-").split("-")[0].lower()
    return base if base in TABLES else None


def choose_language(query_lang: str | None, saved: str | None, browser_languages: Iterable[str]) -> str:
    """The page's language: ``?lang=xx``, else the saved choice, else the first of the
    browser's languages we have (``navigator.languages``), else English.

    Anything unsupported at one step falls through to the next.

    >>> choose_language("br", "fr", ["ms-MY"])
    'br'
    >>> choose_language(None, "fr", ["ms-MY"])
    'fr'
    >>> choose_language("xx", None, ["de-DE", "ms-MY", "fr"])
    'ms'
    >>> choose_language(None, None, ["de", "nl"])
    'en'
    """
    for code in (query_lang, saved, *browser_languages):
        found = supported(code)
        if found is not None:
            return found
    return "en"


def query_language(search: str) -> str | None:
    """The ``lang`` parameter of a query string (``location.search``), if any.

    >>> query_language("?game=quinto&lang=fr"), query_language("?lang="), query_language("")
    ('fr', None, None)
    """
    for key, value in parse_qsl(search.removeprefix("?"), keep_blank_values=True):
        if key == "lang" and value:
            return value
    return None


def with_language(search: str, code: str) -> str:
    """``search`` with its ``lang`` parameter set to ``code`` when it has one (an address
    that says its language keeps saying the one now chosen); otherwise unchanged.

    >>> with_language("?lang=fr&embed=1", "br"), with_language("?game=quinto", "br")
    ('?lang=br&embed=1', '?game=quinto')
    """
    parts = search.removeprefix("?").split("&") if search.strip("?") else []
    changed = [f"lang={code}" if part.split("=")[0] == "lang" else part for part in parts]
    return "?" + "&".join(changed) if changed else search


def set_language(code: str) -> str:
    """Choose the language (falls back to English); returns the one in use."""
    global _language, _table
    chosen = supported(code) or "en"
    _table = TABLES[chosen]  # read now, not at the first word drawn
    _language = chosen
    return _language


def language() -> str:
    return _language


def t(key: str, **params: Any) -> str:
    """The translated string for ``key`` with ``{params}`` filled in.

    A plural entry gives its "other" form here (:func:`tn` picks by a count).
    An unknown key is a programming error: it raises KeyError so tests catch it.
    """
    table = _table if _table.get(key) else EN
    text = drawn(table, key)
    return text.format(**params) if params else text


def tn(key: str, count: int, **params: Any) -> str:
    """The form of ``key`` that the number ``count`` takes in the current language, filled in.

    ``count`` picks the CLDR category (:func:`games.ui.plurals.category`); the
    text is filled with ``params`` (which name the number where the text shows
    it).  A key that is no plural entry in this language is its one text.
    """
    code = _language if _table.get(key) else "en"
    forms = TABLES.plurals(code).get(key)
    if forms is None:
        return t(key, **params)
    text = forms.get(category(code, count)) or forms["other"]
    return text.format(**params)


def t_message(message: str | BaseException) -> str:
    """An engine message (a Message, or an error carrying one) in the current language.

    The template is looked up by msgid and filled with the params, each param
    that is itself a Message translated in turn.  Plain text is looked up as
    is (a msgid without params); anything unknown stays English.
    """
    if isinstance(message, BaseException):
        message = getattr(message, "message", None) or str(message)
    table = _table
    if not isinstance(message, Message):
        return table.get(ENGINE + message, message)
    template = table.get(ENGINE + message.msgid, message.msgid)
    if not message.params:
        return template
    params = {k: t_message(v) if isinstance(v, Message) else v for k, v in message.params.items()}
    return template.format(**params)

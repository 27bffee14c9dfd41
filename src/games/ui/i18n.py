"""The one translation table for every string a person sees, in four languages.

HTML elements carry ``data-i18n="key"`` and are filled from here; Python
code calls :func:`t`.  Messages raised by the rules engines are
:class:`games.errors.Message` values: the English sentence with its template
(the msgid, gettext-style) and its values.  :func:`t_message` looks the
msgid up under ``"msg:" + msgid`` and fills the values in, so a translation
puts numbers and squares where its grammar wants them; without a
translation it falls back to the English sentence.

Every table has exactly the English keys and the same ``{placeholders}``,
and translates every msgid the engines can raise: ``tests/test_i18n.py``
checks both.  :func:`choose_language` decides which table the page uses.

Only English (every other table's fallback) is imported with this module.  A
table with its rules and tutorials is about 30 kB of bytecode that Python
unmarshals and runs in WebAssembly while the player waits, so another
language is imported when it is first chosen (:func:`set_language`) or read
through :data:`TABLES`; :data:`LANGUAGE_NAMES` and :func:`supported` never
import one (``tests/test_i18n.py`` checks it in a fresh interpreter).
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable, Iterator, Mapping
from typing import Any
from urllib.parse import parse_qsl

from ..errors import Message
from .storage import PREFIX
from .strings_en import EN

__all__ = [
    "EN",
    "ENGINE",
    "LANGUAGE_KEY",
    "LANGUAGE_NAMES",
    "TABLES",
    "choose_language",
    "language",
    "query_language",
    "set_language",
    "supported",
    "t",
    "t_message",
    "with_language",
]

#: Each language by its own name, in the order the picker offers them.  Its table is the
#: module ``strings_<code>`` and its dict ``<CODE>`` (``strings_fr.FR``).
LANGUAGE_NAMES: dict[str, str] = {"en": "English", "fr": "Français", "ms": "Bahasa Melayu", "br": "Brezhoneg"}
#: Where the player's choice is kept (with the saves, through the never-raising SaveStore).
LANGUAGE_KEY = PREFIX + "lang"
#: Keys of engine messages: this prefix, then the English msgid.
ENGINE = "msg:"


class _Tables(Mapping[str, dict[str, str]]):
    """Every language's table by its code, each imported the first time it is read.

    The keys are :data:`LANGUAGE_NAMES`' (iterating, ``len`` and ``in`` import
    nothing); ``TABLES["fr"]`` imports ``strings_fr`` (its rules, tutorials and
    engine messages with it) once, and ``TABLES.items()`` every language.
    """

    def __init__(self) -> None:
        self._loaded: dict[str, dict[str, str]] = {"en": EN}

    def __getitem__(self, code: str) -> dict[str, str]:
        table = self._loaded.get(code)
        if table is None:
            if code not in LANGUAGE_NAMES:
                raise KeyError(code)
            module = importlib.import_module(f"{__package__}.strings_{code}")
            table = self._loaded[code] = getattr(module, code.upper())
        return table

    def __contains__(self, code: object) -> bool:
        return code in LANGUAGE_NAMES

    def __iter__(self) -> Iterator[str]:
        return iter(LANGUAGE_NAMES)

    def __len__(self) -> int:
        return len(LANGUAGE_NAMES)

    def loaded(self) -> list[str]:
        """The codes whose table is imported so far (for tests and measurements)."""
        return [code for code in LANGUAGE_NAMES if code in self._loaded]


#: Every language's table by its code (read only; see :class:`_Tables`).
TABLES = _Tables()
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
    _table = TABLES[chosen]  # imported now, not at the first word drawn
    _language = chosen
    return _language


def language() -> str:
    return _language


def t(key: str, **params: Any) -> str:
    """The translated string for ``key`` with ``{params}`` filled in.

    An unknown key is a programming error: it raises KeyError so tests catch it.
    """
    text = _table.get(key) or EN[key]
    return text.format(**params) if params else text


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

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
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any
from urllib.parse import parse_qsl

from ..errors import Message
from .storage import PREFIX
from .strings_br import BR
from .strings_en import EN
from .strings_fr import FR
from .strings_ms import MS

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

TABLES: dict[str, dict[str, str]] = {"en": EN, "fr": FR, "ms": MS, "br": BR}
#: Each language by its own name, in the order the picker offers them.
LANGUAGE_NAMES: dict[str, str] = {"en": "English", "fr": "Français", "ms": "Bahasa Melayu", "br": "Brezhoneg"}
#: Where the player's choice is kept (with the saves, through the never-raising SaveStore).
LANGUAGE_KEY = PREFIX + "lang"
#: Keys of engine messages: this prefix, then the English msgid.
ENGINE = "msg:"
_language = "en"


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
    global _language
    _language = supported(code) or "en"
    return _language


def language() -> str:
    return _language


def t(key: str, **params: Any) -> str:
    """The translated string for ``key`` with ``{params}`` filled in.

    An unknown key is a programming error: it raises KeyError so tests catch it.
    """
    table = TABLES[_language]
    text = table.get(key) or EN[key]
    return text.format(**params) if params else text


def t_message(message: str | BaseException) -> str:
    """An engine message (a Message, or an error carrying one) in the current language.

    The template is looked up by msgid and filled with the params, each param
    that is itself a Message translated in turn.  Plain text is looked up as
    is (a msgid without params); anything unknown stays English.
    """
    if isinstance(message, BaseException):
        message = getattr(message, "message", None) or str(message)
    table = TABLES[_language]
    if not isinstance(message, Message):
        return table.get(ENGINE + message, message)
    template = table.get(ENGINE + message.msgid, message.msgid)
    if not message.params:
        return template
    params = {k: t_message(v) if isinstance(v, Message) else v for k, v in message.params.items()}
    return template.format(**params)

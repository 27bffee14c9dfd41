"""The one translation table for every string a person sees.

HTML elements carry ``data-i18n="key"`` and are filled from here at start;
Python code calls :func:`t`.  Messages raised by the rules engines are
English sentences; :func:`t_message` looks them up by their English text
(gettext-style msgids) so a translation can cover them too, and falls back
to the English sentence.  To add a language, add a table with the same keys:
``tests/test_i18n.py`` checks that every table has exactly the English keys
and the same ``{placeholders}``.
"""

from __future__ import annotations

from typing import Any

from .strings_en import EN

__all__ = ["EN", "TABLES", "language", "set_language", "t", "t_message"]

TABLES: dict[str, dict[str, str]] = {"en": EN}
_language = "en"


def set_language(code: str) -> str:
    """Choose the language (falls back to English); returns the one in use."""
    global _language
    base = code.split("-")[0].lower()
    _language = base if base in TABLES else "en"
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


def t_message(message: str) -> str:
    """Translate an engine message (msgid = the English sentence) if a table has it."""
    return TABLES[_language].get("msg:" + message, message)

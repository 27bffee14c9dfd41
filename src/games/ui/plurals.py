"""Which plural form a count takes in each language: the CLDR cardinal rules.

A catalog entry may be a plural object, one text per CLDR category the
language has (``{"one": "{points} point", "other": "{points} points"}``);
:func:`games.ui.i18n.tn` picks the form with :func:`category`.  The rules are
CLDR's (https://www.unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html)
restricted to whole numbers, which is all the games count: scores, moves, tiles.

Each language's categories are :data:`CATEGORIES`; ``tests/test_i18n.py``
checks every plural entry of a catalog has exactly those of its language.
"""

from __future__ import annotations

from collections.abc import Callable

__all__ = ["CATEGORIES", "RULES", "category"]


def _english(n: int) -> str:
    return "one" if n == 1 else "other"


def _french(n: int) -> str:
    # one: i = 0,1; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 ("1 000 000 de points")
    if n in (0, 1):
        return "one"
    return "many" if n % 1_000_000 == 0 else "other"


def _malay(n: int) -> str:
    return "other"  # no grammatical plural after a number


def _breton(n: int) -> str:
    # CLDR: one n%10=1 and n%100!=11,71,91; two n%10=2 and n%100!=12,72,92;
    # few n%10=3..4,9 and n%100 not in 10..19,70..79,90..99; many n!=0 and n%1000000=0
    tens, units = n % 100, n % 10
    if units == 1 and tens not in (11, 71, 91):
        return "one"
    if units == 2 and tens not in (12, 72, 92):
        return "two"
    if units in (3, 4, 9) and not (10 <= tens <= 19 or 70 <= tens <= 79 or 90 <= tens <= 99):
        return "few"
    if n != 0 and n % 1_000_000 == 0:
        return "many"
    return "other"


#: Each language's rule: a whole number -> its CLDR category.
RULES: dict[str, Callable[[int], str]] = {"en": _english, "fr": _french, "ms": _malay, "br": _breton}
#: The categories each language's plural entries must give, "other" (every language's) last.
CATEGORIES: dict[str, tuple[str, ...]] = {
    "en": ("one", "other"),
    "fr": ("one", "many", "other"),
    "ms": ("other",),
    "br": ("one", "two", "few", "many", "other"),
}


def category(code: str, count: int) -> str:
    """The CLDR category of the whole number ``count`` in language ``code`` (by sign-free value).

    >>> [category("en", n) for n in (0, 1, 2)]
    ['other', 'one', 'other']
    >>> [category("fr", n) for n in (0, 1, 2, 1_000_000)]
    ['one', 'one', 'other', 'many']
    >>> category("ms", 1)
    'other'
    >>> [category("br", n) for n in (1, 2, 3, 4, 5, 9, 21, 22, 23, 1_000_000)]
    ['one', 'two', 'few', 'few', 'other', 'few', 'one', 'two', 'few', 'many']
    >>> [category("br", n) for n in (0, 11, 12, 13, 71, 72, 79, 91, 99, 100)]
    ['other', 'other', 'other', 'other', 'other', 'other', 'other', 'other', 'other', 'other']
    """
    return RULES.get(code, _english)(abs(int(count)))

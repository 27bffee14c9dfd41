"""What the translation tests share: each language's parts as its table holds them."""

from __future__ import annotations

from games.ui.i18n import DOMAINS, LANGUAGE_NAMES, domain_table

#: The parts of each language but English, each as its table holds it (games.ui.i18n.DOMAINS).
LANGUAGE_PARTS = {
    code: tuple(domain_table(code, domain) for domain in DOMAINS if domain != "strings")
    for code in LANGUAGE_NAMES if code != "en"
}

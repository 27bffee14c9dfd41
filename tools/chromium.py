"""How this project launches Chromium (shared by e2e/conftest.py and bench/).

CI installs Debian's chromium with apt and Playwright drives it directly
(no ``playwright install`` download).  The flags keep a headless run quiet
and offline: no first-run UI, no background requests to Google services
(they would trip the e2e guard against foreign requests), no QUIC.  Where
/usr/bin/chromium is absent (a developer laptop) Playwright's own Chromium is
used with the same flags.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

DEBIAN_CHROMIUM = Path("/usr/bin/chromium")
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def launch_options(**extra: Any) -> dict[str, Any]:
    """Keyword arguments for ``playwright.chromium.launch()`` / ``launch_persistent_context()``."""
    options: dict[str, Any] = {**extra, "args": [*ARGS, *extra.get("args", [])]}
    if DEBIAN_CHROMIUM.exists():
        options["executable_path"] = str(DEBIAN_CHROMIUM)
    return options

"""Browser bridge (placeholder while the UI lands): proves Python booted."""

from js import document  # type: ignore[import-not-found]

import games

document.getElementById("loading").hidden = True
app = document.getElementById("app")
app.hidden = False
app.textContent = "Games: " + ", ".join(sorted(games.GAMES))
document.documentElement.dataset.ready = "1"

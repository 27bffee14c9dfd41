"""How long each computer level may think per move in the browser.

A module of its own, so the page can read the numbers without importing the
computer players (they run in a worker, and load there).
"""

from __future__ import annotations

#: Seconds per move of each level in the browser, where the time on the
#: device (not the work budget) bounds the wait: ``choose_move(state, level,
#: seed, seconds=BROWSER_DEADLINES[level])`` returns by then (plus a few
#: milliseconds).  Quinque Hard, on purpose, spends its time by the turn:
#: it decides both actions at the first, in the time of both
#: (:data:`.quinque_hard.TURN_ACTIONS`), and plays the second at once; and the
#: checks of the turn it chose may run over, to
#: :data:`.quinque_hard.OVERTIME` times its time, in a sharp position where
#: no turn has passed them yet (a turn played unchecked is how Hard lost and
#: drew there).  The work budgets stay for tests and the arena.
BROWSER_DEADLINES: dict[str, float] = {"easy": 0.3, "medium": 0.6, "hard": 1.0}

"""The search's budget: how much work, and until when, a move may take.

In its own module so that the knowledge plug-ins (which solve tactics within
a budget) and the search (which hands them one) both import it without
importing each other.
"""

from __future__ import annotations

import time
from dataclasses import dataclass


class OutOfBudget(Exception):
    """Raised inside a search when its budget is spent; caught at the root."""


@dataclass
class Budget:
    """Search work allowed: ``nodes`` moves played, and optionally a deadline
    (a ``time.perf_counter()`` value).

    ``enforced`` lifts the *work* limit while a level's minimum depth is
    searched (that depth is what the level promises, whatever the budget);
    the deadline always holds, because a person is waiting: a search cut
    by it answers with the best move found so far.
    """

    nodes: int
    deadline: float | None = None
    used: int = 0
    enforced: bool = True

    def charge(self, amount: int = 1) -> None:
        self.used += amount
        if self.enforced and self.used > self.nodes:
            raise OutOfBudget
        if self.deadline is not None and time.perf_counter() > self.deadline:
            raise OutOfBudget

    @property
    def late(self) -> bool:
        """True once the deadline (if any) has passed."""
        return self.deadline is not None and time.perf_counter() > self.deadline

    @property
    def spent(self) -> bool:
        if self.used >= self.nodes:
            return True
        return self.deadline is not None and time.perf_counter() > self.deadline

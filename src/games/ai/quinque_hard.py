"""Quinque Hard's move: the turn search's ranking, then checks of the turn chosen.

First, a win within the turn is looked for exactly, on the search board
(:func:`.quinque_board_wins.turn_win`), not only with the threat detector,
which misses wins made possible only by the turn's own first action: Hard
had such wins and played on.

Why check at all?  The search (:mod:`.quinque_search`) sees a few replies
per turn, the likeliest ones; what it prunes can lose the game.  So before
a turn is played:

* A claimed double threat must resist a far wider look at the opponent's
  replies (:meth:`CheckedSearch.wide_defence`).
* The turn must not let the opponent win at once, checked exactly: the
  detector first (cached, as the search asked it already), then the
  board's exact check (:class:`.quinque_board_wins.ExactWins`: one board of
  the position searched, each turn made on it and unmade).
* Then the turn is checked for a *squeeze* (:meth:`CheckedSearch.squeeze`):
  a reply of the opponent, among their likeliest first actions and the best
  second actions after each, that makes threats no defence stops.  That is
  how Hard lost the games to the greedy player that were studied: a turn
  safe for one turn, then threats set up by an unremarkable pair of actions
  the reply search had pruned.  A squeezed turn hands the choice on to the
  next safe one (up to :data:`CHECKED_TURNS` are looked at); the defence
  search is small, so a squeeze it reports may be wrong, and when every
  safe turn looked at is squeezed, the one whose squeeze is hardest to find
  is played (:func:`_least_squeezed`).
* When every turn looked at loses at once, the rescue looks for any turn
  that does not.

A deadline (in the browser) stops the ranking of turns at
:data:`RANKING_SHARE` of the time, with the best turns found so far, and
leaves the rest to the checks: on a slow device the ranking alone could use
all the time, and a turn never checked may hand the opponent a win at once.
The checks may run past the deadline, up to :data:`OVERTIME` times the time
given, until a turn passes them: a person waits a little longer in a sharp
position rather than see Hard play a turn it has not checked.  With a
deadline, Hard also decides its whole turn at the first action, with the
time of both (:data:`TURN_ACTIONS`), and plays the second as planned.
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from dataclasses import replace
from itertools import chain

from ..core import GameState, Move
from ..quinque import QuinqueState
from .knowledge import WIN, Settings
from .quinque_board_wins import ExactWins
from .quinque_candidates import widened
from .quinque_eval import QuinqueKnowledge
from .quinque_search import (
    DOUBLE_THREAT,
    LEAF_COST,
    HardKnowledge,
    Spots,
    Turn,
    TurnSearch,
)
from .search import Budget, OutOfBudget

#: The most replies :meth:`CheckedSearch.wide_defence` tries (in all, per decision),
#: and second actions per first.
WIDE_CHECKS = 800
WIDE_SECONDS = 10
#: The most moves the rescue plays (it runs only when every turn looked at loses).
RESCUE_PLAYS = 4000
#: The squeeze check of the turn chosen: the opponent's replies it tries
#: (first actions, second actions after each).  Ten second actions, not
#: six: a squeeze that lost Hard games came from a second action ranked
#: below the sixth.  The first six after every
#: first action are tried before the rest, so a check cut short by the
#: deadline has looked where a squeeze is likeliest.
SQUEEZE_FIRSTS = 16
SQUEEZE_SECONDS = 10
SQUEEZE_NEAR = 6
#: The most turns of the ranking the checks look at before giving up on them
#: (then the rescue), each checked for a squeeze.  Looking this far, Hard is
#: often out of a bind where the best few turns are all squeezed, instead of
#: repeating moves; :func:`_least_squeezed` chooses among squeezed ones.
CHECKED_TURNS = 12
#: With a deadline, the share of the time left that ranks turns; the rest is
#: for the checks of the turn chosen (most need 0.1-0.7 s on a laptop), and
#: they may run over (:data:`OVERTIME`).  Most decisions end well before the
#: deadline; where the ranking is cut, it is cut in the reply search of a
#: sharp position, where the arena's Hard (which searches the replies of all
#: its best turns) wins games the browser's drew.
RANKING_SHARE = 0.8
#: With a deadline, how far past it (a multiple of the time given) the checks
#: may run.  They end as soon as a turn passes them, so this time is used
#: only where the turn is not yet shown safe: a sharp position, where a turn
#: played unchecked is how the browser's Hard lost and drew far more than
#: the arena's (whose checks no budget stops).  Most turns still come well
#: within the time.  Five times instead won more games on the tuning seeds
#: but fewer on the hold-out, with waits of up to twice as long, so not
#: (bench/records/README.md, "A faster detector, then longer checks").
OVERTIME = 2.5
#: With a deadline, the first action of a turn takes the time of this many
#: actions, and the second is then played from the turn chosen (see
#: :data:`_PLANNED`): the whole turn was ranked and checked at the first.
#: Searching again at the second action costs much time and mostly chooses
#: the planned action anyway; at a deadline that time buys more in the first
#: action's ranking, which on a slow device does not get through the turns
#: otherwise.
TURN_ACTIONS = 2
#: The second action of the turn Hard chose last, keyed by the history of the
#: position after its first: at most one entry, replaced at every Hard move
#: with a deadline.  A cache, not game state: a miss searches again.
_PLANNED: dict[tuple[str, ...], Move] = {}


class CheckedSearch(TurnSearch):
    """The turn search, with the checks of the turn it chose; see the module docstring."""

    def __init__(self, kn: HardKnowledge, budget: Budget, settings: Settings, wins: ExactWins) -> None:
        super().__init__(kn, budget, settings)
        self.wide_left = WIDE_CHECKS  # shared by every wide_defence of one decision
        #: Exact wins within the turn, on a board of the position searched.
        self.wins = wins

    def opponent_wins(self, after: QuinqueState, me: int) -> bool:
        """Exactly: can the player to move in ``after`` win within their turn?
        The detector's answer (cached: the search asked it already) first, then
        the board's exact check."""
        if after.is_over:
            return after.winner is not None and after.winner != me
        if self.kn.can_win(after):
            return True
        return self.wins.first_action(after) is not None

    def wide_defence(self, after: QuinqueState, me: int) -> Turn | None:
        """A reply of the player to move in ``after`` that leaves ``me`` no win at
        once, looked for far wider than the search's replies (every first
        action, blocks first, and its best second ones); None if there is none
        within :data:`WIDE_CHECKS` (shared by a decision's checks) or the time.
        A double threat is only believed when this finds nothing: the search's
        replies are too few to prove one, and a greedy opponent looks wider
        than they do."""
        kn = self.kn
        opp = after.to_move
        assert opp is not None
        spots = kn.hot_spots(after)
        for first, second, end in self.replies(after, spots, kn.ranked(after, spots), WIDE_SECONDS):
            self.wide_left -= 1
            if self.wide_left < 0 or self.budget.late:
                return None
            if end.is_over:
                if end.winner == me:
                    continue
            elif kn.can_win(end):
                continue
            return Turn(first, second, end, self.leaf(end, opp))
        return None

    def replies(
        self, after: QuinqueState, spots: Spots, firsts: list[Move], seconds: int, skip: int = 0
    ) -> Iterator[tuple[Move, Move | None, QuinqueState]]:
        """The turns of the player to move in ``after`` that the wide checks
        try, one at a time: each of ``firsts``, then (while the turn goes on)
        the ``seconds`` best second actions after it, ranked with ``spots``
        (those of the turn's start), less the ``skip`` best (tried already,
        with the turns that end after their first action)."""
        mover = after.to_move
        for first in firsts:
            s1 = after.play(first)
            assert isinstance(s1, QuinqueState)
            if s1.is_over or s1.to_move != mover:
                if not skip:
                    yield first, None, s1
                continue
            for second in self.kn.ranked(s1, spots)[skip:seconds]:
                end = s1.play(second)
                assert isinstance(end, QuinqueState)
                yield first, second, end

    def squeeze(self, after: QuinqueState, me: int) -> Turn | None:
        """A reply of the opponent (to move in ``after``) that makes threats
        ``me`` finds no defence against (:meth:`.HardKnowledge.can_defend`), or
        None.  The search's own replies are a few per turn; a squeeze is
        usually an unremarkable pair of actions that only together make two
        threats, so this looks wider, at the opponent's likeliest first
        actions and the best second actions after each."""
        found = self.first_squeeze(after, me)
        return None if found is None else found[1]

    def first_squeeze(self, after: QuinqueState, me: int) -> tuple[int, Turn] | None:
        """:meth:`squeeze`, with how many of the opponent's replies, likeliest
        first, came before it: the later a squeeze comes in that order, the
        less likely an opponent is to find it."""
        kn = self.kn
        opp = after.to_move
        assert opp is not None
        spots = kn.hot_spots(after)
        firsts = widened(kn.ranked(after, spots), SQUEEZE_FIRSTS, kn.doubles, marks=True)
        near = self.replies(after, spots, firsts, SQUEEZE_NEAR)
        further = self.replies(after, spots, firsts, SQUEEZE_SECONDS, SQUEEZE_NEAR)
        for before, (first, second, end) in enumerate(chain(near, further)):
            self.budget.charge(LEAF_COST + 2)  # the actions played, and the look at where they lead
            if end.is_over:
                if end.winner == opp:
                    return before, Turn(first, second, end, WIN)
                continue
            if not kn.plans(end, opp) or kn.can_win(end):
                continue  # no threat to meet, or ``me`` wins first
            if not kn.can_defend(end):
                return before, Turn(first, second, end, DOUBLE_THREAT)
        return None

    def rescue(self, state: QuinqueState, me: int) -> Move | None:
        """Any first action after which some second one (or none) leaves the
        opponent no win at once: blocks first (Hard's ranking), until found or
        out of time."""
        return self.kn.rescue(state, me, self.budget.deadline, RESCUE_PLAYS)


def hard_move(kn: HardKnowledge, state: QuinqueState, me: int, budget: Budget) -> Move:
    """Quinque Hard's action in ``state`` (the first of the best turn, or its second)."""
    kn.player = me
    kn.view(state, me)  # positions of this game since the last parachute
    deadline = budget.deadline
    planned = _PLANNED.pop(state.history, None) if deadline is not None else None
    _PLANNED.clear()
    plan = kn.win_plan(state)
    if plan is not None and plan.first is not None:
        return plan.first
    wins = ExactWins(state)
    won = wins.first_action(state)  # a win the detector misses (see the module docstring)
    if won is not None:
        return won
    if planned is not None and planned in state.legal_moves():
        return planned
    kn.decide_weights(state, timed=deadline is not None)
    # With a deadline, the search leaves time for the checks: without them a
    # turn that lets the opponent win at once could be played on a slow device.
    if deadline is not None:
        now = time.perf_counter()
        left = max(0.0, deadline - now)
        turn_time = TURN_ACTIONS * left if state.action == 0 else left
        budget = replace(budget, deadline=now + RANKING_SHARE * turn_time)
        deadline = now + max(turn_time, OVERTIME * left)  # the checks' own limit: see OVERTIME
    search = CheckedSearch(kn, budget, kn.levels, wins)
    ranking = search.ranking(state, max(1, kn.levels.depth))
    # The checks below are not charged to the (spent) budget; only the deadline stops them.
    search.budget = Budget(1 << 62, deadline)
    kn.charge = search.budget.charge
    if not ranking:
        return kn.ranked(state)[0]
    try:
        first, second = _checked(search, state, me, ranking)
    except OutOfBudget:  # out of time: the best turn as ranked
        return ranking[0][1].first
    if deadline is not None and second is not None and state.action == 0:
        _PLANNED[state.play(first).history] = second
    return first


def _checked(
    search: CheckedSearch, state: QuinqueState, me: int, ranking: list[tuple[float, Turn]]
) -> tuple[Move, Move | None]:
    """The first well-ranked turn that survives the checks: a claimed double
    threat must resist :meth:`CheckedSearch.wide_defence`, and no turn may let the
    opponent win at once (:meth:`CheckedSearch.opponent_wins`); else the rescue.
    Its first action, and its second if the turn passed the check of a win at
    once (None if not, or if the turn has no second action to plan)."""
    doubted: set[int] = set()
    #: Safe turns the opponent can answer with a squeeze, in rank order, each
    #: with how many likelier replies came before its squeeze.
    squeezed: list[tuple[int, Turn]] = []
    tried = 0
    while tried < len(ranking) and tried < CHECKED_TURNS:
        value, turn = ranking[tried]
        claimed = value >= DOUBLE_THREAT / 2 and not turn.after.is_over
        if claimed and id(turn) not in doubted:
            doubted.add(id(turn))
            reply = search.wide_defence(turn.after, me)
            if reply is not None:  # not a double threat after all: worth what that reply leaves
                value = min(value, -reply.value)
                del ranking[tried]
                later = next((j for j in range(tried, len(ranking)) if ranking[j][0] < value), len(ranking))
                ranking.insert(later, (value, turn))
                continue
        if value <= -WIN / 4:
            break
        if search.budget.late:  # a turn known to be safe, if the checks found one
            return _least_squeezed(squeezed) if squeezed else (turn.first, None)
        if not search.opponent_wins(turn.after, me):
            if turn.after.is_over:
                return turn.first, turn.second
            try:
                found = search.first_squeeze(turn.after, me)
            except OutOfBudget:  # no time to look for a squeeze: the turn is safe, at least
                return turn.first, turn.second
            if found is None:
                return turn.first, turn.second
            squeezed.append((found[0], turn))
        tried += 1
    if squeezed:
        return _least_squeezed(squeezed)
    saved = search.rescue(state, me)
    return (saved, None) if saved is not None else (ranking[0][1].first, None)


def _least_squeezed(squeezed: list[tuple[int, Turn]]) -> tuple[Move, Move | None]:
    """When every safe turn looked at can be squeezed: the one whose squeeze
    comes latest among the opponent's replies, likeliest first (the best
    ranked of those), since an opponent who does not see every reply is
    least likely to find it, and the check may be wrong.  Most of Hard's
    losses went through such a position, where playing the best-ranked
    squeezed turn, or the next safe one unchecked, handed the opponent the
    easiest squeeze.
    """
    _later, turn = max(squeezed, key=lambda found: found[0])  # the first of equals: the best ranked
    return turn.first, turn.second


def quinque_knowledge(settings: Settings, rng: random.Random) -> QuinqueKnowledge:
    """The knowledge of a Quinque level: the turn search's for ``solver="turns"``."""
    if settings.solver == "turns":
        return TurnKnowledge(settings, rng)
    return QuinqueKnowledge(settings, rng)


class TurnKnowledge(HardKnowledge):
    """The level plug-in: :meth:`solve` is the turn search."""

    def solve(self, state: GameState, me: int, budget: Budget) -> Move | None:
        assert isinstance(state, QuinqueState)
        if state.in_setup:
            return None
        return hard_move(self, state, me, budget)


__all__ = [
    "OVERTIME",
    "RANKING_SHARE",
    "TURN_ACTIONS",
    "CheckedSearch",
    "TurnKnowledge",
    "hard_move",
    "quinque_knowledge",
]

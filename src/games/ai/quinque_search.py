"""Quinque Hard: a search over whole turns, with threats searched at its leaves.

Why not the generic alpha-beta of :mod:`.search`?  A Quinque turn is two
actions, and what decides the game happens between *turns*: a turn that
leaves two threats the opponent cannot both stop wins, and a turn that lets
the opponent do that loses.  Counting depth in actions, with a width per
action, prunes exactly those turns (a double threat is usually set up by an
unremarkable tile move as the second action).  So this search's nodes are
the starts of turns and its moves are whole turns (a first action and the
second one), each valued as soon as it is generated:

* A turn after which the opponent can win in theirs (the threat detector
  of :mod:`.quinque_threats`, confirmed by playing) is lost.
* Otherwise the position after it is valued from the windows of five,
  the threats of the player who just moved, and *threat quiescence*: when
  the opponent has no turn that leaves the mover without a win (a small
  search of their likeliest defences), the mover has a double threat
  (:data:`DOUBLE_THREAT`, large but not a proven win).
* Depth two (the opponent's reply) is searched best-first: root turns in
  the order of their own values, each searched until the best reply-checked
  value beats the next turn's own value (a turn's own value is what it is
  worth before the opponent replies, so it rarely goes up after).  A turn
  that looked like a double threat but is refuted therefore hands the search
  on to the next one instead of stopping it.
* The turn chosen is checked once more, thoroughly: every first action of
  the opponent, then the detector (which misses moves made possible only by
  their own first action).
* Then for a *squeeze* (:meth:`TurnSearch.squeeze`): a reply of the
  opponent, among their likeliest first actions and the best second
  actions after each, that makes threats no defence stops.  That is how
  Hard lost the games to the greedy player that were studied: a turn safe
  for one turn, then threats set up by an unremarkable pair of actions the
  reply search had pruned.  A squeezed turn hands the choice on to the
  next safe one (up to :data:`SQUEEZE_TURNS` are checked); the defence
  search is small, so a squeeze it reports may be wrong, and when every
  safe turn looked at is squeezed the best of them is played.
* Draws count against the Hard player (:data:`CONTEMPT`) and so do
  positions it has already been in since the last parachute
  (:data:`.quinque_eval.REPEAT_PENALTY`), for it only: it plays to win, and
  an opponent happy to go round in circles is left to do it alone.

The work (moves played, the defence searches included) is charged to the
level's budget, so Hard is deterministic for a seed.  A deadline (in the
browser) stops the ranking of turns at :data:`RANKING_SHARE` of the time,
with the best turns found so far, and leaves the rest to the checks of the
turn chosen: on a slow device the ranking alone could use all the time,
and a turn never checked may hand the opponent a win at once.
"""

from __future__ import annotations

import contextlib
import math
import random
import time
from collections.abc import Hashable, Iterator
from dataclasses import dataclass, replace

from ..core import GameState, Move
from ..quinque import Mark, NewTile, Pass, QuinqueState, TileMove
from .knowledge import WIN, Settings
from .quinque_delta import mark_effect, move_effect
from .quinque_eval import REPEAT_PENALTY, TEMPO, THREAT_WAITING, QuinqueKnowledge, cell_of, position_key
from .quinque_threats import square_of
from .quinque_turn import turn_win, verified
from .search import Budget, OutOfBudget

#: A leaf whose waiting player has threats the player to move cannot all stop.
DOUBLE_THREAT = 20_000.0
#: Actions that make two fours at once (four parachutes of the mover, none
#: of the opponent's, in two windows) searched beyond the widths.
MORE_DOUBLES = 3
#: A parachute on the table (tiles move, parachutes stay): its worth beyond
#: the windows it is counted in now.
MATERIAL = 0.0
#: What a draw costs the Hard player (and gives its opponent).
CONTEMPT = 400.0
#: Second actions tried after each first action: at the root, and in the replies.
ROOT_SECONDS = 8
REPLY_SECONDS = 5
#: Defences tried by the threat quiescence: first actions, then second actions,
#: and the most threats it replays after each.
DEFEND_FIRSTS = 6
DEFEND_SECONDS = 4
DEFEND_PLANS = 16
#: The most replies :meth:`TurnSearch.wide_defence` tries (in all, per decision),
#: and second actions per first.
WIDE_CHECKS = 800
WIDE_SECONDS = 10
#: The most moves the rescue plays (it runs only when every turn looked at loses).
RESCUE_PLAYS = 4000
#: The squeeze check of the turn chosen: the opponent's replies it tries
#: (first actions, second actions after each), and the most turns it checks.
SQUEEZE_FIRSTS = 16
SQUEEZE_SECONDS = 6
SQUEEZE_TURNS = 3
#: With a deadline, the share of the time left that ranks turns; the rest is
#: for the checks of the turn chosen (most need 0.1-0.7 s on a laptop).
RANKING_SHARE = 0.6
#: Work charged, in moves played: for valuing where a turn leads (the threat
#: detector runs there), and one per this many moves ranked.
LEAF_COST = 30
RANK_COST = 4
#: What the Hard player's turn costs when it leads back to a position of this
#: game since the last parachute (the third time is a draw).
REPEAT_TURN = 250.0

Spots = tuple[set[str], set[tuple[int, int]], set[tuple[int, int]], set[tuple[int, int]]]


class HardKnowledge(QuinqueKnowledge):
    """Quinque knowledge valued for the Hard player (``player``, set when it is
    asked for a move): draws and repetitions count against it only, a double
    threat is an estimate, and :meth:`solve` runs the turn search."""

    plan_limit = DEFEND_PLANS  # the quiescence replays them all

    def __init__(self, settings: Settings, rng: random.Random) -> None:
        # Widths are the turn search's business: the ordering never cuts here.
        super().__init__(replace(settings, width=0), rng)
        #: The actions that make two fours at once, of the last :meth:`ranked` call.
        self.doubles: set[Move] = set()
        self.levels = settings
        self.player = -1

    def evaluate(self, state: GameState, root: int) -> float:
        """The position for ``root`` (whoever is to move in ``state``)."""
        assert isinstance(state, QuinqueState)
        mover = state.to_move
        assert mover is not None
        if self.win_plan(state) is not None:
            return WIN / 2 if mover == root else -WIN / 2
        waiting = 1 - mover
        snap = self.snapshot(state)
        scores = [snap.score(0), snap.score(1)]
        scores[mover] *= TEMPO
        value = scores[root] - scores[1 - root]
        left = state.parachutes_left
        value += MATERIAL * (left[1 - root] - left[root])  # parachutes on the table stay there
        plans = self.plans(state, waiting)
        bonus = THREAT_WAITING * min(len({plan.line for plan in plans}), 4)
        if plans and self.settings.extra and not self.can_defend(state):
            bonus += DOUBLE_THREAT
        value += bonus if waiting == root else -bonus
        if self._seen and position_key(state) in self._seen:
            value += -REPEAT_PENALTY if root == self.player else REPEAT_PENALTY
        return value

    def _defend_search(self, state: QuinqueState) -> bool:
        """The threat quiescence, cheaply: the likeliest defences (blocks first),
        each judged by replaying the threats the waiting player had before it
        (confirmed by playing them) rather than by running the whole detector
        again: a defence that breaks every known threat is taken to stop them.
        (It may open a new one; the search proper sees that a turn later.)"""
        me = state.to_move
        assert me is not None
        known = self.plans(state, 1 - me)
        if not known:
            return True
        # Blocks first: what the known threats need (no own wins: evaluate() saw none).
        spots: Spots = (set(), set(), set(), set())
        for plan in known:
            if plan.gap is not None:
                spots[1].add(plan.gap)
            spots[2].update(square_of(c) for c in plan.line if c in state.marks)
            if plan.tile is not None:
                spots[2].add(plan.tile)
            if plan.final is not None:
                spots[3].add(plan.final)

        def stops(after: GameState) -> bool:
            assert isinstance(after, QuinqueState)
            if after.is_over:
                return after.winner is None or after.winner == me
            self.charge(len(known))
            if any(verified(after, plan) is not None for plan in known):
                return False
            self.charge(LEAF_COST)  # every known threat broken: does a new one stand?
            return self.win_plan(after) is None

        for first in self.ranked(state, spots)[:DEFEND_FIRSTS]:
            self.charge(1)
            s1 = state.play(first)
            assert isinstance(s1, QuinqueState)
            if s1.is_over or s1.to_move != me:
                if stops(s1):
                    return True
                continue
            for second in self.ranked(s1, spots)[:DEFEND_SECONDS]:
                self.charge(1)
                if stops(s1.play(second)):
                    return True
        return False

    def seen_positions(self) -> set[Hashable]:
        """The positions of this game since its last parachute (see :meth:`view`)."""
        return self._seen

    def ranked(self, state: QuinqueState, spots: Spots | None = None) -> list[Move]:
        """Every legal move, the likeliest first: the mover's own winning plans,
        then what touches the opponent's threats (the bonuses of
        :meth:`.quinque_eval.QuinqueKnowledge.order`), then by the exact change
        of the window score (:mod:`.quinque_delta`); the actions that make two
        fours at once are noted in :attr:`doubles`.  ``spots`` are the hot
        spots to use (a second action is ranked with those of its turn's start:
        working them out again after every first action costs more than it
        changes)."""
        moves = state.legal_moves()
        mover = state.to_move
        self.doubles = set()  # of this call only
        if mover is None or state.in_setup:
            return moves
        snap = self.snapshot(state)
        own, hot_cells, hot_tiles, hot_squares = spots if spots is not None else self.hot_spots(state)
        self.charge(len(moves) // RANK_COST)
        scored: list[tuple[float, int, Move]] = []
        for i, move in enumerate(moves):
            bonus = 6000.0 if own and str(move) in own else 0.0
            if isinstance(move, (Mark, NewTile)):
                c = cell_of(move)
                v, fours = mark_effect(snap, mover, c)
                if c in hot_cells:
                    bonus += 3000.0
                if isinstance(move, NewTile) and (move.x, move.y) in hot_squares:
                    bonus += 400.0
            elif isinstance(move, TileMove):
                v, fours = move_effect(snap, mover, (move.x, move.y), (move.u, move.v))
                if (move.x, move.y) in hot_tiles:
                    bonus += 1500.0
                if (move.u, move.v) in hot_squares:
                    bonus += 800.0
            else:
                v, fours = 0.0, 0
            if fours >= 2:
                self.doubles.add(move)
            scored.append((-(v + bonus), i, move))
        scored.sort(key=lambda t: (t[0], t[1]))
        return [move for _v, _i, move in scored]


@dataclass
class Turn:
    """A whole turn (``second`` is None when the first action ended it, or when
    the turn was already half played) and the value of where it leads, for
    the player who played it."""

    first: Move
    second: Move | None
    after: QuinqueState
    value: float


class TurnSearch:
    """Alpha-beta over whole turns; see the module docstring."""

    def __init__(self, kn: HardKnowledge, budget: Budget, settings: Settings) -> None:
        self.kn = kn
        self.budget = budget
        kn.charge = budget.charge
        self.firsts = settings.root_width
        self.reply_firsts = settings.width
        self.expand = max(1, settings.deep_width)
        self.wide_left = WIDE_CHECKS  # shared by every wide_defence of one decision

    # --- turns and their values ---------------------------------------------------
    def leaf(self, after: QuinqueState, mover: int) -> float:
        """Where a turn of ``mover`` leads, for ``mover``."""
        self.budget.charge(LEAF_COST)
        if after.is_over:
            if after.winner is None:
                return -CONTEMPT if mover == self.kn.player else CONTEMPT
            return WIN if after.winner == mover else -WIN
        return self.kn.evaluate(after, mover)

    def turns(self, state: QuinqueState, out: list[Turn], *, root: bool, beta: float = math.inf) -> None:
        """Append the turns searched from ``state`` to ``out`` (valued), stopping
        early at a turn worth ``beta`` or more (the caller's cutoff)."""
        kn = self.kn
        mover = state.to_move
        assert mover is not None
        firsts = self.firsts if root else self.reply_firsts
        seconds = ROOT_SECONDS if root else REPLY_SECONDS
        halves: list[tuple[Move | None, QuinqueState]] = []
        spots = kn.hot_spots(state)
        if state.action == 1:
            halves.append((None, state))
            seconds = 10_000 if root else seconds  # the root's own second action: all of them
        else:
            for first in _widened(kn.ranked(state, spots), firsts, kn.doubles, marks=True):
                self.budget.charge()
                s1 = state.play(first)
                assert isinstance(s1, QuinqueState)
                if s1.is_over or s1.to_move != mover:
                    out.append(Turn(first, None, s1, self.leaf(s1, mover)))
                    if out[-1].value >= beta:
                        return
                else:
                    halves.append((first, s1))
        for opening, s1 in halves:
            options = _widened(kn.ranked(s1, spots), seconds, kn.doubles, marks=False)
            if not any(isinstance(m, Pass) for m in options):
                options.append(Pass())
            for second in options:
                self.budget.charge()
                s2 = s1.play(second)
                assert isinstance(s2, QuinqueState)
                turn = Turn(second, None, s2, 0.0) if opening is None else Turn(opening, second, s2, 0.0)
                turn.value = self.leaf(s2, mover)
                out.append(turn)
                if turn.value >= beta:
                    return

    def negamax(self, state: QuinqueState, depth: int, alpha: float, beta: float) -> float:
        """The value of ``state`` (a turn's start) for its player to move."""
        out: list[Turn] = []
        if depth <= 1:
            self.turns(state, out, root=False, beta=beta)
            return max((t.value for t in out), default=-WIN)
        self.turns(state, out, root=False)
        out.sort(key=lambda t: -t.value)
        best = -math.inf
        for t in out[: self.expand]:
            v = t.value if _settled(t) else -self.negamax(t.after, depth - 1, -beta, -alpha)
            best = max(best, v)
            alpha = max(alpha, v)
            if alpha >= beta:
                break
        return best

    # --- the root ---------------------------------------------------------------------
    def ranking(self, state: QuinqueState, depth: int) -> list[tuple[float, Turn]]:
        """The root turns searched, best first: (value, turn).  Turns searched
        to ``depth`` come first, then the others by their own values."""
        out: list[Turn] = []
        self.budget.enforced = False  # every turn gets its own value, whatever the budget
        with contextlib.suppress(OutOfBudget):  # only the deadline stops this: the turns valued so far
            self.turns(state, out, root=True)
        self.budget.enforced = True
        out.sort(key=lambda t: -t.value)
        if depth <= 1 or not out or out[0].value >= WIN / 4:
            return [(t.value, t) for t in out]
        deep: list[tuple[float, Turn]] = []
        best = -math.inf
        regular = 0
        seen = self.kn.seen_positions()
        try:
            for t in out:
                if t.value <= best or regular >= self.expand:
                    break  # its own value is all it could be worth, and that is not enough
                if _settled(t):
                    v = t.value
                else:
                    if t.value < DOUBLE_THREAT / 2:
                        regular += 1  # a promising turn is searched on top of the others
                    v = -self.negamax(t.after, depth - 1, -math.inf, -best)
                    if seen and position_key(t.after) in seen:
                        v -= REPEAT_TURN  # back where it was: the third time is a draw
                deep.append((v, t))
                best = max(best, v)
        except OutOfBudget:
            pass
        searched = {id(t) for _v, t in deep}
        deep.sort(key=lambda vt: -vt[0])
        # A turn the reply search found losing (a double threat against it) goes
        # after the turns it had no time for: those may well be fine.
        good = [vt for vt in deep if vt[0] > -DOUBLE_THREAT / 2]
        lost = [vt for vt in deep if vt[0] <= -DOUBLE_THREAT / 2]
        return good + [(t.value, t) for t in out if id(t) not in searched] + lost

    def opponent_wins(self, after: QuinqueState, me: int) -> bool:
        """Thoroughly: can the player to move in ``after`` win within their turn?
        Every first action is played, then the detector looks for the second."""
        if after.is_over:
            return after.winner is not None and after.winner != me
        p = after.to_move
        if self.kn.win_plan(after) is not None:
            return True
        for first in after.legal_moves():
            s1 = after.play(first)
            if s1.winner == p:
                return True
            if not s1.is_over and s1.to_move == p:
                assert isinstance(s1, QuinqueState)
                if turn_win(s1) is not None:
                    return True
        return False

    def wide_defence(self, after: QuinqueState, me: int) -> Turn | None:
        """A reply of the player to move in ``after`` that leaves ``me`` no win at
        once, looked for far wider than the search's replies (every first
        action, blocks first, and its best second ones); None if there is none
        within :data:`WIDE_CHECKS` (shared by a decision's checks) or the time.  A double threat is only
        believed when this finds nothing: the search's replies are too few
        to prove one, and a greedy opponent looks wider than they do."""
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
            elif kn.win_plan(end) is not None:
                continue
            return Turn(first, second, end, self.leaf(end, opp))
        return None

    def replies(
        self, after: QuinqueState, spots: Spots, firsts: list[Move], seconds: int
    ) -> Iterator[tuple[Move, Move | None, QuinqueState]]:
        """The turns of the player to move in ``after`` that the wide checks
        try, one at a time: each of ``firsts``, then (while the turn goes on)
        the ``seconds`` best second actions after it, ranked with ``spots``
        (those of the turn's start)."""
        mover = after.to_move
        for first in firsts:
            s1 = after.play(first)
            assert isinstance(s1, QuinqueState)
            if s1.is_over or s1.to_move != mover:
                yield first, None, s1
                continue
            for second in self.kn.ranked(s1, spots)[:seconds]:
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
        kn = self.kn
        opp = after.to_move
        assert opp is not None
        spots = kn.hot_spots(after)
        firsts = _widened(kn.ranked(after, spots), SQUEEZE_FIRSTS, kn.doubles, marks=True)
        for first, second, end in self.replies(after, spots, firsts, SQUEEZE_SECONDS):
            self.budget.charge(LEAF_COST + 2)  # the actions played, and the look at where they lead
            if end.is_over:
                if end.winner == opp:
                    return Turn(first, second, end, WIN)
                continue
            if not kn.plans(end, opp) or kn.win_plan(end) is not None:
                continue  # no threat to meet, or ``me`` wins first
            if not kn.can_defend(end):
                return Turn(first, second, end, DOUBLE_THREAT)
        return None

    def rescue(self, state: QuinqueState, me: int) -> Move | None:
        """Any first action after which some second one (or none) leaves the
        opponent no win at once: blocks first, until found or out of time."""
        kn = self.kn
        plays = 0
        for first in kn.ranked(state):
            if plays > RESCUE_PLAYS or self.budget.late:
                return None
            plays += 1
            s1 = state.play(first)
            assert isinstance(s1, QuinqueState)
            if s1.is_over or s1.to_move != me:
                if s1.winner == me or (s1.winner is None and (s1.is_over or kn.win_plan(s1) is None)):
                    return first
                continue
            for second in kn.ranked(s1):
                plays += 1
                s2 = s1.play(second)
                assert isinstance(s2, QuinqueState)
                if s2.winner == me or (not s2.is_over and kn.win_plan(s2) is None):
                    return first
        return None


def _widened(ranked: list[Move], count: int, doubles: set[Move], *, marks: bool) -> list[Move]:
    """The first ``count`` moves of ``ranked``, and beyond them the actions
    that make two fours at once (a double threat, maybe: a turn can attack
    with one action and block with the other).  For first actions, at least
    a third are parachutes: tile moves that break lines up often outrank every
    mark by the window score, yet marks are what threats are made of."""
    chosen = ranked[:count]
    if marks:
        have = sum(1 for m in chosen if isinstance(m, (Mark, NewTile)))
        wanted = count // 3 - have
        if wanted > 0:
            extra = [m for m in ranked[count:] if isinstance(m, (Mark, NewTile))][:wanted]
            chosen = chosen[: count - len(extra)] + list[Move](extra)
    if doubles:
        taken = set(chosen)
        chosen += [m for m in ranked if m in doubles and m not in taken][:MORE_DOUBLES]
    return chosen


def _settled(turn: Turn) -> bool:
    """A turn whose value no deeper search changes: the game ended, or the
    opponent wins at once (the detector played it)."""
    return turn.after.is_over or abs(turn.value) >= WIN / 4


def hard_move(kn: HardKnowledge, state: QuinqueState, me: int, budget: Budget) -> Move:
    """Quinque Hard's action in ``state`` (the first of the best turn, or its second)."""
    kn.player = me
    kn.view(state, me)  # positions of this game since the last parachute
    plan = kn.win_plan(state)
    if plan is not None and plan.first is not None:
        return plan.first
    # With a deadline, the search leaves time for the checks: without them a
    # turn that lets the opponent win at once could be played on a slow device.
    deadline = budget.deadline
    if deadline is not None:
        now = time.perf_counter()
        budget = replace(budget, deadline=now + RANKING_SHARE * max(0.0, deadline - now))
    search = TurnSearch(kn, budget, kn.levels)
    ranking = search.ranking(state, max(1, kn.levels.depth))
    # The checks below are not charged to the (spent) budget; only the deadline stops them.
    search.budget = Budget(1 << 62, deadline)
    kn.charge = search.budget.charge
    if not ranking:
        return kn.ranked(state)[0]
    try:
        return _checked(search, state, me, ranking)
    except OutOfBudget:  # out of time: the best turn as ranked
        return ranking[0][1].first


def _checked(search: TurnSearch, state: QuinqueState, me: int, ranking: list[tuple[float, Turn]]) -> Move:
    """The first well-ranked turn that survives the checks: a claimed double
    threat must resist :meth:`TurnSearch.wide_defence`, and no turn may let the
    opponent win at once (:meth:`TurnSearch.opponent_wins`); else the rescue."""
    doubted: set[int] = set()
    squeezed: list[Turn] = []  # safe turns the opponent can answer with a squeeze, in rank order
    tried = 0
    while tried < len(ranking) and tried < 6:
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
        if search.budget.late:
            return turn.first
        if not search.opponent_wins(turn.after, me):
            if len(squeezed) >= SQUEEZE_TURNS or turn.after.is_over:
                return turn.first
            try:
                if search.squeeze(turn.after, me) is None:
                    return turn.first
            except OutOfBudget:  # no time to look for a squeeze: the turn is safe, at least
                return turn.first
            squeezed.append(turn)
        tried += 1
    if squeezed:  # every safe turn looked at can be squeezed: the best of them (the check may be wrong)
        return squeezed[0].first
    saved = search.rescue(state, me)
    return saved if saved is not None else ranking[0][1].first


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
    "CONTEMPT",
    "DOUBLE_THREAT",
    "HardKnowledge",
    "TurnKnowledge",
    "TurnSearch",
    "hard_move",
    "quinque_knowledge",
]

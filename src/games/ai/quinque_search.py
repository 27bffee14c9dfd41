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
  (:data:`DOUBLE_THREAT`, large but not a proven win).  At the root that
  defence search runs only on the best threatening turns
  (:meth:`TurnSearch.quiesce`): it is most of the cost of valuing a turn.
* The turns searched are the likeliest by the ranking, and (with the work
  budget) always the turn that moves back the tiles the last turn moved
  (:func:`.quinque_candidates.undoing`): that is how a player meets a
  threat made with two tile moves.
* Depth two (the opponent's reply) is searched best-first: root turns in
  the order of their own values, each searched until the best reply-checked
  value beats the next turn's own value (a turn's own value is what it is
  worth before the opponent replies, so it rarely goes up after).  A turn
  that looked like a double threat but is refuted therefore hands the search
  on to the next one instead of stopping it.
* Draws count against the Hard player (:data:`CONTEMPT`) and so do
  positions it has already been in since the last parachute
  (:data:`.quinque_eval.REPEAT_PENALTY`), for it only: it plays to win, and
  an opponent happy to go round in circles is left to do it alone.
* The Hard player values the opponent's windows below its own
  (:data:`OPPONENT_WINDOWS`), unless the opponent threatens to win and
  there is no deadline (:data:`PRESSED_WINDOWS`): it builds first, and
  leaves stopping the opponent's threats to the checks of the turn it
  chooses.

The work (moves played, the defence searches included) is charged to the
level's budget, so Hard is deterministic for a seed.  The turn the search
ranks first is checked before it is played (:mod:`.quinque_hard`).
"""

from __future__ import annotations

import contextlib
import math
import random
from collections.abc import Hashable
from dataclasses import dataclass, replace

from ..core import GameState, Move
from ..quinque import Mark, NewTile, Pass, QuinqueState, TileMove
from .knowledge import WIN, Settings
from .quinque_candidates import undoing, widened, with_legal
from .quinque_delta import mark_effect, move_effect
from .quinque_eval import REPEAT_PENALTY, TEMPO, THREAT_WAITING, QuinqueKnowledge, cell_of, position_key
from .quinque_geometry import square_of
from .quinque_turn import verified
from .search import Budget, OutOfBudget

#: A leaf whose waiting player has threats the player to move cannot all stop.
DOUBLE_THREAT = 20_000.0
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
#: The root turns that get the threat quiescence (see :meth:`TurnSearch.quiesce`):
#: quiescing only the best few plays as well as quiescing every turn, in
#: much less time (bench/records/README.md).
ROOT_QUIESCE = 12
#: The root turns a deadline caps by the reply that moves their tiles back
#: (see :meth:`TurnSearch.undone`); as many as get the quiescence, tried together.
ROOT_UNDONE = 12
#: Work charged, in moves played: for valuing where a turn leads (the threat
#: detector runs there), and one per this many moves ranked.
LEAF_COST = 30
RANK_COST = 4
#: What the Hard player's turn costs when it leads back to a position of this
#: game since the last parachute (the third time is a draw).
REPEAT_TURN = 250.0
#: What the opponent's open windows are worth to the Hard player, for each
#: the same window of its own is worth.  Less than one: Hard builds its own
#: lines first.  Its defence does not rest on the windows: the checks of
#: :mod:`.quinque_hard` stop what the opponent can make of them within a turn
#: (a win, a squeeze), and the windows only lean the choice among the turns
#: that pass.  Valuing both sides alike, or the opponent's more, lost more
#: games (bench/records/README.md).
OPPONENT_WINDOWS = 0.75
#: What the opponent's windows are worth instead in a decision whose position
#: the opponent threatens (Hard must defend): as much as its own.  Under
#: repeated threats, Hard otherwise meets each with a defence that breaks the
#: line for one turn only; weighed as its own, the opponent's windows make it
#: choose the defence that leaves the opponent least.  With the work budget
#: only (:meth:`HardKnowledge.decide_weights`): at a deadline the reply search
#: seldom runs, and the defences it prefers then turn wins into draws.
PRESSED_WINDOWS = 1.0

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
        #: :data:`OPPONENT_WINDOWS`, or :data:`PRESSED_WINDOWS` (see :meth:`decide_weights`).
        self.opponent_windows = OPPONENT_WINDOWS

    def evaluate(self, state: GameState, root: int, *, quiesce: bool = True) -> float:
        """The position for ``root`` (whoever is to move in ``state``); without
        the threat quiescence (:meth:`can_defend`) unless ``quiesce``."""
        assert isinstance(state, QuinqueState)
        mover = state.to_move
        assert mover is not None
        if self.can_win(state):
            return WIN / 2 if mover == root else -WIN / 2
        waiting = 1 - mover
        snap = self.snapshot(state)
        scores = [snap.score(0), snap.score(1)]
        scores[mover] *= TEMPO
        if self.player >= 0:
            scores[1 - self.player] *= self.opponent_windows
        value = scores[root] - scores[1 - root]
        left = state.parachutes_left
        value += MATERIAL * (left[1 - root] - left[root])  # parachutes on the table stay there
        plans = self.plans(state, waiting)
        bonus = THREAT_WAITING * min(len({plan.line for plan in plans}), 4)
        if quiesce and plans and self.double_threat(state):
            bonus += DOUBLE_THREAT
        value += bonus if waiting == root else -bonus
        if self._seen and position_key(state) in self._seen:
            value += -REPEAT_PENALTY if root == self.player else REPEAT_PENALTY
        return value

    def decide_weights(self, state: QuinqueState, *, timed: bool) -> None:
        """Weigh the opponent's windows for a decision of the Hard player in
        ``state``: as its own when the opponent threatens to win there, unless
        the decision is ``timed`` (a deadline: see :data:`PRESSED_WINDOWS`)."""
        pressed = not timed and bool(self.plans(state, 1 - self.player))
        self.opponent_windows = PRESSED_WINDOWS if pressed else OPPONENT_WINDOWS

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
            return not self.can_win(after)

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

    def rescue_order(self, state: QuinqueState) -> list[Move]:
        """Hard's rescue tries its own ranking: blocks of the opponent's threats
        come first there too, and the ranking is what the rest of Hard uses."""
        return self.ranked(state)

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
        #: Whether :func:`.quinque_candidates.undoing` moves are searched: with
        #: the work budget only.  At a deadline the reply search seldom runs, and the extra
        #: turns are not worth their time there (they cost games in the
        #: browser and won them in the arena: bench/records/README.md).
        self.undoing = budget.deadline is None

    # --- turns and their values ---------------------------------------------------
    def leaf(self, after: QuinqueState, mover: int, *, quiesce: bool = True) -> float:
        """Where a turn of ``mover`` leads, for ``mover`` (see :meth:`HardKnowledge.evaluate`)."""
        self.budget.charge(LEAF_COST)
        if after.is_over:
            if after.winner is None:
                return -CONTEMPT if mover == self.kn.player else CONTEMPT
            return WIN if after.winner == mover else -WIN
        return self.kn.evaluate(after, mover, quiesce=quiesce)

    def turns(self, state: QuinqueState, out: list[Turn], *, root: bool, beta: float = math.inf) -> None:
        """Append the turns searched from ``state`` to ``out`` (valued), stopping
        early at a turn worth ``beta`` or more (the caller's cutoff).  The
        root's turns are valued without the threat quiescence: :meth:`quiesce`
        runs it on the best of them after."""
        kn = self.kn
        quiesce = not root
        mover = state.to_move
        assert mover is not None
        firsts = self.firsts if root else self.reply_firsts
        seconds = ROOT_SECONDS if root else REPLY_SECONDS
        halves: list[tuple[Move | None, QuinqueState]] = []
        spots = kn.hot_spots(state)
        undo = undoing(state) if self.undoing else []
        if state.action == 1:
            halves.append((None, state))
            seconds = 10_000 if root else seconds  # the root's own second action: all of them
        else:
            ranked_firsts = widened(kn.ranked(state, spots), firsts, kn.doubles, marks=True)
            for first in with_legal(ranked_firsts, undo, state):
                self.budget.charge()
                s1 = state.play(first)
                assert isinstance(s1, QuinqueState)
                if s1.is_over or s1.to_move != mover:
                    out.append(Turn(first, None, s1, self.leaf(s1, mover, quiesce=quiesce)))
                    if out[-1].value >= beta:
                        return
                else:
                    halves.append((first, s1))
        for opening, s1 in halves:
            options = widened(kn.ranked(s1, spots), seconds, kn.doubles, marks=False)
            if opening in undo:
                options = with_legal(options, [m for m in undo if m != opening], s1)
            if not any(isinstance(m, Pass) for m in options):
                options.append(Pass())
            for second in options:
                self.budget.charge()
                s2 = s1.play(second)
                assert isinstance(s2, QuinqueState)
                turn = Turn(second, None, s2, 0.0) if opening is None else Turn(opening, second, s2, 0.0)
                turn.value = self.leaf(s2, mover, quiesce=quiesce)
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
    def quiesce(self, out: list[Turn], mover: int | None) -> None:
        """The threat quiescence of the root's turns (a turn worth a double
        threat gets :data:`DOUBLE_THREAT`), run only on the
        :data:`ROOT_QUIESCE` best by their other values that leave ``mover``
        threats.  Run on every turn, it takes most of the time of valuing
        them, while the double threats it finds are near the top without it;
        the reply search checks a double threat anyway."""
        kn = self.kn
        if mover is None or not kn.settings.extra:
            return
        threatening = [t for t in out if not _settled(t) and kn.plans(t.after, mover)]
        threatening.sort(key=lambda t: -t.value)
        for turn in threatening[:ROOT_QUIESCE]:
            if kn.double_threat(turn.after):
                turn.value += DOUBLE_THREAT

    def undone(self, out: list[Turn], mover: int | None) -> None:
        """At a deadline, where the reply search seldom runs (and so never sees
        the opponent move the tiles back, :func:`.quinque_candidates.undoing`):
        the :data:`ROOT_UNDONE` best root turns are each worth at most what that
        one reply leaves ``mover``.  A threat made of tile moves is met by
        moving them back; not foreseeing it, the browser's Hard made such
        threats again and again until the position repeated, and drew games
        the arena's Hard won (bench/records/README.md).  Two actions and a
        look at where they lead, per turn."""
        if mover is None:
            return
        best = sorted((t for t in out if not _settled(t)), key=lambda t: -t.value)
        for turn in best[:ROOT_UNDONE]:
            reply: GameState = turn.after
            opponent = reply.to_move
            for move in undoing(turn.after):
                if reply.to_move != opponent or move not in reply.legal_moves():
                    break
                self.budget.charge()
                reply = reply.play(move)
            if reply is turn.after or opponent is None:
                continue
            if not reply.is_over and reply.to_move == opponent:
                reply = reply.play(Pass())  # the turn ends with the tiles moved back
            assert isinstance(reply, QuinqueState)
            turn.value = min(turn.value, -self.leaf(reply, opponent, quiesce=False))

    def ranking(self, state: QuinqueState, depth: int) -> list[tuple[float, Turn]]:
        """The root turns searched, best first: (value, turn).  Turns searched
        to ``depth`` come first, then the others by their own values."""
        out: list[Turn] = []
        self.budget.enforced = False  # every turn gets its own value, whatever the budget
        with contextlib.suppress(OutOfBudget):  # only the deadline stops this: the turns valued so far
            self.turns(state, out, root=True)
        with contextlib.suppress(OutOfBudget):
            self.quiesce(out, state.to_move)
        if not self.undoing:
            with contextlib.suppress(OutOfBudget):
                self.undone(out, state.to_move)
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


def _settled(turn: Turn) -> bool:
    """A turn whose value no deeper search changes: the game ended, or the
    opponent wins at once (the detector played it)."""
    return turn.after.is_over or abs(turn.value) >= WIN / 4


__all__ = [
    "CONTEMPT",
    "DOUBLE_THREAT",
    "HardKnowledge",
    "Turn",
    "TurnSearch",
]

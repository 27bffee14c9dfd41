"""The Quinto game state: rules of a turn, the end of the game, UI accessors.

A state is an immutable value.  Internally it keeps the whole pool in draw
order (``bag``) and, for every tile drawn so far, which player drew it
(``owners``); the pool still to draw is ``bag[len(owners):]``.  Keeping the
draw record is what lets ``resample`` rebuild a game that replays exactly
(:mod:`games.quinto.knowledge`, registered with the game: this module does
not import it).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any, NamedTuple

from ..core import GameState, Move
from ..errors import IllegalMoveError, Message
from .generator import generate, has_play
from .lines import Preview, judge
from .moves import PASS, Pass, Play, check_move, parse_move
from .pool import RACK_SIZE, Setup

Square = tuple[int, int]


class PlayRecord(NamedTuple):
    """One history entry: who moved, the notation, and what it scored (pass: 0)."""

    player: int
    notation: str
    score: int


class ScoredPlay(NamedTuple):
    """A legal play and the score it would make."""

    play: Play
    score: int


class QuintoState(GameState):
    """A Quinto position.  Public accessors (all read-only):

    * ``board``: mapping ``(x, y) -> value`` of every tile, the centre included.
    * ``multile``: the number every line must be a multiple of.
    * ``variant``: ``"quinto"``, ``"plus"`` or ``"small-fry"``.
    * ``racks``: per player, the tiles on their rack (in draw order).
    * ``pool_count``: tiles left to draw.
    * ``play_scores``: per history entry, ``(player, notation, score)``.
    * ``penalties``: per player, the face total of their rack taken off at
      the end (all 0 while the game runs).
    * ``scores``: per player, the total of their plays less the penalties.
    * ``preview(placements)``, ``legal_plays()``, ``best_play()``: see each.
    * ``observe(player)`` / ``resample(player, rng)``: information states
      (the protocol's; answered by :mod:`games.quinto.knowledge`).
    """

    game_name = "quinto"

    def __init__(
        self,
        *,
        options: Mapping[str, Any],
        multile: int,
        board: dict[Square, int],
        racks: tuple[tuple[int, ...], ...],
        bag: tuple[int, ...],
        owners: tuple[int, ...],
        totals: tuple[int, ...],
        records: tuple[PlayRecord, ...],
        to_move: int | None,
        passes: int,
    ) -> None:
        """Internal: use ``games.new_game("quinto", ...)``; never mutate the arguments afterwards."""
        self._options = MappingProxyType(dict(options))
        self._multile = multile
        self._board = board
        self._racks = racks
        self._bag = bag
        self._owners = owners
        self._totals = totals
        self._records = records
        self._to_move = to_move
        self._passes = passes
        self._history: tuple[str, ...] | None = None  # built when asked: search never asks
        self._plays: tuple[ScoredPlay, ...] | None = None

    @classmethod
    def new(cls, setup: Setup) -> QuintoState:
        """Deal: player 0 draws five, then player 1 five, and so on."""
        players: int = setup.options["players"]
        bag = setup.bag
        racks = tuple(bag[RACK_SIZE * p : RACK_SIZE * (p + 1)] for p in range(players))
        return cls(
            options=setup.options,
            multile=setup.multile,
            board={(0, 0): setup.multile},
            racks=racks,
            bag=bag,
            owners=tuple(p for p in range(players) for _ in range(RACK_SIZE)),
            totals=(0,) * players,
            records=(),
            to_move=0,
            passes=0,
        )

    # --- protocol -------------------------------------------------------
    @property
    def options(self) -> Mapping[str, Any]:
        return self._options

    @property
    def num_players(self) -> int:
        return len(self._racks)

    @property
    def to_move(self) -> int | None:
        return self._to_move

    @property
    def history(self) -> tuple[str, ...]:
        if self._history is None:
            self._history = tuple(r.notation for r in self._records)
        return self._history

    @property
    def winner(self) -> int | None:
        if self._to_move is not None:
            return None
        scores = self.scores
        best = max(scores)
        return scores.index(best) if scores.count(best) == 1 else None

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(t - p for t, p in zip(self._totals, self.penalties, strict=True))

    def legal_moves(self) -> list[Move]:
        if self._to_move is None:
            return []
        plays = self.legal_plays()
        if not plays:
            return [PASS]
        return [p.play for p in plays]

    def parse_move(self, text: str) -> Move:
        return parse_move(text)

    def _apply(self, move: Move) -> QuintoState:
        player = self._to_move
        assert player is not None  # play() refuses moves once the game is over
        move = check_move(move)  # a hand-built object of the wrong kind or types: InvalidMoveError
        if isinstance(move, Pass):
            return self._pass(player)
        rack = self._racks[player]
        verdict = judge(self._board, rack, self._multile, move.tiles)
        if not verdict.legal:
            raise IllegalMoveError(verdict.message)
        board = dict(self._board)
        left = list(rack)
        for tile in move.tiles:
            board[(tile.x, tile.y)] = tile.value
            left.remove(tile.value)
        drawn = len(self._owners)
        fresh = self._bag[drawn : drawn + len(move.tiles)]
        left.extend(fresh)
        racks = (*self._racks[:player], tuple(left), *self._racks[player + 1 :])
        totals = list(self._totals)
        totals[player] += verdict.score
        return QuintoState(
            options=self._options,
            multile=self._multile,
            board=board,
            racks=racks,
            bag=self._bag,
            owners=self._owners + (player,) * len(fresh),
            totals=tuple(totals),
            records=(*self._records, PlayRecord(player, str(move), verdict.score)),
            # Only a player whose rack the empty pool could not refill ends it.
            to_move=None if not left else (player + 1) % self.num_players,
            passes=0,
        )

    def _pass(self, player: int) -> QuintoState:
        can_play = (
            bool(self._plays)
            if self._plays is not None
            else has_play(self._board, self._racks[player], self._multile)
        )
        if can_play:
            raise IllegalMoveError("You cannot pass: you have at least one legal play.")
        passes = self._passes + 1
        return QuintoState(
            options=self._options,
            multile=self._multile,
            board=self._board,
            racks=self._racks,
            bag=self._bag,
            owners=self._owners,
            totals=self._totals,
            records=(*self._records, PlayRecord(player, "pass", 0)),
            # A full round of passes: nobody can play, the game is over.
            to_move=None if passes >= self.num_players else (player + 1) % self.num_players,
            passes=passes,
        )

    # --- accessors for the UI ----------------------------------------------
    @property
    def board(self) -> Mapping[Square, int]:
        return MappingProxyType(self._board)

    @property
    def multile(self) -> int:
        return self._multile

    @property
    def variant(self) -> str:
        return str(self._options["variant"])

    @property
    def racks(self) -> tuple[tuple[int, ...], ...]:
        return self._racks

    @property
    def pool_count(self) -> int:
        return len(self._bag) - len(self._owners)

    @property
    def play_scores(self) -> tuple[PlayRecord, ...]:
        return self._records

    @property
    def penalties(self) -> tuple[int, ...]:
        if self._to_move is not None:
            return (0,) * self.num_players
        return tuple(sum(rack) for rack in self._racks)

    def preview(self, placements: Sequence[Sequence[int]]) -> Preview:
        """Judge a play in progress (``(value, x, y)`` each) for the player to move.

        Never raises for a list of integer triples; see :class:`Preview`.
        """
        if self._to_move is None:
            return Preview(False, Message("The game is over: no more moves can be played."), (), 0)
        return judge(self._board, self._racks[self._to_move], self._multile, placements)

    def legal_plays(self) -> tuple[ScoredPlay, ...]:
        """Every distinct legal play of the player to move, with its score.

        Order: rows top to bottom, then columns left to right (deterministic);
        empty when the game is over or the player must pass.  Computed once
        per state.
        """
        if self._plays is None:
            if self._to_move is None:
                self._plays = ()
            else:
                found = generate(self._board, self._racks[self._to_move], self._multile)
                self._plays = tuple(ScoredPlay(Play(tiles), score) for tiles, score in found)
        return self._plays

    def best_play(self) -> Play | None:
        """The highest-scoring legal play, or None when there is none.

        Ties go to the play whose tiles come first in reading order (top to
        bottom, left to right, then the lower value), whatever order the
        generator found them in.
        """
        plays = self.legal_plays()
        if not plays:
            return None
        top = max(p.score for p in plays)
        return min(
            (p.play for p in plays if p.score == top),
            key=lambda play: [(t.y, t.x, t.value) for t in play.tiles],
        )

    # --- information states (computer opponent) ----------------------------
    def with_deal(self, bag: tuple[int, ...], racks: tuple[tuple[int, ...], ...]) -> QuintoState:
        """This position with another draw order and racks (for ``resample``).

        The result is a normal state whose options hold the matching ``bag``,
        so it plays and replays like any other; ``bag`` must deal ``racks``
        and replay the same history (:func:`games.quinto.knowledge.resample`
        makes sure of that).
        """
        return QuintoState(
            options={**self._options, "bag": bag},
            multile=self._multile,
            board=self._board,
            racks=racks,
            bag=bag,
            owners=self._owners,
            totals=self._totals,
            records=self._records,
            to_move=self._to_move,
            passes=self._passes,
        )

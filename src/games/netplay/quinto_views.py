"""Quinto across devices: each seat sees its own rack, never another's or the bag's order.

Host side.  The setup a guest gets is the options without the seed or the
bag (either one tells the whole draw order, hence every rack) and the pool
as a *sorted* list (which tiles exist is public, printed on the box; their
order is not).  A seat's private view is its rack; the public state is whose
turn, the scores, how many tiles each rack and the pool hold, and at the end
the penalties (the face total of each rack left, which the final scores
already tell).

Guest side.  A Quinto state cannot play without a full draw order, and a
guest must not have the real one.  So it builds a *stand-in* order from what
it knows (:func:`stand_in`), the way :mod:`games.quinto.knowledge` rebuilds
worlds for the computer: each player's draws are the tiles they played,
first play first, then their rack now (its own real rack; for the others,
tiles it has not seen); the draws are interleaved as the public history
dictates and the tiles still unseen form the rest of the pool.  Replaying
the history on that order gives the same board, scores, rack sizes and pool
count, and the guest's own rack in its order (each rack is a window of its
player's draws).  It is rebuilt from the whole history at every move, as the
tiles another player lays were, in the stand-in, on nobody's rack before.

A pass is legal only for a player with no play, so a stand-in rack must not
offer one where its player passed.  For such a player the draws are searched
(:mod:`games.netplay.quinto_standin`: tiles laid later drawn as late as the
history allows, the rack now chosen among unseen tiles) until no pass offers
a play; the rest are dealt, and drawn again (:data:`ATTEMPTS`) in the rare
case players' passes compete for tiles.  Should no stand-in be found, the
guest reports ``no-deal`` (a DesyncError) rather than show a wrong game.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from typing import Any

from ..core import GameState, new_game
from ..errors import GameError
from ..quinto import SPEC, QuintoState, parse_move
from ..quinto.moves import Play
from ..quinto.pool import MAX_BAG, RACK_SIZE, make_setup
from .errors import DesyncError, SetupError
from .quinto_standin import Laid, Pass, fit
from .views import check_core, public_core

#: Stand-in deals tried before a guest gives up on fitting every pass.
ATTEMPTS = 300
#: The option words a Quinto setup may carry (never ``seed`` or ``bag``).
PUBLIC_OPTIONS = ("players", "variant", "multile")


def _quinto(state: GameState) -> QuintoState:
    if not isinstance(state, QuintoState):
        raise SetupError("bad-setup", "not a Quinto game")
    return state


class QuintoViews:
    """The :class:`games.netplay.views.Views` of Quinto (see the module doc)."""

    def setup(self, state: GameState) -> dict[str, Any]:
        quinto = _quinto(state)
        options = {"players": quinto.num_players, "variant": quinto.variant, "multile": quinto.multile}
        pool = sorted(make_setup(SPEC, quinto.options).bag)  # the seed's deal, its order dropped
        return {"options": options, "pool": pool}

    def private(self, state: GameState, seat: int) -> tuple[int, ...]:
        return _quinto(state).racks[seat]

    def public(self, state: GameState) -> dict[str, Any]:
        quinto = _quinto(state)
        return {
            **public_core(quinto),
            "pool": quinto.pool_count,
            "racks": [len(rack) for rack in quinto.racks],
            "penalties": list(quinto.penalties),
        }

    def replica(self, game: str, setup: Mapping[str, Any], moves: tuple[str, ...], seat: int,
                private: tuple[int, ...]) -> GameState:
        if game != "quinto":
            raise SetupError("bad-setup", "not a Quinto game")
        return stand_in(setup, moves, seat, private)

    def advance(self, state: GameState, setup: Mapping[str, Any], seat: int, move: str,
                private: tuple[int, ...]) -> GameState:
        # This seat's rack changes only by its own play: the tiles laid leave it, new ones
        # come after the rest.  Checked here, as the stand-in is built around the rack given.
        kept = list(_quinto(state).racks[seat])
        laid = _values(move) if len(state.history) % state.num_players == seat else []
        for value in laid:
            if value not in kept:
                raise DesyncError("move-refused", f"{move[:40]}: not on this rack")
            kept.remove(value)
        if list(private[: len(kept)]) != kept or not 0 <= len(private) - len(kept) <= len(laid):
            raise DesyncError("private-view", "the rack changed otherwise than by this seat's play")
        return stand_in(setup, (*state.history, move), seat, private)

    def check(self, state: GameState, seat: int, public: Mapping[str, Any],
              private: tuple[int, ...]) -> None:
        quinto = _quinto(state)
        check_core(quinto, public, ("to_move", "moves"))
        mine = self.public(quinto)
        for key in ("pool", "racks"):
            said = public.get(key)
            if said != mine[key]:
                raise DesyncError("public-state", f"{key}: host {str(said)[:40]}, here {mine[key]}")
        if quinto.racks[seat] != private:
            raise DesyncError("private-view", "the rack differs")
        # Scores: the plays' totals are public; the penalties only the host knows (other racks).
        totals = [0] * quinto.num_players
        for record in quinto.play_scores:
            totals[record.player] += record.score
        penalties = _numbers(public.get("penalties"), len(totals))
        scores = _numbers(public.get("scores"), len(totals))
        if penalties is None or scores is None:
            raise DesyncError("public-state", "scores or penalties missing")
        if [t - p for t, p in zip(totals, penalties, strict=True)] != scores:
            raise DesyncError("public-state", f"scores: host {scores}, plays here {totals}")
        if penalties[seat] != quinto.penalties[seat]:
            raise DesyncError("public-state", "own penalty differs")


QUINTO = QuintoViews()


def _numbers(value: object, count: int) -> list[int] | None:
    """``value`` when it is a list of ``count`` whole numbers (text from the wire), else None."""
    if isinstance(value, list) and len(value) == count and all(
        isinstance(v, int) and not isinstance(v, bool) for v in value
    ):
        return value
    return None


def _read_setup(setup: Mapping[str, Any]) -> tuple[dict[str, Any], list[int]]:
    options, pool = setup.get("options"), setup.get("pool")
    if not isinstance(options, dict) or set(options) - set(PUBLIC_OPTIONS):
        raise SetupError("bad-setup", "Quinto options")
    if not isinstance(pool, list) or len(pool) > MAX_BAG or not all(
        isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 9 for v in pool
    ):
        raise SetupError("bad-setup", "Quinto pool")
    players, multile = options.get("players"), options.get("multile")
    if not isinstance(players, int) or not 2 <= players <= 4 or len(pool) < RACK_SIZE * players:
        raise SetupError("bad-setup", "Quinto players")
    if not isinstance(multile, int) or isinstance(multile, bool) or not 2 <= multile <= 9:
        raise SetupError("bad-setup", "Quinto multile")
    return dict(options), list(pool)


def _played(move: str) -> list[tuple[int, int, int]]:
    """(value, x, y) of each tile a move lays (none for a pass)."""
    try:
        parsed = parse_move(move)
    except GameError as err:
        raise DesyncError("move-refused", f"{move[:40]}: {err}") from None
    return [(t.value, t.x, t.y) for t in parsed.tiles] if isinstance(parsed, Play) else []


def _values(move: str) -> list[int]:
    return [value for value, _, _ in _played(move)]


def stand_in(setup: Mapping[str, Any], moves: tuple[str, ...], seat: int,
             rack: tuple[int, ...]) -> QuintoState:
    """A Quinto state with ``moves`` played in which ``seat`` holds ``rack``, built
    only from what ``seat`` knows (see the module doc); DesyncError when none fits."""
    options, pool = _read_setup(setup)
    players: int = options["players"]
    if not 0 <= seat < players:
        raise SetupError("bad-setup", "seat")
    left = len(pool) - RACK_SIZE * players
    owners = [p for p in range(players) for _ in range(RACK_SIZE)]
    played: list[list[int]] = [[] for _ in range(players)]
    plays: list[list[Laid]] = [[] for _ in range(players)]
    passes: list[list[Pass]] = [[] for _ in range(players)]
    board: dict[tuple[int, int], int] = {(0, 0): options["multile"]}
    for number, move in enumerate(moves):
        player = number % players  # a play and a pass both hand the turn on
        tiles = _played(move)
        drawn = owners.count(player)
        if tiles:
            plays[player].append(Laid(tuple(v for v, _, _ in tiles), drawn))
        elif player != seat:
            passes[player].append(Pass(dict(board), drawn, tuple(played[player])))
        for value, x, y in tiles:
            board[(x, y)] = value
        fresh = min(len(tiles), left)
        left -= fresh
        owners.extend([player] * fresh)
        played[player].extend(value for value, _, _ in tiles)
    held = [owners.count(p) - len(played[p]) for p in range(players)]
    if held[seat] != len(rack) or min(held) < 0:
        raise DesyncError("private-view", "rack sizes do not fit the moves")
    unseen = Counter(pool)
    unseen.subtract(v for tiles in played for v in tiles)
    unseen.subtract(rack)
    if min(unseen.values(), default=0) < 0:
        raise DesyncError("private-view", "more tiles played than the pool holds")
    fixed: dict[int, list[int]] = {}
    for player in range(players):
        if passes[player]:
            found = fit(plays[player], held[player], passes[player], unseen, board[(0, 0)])
            if found is not None:
                fixed[player] = found
                unseen.subtract(found)
                unseen.update(played[player])
    hidden = sorted(unseen.elements())
    rng = random.Random(len(moves))
    for _ in range(ATTEMPTS):
        state = _replay(options, moves, owners, played, seat, rack, fixed, hidden, held)
        if state is not None or not any(passes):
            break
        rng.shuffle(hidden)
    if state is None:
        raise DesyncError("no-deal", "no deal of the unseen tiles fits the moves")
    return state


def _replay(options: dict[str, Any], moves: tuple[str, ...], owners: list[int], played: list[list[int]],
            seat: int, rack: tuple[int, ...], fixed: dict[int, list[int]], hidden: list[int],
            held: list[int]) -> QuintoState | None:
    """Replay ``moves`` on the stand-in order these tiles give; None when a pass
    does not fit (DesyncError for any other refusal: no stand-in explains it)."""
    sequences: list[list[int]] = []
    pos = 0
    for player, tiles in enumerate(played):
        if player in fixed:
            sequences.append(fixed[player][::-1])
            continue
        if player == seat:
            tail = list(rack)
        else:
            tail = hidden[pos : pos + held[player]]
            pos += held[player]
        sequences.append([*tiles, *tail][::-1])  # pop() from the end: the next draw
    bag = [sequences[who].pop() for who in owners] + hidden[pos:]
    try:
        state = new_game("quinto", **options, bag=bag)
    except GameError as err:
        raise SetupError("bad-setup", str(err)[:80]) from None
    for number, move in enumerate(moves):
        try:
            state = state.play(move)
        except GameError as err:
            if move == "pass" and number % len(played) != seat:
                return None
            raise DesyncError("move-refused", f"move {number + 1} ({move[:40]}): {err}") from None
    assert isinstance(state, QuintoState)
    return state

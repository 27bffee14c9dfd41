"""Conformance of every registered game to move objects built in code: other games' and malformed ones.

``play()`` accepts a Move object as well as its notation.  Whatever object it
gets (another game's move, one of this game's move classes with a field of
the wrong type or out of the notation's range, not a move at all), it raises
InvalidMoveError with a short sentence and changes nothing: never TypeError,
IndexError or AttributeError from inside the rules, and never a history
holding a notation that does not read back (``+True,False:a``).  The choice
of InvalidMoveError, not IllegalMoveError, is each game's ``check_move``'s
docstring: no position makes such an object legal.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

import games
from games import GameState, InvalidMoveError, Move
from games.quinamid import Place, Rotate, Slide
from games.quinque import Mark, NewTile, TileMove
from games.quinto import Play, Tile

NAMES = sorted(games.GAMES)
#: Values no field of any game's move may hold: wrong types, a bool, numbers no notation writes.
BAD_VALUES: list[Any] = [None, 1.5, "", "zz", "0", [], (), object(), 10**5000, -(10**12), 2**63]


def positions(name: str) -> list[GameState]:
    """Three positions of a game in progress: the start and the first two moves after it."""
    state = games.new_game(name, seed=5) if name == "quinto" else games.new_game(name)
    out = [state]
    for _ in range(2):
        state = state.play(state.legal_moves()[-1])
        out.append(state)
    return out


def own_moves(name: str) -> list[Move]:
    """Legal moves of one kind each (class), from a few positions of the game."""
    kinds: dict[type, Move] = {}
    for state in positions(name):
        for move in state.legal_moves():
            kinds.setdefault(type(move), move)
    if name == "quinamid":  # the advanced game also turns boards
        start = games.new_game(name, advanced=True)
        kinds.setdefault(Rotate, next(m for m in start.legal_moves() if isinstance(m, Rotate)))
    if name == "quinque":  # tiles move once there are two
        two = games.new_game(name).play("+0,0:a").play("+1,0:b")
        kinds.setdefault(TileMove, next(m for m in two.legal_moves() if isinstance(m, TileMove)))
    return list(kinds.values())


def malformed(move: Move) -> list[Move]:
    """``move`` with one field (or one field of its first tile) replaced by each bad value."""
    out: list[Move] = []
    if not dataclasses.is_dataclass(move):
        return out
    for field in dataclasses.fields(move):
        value = getattr(move, field.name)
        for bad in BAD_VALUES:
            out.append(dataclasses.replace(move, **{field.name: bad}))
        if isinstance(value, tuple) and value and hasattr(value[0], "_replace"):  # Quinto's tiles
            item = value[0]
            for inner in item._fields:
                for bad in BAD_VALUES:
                    out.append(dataclasses.replace(move, **{field.name: (item._replace(**{inner: bad}),)}))
            out.append(dataclasses.replace(move, **{field.name: (item, item)}))  # one square twice
            out.append(dataclasses.replace(move, **{field.name: (tuple(item),)}))  # a plain tuple
    return out


def foreign_moves(name: str) -> list[Move]:
    return [move for other in NAMES if other != name for move in own_moves(other)]


def snapshot(state: GameState) -> tuple[object, ...]:
    return state.to_json(), state.to_move, state.history, state.winner, state.scores, state.is_over


def refuses(state: GameState, move: object) -> InvalidMoveError:
    before = snapshot(state)
    with pytest.raises(InvalidMoveError) as caught:
        state.play(move)  # type: ignore[arg-type]
    assert snapshot(state) == before
    assert not state.is_legal(move)  # type: ignore[arg-type]
    message = str(caught.value)
    assert 0 < len(message) < 300 and "\n" not in message
    return caught.value


@pytest.mark.parametrize("name", NAMES)
def test_every_game_has_moves_of_each_kind_to_break(name: str) -> None:
    kinds = {type(m) for m in own_moves(name)}
    expected = {"quinque": {NewTile, Mark, TileMove}, "quinto": {Play}, "quinamid": {Place, Slide, Rotate}}
    assert expected[name] <= kinds
    assert all(malformed(m) for m in own_moves(name) if dataclasses.fields(m))  # type: ignore[arg-type]


@pytest.mark.parametrize("name", NAMES)
def test_other_games_moves_are_refused_in_words(name: str) -> None:
    title = games.GAMES[name].title
    for state in positions(name):
        for move in foreign_moves(name):
            err = refuses(state, move)
            assert f"not a {title} move" in str(err)


@pytest.mark.parametrize("name", NAMES)
def test_malformed_moves_of_the_game_itself_are_refused_in_words(name: str) -> None:
    for state in positions(name):
        for move in own_moves(name):
            for bad in malformed(move):
                refuses(state, bad)


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("thing", [None, 5, 1.5, b"c4", ("c4",), ["pass"], object()])
def test_objects_that_are_not_moves_are_refused_in_words(name: str, thing: object) -> None:
    for state in positions(name):
        refuses(state, thing)


def test_the_moves_of_the_issue() -> None:
    quinamid = games.new_game("quinamid")
    err = refuses(quinamid, Place("a", 1))  # type: ignore[arg-type]
    assert str(err) == "A hole's column and row are whole numbers 0-5 (a-f, 1-6), not 'a' and 1."
    assert str(refuses(quinamid, NewTile(9, 9, "a"))) == "'+9,9:a' is not a Quinamid move."
    assert str(refuses(quinamid, Place(True, 2))) == (  # True == 1, but a bool is no column
        "A hole's column and row are whole numbers 0-5 (a-f, 1-6), not True and 2.")
    quinto = games.new_game("quinto", seed=5)
    value = quinto.racks[0][0]  # type: ignore[attr-defined]
    err = refuses(quinto, Play((Tile(str(value), 0, -1),)))  # type: ignore[arg-type]
    assert str(err) == f"'{value}@0,-1' is not a tile: write a value 0-9, '@', then the square, like 9@0,-1."
    quinque = games.new_game("quinque")
    assert str(refuses(quinque, NewTile(True, False, "a"))) == (  # would have been played as +True,False:a
        "A square's coordinates are whole numbers of at most 9 digits, not True.")
    assert "not 1000000000000000" in str(refuses(quinque.play("+0,0:a"), TileMove(0, 0, 10**15, 0)))


def test_a_move_built_in_code_out_of_order_plays_as_its_notation() -> None:
    state = games.new_game("quinto", bag=[9, 7, 8, 6, 5, 1, 1, 1, 1, 1], seed=1)
    by_hand = Play((Tile(6, 0, 1), Tile(9, 0, -3), Tile(8, 0, -1), Tile(7, 0, -2)))
    listed = Play([Tile(6, 0, 1), Tile(9, 0, -3), Tile(8, 0, -1), Tile(7, 0, -2)])  # type: ignore[arg-type]
    expected = state.play("9@0,-3 7@0,-2 8@0,-1 6@0,1")
    assert state.play(by_hand).to_json() == expected.to_json() == state.play(listed).to_json()
    assert expected.history == ("9@0,-3 7@0,-2 8@0,-1 6@0,1",)

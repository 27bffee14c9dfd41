"""Move notation has a length bound and linear patterns; links bound each move and option value.

A move's notation is short, but links and saves may hold up to
``core.MAX_TEXT`` characters, so every parser refuses text over its game's
``MAX_NOTATION`` before any pattern sees it (a backtracking pattern on a long
run of spaces took seconds), and every regular expression of the package is
checked to be unambiguous: no repeat that could either go on or stop at the
same character, which is what makes a failed match backtrack over a run.
Speed itself is shown by ``bench/bench_parse.py`` (no timed asserts here).
"""

from __future__ import annotations

import importlib
import json
import pkgutil
import re
from re import _parser  # the pattern's parse tree, for the ambiguity check
from typing import Any

import pytest

import games
from games import InvalidMoveError, InvalidSaveError
from games.quinamid import moves as quinamid_moves
from games.quinque import moves as quinque_moves
from games.quinto import moves as quinto_moves
from games.ui import links
from games.ui.links import MAX_MOVE_CHARS, MAX_OPTION_CHARS, make_link, open_link
from games.ui.session import Session

NOTATIONS = {"quinque": quinque_moves, "quinto": quinto_moves, "quinamid": quinamid_moves}
#: For each game, a hostile move made of a legal move's pieces and a long run of one of them.
RUNS = {"quinque": ("+", " ", "x"), "quinto": ("9@0,", "-", "1"), "quinamid": ("", " ", "c4x")}


def hostile(name: str, size: int) -> str:
    head, unit, tail = RUNS[name]
    return head + unit * (size - len(head) - len(tail)) + tail


def test_every_registered_game_has_a_notation_bound() -> None:
    assert set(NOTATIONS) == set(games.GAMES)
    assert quinque_moves.MAX_NOTATION == 100
    assert quinto_moves.MAX_NOTATION == 200
    assert quinamid_moves.MAX_NOTATION == 20


@pytest.mark.parametrize("name", sorted(NOTATIONS))
def test_a_move_over_the_bound_is_refused_in_words(name: str) -> None:
    most = NOTATIONS[name].MAX_NOTATION
    state = games.new_game(name)
    for size in (most + 1, 10_000, games.core.MAX_TEXT):
        with pytest.raises(InvalidMoveError) as caught:
            state.play(hostile(name, size))
        err = caught.value
        assert err.msgid == NOTATIONS[name].TOO_LONG
        assert err.params["most"] == most and err.params["count"] == size
        assert f"at most {most} characters, not {size:,}." in str(err) and len(str(err)) < 200


@pytest.mark.parametrize("name", ["quinque", "quinto"])
def test_the_bound_comes_before_any_pattern(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    class Refuse:
        def fullmatch(self, text: str) -> None:
            raise AssertionError(f"a pattern saw {len(text)} characters")

    module = NOTATIONS[name]
    for attribute, value in vars(module).items():
        if isinstance(value, re.Pattern):
            monkeypatch.setattr(module, attribute, Refuse())
    with pytest.raises(InvalidMoveError, match="too long"):
        module.parse_move(hostile(name, module.MAX_NOTATION + 1))


def test_the_longest_moves_the_notation_writes_fit_the_bound() -> None:
    far = quinque_moves.MAX_COORDINATE
    longest = quinque_moves.TileMove(-far, -far, -far, -far)
    assert len(str(longest)) == 43 and quinque_moves.parse_move(str(longest)) == longest
    spaced = "  " + str(longest).replace(",", " , ").replace(">", "  >  ") + "  "
    assert len(spaced) <= quinque_moves.MAX_NOTATION and quinque_moves.parse_move(spaced) == longest
    assert quinque_moves.parse_move(" + 1 , -2 : C ") == quinque_moves.NewTile(1, -2, "c")
    far = quinto_moves.MAX_COORDINATE
    five = quinto_moves.Play.of((9, -far + i, -far) for i in range(5))
    assert len(str(five)) <= quinto_moves.MAX_NOTATION and quinto_moves.parse_move(str(five)) == five
    assert quinamid_moves.parse_move(" " * 9 + "c4" + " " * 9) == quinamid_moves.Place(2, 3)


@pytest.mark.parametrize("name", sorted(NOTATIONS))
def test_a_save_refuses_a_long_move_by_the_same_bound(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # A save goes through check_text, then each move through the game's parser: the per-move bound.
    module = NOTATIONS[name]
    for attribute, value in vars(module).items():
        if isinstance(value, re.Pattern):
            monkeypatch.setattr(module, attribute, None)  # a pattern reached would raise AttributeError
    move = hostile(name, 200_000)
    game = {"format": 1, "game": name, "options": {}, "history": [move]}
    session = {"format": 1, "seats": [["A", "human"], ["B", "human"]], "cursor": 1, "settings": {},
               "game": game}
    for load, text in ((games.load, json.dumps(game)), (Session.from_save, json.dumps(session))):
        with pytest.raises(InvalidSaveError) as caught:
            load(text)
        assert "Move 1" in str(caught.value) and "too long" in str(caught.value)
        assert "200,000" in str(caught.value) and len(str(caught.value)) < 300


# --- links: a bound per move and per option value ---------------------------------------------------

LONG_MOVE = "Move {number} of the link is too long: {count:,} characters (a move has at most {most})."
LONG_OPTION = "The link's option '{option}' is too long: {count:,} characters (at most {most:,})."


def test_no_game_reads_a_move_longer_than_a_link_may_hold() -> None:
    assert max(module.MAX_NOTATION for module in NOTATIONS.values()) <= MAX_MOVE_CHARS


def test_a_long_move_in_a_link_is_refused_before_anything_is_replayed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    replayed: list[str] = []
    monkeypatch.setattr(links, "replay", lambda name, options, moves: replayed.append(name))
    move = "%2B" + "%20" * MAX_MOVE_CHARS  # MAX_MOVE_CHARS + 1 characters once decoded
    with pytest.raises(InvalidSaveError) as caught:
        open_link(f"?game=quinque&moves=%2B0,0:a;{move};pass")
    assert caught.value.msgid == LONG_MOVE
    assert caught.value.params == {"number": 2, "count": MAX_MOVE_CHARS + 1, "most": MAX_MOVE_CHARS}
    with pytest.raises(InvalidSaveError, match="Move 1 of the link is too long: 999,980 characters"):
        open_link("?game=quinque&moves=" + "+" * 999_980)
    assert replayed == []


@pytest.mark.parametrize(("name", "option", "unit"), [
    ("quinto", "bag", "1,"), ("quinto", "seed", "9"), ("quinamid", "start", "-"),
    ("quinamid", "variants", "a"), ("quinque", "advanced", "1"),
])
def test_a_long_option_value_in_a_link_is_refused(name: str, option: str, unit: str) -> None:
    value = (unit * (MAX_OPTION_CHARS + 1))[: MAX_OPTION_CHARS + 1]
    with pytest.raises(InvalidSaveError) as caught:
        open_link(f"?game={name}&{option}={value}")
    assert caught.value.msgid == LONG_OPTION
    assert caught.value.params == {"option": option, "count": MAX_OPTION_CHARS + 1, "most": MAX_OPTION_CHARS}


def test_the_longest_real_option_values_still_open() -> None:
    bag = [v % 10 for v in range(180)]  # the largest bag (MAX_BAG), 359 characters in a link
    state = games.new_game("quinto", bag=bag, seed=3)
    assert list(open_link(make_link(state)).options["bag"]) == bag
    assert open_link("?game=quinamid&start=1,1,0,0,1,1,0,0&variants=abcde").options["variants"] == "abcde"
    long_game = games.new_game("quinque")
    for move in ("+0,0:a", "+1,0:b", "pass", "0,0>2,0", "pass"):
        long_game = long_game.play(move)
    assert open_link(make_link(long_game)).history == long_game.history


# --- every regular expression of the package is unambiguous ------------------------------------------

#: The characters the check tries: ASCII, and some Unicode spaces, digits and letters.
PROBES = frozenset(chr(i) for i in range(128)) | frozenset("\u00a0\u2003\u3000\u0663\uff13é")
CATEGORIES = {
    "CATEGORY_SPACE": str.isspace, "CATEGORY_NOT_SPACE": lambda c: not c.isspace(),
    "CATEGORY_DIGIT": str.isdecimal, "CATEGORY_NOT_DIGIT": lambda c: not c.isdecimal(),
    "CATEGORY_WORD": lambda c: c.isalnum() or c == "_",
    "CATEGORY_NOT_WORD": lambda c: not (c.isalnum() or c == "_"),
}
Chars = frozenset[str]


def _set(items: list[tuple[Any, Any]]) -> Chars:
    chars: set[str] = set()
    negate = False
    for op, arg in items:
        kind = str(op)
        if kind == "NEGATE":
            negate = True
        elif kind == "LITERAL":
            chars.add(chr(arg))
        elif kind == "RANGE":
            chars.update(c for c in PROBES if arg[0] <= ord(c) <= arg[1])
        elif kind == "CATEGORY":
            chars.update(c for c in PROBES if CATEGORIES[str(arg)](c))
        else:
            raise NotImplementedError(f"character set item {kind}: teach the check")
    return PROBES - chars if negate else frozenset(chars)


def first(sequence: list[tuple[Any, Any]]) -> tuple[Chars, bool]:
    """The characters ``sequence`` can start with, and whether it can match nothing."""
    out: set[str] = set()
    for op, arg in sequence:
        kind = str(op)
        if kind == "LITERAL":
            chars, empty = frozenset(chr(arg)), False
        elif kind == "NOT_LITERAL":
            chars, empty = PROBES - {chr(arg)}, False
        elif kind == "IN":
            chars, empty = _set(arg), False
        elif kind == "ANY":
            chars, empty = PROBES - {"\n"}, False
        elif kind == "AT":
            chars, empty = frozenset(), True
        elif kind == "SUBPATTERN":
            chars, empty = first(list(arg[-1]))
        elif kind in ("MAX_REPEAT", "MIN_REPEAT"):
            chars, empty = first(list(arg[2]))
            empty = empty or arg[0] == 0
        elif kind == "BRANCH":
            branches = [first(list(b)) for b in arg[1]]
            chars = frozenset().union(*(c for c, _ in branches))
            empty = any(e for _, e in branches)
        else:
            raise NotImplementedError(f"pattern item {kind}: teach the check")
        out |= chars
        if not empty:
            return frozenset(out), False
    return frozenset(out), True


def ambiguities(sequence: list[tuple[Any, Any]], follow: Chars) -> list[str]:
    """Places where a match could go two ways on one character (``follow``: what may come next)."""
    found: list[str] = []
    for i, (op, arg) in enumerate(sequence):
        rest, rest_empty = first(sequence[i + 1 :])
        after = rest | follow if rest_empty else rest
        kind = str(op)
        if kind == "SUBPATTERN":
            found += ambiguities(list(arg[-1]), after)
        elif kind in ("MAX_REPEAT", "MIN_REPEAT"):
            low, high, body = arg[0], arg[1], list(arg[2])
            chars, empty = first(body)
            if high != low and empty:
                found.append("a repeated part that can match nothing")
            if high != low and chars & after:
                found.append(f"a repeat that may go on or stop at {''.join(sorted(chars & after))[:12]!r}")
            found += ambiguities(body, after | chars if high > 1 else after)
        elif kind == "BRANCH":
            starts = [first(list(b)) for b in arg[1]]
            for j, (one, _) in enumerate(starts):
                if any(one & other for other, _ in starts[j + 1 :]):
                    found.append("alternatives that start with the same character")
            if any(empty for _, empty in starts) and any(one & after for one, _ in starts):
                found.append("an alternative that may match nothing or start what follows")
            for branch in arg[1]:
                found += ambiguities(list(branch), after)
    return found


def package_patterns() -> list[tuple[str, re.Pattern[str]]]:
    out = []
    for info in pkgutil.walk_packages(games.__path__, "games."):
        if info.name.endswith("__main__"):
            continue
        module = importlib.import_module(info.name)
        for attribute, value in vars(module).items():
            if isinstance(value, re.Pattern) and isinstance(value.pattern, str):
                out.append((f"{info.name}.{attribute}", value))
    return out


def test_the_ambiguity_check_catches_the_patterns_that_backtrack() -> None:
    def check(pattern: str) -> list[str]:
        return ambiguities(list(_parser.parse(pattern)), frozenset())

    assert check(r"\+?\s*\s*(-?[0-9]{1,9})") != []  # the old Quinque move: two ways to read a space
    assert check(r"(a+)+b") != [] and check(r"(?:x|xy|z)") != [] and check(r"[0-9]*[0-9]") != []
    assert check(r"(x*)*") != [] and check(r"(?:a|)a") != []
    assert check(r"\+?\s*(-?[0-9]{1,9})\s*,") == [] and check(r'"[^"\\]*(?:\\.[^"\\]*)*"') == []


def test_every_pattern_of_the_package_is_unambiguous() -> None:
    patterns = package_patterns()
    names = {name for name, _ in patterns}
    assert {"games.quinque.moves._MARK_RE", "games.quinque.moves._MOVE_RE", "games.quinto.moves._TILE",
            "games.ui.links._NUMBER"} <= names
    for name, pattern in patterns:
        assert ambiguities(list(_parser.parse(pattern.pattern, pattern.flags)), frozenset()) == [], name

"""A person's whole turn on the canvas, by taps and drags like a player (e2e and bench_ai_browser).

The move is chosen on CPython from the page's own position (read through
``window.quintetState()``, never written) and made with pointer events on
the board's targets (``window.quintetTargets()``), as e2e/board.py does, so
the computer's reply starts exactly as it does for a person.  The page
clock is stamped (``window.asked``) just before the event that ends the
person's turn: the reply is timed from there.
"""

from __future__ import annotations

import json
import re
from typing import Any

from playwright.sync_api import Page

import games
from games import GameState
from games.ai import choose_move

#: One step of an action: ("tap", kind, key), ("drag", kind, key, kind, key),
#: ("tentative", key) (wait for a tile laid out there) or ("press", control).
Step = tuple[Any, ...]
_PLACE = re.compile(r"[a-f][1-6]")
_SIDES = ((1, 0), (-1, 0), (0, 1), (0, -1))


def page_state(page: Page) -> GameState:
    return games.load(str(page.evaluate("window.quintetState()")))


def _choose(state: GameState) -> str:
    """The person's action: a Quinamid counter placed, greedy's Quinque action, the fewest Quinto tiles."""
    legal = [str(m) for m in state.legal_moves()]
    game = state.game_name
    if game == "quinamid":
        placements = [m for m in legal if _PLACE.fullmatch(m)]
        return (placements or legal)[len(placements) // 2 if placements else 0]
    if game == "quinque":  # a person who sees a line coming: the greedy level's action
        return str(choose_move(state, "greedy", seed=len(state.history)))
    plays = sorted((m for m in legal if m != "pass"), key=lambda m: m.count("@"))
    return plays[0] if plays else "pass"


def _steps(state: GameState, move: str) -> list[Step]:
    """The pointer events that make ``move`` on the board."""
    if move == "pass":
        return [("press", "pass")]
    if state.game_name == "quinamid":
        return [("tap", "hole", move)]
    if state.game_name == "quinque":
        parts = re.split(r"[,:>]", move.lstrip("+"))
        square, side = [int(parts[0]), int(parts[1])], parts[2:]
        if ">" in move:  # a tile moved
            return [("drag", "tile", square, "square", [int(n) for n in side])]
        if move.startswith("+"):  # a new tile, one of its skydivers marked
            return [("tap", "square", square), ("tap", "new_skydiver", [*square, *side])]
        return [("tap", "skydiver", [*square, *side])]
    tiles = [tuple(int(n) for n in re.split(r"[@,]", word)) for word in move.split()]
    full: set[tuple[int, ...]] = set(getattr(state, "board", {}))
    steps: list[Step] = []
    while tiles:  # each tile next to one already down, as a person lays them out
        value, x, y = next(t for t in tiles if any((t[1] + dx, t[2] + dy) in full for dx, dy in _SIDES))
        tiles.remove((value, x, y))
        full.add((x, y))
        steps += [("drag", "rack", value, "square", [x, y]), ("tentative", [x, y])]
    return [*steps, ("press", "play")]


def _point(page: Page, kind: str, key: Any) -> tuple[float, float]:
    box = page.locator("#board").bounding_box()
    assert box is not None
    for target in json.loads(page.evaluate("window.quintetTargets()")):
        if target["kind"] == kind and (target["key"] == key or (kind == "rack" and target["key"][1] == key)):
            return box["x"] + target["x"], box["y"] + target["y"]
    raise RuntimeError(f"no {kind} {key} on the board")


def _run(page: Page, step: Step) -> None:
    if step[0] == "tap":
        page.mouse.click(*_point(page, step[1], step[2]))
    elif step[0] == "drag":
        (x0, y0), (x1, y1) = _point(page, step[1], step[2]), _point(page, step[3], step[4])
        page.mouse.move(x0, y0)
        page.mouse.down()
        page.mouse.move((x0 + x1) / 2, (y0 + y1) / 2, steps=4)
        page.mouse.move(x1, y1, steps=4)
        page.mouse.up()
    elif step[0] == "tentative":
        page.wait_for_function("k => JSON.parse(window.quintetTargets()).some(t => t.kind === 'tentative'"
                               " && t.key[0] === k[0] && t.key[1] === k[1])", arg=step[1])
    else:
        page.locator(f"#controls button[data-control={step[1]}]").click()


def person_turn(page: Page) -> GameState:
    """Play the whole turn of the person to move; returns the position it leaves."""
    state = page_state(page)
    me = state.to_move
    while True:
        move = _choose(state)
        after = state.play(move)
        last = after.is_over or after.to_move != me
        steps = _steps(state, move)
        for i, step in enumerate(steps):
            if last and i == len(steps) - 1:
                page.evaluate("window.asked = performance.now()")
            _run(page, step)
        page.wait_for_function(f"JSON.parse(window.quintetState()).history.length >= {len(after.history)}")
        if last:
            return after
        state = after


#: True once seat ``me`` is to move again, or the game is over; stamps the page clock.
_PERSON_AGAIN = """(me) => {
  const seats = [...document.querySelectorAll("#players li")];
  if (!(seats.length && (seats[me].classList.contains("to-move")
        || !seats.some((li) => li.classList.contains("to-move"))))) return false;
  window.replied = performance.now();
  return true;
}"""


def timed_reply(page: Page, timeout: float = 60_000) -> float | None:
    """The person's whole turn, then the computer's: milliseconds (page clock) from the
    person's last event until the person is to move again (or the game is over).
    None when the person's own turn ended the game."""
    me = page_state(page).to_move
    if person_turn(page).is_over:
        return None
    page.wait_for_function(_PERSON_AGAIN, arg=me, timeout=timeout)
    return float(page.evaluate("window.replied - window.asked"))

"""Drives Quintet's page through every screen, inside Pyodide under Node (tools/stdlib_trace.mjs).

What the standard library must hold is what this run imports: tools/stdlib_trace.mjs
runs it once with Pyodide's whole standard library (the trace, kept in
tools/stdlib_traced.txt) and, in every build, with only the cut one (the check).  So it
goes where a player goes, through the page's own code (web/main.py and its helpers, on
the stand-in page of tools/stdlib_page.py): the start screen; for each game the
new-game dialog, a game against each computer level (their moves come from web/ai.py,
the worker's module), moves by taps and keys, a hint, undo and redo, the review, the
rules, sharing, the board's buttons, a game played to its end and its summary, a
rematch, and the tutorial to its end; the About dialog; every language; a share link
opened in an embedded page; then every computer level of every game as the worker
answers it.

Its imports are modules the app imports anyway: anything imported here would be in
the cut, downloaded by every visitor.
"""

from __future__ import annotations

import asyncio
import json
import random
import sys
from typing import Any

import stdlib_page

#: The pages the driver opens: a plain visit, and a share link in an embedded frame.
PLAIN = ""
LINKED = "?embed=1&game=quinamid&moves=c4;a1&lang=fr"
#: Random moves allowed before a game must have ended (they end within 130 or so).
MAX_MOVES = 400
#: The bridge's modules (web/), imported afresh by each page.
BRIDGE = ("dom", "render", "hooks", "language", "embed", "computer", "dialogs", "progress",
          "start_view", "board_input")


def install(search: str = PLAIN) -> None:
    """A fresh page at address ``search``: the stand-in ``pyscript`` module in place of
    PyScript's, and the bridge's modules forgotten, so main.py imports them on this page."""
    with open("index.html", encoding="utf-8") as file:
        html = file.read()
    sys.modules["pyscript"] = stdlib_page.pyscript_module(html, search)
    for name in BRIDGE:
        sys.modules.pop(name, None)


def page() -> Any:
    return sys.modules["pyscript"]


async def settle(main: Any) -> None:
    """Let the page's frames, timers and background tasks (computer, warm-up) run to the end."""
    for _round in range(50):
        page().window.run_queued()
        pending = [task for task in main.computer.tasks if not task.done()]
        if pending:
            await asyncio.wait(pending)
            continue
        await asyncio.sleep(0)  # what the page handed to the event loop
        if not page().window.queued and all(task.done() for task in main.computer.tasks):
            return
    raise RuntimeError("the page is still busy after 50 rounds of frames, timers and tasks")


def element(selector: str) -> Any:
    found = page().document.querySelector(selector)
    if found is None:
        raise LookupError(f"the page has no {selector}")
    return found


def click(selector: str) -> None:
    element(selector).fire("click")


async def new_game(main: Any, game: str, computer: str) -> None:
    """The start screen's New button, the dialog with a computer in the second seat, Start."""
    click(f"[data-game={game}][data-action=new]")
    element("[name=kind_1]").value = computer
    element("[name=setting_speed]").value = "fast"
    element("#new-form").fire("submit")
    await settle(main)
    if main.controller.session is None or main.controller.session.game != game:
        raise RuntimeError(f"the new-game dialog did not start {game}: {main.controller.message}")


def tap_targets(main: Any, count: int) -> None:
    """Pointer taps on the first ``count`` targets of the board, and the arrow keys and Enter."""
    view = main.controller.view
    canvas = element("#board")
    for target in list(view.targets())[:count]:
        x, y = view.camera.to_screen(target.x, target.y)
        for kind in ("pointerdown", "pointerup"):
            canvas.fire(kind, clientX=x, clientY=y, pointerId=1, ctrlKey=False, metaKey=False)
    for key in ("ArrowRight", "ArrowDown", "Enter", "Escape", "+", "-"):
        canvas.fire("keydown", key=key, ctrlKey=False, metaKey=False)


async def play_person_move(main: Any, rng: random.Random) -> None:
    """A random legal move by the person to move, once the computer has made its own."""
    await settle(main)
    controller = main.controller
    state = controller.session.state
    if state.is_over or controller.computer.level() is not None:
        return
    moves = state.legal_moves()
    if not controller.play(str(rng.choice(list(moves)))):
        raise RuntimeError(f"a legal move was refused: {controller.message}")
    main.render()
    await settle(main)


async def game_screens(main: Any, game: str, level: str, rng: random.Random) -> None:
    """A game against ``level``: moves, hint, undo/redo, review, rules, share, the buttons."""
    await new_game(main, game, level)
    tap_targets(main, 6)
    for _ in range(3):
        await play_person_move(main, rng)
    if len(main.controller.session.state.history) <= 3:
        raise RuntimeError(f"the computer ({level}) did not reply in {game}: {main.controller.message}")
    click("#btn-hint")
    await settle(main)
    for button in ("#btn-undo", "#btn-redo", "#btn-flip", "#btn-fit", "#btn-zoom-in", "#btn-zoom-out",
                   "#btn-opposite", "#btn-more", "#sheet-toggle", "#btn-rules", "#btn-share"):
        click(button)
        await settle(main)
    document = page().document
    if not (element("#rules-dialog").open and element("#share-dialog").open):
        raise RuntimeError("the rules or the share dialog did not open")
    canvas = element("#board")
    document.fire("keydown", key="z", ctrlKey=True, metaKey=False, shiftKey=False, target=canvas)
    document.fire("keydown", key="y", ctrlKey=True, metaKey=False, shiftKey=False, target=canvas)
    for dialog in document.querySelectorAll("dialog"):
        dialog.close()
    main.controller.history.open_review(0)
    for where in ("forward", "last", "back", "first", "exit"):
        click(f"#review-bar [data-review={where}]")
    canvas.fire("wheel", deltaY=-100.0, clientX=10.0, clientY=10.0)
    main.resize()
    await settle(main)


async def play_to_the_end(main: Any, game: str, rng: random.Random) -> None:
    """A game's last move on the page: the summary, the review from it, a rematch.

    The moves before it are played by the rules alone (the page would redraw after
    each): a position one move from the end opens as a share link opens one.
    """
    import games

    state = games.new_game(game)
    for _ in range(MAX_MOVES):
        last = rng.choice(list(state.legal_moves()))
        if state.play(last).is_over:
            break
        state = state.play(last)
    else:
        raise RuntimeError(f"{game} did not end in {MAX_MOVES} random moves")
    main.controller.open_state(state)
    main.show_game()
    if not main.controller.play(str(last)) or not main.controller.session.state.is_over:
        raise RuntimeError(f"the last move of {game} did not end it: {main.controller.message}")
    main.render()
    for button in ("#banner-review", "#banner-close", "#banner-rematch"):
        click(button)
    await settle(main)


def tutorial(main: Any, game: str) -> None:
    """The game's tutorial from the start screen, each step played, then back to the start."""
    from games.ui.tutorial import TUTORIALS
    from games.ui.view import Outcome

    click(f"[data-game={game}][data-action=tutorial]")
    click("#tutorial-show")
    for step in TUTORIALS[game]:
        main.controller.apply(Outcome(move=step.example))
        main.render()
    if main.controller.lessons.tutorial is None or not main.controller.lessons.tutorial.done:
        raise RuntimeError(f"the {game} tutorial did not reach its end: {main.controller.message}")
    click("#tutorial-play")  # "play a real game": the new-game dialog
    element("#new-dialog").close()


async def every_level_in_the_worker() -> None:
    """Each computer level of each game answers once, as the worker answers the page."""
    import games
    from games.ai import LEVELS

    worker = page().PyWorker("./ai.py")
    for game in games.GAMES:
        await worker.sync.warm(game)
        state = games.new_game(game)
        for level in LEVELS:
            request = {"state": state.to_json(), "level": level, "seed": 1, "seconds": 0.05}
            state.parse_move(str(await worker.sync.think(json.dumps(request))))


async def drive() -> None:
    """Every screen of the page (see the module doc); raises when one does not work."""
    import games
    from games.ai.deadlines import BROWSER_DEADLINES

    main = sys.modules["__main__"]
    rng = random.Random(5)
    # What a search imports does not depend on how long it runs: the computer is quick here.
    BROWSER_DEADLINES.update(dict.fromkeys(BROWSER_DEADLINES, 0.02))
    await settle(main)
    if not page().document.documentElement.dataset.ready:
        raise RuntimeError("main.py did not finish its boot on the stand-in page")
    for game in games.GAMES:
        for level in ("easy", "medium", "hard"):
            await game_screens(main, game, level, rng)
            click("#btn-menu")
        await play_to_the_end(main, game, rng)
        click("#btn-menu")
        tutorial(main, game)
        click("#btn-menu")
    click("#about-button")
    for picker in page().document.querySelectorAll("select[data-language-picker]")[:1]:
        for code in ("fr", "ms", "br", "en"):
            picker.value = code
            picker.fire("change")
            if page().document.documentElement.lang != code:
                raise RuntimeError(f"the page did not switch to {code}")
    await every_level_in_the_worker()
    await settle(main)


async def drive_linked() -> None:
    """The embedded page opened by a share link (:data:`LINKED`): the game it names is on screen."""
    main = sys.modules["__main__"]
    await settle(main)
    session = main.controller.session
    if session is None or session.game != "quinamid" or session.state.history != ("c4", "a1"):
        raise RuntimeError(f"the linked page did not open the link's game: {main.controller.message}")
    click("#btn-hint")
    await settle(main)

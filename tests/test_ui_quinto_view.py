"""The Quinto board view: rack, tentative tiles, preview, controls, privacy (no browser)."""

from __future__ import annotations

import games
from games.ui.canvas import RecordingCanvas
from games.ui.controller import Controller, MemoryStorage
from games.ui.i18n import EN
from games.ui.quinto.view import QuintoView, rack_layout
from games.ui.session import Seat
from games.ui.view import MIN_HIT, Target

SAMPLE = [
    "9@0,-3 7@0,-2 8@0,-1 6@0,1",
    "6@1,-3 3@2,-3 7@3,-3",
    "2@1,-5 9@1,-4 3@1,-2",
    "5@4,-3 2@4,-2 2@4,-1 4@4,0 7@4,1",
    "7@2,-5 9@3,-5 2@4,-5",
    "0@0,-5",
    "6@3,-4 8@3,-2",
    "0@2,-4 5@2,-2",
]
SAMPLE_SCORES = [35, 25, 30, 50, 20, 20, 40, 55]
# Deals the rulebook's sample game to two players (1s and 4s are fillers).
SAMPLE_BAG = [9, 7, 8, 6, 2, 6, 3, 7, 5, 2, 9, 3, 1, 1, 2, 4, 7, 7, 9, 2, 0, 0, 5, 1, 1, 6, 8,
              1, 1, 1, 1, 1, 1, *[4] * 10]
# Player 1 holds only 1s: every line through the 5 makes 6 to 9, so it must pass.
PASS_BAG = [1, 1, 1, 1, 1, 5, 0, 4, 6, 9, 2, 2, 2, 2, 2, 3, 3, 3]


def view_of(*moves: str, bag: list[int] | None = None, size: tuple[int, int] = (800, 600),
            **settings: object) -> QuintoView:
    state = games.replay("quinto", {"bag": bag or SAMPLE_BAG}, list(moves))
    view = QuintoView(state, settings)
    view.resize(*size)
    return view


def find(view: QuintoView, kind: str, key: object) -> Target:
    for target in view.targets():
        if target.kind == kind and (target.key == key or (kind == "rack" and target.key[1] == key)):
            return target
    raise AssertionError(f"no {kind} {key} in {[(t.kind, t.key) for t in view.targets()]}")


def screen(view: QuintoView, target: Target) -> tuple[float, float]:
    return view.camera.to_screen(target.x, target.y)


def tap(view: QuintoView, target: Target) -> str | None:
    sx, sy = screen(view, target)
    view.pointer_down(1, sx, sy)
    outcome = view.pointer_up(1, sx, sy)
    return outcome.move or outcome.message


def drag(view: QuintoView, source: Target, to: tuple[float, float]) -> None:
    sx, sy = screen(view, source)
    view.pointer_down(1, sx, sy)
    view.pointer_move(1, (sx + to[0]) / 2, (sy + to[1]) / 2)
    view.pointer_move(1, *to)
    assert view.dragging() is not None and view.drag_point is not None
    view.pointer_up(1, *to)


def square_point(view: QuintoView, x: int, y: int) -> tuple[float, float]:
    return view.camera.to_screen(x + 0.5, y + 0.5)


def reachable_order(notation: str, board: set[tuple[int, int]]) -> list[tuple[int, int, int]]:
    """The tiles of a play in an order where each one touches a tile already down."""
    todo = [(int(v), int(x), int(y)) for v, x, y in
            (w.replace("@", ",").split(",") for w in notation.split())]
    full, out = set(board), []
    while todo:
        tile = next(t for t in todo if any((t[1] + dx, t[2] + dy) in full
                                           for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))))
        todo.remove(tile)
        full.add((tile[1], tile[2]))
        out.append(tile)
    return out


def place(view: QuintoView, notation: str) -> None:
    """Lay a play out by dragging each tile from the rack to its square."""
    for value, x, y in reachable_order(notation, set(view.q.board)):
        drag(view, find(view, "rack", value), square_point(view, x, y))


def texts(view: QuintoView) -> str:
    return "\n".join(line.text for line in view.info_lines())


def test_tap_a_rack_tile_then_a_square_places_it_tentatively() -> None:
    view = view_of()
    assert tap(view, find(view, "rack", 6)) is None
    assert view.selected is not None
    assert tap(view, find(view, "square", (0, 1))) is None
    assert view.placements() == [(6, 0, 1)]
    assert view.q.history == (), "nothing is played before Play"
    assert "tentative" in {t.kind for t in view.targets()}
    assert 6 not in [t.key[1] for t in view.targets() if t.kind == "rack"], "the tile left the rack"


def test_a_square_without_a_picked_tile_explains_what_to_do() -> None:
    view = view_of()
    assert tap(view, find(view, "square", (0, 1))) == EN["quinto.pick_first"]


def test_drag_from_the_rack_places_and_dragging_back_recalls() -> None:
    view = view_of()
    drag(view, find(view, "rack", 9), square_point(view, 0, -1))
    assert view.placements() == [(9, 0, -1)]
    # drag it on to another square next to the tiles
    drag(view, find(view, "tentative", (0, -1)), square_point(view, 1, 0))
    assert view.placements() == [(9, 1, 0)]
    # and back to the rack band
    lay = view.layout()
    assert lay is not None
    drag(view, find(view, "tentative", (1, 0)), lay.slots[0])
    assert view.placements() == []


def test_tap_a_tentative_tile_takes_it_back() -> None:
    view = view_of()
    place(view, "9@0,-1")
    assert tap(view, find(view, "tentative", (0, -1))) is None
    assert view.placements() == []


def test_drop_on_nothing_changes_nothing() -> None:
    view = view_of()
    drag(view, find(view, "rack", 9), (5.0, 5.0))
    assert view.placements() == []


def test_preview_of_a_legal_play_gives_the_score_line_by_line() -> None:
    view = view_of()
    place(view, SAMPLE[0])
    info = texts(view)
    assert "This play scores 35." in info
    assert "Column 9+7+8+5+6 = 35" in info
    assert [c.enabled for c in view.controls() if c.id in ("play", "recall")] == [True, True]


def test_preview_of_a_double_play_lists_both_lines() -> None:
    view = view_of(*SAMPLE[:2])
    place(view, SAMPLE[2])
    info = texts(view)
    assert "This play scores 30." in info
    assert "Column 2+9+6+3 = 20" in info and "Row 7+3 = 10" in info


def test_preview_of_an_illegal_play_gives_the_engine_reason() -> None:
    view = view_of()
    place(view, "9@0,-1")
    info = texts(view)
    assert "Not playable yet: The column 9+5 makes 14, not a multiple of 5." in info
    assert "Column 9+5 = 14" in info
    outcome = view.control("play")
    assert outcome.move is None and outcome.message == (
        "Not allowed: The column 9+5 makes 14, not a multiple of 5.")


def test_play_sends_the_exact_notation_in_reading_order() -> None:
    view = view_of()
    place(view, "6@0,1 8@0,-1 7@0,-2 9@0,-3")  # laid out bottom to top
    assert view.control("play").move == SAMPLE[0]


def test_the_sample_game_through_the_board_scores_as_the_rulebook() -> None:
    c = Controller(MemoryStorage())
    assert c.start("quinto", {"bag": SAMPLE_BAG}, (Seat("Ann"), Seat("Bob"))) is None
    assert isinstance(c.view, QuintoView)
    c.view.resize(700, 500)
    for notation in SAMPLE:
        c.continue_handoff()
        place(c.view, notation)
        c.control("play")
        assert c.message == "", c.message
    c.continue_handoff()
    panel = c.panel()
    assert [e.notation for e in panel.log] == SAMPLE
    assert [str(s) in e.text for e, s in zip(panel.log, SAMPLE_SCORES, strict=True)] == [True] * len(SAMPLE)
    assert [p.detail for p in panel.players] == ["Score 125", "Score 150"]
    assert "Tiles in the pool: 10" in [line.text for line in panel.info]


def test_recall_and_escape_take_every_tentative_tile_back() -> None:
    view = view_of()
    place(view, "9@0,-1 7@0,-2")
    assert view.control("recall").announce
    assert view.placements() == []
    place(view, "9@0,-1")
    view.key("Escape")
    assert view.placements() == []


def test_pass_is_enabled_only_when_the_engine_allows_it() -> None:
    view = view_of(bag=PASS_BAG)
    (pass_control,) = [c for c in view.controls() if c.id == "pass"]
    assert pass_control.enabled
    assert view.turn_text("Ann") == "Ann has no legal play and must pass."
    assert view.control("pass").move == "pass"
    view = view_of("pass", bag=PASS_BAG)
    (pass_control,) = [c for c in view.controls() if c.id == "pass"]
    assert not pass_control.enabled and pass_control.reason
    assert view.control("pass").move is None


def test_a_hint_from_the_computer_is_laid_out_as_tentative_tiles() -> None:
    view = view_of()
    assert "hint" not in [c.id for c in view.controls()], "Hint is the page's one Hint button"
    best = view.q.best_play()
    assert best is not None
    outcome = view.show_hint(str(best))
    assert outcome.announce and "9 above the red 5" in outcome.announce  # words, not "9@0,-1"
    assert "@" not in outcome.announce
    assert view.hint_move == str(best)
    assert view.control("play").move == str(best)


def test_fallback_hint_lays_out_the_highest_scoring_play() -> None:
    view = view_of()
    best = view.q.best_play()
    assert best is not None and view.hint().announce
    assert view.control("play").move == str(best)


def test_the_buttons_are_html_only_never_drawn_on_the_board() -> None:
    view = view_of()
    assert [c.id for c in view.controls()] == ["play", "recall", "pass"]
    assert not [t for t in view.targets() if t.kind == "button"]
    canvas = RecordingCanvas()
    view.draw(canvas)
    assert not {"Play", "Recall", "Pass"} & set(canvas.texts())


def test_only_the_current_players_rack_is_drawn() -> None:
    bag = [9, 9, 9, 9, 6, 1, 1, 1, 1, 1, *[7] * 10]
    view = view_of(bag=bag)
    canvas = RecordingCanvas()
    view.draw_overlay(canvas)
    drawn = [s for s in canvas.texts() if s.isdigit()]
    assert sorted(drawn) == ["6", "9", "9", "9", "9"]
    assert view.hides_private_info
    view = view_of("6@0,-1 9@0,-2", bag=bag)  # column 9+6+5 = 20; now Bob is to play
    canvas = RecordingCanvas()
    view.draw_overlay(canvas)
    assert sorted(s for s in canvas.texts() if s.isdigit()) == ["1"] * 5
    assert {t.key[1] for t in view.targets() if t.kind == "rack"} == {1}


def test_no_rack_is_drawn_once_the_game_is_over() -> None:
    view = view_of("pass", "pass", bag=[1] * 10)
    assert view.q.is_over and view.q.winner is None
    assert view.draw_text() == EN["game.tie"]
    canvas = RecordingCanvas()
    view.draw(canvas)
    assert canvas.texts() == ["5"] and view.targets() == [] and view.controls() == []


def test_takeback_follows_the_policy_and_older_saves_map_over() -> None:
    for settings, allowed in (({}, False), ({"takeback": "none"}, False), ({"takeback": False}, False),
                              ({"takeback": True}, True), ({"takeback": "free"}, True)):
        c = Controller(MemoryStorage())
        assert c.start("quinto", {"bag": SAMPLE_BAG}, (Seat("Ann"), Seat("Bob")), settings) is None
        c.continue_handoff()
        c.play(SAMPLE[0])
        c.continue_handoff()
        assert c.panel().can_undo is allowed, settings


def test_two_people_get_a_handoff_screen() -> None:
    c = Controller(MemoryStorage())
    c.start("quinto", {"bag": SAMPLE_BAG}, (Seat("Ann"), Seat("Bob")))
    c.play(SAMPLE[0])
    assert c.panel().handoff == "Bob"


def test_end_screen_shows_each_penalty() -> None:
    # nobody can play: the game ends after a round of passes with full racks
    view = view_of("pass", "pass", bag=[1, 1, 1, 1, 1, 6, 6, 6, 6, 6])
    assert view.q.is_over and view.q.winner == 0
    assert view.player_detail(0) == "Final -5: 0 from plays − 5 for the tiles left (1, 1, 1, 1, 1)"
    assert view.player_detail(1) == "Final -30: 0 from plays − 30 for the tiles left (6, 6, 6, 6, 6)"
    assert any("Game over" in line.text for line in view.info_lines())


def test_end_with_an_empty_rack_says_so() -> None:
    # a 10-tile bag: Ann's five tiles all go down and nothing refills her rack
    view = view_of("5@0,-1 1@1,-1 2@2,-1 3@3,-1 4@4,-1", bag=[5, 1, 2, 3, 4, 1, 1, 1, 1, 1])
    assert view.q.is_over and view.q.scores == (25, -5)
    assert view.player_detail(0) == "Final 25: no tiles left"
    assert view.player_detail(1).startswith("Final -5: 0 from plays − 5")


def test_keyboard_reaches_the_rack_and_the_squares() -> None:
    view = view_of()  # Ann's rack: 9 7 8 6 2
    for _ in range(10):
        view.key("ArrowDown")
    focus = view._current_focus()
    assert focus is not None and focus.kind == "rack"
    for _ in range(len(view.focus_targets())):  # left along the rack to its first tile
        focus = view._current_focus()
        if focus is not None and focus.kind == "rack" and focus.key[0] == 0:
            break
        view.key("ArrowLeft")
    for _ in range(3):
        view.key("ArrowRight")
    focus = view._current_focus()
    assert focus is not None and focus.key == (3, 6)
    assert view.key("Enter").announce == "Tile 6 picked: choose its square."
    view.key("ArrowUp")
    focus = view._current_focus()
    assert focus is not None and focus.kind == "square"
    assert view.key("Enter").announce
    assert view.placements() == [(6, *focus.key)]
    focus = view._current_focus()
    assert focus is not None and focus.kind == "tentative", "the cursor stays on the square"
    assert view.key("Escape").announce is not None and view.placements() == []  # Escape recalls


def test_the_board_never_sits_under_the_rack() -> None:
    for size in ((800, 600), (360, 640), (1000, 300)):
        view = view_of(*SAMPLE, size=size)
        lay = view.layout()
        assert lay is not None and lay.top > 0
        for fit in (False, True):
            if fit:
                view.camera.reset()  # Fit: the whole board, every square on screen
            squares = [screen(view, t) for t in view.targets() if t.kind == "square"]
            assert squares and all(y <= lay.top - MIN_HIT for _, y in squares), "a finger clear of the band"
            on_screen = [x for x, y in squares if 0 <= x <= size[0] and y >= 0]
            assert len(on_screen) == len(squares) or not fit
        view.flip()
        lay = view.layout()
        assert lay is not None
        ys = [screen(view, t)[1] for t in view.targets() if t.kind == "square"]
        assert ys and max(ys) < lay.top


def test_rack_layout_wraps_the_buttons_on_narrow_screens() -> None:
    wide = rack_layout(900, 600, 5, ("play", "recall", "hint", "pass"))
    narrow = rack_layout(320, 600, 5, ("play", "recall", "hint", "pass"))
    assert {round(y) for _, y in wide.slots} == {round(wide.buttons[0][2] + wide.buttons[0][4] / 2)}
    assert narrow.buttons[0][2] > narrow.slots[0][1], "buttons on a second row"
    assert narrow.size >= 40 and narrow.top < 600 - narrow.size


def test_centre_tile_is_red_and_shows_the_number() -> None:
    state = games.new_game("quinto", variant="plus", multile=7, seed=1)
    view = QuintoView(state, {})
    view.resize(500, 500)
    canvas = RecordingCanvas()
    view.draw_world(canvas)
    fills = [args[1] for name, args in canvas.calls if name == "set" and args[0] == "fillStyle"]
    assert "#c62828" in fills and canvas.texts() == ["7"]
    assert "multiple of 7" in texts(view)


def test_the_rules_name_every_quinto_decision() -> None:
    html = EN["rules.quinto.html"]
    for words in ("How we play it", "0 ×7", "positive multiple", "at most 5", "pass only",
                  "full round", "Small-Fry", "taking back", "no edges", "nobody wins"):
        assert words in html, words


def test_a_reused_view_follows_the_settings_of_the_game_on_screen() -> None:
    c = Controller(MemoryStorage())
    c.start("quinto", {"bag": SAMPLE_BAG}, (Seat("Ann"), Seat("Bob")), {"hints": False})
    c.continue_handoff()
    assert c.panel().hint_reason == "Hints are off in this game."
    c.open_state(games.replay("quinto", {"bag": SAMPLE_BAG}, []))  # a link: no settings
    c.continue_handoff()
    assert c.panel().hint_reason == "", "the default is on"


def test_a_computers_rack_is_never_shown() -> None:
    from games.ui.session import Seat

    view = view_of()
    assert view.rack()
    view.seats = (Seat("CPU", "hard"), Seat("Ann"))
    assert view.rack() == ()
    canvas = RecordingCanvas()
    view.draw(canvas)
    rack_values = {str(v) for v in view.q.racks[0]}  # type: ignore[attr-defined]
    assert not rack_values & set(canvas.texts()) - {"5"}

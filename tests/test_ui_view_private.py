"""show_private: while the hot-seat cover is up or a past position is reviewed, a board
draws and offers nothing private (Quinto's rack, tentative tiles, hints, their preview)."""

from __future__ import annotations

import games
from games.ui.canvas import RecordingCanvas
from games.ui.quinamid.view import QuinamidView
from games.ui.quinque.view import QuinqueView
from games.ui.quinto.rack import NEW_FILL
from games.ui.quinto.view import WAITING_ALPHA, QuintoView
from games.ui.session import Seat
from games.ui.view import BoardView

# Ann's rack is 9 9 9 9 6 (and the centre tile a 5); Bob's 1 1 1 1 1.
BAG = [9, 9, 9, 9, 6, 1, 1, 1, 1, 1, *[7] * 10]
# Ann holds only 1s: she must pass.
PASS_BAG = [1, 1, 1, 1, 1, 5, 0, 4, 6, 9, 2, 2, 2, 2, 2, 3, 3, 3]


def quinto(bag: list[int] = BAG) -> QuintoView:
    view = QuintoView(games.replay("quinto", {"bag": bag}, []), {})
    view.resize(800, 600)
    return view


def picture(view: BoardView) -> RecordingCanvas:
    canvas = RecordingCanvas()
    view.draw(canvas)
    return canvas


def lay_out_tiles(view: QuintoView) -> None:
    """Put the 6 and a 9 on the board as a tentative play (the column 9+6+5 = 20)."""
    view.activate(next(t for t in view.targets() if t.kind == "rack" and t.key[1] == 6))
    view.activate(next(t for t in view.targets() if t.kind == "square" and t.key == (0, -1)))
    view.activate(next(t for t in view.targets() if t.kind == "rack" and t.key[1] == 9))
    view.activate(next(t for t in view.targets() if t.kind == "square" and t.key == (0, -2)))
    assert view.placements() == [(9, 0, -2), (6, 0, -1)]


def test_hidden_quinto_draws_no_rack_and_offers_no_rack_target() -> None:
    view = quinto()
    shown = picture(view)
    assert sorted(s for s in shown.texts() if s.isdigit()) == ["5", "6", "9", "9", "9", "9"]
    assert any(t.kind == "rack" for t in view.targets())
    view.show_private = False
    hidden = picture(view)
    assert hidden.texts() == ["5"], "only the centre tile: no rack, no buttons"
    assert view.targets() == [] and view.controls() == []
    assert view.layout() is None


def test_hidden_quinto_draws_no_tentative_tile_no_preview_and_lists_neither() -> None:
    view = quinto()
    lay_out_tiles(view)
    lines = [line.text for line in view.info_lines()]
    assert "This play scores 20." in lines and any(line.startswith("Column") for line in lines)
    assert ("set", ("fillStyle", NEW_FILL)) in picture(view).calls
    view.show_private = False
    canvas = picture(view)
    assert canvas.texts() == ["5"], "no tentative 9 or 6, no '=20' total"
    assert ("set", ("fillStyle", NEW_FILL)) not in canvas.calls
    lines = [line.text for line in view.info_lines()]
    assert lines == ["Every line must total a multiple of 5.", "Tiles in the pool: 10"]
    assert not [t for t in view.targets() if t.kind in ("tentative", "rack", "square")]
    view.show_private = True  # the cover comes down: the half-made play is still there
    assert view.placements() == [(9, 0, -2), (6, 0, -1)] and "=20" in picture(view).texts()


def test_a_hint_laid_out_stays_hidden_too() -> None:
    view = quinto()
    assert view.hint().announce
    assert view.placements()
    view.show_private = False
    assert picture(view).texts() == ["5"]


def test_hidden_quinto_does_not_say_that_the_player_must_pass() -> None:
    view = quinto(PASS_BAG)
    assert view.turn_text("Ann") == "Ann has no legal play and must pass."
    assert any("press Pass" in line.text for line in view.info_lines())
    view.show_private = False
    assert view.turn_text("Ann") == "Ann to play: put tiles from your rack on the board, then press Play."
    assert not any("Pass" in line.text for line in view.info_lines())


def test_hidden_quinto_uses_the_rack_band_for_the_board() -> None:
    view = quinto()
    with_band = view.camera.bounds
    view.show_private = False
    assert view.camera.bounds != with_band and view.camera.bounds[3] < with_band[3]
    view.show_private = True
    assert view.camera.bounds == with_band


def test_show_private_changes_nothing_on_boards_without_secrets() -> None:
    boards: list[BoardView] = [
        QuinqueView(games.replay("quinque", {}, ["+0,0:a", "+1,0:b"])),
        QuinamidView(games.replay("quinamid", {}, ["c4", "B>"])),
    ]
    for view in boards:
        view.resize(600, 600)
        view.motion = False
        targets, calls = view.targets(), picture(view).calls
        view.show_private = False
        assert view.targets() == targets and picture(view).calls == calls
        assert view.show_private is False


def test_the_screens_own_rack_waits_in_the_band_while_another_seat_moves() -> None:
    """A device of its own (its seat marked ``you``) keeps its tiles in view to plan with,
    faded and with no target; never another seat's rack."""
    view = quinto()
    view.seats = (Seat("Ann", "device"), Seat("Bob", you=True))
    view.show_private = False  # Ann moves on her own device: her rack is hers alone
    assert view.waiting_rack() == (1, 1, 1, 1, 1)
    canvas = picture(view)
    assert sorted(canvas.texts()) == ["1", "1", "1", "1", "1", "5"], "Bob's tiles, not Ann's 9s and 6"
    assert ("set", ("globalAlpha", WAITING_ALPHA)) in canvas.calls
    assert view.targets() == [] and view.controls() == []
    assert "Your rack, for your next turn: 1 1 1 1 1" in [line.text for line in view.info_lines()]
    assert view.camera.bounds == quinto().camera.bounds, "the board keeps the band's room"
    view.seats = (Seat("Ann", you=True), Seat("Bob", "device"))
    assert view.waiting_rack() == ()  # Ann's own turn: her rack is the one to play from


def test_no_waiting_rack_at_a_shared_screen() -> None:
    view = quinto()
    view.seats = (Seat("Ann"), Seat("Bob"))  # hot-seat: nobody's rack shows out of turn
    view.show_private = False
    assert view.waiting_rack() == () and picture(view).texts() == ["5"]

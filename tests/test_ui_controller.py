"""The application controller: autosave, resume, links, the panel, i18n."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import games
from games.ui import dialog
from games.ui.controller import SAVE_PREFIX, Controller, MemoryStorage
from games.ui.i18n import EN, TABLES, t
from games.ui.session import Seat

SEATS = (Seat("Ann"), Seat("Bob"))


def started(game: str = "quinque", **options: object) -> Controller:
    c = Controller(MemoryStorage())
    assert c.start(game, dict(options), SEATS) is None
    return c


def test_every_move_is_autosaved_and_resumes_in_a_new_controller() -> None:
    c = started()
    assert c.play("+0,0:a") and c.play("+1,0:b")
    fresh = Controller(c.storage)
    assert fresh.saves.resume("quinque")
    assert fresh.session is not None and fresh.session.state.history == ("+0,0:a", "+1,0:b")
    assert [s.name for s in fresh.session.seats] == ["Ann", "Bob"]


def test_corrupt_save_is_discarded_with_a_message() -> None:
    store = MemoryStorage()
    store.setItem(SAVE_PREFIX + "quinque", '{"format":1,"seats":[]')
    c = Controller(store)
    assert not c.saves.resume("quinque")
    assert "could not be resumed" in c.message
    assert store.getItem(SAVE_PREFIX + "quinque") is None


def test_saves_are_per_game() -> None:
    c = started()
    c.play("+0,0:a")
    c.start("quinamid", {}, SEATS)
    assert c.storage.getItem(SAVE_PREFIX + "quinque") is not None
    assert c.storage.getItem(SAVE_PREFIX + "quinamid") is not None


def test_illegal_play_shows_the_engine_reason_and_changes_nothing() -> None:
    c = started()
    c.play("+0,0:a")
    before = c.storage.getItem(SAVE_PREFIX + "quinque")
    assert not c.play("0,0:a")
    assert c.message.startswith("Not allowed:")
    assert c.storage.getItem(SAVE_PREFIX + "quinque") == before


def test_panel_reflects_turn_players_history_and_undo() -> None:
    c = started()
    c.play("+0,0:a")
    panel = c.panel()
    assert panel.status == "Bob to play"
    assert [p.name for p in panel.players] == ["Ann", "Bob"] and panel.players[1].to_move
    assert panel.players[0].symbol != panel.players[1].symbol, "players differ by shape too"
    assert [e.notation for e in panel.log] == ["+0,0:a"] and panel.can_undo and not panel.can_redo
    assert panel.log[0].text.startswith("Ann ")
    c.history.undo()
    assert c.panel().can_redo and c.panel().cursor == 0
    announcements = c.take_announcements()
    assert any(a == panel.log[0].text for a in announcements), "moves are announced in words"


def test_links_open_and_bad_links_explain() -> None:
    c = Controller(MemoryStorage())
    state, problem = c.link_target("?game=quinque&moves=%2B0,0:a")
    assert state is not None and problem == ""
    state, problem = c.link_target("?game=quinque&moves=%2B0,0:a;bogus")
    assert state is None and "Move 2" in problem


def test_link_would_replace_only_a_game_in_progress() -> None:
    c = started()
    assert not c.would_replace("quinque")
    c.play("+0,0:a")
    assert c.would_replace("quinque")
    assert not c.would_replace("quinamid")


def test_dialog_fields_come_from_game_options() -> None:
    names = {f.name for f in dialog.option_fields("quinque")}
    assert names == {"advanced", "setting_hints", "setting_speed", "setting_takeback", "setting_confirm",
                     "setting_opposite"}
    quinamid = {f.name for f in dialog.option_fields("quinamid")}
    assert {"advanced", "start", "variant_a", "variant_e", "setting_open_memory"} <= quinamid
    assert "bag" not in {f.name for f in dialog.option_fields("quinto")}


def test_dialog_reads_values_back_into_options() -> None:
    options, settings = dialog.read_options("quinamid", {"advanced": "1", "start": "staggered",
                                                         "variant_a": "1", "variant_d": "1"})
    assert options == {"advanced": True, "start": "staggered", "variants": "ad"}
    assert settings == {"open_memory": False, "hints": False, "speed": "normal", "takeback": "turn",
                        "confirm": False, "opposite": False}
    with pytest.raises(games.InvalidOptionError):
        dialog.read_options("quinto", {"seed": "twelve"})
    seats = dialog.read_seats(2, ["  ", "Bo"], ["hard", "bogus"])
    assert [s.name for s in seats] == ["Player 1", "Bo"]
    assert [s.kind for s in seats] == ["hard", "human"], "an unknown seat kind falls back to a person"


def test_start_with_bad_options_returns_a_message() -> None:
    c = Controller(MemoryStorage())
    problem = c.start("quinto", {"players": 9}, SEATS)
    assert problem and c.session is None


def test_every_translation_table_matches_english_keys_and_placeholders() -> None:
    field = re.compile(r"{(\w+)}")
    for code, table in TABLES.items():
        ui = {key: text for key, text in table.items() if not key.startswith("msg:")}  # + engine messages
        assert set(ui) == set(EN), code
        for key, text in ui.items():
            assert set(field.findall(text)) == set(field.findall(EN[key])), (code, key)


def test_html_and_python_use_only_known_keys() -> None:
    root = Path(__file__).resolve().parents[1]
    used = set(re.findall(r'data-i18n(?:-aria)?="([^"]+)"', (root / "web" / "index.html").read_text()))
    for path in [root / "web" / "main.py", *(root / "src" / "games" / "ui").glob("*.py")]:
        used |= {k for k in re.findall(r'\bt\("([a-z_.0-9-]+)"', path.read_text()) if "{" not in k}
    missing = sorted(k for k in used if k not in EN)
    assert not missing, missing
    assert t("game.won", name="Ann") == "Ann wins!"


def test_reload_resumes_the_last_game_unless_the_player_went_back_to_the_menu() -> None:
    c = started()
    c.play("+0,0:a")
    fresh = Controller(c.storage)
    assert fresh.saves.resume_last() and fresh.session is not None
    assert fresh.session.state.history == ("+0,0:a",)
    fresh.saves.forget_last()
    assert not Controller(c.storage).saves.resume_last()


def test_shuffled_seats_keep_every_player() -> None:
    import random

    seats = dialog.read_seats(4, ["A", "B", "C", "D"], [], random.Random(3))
    assert sorted(s.name for s in seats) == ["A", "B", "C", "D"]
    assert [s.name for s in seats] != ["A", "B", "C", "D"]


def test_a_linked_game_gets_the_games_default_settings_and_views_know_the_seats() -> None:
    c = Controller(MemoryStorage())
    state, _ = c.link_target("?game=quinto&seed=4")
    assert state is not None
    c.open_state(state)
    assert c.session is not None and c.session.settings == {"hints": True, "takeback": "turn"}
    assert c.view is not None and [s.name for s in c.view.seats] == ["Player 1", "Player 2"]


def test_computer_seat_is_asked_and_a_stale_answer_is_dropped() -> None:
    c = Controller(MemoryStorage())
    assert c.start("quinque", {}, (Seat("Ann"), Seat("CPU", "hard"))) is None
    assert c.computer.level() is None
    c.play("+0,0:a")
    assert c.computer.level() == "hard"
    assert "thinking" in c.panel().status
    token = c.computer.position_token()
    request = json.loads(c.computer.ai_request("hard"))
    assert request["level"] == "hard" and games.load(request["state"]).history == ("+0,0:a",)
    # the person undoes while the computer thinks: its answer no longer applies
    c.history.undo()
    assert not c.computer.accept_move(token, "+1,0:b")
    assert c.session is not None and c.session.state.history == ()


def test_undo_against_the_computer_gives_the_person_their_turn_back() -> None:
    c = Controller(MemoryStorage())
    c.start("quinamid", {}, (Seat("Ann"), Seat("CPU", "easy")))
    c.play("c4")
    token = c.computer.position_token()
    assert c.computer.accept_move(token, "d4")
    c.history.undo()
    assert c.session is not None and c.session.state.history == ()
    assert c.session.state.to_move == 0 and c.computer.level() is None


def test_a_hint_is_shown_only_for_the_position_it_was_asked_about() -> None:
    c = started()
    assert c.computer.hints_allowed()
    token = c.computer.position_token()
    c.play("+0,0:a")
    c.computer.show_hint(token, "+0,0:b")
    assert c.view is not None and c.view.hint_move is None
    c.computer.show_hint(c.computer.position_token(), "0,0:d")
    assert c.view.hint_move == "0,0:d"
    assert c.message == "Hint: Mark the bottom-right skydiver of the tile", "words, not notation"
    c.message = ""
    c.computer.ask_hint()  # asked again in the same position: answered at once, no computer needed
    assert not c.computer.hint_wanted and "bottom-right" in c.message


def test_the_whole_form_reads_into_options_settings_and_seats() -> None:
    import random

    values = {"players": "3", "variant": "plus", "multile": "7", "name_0": "Ann", "name_1": "Bob",
              "name_2": "Cy", "kind_2": "medium", "setting_hints": "", "setting_speed": "slow"}
    options, settings, seats = dialog.read_form("quinto", values)
    assert options == {"players": 3, "variant": "plus", "multile": 7}
    assert settings["hints"] is False and settings["speed"] == "slow"
    assert [(s.name, s.kind) for s in seats] == [("Ann", "human"), ("Bob", "human"), ("Cy", "medium")]
    _, _, shuffled = dialog.read_form("quinto", {**values, "shuffle_seats": "1"}, random.Random(1))
    assert sorted(s.name for s in shuffled) == ["Ann", "Bob", "Cy"]
    with pytest.raises(games.InvalidOptionError):
        dialog.read_form("quinto", {**values, "players": "three"})


def test_demo_speed_changes_and_is_saved() -> None:
    c = Controller(MemoryStorage())
    c.start("quinque", {}, (Seat("A", "easy"), Seat("B", "easy")), {"speed": "normal"})
    assert c.has_computer
    c.set_speed("slow")
    c.set_speed("warp")  # unknown: ignored
    assert c.session is not None and c.session.settings["speed"] == "slow"
    fresh = Controller(c.storage)
    assert fresh.saves.resume("quinque") and fresh.session is not None
    assert fresh.session.settings["speed"] == "slow"


def test_every_dialog_field_has_its_own_label() -> None:
    assert {f.name: f.label for f in dialog.option_fields("quinto")}["variant"] == "Variant"
    labels = {f.name: f.label for f in dialog.option_fields("quinque")}
    assert labels["advanced"].startswith("Advanced moves")
    for game in games.GAMES:
        labels_of_game = [f.label for f in dialog.option_fields(game)]
        assert len(labels_of_game) == len(set(labels_of_game)), game


def test_the_form_keeps_rare_fields_under_more_options_and_the_number_to_its_variants() -> None:
    fields = {f.name: f for f in dialog.option_fields("quinto")}
    assert fields["seed"].group == "more" and fields["setting_opposite"].group == "more"
    assert fields["setting_takeback"].group == "main" and fields["setting_speed"].group == "main"
    assert fields["multile"].depends_on == ("variant", "plus", "small-fry")
    assert "shuffle" not in fields["seed"].label.lower(), "plain words"


def test_review_from_the_game_over_screen_opens_where_the_game_ended() -> None:
    c = started("quinque")
    for move in ("+0,0:a", "+1,0:b"):
        assert c.play(move)
    c.history.open_review_at_end()
    review = c.panel().review
    assert review is not None and (review.index, review.total) == (2, 2)


def test_a_new_game_does_not_keep_what_was_said_of_the_last_one() -> None:
    """"You are looking back at the game..." stayed up after a new game started."""
    c = started("quinque")
    c.play("+0,0:a")
    c.history.open_review(0)
    c.key("Enter")  # refused while reviewing: a message says so
    assert c.message == t("policy.review")
    assert c.start("quinto", {}, SEATS) is None
    assert c.message == ""


def test_a_message_stays_long_enough_to_read_and_no_longer() -> None:
    from games.ui.notices import LONGEST, SHORTEST, message_seconds

    assert message_seconds("Nothing to undo.") == SHORTEST
    assert SHORTEST < message_seconds(t("policy.takeback_turn") * 3) <= LONGEST
    assert message_seconds("word " * 500) == LONGEST

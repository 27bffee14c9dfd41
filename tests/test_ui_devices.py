"""The page's side of one game across devices, on CPython: two or three controllers,
one hosting, the others joined, every text carried by hand as the data channels would."""

from __future__ import annotations

import json
import random

from games.netplay.wire import parse
from games.ui import policy
from games.ui.controller import Controller, MemoryStorage
from games.ui.devices import DEVICE
from games.ui.devices.flow import (
    CONNECTED,
    DETECTOR,
    FAILED,
    JSQR,
    SHOW_ANSWER,
    CodeProblem,
    Pairing,
    answer_text,
    offer_text,
    read_answer,
    read_offer,
    scanner,
)
from games.ui.devices.table import HOST_PEER
from games.ui.session import Seat
from netplay_sdp import CHROMIUM_ANSWER as ANSWER
from netplay_sdp import CHROMIUM_OFFER as OFFER


def carry(host: Controller, guests: dict[str, Controller]) -> None:
    """Deliver every queued text until nothing is left (the channels, by hand)."""
    moved = True
    while moved:
        moved = False
        for peer, text in host.devices.outbox:
            if text and peer in guests:
                message = parse(text, 1 << 22)
                served = host.devices.host
                assert served is not None
                seat = served.seat_of(peer)
                if hasattr(message, "private") and seat is not None:  # its own private view, no other
                    assert message.private == served.views.private(served.game, seat)
                guests[peer].devices.guest_receive(text)
        moved = moved or bool(host.devices.outbox)
        host.devices.outbox = []
        for peer, guest in guests.items():
            for _, text in guest.devices.outbox:
                if text:
                    host.devices.host_receive(peer, text)
                moved = True
            guest.devices.outbox = []


def table(game: str, kinds: list[str], **options: object) -> tuple[Controller, dict[str, Controller]]:
    host = Controller(MemoryStorage())
    seats = tuple(Seat(f"P{i + 1}", kind) for i, kind in enumerate(kinds))
    assert host.start(game, dict(options), seats, {}) is None
    assert host.devices.role == "host"
    guests = {}
    for seat, kind in enumerate(kinds):
        if kind == DEVICE:
            peer = f"p{seat}"
            guest = Controller(MemoryStorage())
            host.devices.connect(peer)
            hello = guest.devices.join(host.devices.host.room, seat)  # type: ignore[union-attr]
            host.devices.host_receive(peer, hello)
            guests[peer] = guest
            carry(host, guests)
            assert guest.session is not None and guest.devices.guest.seat == seat  # type: ignore[union-attr]
    return host, guests


def mover(host: Controller, guests: dict[str, Controller]) -> Controller:
    assert host.session is not None
    seat = host.session.state.to_move
    for guest in guests.values():
        if guest.devices.guest is not None and guest.devices.guest.seat == seat:
            return guest
    return host


def test_a_whole_quinque_game_across_two_devices_keeps_both_screens_equal() -> None:
    host, guests = table("quinque", ["human", DEVICE])
    guest = guests["p1"]
    rng = random.Random(3)
    while (
        host.session is not None and not host.session.state.is_over and len(host.session.state.history) < 120
    ):
        who = mover(host, guests)
        other = guest if who is host else host
        assert who.phase() == policy.PERSON
        assert other.phase() == policy.AWAY
        assert other.session is not None and other.session.state.to_move is not None
        state = who.session.state  # type: ignore[union-attr]
        assert who.play(str(rng.choice(state.legal_moves())))
        carry(host, guests)
        assert guest.session is not None
        assert guest.session.state.to_json() == host.session.state.to_json()
        assert [s.name for s in guest.session.seats] == ["P1", "P2"]  # the host's names
    assert not guest.store.get("quintet.save.quinque"), "a guest never saves over its own game"


def test_three_device_quinto_guests_see_only_their_own_rack() -> None:
    host, guests = table("quinto", ["human", DEVICE, DEVICE], players=3, seed=11)
    rng = random.Random(5)
    for _ in range(12):
        assert host.session is not None
        who = mover(host, guests)
        assert who.play(str(rng.choice(who.session.state.legal_moves())))  # type: ignore[union-attr]
        carry(host, guests)
        for guest in guests.values():
            assert guest.session is not None and guest.view is not None and guest.devices.guest is not None
            assert guest.session.state.history == host.session.state.history
            seat = guest.devices.guest.seat
            waiting = guest.view.waiting_rack()  # type: ignore[attr-defined]
            own = host.session.state.racks[seat]  # type: ignore[attr-defined]
            assert waiting == (() if host.session.state.to_move in (seat, None) else own)
    assert all(guest.devices.received for guest in guests.values())


def test_a_guest_out_of_turn_or_malformed_changes_nothing_and_is_told() -> None:
    host, guests = table("quinque", ["human", DEVICE])
    guest = guests["p1"]
    before = host.session.state.to_json()  # type: ignore[union-attr]
    host.devices.host_receive("p1", "{not json")
    host.devices.host_receive(
        "p1", json.dumps({"v": 1, "kind": "intent", "number": 0, "seat": 1, "move": "+0,0:a"})
    )
    host.devices.host_receive("stranger", "{}")
    assert host.session.state.to_json() == before  # type: ignore[union-attr]
    refusals = [text for peer, text in host.devices.outbox if peer == "p1"]
    assert len(refusals) == 2 and all('"refused"' in text for text in refusals)
    carry(host, guests)
    assert guest.message  # the refusal in words


def test_a_dropped_guest_pauses_its_seat_and_rejoins_with_the_game_as_it_stands() -> None:
    host, guests = table("quinque", ["human", DEVICE])
    guest = guests["p1"]
    rng = random.Random(1)
    host.play(str(rng.choice(host.session.state.legal_moves())))  # type: ignore[union-attr]
    carry(host, guests)
    host.devices.drop("p1")
    assert host.devices.seat_words()[1] == "paused"
    assert any("P2" in words for words in host.announcements)
    # the guest's page reloads: a new controller on the same storage rejoins by its memory
    again = Controller(guest.storage)
    host.devices.connect("p9")
    host.devices.host_receive("p9", again.devices.join(host.devices.host.room, 1))  # type: ignore[union-attr]
    carry(host, {"p9": again})
    assert again.session is not None and again.session.state.to_json() == host.session.state.to_json()  # type: ignore[union-attr]
    assert host.devices.seat_words()[1] == "guest"


def test_the_host_can_give_a_paused_seat_to_the_computer() -> None:
    host, _ = table("quinque", ["human", DEVICE])
    host.devices.drop("p1")
    host.devices.reassign(1, "computer")
    assert host.session is not None and host.session.seats[1].kind == "medium"


def test_pairing_codes_round_trip_and_bad_ones_are_named() -> None:
    code = offer_text("AB23", 2, OFFER)
    room, seat, sdp = read_offer(code.lower())
    assert (room, seat) == ("AB23", 2) and "fingerprint" in sdp
    assert "fingerprint" in read_answer(answer_text(ANSWER))
    for text, key in (("", "devices.problem.empty"), ("hello", "devices.problem.not_offer")):
        try:
            read_offer(text)
        except CodeProblem as err:
            assert err.key == key
        else:
            raise AssertionError(text)
    try:
        read_answer(code)
    except CodeProblem as err:
        assert err.key == "devices.problem.own_code"


def test_the_pairing_flow_says_something_at_each_step_and_fails_in_time() -> None:
    flow = Pairing.guest()
    assert flow.words().ask_code and flow.words().note
    flow = flow.answered("B123")
    assert flow.step == SHOW_ANSWER and flow.words().show_code
    assert flow.timed_out().step == FAILED and flow.timed_out().words().problem
    host = Pairing.host(1, "P2").offered("X").connecting().connected()
    assert host.step == CONNECTED and host.timed_out().step == CONNECTED
    assert HOST_PEER == "host"


def test_the_camera_reads_with_barcode_detector_where_it_reads_qr_codes_else_with_jsqr() -> None:
    """Firefox, Safari and Chromium on Linux have no BarcodeDetector (or one without QR codes):
    they scan with jsQR; only a browser with no camera API hides the Scan button."""
    assert scanner(camera=True, reads_qr=True) == DETECTOR
    assert scanner(camera=True, reads_qr=False) == JSQR
    assert scanner(camera=False, reads_qr=True) == scanner(camera=False, reads_qr=False) == ""


def test_a_seat_played_on_the_host_goes_to_a_device() -> None:
    host, guests = table("quinque", ["human", DEVICE])
    host.devices.reassign(0, "open")
    assert host.session is not None and host.session.seats[0].kind == DEVICE
    assert host.devices.seat_words() == ("open", "guest") and host.phase() == policy.AWAY
    phone = Controller(MemoryStorage())
    host.devices.connect("p0")
    host.devices.host_receive("p0", phone.devices.join(host.devices.host.room, 0))  # type: ignore[union-attr]
    guests["p0"] = phone
    carry(host, guests)
    phone.play("+0,0:a")  # the seat's first action, now from the phone
    carry(host, guests)
    assert len(host.session.state.history) == 1
    assert phone.session is not None and phone.session.state.to_json() == host.session.state.to_json()


def test_the_host_reloads_its_game_with_every_guest_paused_in_the_same_room() -> None:
    host, _ = table("quinque", ["human", DEVICE])
    room = host.devices.host.room  # type: ignore[union-attr]
    host.play("+0,0:a")
    again = Controller(host.storage)
    assert again.saves.resume_last()
    assert again.devices.role == "host" and again.devices.host.room == room  # type: ignore[union-attr]
    assert again.devices.seat_words() == ("host", "paused")
    assert "P2" in again.message  # the pause, said on the host's screen
    assert again.devices.host.names == ("P1", "P2")  # type: ignore[union-attr]


def test_showing_the_hosted_game_again_keeps_its_guests_connected() -> None:
    host, guests = table("quinque", ["human", DEVICE])
    assert host.session is not None
    host.show(host.session)  # e.g. opened again from the start screen's Continue
    assert host.devices.seat_words() == ("host", "guest") and "p1" in host.devices.host.peers  # type: ignore[union-attr]
    host.play("+0,0:a")
    carry(host, guests)
    assert guests["p1"].session.state.to_json() == host.session.state.to_json()  # type: ignore[union-attr]


def test_a_new_game_on_the_host_lets_the_guests_go() -> None:
    host, _ = table("quinque", ["human", DEVICE])
    host.devices.outbox = []
    assert host.start("quinamid", {}, (Seat("A"), Seat("B")), {}) is None
    assert host.devices.role == "" and host.devices.outbox == [("p1", "")]


def test_a_computer_seat_on_the_host_plays_for_every_device_to_see() -> None:
    host, guests = table("quinque", ["easy", DEVICE])
    assert host.computer.level() == "easy"  # the computer's seat: the host asks its worker
    assert not host.devices.away()
    assert host.play("+0,0:a")  # the computer's answer (a first turn is one action), as accept_move plays it
    carry(host, guests)
    assert guests["p1"].session is not None and guests["p1"].session.state.history == ("+0,0:a",)
    assert host.computer.level() is None and host.phase() == policy.AWAY

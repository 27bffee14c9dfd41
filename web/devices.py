"""The bridge of play across devices: the pairing dialog and the data channels.

Imported when the dialog first opens (Devices in the game's menu, or Join on the
start screen), never at boot.  It loads ``rtc.js`` (the WebRTC connections) the
same way, and ``scan.js`` (jsQR on the camera's frames) only when a browser
without a QR-reading ``BarcodeDetector`` starts a scan; it copies the words of
:class:`games.ui.devices.flow.Pairing` into the dialog, hands every text a
channel brings to ``controller.devices`` and sends what it queued.  Every
decision (steps, words, seats, who may move, how to scan) is in ``games.ui.devices``.
"""

from __future__ import annotations

import asyncio
import importlib
import json
import sys
from collections.abc import Awaitable, Callable, Sequence
from typing import Any, Protocol

from pyodide.ffi import JsException, create_proxy

from dom import by_id, clear, keep, make, on, show_modal, spawn, window
from games.ui.controller import Controller
from games.ui.devices import CONNECT_SECONDS, HELLO_SECONDS, HELLO_TRIES
from games.ui.devices.flow import (
    CONNECTED,
    DETECTOR,
    QR_ERROR,
    QR_MODULE_PX,
    QR_QUIET,
    CodeProblem,
    Pairing,
    answer_text,
    offer_text,
    read_answer,
    read_offer,
    scanner,
)
from games.ui.devices.table import HOST_PEER
from games.ui.i18n import t

#: The camera's stream: given to the video and stopped, never read.
JsValue = Any
#: Seconds between two reads of the camera's frame while scanning.
SCAN_SECONDS = 0.25


class DevicesPage:
    """The dialog and the channels of this page (one per page, made when first needed)."""

    def __init__(
        self, controller: Controller, render: Callable[[], None], show_game: Callable[[], None]
    ) -> None:
        self.controller = controller
        self.render = render
        self.show_game = show_game
        self.flow: Pairing | None = None
        #: The peer id of the host's pairing in progress ("" for none).
        self.peer = ""
        self.count = 0
        self.ready = False
        #: What this guest says once its channel opens (its seat and token).
        self.hello = ""
        #: The host has answered this guest's channel (its hello is not said again).
        self.heard = False
        on(by_id("devices-connect"), "click", lambda _e: spawn(self.connect()))
        on(by_id("devices-copy"), "click", lambda _e: spawn(self.copy()))
        on(by_id("devices-again"), "click", lambda _e: self.again())
        on(by_id("devices-scan"), "click", lambda _e: spawn(self.scan()))
        on(by_id("devices-dialog"), "close", lambda _e: self.stop_camera())
        #: The camera's stream while scanning (None: off), and the scan in progress (0: none).
        self.stream: JsValue = None
        self.scanning = 0
        self.scans = 0

    async def load(self) -> None:
        """rtc.js, added to the page the first time."""
        if self.ready:
            return
        await add_script("./rtc.js", "quintetRtc")
        window.quintetRtc.listen(keep(create_proxy(self.event)))
        self.ready = True

    # --- opening ------------------------------------------------------------------
    async def open_host(self) -> None:
        """The host's dialog: every seat played elsewhere, what to do with each."""
        await self.load()
        self.flow = None
        self.seat_list()
        self.show()
        show_modal(by_id("devices-dialog"))
        waiting = self.controller.devices.seats_to_pair()
        if waiting and self.controller.devices.seat_words()[waiting[0]] == "open":
            await self.pair(waiting[0])

    async def open_guest(self) -> None:
        await self.load()
        clear(by_id("devices-seats"))
        self.flow = Pairing.guest()
        self.show()
        show_modal(by_id("devices-dialog"))
        by_id("devices-code-in").focus()

    def seat_list(self) -> None:
        box = by_id("devices-seats")
        clear(box)
        session = self.controller.session
        if session is None:
            return
        box.appendChild(make("h3", t("devices.seats_title")))
        for seat, word in enumerate(self.controller.devices.seat_words()):
            name = session.seats[seat].name
            row = make("p", t(f"devices.seat.{word}", name=name), class_="devices-seat", data_seat=str(seat))
            if word in ("open", "paused"):
                for label, action in (
                    ("devices.pair", "pair"),
                    ("devices.give_host", "host"),
                    ("devices.give_computer", "computer"),
                ):
                    button = make("button", t(label, name=name), type="button", data_action=action)
                    on(button, "click", self.seat_action(seat, action))
                    row.appendChild(button)
            elif word in ("host", "computer"):  # played here: it may go to a device again
                button = make("button", t("devices.pair", name=name), type="button", data_action="pair")
                on(button, "click", self.seat_action(seat, "pair"))
                row.appendChild(button)
            box.appendChild(row)

    def seat_action(self, seat: int, action: str) -> Callable[[object], None]:
        def act(_event: object) -> None:
            if action == "pair":
                if self.controller.devices.seat_words()[seat] in ("host", "computer"):
                    self.controller.devices.reassign(seat, "open")
                    self.flush()
                    self.render()
                spawn(self.pair(seat))
            else:
                self.controller.devices.reassign(seat, action)
                self.flush()
                self.seat_list()
                self.render()

        return act

    async def pair(self, seat: int) -> None:
        """Make an offer for ``seat`` and show it."""
        session, host = self.controller.session, self.controller.devices.host
        if session is None or host is None:
            return
        self.count += 1
        self.peer = f"peer{self.count}"
        self.flow = Pairing.host(seat, session.seats[seat].name)
        self.show()
        try:
            sdp = str(await window.quintetRtc.offer(self.peer))
            self.flow = self.flow.offered(offer_text(host.room, seat, sdp))
        except CodeProblem as err:
            self.flow = self.flow.refused(err.key)
        except JsException:
            self.flow = self.flow.refused("devices.problem.offer")
        self.show()

    # --- the codes ------------------------------------------------------------------
    async def connect(self) -> None:
        """The other device's code was typed, pasted or scanned: go on with it."""
        flow = self.flow
        if flow is None:
            return
        text = str(by_id("devices-code-in").value)
        try:
            if flow.role == "host":
                sdp = read_answer(text)
                self.flow = flow.connecting()
                self.show()
                await window.quintetRtc.accept(self.peer, sdp)
            else:
                room, seat, sdp = read_offer(text)
                hello = self.controller.devices.join(room, seat)
                self.hello = hello
                answer = answer_text(str(await window.quintetRtc.answer(HOST_PEER, sdp)))
                self.flow = flow.answered(answer)
        except CodeProblem as err:
            self.flow = flow.refused(err.key)
        except JsException:
            # A browser with no WebRTC at all (turned off, or a WebKitGTK built without
            # it) cannot make its answer: say that, not that the code is damaged.
            usable = bool(window.quintetRtc.available())
            self.flow = flow.refused("devices.problem.damaged" if usable else "devices.problem.offer")
        self.show()
        if self.flow is not None and self.flow.waits_for_channel:
            spawn(self.deadline(self.flow))

    async def deadline(self, flow: Pairing) -> None:
        """No channel within the time: say so (the flow says what to try)."""
        await asyncio.sleep(CONNECT_SECONDS)
        if self.flow is flow:
            self.flow = flow.timed_out()
            if flow.role == "host":
                window.quintetRtc.close(self.peer)
            self.show()

    def again(self) -> None:
        if self.flow is not None and self.flow.role == "host":
            spawn(self.pair(self.flow.seat))
        else:
            self.flow = Pairing.guest()
            by_id("devices-code-in").value = ""
            self.show()

    async def copy(self) -> None:
        try:
            await window.navigator.clipboard.writeText(str(by_id("devices-code-out").value))
        except JsException:
            by_id("devices-code-out").select()

    # --- the camera: BarcodeDetector where the browser reads QR codes, else jsQR ------------
    async def scan(self) -> None:
        """Read the other device's QR code with the camera, into the code box, then connect.

        Scan again (the button then says Stop) stops; so does closing the dialog or a
        new step.  Each scan has its number in ``self.scanning`` (0: none), so a scan
        stopped while it waited for the camera lets go of the camera it then gets.
        """
        if self.scanning:
            self.stop_camera()
            return
        flow = self.flow
        if flow is None:
            return
        self.scans += 1
        mine = self.scans
        self.scanning = mine
        by_id("devices-scan").textContent = t("devices.scan_stop")
        video = by_id("devices-video")
        try:
            read = await reader()
            if read is None:  # scan.js did not load (offline before it was ever cached)
                self.camera_failed(flow, mine)
                return
            if self.scanning != mine or self.flow is not flow:
                return
            constraints = window.JSON.parse('{"video": {"facingMode": "environment"}, "audio": false}')
            stream = await window.navigator.mediaDevices.getUserMedia(constraints)
            if self.scanning != mine or self.flow is not flow:  # stopped while it was asked for
                stop_tracks(stream)
                return
            self.stream = stream
            video.srcObject = stream
            video.hidden = False
            await video.play()
            while self.scanning == mine and self.flow is flow:
                text = await read(video)
                if text:
                    by_id("devices-code-in").value = text
                    self.stop_camera()
                    await self.connect()
                    return
                await asyncio.sleep(SCAN_SECONDS)
        except JsException:  # no camera, permission refused, jsQR did not load
            self.camera_failed(flow, mine)
        finally:
            if self.scanning == mine:  # a new step (a code typed meanwhile): the camera is done
                self.stop_camera()

    def camera_failed(self, flow: Pairing, mine: int) -> None:
        """Say so, unless that scan was stopped meanwhile (then nothing went wrong)."""
        if self.scanning == mine:
            self.stop_camera()
            if self.flow is flow:
                self.flow = flow.refused("devices.problem.camera")
                self.show()

    def stop_camera(self) -> None:
        stop_tracks(self.stream)
        self.stream = None
        self.scanning = 0
        video = by_id("devices-video")
        video.srcObject = None
        video.hidden = True
        by_id("devices-scan").textContent = t("devices.scan")

    # --- the channels ---------------------------------------------------------------
    def event(self, peer: str, kind: str, text: str) -> None:
        devices = self.controller.devices
        if kind == "open":
            if peer == HOST_PEER:
                self.heard = False
                spawn(self.greet())
            else:
                devices.connect(peer)
            if self.flow is not None and self.flow.waits_for_channel:
                self.flow = self.flow.connected()
                self.show()
        elif kind == "message":
            if peer == HOST_PEER:
                self.heard = True
                had = self.controller.session
                devices.guest_receive(text)
                if (
                    self.controller.session is not had
                    and self.flow is not None
                    and self.flow.step == CONNECTED
                ):
                    self.flow = None  # welcomed: the game takes the screen
                    by_id("devices-dialog").close()
                if self.controller.session is not had and by_id("game-screen").hidden:
                    self.show_game()
            else:
                devices.host_receive(peer, text)
                if self.flow is not None and self.flow.step == CONNECTED:
                    self.seat_list()
        elif kind == "close":
            if peer == HOST_PEER:
                devices.host_lost()
            else:
                devices.drop(peer)
                self.seat_list()
        self.flush()
        self.render()

    async def greet(self) -> None:
        """This guest's hello, said again until the host answers (HELLO_SECONDS)."""
        for _ in range(HELLO_TRIES):
            if self.heard or not window.quintetRtc.send(HOST_PEER, self.hello):
                return
            await asyncio.sleep(HELLO_SECONDS)

    def flush(self) -> None:
        """Send what the controller queued (an empty text closes that channel)."""
        devices = self.controller.devices
        out, devices.outbox = devices.outbox, []
        for peer, text in out:
            if text:
                window.quintetRtc.send(peer, text)
            else:
                window.quintetRtc.close(peer)

    # --- the dialog -------------------------------------------------------------------
    def show(self) -> None:
        flow = self.flow
        if flow is None:
            by_id("devices-title").textContent = t("devices.seats_title")
            for name in ("devices-out", "devices-in", "devices-problem", "devices-again"):
                by_id(name).hidden = True
            by_id("devices-step").textContent = ""
            by_id("devices-note").textContent = t("devices.note.network")
            return
        words = flow.words()
        by_id("devices-title").textContent = words.title
        by_id("devices-step").textContent = words.step
        by_id("devices-note").textContent = words.note
        by_id("devices-out").hidden = not words.show_code
        by_id("devices-in").hidden = not words.ask_code
        by_id("devices-scan").hidden = not camera_scanning()
        if not words.ask_code:
            self.stop_camera()
        by_id("devices-code-out").value = flow.code
        by_id("devices-problem").hidden = not words.problem
        by_id("devices-problem").textContent = words.problem
        by_id("devices-again").hidden = flow.step != "failed"
        dialog = by_id("devices-dialog")
        dialog.dataset.step = flow.step
        if words.show_code:
            by_id("devices-code-out").textContent = flow.code
            spawn(self.draw_qr(flow.code))
        else:
            clear(by_id("devices-qr"))

    async def draw_qr(self, code: str) -> None:
        """The code as a QR code on a canvas (segno's encoder, fetched the first time)."""
        try:
            matrix: Sequence[bytearray] = (
                (await qr_encoder()).encode(code, error=QR_ERROR, micro=False).matrix
            )
        except Exception:  # no encoder (offline before it was ever cached): the text is still there
            clear(by_id("devices-qr"))
            return
        if self.flow is None or self.flow.code != code:
            return
        box = by_id("devices-qr")
        clear(box)
        size = len(matrix) + 2 * QR_QUIET
        canvas = make("canvas", None, role="img", aria_label=t("devices.qr_alt"), data_code=code)
        canvas.width = canvas.height = size * QR_MODULE_PX
        ctx = canvas.getContext("2d")
        ctx.fillStyle = "#fff"
        ctx.fillRect(0, 0, canvas.width, canvas.height)
        ctx.fillStyle = "#000"
        for row, line in enumerate(matrix):
            for col, dark in enumerate(line):
                if dark:
                    ctx.fillRect(
                        (col + QR_QUIET) * QR_MODULE_PX,
                        (row + QR_QUIET) * QR_MODULE_PX,
                        QR_MODULE_PX,
                        QR_MODULE_PX,
                    )
        box.appendChild(canvas)


def camera_scanning() -> bool:
    """Has this browser a camera to scan with (getUserMedia)?  It then reads the codes
    with BarcodeDetector or, without one, with jsQR (:func:`reader`)."""
    media = getattr(window.navigator, "mediaDevices", None)
    return media is not None and getattr(media, "getUserMedia", None) is not None


async def reader() -> Callable[[JsValue], Awaitable[str]] | None:
    """How this browser reads a frame (``flow.scanner``): BarcodeDetector where it reads
    QR codes, else jsQR through scan.js (both scripts added to the page now, not at boot;
    None if either cannot be loaded)."""
    detector_class = getattr(window, "BarcodeDetector", None)
    supported = getattr(detector_class, "getSupportedFormats", None)
    formats = [] if supported is None else [str(name) for name in await supported()]
    if detector_class is not None and scanner(camera_scanning(), "qr_code" in formats) == DETECTOR:
        detector = detector_class.new(window.JSON.parse('{"formats": ["qr_code"]}'))

        async def detect(video: JsValue) -> str:
            found = await detector.detect(video)
            return str(found[0].rawValue) if found.length else ""

        return detect
    await add_script("./scan.js", "quintetScan")
    await add_script(json.loads(str(by_id("qr-reader").textContent)), "jsQR")
    if getattr(window, "quintetScan", None) is None or getattr(window, "jsQR", None) is None:
        return None

    async def decode(video: JsValue) -> str:
        return str(window.quintetScan.read(video))

    return decode


def stop_tracks(stream: JsValue) -> None:
    if stream is not None:
        for track in stream.getTracks():
            track.stop()


async def add_script(src: str, name: str) -> None:
    """Add one of the page's classic scripts (CSP: 'self') unless ``window[name]``, which it
    defines, exists; wait until it ran or failed (then ``window[name]`` is still missing)."""
    if getattr(window, name, None) is not None:
        return
    loaded: asyncio.Future[None] = asyncio.get_running_loop().create_future()
    script = make("script", None, src=src)

    def settle(_event: object) -> None:
        if not loaded.done():
            loaded.set_result(None)

    on(script, "load", settle)
    on(script, "error", settle)
    window.document.head.appendChild(script)
    await loaded


async def qr_encoder() -> Encoder:
    """segno's encoder from its archive (tools/site_qr.py): fetched, then imported from the zip."""
    if "segno.encoder" not in sys.modules:
        path = json.loads(str(by_id("qr-archive").textContent))
        response = await window.fetch(str(path))
        data = bytes((await response.arrayBuffer()).to_bytes())
        with open("/tmp/segno.zip", "wb") as file:
            file.write(data)
        sys.path.insert(0, "/tmp/segno.zip")  # a new entry: no import cache to invalidate
    module: Encoder = importlib.import_module("segno.encoder")
    return module


class _Code(Protocol):
    matrix: Sequence[bytearray]


class Encoder(Protocol):
    """What the page uses of segno.encoder."""

    def encode(self, content: str, error: str, micro: bool) -> _Code: ...


_page: DevicesPage | None = None


def page(controller: Controller, render: Callable[[], None], show_game: Callable[[], None]) -> DevicesPage:
    global _page
    if _page is None:
        _page = DevicesPage(controller, render, show_game)
    return _page

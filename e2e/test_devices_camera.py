"""Scanning the other device's QR code with the camera, where the browser has no BarcodeDetector.

Chromium on Linux has none (nor have Firefox and Safari), so its Scan button
reads with jsQR: web/scan.js and the decoder the build vendors from npm
(tools/site_qr.py), both added to the page when the scan starts.  Here the
guest's Chromium films a file instead of a camera
(``--use-file-for-fake-video-capture``): a y4m video of the QR code exactly as
the host's page draws it, read back from its canvas and set, larger, in a
white frame, as a phone held over a tablet would see it.  The pairing is then
finished by the answer's text, as e2e/test_devices.py does.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

import chromium
from devices_table import NO_MDNS, PHONE, TABLET, code_of, host_game, step
from games.ui.devices.flow import QR_MODULE_PX

Ready = Callable[..., None]
#: A camera that needs no permission prompt and plays a file (--use-file-for-fake-video-capture).
FAKE_CAMERA = ("--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream")
#: Every stream the page's getUserMedia gave (to check that each was stopped).
STREAMS = """
(() => {
  const media = navigator.mediaDevices;
  if (!media) return;
  const given = media.getUserMedia.bind(media);
  window.streams = [];
  media.getUserMedia = async (constraints) => {
    const stream = await given(constraints);
    window.streams.push(stream);
    return stream;
  };
})();
"""
CAMERA_OFF = (
    "window.streams.length > 0"
    " && window.streams.every(s => s.getTracks().every(t => t.readyState === 'ended'))"
)
PLAYING = "document.getElementById('devices-video').readyState >= 2"
FRAME = (640, 480)  # the fake camera's size, a webcam's


@pytest.fixture
def launch(playwright: Any) -> Iterator[Callable[..., Browser]]:
    """``launch(*flags)``: a Chromium of its own (a camera flag holds for the whole browser)."""
    launched: list[Browser] = []

    def start(*flags: str) -> Browser:
        browser = playwright.chromium.launch(**chromium.launch_options(args=[NO_MDNS, *flags]))
        launched.append(browser)
        return browser

    yield start
    for browser in launched:
        browser.close()


@pytest.fixture
def open_page(
    browser_guard: Any, base_url: str, wait_ready: Ready
) -> Iterator[Callable[..., tuple[Page, list[str]]]]:
    """``open_page(browser, profile, offline=False)``: a booted page in a context of its own,
    with the camera allowed, under the guard; and the list of every URL the page asks for.
    No service worker (its install after data-ready fetches every file of the site, the
    decoder too, on purpose), unless ``offline``: then the page is cut from the network
    once the worker has precached the site and serves it."""
    contexts: list[Any] = []

    def make(browser: Browser, profile: dict[str, Any], offline: bool = False) -> tuple[Page, list[str]]:
        workers = "allow" if offline else "block"
        context = browser.new_context(**profile, permissions=["camera"], service_workers=workers)
        context.add_init_script(STREAMS)
        requests: list[str] = []
        context.on("request", lambda request: requests.append(request.url))
        browser_guard.watch(context)
        contexts.append(context)
        page = context.new_page()
        page.goto(base_url)
        wait_ready(page)
        if offline:
            page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
            context.set_offline(True)
        return page, requests

    yield make
    try:
        browser_guard.check()  # what the pages did, before closing them
    finally:
        for context in contexts:
            context.close()


def shown_code(page: Page) -> list[list[bool]]:
    """The modules of the QR code the page draws (quiet zone included), read from its canvas."""
    canvas = page.locator("#devices-qr canvas")
    expect(canvas).to_be_visible()
    side, red = canvas.evaluate(
        "c => [c.width, Array.from(c.getContext('2d').getImageData(0, 0, c.width, c.height).data"
        ".filter((_, i) => i % 4 === 0))]"
    )
    middle, count = QR_MODULE_PX // 2, side // QR_MODULE_PX
    at = [n * QR_MODULE_PX + middle for n in range(count)]
    return [[red[y * side + x] < 128 for x in at] for y in at]


def write_video(path: Path, modules: list[list[bool]]) -> None:
    """A y4m video (4:2:0, full range) of ``modules`` centred in a white frame, as large as fits."""
    width, height = FRAME
    scale = int(min(width, height) * 0.9) // len(modules)
    left, top = (width - scale * len(modules)) // 2, (height - scale * len(modules)) // 2
    luma = bytearray(b"\xe8" * (width * height))  # white paper is never quite white on camera
    for row, line in enumerate(modules):
        for col, dark in enumerate(line):
            if dark:
                for y in range(top + row * scale, top + (row + 1) * scale):
                    start = y * width + left + col * scale
                    luma[start : start + scale] = b"\x18" * scale
    chroma = b"\x80" * (width // 2 * height // 2)
    frame = b"FRAME\n" + bytes(luma) + chroma + chroma
    path.write_bytes(f"YUV4MPEG2 W{width} H{height} F10:1 Ip A1:1 C420jpeg\n".encode() + frame * 2)


def test_a_guest_without_barcode_detector_scans_the_hosts_code_with_jsqr(
    launch: Callable[..., Browser], open_page: Callable[..., tuple[Page, list[str]]], tmp_path: Path
) -> None:
    host, _ = open_page(launch(), TABLET)
    host_game(host, "quinque", ["human", "device"])
    step(host, "show_offer")
    video = tmp_path / "offer.y4m"
    write_video(video, shown_code(host))
    guest, asked = open_page(launch(*FAKE_CAMERA, f"--use-file-for-fake-video-capture={video}"), PHONE)
    assert guest.evaluate("typeof BarcodeDetector") == "undefined", "this test is about jsQR"
    jsqr = [url for url in asked if re.search(r"/jsqr-[0-9a-f]{12}\.js$", url) or url.endswith("/scan.js")]
    assert not jsqr, f"the camera's decoder is not part of the boot: {jsqr}"
    guest.locator("#btn-join").click()
    scan = guest.locator("#devices-scan")
    expect(scan).to_be_visible()
    began = time.monotonic()
    scan.click()
    step(guest, "show_answer", timeout=20_000)
    print(f"read by jsQR and answered {time.monotonic() - began:.2f} s after Scan")
    assert guest.locator("#devices-code-in").input_value() == code_of(host), "read from the camera"
    assert len([url for url in asked if re.search(r"/jsqr-[0-9a-f]{12}\.js$", url)]) == 1
    assert any(url.endswith("/scan.js") for url in asked)
    expect(guest.locator("#devices-video")).to_be_hidden()
    guest.wait_for_function(CAMERA_OFF)  # the code is read: the camera is let go of
    host.locator("#devices-code-in").fill(code_of(guest))
    host.locator("#devices-connect").click()
    step(host, "connected")
    expect(guest.locator("#game-screen")).to_be_visible(timeout=15_000)


def test_offline_the_decoder_comes_from_the_service_worker_and_stop_or_close_let_go_of_the_camera(
    launch: Callable[..., Browser], open_page: Callable[..., tuple[Page, list[str]]]
) -> None:
    # Chromium's own test pattern: no code in it.  The page is offline once precached.
    guest, _ = open_page(launch(*FAKE_CAMERA), PHONE, offline=True)
    guest.locator("#btn-join").click()
    scan, video = guest.locator("#devices-scan"), guest.locator("#devices-video")
    scan.click()
    expect(video).to_be_visible()
    expect(scan).to_have_text("Stop the camera")
    guest.wait_for_function(PLAYING)
    assert guest.evaluate("typeof jsQR") == "function", "jsQR, from the precache"
    reading = guest.evaluate(
        "() => { const v = document.getElementById('devices-video'), t = performance.now();"
        " for (let i = 0; i < 10; i++) window.quintetScan.read(v);"
        " return [(performance.now() - t) / 10, v.videoWidth, v.videoHeight]; }"
    )
    print("jsQR reads a {1}x{2} frame (none in it) in {0:.1f} ms".format(*reading))
    scan.click()
    expect(video).to_be_hidden()
    expect(scan).to_have_text("Scan with the camera")
    guest.wait_for_function(CAMERA_OFF)
    scan.click()
    expect(video).to_be_visible()
    guest.wait_for_function(f"window.streams.length === 2 && {PLAYING}")
    guest.locator("#devices-dialog .close-dialog").click()
    expect(guest.locator("#devices-dialog")).to_be_hidden()
    guest.wait_for_function(CAMERA_OFF)
    expect(guest.locator("#devices-problem")).to_be_hidden()

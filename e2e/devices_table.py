"""Pairing pages as devices, for the e2e tests and the latency bench: each page its
own browser context (its own storage, its own WebRTC peer), paired by reading the
other's code off the screen the way people do (the code box's text, or the QR code
read by zbarimg from a screenshot).

Every page also keeps the times a person's tap and an announcement happened
(:data:`RECORD`, by the machine's one clock ``Date.now()``), so :func:`tap_to_host_ms`
measures how long a guest's move takes to appear on the host.
"""

from __future__ import annotations

import subprocess
import time
from pathlib import Path

from playwright.sync_api import Page, expect

import games
from board import QUINQUE_WIN, quinque_action

#: Chromium hides local addresses behind mDNS names, which nothing resolves in a container:
#: pages that pair run in a Chromium launched with that hiding off.
NO_MDNS = "--disable-features=WebRtcHideLocalIpsWithMdns"

PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True}
TABLET = {"viewport": {"width": 820, "height": 1180}, "has_touch": True}
#: Every text a page's data channels brought (read by the privacy test); when the last tap
#: on the page ended, and when each move or news was said in its live region (#live).
RECORD = """
(() => {
  window.taps = [];
  window.said = [];
  addEventListener("pointerup", () => window.taps.push(Date.now()), true);
  addEventListener("DOMContentLoaded", () => {
    const live = document.getElementById("live");
    const seen = {childList: true, subtree: true, characterData: true};
    if (live) new MutationObserver(() => window.said.push(Date.now())).observe(live, seen);
  });
  const field = Object.getOwnPropertyDescriptor(RTCDataChannel.prototype, "onmessage");
  Object.defineProperty(RTCDataChannel.prototype, "onmessage", {
    set(handler) {
      field.set.call(this, (event) => { (window.received ||= []).push(String(event.data)); handler(event); });
    },
    get() { return field.get.call(this); },
  });
})();
"""


def host_game(page: Page, game: str, kinds: list[str], **fields: str) -> None:
    page.locator(f"[data-game={game}][data-action=new]").click()
    dialog = page.locator("#new-dialog")
    expect(dialog).to_be_visible()
    for name, value in fields.items():
        if name == "players":
            dialog.locator(".more-options summary").click() if not dialog.locator(
                "[name=players]"
            ).is_visible() else None
        dialog.locator(f"[name={name}]").select_option(value)
    for seat, kind in enumerate(kinds):
        dialog.locator(f"[name=name_{seat}]").fill(f"P{seat + 1}")
        dialog.locator(f"[name=kind_{seat}]").select_option(kind)
    dialog.locator("#new-start").click()
    expect(page.locator("#game-screen")).to_be_visible()


def step(page: Page, name: str, timeout: float = 15_000) -> None:
    expect(page.locator(f"#devices-dialog[data-step={name}]")).to_be_visible(timeout=timeout)


def code_of(page: Page) -> str:
    return page.locator("#devices-code-out").input_value()


def scan(page: Page, tmp: Path) -> str:
    """Read the page's QR code the way a camera would: a screenshot, decoded by zbarimg."""
    canvas = page.locator("#devices-qr canvas")
    expect(canvas).to_be_visible()
    shot = tmp / f"qr-{time.monotonic_ns()}.png"
    canvas.screenshot(path=str(shot))
    done = subprocess.run(["zbarimg", "--raw", "-q", str(shot)], capture_output=True, text=True, check=True)
    return done.stdout.rstrip("\n")


def pair(host: Page, guest: Page, by_qr: Path | None = None) -> float:
    """Host's code to the guest, the guest's back (as text, or by_qr: scanned from the QR code
    into a temporary folder): seconds from the answer read to connected."""
    step(host, "show_offer")
    offer = code_of(host) if by_qr is None else scan(host, by_qr)
    if guest.locator("#game-screen").is_visible():
        guest.locator("#btn-menu").click()
    guest.locator("#btn-join").click()
    guest.locator("#devices-code-in").fill(offer)
    guest.locator("#devices-connect").click()
    step(guest, "show_answer")
    host.locator("#devices-code-in").fill(code_of(guest) if by_qr is None else scan(guest, by_qr))
    began = time.monotonic()
    host.locator("#devices-connect").click()
    step(host, "connected")
    expect(guest.locator("#game-screen")).to_be_visible(timeout=15_000)
    return time.monotonic() - began


def close_dialog(page: Page) -> None:
    if page.locator("#devices-dialog").is_visible():
        page.locator("#devices-dialog .close-dialog").click()


def same(*pages: Page) -> str:
    """Wait until every page holds the host's game; return it."""
    want = pages[0].evaluate("window.quintetState()")
    for page in pages[1:]:
        page.wait_for_function("s => window.quintetState() === s", arg=want)
    return str(want)


def tap_to_host_ms(host: Page, guest: Page) -> float:
    """Milliseconds from the guest's last tap to the host saying the move (its live region):
    call once the host shows the guest's move (after :func:`same`)."""
    tapped = float(guest.evaluate("window.taps[window.taps.length - 1]"))
    said = [float(t) for t in host.evaluate("window.said") if float(t) >= tapped]
    assert said, "the host said nothing after the guest's tap"
    return said[0] - tapped


def play_quinque_win(host: Page, guest: Page) -> list[float]:
    """Play e2e/board.py's winning line, the host's player first, each action on the page of
    its seat, every page equal after each; return each guest move's :func:`tap_to_host_ms`."""
    waits = []
    for notation in QUINQUE_WIN:
        mover = games.load(str(host.evaluate("window.quintetState()"))).to_move
        quinque_action(host if mover == 0 else guest, notation)
        same(host, guest)
        if mover == 1:
            waits.append(tap_to_host_ms(host, guest))
    return waits

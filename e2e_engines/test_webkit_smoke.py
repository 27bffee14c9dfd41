"""Smoke test of the built site in WebKit (WebKitGTK's MiniBrowser), for iPhone and iPad players.

Selenium drives Debian's ``WebKitWebDriver`` (package webkit2gtk-driver),
which starts ``MiniBrowser --automation`` (from libwebkit2gtk-4.1-0).  Both
paths are given explicitly, so Selenium Manager never runs and nothing is
downloaded.  MiniBrowser needs a display: run under ``xvfb-run -a``.

One browser session on a fresh build served by tools/serve.py (the production
headers) on a free port, the same steps as ``e2e_engines/firefox_smoke.mjs``:

1. "/" boots: ``html[data-ready]`` appears (the time is printed, with where
   the boot spent it: ``e2e_engines/boot_profile.js``).
2. For each game, a new game from the start screen with the computer in seat
   2: the person's first move by W3C pointer actions (a mouse: WebKitWebDriver
   sends touch as mouse anyway) at the points ``window.quintetTargets()``
   gives, the taps from ``e2e_engines/first_moves.py``, once the computer's
   worker has warmed up in idle time (``html[data-computer-warm]`` names the
   game; time printed); the move is in ``window.quintetState()``; then the
   computer replies (time printed: the first reply is as fast as later ones).
3. Across devices (issue #31): when the page has ``RTCPeerConnection``
   (MiniBrowser is started with WebKitGTK's ``enable-webrtc`` setting on, and
   with ICE candidate filtering off so host candidates carry addresses, as
   e2e/test_devices.py does for Chromium), a second MiniBrowser session (its
   own process and storage: another device) joins a Quinque game the first
   hosts, by the text codes; the host plays one action, the guest the next,
   and both hold the same game (time from the answer read to connected
   printed).  A WebKitGTK built without WebRTC (Debian's is) has no
   ``RTCPeerConnection`` even so: the test says so in the log ("pairing not
   tested") and checks instead that both sides of a pairing say this browser
   cannot pair here, the words any browser with WebRTC turned off shows.
4. Offline: once the service worker controls the page, the server is stopped
   and the page reloaded; it must boot again from the worker.  That visit
   makes the image of Python's memory (web/load-pyodide.mjs); one more reload
   must start Python from it (time printed).

What WebKitWebDriver lets a test see of errors: it has neither console logs
nor WebDriver BiDi, and MiniBrowser ignores its console-to-stdout setting in
automation mode.  So a boot failure is read from the page: web/boot.js shows
any error or rejection before ``data-ready`` in its error box, and PyScript
shows a Python error in a ``.py-error`` element (checked at every step).
From ``data-ready`` on, the test also records ``console.error`` calls,
uncaught errors and unhandled rejections in the page and fails on any.  Every
fetch the page made (resource timing) must be to the site's own origin.

Run: ``xvfb-run -a .venv/bin/python -m pytest -s e2e_engines/test_webkit_smoke.py``
(``make engines`` does).  ``QUINTET_DIST=path`` tests an existing build.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from selenium import webdriver
from selenium.common.exceptions import JavascriptException, TimeoutException
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support.select import Select
from selenium.webdriver.support.wait import WebDriverWait
from selenium.webdriver.webkitgtk.options import Options
from selenium.webdriver.webkitgtk.service import Service

import build_site
import serve
from first_moves import plan
from games.ui.devices import flow
from netplay_sdp import CHROMIUM_OFFER  # a well-formed host's offer (tests/), as a guest reads it

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent

DRIVER = Path(os.environ.get("WEBKIT_WEBDRIVER", "/usr/bin/WebKitWebDriver"))
# Debian's multiarch path (x86_64-linux-gnu on CI; aarch64-linux-gnu on an ARM machine).
BROWSER = Path(os.environ.get("WEBKIT_BROWSER") or next(
    iter(sorted(Path("/usr/lib").glob("*/webkit2gtk-4.1/MiniBrowser"))),
    Path("/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser"),
))
GAMES = ("quinque", "quinto", "quinamid")
COMPUTER = "easy"
READY_S = 130
REPLY_S = 120
STEP_S = 15
PROFILE = (HERE / "boot_profile.js").read_text("utf-8")
# web/load-pyodide.mjs's performance marks.
IMAGE_MADE = "quintet: python image made"
IMAGE_RESTORED = "quintet: python image restored"
BOOTED = (HERE / "booted.js").read_text("utf-8")

# Installed after each boot: what the page reports as an error from then on.
WATCH_ERRORS = """
if (!window.smokeErrors) {
  const seen = window.smokeErrors = [];
  const original = console.error;
  console.error = (...args) => {
    seen.push("console error: " + args.map(String).join(" "));
    original.apply(console, args);
  };
  addEventListener("error", (event) => seen.push("page error: " + event.message));
  addEventListener("unhandledrejection", (event) => seen.push("unhandled rejection: " + event.reason));
}
"""
# MiniBrowser's switches for pairing: WebKitGTK's enable-webrtc setting (off by default), and
# host candidates as addresses rather than mDNS names, which nothing resolves in a container.
WEBRTC_ARGS = ("--enable-webrtc=true", "--features=-ICECandidateFiltering")
# PyScript shows a Python error it catches (at boot, in an event handler) in a div.py-error.
PYTHON_ERRORS = "return [...document.querySelectorAll('.py-error')].map((box) => box.textContent)"
FOREIGN_FETCHES = """
return performance.getEntriesByType("resource").map((r) => r.name)
  .filter((url) => !/^(data|blob|about):/.test(url) && new URL(url).origin !== location.origin);
"""
TARGET_POINT = """
const [wanted] = arguments;
const match = (t) => wanted.tap === "rack"
  ? t.kind === "rack" && t.key[1] === wanted.value
  : t.kind === wanted.tap && JSON.stringify(t.key) === JSON.stringify(wanted.key);
const target = JSON.parse(window.quintetTargets()).find(match);
if (!target) return null;
const box = document.getElementById("board").getBoundingClientRect();
return [box.left + target.x, box.top + target.y];
"""

Say = Callable[[str], None]
# Selenium's own WebKitGTK driver class still uses the API it deprecates.
pytestmark = pytest.mark.filterwarnings("ignore:setting remote_server_addr:DeprecationWarning")


@pytest.fixture(scope="module")
def site_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """``$QUINTET_DIST`` if set, else a fresh private build (as e2e/conftest.py does)."""
    given = os.environ.get("QUINTET_DIST")
    if given:
        return Path(given).resolve()
    out = tmp_path_factory.mktemp("site") / "dist"
    build_site.build(out)
    return out


def open_session() -> Any:
    """A MiniBrowser of its own (its own process and storage) under WebKitWebDriver."""
    for path in (DRIVER, BROWSER):
        if not path.is_file():
            pytest.fail(f"{path} is missing: apt-get install webkit2gtk-driver (see `make engine-browsers`)")
    options = Options()
    options.binary_location = str(BROWSER)
    for arg in ("--automation", *WEBRTC_ARGS):
        options.add_argument(arg)
    session = webdriver.WebKitGTK(options=options, service=Service(executable_path=str(DRIVER)))
    session.set_window_size(1280, 800)
    return session


@pytest.fixture
def driver() -> Iterator[Any]:
    session = open_session()
    try:
        yield session
    finally:
        session.quit()


@pytest.fixture
def say(capsys: pytest.CaptureFixture[str]) -> Say:
    """Print to the CI log even when pytest captures output."""

    def out(text: str) -> None:
        with capsys.disabled():
            print(text, flush=True)

    return out


def wait(driver: Any, script: str, seconds: float, *args: Any, navigating: bool = False) -> Any:
    """Poll ``script`` (a function body) until it returns something truthy; return that.
    ``navigating``: the page may be replaced meanwhile, and a script run as the old
    document unloads fails; the wait goes on."""
    ignored = (JavascriptException,) if navigating else ()
    return WebDriverWait(driver, seconds, poll_frequency=0.1, ignored_exceptions=ignored).until(
        lambda d: d.execute_script(script, *args))


def wait_ready(driver: Any) -> float:
    """Wait for ``html[data-ready]``; fail on a boot error; the ready time in the page's clock (ms).

    web/boot.js shows a boot failure in ``#loading-error`` (and gives up by
    itself after 120 s), so the wait ends at the first of the two
    (``e2e_engines/booted.js``), or at an error PyScript shows.  A runtime
    crash while booting makes boot.js load the page again once: the wait goes on.
    """
    box = "const box = document.getElementById('loading-error');"
    try:
        python_error = "document.querySelector('.py-error')"
        wait(driver, f"return ({BOOTED}) || {python_error}", READY_S, navigating=True)
    except TimeoutException:
        pytest.fail(f"no data-ready and no boot error within {READY_S} s")
    check_page(driver, "boot")
    error = driver.execute_script(box + "return !box ? null : box.hidden ? '' : box.textContent")
    assert error is not None, f"not the game's page at {driver.current_url} (a browser error page?)"
    assert not error, f"boot failed: {error}"
    driver.execute_script(WATCH_ERRORS)
    return float(driver.execute_script(
        "const mark = performance.getEntriesByName('quintet:ready', 'mark')[0];"
        "return mark ? mark.startTime : performance.now()"))


def check_page(driver: Any, when: str) -> None:
    problems = list(driver.execute_script("return window.smokeErrors || []"))
    problems += [f"Python error shown by PyScript: {text}" for text in driver.execute_script(PYTHON_ERRORS)]
    problems += [f"request left the local server: {url}" for url in driver.execute_script(FOREIGN_FETCHES)]
    assert not problems, f"{when}:\n  " + "\n  ".join(problems)


def history(driver: Any) -> list[str]:
    return list(json.loads(driver.execute_script("return window.quintetState()"))["history"])


def wait_moves(driver: Any, n: int, seconds: float) -> None:
    wait(driver, f"return JSON.parse(window.quintetState()).history.length >= {n}", seconds)


def click(driver: Any, selector: str) -> None:
    WebDriverWait(driver, STEP_S).until(lambda d: d.find_element(By.CSS_SELECTOR, selector).is_displayed())
    driver.find_element(By.CSS_SELECTOR, selector).click()


def select(driver: Any, selector: str, value: str) -> None:
    """Choose an option as Puppeteer's ``page.select`` does: set it, fire input and change.

    (Selenium's ``Select`` clicks the option, and WebKitWebDriver refuses a click
    on an option the dialog's sticky buttons cover.)
    """
    element = driver.find_element(By.CSS_SELECTOR, selector)
    assert value in [o.get_attribute("value") for o in Select(element).options], (selector, value)
    driver.execute_script(
        "const [select, value] = arguments; select.value = value;"
        "for (const type of ['input', 'change']) select.dispatchEvent(new Event(type, {bubbles: true}));",
        element, value)


def tap(driver: Any, step: dict[str, Any]) -> None:
    """A mouse click (pointer down and up) at the target's point in the viewport."""
    x, y = wait(driver, TARGET_POINT, STEP_S, step)
    actions = ActionChains(driver)
    actions.w3c_actions.pointer_action.move_to_location(round(x), round(y)).pointer_down().pointer_up()  # type: ignore[no-untyped-call]
    actions.perform()


def play_one_game(driver: Any, game: str, say: Say) -> float:
    """New game against the computer from the start screen; one move each. Returns the reply time (ms)."""
    click(driver, f"[data-game={game}][data-action=new]")
    WebDriverWait(driver, STEP_S).until(lambda d: d.find_element(By.ID, "new-dialog").is_displayed())
    select(driver, "[name=kind_1]", COMPUTER)
    select(driver, "[name=setting_speed]", "fast")
    click(driver, "#new-start")
    WebDriverWait(driver, STEP_S).until(lambda d: d.find_element(By.ID, "game-screen").is_displayed())
    if driver.find_element(By.ID, "handoff").is_displayed():
        click(driver, "#handoff-button")
    # The computer's worker is started in idle time and loads this game's player;
    # the move waits for that, as a person would (about 10 s to look at the board).
    shown = time.monotonic()
    wait(driver, f"return document.documentElement.dataset.computerWarm === '{game}'", READY_S)
    warm = (time.monotonic() - shown) * 1000
    say(f"webkit: {game}: the computer was ready {warm:.0f} ms after the board showed")

    planned = plan(game, driver.execute_script("return window.quintetState()"))
    move = planned["move"]
    asked = 0.0  # the reply is timed from the click that completes the move
    for step in planned["steps"]:
        asked = time.monotonic()
        if "press" in step:
            click(driver, f"#controls button[data-control={step['press']}]")
        else:
            tap(driver, step)
    wait_moves(driver, 1, STEP_S)
    assert history(driver)[0] == move, f"{game}: the page recorded {history(driver)}, not {move}"
    wait_moves(driver, 2, REPLY_S)
    reply = (time.monotonic() - asked) * 1000
    moves = history(driver)
    assert moves[0] == move, f"{game}: the history changed under the reply: {moves}"
    say(f"webkit: {game}: played {move}; computer replied {moves[1]} after {reply:.0f} ms")

    click(driver, "#btn-menu")
    WebDriverWait(driver, STEP_S).until(lambda d: d.find_element(By.ID, "start-screen").is_displayed())
    return reply


def press(driver: Any, selector: str) -> None:
    """Click a button scrolled to the middle of its dialog, out from under the sticky buttons."""
    WebDriverWait(driver, STEP_S).until(lambda d: d.find_element(By.CSS_SELECTOR, selector).is_displayed())
    button = driver.find_element(By.CSS_SELECTOR, selector)
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
    button.click()


def fill(driver: Any, selector: str, text: str) -> None:
    box = driver.find_element(By.CSS_SELECTOR, selector)
    box.clear()
    box.send_keys(text)


def wait_step(driver: Any, name: str) -> None:
    wait(driver, f"return document.querySelector('#devices-dialog[data-step={name}]')?.open", STEP_S)


def code_of(driver: Any) -> str:
    return str(driver.execute_script("return document.getElementById('devices-code-out').value"))


def host_quinque(driver: Any) -> None:
    """A new Quinque game from the start screen with seat 2 on another device."""
    click(driver, "[data-game=quinque][data-action=new]")
    WebDriverWait(driver, STEP_S).until(lambda d: d.find_element(By.ID, "new-dialog").is_displayed())
    select(driver, "[name=kind_1]", "device")
    click(driver, "#new-start")
    WebDriverWait(driver, STEP_S).until(lambda d: d.find_element(By.ID, "game-screen").is_displayed())


def play_action(driver: Any) -> str:
    """The Quinque action first_moves.py plans for the page's position, by taps."""
    before = len(history(driver))
    planned = plan("quinque", driver.execute_script("return window.quintetState()"))
    for one in planned["steps"]:
        tap(driver, one)
    wait_moves(driver, before + 1, STEP_S)
    assert history(driver)[before] == planned["move"], history(driver)
    return str(planned["move"])


def same(host: Any, guest: Any) -> None:
    want = host.execute_script("return window.quintetState()")
    wait(guest, "return window.quintetState() === arguments[0]", STEP_S, want)


def pair_and_play(host: Any, url: str, say: Say) -> float:
    """A second MiniBrowser joins the host's Quinque game; one action each. Seconds to connect."""
    guest = open_session()
    try:
        guest.get(url)
        ready = wait_ready(guest)
        say(f"webkit: across devices: the guest (a second MiniBrowser) data-ready after {ready:.0f} ms")
        host_quinque(host)
        wait_step(host, "show_offer")
        offer = code_of(host)
        click(guest, "#btn-join")
        fill(guest, "#devices-code-in", offer)
        press(guest, "#devices-connect")
        wait_step(guest, "show_answer")
        fill(host, "#devices-code-in", code_of(guest))
        began = time.monotonic()
        press(host, "#devices-connect")
        wait_step(host, "connected")
        seconds = time.monotonic() - began
        WebDriverWait(guest, STEP_S).until(lambda d: d.find_element(By.ID, "game-screen").is_displayed())
        say(f"webkit: across devices: connected {seconds:.2f} s after the answer was read")
        press(host, "#devices-dialog .close-dialog")
        first = play_action(host)
        same(host, guest)
        second = play_action(guest)
        same(host, guest)
        assert history(host) == [first, second]
        say(f"webkit: across devices: the host played {first}, the guest {second}; both hold the same game")
        check_page(guest, "across devices (the guest)")
    finally:
        guest.quit()
    return seconds


def cannot_pair(driver: Any) -> None:
    """With no WebRTC, both sides of a pairing say this browser cannot pair here."""
    cannot = "This device could not make its code"  # devices.problem.offer, in English
    host_quinque(driver)
    wait(driver, "return document.getElementById('devices-problem').textContent", STEP_S)
    problem = driver.find_element(By.ID, "devices-problem").text
    assert cannot in problem, f"the host says: {problem!r}"
    press(driver, "#devices-dialog .close-dialog")
    click(driver, "#btn-menu")
    click(driver, "#btn-join")
    fill(driver, "#devices-code-in", flow.offer_text(flow.new_room(), 1, CHROMIUM_OFFER))
    assert not driver.find_element(By.ID, "devices-problem").is_displayed()  # nothing left from the host
    press(driver, "#devices-connect")
    wait(driver, "return document.getElementById('devices-problem').textContent", STEP_S)
    problem = driver.find_element(By.ID, "devices-problem").text
    assert cannot in problem, f"a joining device says: {problem!r}"
    press(driver, "#devices-dialog .close-dialog")


def across_devices(driver: Any, url: str, say: Say) -> str:
    """Pair two MiniBrowsers where WebKitGTK has WebRTC; else say what is missing. A summary."""
    if driver.execute_script("return typeof RTCPeerConnection === 'function'"):
        return f"paired in {pair_and_play(driver, url, say):.2f} s"
    say(f"webkit: WebKitGTK {driver.capabilities['browserVersion']}: RTCPeerConnection missing "
        f"(a build without WebRTC; MiniBrowser {' '.join(WEBRTC_ARGS)} given): pairing not tested")
    cannot_pair(driver)
    say("webkit: across devices: host and joining device both say this browser cannot pair here")
    return "pairing not tested (no RTCPeerConnection)"


def test_boots_plays_each_game_against_the_computer_and_reloads_offline(
    driver: Any, site_dir: Path, say: Say
) -> None:
    started = time.monotonic()
    caps = driver.capabilities
    with serve.background(site_dir) as url:
        say(f"webkit: {caps['browserName']} {caps['browserVersion']} (WebKitWebDriver, Xvfb) serving {url}")
        driver.get(url)
        ready = wait_ready(driver)
        say(f"webkit: data-ready after {ready:.0f} ms (first visit)")
        if driver.execute_script("return performance.getEntriesByType('navigation')[0].type") == "reload":
            say("webkit: the runtime crashed while booting and web/boot.js started the page again once")
        say(driver.execute_script(f"return ({PROFILE})"))
        check_page(driver, "first visit")

        replies = []
        for game in GAMES:
            replies.append(play_one_game(driver, game, say))
            check_page(driver, game)

        paired = across_devices(driver, url, say)
        check_page(driver, "across devices")
        if not driver.find_element(By.ID, "start-screen").is_displayed():
            click(driver, "#btn-menu")

        wait(driver, "return navigator.serviceWorker.controller !== null", READY_S)
    # The server is stopped: only the service worker can answer now.
    driver.refresh()
    offline = wait_ready(driver)
    assert driver.execute_script("return navigator.serviceWorker.controller !== null"), \
        "the offline reload was not served by the service worker"
    assert urlsplit(driver.current_url).netloc == urlsplit(url).netloc
    say(f"webkit: data-ready after {offline:.0f} ms (offline reload, server stopped)")
    say(driver.execute_script(f"return ({PROFILE})"))
    check_page(driver, "offline reload")

    wait(driver, f"return performance.getEntriesByName({IMAGE_MADE!r}).length > 0", READY_S)
    driver.refresh()
    imaged = wait_ready(driver)
    assert driver.execute_script(f"return performance.getEntriesByName({IMAGE_RESTORED!r}).length > 0"), \
        "the visit after the image was made did not start Python from it"
    say(f"webkit: data-ready after {imaged:.0f} ms (offline reload, Python from its image)")
    check_page(driver, "reload from the image")

    later = ", ".join(f"{r:.0f}" for r in replies[1:])
    say(f"webkit: SUMMARY data-ready {ready:.0f} ms; first computer reply {replies[0]:.0f} ms "
        f"(then {later} ms); {paired}; offline reload {offline:.0f} ms; from the image {imaged:.0f} ms; "
        f"whole run {time.monotonic() - started:.1f} s")

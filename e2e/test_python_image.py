"""A return visit starts Python from an image of its memory made on the device.

web/load-pyodide.mjs makes the image in a worker on a visit the service worker
serves, keeps it in Cache Storage under the loader's URL (which names this
version's standard library and games), and starts the next visit from it.
What must hold: the image is made and used, the game works from it, an image
of another version is never used and is deleted, and an image that does not
open, or that opened but never let the page get ready, gives a plain start
instead of a broken page.  Performance marks tell which start happened.
bench/bench_boot.py measures the time it saves.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from playwright.sync_api import Page, expect

from board import history

Ready = Callable[..., None]
RESTORED = "quintet: python image restored"
REFUSED = "quintet: python image refused"
SET_ASIDE = "quintet: python image set aside"
MADE = "quintet: python image made"
OPENING = "quintet.python-image-opening"
IMAGE_TIMEOUT_MS = 90_000
# Quinque, one tile placed: a game to resume, drawn by the restored Python.
GAME = "?game=quinque&moves=%2B0,0:a"


def marks(page: Page) -> list[str]:
    return list(page.evaluate("performance.getEntriesByType('mark').map((m) => m.name)"))


def stored_images(page: Page) -> list[dict[str, Any]]:
    """The URL and size of each stored image."""
    return list(page.evaluate("""async () => {
        const cache = await caches.open("python-image");
        const images = [];
        for (const request of await cache.keys()) {
            const body = await (await cache.match(request)).arrayBuffer();
            images.push({ url: request.url, size: body.byteLength });
        }
        return images;
    }"""))


def loader_url(page: Page) -> str:
    """The loader's absolute URL, as pyscript.json names it: the key of this version's image."""
    return str(page.evaluate("""async () => {
        const config = await (await fetch("./pyscript.json")).json();
        return new URL(config.interpreter, location.href).href;
    }"""))


def visit(page: Page, url: str, wait_ready: Ready) -> None:
    page.goto(url)
    wait_ready(page)


def wait_for_image(page: Page, key: str) -> None:
    """Until this visit has made its image (the worker has stored it and deleted any
    other), then check it is stored under ``key``."""
    page.wait_for_function(
        f"performance.getEntriesByName({MADE!r}).length > 0", timeout=IMAGE_TIMEOUT_MS, polling=250
    )
    sizes = {image["url"]: image["size"] for image in stored_images(page)}
    assert sizes.get(key, 0) > 1_000_000, sizes


def visit_until_imaged(page: Page, base_url: str, wait_ready: Ready) -> str:
    """A first visit, then visits the service worker serves until the image is stored;
    returns its key."""
    visit(page, base_url, wait_ready)
    page.wait_for_function("navigator.serviceWorker.ready.then(() => true)", timeout=IMAGE_TIMEOUT_MS)
    visit(page, base_url, wait_ready)
    assert page.evaluate("navigator.serviceWorker.controller !== null"), "the return visit is served offline"
    key = loader_url(page)
    wait_for_image(page, key)
    return key


def test_a_return_visit_starts_from_the_image_and_plays(page: Page, base_url: str, wait_ready: Ready) -> None:
    visit(page, base_url, wait_ready)
    assert RESTORED not in marks(page)
    # An image of another version, as an earlier deploy would have left it.
    page.evaluate("""async () => (await caches.open("python-image")).put(
        new URL("./pyodide-0/load-pyodide-000000000000.mjs", location.href).href,
        new Response(new Uint8Array(2_000_000)))""")
    key = visit_until_imaged(page, base_url, wait_ready)
    assert RESTORED not in marks(page), "the stale image was not used"
    assert [image["url"] for image in stored_images(page)] == [key], "the stale image is deleted"
    visit(page, base_url + GAME, wait_ready)
    assert RESTORED in marks(page)
    assert history(page) == ["+0,0:a"]
    expect(page.locator("#status")).to_have_text("Player 2 to play")
    assert page.evaluate(f"localStorage.getItem('{OPENING}')") is None, "the start is marked done"


def test_an_image_that_does_not_open_gives_a_plain_start(
    page: Page, base_url: str, wait_ready: Ready
) -> None:
    key = visit_until_imaged(page, base_url, wait_ready)
    page.evaluate("""async (key) => (await caches.open("python-image")).put(
        key, new Response(new Uint8Array(2_000_000).fill(7)))""", key)
    visit(page, base_url + GAME, wait_ready)
    assert REFUSED in marks(page) and RESTORED not in marks(page)
    assert history(page) == ["+0,0:a"]
    wait_for_image(page, key)  # made again on this visit, and used by the next
    visit(page, base_url, wait_ready)  # the autosaved game, resumed
    assert RESTORED in marks(page)
    assert history(page) == ["+0,0:a"]


def test_an_image_whose_start_never_got_ready_is_set_aside(
    page: Page, base_url: str, wait_ready: Ready
) -> None:
    key = visit_until_imaged(page, base_url, wait_ready)
    # What a start from the image leaves behind when it stops before the page is ready.
    page.evaluate(f"localStorage.setItem('{OPENING}', '1')")
    visit(page, base_url + GAME, wait_ready)
    assert SET_ASIDE in marks(page) and RESTORED not in marks(page)
    assert history(page) == ["+0,0:a"]
    assert page.evaluate(f"localStorage.getItem('{OPENING}')") is None
    wait_for_image(page, key)

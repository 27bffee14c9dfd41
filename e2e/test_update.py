"""A new deploy reaches a returning player cleanly: a prompt, a reload, the game kept.

Two builds of the site that differ in one visible element are served, one
after the other, from the same directory and origin, as a deploy would.
The player starts a game on the first build (the service worker makes it
offline-ready), the second build is deployed, and on the next visit the
page offers "A new version of Quintet is ready. Reload"; Reload brings the
new build (its element is on the page) and the game in progress, with its
move, from the autosave.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

import build_site
import serve
from board import SHOTS, find, history, tap

ROOT = Path(__file__).resolve().parent.parent

Ready = Callable[..., None]
MARK = '<p id="next-build-mark">Next build</p>'


@pytest.fixture(scope="module")
def next_build(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site built again from the same sources plus one visible element."""
    root = tmp_path_factory.mktemp("next-root")
    shutil.copytree(ROOT / "web", root / "web")
    shutil.copytree(ROOT / "src" / "games", root / "src" / "games")
    shutil.copytree(ROOT / "LICENSES", root / "LICENSES")
    (root / "node_modules").symlink_to(ROOT / "node_modules")
    for name in ("package.json", "package-lock.json"):
        shutil.copyfile(ROOT / name, root / name)
    index = root / "web" / "index.html"
    html = index.read_text("utf-8")
    assert html.count('<main id="app" hidden>') == 1
    index.write_text(html.replace('<main id="app" hidden>', '<main id="app" hidden>' + MARK), "utf-8")
    out = tmp_path_factory.mktemp("next") / "dist"
    build_site.build(out, root)
    return out


@pytest.fixture
def deploy_dir(tmp_path: Path, site_dir: Path) -> Iterator[Path]:
    target = tmp_path / "live"
    shutil.copytree(site_dir, target)
    yield target


def deploy(source: Path, target: Path) -> None:
    """Replace the served files with ``source``'s, as a deploy does."""
    for child in target.iterdir():
        shutil.rmtree(child) if child.is_dir() else child.unlink()
    shutil.copytree(source, target, dirs_exist_ok=True)


def offered_update(page: Page, url: str, next_build: Path, deploy_dir: Path, wait_ready: Ready) -> Locator:
    """Start a game on the first build, deploy the next, come back: the Reload button offered."""
    page.goto(url)
    wait_ready(page)
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
    page.locator("[data-game=quinamid][data-action=new]").click()
    page.locator("#new-start").click()
    tap(page, find(page, "hole", "c3"))
    assert history(page) == ["c3"]
    expect(page.locator("#update-bar")).to_be_hidden()

    deploy(next_build, deploy_dir)
    page.reload()
    wait_ready(page)
    assert page.locator("#next-build-mark").count() == 0, "the running version keeps its files"
    bar = page.locator("#update-bar")
    expect(bar).to_be_visible(timeout=60_000)
    expect(bar).to_contain_text("A new version of Quintet is ready.")
    reload = page.get_by_role("button", name="Reload")
    expect(reload).to_be_in_viewport()
    return reload


def expect_new_build_with_the_game(page: Page, wait_ready: Ready) -> None:
    wait_ready(page)
    assert page.locator("#next-build-mark").count() == 1, "the new build is on screen"
    expect(page.locator("#update-bar")).to_be_hidden()
    expect(page.locator("#game-screen")).to_be_visible()
    assert history(page) == ["c3"], "the game in progress came back"


@pytest.fixture
def phone(browser: Browser, deploy_dir: Path, browser_guard: Any) -> Iterator[tuple[Page, str]]:
    """A phone-sized touch page, and the URL of the deployed site it may visit."""
    with serve.background(deploy_dir) as url:
        browser_guard.allow_origin(url)
        context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True)
        page = context.new_page()
        browser_guard.watch_page(page)
        try:
            yield page, url
        finally:
            context.close()


def test_a_new_deploy_is_offered_and_the_game_survives_the_reload(
    phone: tuple[Page, str], deploy_dir: Path, next_build: Path, wait_ready: Ready
) -> None:
    page, url = phone
    reload = offered_update(page, url, next_build, deploy_dir, wait_ready)
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / "phone-light-update.png"))
    with page.expect_navigation(timeout=60_000):
        reload.click()
    expect_new_build_with_the_game(page, wait_ready)


def test_reload_brings_the_new_version_even_if_it_does_not_take_over_at_once(
    phone: tuple[Page, str], deploy_dir: Path, next_build: Path, wait_ready: Ready
) -> None:
    """Chromium can leave a new version waiting while the page has requests open.

    Here the page's request to switch never reaches the waiting version (its
    message is dropped), the worst case of that: Reload must still reload,
    and the load switches to the new version (sw.js, as the only tab).
    """
    page, url = phone
    reload = offered_update(page, url, next_build, deploy_dir, wait_ready)
    page.evaluate(
        """() => {
            const send = ServiceWorker.prototype.postMessage;
            ServiceWorker.prototype.postMessage = function (message, ...rest) {
                if (message !== "skip-waiting") send.call(this, message, ...rest);
            };
        }"""
    )
    with page.expect_navigation(timeout=60_000):
        reload.click()
    expect_new_build_with_the_game(page, wait_ready)

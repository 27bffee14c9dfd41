"""The boot: every file asked for once and at once, and the games offered before Python is ready.

index.html preloads every file the boot needs (tools/build_site.py writes the
links); a preload the runtime did not reuse would be fetched a second time,
so the requests are counted.  The loading screen lists the games (web/boot.js
shows them); a tap there before Python is ready must not be lost.  A runtime
that crashes while it boots (WebKit once threw a WebAssembly "Out of bounds
memory access" there) is started again once, and a second crash is shown.  No timed
asserts: bench/bench_boot.py prints the times.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect

Ready = Callable[..., None]
BOOT_FILE_KINDS = (".mjs", ".wasm", ".zip", ".py", "pyscript.json", "pyodide-lock.json")


@contextmanager
def guarded_page(browser: Any, guard: Any, **context_args: Any) -> Iterator[tuple[Any, Any]]:
    """A page in a context of its own with no service worker (its install after
    data-ready downloads the site again on purpose), watched by the browser guard,
    whose findings fail the test when the context closes."""
    context = browser.new_context(service_workers="block", **context_args)
    context.on("request", guard.on_request)
    page = context.new_page()
    guard.watch_page(page)
    try:
        yield context, page
    finally:
        context.close()
    assert not problems(guard)


def test_each_file_is_fetched_once_and_the_runtime_files_were_preloaded(
    browser: Any, base_url: str, wait_ready: Ready, browser_guard: Any
) -> None:
    requests: list[str] = []
    with guarded_page(browser, browser_guard) as (context, page):
        context.on("request", lambda request: requests.append(request.url))
        page.goto(base_url)
        wait_ready(page)
        preloaded = set(page.eval_on_selector_all(
            "link[rel=preload], link[rel=modulepreload]", "links => links.map(link => link.href)"))
    twice = {url: count for url, count in Counter(requests).items() if count > 1}
    assert not twice, f"fetched more than once: {twice}"
    boot_files = {url for url in requests if urlsplit(url).path.endswith(BOOT_FILE_KINDS)}
    assert any(url.endswith("pyodide.asm.wasm") for url in boot_files)
    assert any(url.endswith("main.py") for url in boot_files)
    assert boot_files <= preloaded, f"fetched without a preload: {sorted(boot_files - preloaded)}"


def test_the_apps_own_files_are_asked_for_once_the_runtime_has_arrived(
    browser: Any, base_url: str, wait_ready: Ready, browser_guard: Any
) -> None:
    """On a phone's link the games archive would only slow the runtime down: boot.js asks
    for it once the wasm and the standard library are in, and it downloads while Python
    starts."""
    with guarded_page(browser, browser_guard) as (_context, page):
        page.goto(base_url)
        wait_ready(page)
        timing = page.evaluate("""() => Object.fromEntries(performance.getEntriesByType("resource")
            .map(entry => [entry.name.split("/").pop(), [entry.startTime, entry.responseEnd]]))""")
    wasm = timing["pyodide.asm.wasm"]
    (stdlib,) = (times for name, times in timing.items() if name.startswith("python_stdlib"))
    (games,) = (times for name, times in timing.items() if name.startswith("games-"))
    runtime_start = min(wasm[0], stdlib[0])
    assert games[0] >= max(wasm[1], stdlib[1]) > runtime_start, timing
    assert timing["main.py"][0] < wasm[1], "main.py comes with the runtime (PyScript reads it early)"


def test_a_game_tapped_before_python_is_ready_opens_once_it_is(
    browser: Any, base_url: str, wait_ready: Ready, browser_guard: Any
) -> None:
    with guarded_page(browser, browser_guard, locale="en-US") as (_context, page):
        held: list[Any] = []
        page.route("**/main.py", lambda route: held.append(route))  # no app until main.py arrives
        page.goto(base_url, wait_until="domcontentloaded")
        button = page.locator('.early-games[lang="en"] [data-early-game="quinto"][data-early-action="new"]')
        button.click()
        assert button.get_attribute("aria-pressed") == "true"
        assert page.locator("#loading-step").text_content() == "Starting…"
        assert page.evaluate("document.documentElement.hasAttribute('data-ready')") is False
        page.wait_for_function("window.quintetEarlyTap === 'quinto new'")
        while not held:  # the request may reach the route just after the tap
            page.wait_for_timeout(50)
        for route in held:
            route.continue_()
        wait_ready(page)
        dialog = page.locator("#new-dialog")
        assert dialog.evaluate("d => d.open") is True
        assert "Quinto" in (page.locator("#new-title").text_content() or "")
        assert page.locator("#loading").is_hidden()


def test_the_start_screen_list_is_there_before_python_in_the_pages_language(
    browser: Any, base_url: str, wait_ready: Ready, browser_guard: Any
) -> None:
    with guarded_page(browser, browser_guard, locale="fr-FR") as (_context, page):
        page.route("**/main.py", lambda route: None)  # never answered: Python never starts the app
        page.goto(base_url, wait_until="domcontentloaded")
        shown = page.locator(".early-games:not([hidden])")
        assert shown.count() == 1
        assert shown.get_attribute("lang") == "fr"
        assert shown.locator("h3").all_text_contents() == ["Quinque", "Quinto", "Quinamid"]
        assert shown.locator("[data-early-action=new]").first.text_content() == "Nouvelle partie"


def test_a_game_to_resume_skips_the_early_list(
    browser: Any, base_url: str, wait_ready: Ready, browser_guard: Any
) -> None:
    with guarded_page(browser, browser_guard) as (context, page):
        context.add_init_script("localStorage.setItem('quintet.last', 'quinque')")
        page.goto(base_url)
        wait_ready(page)
        assert page.locator(".early-games:not([hidden])").count() == 0


# --- a runtime that crashes while it boots ----------------------------------------------

#: Counts the page's loads in the tab (sessionStorage lives across reloads) and, at the
#: runtime's first progress event of a load, throws a crash of the kind named: once per
#: tab, or at every load.
CRASH = """
(() => {
  const fatal = () => Object.assign(new Error("Pyodide already fatally failed"), {pyodide_fatal_error: true});
  const loads = Number(sessionStorage.getItem("test.loads") || 0) + 1;
  sessionStorage.setItem("test.loads", String(loads));
  addEventListener("py:progress", () => {
    if (%(once)s && sessionStorage.getItem("test.crashed")) return;
    sessionStorage.setItem("test.crashed", "1");
    if (%(wasm)s) setTimeout(() => { throw new WebAssembly.RuntimeError("Out of bounds memory access"); });
    else Promise.reject(fatal());
  }, { once: true });
})();
"""
CRASH_WORDS = r"Out of bounds memory access|Pyodide already fatally failed"


@pytest.mark.parametrize("wasm", [True, False], ids=["webassembly-trap", "pyodide-fatal-error"])
def test_a_runtime_crash_while_booting_starts_the_page_again_once(
    browser: Any, base_url: str, wait_ready: Ready, browser_guard: Any, wasm: bool
) -> None:
    browser_guard.allow(CRASH_WORDS)
    with guarded_page(browser, browser_guard) as (context, page):
        context.add_init_script(CRASH % {"once": "true", "wasm": str(wasm).lower()})
        page.goto(base_url)
        wait_ready(page)
        assert page.evaluate("sessionStorage.getItem('test.loads')") == "2"
        assert page.evaluate("performance.getEntriesByType('navigation')[0].type") == "reload"
        # Forgotten once the boot succeeded: a crash on a later visit in this tab is retried too.
        assert page.evaluate("sessionStorage.getItem('quintet.boot-retried')") is None
        assert page.locator("#loading-error").is_hidden()


def test_a_runtime_that_crashes_at_every_boot_says_so_after_one_retry(
    browser: Any, base_url: str, browser_guard: Any
) -> None:
    browser_guard.allow(CRASH_WORDS)
    with guarded_page(browser, browser_guard, locale="en-US") as (context, page):
        context.add_init_script(CRASH % {"once": "false", "wasm": "true"})
        page.route("**/main.py", lambda route: None)  # the app never starts: the error stays on screen
        page.goto(base_url, wait_until="domcontentloaded")
        error = page.locator("#loading-error")
        expect(error).to_contain_text("Out of bounds memory access", timeout=60_000)
        expect(error).to_contain_text("Quintet could not start")
        page.wait_for_timeout(1000)  # a second reload would have begun by now
        assert page.evaluate("sessionStorage.getItem('test.loads')") == "2"
        assert error.is_visible()


def problems(guard: Any) -> list[str]:
    """The guard's findings now (tests with their own context are not watched at teardown)."""
    found: list[str] = guard.problems()
    guard.errors.clear()
    guard.foreign_requests.clear()
    return found

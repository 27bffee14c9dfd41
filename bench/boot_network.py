"""The first visit on a phone's network: bench/bench_boot.py's throttled part.

A first visit on 4G is where the boot's bytes cost most, so this loads the
site and the bare Pyodide page cold, each in a fresh browser profile (an empty
disk cache, as on a phone that never came; an incognito context would not
keep the 9.6 MB wasm, and the service worker's precache would fetch it again
where a phone would not), through Chromium's network throttling: the DevTools
protocol's ``Network.emulateNetworkConditions`` with ``PHONE_4G``.

The page's CDP session throttles the page and the dedicated workers it
starts (measured: a worker's fetch of 3 MB took 2.7 s with only the page
throttled, 0.05 s with nothing throttled), but not its service worker (0.1-0.3
s): that is a DevTools target of its own.  ``Target.setAutoAttach`` (waiting
for the debugger, not flattened, so Playwright's CDP session can talk to the
children through ``Target.sendMessageToTarget``) attaches the workers and the
service worker before they run; each gets ``Network.enable`` (to count its
bytes) and the service worker the same conditions (then its 3 MB took 3.0 s).
The report names every throttled target.  Each throttled target has a link of
its own: before ready only the page fetches (sw-register.js registers the
service worker after data-ready, or after 20 s without it), so the ready time
sees one phone link; after ready the precache and the page's requests do not
share theirs, which makes the after-ready part quicker than a phone's.  The
page's requests answered by the service worker are counted once, where the
service worker fetched them.

After data-ready the site load goes on as a player would: it opens a Quinque
game against the computer (its worker boots in idle time: html[data-computer-warm])
and waits for the service worker to control the page (its precache is done),
so the report shows what each target fetched before and after ready, and
any file fetched in full twice (the preloads and the runtime, the page and
the computer's worker, the boot and the precache).  Bytes are
``Network.loadingFinished``'s encodedDataLength: the body as sent plus the
response headers.  CPU is not slowed down: the times are the network's cost
on this machine's CPU.
"""

from __future__ import annotations

import itertools
import json
import statistics
import tempfile
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from playwright.sync_api import CDPSession, Page, Playwright

import chromium  # tools/ (bench_boot.py puts it on the path)

# Chromium's throttling units: bytes per second and milliseconds.
PHONE_4G = {
    "offline": False,
    "latency": 40,
    "downloadThroughput": 10_000_000 / 8,
    "uploadThroughput": 5_000_000 / 8,
    "connectionType": "cellular4g",
}
PROFILE = "10 Mbit/s down, 5 up, 40 ms latency"
TIMEOUT_MS = 180_000
IDLE_MS = 1_000  # after ready: quiet this long (no request open) and the load is over
IDLE_CAP_MS = 30_000  # a request never reported finished must not hold the load for ever
LARGE = 50_000  # bytes: after ready, files at least this big get a line of their own


@dataclass
class Fetch:
    """One request as the DevTools protocol saw it (times in ms since navigation start)."""

    path: str
    target: str  # "page", "service worker", "worker"
    start: float = 0.0
    end: float | None = None
    wire: int = 0  # bytes received from the network: body as sent plus headers
    status: int = 0
    source: str = "network"  # or "service worker", "disk cache"
    failed: str = ""
    length: int = -1  # the response's Content-Length: the body as sent
    head: int = 0  # bytes received up to the response's headers


@dataclass
class NetworkLoad:
    """What one throttled load measured."""

    ready: float
    screen: float
    fetches: list[Fetch]
    throttled: list[str]  # the targets throttled, as "kind url"
    after: str  # what the load did after ready

    def before_ready(self, fetch: Fetch) -> bool:
        return fetch.end is not None and fetch.end <= self.ready

    def wire(self, before_ready: bool) -> int:
        """Bytes of the requests that finished before ready (or of all the others)."""
        return sum(f.wire for f in self.fetches if self.before_ready(f) == before_ready)


class WireRecorder:
    """Throttles a page and every worker it starts; records each request on the network."""

    def __init__(self, session: CDPSession) -> None:
        self.session = session
        self.fetches: dict[tuple[str, str], Fetch] = {}
        self.kinds: dict[str, str] = {"": "page"}
        self.throttled: list[str] = []
        self.refused: list[str] = []
        self.offset: float | None = None  # wall seconds minus monotonic seconds
        self.ids = itertools.count(1)
        self.pending: dict[int, str] = {}  # message id -> the target whose throttling it sets
        # The status as it came over the network: 304 when the browser revalidated its cached
        # copy (responseReceived then shows the cached 200).
        self.raw_status: dict[tuple[str, str], int] = {}
        session.on("Target.attachedToTarget", self.attached)
        session.on("Target.receivedMessageFromTarget", self.from_child)
        session.on("Target.detachedFromTarget", lambda _event: None)
        for method in ("requestWillBeSent", "responseReceived", "responseReceivedExtraInfo",
                       "loadingFinished", "loadingFailed"):
            session.on(f"Network.{method}", lambda params, m=method: self.network("", m, params))

    def start(self) -> None:
        self.session.send("Network.enable")
        self.session.send("Network.emulateNetworkConditions", PHONE_4G)
        self.throttled.append("page")
        self.session.send("Target.setAutoAttach",
                          {"autoAttach": True, "waitForDebuggerOnStart": True, "flatten": False})

    def attached(self, event: dict[str, Any]) -> None:
        info, child = event["targetInfo"], event["sessionId"]
        kind = {"service_worker": "service worker"}.get(info["type"], info["type"])
        self.kinds[child] = kind
        script = "" if info["url"].startswith("blob:") else urlsplit(info["url"]).path.rsplit("/", 1)[-1]
        name = f"{kind} {script}".strip()
        self.send_child(child, "Network.enable", {})
        if kind == "worker":
            # A dedicated worker's requests go through its page's throttling (its own
            # emulateNetworkConditions answers "Not supported").
            self.throttled.append(f"{name} (through its page)")
        else:
            self.send_child(child, "Network.emulateNetworkConditions", PHONE_4G, name)
        self.send_child(child, "Runtime.runIfWaitingForDebugger", {})

    def send_child(self, child: str, method: str, params: dict[str, Any], name: str = "") -> None:
        message_id = next(self.ids)
        if name:
            self.pending[message_id] = name
        message = json.dumps({"id": message_id, "method": method, "params": params})
        self.session.send("Target.sendMessageToTarget", {"sessionId": child, "message": message})

    def from_child(self, event: dict[str, Any]) -> None:
        message = json.loads(event["message"])
        if "id" in message:
            name = self.pending.pop(message["id"], "")
            if name:
                if "error" in message:
                    self.refused.append(f"{name}: {message['error'].get('message', message['error'])}")
                else:
                    self.throttled.append(name)
            return
        method = str(message.get("method", ""))
        if method.startswith("Network."):
            self.network(event["sessionId"], method.removeprefix("Network."), message.get("params", {}))

    def network(self, child: str, method: str, params: dict[str, Any]) -> None:
        key = (child, str(params.get("requestId", "")))
        if method == "responseReceivedExtraInfo":
            self.raw_status[key] = int(params.get("statusCode", 0))
            return
        if method == "requestWillBeSent":
            url = params["request"]["url"]
            if not url.startswith("http"):
                return
            if self.offset is None:
                self.offset = float(params["wallTime"]) - float(params["timestamp"])
            previous = self.fetches.get(key)
            if previous is not None:  # a redirect reuses the id: keep both
                self.fetches[(child, key[1] + f"#{next(self.ids)}")] = previous
            kind = self.kinds.get(child, "worker")
            self.fetches[key] = Fetch(urlsplit(url).path, kind, start=float(params["timestamp"]))
            return
        fetch = self.fetches.get(key)
        if fetch is None:
            return
        if method == "responseReceived":
            response = params["response"]
            fetch.status = int(response.get("status", 0))
            headers = {str(k).lower(): v for k, v in response.get("headers", {}).items()}
            fetch.length = int(headers.get("content-length", -1))
            fetch.head = int(response.get("encodedDataLength", 0))
            if response.get("fromServiceWorker"):
                fetch.source = "service worker"
            elif response.get("fromDiskCache") or response.get("fromPrefetchCache"):
                fetch.source = "disk cache"
        elif method == "loadingFinished":
            fetch.end = float(params["timestamp"])
            fetch.wire = 0 if fetch.source != "network" else int(params.get("encodedDataLength", 0))
        elif method == "loadingFailed":
            fetch.end = float(params["timestamp"])
            fetch.failed = str(params.get("errorText", "failed"))

    def open_requests(self) -> int:
        return sum(1 for f in self.fetches.values() if f.end is None)

    def result(self, time_origin_ms: float) -> list[Fetch]:
        """The requests, their times turned into ms since the page's navigation start."""
        offset = self.offset or 0.0

        def since(mono: float) -> float:
            return (mono + offset) * 1000 - time_origin_ms

        out = []
        for key, fetch in self.fetches.items():
            # A worker's session reports no raw status: less than the body after the headers
            # means the browser's copy was revalidated (a 304's headers came, not the body).
            short = 0 <= fetch.wire - fetch.head < fetch.length
            if fetch.source == "network" and (self.raw_status.get(key) == 304 or short):
                fetch.status = 304
            fetch.start = since(fetch.start)
            fetch.end = None if fetch.end is None else since(fetch.end)
            out.append(fetch)
        return sorted(out, key=lambda f: f.start)


def wait_idle(page: Page, recorder: WireRecorder, cap_ms: int) -> None:
    """Until no request has been open for IDLE_MS (or cap_ms passed)."""
    quiet, waited = 0, 0
    while quiet < IDLE_MS and waited < cap_ms:
        page.wait_for_timeout(100)
        waited += 100
        quiet = quiet + 100 if recorder.open_requests() == 0 else 0


def play_the_computer(page: Page) -> str:
    """After ready, what a player does first: a Quinque game against the computer."""
    page.locator("[data-game=quinque][data-action=new]").click()
    page.locator("[name=kind_1]").select_option("easy")
    page.locator("#new-start").click()
    page.wait_for_selector("html[data-computer-warm]", state="attached", timeout=TIMEOUT_MS)
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=TIMEOUT_MS)
    return "opened a Quinque game against the computer, waited for its worker and the service worker"


def load(playwright: Playwright, url: str, record_script: str, collect_script: str,
         after_ready: Callable[[Page], str] | None) -> NetworkLoad:
    """One throttled cold load of ``url`` in a fresh profile; ``after_ready`` then runs in it."""
    with tempfile.TemporaryDirectory(prefix="quintet-bench-4g-") as profile:
        options = chromium.launch_options(headless=True)
        context = playwright.chromium.launch_persistent_context(profile, **options)
        try:
            context.add_init_script(record_script)
            page = context.pages[0] if context.pages else context.new_page()
            errors: list[str] = []
            page.on("pageerror", lambda error: errors.append(str(error)))
            recorder = WireRecorder(context.new_cdp_session(page))
            recorder.start()
            page.goto(url)
            page.wait_for_selector("html[data-ready]", state="attached", timeout=TIMEOUT_MS)
            page.wait_for_timeout(100)
            data: dict[str, Any] = page.evaluate(collect_script)
            origin = float(page.evaluate("performance.timeOrigin"))
            after = after_ready(page) if after_ready else "nothing"
            wait_idle(page, recorder, IDLE_CAP_MS)
            if errors:
                raise SystemExit(f"{url}: {errors[0]}")
            if recorder.refused:
                raise SystemExit(f"throttling refused by: {', '.join(recorder.refused)}")
            return NetworkLoad(ready=float(data["ready"]), screen=float(data["screen"]),
                               fetches=recorder.result(origin), throttled=list(recorder.throttled),
                               after=after)
        finally:
            context.close()


def megabytes(count: float) -> str:
    return f"{count / 1e6:.2f} MB"


def report(loads: dict[str, list[NetworkLoad]]) -> float:
    """Print the throttled loads: times, ratio, bytes on the wire, per file; return the ratio."""
    ready = {name: [load.ready for load in loads[name]] for name in loads}
    site, bare = statistics.median(ready["site"]), statistics.median(ready["bare"])
    print(f"4G first visit (Chromium throttling: {PROFILE}; a fresh profile per load; "
          "gzip as the host sends it over http)")
    for name, label in (("site", "site ready (data-ready)"), ("bare", "bare loadPyodide()")):
        runs = " ".join(f"{t:.0f}" for t in ready[name])
        print(f"  {label:31} median {statistics.median(ready[name]):6.0f} ms   runs: {runs}")
    print(f"  ratio site / bare:              {site / bare:.2f}  (site costs {site - bare:+.0f} ms)")
    screens = [load.screen for load in loads["site"]]
    print(f"  site first useful screen        median {statistics.median(screens):6.0f} ms"
          f"   runs: {' '.join(f'{t:.0f}' for t in screens)}")
    for name in ("site", "bare"):
        # Past this point the boot waits for the CPU, not the network.
        done = [max((f.end or 0.0 for f in load.fetches if load.before_ready(f)), default=0.0)
                for load in loads[name]]
        print(f"  {name} last byte before ready       median {statistics.median(done):6.0f} ms"
              f"   runs: {' '.join(f'{t:.0f}' for t in done)}")
    for name in ("site", "bare"):
        wire = [load.wire(True) for load in loads[name]]
        print(f"  {name} on the wire until ready     median {megabytes(statistics.median(wire))}"
              f"   runs: {' '.join(megabytes(w) for w in wire)}")
    after = [load.wire(False) for load in loads["site"]]
    print(f"  site on the wire after ready     median {megabytes(statistics.median(after))}"
          f"   runs: {' '.join(megabytes(w) for w in after)}  ({loads['site'][0].after})")
    targets = sorted({name for load in loads["site"] + loads["bare"] for name in load.throttled})
    print(f"  throttled targets: {', '.join(targets)}")
    print("  each site load after ready, by who fetched (requests, bytes):")
    for number, load in enumerate(loads["site"], 1):
        groups: dict[str, list[Fetch]] = defaultdict(list)
        for f in load.fetches:
            if not load.before_ready(f):
                groups[f.target].append(f)
        parts = [f"{target} {len(fs)}, {megabytes(sum(f.wire for f in fs))}" for target, fs in groups.items()]
        unfinished = sum(1 for f in load.fetches if f.end is None)
        print(f"    run {number}: {'; '.join(parts) or 'nothing'}"
              + (f"; {unfinished} never finished" if unfinished else "")
              + ("" if "service worker sw.js" in load.throttled else "; the service worker was not attached"))
    for name in ("site", "bare"):
        ordered = sorted(loads[name], key=lambda load: load.ready)
        median = ordered[(len(ordered) - 1) // 2]
        print(f"  every request of the median {name} load (ready at {median.ready:.0f} ms):")
        per_file(median)
    return site / bare


def per_file(load: NetworkLoad) -> None:
    before = [f for f in load.fetches if load.before_ready(f)]
    after = [f for f in load.fetches if not load.before_ready(f)]
    print("    before ready:   bytes  start-end ms   answer      by       file")
    for f in before:
        when = f"{f.start:6.0f}-{f.end or 0:<6.0f}"
        print(f"      {f.wire:11,d}  {when}  {describe(f):10}  {f.target:7}  {f.path}")
    print(f"      {sum(f.wire for f in before):11,d}  in {len(before)} requests")
    print("    after ready, by who fetched (large files and failures named):")
    groups: dict[str, list[Fetch]] = defaultdict(list)
    for f in after:
        groups[f.target].append(f)
    for target, fetches in groups.items():
        sources: dict[str, int] = defaultdict(int)
        for f in fetches:
            sources[describe(f)] += 1
        how = ", ".join(f"{count} {kind}" for kind, count in sorted(sources.items()))
        print(f"      {target}: {sum(f.wire for f in fetches):,d} bytes in {len(fetches)} requests ({how})")
        for f in fetches:
            if f.wire >= LARGE or f.failed or f.end is None:
                end = "open" if f.end is None else f"{f.end:.0f}"
                print(f"        {f.wire:11,d}  {f.start:6.0f}-{end:<6}  {describe(f):10}  {f.path}"
                      + (f"  ({f.failed})" if f.failed else ""))
    twice = fetched_twice(load.fetches)
    print("    fetched in full more than once: " + (", ".join(
        f"{path} ({' + '.join(who)})" for path, who in twice.items()) if twice else "none"))


def describe(fetch: Fetch) -> str:
    """The answer in a word: the status that came over the network, or where it came from."""
    if fetch.failed:
        return "failed"
    if fetch.end is None:
        return "unfinished"
    status = str(fetch.status) if fetch.status else "no status"
    return {"service worker": "via the sw", "disk cache": "disk cache"}.get(fetch.source, status)


def fetched_twice(fetches: list[Fetch]) -> dict[str, list[str]]:
    """Paths whose whole body came over the network more than once (a 304 is not a second copy)."""
    full: dict[str, list[str]] = defaultdict(list)
    for f in fetches:
        if f.source == "network" and f.status == 200 and not f.failed:
            full[f.path].append(f"{f.target} at {f.start:.0f} ms")
    return {path: who for path, who in full.items() if len(who) > 1}

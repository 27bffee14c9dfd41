// Smoke test of the built site in Firefox (Debian's firefox-esr), driven
// through WebDriver BiDi by puppeteer-core (pinned in package.json; it never
// downloads a browser).
//
// What it proves, in one browser session on a fresh build served by
// tools/serve.py (the production headers) on a free port:
//   1. "/" boots: html[data-ready] appears (time printed, with where the boot
//      spent it: e2e_engines/boot_profile.js).
//   2. For each game, a new game from the start screen with the computer in
//      seat 2: the person's first move by real mouse clicks at the points
//      window.quintetTargets() gives (the taps come from
//      e2e_engines/first_moves.py, the same as the WebKit test), once the
//      computer's worker has warmed up in idle time (html[data-computer-warm]
//      names the game; time printed), the move is in window.quintetState(),
//      then the computer replies (time printed: the first reply is as fast
//      as later ones).
//   3. Across devices (issue #31): a second page in a browser context of its
//      own (its own storage: another device) joins a Quinque game the first
//      page hosts with a seat on another device, by the text codes (the
//      offer read off the host's code box into the guest's, the answer
//      back), over a WebRTC data channel with host candidates only; the host
//      plays one action, the guest the next, and both pages hold the same
//      game after each (time from the answer read to connected printed).
//      Then the same with a headless Chromium (/usr/bin/chromium, driven by
//      puppeteer-core too) hosting and a new Firefox guest: the two engines'
//      offers and answers differ.
//      Firefox hides its local addresses behind mDNS names, which nothing
//      resolves in a container, so the profile turns that off
//      (media.peerconnection.ice.obfuscate_host_addresses), as e2e/test_devices.py
//      does for Chromium.  Each page is a window of its own: a tab in the
//      background has its timers slowed, which stalls a pairing.
//   4. Offline: once the service worker controls the page, the server is
//      stopped and the page reloaded; it must boot again from the worker.
//      That visit makes the image of Python's memory (web/load-pyodide.mjs);
//      one more reload must start Python from it (time printed).
// Any console error, uncaught page error or request to another origin fails
// the run, as in the Chromium tests (e2e/conftest.py).
//
// Run: `node e2e_engines/firefox_smoke.mjs` (or `make engines`). Environment:
// FIREFOX (default /usr/bin/firefox-esr), CHROMIUM (default /usr/bin/chromium;
// when missing, the Chromium host is left out and the log says so), PYTHON (default python3),
// QUINTET_DIST (test an existing build instead of a fresh one).
// Exit status 0 = passed; prints per-step timings for the CI log.

import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

import puppeteer from "puppeteer-core";

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, "..");
const FIREFOX = process.env.FIREFOX || "/usr/bin/firefox-esr";
const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";
const PYTHON = process.env.PYTHON || "python3";
const GAMES = ["quinque", "quinto", "quinamid"];
const COMPUTER = "easy";
const READY_MS = 130_000;
const REPLY_MS = 120_000;
const STEP_MS = 15_000;
const PROFILE = readFileSync(join(HERE, "boot_profile.js"), "utf-8");
// web/load-pyodide.mjs's performance marks.
const IMAGE_MADE = "quintet: python image made";
const IMAGE_RESTORED = "quintet: python image restored";
const BOOTED = readFileSync(join(HERE, "booted.js"), "utf-8");

const log = (text) => console.log(`firefox: ${text}`);

function fail(message) {
  throw new Error(message);
}

// --- the site --------------------------------------------------------------------------------

function buildSite() {
  if (process.env.QUINTET_DIST) return { dir: resolve(process.env.QUINTET_DIST), cleanup: () => {} };
  const tmp = mkdtempSync(join(tmpdir(), "quintet-firefox-"));
  const dir = join(tmp, "dist");
  const run = spawnSync(PYTHON, [join(ROOT, "tools", "build_site.py"), "--out", dir], { encoding: "utf-8" });
  if (run.status !== 0) fail(`cannot build the site:\n${run.stdout}${run.stderr}`);
  return { dir, cleanup: () => rmSync(tmp, { recursive: true, force: true }) };
}

// tools/serve.py on a free port; resolves to { url, stop }.
async function serveSite(dir) {
  const child = spawn(PYTHON, [join(ROOT, "tools", "serve.py"), "0", "--dir", dir, "--quiet"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const line = await new Promise((ok, no) => {
    createInterface({ input: child.stdout }).once("line", ok);
    child.once("exit", (code) => no(new Error(`tools/serve.py exited (${code})`)));
  });
  const match = /(http:\/\/\S+)/.exec(line) || fail(`tools/serve.py did not start: ${line}`);
  let stopped = null;
  const stop = () => {
    stopped ??= new Promise((ok) => {
      if (child.exitCode !== null) return ok();
      child.once("exit", ok);
      child.kill();
    });
    return stopped;
  };
  return { url: match[1], stop };
}

function planMove(game, save) {
  const run = spawnSync(PYTHON, [join(HERE, "first_moves.py"), game], { input: save, encoding: "utf-8" });
  if (run.status !== 0) fail(`first_moves.py ${game}: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

// --- the page --------------------------------------------------------------------------------

// Records what must not happen (as e2e/conftest.py's BrowserGuard does for Chromium).
function guard(page, origin) {
  const problems = [];
  let signal;
  const first = new Promise((ok) => { signal = ok; });
  const note = (problem) => {
    problems.push(problem);
    signal();
  };
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    // An Error or object logged shows as "JSHandle@object" in text(): ask the page for its words.
    const words = Promise.all(message.args().map((arg) => arg.evaluate((value) => {
      if (value instanceof Error) return `${value.name}: ${value.message}`;
      if (value === null || typeof value !== "object") return String(value);
      try {
        if (value.message) return String(value.message);
        return String(value) === "[object Object]" ? JSON.stringify(value) : String(value);
      } catch {
        return "(an object that cannot be shown)";
      }
    }).catch(() => "?")))
      .then((parts) => parts.join(" ") || message.text(), () => message.text());
    note(words.then((text) => `console error: ${text}`));
  });
  page.on("pageerror", (error) => note(`page error: ${error.message ?? error}`));
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (["data:", "blob:", "about:"].includes(url.protocol)) return;
    if (url.origin !== origin) note(`request left the local server: ${request.url()}`);
  });
  return {
    first, // resolves at the first problem
    async check(when) {
      // PyScript shows a Python error it catches in a div.py-error (with the traceback).
      const shown = await page.$$eval(".py-error", (boxes) => boxes.map((box) => box.textContent)).catch(() => []);
      const found = [...(await Promise.all(problems)), ...shown.map((text) => `Python error: ${text}`)];
      if (found.length) fail(`${when}:\n  ${found.join("\n  ")}`);
    },
  };
}

// Ready, or a boot failure: shown by web/boot.js (which gives up after 120 s by
// itself), or any problem the guard saw (a console error ends the wait at once).
async function waitReady(page, watch) {
  const waiting = page.waitForFunction(BOOTED, { timeout: READY_MS, polling: 100 }).then(() => "booted");
  const outcome = await Promise.race([waiting, watch.first.then(() => "problem")])
    .catch((error) => `${error.name}: ${error.message.split("\n")[0]}`);
  if (outcome !== "booted") {
    await watch.check(`boot (${outcome})`);
    fail(`no data-ready: ${outcome}`);
  }
  if (!(await page.$("#loading-error"))) {
    fail(`not the game's page at ${page.url()}: "${await page.title()}" (a browser error page?)`);
  }
  const error = await page.$eval("#loading-error", (box) => (box.hidden ? "" : box.textContent));
  if (error) {
    await watch.check(`boot failed: ${error}`);
    fail(`boot failed: ${error}`);
  }
  return page.evaluate(() => {
    const mark = performance.getEntriesByName("quintet:ready", "mark")[0];
    return mark ? mark.startTime : performance.now();
  });
}

const history = async (page) => JSON.parse(await page.evaluate("window.quintetState()")).history;

async function waitMoves(page, n, timeout) {
  await page.waitForFunction((count) => JSON.parse(window.quintetState()).history.length >= count, {
    timeout,
    polling: 100,
  }, n);
}

// Tap the target a step names, at its point on the page (real mouse events on the canvas).
async function tap(page, step) {
  const handle = await page.waitForFunction((wanted) => {
    const match = (t) => wanted.tap === "rack"
      ? t.kind === "rack" && t.key[1] === wanted.value
      : t.kind === wanted.tap && JSON.stringify(t.key) === JSON.stringify(wanted.key);
    const target = JSON.parse(window.quintetTargets()).find(match);
    if (!target) return null;
    const box = document.getElementById("board").getBoundingClientRect();
    return { x: box.left + target.x, y: box.top + target.y };
  }, { timeout: STEP_MS, polling: 100 }, step);
  const { x, y } = await handle.jsonValue();
  await page.mouse.click(x, y);
}

async function visible(page, selector) {
  await page.waitForSelector(selector, { visible: true, timeout: STEP_MS });
}

async function playOneGame(page, game) {
  await page.click(`[data-game=${game}][data-action=new]`);
  await visible(page, "#new-dialog");
  await page.select("[name=kind_1]", COMPUTER);
  await page.select("[name=setting_speed]", "fast");
  await page.click("#new-start");
  await visible(page, "#game-screen");
  if (await page.$eval("#handoff", (cover) => cover.checkVisibility())) await page.click("#handoff-button");
  // The computer's worker is started in idle time and loads this game's player;
  // the move waits for that, as a person would (about 10 s to look at the board).
  const shown = Date.now();
  await page.waitForFunction((name) => document.documentElement.dataset.computerWarm === name, {
    timeout: READY_MS,
    polling: 100,
  }, game);
  log(`${game}: the computer was ready ${Date.now() - shown} ms after the board showed`);

  const { move, steps } = planMove(game, await page.evaluate("window.quintetState()"));
  let asked = 0; // the reply is timed from the click that completes the move
  for (const step of steps) {
    asked = Date.now();
    if (step.press) await page.click(`#controls button[data-control=${step.press}]`);
    else await tap(page, step);
  }
  await waitMoves(page, 1, STEP_MS);
  const played = await history(page);
  if (played[0] !== move) fail(`${game}: the page recorded ${JSON.stringify(played)}, not ${move}`);
  await waitMoves(page, 2, REPLY_MS);
  const reply = Date.now() - asked;
  const moves = await history(page);
  if (moves[0] !== move) fail(`${game}: the history changed under the reply: ${JSON.stringify(moves)}`);
  log(`${game}: played ${move}; computer replied ${moves[1]} after ${reply} ms`);

  await page.click("#btn-menu");
  await visible(page, "#start-screen");
  return reply;
}

// --- across devices --------------------------------------------------------------------------

const state = (page) => page.evaluate("window.quintetState()");

// Press a button as a person does: scrolled into the middle of its dialog first, out from
// under the dialog's sticky buttons (at 1280 x 800 they cover the pairing's Connect).
async function press(page, selector) {
  await visible(page, selector);
  await page.$eval(selector, (button) => button.scrollIntoView({ block: "center" }));
  await page.click(selector);
}

async function step(page, name) {
  await visible(page, `#devices-dialog[data-step=${name}]`);
}

const codeOf = (page) => page.$eval("#devices-code-out", (box) => box.value);

// The page plays the Quinque action first_moves.py plans for its position, by taps.
async function playAction(page) {
  const before = (await history(page)).length;
  const { move, steps } = planMove("quinque", await state(page));
  for (const one of steps) await tap(page, one);
  await waitMoves(page, before + 1, STEP_MS);
  const moves = await history(page);
  if (moves[before] !== move) fail(`across devices: the page recorded ${JSON.stringify(moves)}, not ${move}`);
  return move;
}

async function same(host, guest) {
  const want = await state(host);
  await guest.waitForFunction((s) => window.quintetState() === s, { timeout: STEP_MS, polling: 100 }, want)
    .catch(() => fail("across devices: the guest does not hold the host's game"));
}

// A guest: a page in a browser context of its own (another device), in a window of its own.
async function openGuest(browser, url, origin) {
  const device = await browser.createBrowserContext();
  const guest = await device.newPage({ type: "window" });
  const watch = guard(guest, origin);
  await guest.goto(url);
  const ready = await waitReady(guest, watch);
  log(`across devices: a guest (a browser context of its own) data-ready after ${Math.round(ready)} ms`);
  return { guest, watch, close: () => device.close() };
}

// The host (on its start screen) starts a Quinque game with seat 2 on another device; the
// guest joins it by the text codes; one action each, the same game on both. Returns the
// seconds from the answer read to connected.
async function pairAndPlay(host, guest, who) {
  await host.click("[data-game=quinque][data-action=new]");
  await visible(host, "#new-dialog");
  await host.select("[name=kind_1]", "device");
  await host.click("#new-start");
  await visible(host, "#game-screen");
  await step(host, "show_offer");
  const offer = await codeOf(host);
  await guest.click("#btn-join");
  await guest.locator("#devices-code-in").fill(offer);
  await press(guest, "#devices-connect");
  await step(guest, "show_answer");
  const answer = await codeOf(guest);
  await host.locator("#devices-code-in").fill(answer);
  const began = Date.now();
  await press(host, "#devices-connect");
  await step(host, "connected");
  const seconds = (Date.now() - began) / 1000;
  await visible(guest, "#game-screen");
  await guest.waitForSelector("#devices-dialog", { hidden: true, timeout: STEP_MS });
  log(`across devices (${who}): connected ${seconds.toFixed(2)} s after the answer was read ` +
    `(codes of ${offer.length} and ${answer.length} characters)`);
  await press(host, "#devices-dialog .close-dialog");

  const first = await playAction(host);
  await same(host, guest);
  const second = await playAction(guest);
  await same(host, guest);
  const moves = await history(host);
  if (JSON.stringify(moves) !== JSON.stringify([first, second])) {
    fail(`across devices (${who}): the host's game is ${JSON.stringify(moves)}, not ${first}, ${second}`);
  }
  log(`across devices (${who}): the host played ${first}, the guest ${second}; both hold the same game`);
  await press(host, "#btn-menu");
  await visible(host, "#start-screen");
  return seconds;
}

// Chromium (an Android phone, a Chromebook) hosts, Firefox joins: the two browsers' offers
// and answers differ (Firefox's ICE credentials are hexadecimal, Chromium's base64...).
// Chromium's local addresses unhidden as in e2e/test_devices.py; its flags as tools/chromium.py's.
async function chromiumHostsFirefox(browser, url, origin) {
  if (!existsSync(CHROMIUM)) {
    log(`across devices: no Chromium at ${CHROMIUM}: Chromium hosting Firefox not tested`);
    return null;
  }
  const chromium = await puppeteer.launch({
    browser: "chrome",
    executablePath: CHROMIUM,
    headless: true,
    defaultViewport: { width: 1280, height: 800 },
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
      "--disable-background-networking", "--disable-component-update", "--disable-sync",
      "--disable-features=WebRtcHideLocalIpsWithMdns"],
  });
  try {
    const host = await chromium.newPage();
    const watch = guard(host, origin);
    await host.goto(url);
    await waitReady(host, watch);
    const { guest, watch: guestWatch, close } = await openGuest(browser, url, origin);
    try {
      const seconds = await pairAndPlay(host, guest, `Chromium ${await chromium.version()} hosts Firefox`);
      await guestWatch.check("across devices (a Firefox guest of Chromium)");
      await watch.check("across devices (Chromium hosting)");
      return seconds;
    } finally {
      await close();
    }
  } finally {
    await chromium.close();
  }
}

// Firefox hosts Firefox (the smoke's page hosts), then Chromium hosts Firefox.
async function playAcrossDevices(browser, host, url, origin) {
  const { guest, watch, close } = await openGuest(browser, url, origin);
  let itself;
  try {
    itself = await pairAndPlay(host, guest, "Firefox hosts Firefox");
    await watch.check("across devices (the guest)");
  } finally {
    await close();
  }
  const crossed = await chromiumHostsFirefox(browser, url, origin);
  return `paired Firefox-Firefox in ${itself.toFixed(2)} s, ` +
    (crossed === null ? "Chromium-Firefox not tested" : `Chromium-Firefox in ${crossed.toFixed(2)} s`);
}

// --- the run ---------------------------------------------------------------------------------

async function main() {
  const started = Date.now();
  const site = buildSite();
  const server = await serveSite(site.dir);
  const origin = new URL(server.url).origin;
  let browser = null;
  try {
    browser = await puppeteer.launch({
      browser: "firefox",
      executablePath: FIREFOX,
      headless: true,
      // Host candidates as addresses, not mDNS names (see 3. above).
      extraPrefsFirefox: { "media.peerconnection.ice.obfuscate_host_addresses": false },
      defaultViewport: { width: 1280, height: 800 },
    });
    log(`${await browser.version()} (WebDriver BiDi, headless) serving ${server.url}`);
    const page = await browser.newPage();
    const watch = guard(page, origin);

    await page.goto(server.url);
    const ready = await waitReady(page, watch);
    log(`data-ready after ${Math.round(ready)} ms (first visit)`);
    console.log(await page.evaluate(PROFILE));
    await watch.check("first visit");

    const replies = [];
    for (const game of GAMES) {
      replies.push(await playOneGame(page, game));
      await watch.check(game);
    }

    const paired = await playAcrossDevices(browser, page, server.url, origin);
    await watch.check("across devices (the host)");

    await page.waitForFunction("navigator.serviceWorker.controller !== null", { timeout: READY_MS });
    await server.stop();
    await page.reload().catch((error) => fail(`the offline reload did not load: ${error.message.split("\n")[0]}`));
    const offline = await waitReady(page, watch);
    if (!(await page.evaluate("navigator.serviceWorker.controller !== null"))) {
      fail("the offline reload was not served by the service worker");
    }
    log(`data-ready after ${Math.round(offline)} ms (offline reload, server stopped)`);
    console.log(await page.evaluate(PROFILE));
    await watch.check("offline reload");

    // The visit the service worker served made the image of Python's memory: the next one
    // starts from it (web/load-pyodide.mjs).
    await page.waitForFunction(`performance.getEntriesByName("${IMAGE_MADE}").length > 0`, { timeout: READY_MS })
      .catch(() => fail("the offline visit made no image of Python's memory"));
    await page.reload().catch((error) => fail(`the reload from the image did not load: ${error.message.split("\n")[0]}`));
    const imaged = await waitReady(page, watch);
    if (!(await page.evaluate(`performance.getEntriesByName("${IMAGE_RESTORED}").length > 0`))) {
      fail("the visit after the image was made did not start from it");
    }
    log(`data-ready after ${Math.round(imaged)} ms (offline reload, Python from its image)`);
    await watch.check("reload from the image");

    log(`SUMMARY data-ready ${Math.round(ready)} ms; first computer reply ${replies[0]} ms ` +
      `(then ${replies.slice(1).join(", ")} ms); ${paired}; offline reload ${Math.round(offline)} ms; ` +
      `from the image ${Math.round(imaged)} ms; whole run ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await browser?.close();
    await server.stop();
    site.cleanup();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`firefox: FAILED: ${error.stack ?? error}`);
    process.exit(1);
  },
);

// Quintet's service worker: the whole site works offline after the first visit.
//
// This file is a template: tools/build_site.py replaces the two `const` lines
// below with the build's content hash and the list of every file in dist/.
// Design:
// - Cache-first over a precache list made at build time: the app is a fixed
//   set of files, so there is nothing to discover at run time, and a game must
//   start with the network cut.
// - One cache per build ("quintet-<hash>"). A changed build installs a new
//   worker, which downloads the new set next to the old one. On activate only
//   the newest previous cache is kept (and still searched): a tab that booted
//   with the old version can go on loading its files (the AI worker, lazy
//   PyScript chunks) after a newer tab activated the new version.
// - No skipWaiting() on install: a running game keeps the files it booted
//   with. The new version takes over at the next load of the page when it is
//   the only Quintet tab: that navigation is answered with an empty page that
//   loads the page again as soon as the new version controls it, which lets
//   the old version go idle and the new one activate (see switchVersion).
//   The UI can also switch at a quiet moment with window.quintetApplyUpdate()
//   (sw-register.js).
//   Measured in Chromium: telling the waiting worker to skipWaiting() from a
//   page that is still loading through the old worker can leave it waiting
//   for good; an unloaded page cannot.
// - Precache fetches use cache: "no-cache": revalidate with the server, so an
//   immutable-cached runtime file is never trusted across versions, yet an
//   unchanged file costs only a 304.

const VERSION = "dev";
const PRECACHE = [];

const PREFIX = "quintet-";
const CACHE = PREFIX + VERSION;
const INDEX = new URL("./index.html", self.location).href;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      cache.addAll(PRECACHE.map((url) => new Request(url, { cache: "no-cache" }))),
    ),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => {
        // keys() lists caches in creation order: keep ours and the newest older one.
        const older = names.filter((name) => name.startsWith(PREFIX) && name !== CACHE);
        return Promise.all(older.slice(0, -1).map((name) => caches.delete(name)));
      })
      // Control the page that installed us, so it works offline without a reload.
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("message", (event) => {
  // waitUntil: without it the browser may stop this worker before the switch is done.
  if (event.data === "skip-waiting") event.waitUntil(self.skipWaiting());
});

// Maps a request URL to the key it is precached under ("/" and "/dir/" are
// served by their index.html, like the web server does).
function cacheKey(url) {
  const key = new URL(url);
  key.search = "";
  key.hash = "";
  if (key.pathname.endsWith("/")) key.pathname += "index.html";
  return key.href;
}

// At a page load with a new version waiting and no other Quintet tab open:
// activate it, and have the browser load the page again (from the new version).
async function switchVersion(request) {
  const waiting = self.registration.waiting;
  if (!waiting || request.mode !== "navigate") return null;
  const tabs = await self.clients.matchAll({ type: "window" });
  if (tabs.length > 1) return null; // another tab still runs this version
  waiting.postMessage("skip-waiting");
  // The icon link stops the browser from asking for /favicon.ico for this blank page.
  // It loads the page again once the new version controls it (the new worker
  // claims it on activate), and meanwhile every second: a load that comes
  // before the switch gets this page again. Not a "Refresh: 0" header: that
  // load could come before the switch too, and Chromium did not follow the
  // second blank page's Refresh, leaving it blank for good.
  const body =
    '<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><script>' +
    'navigator.serviceWorker.addEventListener("controllerchange", () => location.reload());' +
    "setTimeout(() => location.reload(), 1000);</script>";
  return new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8" } });
}

async function respond(request) {
  const switching = await switchVersion(request);
  if (switching) return switching;
  const cache = await caches.open(CACHE);
  const isPage = request.mode === "navigate";
  // Pages carry their state in the query (?game=...&moves=...): ignore it for lookup.
  const cached = await cache.match(isPage ? cacheKey(request.url) : request);
  if (cached) return cached;
  if (!isPage) {
    // A file of the previous version, for a tab still running it.
    const previous = await caches.match(request);
    if (previous) return previous;
  }
  try {
    return await fetch(request);
  } catch (error) {
    // Offline and not precached: a page falls back to the app shell, anything
    // else fails as a network error would.
    if (isPage) {
      const shell = await cache.match(INDEX);
      if (shell) return shell;
    }
    throw error;
  }
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(respond(request));
});

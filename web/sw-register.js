// Registers the offline service worker (sw.js) and applies its updates.
//
// Registration waits for html[data-ready]: the worker's install downloads
// the whole site (~18 MB) to precache it, and doing that while Pyodide boots
// would compete with the boot for bandwidth on a first visit. After boot the
// files are in the HTTP cache and the install costs mostly revalidations.
//
// Updates: a new deploy is found when this page registers (after boot) and is
// installed in the background; it waits (sw.js does not skipWaiting) so this
// page keeps the files it booted with. The next load of the page switches to
// it when no other Quintet tab is open (sw.js does that).
// While a page runs, a new version waiting shows the update bar ("A new version
// of Quintet is ready. Reload / Later") and window receives "quintet:update-ready";
// Reload (window.quintetApplyUpdate()) activates it and reloads, and the autosave
// restores the game: every move is saved as it is made. Chromium may not switch
// while this page is still loading files; the switch then happens at the next visit.
//
// Only over http(s): a file:// page has no service workers (and cannot run
// WebAssembly modules anyway).

// Registration waits for the boot to end, however long it takes on a slow link:
// ready, or failed (web/boot.js sends "quintet:boot-failed" when it shows why).
function whenReady(callback) {
  const root = document.documentElement;
  if (root.hasAttribute("data-ready")) {
    callback();
    return;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    callback();
  };
  const observer = new MutationObserver(() => {
    if (root.hasAttribute("data-ready")) once();
  });
  observer.observe(root, { attributes: true, attributeFilter: ["data-ready"] });
  // A boot that failed (an error screen): still make the next visit work offline.
  addEventListener("quintet:boot-failed", once, { once: true });
}

// Activates the waiting version and reloads this page once it controls it.
// Reload always reloads: if the switch has not happened after SWITCH_WAIT_MS
// (Chromium can keep the new version waiting while this page still has
// requests open through the old one), the page reloads anyway. Unloading ends
// those requests, and sw.js switches during that load (switchVersion) when
// this is the only Quintet tab. With no version waiting any more (another tab
// switched already), the reload alone brings the new one.
const SWITCH_WAIT_MS = 3000;

function activate(registration) {
  const waiting = registration.waiting;
  if (!waiting) {
    location.reload();
    return;
  }
  const fallback = setTimeout(() => location.reload(), SWITCH_WAIT_MS);
  navigator.serviceWorker.addEventListener(
    "controllerchange",
    () => {
      clearTimeout(fallback);
      location.reload();
    },
    { once: true },
  );
  waiting.postMessage("skip-waiting");
}

// The bar in index.html (its words come from the translation table, filled at boot):
// Reload switches now; Later hides it, and the next visit switches by itself.
function offer() {
  const bar = document.getElementById("update-bar");
  if (!bar) return;
  bar.hidden = false;
  document.getElementById("update-reload").onclick = () => window.quintetApplyUpdate();
  document.getElementById("update-later").onclick = () => { bar.hidden = true; };
}

function announce(registration) {
  window.quintetApplyUpdate = () => activate(registration);
  window.dispatchEvent(new CustomEvent("quintet:update-ready"));
  offer();
}

async function register() {
  const registration = await navigator.serviceWorker.register("./sw.js", { scope: "./" });
  if (registration.waiting && navigator.serviceWorker.controller) announce(registration);
  // Look for a new deploy now (the browser's own check after a navigation comes later).
  else if (navigator.serviceWorker.controller) registration.update().catch(() => {});
  registration.addEventListener("updatefound", () => {
    const installing = registration.installing;
    if (!installing) return;
    installing.addEventListener("statechange", () => {
      // "installed" while a controller exists = an update is waiting (not the first install).
      if (installing.state === "installed" && navigator.serviceWorker.controller) announce(registration);
    });
  });
}

if ("serviceWorker" in navigator && /^https?:$/.test(location.protocol)) {
  whenReady(() => {
    register().catch((error) => console.warn("Offline mode unavailable:", error));
  });
}

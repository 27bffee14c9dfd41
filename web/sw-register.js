// Registers the offline service worker (sw.js) once the game is ready.
//
// Why wait for html[data-ready]: the worker's install downloads the whole
// site (~15 MB) to precache it; doing that while Pyodide boots would compete
// with the boot for bandwidth on a first visit. After boot the files are in
// the HTTP cache and the install mostly costs revalidations.
// Only over http(s): a file:// page has no service workers (and cannot run
// WebAssembly modules anyway).
//
// For the UI: when a new version has been installed while this page runs,
// window receives a "quintet:update-ready" event; calling
// window.quintetApplyUpdate() then activates it and reloads the page.

const READY_FALLBACK_MS = 20000;

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
  // If boot never completes (an error screen), still make the next visit faster.
  setTimeout(once, READY_FALLBACK_MS);
}

function announce(registration) {
  window.quintetApplyUpdate = () => {
    if (!registration.waiting) return;
    navigator.serviceWorker.addEventListener("controllerchange", () => location.reload(), { once: true });
    registration.waiting.postMessage("skip-waiting");
  };
  window.dispatchEvent(new CustomEvent("quintet:update-ready"));
}

async function register() {
  const registration = await navigator.serviceWorker.register("./sw.js", { scope: "./" });
  if (registration.waiting && navigator.serviceWorker.controller) announce(registration);
  registration.addEventListener("updatefound", () => {
    const installing = registration.installing;
    if (!installing) return;
    installing.addEventListener("statechange", () => {
      // "installed" with a controller present = an update waiting (not the first install).
      if (installing.state === "installed" && navigator.serviceWorker.controller) announce(registration);
    });
  });
}

if ("serviceWorker" in navigator && /^https?:$/.test(location.protocol)) {
  whenReady(() => {
    register().catch((error) => console.warn("Offline mode unavailable:", error));
  });
}

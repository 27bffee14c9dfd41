// Pyodide's module with Quintet's own standard library: PyScript's `interpreter` (in the
// generated pyscript.json) and the computer's worker (web/computer.py, `version=`) load
// Python through this module, so both threads fetch the same small zip.
//
// This file is a template: tools/build_site.py writes it beside pyodide.mjs in the vendored
// runtime's folder, under a name with its content hash, with the lines below naming the
// standard library the build cut to what Quintet imports (tools/stdlib_cut.py) and the
// games archive, each named by its content hash: the folder is cached as immutable, so a
// new cut must be a new URL.  PyScript passes `indexURL` (this module's folder), so Pyodide
// finds its other files beside it.

export * from "./pyodide.mjs";
import { loadPyodide as loadPyodideWithItsStdlib } from "./pyodide.mjs";

const STDLIB = "python_stdlib.zip";
const GAMES = "../games.zip";
const SITE_PACKAGES = "/lib/python3/site-packages";

// The page's Python.  A return visit starts it from an image of its memory made on this
// device after an earlier visit: the interpreter already started and the modules of the
// first screen already imported (Python's own start and those imports are most of what a
// cached boot waits for).  Any doubt about the image means a plain start.
export async function loadPyodide(options = {}) {
  const load = (extra = {}) => plainLoad({ ...options, ...extra });
  if (typeof document === "undefined") return load(); // a worker: the computer's, or the image's
  const restored = await restoreImage(load);
  if (restored) return restored;
  const python = await load();
  scheduleImage();
  return python;
}

function plainLoad(options) {
  const instantiateStreaming = WebAssembly.instantiateStreaming;
  if (typeof instantiateStreaming === "function") {
    WebAssembly.instantiateStreaming = announcingCompiled(instantiateStreaming);
  }
  const stdLibURL = new URL(STDLIB, import.meta.url).href;
  return loadPyodideWithItsStdlib({ stdLibURL, ...options }).finally(() => {
    if (typeof instantiateStreaming === "function") WebAssembly.instantiateStreaming = instantiateStreaming;
  });
}

// `instantiateStreaming` that also fires "quintet:wasm-compiled" on the global scope as soon
// as the runtime's wasm has arrived and compiled, before Pyodide goes on: web/boot.js then
// asks for the app's own files, which download while Python starts.  Python's start keeps
// the main thread busy for about half a second, so an observer of the downloads would hear
// of the wasm only after it, with the link idle meanwhile.  A worker has no listener.
function announcingCompiled(instantiateStreaming) {
  return function (source, imports) {
    const compiled = instantiateStreaming.call(WebAssembly, source, imports);
    compiled.then(() => {
      if (typeof dispatchEvent === "function") dispatchEvent(new Event("quintet:wasm-compiled"));
    }, () => {}); // a failure is Pyodide's to report, through its own await
    return compiled;
  };
}

// ---- The image of Python's memory (Pyodide's memory snapshot) ----------------------------
//
// Made once per version, in a worker, on a visit the service worker serves (so its files
// come from the device), and kept in Cache Storage under this module's URL: the URL
// carries the hash of the standard library's and the games' names, so a new version never
// opens an old image, and making the new one deletes the old.  About 31 MB on the device,
// never on the network.  A page that starts from an image marks it in
// localStorage until it is ready: if it never gets there (an image that opened but broke
// Python), the next visit sets the image aside and starts plainly, so a bad image costs one
// failed boot, not every boot.  Performance marks say what happened, for the tests and
// bench/bench_boot.py: "quintet: python image restored", "... refused", "... set aside",
// "... made".
const IMAGE_CACHE = "python-image";
const IMAGE_WORKER = "quintet-python-image";
const OPENING = "quintet.python-image-opening";
// Imported before the image is taken: PyScript's own needs from the standard library, and
// what web/main.py imports before its first screen (tests/test_boot_imports.py keeps that
// list short).  Pure Python only: an image cannot hold references to JavaScript objects.
const IMAGE_IMPORTS = [
  "import asyncio, base64, html, inspect, json",
  "import games, games.errors, games.ui.i18n, games.ui.controller, games.ui.embed, games.ui.facing",
  "import games.ui.jobs, games.ui.language_pack, games.ui.links, games.ui.notices, games.ui.opening",
  "import games.ui.palette, games.ui.record, games.ui.session, games.ui.shortcuts, games.ui.start",
  "import games.ui.storage",
].join("\n");
// Each start from the image would otherwise draw the same "random" numbers.
const AFTER_RESTORE = "import random\nrandom.seed()";

async function restoreImage(load) {
  let image = null;
  try {
    if (localStorage.getItem(OPENING)) {
      localStorage.removeItem(OPENING);
      await forgetImages();
      performance.mark("quintet: python image set aside");
      return null;
    }
    const stored = await storedImage();
    if (!stored) return null;
    image = stored.bytes; // a promise: Pyodide awaits the bytes only when it needs them
    localStorage.setItem(OPENING, "1"); // no mark, no image: a broken one could not be caught
  } catch {
    return null; // no storage in this context (a private window, a blocked frame)
  }
  try {
    const python = await load({ _loadSnapshot: image });
    python.runPython(AFTER_RESTORE);
    addEventListener("quintet:ready", () => localStorage.removeItem(OPENING), { once: true });
    performance.mark("quintet: python image restored");
    return python;
  } catch (error) {
    console.warn("Quintet: the stored Python image did not open; starting Python afresh", error);
    localStorage.removeItem(OPENING);
    await forgetImages().catch(() => {});
    performance.mark("quintet: python image refused");
    return null;
  }
}

// The stored image as `{ bytes }` (a promise of them), or null.  web/boot.js started
// reading it as the page loaded (window.quintetPythonImage, under this module's URL).
async function storedImage() {
  const early = globalThis.quintetPythonImage;
  if (early && early.key === import.meta.url) return (await early.found) ? early : null;
  if (!globalThis.caches) return null;
  const response = await (await caches.open(IMAGE_CACHE)).match(import.meta.url);
  return response ? { bytes: response.arrayBuffer() } : null;
}

// Deletes every stored image but `keep` (a URL, or none).
async function forgetImages(keep = null) {
  if (!globalThis.caches) return;
  const cache = await caches.open(IMAGE_CACHE);
  for (const request of await cache.keys()) {
    if (request.url !== keep) await cache.delete(request);
  }
}

// The worker, once the page is ready, in idle time, on a visit the service worker serves:
// a player who comes back (not one passing by) and whose files are all on the device.
// The first visit already spends its time after the boot on the service worker's download.
function scheduleImage() {
  const controlled = navigator.serviceWorker && navigator.serviceWorker.controller;
  if (!globalThis.caches || !controlled || typeof Worker !== "function") return;
  addEventListener("quintet:ready", () => {
    const idle = globalThis.requestIdleCallback ?? ((callback) => setTimeout(callback, 1000));
    idle(() => {
      const worker = new Worker(import.meta.url, { type: "module", name: IMAGE_WORKER });
      worker.onmessage = (event) => {
        if (event.data === "made") performance.mark("quintet: python image made");
        worker.terminate();
      };
    });
  }, { once: true });
}

async function makeImage() {
  const python = await plainLoad({ _makeSnapshot: true });
  const response = await fetch(new URL(GAMES, import.meta.url));
  if (!response.ok) throw new Error(`${GAMES}: ${response.status}`);
  python.unpackArchive(await response.arrayBuffer(), "zip", { extractDir: SITE_PACKAGES });
  python.runPython(IMAGE_IMPORTS);
  const image = python.makeMemorySnapshot();
  const headers = { "content-type": "application/octet-stream" };
  await (await caches.open(IMAGE_CACHE)).put(import.meta.url, new Response(image, { headers }));
  await forgetImages(import.meta.url);
}

if (typeof WorkerGlobalScope !== "undefined" && globalThis.name === IMAGE_WORKER) {
  makeImage().then(
    () => postMessage("made"),
    (error) => {
      console.warn("Quintet: no Python image this time", error);
      postMessage("failed");
    },
  );
}

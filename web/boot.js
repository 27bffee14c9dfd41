// Boot progress and boot failures, before Python can speak for itself.
//
// A classic script (not a module) on purpose: a frame sandboxed without
// allow-same-origin has an opaque origin, where module scripts need CORS and
// never load, so only a classic script can say what is wrong there.
//
// Progress is real: it follows the runtime's own downloads (resource timing)
// as each large file arrives.  Strings here are shown before the translation
// table (in Python) is loaded, so they are kept to a minimum and replaced by
// translated text as soon as main.py runs.

(function () {
  "use strict";
  const steps = [
    // [file name part, weight, text shown while it is the next thing awaited]
    ["pyscript/core.js", 5, "Loading PyScript…"],
    ["pyodide.mjs", 5, "Loading the Python runtime…"],
    ["pyodide.asm.wasm", 55, "Loading the Python runtime…"],
    ["python_stdlib.zip", 20, "Loading the Python standard library…"],
    ["games", 10, "Loading the games…"],
    ["main.py", 5, "Starting…"],
  ];
  const done = new Set();
  const stepText = document.getElementById("loading-step");
  const bar = document.getElementById("loading-progress");
  const errorBox = document.getElementById("loading-error");
  const BOOT_TIMEOUT_MS = 120000;

  function update() {
    let value = 0;
    let next = null;
    for (const [part, weight, text] of steps) {
      if (done.has(part)) value += weight;
      else if (next === null) next = text;
    }
    bar.value = value;
    stepText.textContent = next ?? "Starting…";
  }

  function fail(reason) {
    if (document.documentElement.dataset.ready) return;
    errorBox.hidden = false;
    errorBox.textContent = "Quintet could not start: " + reason;
    stepText.textContent = "";
    bar.hidden = true;
  }

  // Words for whatever a failed boot threw or rejected with: an Error has a
  // message; an Event (a script or file that failed to load) does not.
  function describe(reason) {
    if (reason && typeof reason.message === "string" && reason.message) return reason.message;
    if (reason instanceof Event) {
      const target = reason.target;
      const what = target && (target.src || target.href || target.url);
      if (what) return `a file it needs did not load (${what}). Check your connection and reload.`;
      return "a file it needs did not load. Check your connection and reload.";
    }
    return String(reason);
  }

  if (location.protocol === "file:") {
    fail("open it through a web server, not as a file (run the play command from the README).");
  } else if (self.origin === "null") {
    fail(
      "this page is embedded in a way that blocks its scripts. " +
        "The frame needs allow-scripts and allow-same-origin in its sandbox attribute.",
    );
  } else if (typeof WebAssembly !== "object") {
    fail("this browser does not support WebAssembly.");
  } else {
    // Boot stages as performance marks, for measurements (e2e_engines/boot_profile.js
    // prints them per browser engine): PyScript's own progress steps ("py: Loading
    // Pyodide", "py: Loaded files", ...) and the moment the app is usable.
    addEventListener("py:progress", (event) => {
      if (typeof event.detail === "string") performance.mark("py: " + event.detail);
    });
    addEventListener("quintet:ready", () => performance.mark("quintet:ready"), { once: true });
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        for (const [part] of steps) {
          if (entry.name.includes(part)) done.add(part);
        }
      }
      update();
    });
    observer.observe({ type: "resource", buffered: true });
    update();
    window.addEventListener("error", (event) => {
      if (event.message) fail(event.message);
    });
    window.addEventListener("unhandledrejection", (event) => fail(describe(event.reason)));
    setTimeout(() => fail("it took too long. Check your connection and reload."), BOOT_TIMEOUT_MS);
  }
})();

// Boot progress and boot failures, before Python can speak for itself.
//
// Progress is real: it follows the runtime's own downloads (resource timing)
// as each large file arrives.  Strings here are shown before the translation
// table (in Python) is loaded, so they are kept to a minimum and replaced by
// translated text as soon as main.py runs.

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

if (location.protocol === "file:") {
  fail("open it through a web server, not as a file (run the play command from the README).");
} else if (typeof WebAssembly !== "object") {
  fail("this browser does not support WebAssembly.");
} else {
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
  window.addEventListener("unhandledrejection", (event) => {
    fail(String(event.reason && event.reason.message ? event.reason.message : event.reason));
  });
  setTimeout(() => fail("it took too long. Check your connection and reload."), BOOT_TIMEOUT_MS);
}

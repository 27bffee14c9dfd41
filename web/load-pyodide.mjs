// Pyodide's module with Quintet's own standard library: PyScript's `interpreter` (in the
// generated pyscript.json) and the computer's worker (web/computer.py, `version=`) load
// Python through this module, so both threads fetch the same small zip.
//
// This file is a template: tools/build_site.py writes it beside pyodide.mjs in the vendored
// runtime's folder, under a name with its content hash, with the line below naming the
// standard library the build cut to what Quintet imports (tools/stdlib_cut.py), itself
// named by its content hash: the folder is cached as immutable, so a new cut must be a
// new URL.  PyScript passes `indexURL` (this module's folder), so Pyodide finds its other
// files beside it.

export * from "./pyodide.mjs";
import { loadPyodide as loadPyodideWithItsStdlib } from "./pyodide.mjs";

const STDLIB = "python_stdlib.zip";

export async function loadPyodide(options = {}) {
  const instantiateStreaming = WebAssembly.instantiateStreaming;
  if (typeof instantiateStreaming === "function") {
    WebAssembly.instantiateStreaming = announcingCompiled(instantiateStreaming);
  }
  try {
    return await loadPyodideWithItsStdlib({ stdLibURL: new URL(STDLIB, import.meta.url).href, ...options });
  } finally {
    if (typeof instantiateStreaming === "function") WebAssembly.instantiateStreaming = instantiateStreaming;
  }
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

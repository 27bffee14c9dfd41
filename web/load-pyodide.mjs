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

export function loadPyodide(options = {}) {
  return loadPyodideWithItsStdlib({ stdLibURL: new URL(STDLIB, import.meta.url).href, ...options });
}

// Runs Quintet's Python the way the page and the computer's worker run it, inside Pyodide
// under Node, and lists the standard-library modules it imported (tools/stdlib_cut.py).
//
// Why: the site ships only the part of Pyodide's python_stdlib.zip that Quintet imports
// (the whole zip was half of a first visit's download). With Pyodide's own zip this run
// is the trace that says which part that is; with the cut zip it is the build's check
// that nothing the app imports was left out.
//
// How, step by step as PyScript boots (node_modules/polyscript/esm/interpreter/pyodide.js
// and @pyscript/core/src/core.js): loadPyodide (with the given stdlib zip), the `files` of
// web/pyscript.json (the games archive unpacked into site-packages, the bridge's modules
// written beside main.py), the JS modules `polyscript` and `_pyscript` (as much of them as
// PyScript's Python package touches), PyScript's own Python prelude (src/stdlib.js: it
// writes and imports the `pyscript` package), then tools/stdlib_drive.py: it stands in for
// the DOM, runs web/main.py with top-level await as PyScript does, and drives every screen.
//
// Input: one JSON argument
//   {"pyodide": "<dir with pyodide.mjs>", "stdlib": "<zip, or absent for Pyodide's own>",
//    "games": "<the games archive>", "root": "<the repository>",
//    "imports": ["<module imported by name at run time>", ...] (optional, imported at the end)}
// Output (stdout): JSON {"stdlib": [module names loaded from the stdlib zip, sorted],
//                        "games": [modules of the games package loaded, sorted],
//                        "missing": null | "<module name>", "error": null | "<traceback>"}
// Exit status 0 when the run went through, 1 when it failed (missing/error say why).

import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const spec = JSON.parse(process.argv[2] ?? "{}");
if (!spec.pyodide || !spec.games || !spec.root) {
  console.error('usage: node tools/stdlib_trace.mjs \'{"pyodide": DIR, "games": ZIP, "root": DIR}\'');
  process.exit(2);
}
const root = resolve(spec.root);
const tools = dirname(fileURLToPath(import.meta.url));
const indexURL = resolve(spec.pyodide) + "/";
const { loadPyodide } = await import(pathToFileURL(join(indexURL, "pyodide.mjs")).href);
const core = join(root, "node_modules", "@pyscript", "core", "src");
const { stdlib: pyscriptPrelude } = await import(pathToFileURL(join(core, "stdlib.js")).href);

// Python's output goes to stderr: stdout carries the answer only.
const log = (line) => process.stderr.write(line + "\n");
let pyodide = null;

function report(missing, error) {
  let modules = { stdlib: [], games: [] };
  if (pyodide !== null) {
    const found = pyodide.runPython(`
import sys
_zips = tuple(entry + "/" for entry in sys.path if entry.startswith("/lib/") and entry.endswith(".zip"))
def _from_stdlib_zip(module):
    return str(getattr(getattr(module, "__spec__", None), "origin", None) or "").startswith(_zips)
_loaded = list(sys.modules.items())
{"stdlib": sorted(name for name, module in _loaded if _from_stdlib_zip(module)),
 "games": sorted(name for name, _ in _loaded if name == "games" or name.startswith("games."))}
`);
    modules = found.toJs({ dict_converter: Object.fromEntries });
    found.destroy();
  }
  process.stdout.write(JSON.stringify({ ...modules, missing, error }) + "\n");
}

try {
  pyodide = await loadPyodide({
    indexURL,
    ...(spec.stdlib ? { stdLibURL: resolve(spec.stdlib) } : {}),
    stdout: log,
    stderr: log,
  });
  // PyScript's `files`: the games archive unpacked (as polyscript's writeFile does), the
  // bridge's modules written into the working directory beside main.py.
  const sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");
  pyodide.unpackArchive(new Uint8Array(readFileSync(spec.games)), "zip", { extractDir: sitePackages });
  const config = JSON.parse(readFileSync(join(root, "web", "pyscript.json"), "utf8"));
  for (const [from, to] of Object.entries(config.files ?? {})) {
    pyodide.FS.writeFile(to, readFileSync(join(root, "web", from)));
  }
  for (const name of ["main.py", "ai.py", "index.html"]) {
    pyodide.FS.writeFile(name, readFileSync(join(root, "web", name)));
  }
  for (const name of ["stdlib_drive.py", "stdlib_page.py"]) {
    pyodide.FS.writeFile(name, readFileSync(join(tools, name)));
  }

  // The JS modules PyScript registers, with what its Python package reads while it starts.
  const noop = () => undefined;
  pyodide.registerJsModule("polyscript", {
    config: {}, js_modules: {}, lazy_py_modules: noop, storage: noop, workers: {}, IDBMap: noop,
    xworker: { window: undefined, sync: {} },
  });
  pyodide.registerJsModule("_pyscript", { PyWorker: noop, fs: {}, interpreter: {}, js_import: noop });
  // On the main thread (a `document` exists) PyScript's package takes its main-thread branch.
  globalThis.document = {};
  pyodide.runPython(pyscriptPrelude);
  delete globalThis.document;

  // The page: the driver stands in for the DOM, main.py runs as PyScript runs it, then the
  // driver goes through every screen (the computer's worker runs web/ai.py).
  // Then a second page: a share link opened in a frame.
  const main = readFileSync(join(root, "web", "main.py"), "utf8");
  pyodide.runPython("import stdlib_drive; stdlib_drive.install()");
  await pyodide.runPythonAsync(main);
  await pyodide.runPythonAsync("await stdlib_drive.drive()");
  pyodide.runPython("stdlib_drive.install(stdlib_drive.LINKED)");
  await pyodide.runPythonAsync(main);
  await pyodide.runPythonAsync("await stdlib_drive.drive_linked()");
  // The modules of tools/stdlib_extra.txt, which the app imports by name on paths not driven.
  pyodide.globals.set("extra_imports", pyodide.toPy(spec.imports ?? []));
  pyodide.runPython("import importlib\nfor name in extra_imports: importlib.import_module(name)");
  // A Python error that reaches JavaScript is formatted with its traceback (the crash screen).
  try {
    pyodide.runPython("raise RuntimeError('a runtime error reaching the page')");
  } catch (error) {
    if (!String(error).includes("a runtime error reaching the page")) throw error;
  }
  report(null, null);
  process.exit(0); // without waiting for the timers the page left behind (a worker's boot timeout)
} catch (error) {
  const missing = /ModuleNotFoundError: No module named '([\w.]+)'/.exec(String(error));
  try {
    report(missing ? missing[1] : null, String(error));
  } catch {
    // an interpreter that failed to start cannot list its modules
    const answer = { stdlib: [], games: [], missing: missing ? missing[1] : null, error: String(error) };
    process.stdout.write(JSON.stringify(answer) + "\n");
  }
  process.exit(1);
}

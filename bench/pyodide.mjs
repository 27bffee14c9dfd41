// Runs a bench/ script inside Pyodide (WebAssembly) under Node 20, offline:
// the same interpreter the site ships, so its numbers are the browser's
// Python speed (give or take the JIT of the host engine).
//
// Usage: node bench/pyodide.mjs bench/bench_quinto.py [args...]
// The script must be plain stdlib + the games package and have main() or main(argv).

import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error("usage: node bench/pyodide.mjs bench/SCRIPT.py [args...]");
  process.exit(2);
}
const pyodide = await loadPyodide({
  stdout: (line) => process.stdout.write(line + "\n"),
  stderr: (line) => process.stderr.write(line + "\n"),
});
pyodide.mountNodeFS("/repo", root);
pyodide.globals.set("script_path", path.posix.join("/repo", path.relative(root, path.resolve(script))));
pyodide.globals.set("script_args", pyodide.toPy(args));
const status = pyodide.runPython(`
import importlib.util, sys
sys.path.insert(0, "/repo/src")
print(f"Pyodide {sys.version.split()[0]} ({sys.platform})")
spec = importlib.util.spec_from_file_location("bench_script", script_path)
module = importlib.util.module_from_spec(spec)
spec.loader.exec_module(module)
import inspect
takes_args = bool(inspect.signature(module.main).parameters)
result = module.main(list(script_args)) if takes_args else module.main()
result if isinstance(result, int) else 0
`);
process.exit(status);

// Runs the repository's pytest suite inside Pyodide (WebAssembly) under Node 20.
//
// Why: the rules run in the browser on Pyodide's Python (3.14), not on the
// CPython the unit tests normally use. Running the same tests in the same
// interpreter the site ships catches what differs there (version features,
// missing stdlib modules, recursion limits, float formatting...), without a
// browser and fully offline.
//
// How: loadPyodide() from node_modules/pyodide, mount the repository with
// NODEFS at /repo, install pytest + hypothesis from local wheel FILES (a
// package *name* would make Pyodide try its CDN and fail without raising),
// then pytest.main(). The wheels come from `make pyodide-wheels` (pinned in
// tests/pyodide/requirements.txt).
//
// The standard library: the one the site ships, cut to what the app imports
// (tools/stdlib_cut.py writes it, as bytecode, exactly as the build does), is
// Pyodide's own here too, so the app's modules load from the zip a player
// downloads. pytest and hypothesis need more of it: Pyodide's whole zip goes at
// the end of sys.path for them, behind tests/stdlib_guard.py, which refuses app
// code (games.*, web/) any module of it that the site does not ship, directly or
// through the standard library. A module missing from the cut fails a test here,
// never a player.
//
// Tests that cannot run in Pyodide (subprocesses, browsers) are excluded by
// tests/pyodide/exclude.txt, not by editing other people's test files.
//
// Usage: node tests/pyodide/run.mjs [--wheels DIR] [pytest args...]
// Default pytest args: tests (minus tests/pyodide and the exclusions).
// Exit status: pytest's (0 only when tests ran and all passed; 5 = none ran).

import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, existsSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "..", "..");
const MOUNT = "/repo";
// Pyodide's whole standard library, for pytest and hypothesis (behind the import guard).
const WHOLE_STDLIB = "/lib/python_stdlib_whole.zip";

// The cut standard library as the site ships it, written into `folder` by
// tools/stdlib_cut.py (its bytecode is cached in .cache/bytecode, so this is quick after
// a build).
function shippedStdlib(folder) {
  const zip = path.join(folder, "python_stdlib.zip");
  const python = process.env.PYTHON || "python3";
  try {
    execFileSync(python, [path.join(root, "tools", "stdlib_cut.py"), "--write", zip], { stdio: "inherit" });
  } catch (error) {
    console.error(`pyodide-run: ${python} tools/stdlib_cut.py --write failed`);
    process.exit(2);
  }
  return zip;
}

function parseArgs(argv) {
  let wheels = path.join(root, ".cache", "pyodide-wheels");
  const rest = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--wheels") wheels = path.resolve(argv[++i]);
    else rest.push(argv[i]);
  }
  return { wheels, pytestArgs: rest };
}

// exclude.txt: one path or node id per line, "#" starts a comment (the reason).
function exclusions() {
  const file = path.join(here, "exclude.txt");
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .map((line) => line.replace(/#.*/, "").trim())
    .filter(Boolean)
    .map((entry) => (entry.includes("::") ? `--deselect=${entry}` : `--ignore=${entry}`));
}

function wheelFiles(dir) {
  if (!existsSync(dir)) {
    console.error(`pyodide-run: ${dir} not found; run \`make pyodide-wheels\` first`);
    process.exit(2);
  }
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".whl"))
    .sort()
    .map((name) => path.join(dir, name));
  if (files.length === 0) {
    console.error(`pyodide-run: no wheels in ${dir}; run \`make pyodide-wheels\``);
    process.exit(2);
  }
  return files;
}

async function main() {
  const { wheels, pytestArgs } = parseArgs(process.argv.slice(2));
  const folder = mkdtempSync(path.join(tmpdir(), "quintet-stdlib-"));
  const started = performance.now();
  const pyodide = await loadPyodide({
    stdLibURL: shippedStdlib(folder),
    stdout: (line) => process.stdout.write(line + "\n"),
    stderr: (line) => process.stderr.write(line + "\n"),
  });
  rmSync(folder, { recursive: true, force: true });
  pyodide.mountNodeFS(MOUNT, root);
  pyodide.FS.writeFile(WHOLE_STDLIB, readFileSync(path.join(root, "node_modules", "pyodide", "python_stdlib.zip")));
  pyodide.runPython(`
import sys
sys.path.insert(0, "${MOUNT}/tests")
import stdlib_guard
SHIPPED_STDLIB = f"/lib/python{sys.version_info.major}{sys.version_info.minor}.zip"  # where Pyodide put it
stdlib_guard.add_whole_stdlib(SHIPPED_STDLIB, "${WHOLE_STDLIB}")
`);

  const problems = [];
  await pyodide.loadPackage(wheelFiles(wheels), {
    messageCallback: () => {},
    errorCallback: (message) => problems.push(message),
  });
  if (problems.length) {
    console.error("pyodide-run: installing the wheels failed:\n  " + problems.join("\n  "));
    process.exit(2);
  }
  const booted = performance.now();

  const args = pytestArgs.length ? pytestArgs : ["tests", `--ignore=tests/pyodide`, ...exclusions()];
  pyodide.globals.set("pytest_args", pyodide.toPy(["-p", "no:cacheprovider", ...args]));
  const status = await pyodide.runPythonAsync(`
import os, sys
# Never write into the mounted checkout: no bytecode caches, and Hypothesis's
# example database lives in Pyodide's in-memory /tmp.
sys.dont_write_bytecode = True
os.environ["HYPOTHESIS_STORAGE_DIRECTORY"] = "/tmp/hypothesis"
os.chdir("${MOUNT}")
stdlib_guard.install(
    stdlib_guard.zip_modules(SHIPPED_STDLIB),
    stdlib_guard.zip_modules("${WHOLE_STDLIB}"),
    ("${MOUNT}/web/",),
)
import pytest
int(pytest.main(list(pytest_args)))
`);
  const finished = performance.now();
  console.log(
    `pyodide-run: Python ${pyodide.runPython("import sys; sys.version.split()[0]")} ` +
      `(Pyodide ${pyodide.version}); boot+wheels ${((booted - started) / 1000).toFixed(1)} s, ` +
      `pytest ${((finished - booted) / 1000).toFixed(1)} s; exit ${status}`,
  );
  process.exit(status);
}

main().catch((error) => {
  console.error(error);
  process.exit(3);
});

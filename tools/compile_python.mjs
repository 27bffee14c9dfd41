// Compile Python sources to bytecode inside the vendored Pyodide (run by tools/build_site.py).
//
// Why: Pyodide's python_stdlib.zip holds only .py sources, so every page load
// (and every worker) compiled the ~190 standard-library modules Pyodide and
// PyScript import at start-up, then the games package, before the app could
// start. That compiling is most of the boot: WebAssembly runs the compiler's
// cold code slowly, WebKit's (iPad) more slowly still. Shipping bytecode
// skips it (measured with e2e_engines/boot_profile.js, see the commit).
//
// Why inside Pyodide: bytecode is specific to one Python version; compiling
// with the very interpreter that will run it cannot mismatch.
//
// Input: one JSON argument
//   {"pyodide": "<dir with pyodide.mjs>", "stdlib": "<optional python_stdlib.zip to boot with>",
//    "jobs": [{"in": "<zip of sources>", "out": "<zip to write>"}]}
// For each job, every .py file of "in" is compiled and "out" receives only
// the .pyc files, "pkg/mod.pyc" next to where "pkg/mod.py" was: zipimport,
// and the import system on files unpacked from the zip, take a .pyc without
// any .py beside it.
// The .pyc files are "unchecked hash-based" (PEP 552): no timestamp in them
// (so the build stays byte-for-byte deterministic) and Python never checks
// them against the source, which is right for files shipped together.
// A file that does not compile (test data in the stdlib) is left out.

import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const spec = JSON.parse(process.argv[2] ?? "{}");
if (!spec.pyodide || !Array.isArray(spec.jobs)) {
  console.error('usage: node tools/compile_python.mjs \'{"pyodide": DIR, "jobs": [...]}\'');
  process.exit(2);
}
const indexURL = resolve(spec.pyodide) + "/";
const { loadPyodide } = await import(pathToFileURL(join(indexURL, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL, ...(spec.stdlib ? { stdLibURL: resolve(spec.stdlib) } : {}) });

const compile = pyodide.runPython(`
import importlib._bootstrap_external as bootstrap
import importlib.util
import io
import zipfile


def compile_zip(data):
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data.to_bytes())) as sources, zipfile.ZipFile(out, "w") as compiled:
        for name in sorted(sources.namelist()):
            if not name.endswith(".py"):
                continue
            source = sources.read(name)
            try:
                code = compile(source, name, "exec", dont_inherit=True, optimize=0)
            except SyntaxError:
                continue
            pyc = bootstrap._code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False)
            compiled.writestr(zipfile.ZipInfo(name + "c", (1980, 1, 1, 0, 0, 0)), bytes(pyc))
    return out.getvalue()


compile_zip
`);

for (const job of spec.jobs) {
  const result = compile(new Uint8Array(readFileSync(job.in)));
  writeFileSync(job.out, result.toJs());
  result.destroy();
}

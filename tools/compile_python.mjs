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
// Module and function docstrings are left out of the bytecode (without_docstrings:
// no shipped code reads them; asserts and line numbers stay, unlike python -OO).

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
import ast
import importlib._bootstrap_external as bootstrap
import importlib.util
import io
import zipfile

DOCUMENTED = (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef)


def without_docstrings(source, name):
    """The module's syntax tree less its module and function docstrings: 12% of the
    shipped bytecode, read by no player. Class docstrings stay (dataclasses would
    otherwise compute a signature for each class at import). Line numbers are kept."""
    tree = ast.parse(source, name)
    for node in ast.walk(tree):
        if isinstance(node, DOCUMENTED) and node.body and is_docstring(node.body[0]):
            first = node.body[0]
            node.body = node.body[1:] or [ast.copy_location(ast.Pass(), first)]
    return tree


def is_docstring(statement):
    return (isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant)
            and isinstance(statement.value.value, str))


def compile_zip(data):
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data.to_bytes())) as sources, zipfile.ZipFile(out, "w") as compiled:
        for name in sorted(sources.namelist()):
            if not name.endswith(".py"):
                continue
            source = sources.read(name)
            try:
                code = compile(without_docstrings(source, name), name, "exec", dont_inherit=True, optimize=0)
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

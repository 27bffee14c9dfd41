"""The standard library the site ships, cut to what the app imports (tools/stdlib_cut.py).

Three promises: the trace of what the app imports is current (run again here, in
Pyodide under Node); the build's check names a module the cut left out; and, in
the test run inside Pyodide, app code cannot import a module the site does not
ship (tests/stdlib_guard.py), so a missing module fails a test, never a player.
"""

from __future__ import annotations

import io
import sys
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import stdlib_cut  # tools/ (pytest's pythonpath)
import stdlib_guard  # tests/ (pytest's pythonpath)

ROOT = Path(__file__).resolve().parent.parent

NODE_RUN = pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocesses in Pyodide")
HAS_RUNTIME = (ROOT / "node_modules" / "pyodide" / "python_stdlib.zip").is_file()


def make_zip(files: dict[str, bytes]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, data in files.items():
            archive.writestr(name, data)
    return buffer.getvalue()


# --- the cut itself ---------------------------------------------------------------------


def test_the_cut_keeps_the_named_modules_their_packages_folders_and_nothing_else() -> None:
    stdlib = make_zip({
        "json/": b"", "json/__init__.pyc": b"j", "json/decoder.pyc": b"d", "json/tool.pyc": b"t",
        "email/": b"", "email/__init__.pyc": b"e", "random.pyc": b"r", "broken_test_data.py": b"x",
    })
    kept = zipfile.ZipFile(io.BytesIO(stdlib_cut.cut(stdlib, {"json", "json.decoder", "random"})))
    assert kept.namelist() == ["json/", "json/__init__.pyc", "json/decoder.pyc", "random.pyc"]
    assert kept.read("json/decoder.pyc") == b"d"


def test_a_module_named_but_absent_from_pyodides_stdlib_is_an_error() -> None:
    with pytest.raises(stdlib_cut.CutError, match="jsn"):
        stdlib_cut.cut(make_zip({"json/__init__.pyc": b""}), {"json", "jsn"})


def test_every_entry_of_the_written_list_gives_its_reason(tmp_path: Path) -> None:
    written = tmp_path / "extra.txt"
    written.write_text("# comment\n\nencodings.idna  # a hostname is encoded\n", "utf-8")
    assert stdlib_cut.read_extra(written) == {"encodings.idna": "a hostname is encoded"}
    written.write_text("encodings.idna\n", "utf-8")
    with pytest.raises(stdlib_cut.CutError, match="line 1"):
        stdlib_cut.read_extra(written)


def test_the_lists_name_only_modules_of_pyodides_stdlib() -> None:
    if not HAS_RUNTIME:
        pytest.skip("node_modules missing (run npm ci)")
    whole = (ROOT / "node_modules" / "pyodide" / "python_stdlib.zip").read_bytes()
    stdlib_cut.cut(whole, stdlib_cut.wanted_modules())  # raises on a name it does not have
    assert set(stdlib_cut.read_traced()) & set(stdlib_cut.read_extra()) == set(), "listed twice"


# --- the trace and the build's check (Pyodide under Node) -------------------------------


@pytest.mark.slow
@NODE_RUN
def test_the_trace_of_what_the_app_imports_is_current() -> None:
    """tools/stdlib_traced.txt is what a run of the whole app imports today."""
    if not HAS_RUNTIME:
        pytest.skip("node_modules missing (run npm ci)")
    found = stdlib_cut.trace(ROOT, stdlib_cut.games_source_archive(ROOT))
    assert "games.ui.controller" in found.games and "games.ai.players" in found.games, "the drive ran"
    assert not set(found.games) & stdlib_guard.NOT_PAGE_CODE, "the guard takes these for command-line code"
    traced, listed = found.stdlib, stdlib_cut.read_traced()
    assert traced == listed, (
        "tools/stdlib_traced.txt is stale: run `python3 tools/stdlib_cut.py --update` "
        f"(imported now, not listed: {sorted(set(traced) - set(listed))}; "
        f"listed, no longer imported: {sorted(set(listed) - set(traced))})"
    )


@pytest.mark.slow
@NODE_RUN
@pytest.mark.parametrize("left_out", ["json", "urllib"])
def test_a_module_left_out_of_the_cut_fails_the_check_with_its_name(left_out: str) -> None:
    # json: Pyodide's own boot imports it; urllib: the app does (games.ui.i18n, links).
    if not HAS_RUNTIME:
        pytest.skip("node_modules missing (run npm ci)")
    stdlib = stdlib_cut.shipped_stdlib(ROOT)
    found = (stdlib_cut.module_of(n) for n in zipfile.ZipFile(io.BytesIO(stdlib)).namelist())
    modules = {name for name in found if name is not None}
    assert left_out in modules
    kept = {name for name in modules if name != left_out and not name.startswith(left_out + ".")}
    with pytest.raises(stdlib_cut.CutError, match=f"lacks `{left_out}`"):
        stdlib_cut.check(ROOT, stdlib_cut.cut(stdlib, kept), stdlib_cut.games_source_archive(ROOT))


@pytest.mark.slow
@NODE_RUN
def test_the_check_imports_the_modules_of_the_written_list(tmp_path: Path) -> None:
    if not HAS_RUNTIME:
        pytest.skip("node_modules missing (run npm ci)")
    written = tmp_path / "extra.txt"
    written.write_text("fractions  # (a module the app does not import)\n", "utf-8")
    assert "fractions" in stdlib_cut.wanted_modules(extra=written)
    stdlib = stdlib_cut.shipped_stdlib(ROOT)  # cut by the real lists: without fractions
    with pytest.raises(stdlib_cut.CutError, match="lacks `fractions`"):
        stdlib_cut.check(ROOT, stdlib, stdlib_cut.games_source_archive(ROOT), extra=written)


# --- the import guard of the test run in Pyodide ----------------------------------------


@pytest.fixture
def guard(tmp_path: Path) -> Iterator[Path]:
    """A guard that ships everything of the standard library but ``fractions`` and ``_strptime``;
    app code outside the games package lives in ``tmp_path`` (as web/ does)."""
    left_out = {"fractions", "_strptime"}
    shipped = {"json", "datetime", "random"}
    uninstall = stdlib_guard.install(shipped, shipped | left_out, (str(tmp_path) + "/",))
    try:
        yield tmp_path
    finally:
        uninstall()


def run_as(module: str, code: str, filename: str = "<probe>", **names: object) -> dict[str, Any]:
    """Run ``code`` as if it were the module ``module`` (its frames carry that name)."""
    namespace: dict[str, Any] = {"__name__": module, **names}
    exec(compile(code, filename, "exec"), namespace)
    return namespace


def test_app_code_cannot_import_a_module_the_site_does_not_ship(guard: Path) -> None:
    for module, filename in (("games._probe", "<probe>"), ("bridge", str(guard / "bridge.py"))):
        with pytest.raises(ModuleNotFoundError) as refused:
            run_as(module, "import fractions", filename)
        assert refused.value.name == "fractions"
        with pytest.raises(ModuleNotFoundError, match="fractions"):
            run_as(module, "from fractions import Fraction", filename)
        run_as(module, "import json, random", filename)  # shipped


def test_tests_pytest_and_the_command_line_may_import_any_module(guard: Path) -> None:
    run_as("tests_probe", "import fractions")
    run_as("tests_probe", "from fractions import Fraction")
    run_as("games.cli", "import fractions")  # never run by the page (see NOT_PAGE_CODE)


def test_a_module_the_stdlib_imports_for_app_code_is_refused_too(guard: Path) -> None:
    # A standard-library function that imports lazily, called by app code...
    lazy = run_as("json._probe", "def lazy():\n    import fractions\n    return fractions")["lazy"]
    with pytest.raises(ModuleNotFoundError, match="fractions"):
        run_as("games._probe", "lazy()", lazy=lazy)
    lazy()  # ...and by a test
    # ...and C code of the standard library importing for app code (strptime's parser).
    import datetime

    with pytest.raises(ModuleNotFoundError) as refused:
        run_as("games._probe", "datetime.datetime.strptime('2024', '%Y')", datetime=datetime)
    assert refused.value.name == "_strptime"


@pytest.mark.skipif(sys.platform != "emscripten", reason="the guard is installed by tests/pyodide/run.mjs")
def test_in_pyodide_the_app_runs_on_the_shipped_stdlib_behind_the_guard() -> None:
    import json

    shipped = f"/lib/python{sys.version_info.major}{sys.version_info.minor}.zip"
    assert str(json.__spec__.origin).startswith(shipped + "/"), "the app's json comes from the cut zip"
    names = zipfile.ZipFile(shipped).namelist()
    assert not [name for name in names if name.startswith("email/")], "Pyodide runs on the cut zip"
    with pytest.raises(ModuleNotFoundError) as refused:
        run_as("games._probe", "import email.message")
    assert refused.value.name == "email"
    run_as("tests_probe", "import email.message")  # the whole zip is there for tests and pytest

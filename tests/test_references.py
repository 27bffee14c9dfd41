"""Every file a document or a docstring points at exists.

Scanned: the ``*.md`` files at the repo root and in ``docs/``, and the
docstrings and comments of every module under ``src/``.  Checked:

* paths that start with a top-level folder of the repo (``src/games/core.py``,
  ``tests/test_i18n.py``, ``bench/...``, ``tools/...``, ``web/...``,
  ``e2e/...``, ``docs/...``): the file or folder exists (``*`` is a glob);
* ``*.md`` names (``ARCHITECTURE.md``, ``docs/x.md``): the file exists next to
  the one that names it, at the repo root, or in ``docs/``;
* dotted names of this package (``games.ui.session``, ``games.core.check_text``):
  the longest importable prefix is a module of ``games`` and the rest are
  attributes of it.

Not checked: URLs (anything after ``://``), templates (a path that goes on
with ``<``, like ``src/games/<game>/state.py``), relative module names
(``.geometry``), and bare file names without a folder (``main.py``), which
are read in the context of the sentence around them.
"""

from __future__ import annotations

import ast
import importlib
import io
import re
import tokenize
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TOP = ("src", "tests", "bench", "tools", "web", "e2e", "docs")
URL = re.compile(r"\b[a-z][a-z0-9+.-]*://\S*")
PATH = re.compile(rf"(?<![\w./-])(?:{'|'.join(TOP)})/[\w.*/-]*[\w*/]")
MARKDOWN = re.compile(r"(?<![\w./-])[\w./-]*\w\.md\b")
DOTTED = re.compile(r"(?<![\w.])games(?:\.\w+)+")


def documents() -> list[Path]:
    return sorted([*ROOT.glob("*.md"), *(ROOT / "docs").glob("**/*.md")])


def python_text(path: Path) -> str:
    """The docstrings and comments of a module, one after the other."""
    source = path.read_text()
    parts = [tok.string for tok in tokenize.generate_tokens(io.StringIO(source).readline)
             if tok.type == tokenize.COMMENT]
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            doc = ast.get_docstring(node, clean=False)
            if doc:
                parts.append(doc)
    return "\n".join(parts)


def sources() -> list[Path]:
    return sorted((ROOT / "src").rglob("*.py"))


def path_exists(ref: str) -> bool:
    ref = ref.rstrip("/.")
    if "*" in ref:
        return any(ROOT.glob(ref))
    return (ROOT / ref).exists()


def markdown_exists(ref: str, where: Path) -> bool:
    return any((base / ref).is_file() for base in (where.parent, ROOT, ROOT / "docs"))


def dotted_exists(ref: str) -> bool:
    parts = ref.split(".")
    for cut in range(len(parts), 0, -1):
        name = ".".join(parts[:cut])
        try:
            obj: object = importlib.import_module(name)
        except ImportError:
            continue
        for attr in parts[cut:]:
            if not hasattr(obj, attr):
                return False
            obj = getattr(obj, attr)
        return True
    return False


def paths(text: str) -> list[str]:
    """Path references, leaving out templates (``tests/test_<game>_rules.py``)."""
    return [m.group() for m in PATH.finditer(text) if not text.startswith("<", m.end())]


def broken_references(text: str, where: Path, dotted: bool) -> list[str]:
    text = URL.sub(" ", text)
    bad = [ref for ref in paths(text) if "..." not in ref and not path_exists(ref)]
    bad += [ref for ref in MARKDOWN.findall(text)
            if not PATH.fullmatch(ref) and not markdown_exists(ref, where)]
    if dotted:
        bad += [ref for ref in DOTTED.findall(text) if not dotted_exists(ref)]
    return sorted(set(bad))


@pytest.mark.parametrize("doc", documents(), ids=lambda p: str(p.relative_to(ROOT)))
def test_documents_point_at_files_that_exist(doc: Path) -> None:
    assert broken_references(doc.read_text(), doc, dotted=True) == []


def test_docstrings_and_comments_point_at_files_that_exist() -> None:
    broken = {
        str(path.relative_to(ROOT)): refs
        for path in sources()
        if (refs := broken_references(python_text(path), path, dotted=True))
    }
    assert broken == {}


def test_the_check_finds_what_it_should_and_nothing_else(tmp_path: Path) -> None:
    where = ROOT / "src" / "games" / "core.py"
    text = """
    See src/games/core.py, tests/test_i18n.py, src/games/ui/locales/*/moves.json and src/games/ai/.
    Also ARCHITECTURE.md, bench/... and https://example.org/src/nothing.py or games.ui.session.Session.
    Relative .geometry, bare main.py, the word src/ alone, and games.core.check_text are fine,
    and so are templates: src/games/<game>/state.py, tests/test_<game>_rules.py.
    Broken: src/games/nothing.py, tests/test_nothing.py, web/none.css, NOTES.md, docs/gone.md,
    games.ui.nothing, games.core.no_such_name.
    """
    assert broken_references(text, where, dotted=True) == sorted([
        "src/games/nothing.py", "tests/test_nothing.py", "web/none.css", "NOTES.md", "docs/gone.md",
        "games.ui.nothing", "games.core.no_such_name",
    ])
    module = tmp_path / "m.py"
    module.write_text('"""Doc: see src/missing.py."""\n\nx = "src/not_a_reference.py"  # see tools/gone.py\n')
    assert broken_references(python_text(module), module, dotted=False) == ["src/missing.py", "tools/gone.py"]

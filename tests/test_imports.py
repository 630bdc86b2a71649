"""An import inside a function says why it waits.

The house rule: an import sits at the top of its module, unless
its module is optional or slow to load and the caller does not always need it; then a
comment on its line, or on the line just above it (or above the block of imports it opens),
gives the reason. Imports under ``if TYPE_CHECKING:`` are for the type checker and are left
alone. An import never waits to dodge a circle: ``tools/house.py`` counts those too.
"""

from __future__ import annotations

import ast
import importlib.util
import io
import tokenize
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "naipes_pg"

# Imports inside a function let through without a reason, by file and statement: none today.
ALLOWED: set[tuple[str, str]] = set()

# the import graph's own reading of "for the type checker only" (tools/house.py)
_spec = importlib.util.spec_from_file_location("house", ROOT / "tools" / "house.py")
house = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(house)


def _comment_lines(text: str) -> tuple[set[int], set[int]]:
    """The lines holding a comment, and those holding nothing but one."""
    anywhere, alone = set(), set()
    lines = text.splitlines()
    for token in tokenize.generate_tokens(io.StringIO(text).readline):
        if token.type == tokenize.COMMENT:
            row = token.start[0]
            anywhere.add(row)
            if lines[row - 1].lstrip().startswith("#"):
                alone.add(row)
    return anywhere, alone


def _in_function(node: ast.AST, parents: dict[ast.AST, ast.AST]) -> bool:
    while node in parents:
        node = parents[node]
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            return True
    return False


def local_imports(path: Path) -> list[tuple[int, str, bool]]:
    """(line, statement, has a reason) of each import inside a function of ``path``, leaving
    out those under ``if TYPE_CHECKING:``."""
    text = path.read_text(encoding="utf-8")
    tree = ast.parse(text)
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    anywhere, alone = _comment_lines(text)
    imports = [node for node in ast.walk(tree) if isinstance(node, (ast.Import, ast.ImportFrom))]
    import_lines = {line for node in imports
                    for line in range(node.lineno, node.end_lineno + 1)}
    found = []
    for node in imports:
        if not _in_function(node, parents) or house.type_checking_only(node, parents):
            continue
        reason = any(line in anywhere for line in range(node.lineno, node.end_lineno + 1))
        above = node.lineno - 1
        while not reason and above in import_lines:  # the block of imports it belongs to
            above -= 1
        reason = reason or above in alone
        found.append((node.lineno, ast.unparse(node), reason))
    return sorted(found)


def test_every_import_inside_a_function_says_why_it_waits():
    unexplained, allowed_seen = [], set()
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        for line, statement, reason in local_imports(path):
            if (rel, statement) in ALLOWED:
                allowed_seen.add((rel, statement))
            elif not reason:
                unexplained.append(f"{rel}:{line}: {statement}")
    assert not unexplained, ("imports inside a function without a comment saying why they "
                             "wait (move them to the top, or say why):\n"
                             + "\n".join(unexplained))
    assert ALLOWED <= allowed_seen, f"no longer there, drop from ALLOWED: {ALLOWED - allowed_seen}"


def test_the_check_reads_comments_and_blocks(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text(
        "from typing import TYPE_CHECKING\n"
        "\n"
        "def a():\n"
        "    import json\n"  # no reason
        "\n"
        "def b():\n"
        "    # slow: the reason\n"
        "    import json\n"
        "    import os\n"  # in the block the comment opens
        "\n"
        "def c():\n"
        "    import json  # optional: the reason\n"
        "\n"
        "def d():\n"
        "    x = 1  # a comment of another line\n"
        "    import json\n"
        "\n"
        "def e():\n"
        "    if TYPE_CHECKING:\n"
        "        import json\n"
        "    return '# not a comment'\n",
        encoding="utf-8")
    assert [(line, reason) for line, _statement, reason in local_imports(sample)] == [
        (4, False), (8, True), (9, True), (12, True), (16, False)]

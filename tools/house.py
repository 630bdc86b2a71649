"""The shape of the house: import circles, arrows that must not be, and the largest rooms.

    python tools/house.py            # circles, ui/table → ui/scenes arrows, largest five
    python tools/house.py --most 10  # more of the largest

Every import counts, those inside functions too (they close a circle all the same). An
import under ``if TYPE_CHECKING:`` does not: it is for the type checker only. Prints what it
finds and exits 1 when there is a circle or an arrow from ``ui/table`` to ``ui/scenes``.
"""

from __future__ import annotations

import argparse
import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "naipes_pg"
LIMITED = ("naipes_pg/ui", "naipes_pg/ai")  # where a class stays under 400 lines, a module 600
CLASS_LIMIT, MODULE_LIMIT = 400, 600


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def type_checking_only(node: ast.AST, parents: dict[ast.AST, ast.AST]) -> bool:
    while node in parents:
        node = parents[node]
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            return True
    return False


def imports_of(path: Path, modules: set[str]) -> dict[str, int]:
    """The modules of the package ``path`` imports, each with the line of its first import."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    here = module_name(path)
    package = here if path.name == "__init__.py" else here.rpartition(".")[0]
    found: dict[str, int] = {}
    for node in ast.walk(tree):
        if type_checking_only(node, parents):
            continue
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - node.level + 1]
                base = ".".join([*anchor, base]) if base else ".".join(anchor)
            targets = [f"{base}.{alias.name}" for alias in node.names] + [base]
        for target in targets:
            while target and target not in modules:
                target = target.rpartition(".")[0]
            if target and target != here:
                found.setdefault(target, node.lineno)
    return found


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected parts of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph[node]):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            part = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                part.append(top)
                if top == node:
                    break
            if len(part) > 1:
                found.append(sorted(part))

    sys.setrecursionlimit(10_000)
    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def rooms(paths: list[Path]) -> tuple[list[tuple[int, str]], list[tuple[int, str]]]:
    """(lines, name) of every class and every module under the limited folders."""
    classes, modules = [], []
    for path in paths:
        rel = path.relative_to(ROOT).as_posix()
        if not rel.startswith(LIMITED):
            continue
        text = path.read_text(encoding="utf-8")
        modules.append((len(text.splitlines()), rel))
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.ClassDef):
                lines = node.end_lineno - node.lineno + 1
                classes.append((lines, f"{rel}:{node.name}"))
    return sorted(classes, reverse=True), sorted(modules, reverse=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--most", type=int, default=5, help="how many of the largest to list")
    args = parser.parse_args(argv)
    paths = sorted((ROOT / PACKAGE).rglob("*.py"))
    modules = {module_name(p) for p in paths}
    graph = {module_name(p): set(imports_of(p, modules)) for p in paths}
    bad = 0
    found = circles(graph)
    print(f"circles: {len(found)}")
    for part in found:
        print("  " + " ↔ ".join(part))
    bad += len(found)
    table, scenes = f"{PACKAGE}.ui.table", f"{PACKAGE}.ui.scenes"
    arrows = sorted((a, b) for a, targets in graph.items() for b in targets
                    if a.startswith(table) and b.startswith(scenes))
    print(f"arrows from ui/table to ui/scenes: {len(arrows)}")
    for a, b in arrows:
        print(f"  {a} → {b}")
    bad += len(arrows)
    classes, files = rooms(paths)
    for title, rows, limit in (("classes", classes, CLASS_LIMIT), ("modules", files, MODULE_LIMIT)):
        over = sum(1 for lines, _ in rows if lines > limit)
        print(f"largest {title} in ui/ and ai/ ({over} over {limit} lines):")
        for lines, name in rows[: args.most]:
            print(f"  {lines:5d}  {name}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())

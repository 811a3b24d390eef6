"""The import boundaries of docs/architecture.md, kept by a test.

* The core (`workbench/`) names no exercise: no bundled exercise's id, and no FlashAttention.
* facts/ is torch-free and never reaches the lab; torch, triton, numpy and matplotlib are imported
  only by lab/ and `workbench evidence`; the lab is reached only from `workbench evidence`.
* Lower layers never import higher ones at module level (a default exercise is resolved lazily,
  inside a function).
* The `check` path imports no torch, triton or numpy, measured in a fresh process, for the bundled
  exercise and for an exercise the core has never heard of.
"""

from __future__ import annotations

import ast
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CORE = ROOT / "workbench"

def _core_files() -> list[Path]:
    return [p for p in CORE.rglob("*") if p.is_file() and p.suffix in (".py", ".j2", ".md", ".yaml", ".json")
            and "data" not in p.relative_to(CORE).parts and "__pycache__" not in p.parts]


def test_the_core_names_no_exercise():
    """No file of workbench/ names a bundled exercise (its id) or FlashAttention: what an exercise is
    about comes from its folder (exercise.yaml, rubric, checks, experiments)."""
    from workbench.exercise.registry import bundled_root

    ids = [p.name for p in bundled_root().iterdir() if (p / "exercise.yaml").is_file()]
    names = re.compile("|".join(["flash"] + [rf"\b{re.escape(i)}\b" for i in ids]), re.I)
    found = sorted(str(p.relative_to(CORE)) for p in _core_files() if names.search(p.read_text(encoding="utf-8")))
    assert found == [], f"the core names an exercise in {found}"


# Layers, lowest first: a module may import (at module level) only its own layer and lower ones.
LAYERS = [
    {"exitcodes", "safefs", "yamlfile", "modelcache"},
    # Pure models: the report, the facts (evidence model, load, cite: torch-free), the exercise interface.
    {"report", "facts", "exercise.interface", "exercise.errors"},
    # claims reads rubric.matching; rubric reads claims and outline.model
    {"claims", "rubric", "outline"},
    {"exercise", "lab"},
    {"grading", "checkfile"},
    {"cli"},
]
LEVEL = {name: i for i, layer in enumerate(LAYERS) for name in layer}


def _level(dotted: str) -> int | None:
    """The layer of a module path relative to workbench/ ('rubric.engine'): its longest listed prefix."""
    parts = dotted.split(".")
    for n in range(len(parts), 0, -1):
        if ".".join(parts[:n]) in LEVEL:
            return LEVEL[".".join(parts[:n])]
    return None


def _top_level_imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out = []
    for node in tree.body:  # module level only: imports inside functions are lazy, on purpose
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            out.append(node.module)
        elif isinstance(node, ast.Import):
            out.extend(a.name for a in node.names)
    return out


def test_no_arrow_runs_back_up():
    bad = []
    for path in CORE.rglob("*.py"):
        rel = path.relative_to(CORE)
        if "data" in rel.parts:
            continue
        own = _level(".".join(rel.with_suffix("").parts))
        if own is None:
            continue
        for mod in _top_level_imports(path):
            if not mod.startswith("workbench."):
                continue
            theirs = _level(mod.removeprefix("workbench."))
            if theirs is not None and theirs > own:
                bad.append(f"{rel} imports {mod}")
    assert bad == []


@pytest.mark.parametrize("exercise, file", [
    (None, ROOT / "exercises" / "flashattention" / "examples" / "strong.py"),
    ("icefloat", ROOT / "tests" / "fixtures" / "exercises" / "icefloat" / "examples" / "myth.py"),
])
def test_the_check_path_imports_no_torch_triton_or_numpy(exercise, file, tmp_path):
    computed = tmp_path / "computed.py"  # the sandboxed-child path too
    fn = "iceAnswer" if exercise else "designOutline"
    computed.write_text(f"def {fn}():\n    return " + ("'Ice is ' + 'less dense.'" if exercise else
                                                       "{k: 'TODO' for k in ['tiling']}") + "\n")
    args = ["check", str(file), "--explain-decision"] + (["--exercise", exercise] if exercise else [])
    args2 = ["check", str(computed)] + (["--exercise", exercise] if exercise else [])
    code = ("import sys\nfrom workbench.cli.app import app\n"
            f"for args in ({args!r}, {args2!r}):\n"
            "    try:\n        app(args, standalone_mode=False)\n    except SystemExit:\n        pass\n"
            "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('torch', 'triton', 'numpy', 'matplotlib'))\n"
            "print('HEAVY', bad)\n")
    env = {**os.environ, "PYTHONPATH": str(ROOT), "WORKBENCH_EXERCISES": str(ROOT / "tests" / "fixtures" / "exercises")}
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=tmp_path,
                          timeout=120, env=env)
    assert "HEAVY []" in proc.stdout, proc.stdout + proc.stderr


def _all_imports(path: Path) -> list[str]:
    """Every module a file imports, at any depth (lazy imports inside functions too)."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            out.append(node.module)
        elif isinstance(node, ast.Import):
            out.extend(a.name for a in node.names)
    return out


HEAVY = ("torch", "triton", "numpy", "matplotlib")


def test_torch_lives_only_in_the_lab():
    """facts/ never reaches the lab, not even lazily; torch, triton, numpy and matplotlib are imported
    only by lab/ and by `workbench evidence` (which checks they are installed)."""
    bad = []
    for path in CORE.rglob("*.py"):
        rel = path.relative_to(CORE)
        if "data" in rel.parts:
            continue
        for mod in _all_imports(path):
            top = mod.split(".")[0]
            if rel.parts[0] == "facts" and mod.startswith(("workbench.lab", "workbench.exercise")):
                bad.append(f"{rel} imports {mod}")
            if top in HEAVY and rel.parts[0] != "lab" and str(rel) != "cli/evidence.py":
                bad.append(f"{rel} imports {mod}")
    assert bad == []


def test_the_lab_is_reached_only_from_workbench_evidence():
    users = sorted(str(p.relative_to(CORE)) for p in CORE.rglob("*.py") if "data" not in p.parts
                   and p.relative_to(CORE).parts[0] != "lab"
                   and any(m.startswith("workbench.lab") for m in _all_imports(p)))
    assert users == ["cli/evidence.py"]


def test_an_exercise_from_an_entry_point_is_found(monkeypatch):
    """The third registry source: an installed package's entry point (group workbench.exercises)
    whose value is a module in the exercise's folder, a folder, or a function returning one."""
    from importlib import metadata

    from workbench.exercise import available, default, get, registry

    ice = ROOT / "tests" / "fixtures" / "exercises" / "icefloat"

    class EntryPoint:
        def __init__(self, name, value):
            self.name, self.value = name, f"pkg:{name}"
            self._value = value

        def load(self):
            return self._value

    points = [EntryPoint("icefloat", lambda: ice)]
    monkeypatch.setattr(metadata, "entry_points", lambda group=None: points if group == registry.ENTRY_POINT_GROUP else [])
    monkeypatch.delenv("WORKBENCH_EXERCISES", raising=False)
    assert "icefloat" in available() and get("icefloat").folder == ice
    assert get("icefloat").origin == "entry point icefloat"
    assert default("def iceAnswer():\n    return 'x'\n").id == "icefloat"

    class Broken(EntryPoint):
        def load(self):
            raise ImportError("no module named pkg")

    points[:] = [Broken("broken", None)]
    with pytest.raises(Exception, match="entry point 'broken'.*cannot be loaded"):
        available()

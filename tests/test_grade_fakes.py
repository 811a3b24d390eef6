"""Stand-ins for the loader and the engine, so that the batch machinery (discovery, shards,
outputs, summaries, merge) is tested on its own, deterministically and fast.

The real loader and engine are exercised in tests/test_grade_real.py. This module has no
tests of its own; the other test_grade*/test_merge modules import its fixtures.
"""

from __future__ import annotations

import ast
import time
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from workbench.outline.model import Outline, OutlineError, normalize
from workbench.report.model import CriterionResult, ErrorInfo, Report

CRITERIA = ("memoryTraffic", "tiling", "numericalStability", "failureModeOrTradeOff")


@dataclass
class FakeRubric:
    exercise: str = "flashattention"
    hidden: set[str] = field(default_factory=set)


@dataclass
class FakeLoad:
    outline: Outline | None
    error: ErrorInfo | None
    sandbox: str
    notes: list[str] = field(default_factory=list)


def fake_load_outline(path, *, timeout=10.0, memory_mb=1024, isolation="auto", contract=None):
    """Literal outlines only. Magic words simulate the loader's verdicts and a grader crash."""
    path = Path(path)
    try:
        source = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return FakeLoad(None, ErrorInfo(kind="missing_file", message=f"{path}: no such file"), "none")
    except UnicodeDecodeError:
        return FakeLoad(None, ErrorInfo(kind="not_utf8", message=f"{path}: not UTF-8"), "none")
    if "SLOW" in source:
        time.sleep(0.2)
    if "TIMEOUT" in source:
        return FakeLoad(None, ErrorInfo(kind="timeout", message=f"{path}: ran past {timeout} s"), "rlimits")
    if "GRADER_BUG" in source:
        raise RuntimeError("simulated grader bug")
    try:
        tree = ast.parse(source)
    except SyntaxError as exc:
        return FakeLoad(None, ErrorInfo(kind="syntax_error", message=f"{path}: line {exc.lineno}"), "ast")
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name in ("designOutline", "design_outline"):
            raw = ast.literal_eval(node.body[-1].value)
            try:
                return FakeLoad(normalize(raw, node.name), None, "ast")
            except OutlineError as exc:
                return FakeLoad(None, ErrorInfo(kind=exc.kind, message=exc.message), "ast")
    return FakeLoad(None, ErrorInfo(kind="no_function", message=f"{path}: no designOutline()"), "ast")


def fake_grade(outline: Outline, rubric: FakeRubric, evidence=None, exercise=None) -> Report:
    """A criterion passes when its entry has at least 8 words; 'fewer flops' is a misconception."""
    results = []
    for cid in CRITERIA:
        text = outline.text(cid)
        words = text.split()
        mis = ["speed-from-fewer-flops"] if "fewer flops" in text.lower() else []
        passed = len(words) >= 8 and not mis
        results.append(CriterionResult(
            id=cid, title=cid.capitalize(), passed=passed, score=1.0 if passed else 0.25 if words else 0.0,
            weight=0.25, hidden=cid in rubric.hidden, misconceptions=mis,
            feedback=("Recognised the mechanism." if passed else "Missing: name a mechanism and a decision.\n"
                      "Second line with <xml> & \"quotes\"."),
            matched=[words[0]] if passed else [], reading=None if passed else "Dao et al. 2022, §3.1"))
    total = sum(r.weight for r in results)
    score = sum(r.score * r.weight for r in results) / total
    return Report(exercise=rubric.exercise, passed=all(r.passed for r in results), score=score,
                  criteria=results)


@pytest.fixture
def fake_engine(monkeypatch):
    """Route `workbench grade` through the fakes. Returns the rubric (set .hidden to hide)."""
    import workbench.cli.common as common
    import workbench.grading.batch as batch

    rubric = FakeRubric()
    monkeypatch.setattr(batch, "_loader", lambda: fake_load_outline)
    monkeypatch.setattr(batch, "_grader", lambda: fake_grade)
    monkeypatch.setattr(common, "load_rubric_or_exit", lambda path, exercise=None: rubric)
    monkeypatch.setattr(common, "load_evidence_or_exit", lambda path, use_bundled, exercise=None: (None, None))
    return rubric


def outline_source(memory="Keep S and P on chip, never written to HBM, one fused kernel pass.",
                   tiling="Q split into 128 row blocks, K and V streamed in 64 row tiles.",
                   stability="Online softmax keeps running max m and sum l in fp32, rescaled each block.",
                   tradeoff="Backward recomputes S and P from Q K and L, costing extra FLOPs per block.") -> str:
    raw = {"memoryTraffic": memory, "tiling": tiling, "numericalStability": stability, "tradeOff": tradeoff}
    return "def designOutline():\n    return " + repr(raw) + "\n"


def make_class(root: Path, n: int = 6) -> Path:
    """A class folder: n good students plus one of each kind of problem."""
    root.mkdir(parents=True, exist_ok=True)
    for i in range(n):
        def own(text: str, tag: str) -> str:  # distinct wording per student: no near-duplicates
            return text + " " + " ".join(f"{tag}{i}w{k}" for k in range(12))

        (root / f"s{i:02d}.py").write_text(outline_source(
            memory=own("Keep S on chip, never in HBM.", "m"), tiling=own("Q in 128 row blocks.", "t"),
            stability=own("Running max and sum in fp32.", "n"), tradeoff=own("Recompute costs FLOPs.", "o")))
    (root / "weak.py").write_text(outline_source(tiling="use tiling", tradeoff="fewer flops make it fast ok"))
    (root / "broken.py").write_text("def designOutline(:\n")
    (root / "hangs.py").write_text("# TIMEOUT\n" + outline_source())
    folder = root / "folder_student"
    folder.mkdir(exist_ok=True)
    (folder / "my_outline.py").write_text(outline_source())
    (folder / "helpers.py").write_text("X = 1\n")
    return root


@pytest.fixture
def cli():
    """A CliRunner and the workbench app (stderr kept apart from stdout)."""
    from typer.testing import CliRunner

    from workbench.cli.app import app

    return CliRunner(), app

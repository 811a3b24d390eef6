"""Load a learner's outline file without trusting it. (STUB: to be implemented)

Contract:
    load_outline(path, *, timeout=10.0, memory_mb=1024, isolation="auto") -> LoadResult

- Only this module and `sandbox.py` ever touch a learner's file.
- Fast path: the function's body returns a literal -> read it from the AST (sandbox="ast").
- Otherwise run it in a sandboxed child (see sandbox.py).
- Never raises for a bad submission: every problem becomes LoadResult.error.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from workbench.outline.model import Outline
from workbench.report.model import ErrorInfo


@dataclass
class LoadResult:
    outline: Outline | None
    error: ErrorInfo | None
    sandbox: str  # "ast" | "bubblewrap" | "unshare" | "rlimits" | "none"
    notes: list[str] = field(default_factory=list)


def load_outline(
    path: str | Path, *, timeout: float = 10.0, memory_mb: int = 1024, isolation: str = "auto"
) -> LoadResult:
    raise NotImplementedError

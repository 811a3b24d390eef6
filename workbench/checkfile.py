"""One learner file, checked: `check_file(path, settings) -> Report`, the flow `check` and `grade` share.

load (never trusting the file: AST literal or a sandboxed child) → an error report, or grade →
stamp the sandbox used, the file as shown, the notes and where the cited evidence came from.
Never raises for a bad submission; a bug of the grader itself propagates (`grade` turns it into that
student's `grader_error`).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from workbench.report.model import ErrorInfo, Report, error_report

if TYPE_CHECKING:  # the types only: importing them here would load the rubric and exercise layers
    from workbench.exercise import Exercise
    from workbench.facts.model import Evidence
    from workbench.outline.load import LoadResult
    from workbench.outline.model import Outline
    from workbench.rubric.model import Rubric


@dataclass(frozen=True)
class Settings:
    """How a file is loaded and graded (the options of `check` and `grade` that matter per file)."""

    rubric: Rubric
    exercise: Exercise | None = None  # None: the one the rubric names, or the default
    evidence: Evidence | None = None  # measured facts to cite
    evidence_source: str | None = None  # where `evidence` came from (Report.evidence_source)
    timeout: float = 10.0
    memory_mb: int = 1024
    isolation: str = "auto"  # auto, bubblewrap, unshare or rlimits
    backstop: bool | None = None  # the learned backstop: None as the rubric says, False off (check --no-backstop)

    @property
    def exercise_id(self) -> str:
        """The exercise id every report carries: the rubric's, else the exercise's."""
        value = getattr(self.rubric, "exercise", None)
        if isinstance(value, str) and value:
            return value
        return self.exercise.id if self.exercise is not None else "exercise"

    @property
    def title(self) -> str | None:
        return self.exercise.heading if self.exercise is not None else None


@dataclass
class Checked:
    report: Report
    outline: Outline | None = None  # the normalised Outline, when the file loaded


def _exercise(settings: Settings) -> Exercise:
    if settings.exercise is not None:
        return settings.exercise
    from workbench.rubric.load import _exercise as for_rubric

    return for_rubric(None, settings.rubric)


def check_loaded(path: str | Path, settings: Settings, *, file: str | None = None,
                 loader: Callable[..., LoadResult] | None = None, grader: Callable[..., Report] | None = None) -> Checked:
    """`check_file`, also returning the outline (for similarity). `file`: the path as reports show it
    (default: `path`); `loader` / `grader`: stand-ins for outline.load.load_outline / rubric.engine.grade."""
    if loader is None:
        from workbench.outline.load import load_outline as loader
    if grader is None:
        from workbench.rubric.engine import grade as grader
    ex = _exercise(settings)
    shown = str(path) if file is None else file
    exercise_id = getattr(settings.rubric, "exercise", None) or ex.id
    loaded = loader(path, timeout=settings.timeout, memory_mb=settings.memory_mb, isolation=settings.isolation,
                    contract=ex.contract)
    if loaded.error is not None or loaded.outline is None:
        error = loaded.error or ErrorInfo(kind="sandbox_error", message=f"{shown}: no outline and no error")
        report = error_report(exercise_id, error, loaded.sandbox, shown, title=ex.heading)
        return Checked(report.model_copy(update={"notes": list(loaded.notes)}))
    kw = {} if settings.backstop is None else {"backstop": settings.backstop}
    report = grader(loaded.outline, settings.rubric, settings.evidence, exercise=ex, **kw)
    report = report.model_copy(update={
        "sandbox": loaded.sandbox, "file": shown, "notes": list(loaded.notes) + list(report.notes),
        "evidence_source": settings.evidence_source if settings.evidence is not None else None})
    return Checked(report, loaded.outline)


def check_file(path: str | Path, settings: Settings) -> Report:
    """Load and grade one learner file (see the module docstring)."""
    return check_loaded(path, settings).report

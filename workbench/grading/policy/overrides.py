"""The overrides file: `student,criterion,score,comment[,by]`, one row per change.

- `student`: the row id as summary.csv shows it;
- `criterion`: a criterion id of the rubric, or `total` for the whole score (e.g. a grade for a
  submission that could not be evaluated);
- `score`: 0..1, or a percentage such as `75%`;
- `comment`: why (required: it is the audit trail every output shows);
- `by` (optional): who made the change.

Columns are found by header name, case-insensitively. Every problem is reported as
`FILE:LINE: message`, all of them at once; the file is refused as a whole (nothing is graded
with half an overrides file). The cells are hostile text like any other input: they are
bounded here and escaped by each sink.
"""

from __future__ import annotations

import csv
import io
import math
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

from workbench.grading.ids import display

TOTAL = "total"
MAX_BYTES = 4 * 2**20
MAX_ROWS = 100_000
MAX_COMMENT = 500
REQUIRED = ("student", "criterion", "score", "comment")


class OverridesError(Exception):
    """The overrides file cannot be used (a usage error: exit code 2); the message lists FILE:LINE problems."""


class Override(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    student: str
    criterion: str = Field(description="A criterion id, or 'total'.")
    score: float = Field(ge=0.0, le=1.0)
    comment: str
    by: str | None = None
    line: int = Field(description="The line of the overrides file (the audit's source).")
    source: str = Field(description="The overrides file as given.")

    @property
    def who(self) -> str:
        return self.by or f"{self.source}:{self.line}"


def _score(text: str) -> float | None:
    text = text.strip()
    try:
        value = float(text[:-1]) / 100 if text.endswith("%") else float(text)
    except ValueError:
        return None
    return value if math.isfinite(value) and 0.0 <= value <= 1.0 else None


def read(path: Path, *, criteria: list[str]) -> list[Override]:
    """Read and validate `path` against the rubric's criterion ids. Raises OverridesError."""
    from workbench import safefs

    shown = display(str(path))
    try:
        raw = safefs.read_file(path, MAX_BYTES)
    except OSError as exc:
        raise OverridesError(f"--overrides {shown}: cannot read it ({exc.strerror or exc}); pass a CSV file "
                             f"with the columns {', '.join(REQUIRED)} (and optionally by).") from None
    except ValueError:
        raise OverridesError(f"--overrides {shown}: larger than {MAX_BYTES // 2**20} MiB.") from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise OverridesError(f"{shown}: not UTF-8 (byte {exc.start}); save it as UTF-8 CSV.") from None
    rows = list(csv.reader(io.StringIO(text, newline="")))
    if not rows:
        raise OverridesError(f"{shown}:1: empty; the first line names the columns: {','.join(REQUIRED)}.")
    header = [h.strip().lower() for h in rows[0]]
    missing = [c for c in REQUIRED if c not in header]
    if missing:
        raise OverridesError(f"{shown}:1: no column {', '.join(missing)}; the first line names the columns "
                             f"{','.join(REQUIRED)} (and optionally by).")
    if len(rows) > MAX_ROWS + 1:
        raise OverridesError(f"{shown}: more than {MAX_ROWS:,} rows.")
    col = {name: header.index(name) for name in (*REQUIRED, "by") if name in header}
    known = set(criteria) | {TOTAL}
    problems: list[str] = []
    out: list[Override] = []
    seen: dict[tuple[str, str], int] = {}
    for number, row in enumerate(rows[1:], start=2):
        if not any(cell.strip() for cell in row):
            continue
        cell = {name: (row[i].strip() if i < len(row) else "") for name, i in col.items()}
        where = f"{shown}:{number}"
        if not cell["student"]:
            problems.append(f"{where}: no student; give the id as summary.csv shows it.")
            continue
        if cell["criterion"] not in known:
            problems.append(f"{where}: unknown criterion {display(cell['criterion'])!r}; use one of "
                            f"{', '.join(sorted(known))}.")
            continue
        score = _score(cell["score"])
        if score is None:
            problems.append(f"{where}: score {display(cell['score'])!r} is not a number from 0 to 1 (or 0% to 100%).")
            continue
        if not cell["comment"]:
            problems.append(f"{where}: no comment; say why (every output shows it as the audit trail).")
            continue
        key = (cell["student"], cell["criterion"])
        if key in seen:
            problems.append(f"{where}: {display(key[0])} / {key[1]} is already overridden on line {seen[key]}; "
                            "keep one row per student and criterion.")
            continue
        seen[key] = number
        out.append(Override(student=display(cell["student"]), criterion=cell["criterion"], score=score,
                            comment=display(cell["comment"][:MAX_COMMENT]),
                            by=display(cell["by"][:200]) if cell.get("by") else None, line=number, source=shown))
    if problems:
        raise OverridesError(f"--overrides {shown}: {len(problems)} problem(s), nothing was graded:\n  "
                             + "\n  ".join(problems[:50]) + ("\n  ..." if len(problems) > 50 else ""))
    return out


def check_students(overrides: list[Override], students: set[str]) -> None:
    """OverridesError naming each row whose student is not in the class (a typo would otherwise
    silently change no one's grade)."""
    unknown = [o for o in overrides if o.student not in students]
    if unknown:
        raise OverridesError("--overrides: no such student in SUBMISSIONS (ids as summary.csv shows them), "
                             "nothing was graded:\n  "
                             + "\n  ".join(f"{o.source}:{o.line}: {o.student}" for o in unknown[:50]))


def by_student(overrides: list[Override]) -> dict[str, list[Override]]:
    out: dict[str, list[Override]] = {}
    for o in overrides:
        out.setdefault(o.student, []).append(o)
    return out

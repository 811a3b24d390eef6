"""What ingesting an LMS export produces: the submissions to grade, and who each one is.

`Member` is one person (a Gradescope group has several); `StudentMeta` is one row of the
class (a student, or a group graded once); `Ingest` is the whole export, with the
`Submission` list the batch code grades and an `Ignored` note for everything skipped.
Everything here is data that came from the export (names, ids, e-mails): hostile text that
the sinks escape, never something acted upon.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from pydantic import BaseModel, ConfigDict, Field, field_validator

from workbench.grading.ids import display

from workbench.grading.discover import Ignored, Submission

# A name, id or e-mail from an export longer than this is cut (it is shown, never parsed).
MAX_FIELD = 200


def clip(value: object) -> str | None:
    """An export field as a bounded one-line string, or None when absent or empty."""
    if value is None or isinstance(value, (dict, list, tuple, set)):
        return None
    text = " ".join(str(value).split())[:MAX_FIELD]
    return text or None


def _shown(value: object) -> object:
    """Text from file names or an export as people see it: an undecodable byte as `\\xNN`,
    controls and invisible characters as escapes (ids.display), so it can always be stored."""
    if isinstance(value, str):
        return display(value)
    if isinstance(value, list):
        return [display(v) if isinstance(v, str) else v for v in value]
    return value


class Member(BaseModel):
    """One person behind a submission, as far as the export and the roster know them."""

    model_config = ConfigDict(extra="forbid")
    name: str | None = None
    lms_id: str | None = Field(default=None, description="Canvas user id (the gradebook's ID column).")
    sis_user_id: str | None = Field(default=None, description="SIS User ID (Gradescope's SID).")
    sis_login_id: str | None = None
    email: str | None = None
    github: str | None = Field(default=None, description="GitHub username (GitHub Classroom).")
    section: str | None = None
    on_roster: bool | None = Field(default=None, description="None when no roster was given.")

    _printable = field_validator("*", mode="before")(lambda cls, v: _shown(v))


class StudentMeta(BaseModel):
    """One row of the class: what the export says about the student (or group) `student`."""

    model_config = ConfigDict(extra="forbid")
    student: str
    layout: str
    name: str | None = None
    members: list[Member] = Field(default_factory=list)
    submission_id: str | None = None
    late: bool = False
    submitted_at: str | None = None
    source: str | None = Field(default=None, description="The outline file chosen, as shown in the export.")
    flags: list[str] = Field(default_factory=list, description="e.g. unchanged_starter, not_on_roster.")
    notes: list[str] = Field(default_factory=list)

    _printable = field_validator("*", mode="before")(lambda cls, v: _shown(v))


@dataclass
class Ingest:
    """The submissions of an export, ready for the batch code (`Discovery`-compatible)."""

    layout: str
    submissions: list[Submission]
    meta: dict[str, StudentMeta] = field(default_factory=dict)
    ignored: list[Ignored] = field(default_factory=list)
    missing: list[Member] = field(default_factory=list)  # roster students with no submission
    rostered: bool = False  # a roster was joined (roster.join)
    cleanup: list[Callable[[], None]] = field(default_factory=list)
    relabel_from: str | None = None  # a private extraction folder, shown as `relabel_to`
    relabel_to: str | None = None

    def close(self) -> None:
        for fn in reversed(self.cleanup):
            fn()
        self.cleanup.clear()

    def __enter__(self) -> "Ingest":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def meta_for(self, student: str) -> StudentMeta:
        return self.meta.get(student) or StudentMeta(student=student, layout=self.layout)

    def shown(self, text: str) -> str:
        """`text` with the private extraction folder replaced by the archive's name."""
        if self.relabel_from and self.relabel_to is not None:
            return text.replace(self.relabel_from, self.relabel_to)
        return text


def sort_rows(subs: list[Submission]) -> list[Submission]:
    return sorted(subs, key=lambda s: s.student)


def rel(path: Path, root: Path) -> str:
    try:
        return str(path.relative_to(root))
    except ValueError:
        return str(path)

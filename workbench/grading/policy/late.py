"""The late policy: from the export's timestamps to days late and a deduction. Pure.

`--due ISO8601` is the deadline (a time without a zone is UTC). A submission is late by the
whole days after it, a part of a day counting as a day (1 minute late is 1 day). Each late day
deducts `--late-penalty` percent of the possible points (Canvas's own late policy works this way),
the score never going below 0; from more than `--late-cutoff` days late the score is 0.

Where the time comes from: Gradescope's `created_at` in submission_metadata.yml; Canvas's
download carries no time, only the `_LATE_` marker Canvas adds after its own due date, which
counts as 1 day late. A GitHub Classroom clone and a plain folder carry neither: the policy
does not apply to them (the summary says "no submission time").
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from datetime import datetime, timezone

# Gradescope writes e.g. "2026-11-20 10:04:05.123456789 -08:00" (Ruby's Time#to_s with nanoseconds).
_STAMP = re.compile(r"^\s*(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)(?:\.(\d+))?\s*(Z|[+-]\d{2}:?\d{2})?\s*$")


class LateError(Exception):
    """A bad --due / --late-penalty / --late-cutoff (a usage error: exit code 2)."""


@dataclass(frozen=True)
class Policy:
    due: datetime
    penalty_per_day: float = 0.0  # percent of the possible points
    cutoff_days: float | None = None  # later than this: score 0

    def describe(self) -> str:
        cutoff = f"; more than {self.cutoff_days:g} day(s) late scores 0" if self.cutoff_days is not None else ""
        return f"due {self.due.isoformat()}, {self.penalty_per_day:g}% of the points per late day{cutoff}"


def parse_time(text: str) -> datetime | None:
    """An ISO 8601 or Gradescope timestamp as an aware datetime (UTC when it names no zone), else None."""
    m = _STAMP.match(text or "")
    if not m:
        return None
    date, clock, frac, zone = m.groups()
    if clock.count(":") == 1:
        clock += ":00"
    zone = "+00:00" if zone in (None, "Z") else (zone if ":" in zone else f"{zone[:3]}:{zone[3:]}")
    try:
        when = datetime.fromisoformat(f"{date}T{clock}.{(frac or '0')[:6].ljust(6, '0')}{zone}")
    except ValueError:
        return None
    return when.astimezone(timezone.utc)


def make_policy(due: str | None, penalty: float | None, cutoff: float | None) -> Policy | None:
    if due is None:
        if penalty is not None or cutoff is not None:
            raise LateError("--late-penalty and --late-cutoff need --due (the deadline, e.g. "
                            "--due 2026-12-01T23:59:00-08:00).")
        return None
    when = parse_time(due)
    if when is None:
        raise LateError(f"--due {due!r}: not an ISO 8601 time; write e.g. 2026-12-01T23:59:00-08:00 "
                        "(no zone means UTC).")
    if penalty is not None and not (math.isfinite(penalty) and 0 <= penalty <= 100):
        raise LateError(f"--late-penalty {penalty}: give a percentage of the points per day, 0 to 100.")
    if cutoff is not None and not (math.isfinite(cutoff) and cutoff >= 0):
        raise LateError(f"--late-cutoff {cutoff}: give a number of days, 0 or more.")
    return Policy(when, penalty or 0.0, cutoff)


@dataclass(frozen=True)
class Lateness:
    days: int | None  # None: no submission time to judge by
    basis: str  # where it comes from, for the audit


def lateness(policy: Policy, layout: str, submitted_at: str | None, late_marker: bool) -> Lateness:
    """How late the row is by what its export says: a submission time (Gradescope), Canvas's
    `_LATE_` marker, or nothing (Classroom, plain folders)."""
    when = parse_time(submitted_at) if submitted_at else None
    if when is not None:
        seconds = (when - policy.due).total_seconds()
        return Lateness(max(0, math.ceil(seconds / 86400)), f"submitted {when.isoformat()}")
    if submitted_at:
        return Lateness(None, f"submission time {submitted_at!r} not understood; not judged")
    if layout.split(":")[-1] == "canvas":  # also "zip:canvas", a zip of a Canvas download
        return (Lateness(1, "marked late by Canvas (_LATE_; the download has no time, counted as 1 day)")
                if late_marker else Lateness(0, "not marked late by Canvas"))
    return Lateness(None, "no submission time in this export; not judged")


def deduct(policy: Policy, score: float, days: int) -> float:
    """The score (0..1) after `days` late days."""
    if days <= 0:
        return score
    if policy.cutoff_days is not None and days > policy.cutoff_days:
        return 0.0
    return max(0.0, round(score - days * policy.penalty_per_day / 100, 6))

"""A CPU-time budget for grading one submission in the grader's own process.

Matching is linear in the text length by construction (matching.py bounds the normalised text
and every window a pattern runs on), so an honest outline grades in milliseconds. The budget is
the backstop: whatever a rubric edit or an unforeseen input does, grading one submission stops
after `GRADING_BUDGET_S` seconds of CPU and the submission gets the `grading_budget` verdict
instead of a hang. The clock is the calling thread's own CPU time (`time.thread_time`), so in
`workbench grade`, where students are graded on parallel threads, one student's time never
counts against another's. The check is cooperative: the hot loops call `check()`.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

GRADING_BUDGET_S = 2.0

_local = threading.local()


class BudgetExceeded(Exception):
    """Grading this submission used more CPU than its budget."""

    def __init__(self, seconds: float):
        super().__init__(f"grading used more than {seconds:g} s of CPU")
        self.seconds = seconds


@contextmanager
def limit(seconds: float = GRADING_BUDGET_S) -> Iterator[None]:
    """Run the block with a CPU budget for this thread; `check()` inside it raises BudgetExceeded
    once the thread has used `seconds` of CPU since the block began. Nested blocks keep the
    outer (earlier) deadline when it is tighter."""
    outer = getattr(_local, "deadline", None)
    mine = (time.thread_time() + seconds, seconds)
    _local.deadline = outer if outer is not None and outer[0] <= mine[0] else mine
    try:
        yield
    finally:
        _local.deadline = outer


def check() -> None:
    """Raise BudgetExceeded when the current thread is past its grading deadline."""
    d = getattr(_local, "deadline", None)
    if d is not None and time.thread_time() > d[0]:
        raise BudgetExceeded(d[1])

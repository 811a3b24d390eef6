"""Numeric fact checks a rubric concept names (`numeric_check`), supplied by the exercise.

An exercise lists its fact checks in exercise.yaml (`fact_checks`); the engine installs them for
the duration of one grading (`using`), and `run` asks the one a concept names. A context variable,
not a global: two exercises graded in one process (threads, tests) never see each other's checks.
Signature: workbench.exercise.interface.FactCheck.
"""

from __future__ import annotations

import contextlib
from contextvars import ContextVar
from typing import Callable, Iterator, Mapping, Optional

Check = Callable[[str, int, int, int, int], Optional[str]]
_CHECKS: ContextVar[Mapping[str, Check]] = ContextVar("workbench_fact_checks", default={})


@contextlib.contextmanager
def using(checks: Mapping[str, Check]) -> Iterator[None]:
    token = _CHECKS.set(checks)
    try:
        yield
    finally:
        _CHECKS.reset(token)


def run(name: str | None, text: str, s_lo: int, s_hi: int, a: int, b: int) -> str | None:
    """Why the numbers around the match [a, b) in sentence [s_lo, s_hi) are wrong, or None (also
    when no check of that name is installed: a rubric lint names such a concept)."""
    if not name:
        return None
    check = _CHECKS.get().get(name)
    return check(text, s_lo, s_hi, a, b) if check is not None else None

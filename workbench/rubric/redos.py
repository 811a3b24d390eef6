"""Reject rubric regexes that can take exponential time (catastrophic backtracking).

Grading runs in the grader's own process, on text a learner controls: a pattern such as
`(a+)+z` would let one submission hang `check` or a whole `grade` batch. The rule used is the
classic "star height": an unbounded repeat (`*`, `+`, `{n,}`) whose body itself contains an
unbounded repeat. Bounded outer repeats (`(?:\\w+ ){0,3}`) stay allowed: their cost is polynomial.
"""

from __future__ import annotations

import re._parser as _sre  # the stdlib's own regex parser: the same tree re.compile builds
from re._constants import MAXREPEAT

_REPEATS = {_sre.MAX_REPEAT, _sre.MIN_REPEAT} | ({_sre.POSSESSIVE_REPEAT} if hasattr(_sre, "POSSESSIVE_REPEAT") else set())


def _children(op, av):
    if op in _REPEATS:
        return [av[2]]
    if op == _sre.SUBPATTERN:
        return [av[-1]]
    if op == _sre.BRANCH:
        return list(av[1])
    if op in (_sre.ASSERT, _sre.ASSERT_NOT):
        return [av[1]]
    return []


def _unbounded(items) -> bool:
    for op, av in items:
        if op in _REPEATS and av[1] == MAXREPEAT:
            return True
        if any(_unbounded(c) for c in _children(op, av)):
            return True
    return False


def _nested(items) -> bool:
    for op, av in items:
        if op in _REPEATS and av[1] == MAXREPEAT and _unbounded(av[2]):
            return True
        if any(_nested(c) for c in _children(op, av)):
            return True
    return False


def nested_quantifier(pattern: str) -> bool:
    """True when `pattern` repeats, without bound, something that itself repeats without bound.
    A pattern that does not parse is left to re.compile's own error."""
    try:
        return _nested(_sre.parse(pattern))
    except Exception:  # noqa: BLE001 - re.error and parser internals; compile reports it properly
        return False

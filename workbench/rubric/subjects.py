"""Whose design a sentence is about: the names an exercise gives the learner's own design.

The claim reader sets a claim made about the baseline ("naive attention writes S to HBM") or about
another method apart from the learner's own. Which words name the learner's own design ("our
kernel", and the technique the exercise is about) or another method ("before <technique>") is partly
the exercise's: exercise.yaml `subjects: {own: [...], other: [...]}` (regexes over normalised,
lower-case text). The engine installs them for one grading (`using`, a context variable: two
exercises graded in one process never see each other's); the regexes below (`Template`) are
compiled once per set of names, on first use.
"""

from __future__ import annotations

import contextlib
import re
from contextvars import ContextVar
from functools import lru_cache
from typing import Iterator, Sequence

Names = tuple[tuple[str, ...], tuple[str, ...]]  # (own, other)
_NAMES: ContextVar[Names] = ContextVar("workbench_subjects", default=((), ()))


@contextlib.contextmanager
def using(own: Sequence[str] = (), other: Sequence[str] = ()) -> Iterator[None]:
    token = _NAMES.set((tuple(own), tuple(other)))
    try:
        yield
    finally:
        _NAMES.reset(token)


def _fill(template: str, names: Names) -> str:
    own, other = names
    return (template
            .replace("<OWN|>", "".join(f"(?:{p})|" for p in own))  # an alternative before the generic ones
            .replace("<NOT_OWN>", f"(?!(?:{'|'.join(own)})\\b)" if own else "")  # a word that is not one
            .replace("<|OTHER>", "".join(f"|\\b(?:{p})\\b" for p in other)))  # alternatives after them


@lru_cache(maxsize=64)
def _compiled(template: str, flags: int, names: Names) -> re.Pattern[str]:
    return re.compile(_fill(template, names), flags)


class Template:
    """A regex with places for the exercise's names: `<OWN|>` (its own-design names, each an
    alternative followed by `|`), `<NOT_OWN>` (a lookahead: the next word is not one of them) and
    `<|OTHER>` (its other-method phrases, each `|\\b(?:...)\\b`). Used like a compiled pattern."""

    __slots__ = ("template", "flags", "_last")

    def __init__(self, template: str, flags: int = 0) -> None:
        self.template, self.flags = template, flags
        self._last: tuple[Names, re.Pattern[str]] | None = None  # one attribute: swapped atomically

    def _rx(self) -> re.Pattern[str]:
        names, last = _NAMES.get(), self._last
        if last is not None and last[0] is names:
            return last[1]
        rx = _compiled(self.template, self.flags, names)
        self._last = (names, rx)
        return rx

    def search(self, *args, **kw):
        return self._rx().search(*args, **kw)

    def finditer(self, *args, **kw):
        return self._rx().finditer(*args, **kw)

    def match(self, *args, **kw):
        return self._rx().match(*args, **kw)

    def fullmatch(self, *args, **kw):
        return self._rx().fullmatch(*args, **kw)

    @property
    def pattern(self) -> str:
        return self._rx().pattern

"""What a class's submissions are expected to define: the exercise's function names and starter.

Discovery and every LMS reader choose a student's outline file by the function it defines (among
several, by the starter's file name) and flag an untouched starter; all come from the exercise being graded. `using(exercise)` sets them for the
duration of one `collect()` (a context variable, so concurrent batches in one process do not mix);
outside it, the default exercise's are used.
"""

from __future__ import annotations

import contextlib
import re
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Iterator


@dataclass(frozen=True)
class Target:
    functions: tuple[str, ...]
    starter: str | None = None  # path of the exercise's starter file
    names: tuple[str, ...] = ()  # the exercise's starter file name(s): preferred among several files

    @property
    def name(self) -> str:
        """The file name to suggest in messages."""
        return self.names[0] if self.names else "my_answer.py"

    @property
    def function(self) -> str:
        return self.functions[0]

    @property
    def shown(self) -> str:
        """'f()' or 'f()/g()', for messages."""
        return "/".join(f"{n}()" for n in self.functions)

    def pattern(self) -> re.Pattern[bytes]:
        alt = b"|".join(re.escape(n.encode()) for n in self.functions)
        return re.compile(rb"^[ \t]*(?:async[ \t]+)?def[ \t]+(?:" + alt + rb")[ \t]*\(", re.M)


_CURRENT: ContextVar[Target | None] = ContextVar("workbench_grading_target", default=None)


def of(exercise) -> Target:
    starter = exercise.starter
    return Target(tuple(exercise.spec.functions), str(starter) if starter is not None else None,
                  (exercise.starter_name,))


def current() -> Target:
    value = _CURRENT.get()
    if value is None:
        from workbench.exercise import default  # noqa: PLC0415 - only when no exercise was named

        value = of(default())
    return value


def any_of(exercises) -> Target:
    """A target met by the function of any of `exercises` (to find out which one a class is for)."""
    return Target(tuple(dict.fromkeys(n for e in exercises for n in e.spec.functions)),
                  names=tuple(dict.fromkeys(e.starter_name for e in exercises)))


@contextlib.contextmanager
def using(exercise) -> Iterator[Target]:
    """`exercise` (an Exercise, or a Target) is the target inside the block; None: the current one."""
    chosen = exercise if isinstance(exercise, Target) or exercise is None else of(exercise)
    token = _CURRENT.set(chosen if chosen is not None else _CURRENT.get())
    try:
        yield current()
    finally:
        _CURRENT.reset(token)

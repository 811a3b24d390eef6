"""A regular expression compiled on first use, so importing workbench.claims compiles nothing."""

from __future__ import annotations

import re


class LazyRegex:
    """Stands for `re.compile(pattern, flags)`; compiles on the first method call (search, finditer ...)."""

    __slots__ = ("pattern", "flags", "_compiled")

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self.pattern, self.flags, self._compiled = pattern, flags, None

    def __getattr__(self, name: str):
        compiled = self._compiled
        if compiled is None:
            compiled = self._compiled = re.compile(self.pattern, self.flags)
        return getattr(compiled, name)


def lazy(pattern: str, flags: int = 0) -> LazyRegex:
    return LazyRegex(pattern, flags)

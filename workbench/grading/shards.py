"""`--shard I/N`: which students one machine grades.

Students are taken in sorted order and student k (0-based) goes to shard (k mod N) + 1.
Every shard discovers the same sorted list, so the split is deterministic, the shards
are disjoint, together they cover everyone, and their sizes differ by at most one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Sequence, TypeVar

T = TypeVar("T")
_SPEC = re.compile(r"^\s*(\d+)\s*/\s*(\d+)\s*$")


class ShardError(ValueError):
    pass


@dataclass(frozen=True)
class Shard:
    index: int  # 1-based
    count: int

    def __str__(self) -> str:
        return f"{self.index}/{self.count}"

    def select(self, items: Sequence[T]) -> list[T]:
        """The items of this shard; `items` must already be in sorted student order."""
        return [item for k, item in enumerate(items) if k % self.count == self.index - 1]


def parse_shard(spec: str) -> Shard:
    match = _SPEC.match(spec)
    if not match:
        raise ShardError(f"--shard '{spec}': expected I/N, e.g. 2/4 (shard 2 of 4; I counts from 1).")
    index, count = int(match.group(1)), int(match.group(2))
    if count < 1 or not 1 <= index <= count:
        raise ShardError(f"--shard '{spec}': I must be between 1 and N, and N at least 1.")
    return Shard(index, count)

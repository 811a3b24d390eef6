"""An exercise's own rubric, from its JSON cache: `check` loads it without importing a YAML parser.

The rubric is trusted (the test suite lints it), so its patterns are compiled lazily by the engine;
on a cache miss the YAML is parsed by `workbench.rubric.load` (imported only then) and cached.
"""

from __future__ import annotations

from pathlib import Path

from workbench.rubric.errors import RubricError
from workbench.rubric.model import Rubric


def load_trusted(path: Path) -> Rubric:
    """An exercise's own rubric: from its JSON cache when the YAML is unchanged, else parsed without
    compiling every pattern up front (the engine compiles what an outline reaches), then cached."""
    from workbench.modelcache import cached

    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise RubricError(f"{path}: the exercise's rubric cannot be read ({exc.strerror or exc}); "
                          "reinstall the package.") from None

    def parse() -> Rubric:
        from workbench.rubric.load import parse_trusted

        return parse_trusted(path)

    return cached(raw, Rubric, parse, "rubric")

"""An exercise's own rubric, from its JSON cache: `check` loads it without importing a YAML parser.

The rubric is trusted (the test suite lints it), so its patterns are compiled lazily by the engine;
on a cache miss the YAML is parsed by `workbench.rubric.load` (imported only then) and cached. The
strings each of its patterns requires (`workbench.rubric.prefilter`) are cached beside it, keyed by
the rubric's bytes, the prefilter's own source and the Python version, so that the engine never
compiles a pattern whose words are not in the text.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

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

    rubric = cached(raw, Rubric, parse, "rubric")
    _install_requirements(raw, rubric)
    return rubric


def _install_requirements(raw: bytes, rubric: Rubric) -> None:
    """Give the matcher what each of the rubric's patterns requires: from the user's cache when this
    rubric, this prefilter and this Python made it, else computed (~0.15 s) and cached."""
    from workbench.modelcache import cached_json
    from workbench.rubric import prefilter

    try:
        code = Path(prefilter.__file__).read_bytes()
    except OSError:
        return  # cannot tell which prefilter made a cached table: do without one
    key = b"\0".join([raw, code, sys.version.encode()])
    table = cached_json(key, "patterns", lambda: prefilter.table_for(_patterns(rubric)), _is_table)
    prefilter.install(table)


def _patterns(rubric: Rubric) -> list[str]:
    """Every string of every list in the rubric (its patterns, and a few other strings that are
    harmless to analyse), and the one regex each synonym's variants are rewritten with."""
    from workbench.rubric.matching import variants_pattern

    out: list[str] = []

    def walk(value: Any) -> None:
        if isinstance(value, dict):
            for v in value.values():
                walk(v)
        elif isinstance(value, list):
            for v in value:
                if isinstance(v, str):
                    out.append(v)
                else:
                    walk(v)

    walk(rubric.model_dump())
    out += [variants_pattern(tuple(s.variants)) for s in rubric.synonyms]
    return out


def _is_table(value: Any) -> bool:
    """{pattern: [[string, ...], ...]}, no group and no string empty."""
    return isinstance(value, dict) and all(
        isinstance(k, str) and isinstance(groups, list) and all(
            isinstance(g, list) and g and all(isinstance(s, str) and s for s in g) for g in groups)
        for k, groups in value.items())

"""The bundled rubric, cached as JSON so that `check` need not import or run a YAML parser.

`workbench check` starts a fresh process per run; importing PyYAML and parsing the rubric cost
~15 ms of its ~0.3 s budget. The validated model is cached under the user's cache folder, keyed by
the YAML's bytes and the package version, so an edited rubric or a new release is reparsed. Any
problem with the cache (read-only home, a corrupt file) only means the YAML is parsed again.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

from workbench import __version__
from workbench.paths import bundled_rubric
from workbench.rubric.errors import RubricError
from workbench.rubric.model import Rubric


def cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "flashattention-workbench"


def load_bundled() -> Rubric:
    path = bundled_rubric()
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise RubricError(f"{path}: the bundled rubric cannot be read ({exc.strerror or exc}); "
                          "reinstall the package.") from None
    key = hashlib.sha256(raw + __version__.encode()).hexdigest()[:20]
    cached = cache_dir() / f"rubric-{key}.json"
    try:
        return Rubric.model_validate_json(cached.read_bytes())
    except (OSError, ValueError):
        pass
    from workbench.rubric.load import parse_bundled

    rubric = parse_bundled()
    import tempfile

    try:
        cached.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=cached.parent, prefix=cached.name, suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(rubric.model_dump_json())
        os.replace(tmp, cached)  # atomic: a concurrent `check` reads the old file or the new one
    except OSError:
        pass
    return rubric

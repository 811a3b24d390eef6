"""Validated models of bundled YAML files, cached as JSON, so that `check` need not import or run a
YAML parser.

`workbench check` starts a fresh process per run; importing PyYAML and parsing a rubric cost ~15 ms
of its ~0.3 s budget. A validated model is cached under the user's cache folder, keyed by the
YAML's bytes, the model (its name and its module's source) and the package version, so an edited file or a new release is reparsed.
Any problem with the cache (read-only home, a corrupt file) only means the YAML is parsed again.
`cached_json` keeps other values computed from such files the same way (a rubric's pattern
requirements, `workbench.rubric.prefilter`).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any, Callable, TypeVar

from pydantic import BaseModel

from workbench import __version__

M = TypeVar("M", bound=BaseModel)


def cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "workbench"


def _model_source(model: type) -> bytes:
    """The source of the module that defines `model`: a validator edited during development (same
    version number, same YAML) must not load a model validated by the old code."""
    try:
        return Path(sys.modules[model.__module__].__file__ or "").read_bytes()
    except (KeyError, OSError, TypeError):
        return b""


def cached(raw: bytes, model: type[M], parse: Callable[[], M], kind: str) -> M:
    """`model` from the cache entry of these bytes, else `parse()` (then cached). `kind` names the
    cache file ('rubric', 'exercise'). The key: the bytes, the model's name and module source, the version."""
    key = hashlib.sha256(raw + model.__name__.encode() + hashlib.sha256(_model_source(model)).digest()
                         + __version__.encode()).hexdigest()[:20]
    path = cache_dir() / f"{kind}-{key}.json"
    try:
        return model.model_validate_json(path.read_bytes())
    except (OSError, ValueError):
        pass
    value = parse()
    _write(path, value.model_dump_json())
    return value


def cached_json(key: bytes, kind: str, build: Callable[[], Any], valid: Callable[[Any], bool]) -> Any:
    """The JSON value cached for `key` (with the package version) when it is there and `valid` says
    so, else `build()` (then cached). Any problem with the cache only means building again."""
    digest = hashlib.sha256(key + b"\0" + __version__.encode()).hexdigest()[:20]
    path = cache_dir() / f"{kind}-{digest}.json"
    try:
        value = json.loads(path.read_bytes())
        if valid(value):
            return value
    except (OSError, ValueError, RecursionError):
        pass
    value = build()
    _write(path, json.dumps(value, ensure_ascii=False))
    return value


def _write(path: Path, text: str) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                f.write(text)
            os.replace(tmp, path)  # atomic: a concurrent `check` reads the old file or the new one
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            raise
    except OSError:
        pass

"""Where the bundled files live: the repository's top-level folders in a checkout
(or editable install), or copies under workbench/data/ in a built wheel."""

from __future__ import annotations

from pathlib import Path

_PKG = Path(__file__).resolve().parent
_REPO = _PKG.parent


def _first(*candidates: Path) -> Path:
    for c in candidates:
        if c.exists():
            return c
    return candidates[0]


def bundled_rubric() -> Path:
    return _first(_REPO / "rubrics" / "flashattention.yaml", _PKG / "data" / "flashattention.yaml")


def exercise_dir() -> Path:
    return _first(_REPO / "exercises" / "flashattention", _PKG / "data" / "exercise")


def starter_file() -> Path:
    return exercise_dir() / "starter.py"


def bundled_evidence() -> Path:
    return _PKG / "data" / "evidence-h200.json"

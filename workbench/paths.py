"""Paths of the default exercise's files (`workbench.exercise.default()`), for callers that name no
exercise. Where an exercise is known, ask it instead (`Exercise.starter`, `.evidence`, ...)."""

from __future__ import annotations

from pathlib import Path


def _default():
    from workbench.exercise import default

    return default()


def bundled_rubric() -> Path:
    return _default().rubric_path


def exercise_dir() -> Path:
    return _default().folder


def starter_file() -> Path:
    return _default().starter  # type: ignore[return-value]


def bundled_evidence() -> Path:
    """The default exercise's bundled evidence file (the path even when it has none: callers check)."""
    ex = _default()
    return ex.evidence or ex.folder / "evidence.json"

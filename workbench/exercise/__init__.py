"""Exercises: the core's only way to an exercise (see docs/architecture.md).

`get(ref)` loads an exercise by id or folder; `default(source)` picks one when none is named;
`available()` lists them. An `Exercise` gives the core its outline contract, criteria, rubric,
checks and paths; `workbench.exercise.interface` is what an exercise's own code implements.
"""

from __future__ import annotations

from workbench.exercise.errors import ExerciseError
from workbench.exercise.exercise import Exercise
from workbench.exercise.registry import available, default, get

__all__ = ["Exercise", "ExerciseError", "available", "default", "get"]

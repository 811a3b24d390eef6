"""A loaded exercise: its exercise.yaml bound to its folder, with what the core asks of it.

The core uses an exercise only through this class: the outline contract (`contract`), the
criteria and the entry each grades (`entry_of`), the rubric (`rubric()`), the checks and fact
checks of its checks module (`checks()`, `fact_checks()`), and the paths of its starter,
statement, examples, bundled evidence and experiments. Loading is lazy: `check` on an
exercise without checks never imports a checks module, and nothing here imports torch.
"""

from __future__ import annotations

import importlib
import sys
from functools import cached_property
from pathlib import Path
from types import ModuleType
from typing import Any, Callable

from workbench.exercise.errors import ExerciseError
from workbench.exercise.model import CheckSpec, ExerciseSpec
from workbench.outline.model import Contract, fold


class Exercise:
    def __init__(self, spec: ExerciseSpec, folder: Path, origin: str = "bundled"):
        self.spec = spec
        self.folder = folder
        self.origin = origin  # "bundled", "entry point <name>", or "path"

    def __repr__(self) -> str:
        return f"Exercise({self.spec.id!r}, {str(self.folder)!r})"

    @property
    def id(self) -> str:
        return self.spec.id

    @property
    def title(self) -> str:
        return self.spec.title

    @property
    def heading(self) -> str:
        return self.spec.heading or self.spec.title

    @property
    def assignment(self) -> str:
        return self.spec.assignment or self.spec.title

    @property
    def function(self) -> str:
        return self.spec.functions[0]

    @cached_property
    def contract(self) -> Contract:
        keys: dict[str, str] = {}
        for e in self.spec.entries:
            for key in (e.id, *e.aliases):
                keys[fold(key)] = e.id
        return Contract(functions=tuple(self.spec.functions), keys=keys, returns=self.spec.returns,
                        text_entry=self.spec.text_entry, shape=self.spec.describe_shape(),
                        starter_name=self.starter_name)

    @property
    def criteria(self) -> list[str]:
        return [c.id for c in self.spec.criteria]

    def entry_of(self, criterion: str) -> str:
        return self.spec.entry_of(criterion)

    def missing_message(self, criterion: str) -> str:
        """What the report says when the criterion's entry is missing."""
        entry = self.entry_of(criterion)
        spec = next((e for e in self.spec.entries if e.id == entry), None)
        if spec is not None and spec.missing:
            return spec.missing
        if self.spec.returns == "text":
            return f"{self.function}() returned no answer: return {self.contract.shape}."
        return f"No `{entry}` entry: add it to the dict {self.function}() returns."

    def path(self, relative: str | None) -> Path | None:
        return None if relative is None else self.folder / relative

    @property
    def rubric_path(self) -> Path:
        return self.folder / self.spec.rubric

    def rubric(self):
        """The exercise's rubric (validated once, then from the JSON cache; raises RubricError)."""
        from workbench.rubric.trusted import load_trusted

        return load_trusted(self.rubric_path)

    @property
    def starter(self) -> Path | None:
        return self.path(self.spec.starter)

    @property
    def starter_name(self) -> str:
        """The file name `workbench init` writes the starter to by default (exercise.yaml
        `starter_name`, else `my_<id>` with the starter's suffix, e.g. `my_review.py`)."""
        if self.spec.starter_name:
            return self.spec.starter_name
        suffix = Path(self.spec.starter).suffix if self.spec.starter else ".py"
        return f"my_{self.id.replace('-', '_')}{suffix or '.py'}"

    @property
    def statement(self) -> Path | None:
        return self.path(self.spec.statement)

    @property
    def evidence(self) -> Path | None:
        return self.path(self.spec.evidence)

    @property
    def experiments(self) -> Path | None:
        return self.path(self.spec.experiments)

    def examples(self) -> dict[str, Path]:
        return {name: self.folder / ex.file for name, ex in self.spec.examples.items()}

    # ------------------------------------------------------------------ checks

    @property
    def module(self) -> ModuleType | None:
        """The exercise's checks module (imported on first use), or None."""
        return self._module

    @cached_property
    def _module(self) -> ModuleType | None:
        if not self.spec.checks_module:
            return None
        return self.import_module(self.spec.checks_module)

    def import_module(self, relative: str) -> ModuleType:
        """A Python file or package of the exercise (a path relative to its folder: 'checks',
        'checks.py', 'experiments'), imported once per process as `workbench_exercises.<id>.<name>`.
        The exercise folder is its package, so the exercise's modules import each other relatively
        (`from ..tiles import footprint`)."""
        return import_file(self.folder, self.id, relative)

    def _function(self, name: str) -> Callable[..., Any]:
        fn = getattr(self._module, name, None)
        if not callable(fn):
            raise ExerciseError(f"{self.folder / (self.spec.checks_module or '')}: defines no function "
                                f"{name}() (named in {self.folder / 'exercise.yaml'}).")
        return fn

    def checks(self, criterion: str) -> list[tuple[CheckSpec, Callable[..., Any]]]:
        """The checks of one criterion, with their functions (imported on first use)."""
        return [(c, self._function(c.function)) for c in self.spec.checks if criterion in c.criteria]

    def fact_checks(self) -> dict[str, Callable[..., Any]]:
        return {name: self._function(name) for name in self.spec.fact_checks}

    def installed(self):
        """What the claim reader asks of the exercise while it grades: its fact checks and the names
        of its own design and of other methods (a context manager; context variables, per grading)."""
        import contextlib

        from workbench.claims import factcheck
        from workbench.rubric import subjects

        stack = contextlib.ExitStack()
        stack.enter_context(factcheck.using(self.fact_checks()))
        stack.enter_context(subjects.using(self.spec.subjects.own, self.spec.subjects.other))
        return stack


def import_file(folder: Path, exercise_id: str, relative: str) -> ModuleType:
    """`relative` (a file or package inside `folder`) imported as `workbench_exercises.<id>.<dotted>`,
    the exercise folder being the package `workbench_exercises.<id>` (made here: no __init__.py needed)."""
    package = f"workbench_exercises.{exercise_id.replace('-', '_')}"
    rel = Path(relative)
    dotted = ".".join(rel.with_suffix("").parts if rel.suffix == ".py" else rel.parts)
    target = folder / rel
    if not (target.is_file() or (target / "__init__.py").is_file() or target.with_suffix(".py").is_file()):
        raise ExerciseError(f"{target}: the exercise's module cannot be found; reinstall the exercise.")
    if "workbench_exercises" not in sys.modules:
        sys.modules["workbench_exercises"] = _namespace("workbench_exercises", [])
    held = sys.modules.get(package)
    if held is None or list(getattr(held, "__path__", [])) != [str(folder)]:
        for name in [m for m in sys.modules if m == package or m.startswith(package + ".")]:
            del sys.modules[name]  # another folder with this id was loaded before (tests): forget it
        sys.modules[package] = _namespace(package, [str(folder)])
    return importlib.import_module(f"{package}.{dotted}")


def _namespace(name: str, path: list[str]) -> ModuleType:
    module = ModuleType(name)
    module.__path__ = path  # type: ignore[attr-defined]
    module.__package__ = name
    return module

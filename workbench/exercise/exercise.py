"""A loaded exercise: its exercise.yaml bound to its folder, with what the core asks of it.

The core uses an exercise only through this class: the outline contract (`contract`), the
criteria and the entry each grades (`entry_of`), the rubric (`rubric()`), the checks and fact
checks of its checks module (`checks()`, `fact_checks()`), and the paths of its starter,
statement, examples, bundled evidence and experiments. Loading is lazy: `check` on an
exercise without checks never imports a checks module, and nothing here imports torch.
"""

from __future__ import annotations

import importlib.util
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
                        text_entry=self.spec.text_entry, shape=self.spec.describe_shape())

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
        return import_file(self.folder / self.spec.checks_module, f"{self.id.replace('-', '_')}_checks")

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


def import_file(path: Path, name: str) -> ModuleType:
    """Import an exercise's Python file, or package folder, as `workbench_exercises.<name>` (once per
    process; a package's modules import each other relatively)."""
    qualified = f"workbench_exercises.{name}"
    if qualified in sys.modules:
        return sys.modules[qualified]
    if "workbench_exercises" not in sys.modules:
        sys.modules["workbench_exercises"] = ModuleType("workbench_exercises")  # a namespace, nothing more
    if path.is_dir():
        spec = importlib.util.spec_from_file_location(qualified, path / "__init__.py",
                                                      submodule_search_locations=[str(path)])
        path = path / "__init__.py"
    else:
        spec = importlib.util.spec_from_file_location(qualified, path)
    if spec is None or spec.loader is None or not path.is_file():
        raise ExerciseError(f"{path}: the exercise's module cannot be found; reinstall the exercise.")
    module = importlib.util.module_from_spec(spec)
    sys.modules[qualified] = module
    try:
        spec.loader.exec_module(module)
    except BaseException:
        del sys.modules[qualified]
        raise
    return module

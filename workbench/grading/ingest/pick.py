"""Choose a student's outline among their files by reading, never by running.

The outline is the one file that defines the exercise's function at top level (read
from the syntax tree); with several, the one named like the exercise's starter file (exercise.yaml
`starter_name`, e.g. my_outline.py); with none, that file (the loader then says what is missing in it). Test files and the
template's own files (tests/, test_*.py, *_test.py, conftest.py, setup.py) are never chosen:
a test file imports the outline, and grading it would run the template's tests.

`unchanged_starter` compares a chosen file with the exercise's starter by syntax tree, so
reformatting or deleting comments does not hide an untouched starter.
"""

from __future__ import annotations

import ast
import functools
from pathlib import PurePosixPath

from workbench.grading import target
from workbench.grading.ingest.files import Entry, defines_outline, read_small, syntax_tree

_TEST_DIRS = {"test", "tests", "testing", "autograder", "grading"}
_TEMPLATE_FILES = {"conftest.py", "setup.py", "noxfile.py", "tasks.py", "__init__.py"}


def is_test_or_template(rel: str) -> bool:
    parts = PurePosixPath(rel).parts
    name = parts[-1]
    return (any(p.lower() in _TEST_DIRS for p in parts[:-1]) or name.startswith("test_")
            or name.endswith("_test.py") or name == "test.py" or name in _TEMPLATE_FILES)


def choose(files: list[Entry], where: str, *, skip_tests: bool = True) -> tuple[Entry | None, str | None, str]:
    """(chosen, None, reason) or (None, error kind, message) among a student's .py files.
    `skip_tests`: a repository made from a template (GitHub Classroom) holds the template's tests;
    files a student uploaded (Canvas) are all theirs, whatever they are called."""
    candidates = [f for f in files if not (skip_tests and is_test_or_template(f.rel))]
    skipped = [f.rel for f in files if f not in candidates]
    if not candidates:
        found = f" (only test or template files: {_names(skipped)})" if skipped else ""
        return None, "no_outline", (f"{where}: no outline file{found}; add {target.current().name} defining "
                                    f"{target.current().function}() (test and template files are never graded).")
    if len(candidates) == 1:
        return candidates[0], None, "the only Python file that is not a test or template file"
    defining = [f for f in candidates if defines_outline(syntax_tree(read_small(f.path)))]
    if len(defining) == 1:
        return defining[0], None, f"the file that defines {target.current().function}()"
    names = target.current().names
    named = sorted((f for f in (defining or candidates) if PurePosixPath(f.rel).name in names),
                   key=lambda f: (f.rel.count("/"), f.rel))
    if named and (len(named) == 1 or named[0].rel.count("/") < named[1].rel.count("/")):
        return named[0], None, f"named {PurePosixPath(named[0].rel).name}"
    if defining:
        return None, "ambiguous_outline", (f"{where}: {len(defining)} files define {target.current().function}() "
                                           f"({_names([f.rel for f in defining])}); keep exactly one outline.")
    return None, "no_outline", (f"{where}: none of the Python files ({_names([f.rel for f in candidates])}) "
                                f"defines {target.current().function}(); keep one file that defines it, e.g. {target.current().name}.")


def _names(items: list[str]) -> str:
    more = f" and {len(items) - 5} more" if len(items) > 5 else ""
    return ", ".join(items[:5]) + more


@functools.lru_cache(maxsize=4)
def _starter_dump(path: str) -> str | None:
    from pathlib import Path

    tree = syntax_tree(read_small(Path(path)))
    return ast.dump(tree) if tree is not None else None


def starter_path() -> str | None:
    return target.current().starter


def is_unchanged_starter(source: bytes | None, starter: str | None = None) -> bool:
    """Whether `source` is the exercise's starter (same syntax tree: comments and layout aside)."""
    tree = syntax_tree(source)
    starter = starter or starter_path()
    reference = _starter_dump(starter) if starter else None
    return tree is not None and reference is not None and ast.dump(tree) == reference

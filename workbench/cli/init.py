"""`workbench init [PATH]`: write the starter file, which explains the contract in comments."""

from __future__ import annotations

import os
from pathlib import Path

from typing import Optional

import typer

from workbench.cli.common import EXERCISE_HELP, exercise_or_exit, fail, oserror_text


def command(
    raw: Optional[str] = typer.Argument(None, metavar="PATH", help="Where to write the starter file: a file, or "
                                        "a folder to write it into under the exercise's starter name "
                                        "(default: that name, in the current folder)."),
    force: bool = typer.Option(False, "--force", help="Overwrite PATH if it exists."),
    exercise: Optional[str] = typer.Option(None, "--exercise", "-e", help=EXERCISE_HELP),
) -> None:
    """Write a starter file for an exercise (default: the only installed one), explaining its contract."""

    ex = exercise_or_exit(exercise)
    starter = ex.starter
    if starter is None:
        fail(f"exercise {ex.id} has no starter file; see its statement instead.")
    # Taken as text, not Path: Path("new/") drops the slash, and a file named `new` would be written
    # where the user asked for a folder. A folder (existing, or named with a trailing slash) gets the
    # starter under the exercise's starter name.
    if raw is None:
        path = Path(ex.starter_name)
    elif Path(raw).is_dir() or raw.endswith(("/", os.sep)):
        path = Path(raw) / ex.starter_name
    else:
        path = Path(raw)
    if path.is_dir():
        fail(f"{path} is a directory; give a file name, e.g. `workbench init {path / ex.starter_name}`.")
    if path.exists() and not force:
        fail(f"{path} already exists; nothing was written. Use --force to overwrite it, or choose another path.")
    try:
        text = starter.read_text(encoding="utf-8")
    except OSError as exc:
        fail(f"the bundled starter {starter} cannot be read ({exc}); reinstall the package.", code=2)
    from workbench.safefs import UnsafeTarget, write_file

    try:  # --force replaces a file, never writes through a link at PATH
        write_file(path, text, make_parents=True)
    except UnsafeTarget as exc:
        fail(f"cannot write {path}: {exc.strerror}.")
    except OSError as exc:
        fail(f"cannot write {path}: {oserror_text(path, exc)}. Choose a writable path.")
    typer.echo(f"wrote {path}. Fill in {ex.function}(), then run: workbench check {path}")

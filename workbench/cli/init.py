"""`workbench init [PATH]`: write the starter outline, which explains the contract in comments."""

from __future__ import annotations

import os
from pathlib import Path

from typing import Optional

import typer

from workbench.cli.common import EXERCISE_HELP, exercise_or_exit, fail, oserror_text


def command(
    raw: str = typer.Argument("my_outline.py", metavar="PATH", help="Where to write the starter outline."),
    force: bool = typer.Option(False, "--force", help="Overwrite PATH if it exists."),
    exercise: Optional[str] = typer.Option(None, "--exercise", "-e", help=EXERCISE_HELP),
) -> None:
    """Write a starter file for an exercise (default: the only installed one), explaining its contract."""

    # Taken as text, not Path: Path("new/") drops the slash, and a file named `new` would be written
    # where the user asked for a folder.
    path = Path(raw)
    if path.is_dir() or raw.endswith(("/", os.sep)):
        what = "is a directory" if path.is_dir() else "ends with a slash, so it names a folder"
        fail(f"{raw} {what}; give a file name, e.g. `workbench init {path / 'my_outline.py'}`.")
    if path.exists() and not force:
        fail(f"{path} already exists; nothing was written. Use --force to overwrite it, or choose another path.")
    ex = exercise_or_exit(exercise)
    starter = ex.starter
    if starter is None:
        fail(f"exercise {ex.id} has no starter file; see its statement instead.")
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

"""`workbench init [PATH]`: write the starter outline, which explains the contract in comments."""

from __future__ import annotations

from pathlib import Path

import typer

from workbench.cli.common import fail


def command(
    path: Path = typer.Argument(Path("my_outline.py"), help="Where to write the starter outline."),
    force: bool = typer.Option(False, "--force", help="Overwrite PATH if it exists."),
) -> None:
    """Write a starter my_outline.py for the FlashAttention design exercise."""
    from workbench.paths import starter_file

    if path.is_dir():
        fail(f"{path} is a directory; give a file name, e.g. `workbench init {path / 'my_outline.py'}`.")
    if path.exists() and not force:
        fail(f"{path} already exists; nothing was written. Use --force to overwrite it, or choose another path.")
    starter = starter_file()
    try:
        text = starter.read_text(encoding="utf-8")
    except OSError as exc:
        fail(f"the bundled starter {starter} cannot be read ({exc}); reinstall the package.", code=2)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    except OSError as exc:
        fail(f"cannot write {path}: {exc.strerror or exc}. Choose a writable path.")
    typer.echo(f"wrote {path}. Fill in designOutline(), then run: workbench check {path}")

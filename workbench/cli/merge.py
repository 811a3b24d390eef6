"""`workbench merge` (STUB: being implemented)."""

import typer


def command() -> None:
    """Not implemented yet."""
    raise typer.Exit(2)

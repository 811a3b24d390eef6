"""`workbench rubric ...` (STUB: being implemented)."""

import typer

app = typer.Typer(help="Instructor tools for rubrics.", no_args_is_help=True)


@app.command("lint")
def lint(path: str) -> None:
    """Not implemented yet."""
    raise typer.Exit(2)

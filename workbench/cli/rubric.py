"""`workbench rubric lint FILE`: check an instructor's rubric before grading with it."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer

from workbench import exitcodes
from workbench.cli.common import echo_stdout
from workbench.report.render.escape import line, terminal

app = typer.Typer(help="Instructor tools for rubrics.", no_args_is_help=True)


@app.command("lint")
def lint(path: Annotated[Path, typer.Argument(help="Rubric YAML file.", show_default=False)],
         exercise: Annotated[Optional[str], typer.Option(
             "--exercise", "-e", help="The exercise it is for (default: the exercise whose folder holds it, else "
                                      "the one its `exercise:` names, else the default).")] = None) -> None:
    """Validate a rubric: every problem is printed as FILE:LINE: message.

    Exit codes: 0 no problems; 1 problems found (errors that stop the rubric loading, then warnings); 2 the file does not exist or cannot be read.
    """
    from workbench.rubric.load import RubricError, lint_rubric

    if not path.is_file():
        why = ("is a directory; pass the rubric YAML file inside it" if path.is_dir()
               else "is not a regular file; pass a rubric YAML file" if path.exists() else "no such file")
        typer.echo(f"workbench rubric lint: error: {line(str(path))}: {why}.", err=True)
        raise typer.Exit(exitcodes.USAGE)
    from workbench.exercise import ExerciseError, get

    try:
        if exercise is None and (path.parent / "exercise.yaml").is_file():
            exercise = str(path.parent)
        the_exercise = get(exercise) if exercise is not None else None
    except ExerciseError as exc:
        typer.echo(f"workbench rubric lint: error: {terminal(exc.message, newlines=True)}", err=True)
        raise typer.Exit(exitcodes.USAGE) from None
    try:
        problems = lint_rubric(path, exercise=the_exercise)
    except RubricError as exc:
        typer.echo(f"workbench rubric lint: error: {terminal(str(exc), newlines=True)}", err=True)
        raise typer.Exit(exitcodes.USAGE) from None
    except OSError as exc:
        typer.echo(f"workbench rubric lint: error: {line(str(path))}: {exc.strerror or exc}", err=True)
        raise typer.Exit(exitcodes.USAGE) from None
    # The file's own text (ids, patterns) is echoed: one problem per line, controls shown as escapes.
    for problem in problems:
        echo_stdout(line(problem))
    if problems:
        typer.echo(f"{line(str(path))}: {len(problems)} problem(s)", err=True)
        raise typer.Exit(exitcodes.FAILED)
    echo_stdout(f"{line(str(path))}: ok")

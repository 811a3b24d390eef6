"""`workbench explain [CRITERION]`: what a strong answer covers, from the rubric's teaching text."""

from __future__ import annotations

from pathlib import Path
from typing import Optional

import typer

from workbench.cli.common import EXERCISE_HELP, echo_stdout, exercise_or_exit, fail, load_rubric_or_exit
from workbench.report.render.escape import line


def command(
    criterion: Optional[str] = typer.Argument(None, help="A criterion id of the exercise (default: all)."),
    rubric: Optional[Path] = typer.Option(None, "--rubric", help="Rubric YAML (default: the exercise's own)."),
    exercise: Optional[str] = typer.Option(None, "--exercise", "-e", help=EXERCISE_HELP),
    list_: bool = typer.Option(False, "--list", help="List the installed exercises and their criteria."),
) -> None:
    """Explain what each criterion asks for and what a strong answer covers."""
    if list_:
        _list()
        return
    ex = exercise_or_exit(exercise, None, rubric) if exercise or rubric else _by_criterion(criterion)
    rub = load_rubric_or_exit(rubric, ex)
    visible = [c for c in rub.criteria if not c.hidden]
    if criterion is not None:
        wanted = [c for c in visible if c.id.lower() == criterion.lower().replace("_", "")
                  or c.id.lower() == criterion.lower()]
        if not wanted:
            fail(f"unknown criterion '{line(criterion)}'; choose one of: {', '.join(c.id for c in visible)}.")
        visible = wanted
    from workbench.report.render import teaching

    echo_stdout(teaching.render(visible))


def _list() -> None:
    from workbench.exercise import ExerciseError, available, get

    from workbench.report.render import teaching

    try:
        exercises = [get(eid) for eid in available()]
    except ExerciseError as exc:
        fail(exc.message)
    echo_stdout(teaching.render_list(exercises))


def _by_criterion(criterion: str | None):
    """The exercise that has this criterion when exactly one installed exercise has it, else the
    default exercise (workbench.exercise.default)."""
    from workbench.exercise import ExerciseError, available, default, get

    try:
        if criterion is not None:
            want = criterion.lower().replace("_", "")
            having = [e for e in map(get, available()) if any(c.lower() == want for c in e.criteria)]
            if len(having) == 1:
                return having[0]
        return default()
    except ExerciseError as exc:
        fail(exc.message)

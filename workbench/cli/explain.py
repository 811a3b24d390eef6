"""`workbench explain [CRITERION]`: what a strong answer covers, from the rubric's teaching text."""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import Optional

import typer

from workbench.cli.common import EXERCISE_HELP, echo_stdout, exercise_or_exit, fail, load_rubric_or_exit
from workbench.report.render.escape import line, terminal


def _wrap(text: str, indent: str = "  ") -> str:
    """A rubric's teaching text, indented, controls shown as visible escapes (escape.terminal)."""
    return "\n".join(
        textwrap.fill(p, width=96, initial_indent=indent, subsequent_indent=indent)
        for p in terminal(text.strip(), newlines=True).split("\n") if p.strip()
    )


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
    blocks = []
    for c in visible:
        t = c.teaching
        lines = [f"{line(c.id)}: {line(c.title)}", _wrap(t.summary), "", "  A strong answer covers:"]
        lines += [_wrap("- " + p, "    ") for p in t.strong_answer_covers]
        if t.example_phrasings:
            lines += ["", "  Phrasings that would pass:"] + [_wrap(f'"{p}"', "    ") for p in t.example_phrasings]
        if t.weak_examples:
            lines += ["", "  Phrasings that would not:"] + [_wrap(p, "    ") for p in t.weak_examples]
        lines += ["", _wrap("Read: " + c.feedback.reading)]
        blocks.append("\n".join(lines))
    echo_stdout("\n\n".join(blocks))


def _list() -> None:
    from workbench.exercise import ExerciseError, available, get

    lines = []
    try:
        for eid in available():
            ex = get(eid)
            lines.append(f"{line(ex.id)}: {line(ex.title)} ({line(ex.function)}(); criteria: "
                         f"{', '.join(line(c) for c in ex.criteria)})")
    except ExerciseError as exc:
        fail(exc.message)
    echo_stdout("\n".join(lines) or "no exercise is installed")


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

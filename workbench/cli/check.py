"""`workbench check FILE`: grade one learner outline, criterion by criterion.

This path imports neither torch nor triton: loading is AST-or-sandbox, grading
is pure, and evidence is read from a JSON file.
"""

from __future__ import annotations

from enum import Enum
from pathlib import Path
from typing import Optional

import typer

from workbench import exitcodes
from workbench.cli.common import (
    EXERCISE_HELP,
    echo_stdout,
    exercise_or_exit,
    fail,
    limits_problem,
    load_evidence_or_exit,
    load_rubric_or_exit,
    same_file,
    stdout_is_tty,
    try_write_text,
)


class Format(str, Enum):
    text = "text"
    markdown = "markdown"
    json = "json"
    gradescope = "gradescope"
    prairielearn = "prairielearn"


class Isolation(str, Enum):
    auto = "auto"
    bubblewrap = "bubblewrap"
    unshare = "unshare"
    rlimits = "rlimits"


def command(
    path: Path = typer.Argument(..., help="Your answer file (the one `workbench init` wrote)."),
    fmt: Format = typer.Option(Format.text, "--format", "-f", help="Output format."),
    exercise: Optional[str] = typer.Option(None, "--exercise", "-e", help=EXERCISE_HELP),
    rubric: Optional[Path] = typer.Option(None, "--rubric", help="Rubric YAML (default: the exercise's own)."),
    evidence: Optional[Path] = typer.Option(
        None, "--evidence", help="evidence.json to cite (default: the exercise's bundled evidence file, if any)."
    ),
    no_evidence: bool = typer.Option(False, "--no-evidence", help="Do not cite any measured evidence."),
    timeout: float = typer.Option(10.0, "--timeout", help="Seconds the learner's code may run (when it must run)."),
    memory: int = typer.Option(1024, "--memory", help="Memory cap for the learner's code, in MiB."),
    isolation: Isolation = typer.Option(Isolation.auto, "--isolation", help="Sandbox to use for code that must run."),
    output: Optional[Path] = typer.Option(
        None, "--output", "-o", help="Also write the rendered report to this file (e.g. /autograder/results/results.json)."
    ),
    show_hidden: bool = typer.Option(False, "--show-hidden", help="Show criteria the rubric marks hidden."),
    verbose: bool = typer.Option(
        False, "--verbose", "-v",
        help="Text format: also show every recognised phrase, measured evidence, full explanations and reading lists.",
    ),
    no_backstop: bool = typer.Option(
        False, "--no-backstop",
        help="Grade by the rules alone: the learned judge neither passes a criterion the rules failed for "
             "lack of recognition nor calls a rules' pass unsure (the rubric's learned_backstop setting)."),
    explain_decision: bool = typer.Option(
        False, "--explain-decision",
        help="For instructors: after the report, the claims found per entry (polarity, owner, mechanism, "
             "decision, numbers) and which claim decided each criterion (on stderr unless --format text)."),
) -> None:
    """Grade an answer file. Exit 0 passed, 1 failed, 2 usage error, 3 could not be evaluated."""
    problem = limits_problem(timeout, memory)
    if problem:
        fail(problem)
    if output is not None and same_file(output, path):
        # Writing the report over the outline would destroy the learner's work.
        fail(f"--output {output} is the outline being checked; nothing was written. "
             "Choose another file for the report, e.g. --output report.json.")
    if output is not None:
        from workbench.safefs import refuse_link

        linked = refuse_link(output)  # checked again when writing: it may be planted meanwhile
        if linked:
            fail(f"--output {linked} Nothing was graded.")
    from workbench.outline.load import sniff

    ex = exercise_or_exit(exercise, None if exercise else sniff(path), rubric)
    rub = load_rubric_or_exit(rubric, ex)
    ev, ev_source = load_evidence_or_exit(evidence, use_bundled=not no_evidence, exercise=ex)

    import time

    from workbench.checkfile import Settings, check_loaded

    started = time.perf_counter()
    checked = check_loaded(path, Settings(rubric=rub, exercise=ex, evidence=ev, evidence_source=ev_source,
                                          timeout=timeout, memory_mb=memory, isolation=isolation.value,
                                          backstop=False if no_backstop else None))
    report = checked.report
    if not show_hidden and fmt not in (Format.gradescope, Format.prairielearn):
        report = report.visible()  # the LMS renderers mark hidden criteria themselves

    from workbench.report.render import render

    timing = {"execution_time": time.perf_counter() - started} if fmt is Format.gradescope else {}
    text = render(report, fmt.value, color=(fmt is Format.text and stdout_is_tty() and output is None),
                  verbose=verbose, **timing)
    # The file first (it is the result an autograder keeps, and stdout may be a pipe that closes
    # early); the report still reaches stdout when the file cannot be written.
    problem = try_write_text(output, text) if output is not None else None
    echo_stdout(text, nl=False)
    if explain_decision and checked.outline is not None:
        with ex.installed():
            _explain(checked.outline, rub, report, to_stdout=fmt is Format.text)
    if problem:
        fail(problem)
    if report.error is not None:
        raise typer.Exit(exitcodes.NOT_EVALUATED)
    raise typer.Exit(exitcodes.PASSED if report.passed else exitcodes.FAILED)


def _explain(outline, rub, report, to_stdout: bool) -> None:
    """The instructor's view of the decision; learner text escaped for the terminal."""
    from workbench.report.render.escape import terminal
    from workbench.rubric.explain import explain

    text = "\n".join(terminal(line) for line in explain(outline, rub, report)) + "\n"
    if to_stdout:
        echo_stdout(text, nl=False)
    else:
        typer.echo(text, err=True, nl=False)


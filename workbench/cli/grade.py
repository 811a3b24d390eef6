"""`workbench grade SUBMISSIONS --out DIR`: grade a whole class (see docs/instructors.md)."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Annotated, Optional

import typer

from workbench import exitcodes

INTERRUPTED = 130  # Ctrl-C (128 + SIGINT), as `workbench evidence` uses
_ISOLATION = ("auto", "bubblewrap", "unshare", "rlimits")
_FORMATS = ("gradescope", "prairielearn")  # per student: results.json
_GRADEBOOKS = ("canvas",)  # for the class: OUT/canvas.csv


def _criteria(rubric: object) -> list[dict]:
    """The rubric's criteria (id, title, weight, hidden): summary.csv has their columns even in a
    shard where no one could be graded."""
    out = []
    for c in getattr(rubric, "criteria", None) or []:
        cid = getattr(c, "id", None)
        if isinstance(cid, str):
            out.append({"id": cid, "title": getattr(c, "title", "") or "", "weight": getattr(c, "weight", 1.0),
                        "hidden": bool(getattr(c, "hidden", False))})
    return out


def _fail(message: str) -> typer.Exit:
    from workbench.report.render.escape import terminal

    # Messages name submissions (folder and file names a student chose): controls shown as escapes.
    typer.echo(f"workbench grade: error: {terminal(message, newlines=True)}", err=True)
    return typer.Exit(exitcodes.USAGE)


def _exercise(ref: str | None, rubric: Path | None, submissions: Path, layout: str, student: str | None,
              out: Path):
    """--exercise; else the one --rubric or WORKBENCH_EXERCISE names; else the one the submissions'
    function names select (grading/choose.py)."""
    import os

    from workbench.cli.common import exercise_or_exit
    from workbench.exercise.registry import ENV_DEFAULT

    if ref is not None or os.environ.get(ENV_DEFAULT, "").strip():
        return exercise_or_exit(ref, None, rubric)
    if rubric is not None:
        from workbench.cli.common import rubric_exercise

        if rubric_exercise(rubric) is not None:
            return exercise_or_exit(None, None, rubric)
    from workbench.grading.choose import ChoiceError, exercise_for
    from workbench.grading.discover import DiscoveryError
    from workbench.grading.ingest import IngestError

    try:
        return exercise_for(submissions, layout=layout, student=student, exclude=out)
    except (ChoiceError, DiscoveryError, IngestError) as exc:
        raise _fail(str(exc)) from None


def command(
    submissions: Annotated[Path, typer.Argument(
        help="An LMS export (Canvas bulk download, Gradescope submissions export, GitHub Classroom "
             "clone, or a .zip of one), a folder with one .py file or one folder per student, or one "
             "submission (a Gradescope /autograder/submission folder or a single .py file).", show_default=False)],
    out: Annotated[Path, typer.Option("--out", "-o", help="Output folder (created).", show_default=False)],
    exercise: Annotated[Optional[str], typer.Option("--exercise", "-e", help="Exercise id or folder (default: the "
                                                    "one --rubric or WORKBENCH_EXERCISE names, else the one "
                                                    "whose function the submissions define).")] = None,
    rubric: Annotated[Optional[Path], typer.Option(help="Rubric YAML (default: the exercise's own).")] = None,
    evidence: Annotated[Optional[Path], typer.Option(
        help="evidence.json to cite in feedback (default: the bundled evidence file, as in `check`).")] = None,
    no_evidence: Annotated[bool, typer.Option("--no-evidence", help="Do not cite measured evidence.")] = False,
    fmt: Annotated[Optional[list[str]], typer.Option("--format", help="Also write each student's results.json "
                                                     "for gradescope or prairielearn, and/or canvas.csv "
                                                     "(Canvas gradebook import) for canvas; repeat or "
                                                     "separate with commas.")] = None,
    jobs: Annotated[Optional[int], typer.Option("--jobs", "-j", help="Parallel workers (default: CPU cores).")] = None,
    timeout: Annotated[float, typer.Option(help="Seconds one submission may run.")] = 10.0,
    memory: Annotated[int, typer.Option(help="Memory limit per submission, MiB.")] = 1024,
    isolation: Annotated[str, typer.Option(help="auto, bubblewrap, unshare or rlimits.")] = "auto",
    only: Annotated[Optional[str], typer.Option(help="Regrade one student into an existing --out.")] = None,
    shard: Annotated[Optional[str], typer.Option(help="Grade shard I of N (I counts from 1), e.g. 2/4.")] = None,
    layout: Annotated[str, typer.Option(help="auto, canvas, gradescope, classroom, zip, folder (one .py or "
                                             "folder per student) or single (one submission).")] = "auto",
    roster: Annotated[Optional[Path], typer.Option(help="Class roster CSV (Canvas's columns: Student, ID, SIS User "
                                                   "ID, SIS Login ID, Section; or Email, GitHub).")] = None,
    assignment: Annotated[Optional[str], typer.Option(help="Assignment column name in canvas.csv, as in Canvas "
                                                      "(e.g. 'Outline (12345)').")] = None,
    student: Annotated[Optional[str], typer.Option(help="Student id for a single submission.")] = None,
    points: Annotated[float, typer.Option(help="Points the outline is worth in LMS results.json.")] = 100.0,
    similarity: Annotated[float, typer.Option(help="Near-duplicate threshold (Jaccard, 0..1).")] = 0.8,
    overrides: Annotated[Optional[Path], typer.Option(help="CSV of instructor overrides: student, criterion (or "
                                                      "'total'), score (0..1 or N%), comment[, by].")] = None,
    due: Annotated[Optional[str], typer.Option(help="Deadline, ISO 8601 (e.g. 2026-12-01T23:59:00-08:00; no zone "
                                               "means UTC): turns on the late policy.")] = None,
    late_penalty: Annotated[Optional[float], typer.Option(help="Percent of the points deducted per late day "
                                                          "(a part day counts), with --due.")] = None,
    late_cutoff: Annotated[Optional[float], typer.Option(help="Days after --due from which the score is 0.")] = None,
    release: Annotated[str, typer.Option(help="now, or after-publication: students see Gradescope results only "
                                              "once grades are published.")] = "now",
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="No progress bar.")] = False,
) -> None:
    """Grade every submission in SUBMISSIONS and write summaries and per-student feedback to --out.

    Exit codes: 0 the batch completed, whatever the students' results (a student whose step failed is listed as grader_error); 2 usage error (bad option, missing or empty SUBMISSIONS, broken rubric, a bad --overrides file (each problem as FILE:LINE) or --due, unusable --out), or a summary file could not be written (named; everything else is written); 3 the batch completed but nothing could be evaluated because of the grading environment (sandbox or grader failure); 130 interrupted (Ctrl-C): the students graded so far are kept, the summaries are not written. See docs/instructors.md.
    """
    from workbench.grading import pipeline
    from workbench.checkfile import Settings
    from workbench.grading.discover import DiscoveryError
    from workbench.grading.outdir import OutDirError
    from workbench.grading.policy.overrides import OverridesError
    from workbench.grading.shards import ShardError, parse_shard

    asked = [f.strip() for value in (fmt or []) for f in value.split(",") if f.strip()]
    for f in asked:
        if f not in _FORMATS + _GRADEBOOKS:
            raise _fail(f"--format {f}: use gradescope or prairielearn (per student), or canvas (gradebook).")
    per_student = [f for f in asked if f in _FORMATS]
    if len(set(per_student)) > 1:
        raise _fail("--format: choose one of gradescope and prairielearn (each writes results.json).")
    from workbench.grading.ingest import LAYOUTS

    if layout not in LAYOUTS:
        raise _fail(f"--layout {layout}: use one of {', '.join(LAYOUTS)}.")
    if assignment is not None and (not assignment.strip() or len(assignment) > 200):
        raise _fail("--assignment: give the assignment's name as Canvas shows it (1 to 200 characters).")
    roster_rows = None
    if roster is not None:
        from workbench.grading.ingest.roster import RosterError, read as read_roster

        try:
            roster_rows = read_roster(roster)
        except RosterError as exc:
            raise _fail(str(exc)) from None
    if isolation not in _ISOLATION:
        raise _fail(f"--isolation {isolation}: use one of {', '.join(_ISOLATION)}.")
    if jobs is not None and jobs < 1:
        raise _fail("--jobs must be at least 1.")
    from workbench.cli.common import limits_problem

    problem = limits_problem(timeout, memory)
    if problem:
        raise _fail(problem)
    if not (math.isfinite(points) and points > 0):  # NaN would be written into every results.json
        raise _fail(f"--points must be a positive number, got {points}.")
    if not 0.0 < similarity <= 1.0:
        raise _fail("--similarity must be in (0, 1].")
    if student is not None and (student.strip() in ("", ".", "..") or "/" in student or "\\" in student
                                or "\0" in student):
        # The id becomes a folder name under OUT/students: "../x" would write outside --out.
        raise _fail(f"--student {student!r}: give a plain id (a folder name, no '/' or '..'), e.g. --student ann.")
    try:
        the_shard = parse_shard(shard) if shard is not None else None
    except ShardError as exc:
        raise _fail(str(exc)) from None
    from workbench.cli.common import exercise_or_exit, load_evidence_or_exit, load_rubric_or_exit

    from workbench.grading.policy.late import LateError, make_policy
    from workbench.report.render.gradescope import RELEASES

    if release not in RELEASES:
        raise _fail(f"--release {release}: use now or after-publication.")
    try:
        late_policy = make_policy(due, late_penalty, late_cutoff)
    except LateError as exc:
        raise _fail(str(exc)) from None
    the_exercise = _exercise(exercise, rubric, submissions, layout, student, out)
    the_rubric = load_rubric_or_exit(rubric, the_exercise)
    the_overrides = None
    if overrides is not None:
        from workbench.grading.policy.overrides import read as read_overrides

        try:
            the_overrides = read_overrides(overrides, criteria=[c["id"] for c in _criteria(the_rubric)])
        except OverridesError as exc:
            raise _fail(str(exc)) from None
    the_evidence, source = load_evidence_or_exit(evidence, use_bundled=not no_evidence, exercise=the_exercise)
    settings = Settings(rubric=the_rubric, exercise=the_exercise, evidence=the_evidence, evidence_source=source,
                        timeout=timeout, memory_mb=memory, isolation=isolation)
    request = pipeline.Request(submissions=submissions, out=out, settings=settings, jobs=jobs, only=only,
                               shard=the_shard, fmt=per_student[0] if per_student else None, points=points,
                               threshold=similarity, layout=layout, student=student, quiet=quiet,
                               roster=roster_rows, gradebook=tuple(sorted({f for f in asked if f in _GRADEBOOKS})),
                               criteria=_criteria(the_rubric), overrides=the_overrides, late=late_policy,
                               release=release, overrides_file=str(overrides) if overrides is not None else None,
                               **({"assignment": assignment.strip()} if assignment else {}))
    try:
        code = pipeline.run(request)
    except pipeline.Interrupted as exc:
        typer.echo(f"\nworkbench grade: interrupted: {exc.written} of {exc.total} submission(s) were graded "
                   f"and are kept in {out / 'students'}; the summaries were not written. Run the same "
                   "command again to grade the whole class.", err=True)
        raise typer.Exit(INTERRUPTED) from None
    except (pipeline.UsageError, DiscoveryError, OutDirError, pipeline.OutputsIncomplete, OverridesError) as exc:
        raise _fail(str(exc)) from None
    except OSError as exc:
        from workbench.grading.ids import display

        raise _fail(f"cannot write to {display(str(exc.filename or out))} ({exc.strerror or exc}).") from None
    if not quiet:
        typer.echo(f"graded into {out} (summary: {out / 'summary.md'})", err=True)
    raise typer.Exit(code)

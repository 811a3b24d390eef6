"""`workbench grade` end to end: discover, select (shard / --only), grade, write, summarise.

The CLI module only parses options and maps exceptions to exit codes; this module holds
the sequence so that tests and the benchmark can follow it too.
"""

from __future__ import annotations

import sys
from dataclasses import asdict, dataclass
from pathlib import Path

from workbench import exitcodes, safefs
from workbench.grading import outdir, summary
from workbench.grading.batch import Graded, Settings, grade_all, grader_error
from workbench.grading import gradebook
from workbench.grading.ids import display
from workbench.grading.ingest import collect, meta as ingest_meta, roster as ingest_roster
from workbench.grading.shards import Shard
from workbench.grading.similarity import THRESHOLD

# A batch in which every submission failed for one of these reasons points at the grading
# environment (sandbox missing, grader bug), not at the students: exit 3 so CI notices.
GRADER_SIDE = {"sandbox_error", "grader_error"}


class UsageError(Exception):
    """A problem with the command line or the inputs as a whole: exit code 2."""


class OutputsIncomplete(Exception):
    """The batch finished but some summary file could not be written (exit code 2); every other
    file was written. The message names each file and why."""


class Interrupted(Exception):
    """Ctrl-C during grading: the students finished so far are on disk, the summaries are not."""

    def __init__(self, written: int, total: int):
        super().__init__(f"{written} of {total}")
        self.written, self.total = written, total


@dataclass
class Request:
    submissions: Path
    out: Path
    settings: Settings
    jobs: int | None = None
    only: str | None = None
    shard: Shard | None = None
    fmt: str | None = None  # None | "gradescope" | "prairielearn"
    points: float = 100.0
    threshold: float = THRESHOLD
    layout: str = "auto"
    student: str | None = None
    quiet: bool = False
    roster: list | None = None  # ingest.roster.read(--roster): joined to the rows, lists who is missing
    gradebook: tuple[str, ...] = ()  # class-level exports, e.g. ("canvas",)
    assignment: str | None = None  # --assignment; None: the earlier run's, else the exercise's
    criteria: list[dict] | None = None  # the rubric's criteria: summary.csv columns even when none was graded
    overrides: list | None = None  # policy.overrides.read(--overrides)
    late: object | None = None  # policy.late.Policy from --due / --late-penalty / --late-cutoff
    release: str = "now"  # or "after-publication" (--release)
    overrides_file: str | None = None  # as given, for summary.json


def _default_assignment(req: Request) -> dict:
    spec = req.settings.exercise
    return {"default_assignment": spec.assignment} if spec is not None else {}


def _policy_meta(req: Request) -> dict:
    """What summary.json records of the instructor's policy (merge and --only keep it)."""
    return {"release": req.release, "overrides": req.overrides_file,
            "due": req.late.due.isoformat() if req.late is not None else None,
            "late": req.late.describe() if req.late is not None else None}


def _adjust(req: Request, found, graded: Graded, overrides: dict) -> Graded:
    """The instructor's overrides, then the late policy, applied to one student's report."""
    if not overrides.get(graded.student) and req.late is None:
        return graded
    from workbench.grading.policy import adjust, late

    meta = found.meta_for(graded.student)
    lateness = (late.lateness(req.late, found.layout, meta.submitted_at, meta.late)
                if req.late is not None else None)
    graded.report = adjust.apply(graded.report, overrides.get(graded.student, []), req.late, lateness)
    return graded


def _lms(fmt: str | None, graded: Graded, points: float, release: str = "now") -> dict[str, str]:
    if fmt is None:
        return {}
    from workbench.report.render import render

    timing = None if gradebook.reproducible() else graded.wall_s  # Gradescope's execution_time
    return {"results.json": render(graded.report, fmt, total_points=points, execution_time=timing,
                                   release=release)}


class _Progress:
    """A rich progress bar on stderr, only for an interactive terminal."""

    def __init__(self, total: int, enabled: bool):
        self._bar = None
        if enabled and total and sys.stderr.isatty():
            try:  # rich comes with typer; without it, grading simply runs without a bar
                from rich.console import Console
                from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn
            except ImportError:
                return

            self._bar = Progress("grading", BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
                                 console=Console(stderr=True), transient=True)
            self._task = self._bar.add_task("grading", total=total)

    def __enter__(self) -> "_Progress":
        if self._bar:
            self._bar.start()
        return self

    def advance(self) -> None:
        if self._bar:
            self._bar.advance(self._task)

    def stop(self) -> None:
        if self._bar:
            self._bar.stop()
            self._bar = None

    def __exit__(self, *exc: object) -> None:
        self.stop()


def run(req: Request) -> int:
    """Grade and write everything; returns the exit code. Raises UsageError / OutDirError /
    DiscoveryError for the CLI to report (all exit code 2)."""
    found = collect(req.submissions, layout=req.layout, student=req.student, exclude=req.out,
                    exercise=req.settings.exercise)
    with found:  # an unpacked archive is removed when grading ends, however it ends
        if req.roster is not None:
            ingest_roster.join(found, req.roster)
        if req.overrides:
            from workbench.grading.policy.overrides import check_students

            check_students(req.overrides, {s.student for s in found.submissions})  # before grading anyone
        return _run(req, found)


def _run(req: Request, found) -> int:
    subs = found.submissions
    timings: dict[str, float | None] = {}
    shard_label = str(req.shard) if req.shard else None
    if req.shard:
        subs = req.shard.select(subs)
    if req.only is not None:
        if not outdir.is_grade_output(req.out):
            raise UsageError(f"--only needs an existing `workbench grade` output in --out; "
                             f"{req.out} has none. Grade the whole class first.")
        subs = [s for s in subs if s.student == req.only]
        if not subs:
            where = f" in shard {shard_label}" if shard_label else ""
            raise UsageError(f"--only {req.only}: no such student{where} in {req.submissions} "
                             "(ids are file stems or folder names).")
        shard_label = outdir.read_meta(req.out).get("shard")
    outdir.prepare(req.out, keep=req.only is not None)

    from workbench.grading.policy.overrides import by_student

    overrides = by_student(req.overrides or [])
    if req.only is not None and req.overrides is None:  # a regrade keeps the overrides of the run it completes
        overrides = {req.only: _earlier_overrides(req.out, req.only)}
    written = 0
    failed: dict[str, Graded] = {}  # students whose files could not be written: their grader_error
    with _Progress(len(subs), not req.quiet) as bar:
        def done(graded: Graded) -> None:
            nonlocal written
            graded = ingest_meta.relabel(found, graded)
            timings[graded.student] = graded.wall_s
            try:  # adjusting, rendering and writing are this student's steps too: a failure stays theirs
                graded = _adjust(req, found, graded, overrides)
                outdir.write_student(req.out, graded, {
                    **_lms(req.fmt, graded, req.points, req.release),
                    **ingest_meta.files_for(found, graded.student, req.out if req.only else None)})
            except Exception as exc:  # noqa: BLE001 - one student's files must not stop the class
                try:
                    failed[graded.student] = _write_failed(req, graded, exc)
                except Exception as again:  # noqa: BLE001 - even reporting it failed: keep the row
                    failed[graded.student] = Graded(graded.student, grader_error(
                        req.settings.exercise_id, graded.student, graded.student, "write", again))
            written += 1
            bar.advance()

        def finishing(running: int) -> None:
            bar.stop()
            print(f"\nworkbench grade: interrupted; finishing the {running} submission(s) already running "
                  f"(at most {req.settings.timeout:g} s) so that their grades are kept.", file=sys.stderr, flush=True)

        try:
            results = grade_all(subs, req.settings, jobs=req.jobs, on_done=done, on_interrupt=finishing)
        except KeyboardInterrupt:
            # No summaries: a partial summary.csv would pass for the whole class (and a partial
            # shard for a complete one in `merge`). The student files stay; a rerun into the
            # same --out is accepted (outdir.prepare) and regrades everyone.
            raise Interrupted(written, len(subs)) from None
    problems = outdir.remove_stale(req.out, {g.student for g in results}) if req.only is None else []
    for problem in problems:
        _warn(f"could not remove a stale entry of an earlier run: {problem}")

    try:  # the per-student files were written without fsync: flush them once, before the summaries
        safefs.sync_fs(req.out)
    except OSError as exc:
        _warn(f"could not flush {display(str(req.out))} to disk ({exc.strerror or exc})")

    # Summaries are always rebuilt from the files on disk, exactly as `merge` does, so a
    # merged set of shards and an unsharded run cannot drift apart. A student whose files could
    # not be written is summarised from memory, as the grader_error it is.
    records = [r for r in outdir.read_records(req.out, strict=False, exercise=req.settings.exercise_id)
               if r.student not in failed]
    records += [outdir.Record(g.student, g.report, "") for g in failed.values()]
    data = summary.build(records, ignored=[asdict(i) for i in found.ignored], shard=shard_label,
                         threshold=req.threshold)
    prior = outdir.read_meta(req.out) if req.only is not None else {}
    data = gradebook.extend_run(data, req.out, prior=prior, timings=timings, layout=found.layout,
                                missing=[m.model_dump(exclude_none=True) for m in found.missing],
                                points=req.points, criteria=req.criteria or [], formats=req.gradebook,
                                assignment=req.assignment, **_default_assignment(req))
    asked = req.overrides_file is not None or req.late is not None or req.release != "now"
    keep = req.only is not None and not asked and isinstance(prior.get("policy"), dict)
    data["policy"] = prior["policy"] if keep else _policy_meta(req)  # --only keeps the run's policy
    unwritten = summary.write_summaries(req.out, records, data)
    if unwritten:
        raise OutputsIncomplete("the students were graded, but these summary files could not be written: "
                                + "; ".join(unwritten) + ". Fix or remove them and run the command again.")
    for warning in gradebook.write(req.out, data):
        print(f"workbench grade: warning: {warning}", file=sys.stderr, flush=True)

    final = {g.student: g for g in results} | failed
    if final and all(g.report.error is not None and g.report.error.kind in GRADER_SIDE
                     for g in final.values()):
        return exitcodes.NOT_EVALUATED
    return exitcodes.PASSED


def _earlier_overrides(out: Path, student: str) -> list:
    """The overrides recorded in `student`'s report.json by an earlier run ([] when none or unreadable)."""
    import json

    from workbench.grading.policy.overrides import TOTAL, Override
    from workbench.report.model import Report

    try:
        report = Report.model_validate(json.loads(outdir.read_student_files(out, student).get("report.json", b"{}")))
    except Exception:  # noqa: BLE001 - no earlier report (or a broken one): nothing to keep
        return []
    return [Override(student=student, criterion=a.criterion or TOTAL, score=a.after, comment=a.comment,
                     by=a.by, line=0, source="an earlier run") for a in report.adjustments if a.kind == "override"]


def _warn(message: str) -> None:
    print(f"workbench grade: warning: {message}", file=sys.stderr, flush=True)


def _write_failed(req: Request, graded: Graded, exc: Exception) -> Graded:
    """The student's grader_error (step "write"): written in place of their files when possible,
    so that `merge` and `--only` see it too; else their files are removed (no stale grade stays)."""
    shown = graded.report.file or graded.student
    where = display(str(getattr(exc, "filename", None) or (req.out / "students" / graded.student)))
    report = grader_error(req.settings.exercise_id, graded.student, shown, "write",
                          OSError(f"{where}: {getattr(exc, 'strerror', None) or exc}")
                          if isinstance(exc, OSError) else exc, graded.report.file)
    failed = Graded(graded.student, report)
    try:
        outdir.write_student(req.out, failed, {})
    except Exception:  # noqa: BLE001 - the folder itself is unusable: leave nothing stale in it
        outdir.discard_student(req.out, graded.student)
    _warn(f"student {graded.student}: {report.error.message if report.error else ''}")
    return failed

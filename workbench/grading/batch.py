"""Grade many submissions: each one loaded exactly as `check` loads it, then graded.

Learner code only ever runs inside `load_outline`'s sandboxed child processes, so a
thread pool is enough for parallelism: threads mostly wait on those children (the
literal fast path is cheap CPU work). Whatever happens to one submission, including a
bug in the grader itself, becomes that student's report; the batch carries on.
"""

from __future__ import annotations

import concurrent.futures as cf
import os
import time
from dataclasses import dataclass
from typing import Any, Callable, Iterable

from workbench.checkfile import Settings  # noqa: F401 - how each student is loaded and graded (check's too)
from workbench.grading.discover import Submission
from workbench.grading.ids import display
from workbench.report.model import ErrorInfo, Report, error_report


@dataclass
class Graded:
    """One student's outcome: the report, and the outline text (for similarity)."""

    student: str
    report: Report
    outline_json: str | None = None  # the normalised Outline, as JSON
    text: str = ""
    wall_s: float | None = None  # seconds spent grading this student (load + grade)


def _outline_text(outline: Any) -> str:
    return "\n".join(entry.text for _, entry in sorted(outline.entries.items()))


def _loader() -> Callable[..., Any]:
    # Imported on first use, not at module import: nothing happens at import, and the
    # loader and engine are other modules' (tests substitute these two functions).
    from workbench.outline.load import load_outline

    return load_outline


def _grader() -> Callable[..., Report]:
    from workbench.rubric.engine import grade

    return grade


def _unsurrogate(value: Any) -> Any:
    """`value` (a model_dump) with every lone surrogate written as the visible text \\udcXX."""
    if isinstance(value, str):
        return value.encode("utf-8", "backslashreplace").decode("utf-8")
    if isinstance(value, list):
        return [_unsurrogate(v) for v in value]
    if isinstance(value, dict):
        return {_unsurrogate(k): _unsurrogate(v) for k, v in value.items()}
    return value


def serializable(model: Any) -> Any:
    """`model` as it is when it serialises to JSON; else a copy without lone surrogates.

    A lone surrogate (an undecodable byte of a file name, a learner's exception message or
    literal) cannot be encoded as UTF-8: pydantic refuses to serialise it, and the student's
    report would be lost. The escaping of text for each sink is the renderers' business."""
    try:
        model.model_dump_json()
        return model
    except ValueError:  # PydanticSerializationError is a ValueError
        return type(model).model_validate(_unsurrogate(model.model_dump()))


def grader_error(exercise: str, student: str, shown: str, step: str, exc: BaseException,
                 file: str | None = None) -> Report:
    """The report of a student for whom the grader itself failed at `step`."""
    message = (f"{shown}: the grader failed on this submission while {STEPS.get(step, step)} "
               f"({type(exc).__name__}: {display(str(exc))}). This is a bug in workbench or a problem "
               "of the grading machine, not of the submission; the rest of the class was graded.")
    return serializable(error_report(exercise, ErrorInfo(kind="grader_error", message=message, step=step),
                                     "none", file))


# The steps of one student, as grader_error names them (ErrorInfo.step).
STEPS = {"discovery": "looking at the submission", "load": "loading the outline",
         "grade": "grading the outline", "write": "writing the student's files",
         "read": "reading the student's report back"}


def grade_submission(sub: Submission, settings: Settings) -> Graded:
    """Never raises: a failure of the grader becomes a `grader_error` report for this student."""
    file = sub.label if sub.path is not None else None
    step = ["load"]  # which step raised, for grader_error: the loader's, then the grading's
    try:
        if sub.error is not None:
            return Graded(sub.student, serializable(error_report(settings.exercise_id, sub.error, "none", file,
                                                                 title=settings.title)))
        from workbench.checkfile import check_loaded

        load = _loader()

        def loader(*args: Any, **kw: Any) -> Any:
            loaded = load(*args, **kw)
            step[0] = "grade"
            return loaded

        checked = check_loaded(sub.path, settings, file=file, loader=loader, grader=_grader())
        report = checked.report.model_copy(update={"exercise": settings.exercise_id})
        if checked.outline is None:
            return Graded(sub.student, serializable(report))
        outline = serializable(checked.outline)
        from workbench.report.render.json_ import dumps

        return Graded(sub.student, serializable(report), dumps(outline.model_dump(mode="json")).rstrip("\n"),
                      _outline_text(outline))
    except Exception as exc:  # noqa: BLE001 - one student's failure must not stop the class
        return Graded(sub.student, grader_error(settings.exercise_id, sub.student, file or sub.label, step[0], exc, file))


def _timed(sub: Submission, settings: Settings) -> Graded:
    start = time.perf_counter()
    graded = grade_submission(sub, settings)
    graded.wall_s = round(time.perf_counter() - start, 3)
    return graded


def grade_all(submissions: Iterable[Submission], settings: Settings, *, jobs: int | None = None,
              on_done: Callable[[Graded], None] | None = None,
              on_interrupt: Callable[[int], None] | None = None) -> list[Graded]:
    """Grade in parallel; returns results in sorted student order (deterministic outputs).

    `on_done` runs in the calling thread as each student finishes (progress, writing files).
    On Ctrl-C, `on_interrupt(n)` is told how many submissions are still running and will be
    handed to `on_done` before KeyboardInterrupt propagates.
    """
    subs = list(submissions)
    jobs = max(1, jobs or os.cpu_count() or 1)
    results: dict[str, Graded] = {}
    pool = cf.ThreadPoolExecutor(max_workers=min(jobs, max(1, len(subs))))
    futures: list[cf.Future] = []
    handled: set[cf.Future] = set()

    def hand_over(fut: cf.Future) -> None:
        handled.add(fut)
        graded = fut.result()  # grade_submission never raises
        results[graded.student] = graded
        if on_done is not None:
            on_done(graded)

    try:
        futures = [pool.submit(_timed, sub, settings) for sub in subs]
        for fut in cf.as_completed(futures):
            hand_over(fut)
    except KeyboardInterrupt:
        # Ctrl-C: drop the queued students at once (a plain `with` block would grade every one of
        # them, then throw the results away), but keep the ones already running: their sandboxes
        # stop them at the time limit, so the wait is bounded. Another Ctrl-C does not cut the
        # wait short: the interpreter would wait for these threads before exiting anyway.
        pool.shutdown(wait=False, cancel_futures=True)
        running = [f for f in futures if f not in handled and not f.cancelled()]
        if on_interrupt is not None and running:
            on_interrupt(len(running))
        for fut in running:
            while True:
                try:
                    hand_over(fut)  # writing a student again is harmless: files are replaced atomically
                    break
                except KeyboardInterrupt:
                    continue
        raise
    except BaseException:
        pool.shutdown(wait=False, cancel_futures=True)
        raise
    pool.shutdown(wait=True)
    return [results[s] for s in sorted(results)]

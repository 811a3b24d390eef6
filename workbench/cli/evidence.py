"""`workbench evidence [--exercise ID] [--gpu] [--out DIR] [--format json] [--outline FILE]`: run an
exercise's experiments and write evidence.json (+ report.html, report.md) backing its criteria.

Light at import: torch, triton and matplotlib load inside the command only.
"""

from __future__ import annotations

import sys
from enum import Enum
from pathlib import Path
from typing import Optional

import typer

from workbench import exitcodes
from workbench.cli.common import EXERCISE_HELP, echo_stdout, exercise_or_exit, fail, oserror_text
from workbench.report.render.escape import terminal

INTERRUPTED = 130  # Ctrl-C: finished experiments are kept in DIR/evidence.json
RUN_FAILED = 1  # set-up failed before any experiment (e.g. a measured peak faster than the datasheet)


class Format(str, Enum):
    text = "text"
    json = "json"


def _distribution() -> str:
    """The name this package was installed under (for an install hint)."""
    from importlib.metadata import packages_distributions

    try:
        return (packages_distributions().get("workbench") or ["workbench"])[0]
    except Exception:  # noqa: BLE001 - only a hint
        return "workbench"


def _claim_from_outline(path: Path, exercise):
    from workbench.outline.load import load_outline

    module = _experiments_or_exit(exercise)
    if not hasattr(module, "outline_claim"):
        fail(f"exercise {exercise.id} reads nothing from an outline; run without --outline.")
    loaded = load_outline(path, contract=exercise.contract)
    if loaded.error is not None:
        fail(f"cannot read {path}: {loaded.error.message}", exitcodes.NOT_EVALUATED)
    try:
        return module.outline_claim(loaded.outline)
    except ValueError as exc:
        fail(f"{path} {exc}.")


def _experiments_or_exit(exercise):
    from workbench.exercise import ExerciseError
    from workbench.lab.runner import experiments

    try:
        return experiments(exercise)
    except ExerciseError as exc:
        fail(exc.message)


def _write_reports(ev, out: Path, exercise) -> None:
    from workbench.lab import runner

    _experiments_or_exit(exercise)
    try:
        runner.write_reports(ev, out, exercise)
    except OSError as exc:
        fail(f"cannot write the reports into {out}: {exc.strerror or exc}")


def _render_only(path: Path, out: Optional[Path], exercise) -> None:
    from workbench.facts.load import EvidenceError, load_evidence

    if out is None:
        fail("--report-from needs --out DIR for report.html and report.md.")
    try:
        ev = load_evidence(path)
    except EvidenceError as exc:
        fail(str(exc))
    _write_reports(ev, out, exercise)
    typer.echo(f"wrote {out / 'report.html'}, {out / 'report.md'} from {path}")
    raise typer.Exit(exitcodes.PASSED)


def command(
    exercise: Optional[str] = typer.Option(None, "--exercise", "-e", help=EXERCISE_HELP.replace(
        ", or the one whose function the file defines", ", or the one --outline's function names")),
    gpu: bool = typer.Option(False, "--gpu", help="Run the full GPU set (needs CUDA). Default: the CPU set (< 60 s)."),
    out: Optional[Path] = typer.Option(None, "--out", "-o", help="Directory for evidence.json, report.html, report.md."),
    fmt: Format = typer.Option(Format.text, "--format", "-f", help="json prints only the evidence JSON on stdout."),
    outline: Optional[Path] = typer.Option(None, "--outline", help="Also run the kernel at this outline's tile sizes."),
    quick: bool = typer.Option(False, "--quick", hidden=True, help="Smallest sizes (tests)."),
    max_seconds: Optional[float] = typer.Option(
        None, "--max-seconds", help="Skip experiments not started within this many seconds (recorded as skipped)."),
    only: Optional[str] = typer.Option(None, "--only", hidden=True,
                                       help="Comma-separated experiment functions to run (re-measuring a few)."),
    report_from: Optional[Path] = typer.Option(
        None, "--report-from", help="Measure nothing: re-render report.html/report.md from this evidence.json into --out."),
) -> None:
    """Run an exercise's experiments (default: the default exercise); each backs one criterion."""
    if out is not None:
        if out.is_symlink():  # the files inside are written safely; the folder itself must be real
            fail(f"--out {out} is a symbolic link; the grader never writes through a link. Pass the real folder.")
        if out.exists() and not out.is_dir():
            fail(f"--out {out} is a file; give a directory (it will hold evidence.json, report.html, report.md).")
        try:
            out.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            fail(f"cannot create --out directory {out}: {oserror_text(out, exc)}. Choose a writable path.")
    source = None
    if outline is not None:
        from workbench.safefs import read_file

        try:  # only to choose the exercise by its function; the sandboxed loader reads it for real
            source = read_file(outline, 4 << 20)
        except OSError:
            pass  # the loader names the problem
    the_exercise = exercise_or_exit(exercise, source)
    if report_from is not None:
        _render_only(report_from, out, the_exercise)
    _experiments_or_exit(the_exercise)
    try:
        import torch

        if not torch.cuda.is_available():
            # Triton reads TRITON_INTERPRET when it is imported and when kernels are defined: set it first.
            import os

            os.environ.setdefault("TRITON_INTERPRET", "1")
        import triton  # noqa: F401
    except ImportError as exc:
        fail(f"`workbench evidence` needs torch and triton ({exc}). Install them: "
             f"pip install '{_distribution()}[evidence]' (CPU: pip install torch==2.13.0 first).")
    from workbench.lab import runner

    claim = _claim_from_outline(outline, the_exercise) if outline is not None else None
    quiet = fmt is Format.json
    bar = None

    def progress(done: int, total: int, label: str) -> None:
        nonlocal bar
        if quiet:
            return
        if bar is None:
            bar = typer.progressbar(length=total, label="evidence", file=sys.stderr, show_pos=True,
                                    item_show_func=lambda x: x)
            bar.__enter__()
        bar.current_item = label
        bar.update(done - bar.pos)
        if done == total:
            bar.__exit__(None, None, None)

    try:
        ev = runner.run(the_exercise, gpu=gpu, out=out, claim=claim, progress=progress, quick=quick, max_seconds=max_seconds,
                        only=only.split(",") if only else None)
    except runner.NoGPUError as exc:
        fail(f"{exc}. Run `workbench evidence` (CPU set) here, or run --gpu on a CUDA machine.")
    except KeyboardInterrupt:
        where = f"; finished experiments are in {out / 'evidence.json'}" if out else ""
        typer.echo(f"\nworkbench: interrupted{where}", err=True)
        raise typer.Exit(INTERRUPTED)
    except Exception as exc:  # noqa: BLE001 - set-up (device query, peak measurement) failed: no experiment ran
        fail(f"the evidence run could not start: {type(exc).__name__}: {exc}", RUN_FAILED)
    if out is not None:
        _write_reports(ev, out, the_exercise)
    # echo_stdout: a reader that stops early (`| head`) must not turn a finished run into exit 1.
    if quiet:
        import json

        echo_stdout(json.dumps(ev.model_dump(mode="json"), indent=1, ensure_ascii=True))  # ASCII: see load.py
        raise typer.Exit(exitcodes.PASSED)
    for e in ev.experiments:
        mark = "ok " if e.supported else ("ERR" if e.error else "no ")
        echo_stdout(f"[{mark}] {e.criterion:<22} {e.id}: {terminal(e.summary)}")
    if out is not None:
        echo_stdout(f"\nwrote {out / 'evidence.json'}, {out / 'report.html'}, {out / 'report.md'}")
    raise typer.Exit(exitcodes.PASSED)

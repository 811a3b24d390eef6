"""Run an exercise's experiments, one after another, writing evidence.json after each.

The exercise's experiments module (exercise.yaml `experiments`, `workbench.exercise.interface`)
plans the run; this module only runs it. An experiment that crashes becomes a recorded failure
(supported=False, error set); a timing faster than the roofline is such a failure too. Ctrl-C
stops the run but keeps every finished experiment on disk. torch/triton are imported inside
functions.
"""

from __future__ import annotations

import datetime as _dt
import os
import time
import traceback
from pathlib import Path
from typing import Callable

from typing import Any

from workbench.facts.model import Evidence, Experiment

Progress = Callable[[int, int, str], None]  # (done, total, label of what runs next)


class NoGPUError(RuntimeError):
    """--gpu was asked for but torch sees no CUDA device."""


def experiments(exercise):
    """The exercise's experiments module. Raises ExerciseError when it has none."""
    from workbench.exercise import ExerciseError

    if not exercise.spec.experiments:
        raise ExerciseError(f"exercise {exercise.id} has no experiments (exercise.yaml `experiments`); "
                            "there is nothing for `workbench evidence` to measure.")
    return exercise.import_module(exercise.spec.experiments)


def _criterion_of(fn) -> str:
    import sys

    return getattr(sys.modules.get(fn.__module__), "CRITERION", None) or "unknown"


def _crashed(fn, exc: BaseException) -> Experiment:
    from workbench.lab.roofline import PhysicsError

    kind = "faster than physics" if isinstance(exc, PhysicsError) else type(exc).__name__
    tb = traceback.extract_tb(exc.__traceback__)
    where = f" at {Path(tb[-1].filename).name}:{tb[-1].lineno}" if tb else ""
    msg = f"{kind}: {exc}{where}"
    return Experiment(id=f"{fn.__module__.rsplit('.', 1)[-1]}.{fn.__name__}", criterion=_criterion_of(fn),
                      supported=False, summary=f"Not measured: {msg}", error=msg)


def _env_for_kernels(gpu: bool) -> None:
    # Triton reads TRITON_INTERPRET when a kernel is defined (at import of reference_kernels):
    # set it before anything imports them when there is no GPU.
    if not gpu:
        os.environ.setdefault("TRITON_INTERPRET", "1")


def run(exercise, gpu: bool, out: Path | None = None, claim: Any = None, progress: Progress | None = None,
        quick: bool = False, max_seconds: float | None = None, only: list[str] | None = None) -> Evidence:
    """Run `exercise`'s experiments (its `plan(ctx)`); `claim`: its `outline_claim` of --outline."""
    from workbench.facts.load import write_evidence
    from workbench.lab import device, roofline
    from workbench.lab.context import Context

    module = experiments(exercise)
    if gpu and not device.has_cuda():
        raise NoGPUError("--gpu needs a CUDA GPU, and torch sees none on this machine")
    _env_for_kernels(gpu)
    dev = device.describe(gpu)
    ctx = Context(gpu=gpu, device=dev, claim=claim, quick=quick)
    if gpu:
        peaks = device.measure_peaks()
        ctx.roofline = roofline.make(dev["name"], peaks["fp16_matmul_flops"], peaks["copy_bytes_per_s"])
        dev["measured_peaks"] = peaks
        dev["roofline"] = ctx.roofline.as_dict()
    fns = module.plan(ctx)  # may record what it planned in ctx.device (e.g. the learner's tile)
    evidence = Evidence(device=ctx.device, versions=device.versions(),
                        created=_dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"), experiments=[])
    if only:  # re-measure a few experiments (by function name), e.g. after fixing one
        fns = [f for f in fns if f.__name__ in only]
    json_path = out / "evidence.json" if out is not None else None
    start = time.monotonic()
    for i, fn in enumerate(fns):
        if progress:
            progress(i, len(fns), f"{fn.__module__.rsplit('.', 1)[-1]}.{fn.__name__}")
        try:
            if max_seconds is not None and time.monotonic() - start > max_seconds:
                raise TimeoutError(f"skipped: the run's --max-seconds {max_seconds:g} had passed")
            exp = fn(ctx)
        except KeyboardInterrupt:
            if json_path:
                write_evidence(evidence, json_path)
            raise
        except Exception as exc:  # noqa: BLE001 - one broken experiment must not lose the others
            exp = _crashed(fn, exc)
        evidence.experiments.append(exp)
        if json_path:
            write_evidence(evidence, json_path)
    if progress:
        progress(len(fns), len(fns), "done")
    return evidence


def write_reports(evidence: Evidence, out: Path, exercise) -> list[Path]:
    """report.md (+ the PNG plots it links) and report.html (plots embedded) beside evidence.json,
    from the exercise's templates, story and plots."""
    from workbench.report.render import evidence_html, evidence_md
    from workbench.safefs import write_file

    module = experiments(exercise)
    plots = module.plots(evidence)
    templates = Path(module.TEMPLATES)
    story = module.story(evidence, list(plots))
    written = []
    for name, png in plots.items():  # write_file: temp + rename, never through a link
        write_file(out / f"{name}.png", png)
        written.append(out / f"{name}.png")
    write_file(out / "report.md", evidence_md.render(evidence, story, templates))
    write_file(out / "report.html", evidence_html.render(evidence, story, templates, plots))
    return [out / "report.md", out / "report.html", *written]

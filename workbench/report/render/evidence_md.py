"""report.md: the workload trace as markdown (plots referenced as PNG files beside it)."""

from __future__ import annotations

from workbench.evidence.model import Evidence

# Which step each plot illustrates (index into story.steps()).
PLOT_STEPS = {"memory_vs_n": 1, "tile_sweep": 2, "error_vs_scale": 3, "tflops_vs_n": 4}


def env(autoescape: bool):
    """The templates' environment: autoescape on for HTML (markupsafe escapes every value, e.g. an
    experiment summary quoting a learner's `--outline`); for Markdown the `md` / `md_cell` filters
    escape values that may carry such text (report/render/escape.py)."""
    from pathlib import Path

    import jinja2

    from workbench.report.render.escape import md_cell, md_text

    environment = jinja2.Environment(loader=jinja2.FileSystemLoader(Path(__file__).parent / "templates"),
                                     autoescape=autoescape, keep_trailing_newline=True,
                                     undefined=jinja2.StrictUndefined)
    environment.filters.update(md=md_text, md_cell=md_cell)
    return environment


def plots_by_step(names) -> dict[int, list[str]]:
    out: dict[int, list[str]] = {}
    for n in names:
        out.setdefault(PLOT_STEPS.get(n, 4), []).append(n)
    return out


def render(ev: Evidence, plot_names: list[str] | None = None) -> str:
    from workbench.evidence import story
    from workbench.evidence.load import load_anchors

    anchors = None if ev.device.get("kind") == "cuda" else load_anchors()

    return env(False).get_template("report.md.j2").render(
        ev=ev, steps=story.steps(ev, anchors), answer=story.answer(ev), plots_by_step=plots_by_step(plot_names or []))

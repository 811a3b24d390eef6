"""Every renderer, in one place; each a pure function of the result it renders (no I/O).

One report (`render(report, fmt)`): text, markdown, json, gradescope, prairielearn, junit, and
feedback.md (`feedback.render_feedback`). A class (the summary dict of `grading.summary.build`):
summary.csv and canvas.csv (`summary_csv`), summary.md (`summary_md`), summary.html
(`dashboard.page`), junit.xml (`junit.render_class`). An evidence run: report.md / report.html
(`evidence_md`, `evidence_html`, with the exercise's story and templates). Every learner-controlled
string is escaped for its sink by `escape`. Writing files is the callers' (grading/, cli/, lab/).
"""

from __future__ import annotations

import importlib

from workbench.report.model import Report

FORMATS = ("text", "markdown", "json", "gradescope", "prairielearn", "junit")
_MODULES = {"text": "text", "markdown": "markdown", "json": "json_", "gradescope": "gradescope",
            "prairielearn": "prairielearn", "junit": "junit"}


def render(report: Report, fmt: str, **options: object) -> str:
    module = importlib.import_module(f"workbench.report.render.{_MODULES[fmt]}")
    return module.render(report, **options)

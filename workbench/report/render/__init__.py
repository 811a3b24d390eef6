"""One renderer module per format, each a pure function `render(report) -> str`."""

from __future__ import annotations

import importlib

from workbench.report.model import Report

FORMATS = ("text", "markdown", "json", "gradescope", "prairielearn", "junit")
_MODULES = {"text": "text", "markdown": "markdown", "json": "json_", "gradescope": "gradescope",
            "prairielearn": "prairielearn", "junit": "junit"}


def render(report: Report, fmt: str, **options: object) -> str:
    module = importlib.import_module(f"workbench.report.render.{_MODULES[fmt]}")
    return module.render(report, **options)

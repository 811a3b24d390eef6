"""report.html of an evidence run: the exercise's template with the plots embedded as base64 PNGs
(one file to share). Pure: the evidence, the story and the PNG bytes in, text out."""

from __future__ import annotations

import base64
from pathlib import Path

from workbench.facts.model import Evidence


def render(ev: Evidence, story: dict, templates: Path, plots: dict[str, bytes]) -> str:
    from workbench.report.render.evidence_md import env

    encoded = {k: base64.b64encode(v).decode("ascii") for k, v in plots.items()}
    return env(templates, True).get_template("report.html.j2").render(ev=ev, plots=encoded, **story)

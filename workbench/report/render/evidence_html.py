"""report.html: the workload trace with the plots embedded as base64 PNGs (one file to share)."""

from __future__ import annotations

import base64

from workbench.evidence.model import Evidence


def render(ev: Evidence, plots: dict[str, bytes] | None = None) -> str:
    from workbench.evidence import story
    from workbench.evidence.load import load_anchors

    anchors = None if ev.device.get("kind") == "cuda" else load_anchors()
    from workbench.evidence.report_md import env, plots_by_step

    if plots is None:
        from workbench.evidence.plots import make_all

        plots = make_all(ev)
    encoded = {k: base64.b64encode(v).decode("ascii") for k, v in plots.items()}
    return env(True).get_template("report.html.j2").render(
        ev=ev, steps=story.steps(ev, anchors), answer=story.answer(ev), plots=encoded, plots_by_step=plots_by_step(encoded))

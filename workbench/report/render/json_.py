"""`--format json`: exactly one JSON object, the Report model's own serialisation."""

from __future__ import annotations

import json

from workbench.report.model import Report


def render(report: Report, **_: object) -> str:
    return json.dumps(report.model_dump(mode="json"), indent=2, ensure_ascii=False) + "\n"

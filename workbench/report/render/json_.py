"""`--format json`: exactly one JSON object, the Report model's own serialisation.

`dumps` is the one JSON writer of every machine format (this one, Gradescope, PrairieLearn,
report.json, summary.json): serialised once, every non-ASCII character escaped (`\\u201c`; a lone
surrogate becomes `\\ud800`, never an encoding error), and never rewritten afterwards. The
output is ASCII, so no terminal or file encoding can change a byte of it.
"""

from __future__ import annotations

import json
from typing import Any

from workbench.report.model import Report


def dumps(obj: Any) -> str:
    """`obj` as indented, ASCII-only JSON text ending in a newline."""
    return json.dumps(obj, indent=2, ensure_ascii=True) + "\n"


def render(report: Report, **_: object) -> str:
    return dumps(report.model_dump(mode="json"))

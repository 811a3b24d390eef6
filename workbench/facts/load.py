"""Read and write evidence files. Pure pydantic + json: no torch."""

from __future__ import annotations

import json
from pathlib import Path

from pydantic import ValidationError

from workbench.facts.model import Evidence


class EvidenceError(Exception):
    """An evidence file is missing or broken; the message names the file."""


def load_evidence(path: str | Path) -> Evidence:
    """Load an evidence.json or raise EvidenceError naming the file (an exercise's bundled one:
    `Exercise.evidence`)."""
    p = Path(path)
    try:
        raw = p.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise EvidenceError(f"evidence file {p} does not exist") from None
    except IsADirectoryError:
        raise EvidenceError(f"evidence file {p} is a directory; pass the evidence.json inside it") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise EvidenceError(f"cannot read evidence file {p}: {exc}") from None
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise EvidenceError(f"evidence file {p} is not valid JSON (line {exc.lineno}, column {exc.colno}: "
                            f"{exc.msg})") from None
    try:
        return Evidence.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(x) for x in first["loc"]) or "(top level)"
        raise EvidenceError(f"evidence file {p} does not match the evidence schema at {where}: {first['msg']} "
                            f"({exc.error_count()} problem(s))") from None


def write_evidence(evidence: Evidence, path: str | Path) -> None:
    """Write atomically (temp file + rename), so an interrupted run never leaves half a file."""
    from workbench.safefs import write_file

    # ASCII JSON (json, not pydantic's writer): a learner's quote from --outline may carry
    # any character, a lone surrogate included; \uXXXX escapes carry every one.
    text = json.dumps(evidence.model_dump(mode="json"), indent=1, ensure_ascii=True) + "\n"
    write_file(path, text, make_parents=True)  # temp file + rename, never through a link

"""`workbench schema`: the JSON Schemas, exported from the pydantic models themselves."""

from __future__ import annotations

import json
from enum import Enum
from pathlib import Path
from typing import Optional

import typer

from workbench.cli.common import write_text


class Which(str, Enum):
    all = "all"
    outline = "outline"
    report = "report"
    rubric = "rubric"
    evidence = "evidence"
    exercise = "exercise"


def schemas() -> dict[str, dict]:
    from workbench.facts.model import Evidence
    from workbench.exercise.model import ExerciseSpec
    from workbench.outline.model import Outline
    from workbench.report.model import Report
    from workbench.rubric.model import Rubric

    return {
        "outline": Outline.model_json_schema(),
        "report": Report.model_json_schema(),
        "rubric": Rubric.model_json_schema(),
        "evidence": Evidence.model_json_schema(),
        "exercise": ExerciseSpec.model_json_schema(),
    }


def command(
    which: Which = typer.Argument(Which.all, help="Which schema to print."),
    out: Optional[Path] = typer.Option(None, "--out", help="Write <name>.schema.json files into this directory."),
) -> None:
    """Print (or write) the JSON Schemas of outline, report, rubric, evidence and exercise (exercise.yaml)."""
    all_schemas = schemas()
    chosen = all_schemas if which is Which.all else {which.value: all_schemas[which.value]}
    if out is not None:
        for name, schema in chosen.items():
            write_text(out / f"{name}.schema.json", json.dumps(schema, indent=2) + "\n")
            typer.echo(f"wrote {out / f'{name}.schema.json'}")
        return
    doc = chosen[which.value] if which is not Which.all else chosen
    typer.echo(json.dumps(doc, indent=2))

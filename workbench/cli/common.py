"""Helpers shared by commands: user-facing errors, loading rubric and evidence."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import NoReturn

import typer

from workbench import exitcodes


def fail(message: str, code: int = exitcodes.USAGE) -> NoReturn:
    """Print a clear message to stderr (never a traceback) and exit with `code`."""
    typer.echo(f"workbench: error: {message}", err=True)
    raise typer.Exit(code)


def load_rubric_or_exit(path: Path | None):
    from workbench.rubric.load import RubricError, load_rubric

    try:
        return load_rubric(path)
    except RubricError as exc:
        fail(f"{exc}\n  Fix the rubric (try `workbench rubric lint {path or 'FILE'}`) and run again.")


def load_evidence_or_exit(path: Path | None, use_bundled: bool):
    """An explicit --evidence file must load; the bundled one is used quietly when present."""
    from workbench.evidence.load import EvidenceError, load_evidence
    from workbench.paths import bundled_evidence

    if path is not None:
        try:
            return load_evidence(path)
        except EvidenceError as exc:
            fail(f"{exc}\n  Pass a file written by `workbench evidence --out DIR`, or leave out --evidence.")
    if use_bundled and bundled_evidence().exists():
        try:
            return load_evidence(None)
        except EvidenceError as exc:  # a broken bundled file is our bug; grading goes on without it
            typer.echo(f"workbench: warning: bundled evidence ignored: {exc}", err=True)
    return None


def write_text(path: Path, text: str) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    except OSError as exc:
        fail(f"cannot write {path}: {exc.strerror or exc}. Choose a writable path.")


def stdout_is_tty() -> bool:
    return sys.stdout.isatty()

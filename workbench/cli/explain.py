"""`workbench explain [CRITERION]`: what a strong answer covers, from the rubric's teaching text."""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import Optional

import typer

from workbench.cli.common import echo_stdout, fail, load_rubric_or_exit
from workbench.report.render.escape import line, terminal


def _wrap(text: str, indent: str = "  ") -> str:
    """A rubric's teaching text, indented, controls shown as visible escapes (escape.terminal)."""
    return "\n".join(
        textwrap.fill(p, width=96, initial_indent=indent, subsequent_indent=indent)
        for p in terminal(text.strip(), newlines=True).split("\n") if p.strip()
    )


def command(
    criterion: Optional[str] = typer.Argument(
        None, help="memoryTraffic, tiling, numericalStability or failureModeOrTradeOff (default: all)."
    ),
    rubric: Optional[Path] = typer.Option(None, "--rubric", help="Rubric YAML (default: the bundled one)."),
) -> None:
    """Explain what each criterion asks for and what a strong answer covers."""
    rub = load_rubric_or_exit(rubric)
    visible = [c for c in rub.criteria if not c.hidden]
    if criterion is not None:
        wanted = [c for c in visible if c.id.lower() == criterion.lower().replace("_", "")
                  or c.id.lower() == criterion.lower()]
        if not wanted:
            fail(f"unknown criterion '{line(criterion)}'; choose one of: {', '.join(c.id for c in visible)}.")
        visible = wanted
    blocks = []
    for c in visible:
        t = c.teaching
        lines = [f"{line(c.id)}: {line(c.title)}", _wrap(t.summary), "", "  A strong answer covers:"]
        lines += [_wrap("- " + p, "    ") for p in t.strong_answer_covers]
        if t.example_phrasings:
            lines += ["", "  Phrasings that would pass:"] + [_wrap(f'"{p}"', "    ") for p in t.example_phrasings]
        if t.weak_examples:
            lines += ["", "  Phrasings that would not:"] + [_wrap(p, "    ") for p in t.weak_examples]
        lines += ["", _wrap("Read: " + c.feedback.reading)]
        blocks.append("\n".join(lines))
    echo_stdout("\n\n".join(blocks))

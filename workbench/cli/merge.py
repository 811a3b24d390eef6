"""`workbench merge DIR... --out DIR`: combine `grade --shard` outputs into one summary."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer

from workbench import exitcodes
from workbench.report.render.escape import terminal


def command(
    dirs: Annotated[list[Path], typer.Argument(help="Output folders of `workbench grade --shard I/N`.",
                                               show_default=False)],
    out: Annotated[Path, typer.Option("--out", "-o", help="Folder for the merged output.", show_default=False)],
    partial: Annotated[bool, typer.Option(help="Merge even when some shards are missing.")] = False,
    similarity: Annotated[Optional[float], typer.Option(
        help="Near-duplicate threshold (default: the one the shards used).")] = None,
) -> None:
    """Merge shard outputs: students are copied, summaries rebuilt over the whole class.

    Exit codes: 0 merged; 2 refused (not a grade output, a missing shard, the same student with different results in two folders, unusable --out).
    """
    from workbench.grading.merge import merge
    from workbench.grading.outdir import OutDirError
    from workbench.grading.pipeline import UsageError

    if similarity is not None and not 0.0 < similarity <= 1.0:
        typer.echo("workbench merge: error: --similarity must be in (0, 1].", err=True)
        raise typer.Exit(exitcodes.USAGE)
    try:
        code = merge(dirs, out, partial=partial, threshold=similarity)
    except (UsageError, OutDirError) as exc:
        typer.echo(f"workbench merge: error: {terminal(str(exc), newlines=True)}", err=True)
        raise typer.Exit(exitcodes.USAGE) from None
    except OSError as exc:
        typer.echo(f"workbench merge: error: {exc.filename or out}: {exc.strerror or exc}", err=True)
        raise typer.Exit(exitcodes.USAGE) from None
    typer.echo(f"merged {len(dirs)} folder(s) into {out}", err=True)
    raise typer.Exit(code)

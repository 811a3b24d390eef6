"""The typer app, composed from one module per command.

Command modules are imported here, so each must stay light at import: no torch,
no triton (the evidence command imports them inside its function body).
"""

from __future__ import annotations

import typer

from workbench.cli import check, evidence, explain, grade, init, merge, rubric, schema

app = typer.Typer(
    name="workbench",
    help="Workbench: grade design exercises (`workbench explain --list` shows them), and back them with measurements.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)

app.command("check")(check.command)
app.command("init")(init.command)
app.command("explain")(explain.command)
app.command("schema")(schema.command)
app.command("evidence")(evidence.command)
app.command("grade")(grade.command)
app.command("merge")(merge.command)
app.add_typer(rubric.app, name="rubric")


def main() -> None:
    try:
        app()
    except OSError as exc:
        # Last line of defence for a path the operating system refuses before any command could
        # say why (a name too long, a symlink loop, a permission): a message and exit 2, never a
        # traceback. Commands report the errors they expect themselves, with more to go on.
        import sys

        from workbench.exitcodes import USAGE

        where = f"{exc.filename}: " if exc.filename else ""
        print(f"workbench: error: {where}{exc.strerror or exc}. Check the path and try again.", file=sys.stderr)
        sys.exit(USAGE)

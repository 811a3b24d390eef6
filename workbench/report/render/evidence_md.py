"""report.md of an evidence run: the exercise's template (templates/report.md.j2 in its folder)
filled with the evidence and the exercise's story of it. Pure: text in, text out."""

from __future__ import annotations

from pathlib import Path

from workbench.facts.model import Evidence


def env(templates: Path, autoescape: bool):
    """The templates' environment: autoescape on for HTML (markupsafe escapes every value, e.g. an
    experiment summary quoting a learner's `--outline`); for Markdown the `md` / `md_cell` filters
    escape values that may carry such text (report/render/escape.py)."""
    import jinja2

    from workbench.report.render.escape import md_cell, md_text

    environment = jinja2.Environment(loader=jinja2.FileSystemLoader(templates), autoescape=autoescape,
                                     keep_trailing_newline=True, undefined=jinja2.StrictUndefined)
    environment.filters.update(md=md_text, md_cell=md_cell)
    return environment


def render(ev: Evidence, story: dict, templates: Path) -> str:
    """`story`: the template's variables (the exercise's `story(ev, plot_names)`)."""
    return env(templates, False).get_template("report.md.j2").render(ev=ev, **story)

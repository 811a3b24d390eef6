"""`workbench explain`: a rubric's teaching text for the terminal (what a strong answer covers).
Pure: the criteria in, text out; every rubric string shown with controls as visible escapes."""

from __future__ import annotations

import textwrap

from workbench.report.render.escape import line, terminal


def _wrap(text: str, indent: str = "  ") -> str:
    return "\n".join(
        textwrap.fill(p, width=96, initial_indent=indent, subsequent_indent=indent)
        for p in terminal(text.strip(), newlines=True).split("\n") if p.strip()
    )


def render(criteria) -> str:
    """The teaching text of each criterion (rubric.model.Criterion), one block each."""
    blocks = []
    for c in criteria:
        t = c.teaching
        lines = [f"{line(c.id)}: {line(c.title)}", _wrap(t.summary), "", "  A strong answer covers:"]
        lines += [_wrap("- " + p, "    ") for p in t.strong_answer_covers]
        if t.example_phrasings:
            lines += ["", "  Phrasings that would pass:"] + [_wrap(f'"{p}"', "    ") for p in t.example_phrasings]
        if t.weak_examples:
            lines += ["", "  Phrasings that would not:"] + [_wrap(p, "    ") for p in t.weak_examples]
        lines += ["", _wrap("Read: " + c.feedback.reading)]
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


def render_list(exercises) -> str:
    """`explain --list`: each exercise with its function and criteria."""
    return "\n".join(f"{line(ex.id)}: {line(ex.title)} ({line(ex.function)}(); criteria: "
                     f"{', '.join(line(c) for c in ex.criteria)})" for ex in exercises) or "no exercise is installed"

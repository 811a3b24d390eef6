"""Small pure SVG plots for the class dashboard: a column chart and a horizontal bar chart.

Every label is text from the summary (student ids, criterion and misconception ids, error kinds:
learner- or instructor-controlled) and is escaped with escape.html (markupsafe) before it is
placed; numbers are formatted here. The result is a `Markup` the template inserts as is.
"""

from __future__ import annotations

from markupsafe import Markup

from workbench.report.render.escape import html

FONT = "font-family:system-ui,-apple-system,'Segoe UI',sans-serif"
BAR = "#3b6ea5"
BAR_ALT = "#c0504d"
GRID = "#d9dde3"
INK = "#1f2933"
MUTED = "#616e7c"


def _num(x: float) -> str:
    return f"{x:.1f}".rstrip("0").rstrip(".")


def _clip(label: str, n: int) -> str:
    return label if len(label) <= n else label[: n - 1] + "…"


def columns(values: list[int], labels: list[str], *, title: str, width: int = 560, height: int = 240,
            color: str = BAR) -> Markup:
    """A column chart (the score histogram): one column per value, its count above it."""
    left, right, top, bottom = 36, 8, 24, 40
    plot_w, plot_h = width - left - right, height - top - bottom
    tick = max(1, -(-max(values, default=0) // 4))  # whole-number grid lines: 4 steps of `tick`
    biggest = 4 * tick
    step = plot_w / max(1, len(values))
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="100%" '
             f'role="img" aria-label="{html(title)}" style="{FONT};max-width:{width}px">',
             f"<title>{html(title)}</title>"]
    for k in range(5):  # horizontal grid lines with counts
        y = top + plot_h - plot_h * k / 4
        parts.append(f'<line x1="{left}" y1="{_num(y)}" x2="{width - right}" y2="{_num(y)}" stroke="{GRID}"/>')
        parts.append(f'<text x="{left - 6}" y="{_num(y + 4)}" font-size="11" fill="{MUTED}" '
                     f'text-anchor="end">{tick * k}</text>')
    for i, (v, label) in enumerate(zip(values, labels)):
        h = plot_h * v / biggest
        x = left + i * step + step * 0.12
        w = step * 0.76
        y = top + plot_h - h
        parts.append(f'<rect x="{_num(x)}" y="{_num(y)}" width="{_num(w)}" height="{_num(h)}" fill="{color}" rx="2">'
                     f"<title>{html(label)}: {v}</title></rect>")
        if v:
            parts.append(f'<text x="{_num(x + w / 2)}" y="{_num(y - 5)}" font-size="12" fill="{INK}" '
                         f'text-anchor="middle">{v}</text>')
        parts.append(f'<text x="{_num(x + w / 2)}" y="{height - bottom + 16}" font-size="11" fill="{MUTED}" '
                     f'text-anchor="middle">{html(_clip(label, 12))}</text>')
    parts.append("</svg>")
    return Markup("".join(parts))


def bars(items: list[tuple[str, float, str]], *, title: str, maximum: float | None = None, width: int = 560,
         label_width: int = 220, row: int = 28, color: str = BAR) -> Markup:
    """A horizontal bar chart: (label, value, value shown) per row, longest first as given."""
    top, right = 8, 70
    height = top * 2 + row * max(1, len(items))
    biggest = maximum or max((v for _, v, _ in items), default=0) or 1
    plot_w = width - label_width - right
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="100%" '
             f'role="img" aria-label="{html(title)}" style="{FONT};max-width:{width}px">',
             f"<title>{html(title)}</title>"]
    for i, (label, value, shown) in enumerate(items):
        y = top + i * row
        w = plot_w * max(0.0, value) / biggest
        parts.append(f'<text x="{label_width - 8}" y="{y + row / 2 + 4:.0f}" font-size="12" fill="{INK}" '
                     f'text-anchor="end">{html(_clip(label, 32))}<title>{html(label)}</title></text>')
        parts.append(f'<rect x="{label_width}" y="{y + 5}" width="{plot_w}" height="{row - 10}" fill="{GRID}" '
                     'opacity="0.45" rx="2"/>')
        parts.append(f'<rect x="{label_width}" y="{y + 5}" width="{_num(w)}" height="{row - 10}" fill="{color}" rx="2"/>')
        parts.append(f'<text x="{label_width + plot_w + 6}" y="{y + row / 2 + 4:.0f}" font-size="12" '
                     f'fill="{INK}">{html(shown)}</text>')
    if not items:
        parts.append(f'<text x="8" y="{top + row / 2 + 4:.0f}" font-size="12" fill="{MUTED}">nothing to show</text>')
    parts.append("</svg>")
    return Markup("".join(parts))

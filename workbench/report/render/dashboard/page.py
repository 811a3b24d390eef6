"""summary.html from summary.json's dict: the view (pure) and its rendering (jinja, autoescape).

Every string that reaches the page comes from the summary (student ids are folder and file
names, messages quote them, ids come from the rubric) and is escaped by jinja's autoescape
(markupsafe) or, inside the SVG plots, by escape.html. Nothing is fetched: no script, no
stylesheet or font link, no image URL; the page is one file that opens offline.
"""

from __future__ import annotations

import statistics
from collections import Counter
from functools import lru_cache

from workbench.report.render.dashboard import svg

MAX_ROWS = 200  # ungradable submissions and clusters listed on the page (the rest: summary.json)
MAX_MESSAGE = 240


def clusters(pairs: list[dict]) -> list[dict]:
    """Near-duplicate clusters: connected groups of the flagged pairs, largest and most similar first."""
    parent: dict[str, str] = {}

    def find(x: str) -> str:
        parent.setdefault(x, x)
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for p in pairs:
        a, b = find(p["a"]), find(p["b"])
        if a != b:
            parent[max(a, b)] = min(a, b)
    groups: dict[str, dict] = {}
    for p in pairs:
        g = groups.setdefault(find(p["a"]), {"members": set(), "pairs": 0, "max": 0.0})
        g["members"].update((p["a"], p["b"]))
        g["pairs"] += 1
        g["max"] = max(g["max"], p["similarity"])
    out = [{"members": sorted(g["members"]), "pairs": g["pairs"], "max": g["max"]} for g in groups.values()]
    return sorted(out, key=lambda g: (-len(g["members"]), -g["max"], g["members"]))


def _first_line(text: str) -> str:
    first = (text or "").strip().splitlines()[0] if (text or "").strip() else ""
    return first if len(first) <= MAX_MESSAGE else first[: MAX_MESSAGE - 1] + "…"


def view(summary: dict) -> dict:
    """Everything the template shows, computed from the summary (pure)."""
    c = summary["counts"]
    scores = [s["score"] for s in summary["students"] if s["status"] == "graded"]
    hist = summary["histogram"]
    labels = [f"{b['from']}–{b['to']}" for b in hist]
    criteria = [(f"{k.get('title') or k['id']}" + (" (hidden)" if k.get("hidden") else ""),
                 k["pass_rate"] or 0.0, "n/a" if k["pass_rate"] is None else f"{100 * k['pass_rate']:.0f}%")
                for k in summary["criteria"]]
    mis = summary["misconceptions"][:10]
    kinds = Counter(e["kind"] for e in summary["not_evaluated"])
    sim = summary["similarity"]
    groups = clusters(sim["pairs"])
    changed = [s for s in summary["students"] if s.get("adjustments")]
    return {
        "title": "Grading summary" + (f" (shard {summary['shard']})" if summary.get("shard") else ""),
        "exercise": summary.get("exercise") if isinstance(summary.get("exercise"), str) else None,
        "version": summary.get("version") or "",  # no timestamp: the page is byte-identical for the same inputs
        "cards": [("students", c["students"]), ("graded", c["graded"]), ("passed every criterion", c["passed"]),
                  ("could not be evaluated", c["not_evaluated"]),
                  ("median score", f"{100 * statistics.median(scores):.0f}%" if scores else "n/a"),
                  ("mean score", f"{100 * statistics.fmean(scores):.0f}%" if scores else "n/a")],
        "histogram": svg.columns([b["count"] for b in hist], labels, title="Score distribution (percent)"),
        "criteria": svg.bars(criteria, title="Pass rate per criterion", maximum=1.0),
        "criteria_rows": summary["criteria"],
        "misconceptions": svg.bars([(m["id"], m["count"], str(m["count"])) for m in mis],
                                   title="Most common misconceptions", color=svg.BAR_ALT) if mis else None,
        "misconception_rows": mis,
        "kinds": svg.bars([(k, n, str(n)) for k, n in kinds.most_common()], title="Ungradable submissions by reason",
                          color=svg.BAR_ALT) if kinds else None,
        "ungradable": [{"student": e["student"], "kind": e["kind"], "message": _first_line(e["message"])}
                       for e in summary["not_evaluated"][:MAX_ROWS]],
        "ungradable_more": max(0, len(summary["not_evaluated"]) - MAX_ROWS),
        "similarity": {"measure": sim["measure"], "threshold": sim["threshold"], "total": sim["total_pairs"]},
        "clusters": groups[:MAX_ROWS],
        "clusters_more": max(0, len(groups) - MAX_ROWS),
        "changed": len(changed),
        "missing": len(summary.get("missing") or []),
        "release": (summary.get("policy") or {}).get("release"),
    }


@lru_cache(maxsize=1)
def _template():
    from jinja2 import Environment, PackageLoader, StrictUndefined

    from markupsafe import Markup

    from workbench.report.render.escape import html

    # finalize: every plain string goes through escape.html (controls shown as visible escapes, then
    # markupsafe's escaping); the SVG plots are Markup already, built from escaped labels.
    env = Environment(loader=PackageLoader("workbench.report.render.dashboard", "templates"), autoescape=True,
                      undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True,
                      finalize=lambda x: html(x) if isinstance(x, str) and not isinstance(x, Markup) else x)
    return env.get_template("summary.html.j2")


def render_html(summary: dict) -> str:
    return _template().render(v=view(summary))

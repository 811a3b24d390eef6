"""Issue 9, class 6: learner text reaching every sink (and class 1 for the machine formats).

Learner-controlled strings (entry keys and values that end up quoted in feedback, file and folder
names, student ids, notes, exception messages) are fed through every renderer, as named hostile
cases and as arbitrary Unicode from hypothesis (lone surrogates, C0/C1 controls, bidi controls,
Markdown/HTML metacharacters, CSV formula prefixes). What must hold at each sink:

* json / gradescope / prairielearn: `json.loads` parses it, the parsed verdict is the Report's,
  the text is ASCII;
* JUnit: xml.etree parses it with the report's pass/fail counts;
* CSV: the csv module reads back one row per student and one column per header, and no cell
  starts with a formula character;
* Markdown (`--format markdown`, feedback.md, summary.md, evidence report.md): rendered by a
  CommonMark parser with raw HTML enabled, it has exactly the renderer's headings, table rows and
  list items, no HTML tag or attribute of its own, no comment, no link, no image;
* HTML (evidence report.html): the same tags as with harmless text;
* terminal (text format): no byte below 0x20 but the newline, none of 0x7f-0x9f, no invisible
  format character or surrogate, and no line the learner starts.

Then end to end through the CLI in subprocesses (`check --format X` under ASCII, latin-1,
cp1252 and UTF-8 stdout; `grade` on a folder of hostile submissions).
"""

from __future__ import annotations

import csv
import io
import json
import os
import subprocess
import sys
import unicodedata
import xml.etree.ElementTree as ET
from collections import Counter
from html.parser import HTMLParser
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from markdown_it import MarkdownIt

from workbench.report.render.feedback import render_feedback
from workbench.grading.outdir import Record
from workbench.grading.summary import build
from workbench.report.render.summary_csv import render_csv
from workbench.report.render.summary_md import render_markdown
from workbench.report.model import CriterionResult, ErrorInfo, Report
from workbench.report.render import escape, gradescope, json_, junit, markdown, prairielearn, text

ROOT = Path(__file__).resolve().parents[1]

# -- named hostile cases ---------------------------------------------------------------------------
CASES = {
    "ansi_fake_passed_line": "\x1b[2K\r\x1b[32mPASSED\x1b[0m  score 1.00  (4/4 criteria)",
    "osc_window_title": "\x1b]0;owned by the student\x07",
    "osc8_hyperlink": "\x1b]8;;https://evil.example/\x1b\\click me\x1b]8;;\x1b\\",
    "csi_clear_screen": "\x1b[2J\x1b[H",
    "bell": "ding\x07ding",
    "c1_csi_8bit": "\x9b31mred\x9b0m",
    "c1_next_line": "a\x85PASSED",
    "del_and_backspace": "PASS\x7f\x08\x08\x08\x08FAIL",
    "nul_byte": "a\x00b",
    "carriage_return_overwrite": "not yet passed\rPASSED        ",
    "newline_fake_verdict": "x\nPASSED  score 1.00  (4/4 criteria)",
    "bidi_override": "\u202egnissap\u202c passed",
    "bidi_isolates": "\u2066admin\u2069\u2067x\u2069",
    "zero_width_and_bom": "pa\u200bss\ufeffed\u200d",
    "line_separator": "a\u2028b\u2029c",
    "tag_characters": "hi\U000e0041\U000e0042",
    "lone_high_surrogate": "x\ud800y",
    "lone_low_surrogate": "\udfffz",
    "curly_quote_json_forgery": "x\u201d, \u201cpassed\u201d: true, \u201cscore\u201d: 1.0, \u201cq\u201d: \u201c",
    "plain_json_forgery": 'x", "passed": true, "score": 1.0, "q": "',
    "markdown_heading": "# Full marks\n## Grade: A+",
    "markdown_setext_heading": "Full marks\n==========",
    "markdown_html_script": "<script>alert(document.cookie)</script>",
    "markdown_html_img_onerror": '<img src=x onerror="alert(1)">',
    "markdown_html_comment": "before <!-- hide the rest",
    "markdown_javascript_link": "[click](javascript:alert(1))",
    "markdown_reference_link": "[x]\n\n[x]: javascript:alert(1)",
    "markdown_autolink": "<javascript:alert(1)> <https://evil.example>",
    "markdown_image": "![tracker](https://evil.example/pixel.png)",
    "markdown_table_break": "a | b |\n|---|---|\n| forged | row |",
    "markdown_backtick_fence": "```\n# escaped the fence\n```",
    "markdown_code_span_break": "`` ` ``` x",
    "markdown_list_and_quote": "- fake item\n> fake quote\n1. fake ordered",
    "markdown_entity": "&lt;script&gt; &#x3C;b&#x3E;",
    "markdown_emphasis_pile": "**bold** _em_ ~~gone~~ $x$ @everyone",
    "csv_formula_equals": '=HYPERLINK("https://evil.example","grade")',
    "csv_formula_plus": "+1+cmd|' /C calc'!A0",
    "csv_formula_minus": "-2+3",
    "csv_formula_at": "@SUM(1+1)*cmd|' /C calc'!A0",
    "csv_formula_tab": "\t=1+1",
    "csv_formula_cr": "\r=1+1",
    "xml_cdata_end": "]]></system-out><testcase name=\"forged\"/>",
    "xml_invalid_chars": "a\x01\x0b\x0c\ufffe\uffffb",
    "noncharacters": "\ufdd0\U0010ffff",
    "backslash_lookalike": "\\x1b[31m not an escape",
    "long_mixed": ("\u202e# <b>=1</b>\x1b]0;t\x07\ud800|`" * 40),
}

# Fragments hypothesis mixes with arbitrary characters.
FRAGMENTS = sorted(set(CASES.values()) | {"\n", "\r", "\t", "#", "|", "`", "<", ">", "&", "[", "]", "(", ")", "!",
                                          "=", "+", "-", "@", "\u201c", "\u201d", '"', "'", "\\", "*", "_", "~"})
ANY_CHAR = st.characters(exclude_categories=())  # every code point, lone surrogates included
HOSTILE = st.lists(st.one_of(st.sampled_from(FRAGMENTS), st.text(ANY_CHAR, max_size=6)), max_size=5).map("".join)
NONEMPTY = HOSTILE.filter(bool)

SETTINGS = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def crit(s: str, i: int = 0, passed: bool = False) -> CriterionResult:
    return CriterionResult(id=f"{s}{i}", title=s, passed=passed, score=1.0 if passed else 0.25, weight=0.5,
                           feedback=f"Recognised \u201c{s}\u201d. {s}", matched=[s, f"{s}!"], concepts=[s],
                           misconceptions=[s], reading=f"Read {s}", evidence=[s])


def everywhere(s: str, *, error: bool = False) -> Report:
    """A report with `s` in every learner-reachable field."""
    if error:
        return Report(exercise="flashattention", passed=False, score=0.0, sandbox="bubblewrap", file=s,
                      error=ErrorInfo(kind="raised", message=f"{s}\n  raised ValueError: {s}", detail=s),
                      notes=[s])
    return Report(exercise="flashattention", passed=False, score=0.5, sandbox="ast", file=s, notes=[s, s],
                  criteria=[crit(s, 0, True), crit(s, 1, False)], evidence_source=s)


@st.composite
def reports(draw) -> Report:
    if draw(st.booleans()) and draw(st.booleans()):  # a quarter: could not be evaluated
        return Report(exercise="flashattention", passed=False, score=0.0, sandbox=draw(HOSTILE),
                      file=draw(st.none() | HOSTILE), notes=draw(st.lists(HOSTILE, max_size=2)),
                      error=ErrorInfo(kind=draw(HOSTILE), message=draw(HOSTILE), detail=draw(st.none() | HOSTILE)))
    n = draw(st.integers(1, 4))
    criteria = [CriterionResult(
        id=draw(HOSTILE), title=draw(HOSTILE), passed=draw(st.booleans()), score=draw(st.floats(0, 1)),
        weight=draw(st.floats(0.1, 1)), hidden=draw(st.booleans()), feedback=draw(HOSTILE),
        matched=draw(st.lists(HOSTILE, max_size=3)), concepts=draw(st.lists(HOSTILE, max_size=2)),
        misconceptions=draw(st.lists(HOSTILE, max_size=2)), reading=draw(st.none() | HOSTILE),
        evidence=draw(st.lists(HOSTILE, max_size=2))) for _ in range(n)]
    return Report(exercise="flashattention", passed=draw(st.booleans()), score=draw(st.floats(0, 1)),
                  criteria=criteria, sandbox=draw(HOSTILE), file=draw(st.none() | HOSTILE),
                  notes=draw(st.lists(HOSTILE, max_size=3)), evidence_source=draw(st.none() | HOSTILE))


# -- what each sink must satisfy ---------------------------------------------------------------

def check_json(report: Report) -> None:
    out = json_.render(report)
    assert out.isascii()
    data = json.loads(out)
    assert (data["passed"], data["score"]) == (report.passed, report.score)
    assert Report.model_validate(data) == report  # every string survives, surrogates included


def check_gradescope(report: Report) -> None:
    out = gradescope.render(report)
    assert out.isascii()
    data = json.loads(out)
    assert data == gradescope.results(report)  # exactly the object built, nothing injected
    worth = gradescope.max_points(report, gradescope.DEFAULT_POINTS)
    expected = 0.0 if report.error else round(sum(round(c.score * worth[c.id], 4) for c in report.criteria), 4)
    assert data["score"] == expected
    # one test per criterion, then (when hidden criteria have points) the visible "Other criteria" line
    assert [t["status"] == "passed" for t in data["tests"][:len(report.criteria)]] == [c.passed for c in report.criteria]
    assert len(data["tests"]) - len(report.criteria) in (0, 1)
    assert data["output_format"] == data["test_output_format"] == data["test_name_format"] == "text"
    for t in data["tests"]:
        assert t["output_format"] == "text"
    for field in [data["output"]] + [t["output"] for t in data["tests"]] + [t["name"] for t in data["tests"]]:
        check_plain_text(field)


def check_prairielearn(report: Report) -> None:
    out = prairielearn.render(report)
    assert out.isascii()
    data = json.loads(out)
    assert data == prairielearn.results(report)
    assert data["gradable"] is (report.error is None)
    assert data["score"] == (0.0 if report.error else round(report.score, 6))
    for field in [data["message"], data["output"]] + [t["output"] for t in data["tests"]]:
        check_plain_text(field)


def check_junit_text(out: str, reports_: list[Report], include_hidden: bool) -> None:
    assert out.isascii()
    root = ET.fromstring(out.encode("ascii"))
    suites = root.findall("testsuite")
    assert len(suites) == len(reports_)
    for suite, report in zip(suites, reports_):
        shown = [c for c in report.criteria if include_hidden or not c.hidden]
        cases = suite.findall("testcase")
        if report.error is not None:
            assert (suite.get("tests"), suite.get("errors"), suite.get("failures")) == ("1", "1", "0")
        else:
            assert len(cases) == int(suite.get("tests")) == len(shown)
            assert int(suite.get("failures")) == sum(not c.passed for c in shown)
            assert [c.find("failure") is None for c in cases] == [c.passed for c in shown]


def check_plain_text(out: str, multiline: bool = True) -> None:
    """No control (but newline), no DEL/C1, no invisible format character, no lone surrogate."""
    for ch in out:
        cp = ord(ch)
        assert ch == "\n" and multiline or cp >= 0x20, repr(ch)
        assert not 0x7F <= cp <= 0x9F, repr(ch)
        assert unicodedata.category(ch) not in ("Cf", "Cs", "Zl", "Zp"), repr(ch)


TEXT_LINE_STARTS = ("Design check (", "isolation: ", "NOT EVALUATED (", "PASS  ", "FAIL  ",
                    "note:", "PASSED  score ", "NOT YET PASSED  score ", " ")


def check_text(report: Report) -> None:
    out = text.render(report, color=False)
    check_plain_text(out)
    for row in out.split("\n"):  # every line is the renderer's: learner text only ever continues one
        assert row == "" or row.startswith(TEXT_LINE_STARTS), repr(row)
    verdicts = [row for row in out.split("\n") if row.startswith(("PASSED", "NOT YET PASSED"))]
    assert len(verdicts) == (0 if report.error else 1)
    assert verdicts == [] or verdicts[0].startswith("PASSED") == report.passed
    assert escape.encode(out, "ascii").isascii()  # any terminal: never an encoding error


MD = MarkdownIt("commonmark", {"html": True}).enable(["table", "strikethrough"])
MD_TAGS = {"p", "h1", "h2", "h3", "table", "thead", "tbody", "tr", "th", "td", "code", "pre", "strong", "em",
           "ul", "li", "blockquote", "br"}


class Tags(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: Counter[str] = Counter()
        self.attrs: list[tuple[str, str | None]] = []
        self.comments = 0
        self.declarations = 0

    def handle_starttag(self, tag, attrs):
        self.tags[tag] += 1
        self.attrs += attrs

    def handle_comment(self, data):
        self.comments += 1

    def handle_decl(self, decl):
        self.declarations += 1

    def unknown_decl(self, data):
        self.declarations += 1

    def handle_pi(self, data):
        self.declarations += 1


def html_tags(html_text: str) -> Tags:
    parser = Tags()
    parser.feed(html_text)
    parser.close()
    return parser


def check_markdown_html(md_text: str, links: int = 0, **expected: int) -> Tags:
    """Render Markdown as a CommonMark renderer with raw HTML on would, and check its structure.
    `links`: how many links the renderer itself writes (feedback.md's link to report.md)."""
    tags = html_tags(MD.render(md_text))
    assert set(tags.tags) <= MD_TAGS | ({"a"} if links else set()), tags.tags
    assert tags.tags["a"] == links, tags.tags
    assert tags.comments == 0 and tags.declarations == 0
    for name, value in tags.attrs:  # a table cell's alignment, a fence's language, our own link
        assert (name, value) in {("style", "text-align:right"), ("class", "language-text"),
                                 ("href", "report.md")}, (name, value)
    for tag, count in expected.items():
        assert tags.tags[tag] == count, (tag, tags.tags[tag], count, md_text)
    return tags


def check_markdown(report: Report) -> None:
    out = markdown.render(report)
    check_plain_text(out)
    n = len(report.criteria)
    check_markdown_html(out, h1=0, h2=1, h3=n, tr=(n + 1 if n else 0),
                        li=sum(len(c.evidence) for c in report.criteria),
                        blockquote=1 if report.notes else 0)


def check_feedback(report: Report, student: str) -> None:
    out = render_feedback(report, student)
    check_plain_text(out)
    visible = report.visible()
    n = 0 if visible.error else len(visible.criteria)
    notes = bool(visible.notes) and visible.error is None
    evidence = visible.error is None and any(c.evidence for c in visible.criteria)  # once, summarised
    check_markdown_html(out, links=0 if visible.error else 1, h1=1, h2=n + notes + evidence, h3=0, tr=0,
                        li=len(visible.notes) if notes else 0)


def check_class(students: list[str], reps: list[Report]) -> None:
    records = [Record(s, r, "") for s, r in zip(students, reps)]
    summary = build(records, ignored=[], generated="2026-01-01T00:00:00+00:00")
    # summary.json
    out = json_.dumps(summary)
    assert out.isascii() and json.loads(out) == summary
    # summary.csv
    rows = list(csv.reader(io.StringIO(render_csv(summary), newline="")))
    assert len(rows) == 1 + len(records)
    assert {len(r) for r in rows} == {len(rows[0])}
    for row in rows:
        for cell in row:
            assert not cell.startswith(escape.FORMULA_PREFIXES), repr(cell)
    # junit.xml (instructor view: hidden criteria included)
    in_order = [r.report for r in sorted(records, key=lambda r: r.student)]  # junit's suite order
    check_junit_text(junit.render_class([(r.student, r.report) for r in records]), in_order, include_hidden=True)
    # summary.md
    md = render_markdown(summary)
    check_plain_text(md)
    c = summary
    tables = (1 + len(c["criteria"])) + (1 + min(10, len(c["misconceptions"])) if c["misconceptions"] else 0) \
        + (1 + len(c["not_evaluated"]) if c["not_evaluated"] else 0)
    check_markdown_html(md, h1=1, h2=5, h3=0, tr=tables, li=0)


def check_every_renderer(report: Report, student: str) -> None:
    check_json(report)
    check_gradescope(report)
    check_prairielearn(report)
    check_junit_text(junit.render(report), [report], include_hidden=False)
    check_text(report)
    check_markdown(report)
    check_feedback(report, student)


# -- named cases -----------------------------------------------------------------------------------

@pytest.mark.parametrize("name", sorted(CASES))
def test_named_case_through_every_renderer(name):
    s = CASES[name]
    for report in (everywhere(s), everywhere(s, error=True)):
        check_every_renderer(report, student=s)
    check_class([s, s + "2", "ok"], [everywhere(s), everywhere(s, error=True), everywhere("fine")])


def test_the_named_cases_are_at_least_thirty():
    assert len(CASES) >= 30


@pytest.mark.parametrize("name", ["ansi_fake_passed_line", "newline_fake_verdict", "carriage_return_overwrite",
                                  "c1_next_line", "line_separator"])
def test_a_note_cannot_print_a_verdict_line(name):
    out = text.render(everywhere(CASES[name]), color=False)
    assert [row for row in out.split("\n") if row.startswith("PASSED")] == []
    assert out.rstrip("\n").split("\n")[-1].startswith("NOT YET PASSED")


def test_csv_neutralises_each_formula_prefix():
    for name in ("csv_formula_equals", "csv_formula_plus", "csv_formula_minus", "csv_formula_at",
                 "csv_formula_tab", "csv_formula_cr"):
        cell = escape.csv_cell(CASES[name])
        assert cell.startswith("'") or not cell.startswith(escape.FORMULA_PREFIXES), name
    assert escape.csv_cell("=1") == "'=1" and escape.csv_cell("alice") == "alice"


def test_markdown_code_span_fence_outgrows_any_backtick_run():
    for s in ("`", "``", "a```b", "````", "x`"):
        span = escape.md_code(s)
        tokens = MD.parseInline(span)[0].children
        assert [t.type for t in tokens] == ["code_inline"] and tokens[0].content == s


def test_markdown_fenced_block_cannot_be_closed_from_inside():
    md = "\n".join(escape.md_fence("```\n# heading\n````\n<script>x</script>")) + "after"
    tags = check_markdown_html(md, pre=1, h1=0)
    assert tags.tags["p"] == 1  # only "after", outside the fence


def test_escape_classes_agree_with_the_unicode_database():
    """escape.terminal's class is every Cc/Cf/Cs/Zl/Zp character and noncharacter (newline aside),
    checked over every code point against this Python's unicodedata; anything more it escapes is
    unassigned here (a format character of a newer Unicode version)."""
    pattern = escape._UNSAFE
    for cp in range(0x110000):
        ch = chr(cp)
        cat = unicodedata.category(ch)
        must = (cat in ("Cc", "Cf", "Cs", "Zl", "Zp") or 0xFDD0 <= cp <= 0xFDEF or cp & 0xFFFE == 0xFFFE) and ch != "\n"
        if must:
            assert pattern.fullmatch(ch), hex(cp)
        elif pattern.fullmatch(ch):
            assert cat == "Cn", hex(cp)


def test_encode_never_raises_and_keeps_ascii_unchanged():
    for enc in ("ascii", "latin-1", "cp1252", "utf-8", "utf-16", "no-such-codec"):
        data = escape.encode("\u201cq\u201d \ud800 \u2705 \u4e2d", enc)
        assert isinstance(data, bytes)
    assert escape.encode("\u201cq\u201d \u2705", "ascii") == b'"q" [ok]'
    assert escape.encode("\ud800", "utf-8") == b"\\ud800"
    ascii_json = json_.dumps({"k": "\u201c\ud800"})
    assert escape.encode(ascii_json, "cp1252") == ascii_json.encode("ascii")


# -- property-based: arbitrary Unicode through every renderer ----------------------------------

@SETTINGS
@given(report=reports(), student=HOSTILE)
def test_any_report_through_every_renderer(report, student):
    check_every_renderer(report, student)


@SETTINGS
@given(reps=st.lists(reports(), min_size=1, max_size=4), names=st.lists(HOSTILE, min_size=4, max_size=4, unique=True))
def test_any_class_through_the_summaries(reps, names):
    check_class(names[:len(reps)], reps)


@SETTINGS
@given(s=HOSTILE)
def test_any_text_through_each_escaper(s):
    check_plain_text(escape.terminal(s), multiline=False)
    check_plain_text(escape.terminal(s, newlines=True))
    assert "\n" not in escape.line(s)
    cell = escape.csv_cell(s)
    assert not cell.startswith(escape.FORMULA_PREFIXES) or cell.startswith("'")
    assert not escape.csv_cell(s).startswith(escape.FORMULA_PREFIXES[:4])
    safe = str(escape.html(escape.xml_text(s)))
    ET.fromstring(f'<a b="{safe}">{safe}</a>'.encode())  # well-formed as element text and attribute
    assert "<" not in str(escape.html(s)) and '"' not in str(escape.html(s))
    # Markdown prose is one paragraph of text; a code span is one code span showing the text.
    tags = check_markdown_html(escape.md_text(s) + " end", h1=0, h2=0, h3=0, li=0, blockquote=0, pre=0, tr=0)
    assert tags.tags["p"] == 1
    span = MD.parseInline(escape.md_code(s))[0].children
    assert [t.type for t in span] == ["code_inline"] and span[0].content == (escape.terminal(s) or " ")


# -- evidence reports (the --outline path puts learner-derived text in experiment summaries) ----

@pytest.fixture(scope="module")
def bundled_evidence():
    from workbench.exercise import get
    from workbench.facts.load import load_evidence

    return load_evidence(get("flashattention").evidence)


def _with_summaries(ev, s: str):
    ev = ev.model_copy(deep=True)
    for e in ev.experiments:  # ids stay: the report picks experiments for each step by id
        e.summary = s
    return ev


@pytest.mark.parametrize("name", ["markdown_html_script", "markdown_html_comment", "markdown_javascript_link",
                                  "markdown_table_break", "markdown_heading", "ansi_fake_passed_line",
                                  "lone_high_surrogate", "markdown_html_img_onerror"])
def test_evidence_reports_escape_experiment_text(bundled_evidence, name, tmp_path):
    from workbench.exercise import get
    from workbench.report.render import evidence_html, evidence_md

    experiments = get("flashattention").import_module("experiments")

    class report_html:  # noqa: N801 - the renderers with the exercise's story and templates
        @staticmethod
        def render(ev, plots):
            return evidence_html.render(ev, experiments.story(ev, list(plots)), experiments.TEMPLATES, plots)

    class report_md:  # noqa: N801
        @staticmethod
        def render(ev):
            return evidence_md.render(ev, experiments.story(ev, []), experiments.TEMPLATES)

    hostile, benign = _with_summaries(bundled_evidence, CASES[name]), _with_summaries(bundled_evidence, "x")
    html_hostile, html_benign = report_html.render(hostile, plots={}), report_html.render(benign, plots={})
    assert html_tags(html_hostile).tags == html_tags(html_benign).tags
    assert html_hostile.count("<!--") == html_benign.count("<!--")
    md_hostile, md_benign = report_md.render(hostile), report_md.render(benign)
    assert html_tags(MD.render(md_hostile)).tags == html_tags(MD.render(md_benign)).tags
    from workbench.facts.load import write_evidence

    path = tmp_path / "evidence.json"
    write_evidence(hostile, path)
    raw = path.read_bytes()
    assert raw.isascii() and json.loads(raw)["experiments"][0]["summary"] == CASES[name]


# -- end to end through the CLI ----------------------------------------------------------------

def _env(encoding: str) -> dict:
    return {**os.environ, "PYTHONIOENCODING": encoding, "PYTHONPATH": str(ROOT)}


def _outline_source(values: dict[str, str]) -> str:
    body = ",\n".join(f"        {json.dumps(k)}: {json.dumps(v)}" for k, v in values.items())
    return f"def designOutline():\n    return {{\n{body},\n    }}\n"


HOSTILE_OUTLINE = {
    "memoryTraffic": "S and P are never written to HBM " + CASES["ansi_fake_passed_line"] + CASES["markdown_html_script"],
    "tiling": CASES["markdown_heading"] + CASES["lone_high_surrogate"],
    "numericalStability": CASES["bidi_override"] + CASES["osc_window_title"],
    CASES["curly_quote_json_forgery"]: "y",
    CASES["markdown_javascript_link"] + CASES["osc8_hyperlink"]: "z",
    CASES["csv_formula_equals"] + "\n# note": "w",
}

RAISING_OUTLINE = (
    "def designOutline():\n"
    "    raise ValueError(" + json.dumps(CASES["ansi_fake_passed_line"] + CASES["markdown_html_comment"]
                                     + CASES["osc_window_title"] + CASES["bidi_override"]) + ")\n"
)


@pytest.fixture(scope="module")
def hostile_files(tmp_path_factory):
    d = tmp_path_factory.mktemp("hostile")
    (d / "keys.py").write_text(_outline_source(HOSTILE_OUTLINE), encoding="utf-8")
    (d / "raises.py").write_text(RAISING_OUTLINE, encoding="utf-8")
    return d


@pytest.mark.parametrize("encoding", ["ascii", "latin-1", "cp1252", "utf-8"])
@pytest.mark.parametrize("fmt", ["text", "markdown", "json", "gradescope", "prairielearn"])
@pytest.mark.parametrize("which", ["keys.py", "raises.py"])
def test_check_cli_with_hostile_outline(hostile_files, fmt, encoding, which):
    proc = subprocess.run([sys.executable, "-m", "workbench", "check", str(hostile_files / which), "--no-evidence",
                           "--format", fmt], capture_output=True, timeout=120, env=_env(encoding),
                          cwd=hostile_files)
    assert b"Traceback" not in proc.stderr, proc.stderr.decode(errors="replace")
    assert proc.returncode == (1 if which == "keys.py" else 3), proc.stderr.decode(errors="replace")
    raw = proc.stdout
    assert not any(b < 0x20 and b != 0x0A for b in raw), raw  # no ESC, BEL, CR, ... from the learner
    if encoding != "utf-8":
        assert not any(0x7F <= b <= 0x9F for b in raw) or encoding == "cp1252"  # cp1252 uses 0x80-0x9f for letters
    out = raw.decode(encoding)
    check_plain_text(out)
    if fmt in ("json", "gradescope", "prairielearn"):
        assert raw.isascii()
        data = json.loads(out)
        if fmt == "json":
            assert data["passed"] is False and (data["error"] is not None) == (which == "raises.py")
        elif fmt == "gradescope":
            assert data["score"] < 100.0
        else:
            assert data["gradable"] is (which == "keys.py")
    elif fmt == "markdown":
        check_markdown_html(out, h1=0, h2=1)
    else:
        rows = out.split("\n")
        assert not [r for r in rows if r.startswith("PASSED")]


@pytest.mark.parametrize("fmt", ["text", "markdown", "json", "gradescope", "prairielearn"])
def test_check_output_file_is_the_report_and_valid(hostile_files, tmp_path, fmt):
    out = tmp_path / f"report.{fmt}"
    proc = subprocess.run([sys.executable, "-m", "workbench", "check", str(hostile_files / "keys.py"),
                           "--no-evidence", "--format", fmt, "--output", str(out)], capture_output=True,
                          timeout=120, env=_env("ascii"), cwd=tmp_path)
    assert proc.returncode == 1, proc.stderr.decode(errors="replace")
    text_ = out.read_bytes().decode("utf-8")  # UTF-8, whatever the terminal's encoding
    check_plain_text(text_)
    if fmt in ("json", "gradescope", "prairielearn"):
        assert text_.isascii() and out.read_bytes() == proc.stdout
        json.loads(text_)


HOSTILE_STUDENTS = {
    "newline\nin name": CASES["markdown_table_break"],
    "=HYPERLINK(\"x\",\"y\")": CASES["csv_formula_equals"],
    "+cmd": "fine text",
    "-2+3": CASES["markdown_heading"],
    "@SUM(1)": CASES["markdown_html_script"],
    "\tTAB": "t",
    "# heading": CASES["markdown_image"],
    "<script>alert(1)<": CASES["markdown_html_comment"],
    "pipe | name": CASES["bidi_override"],
    "esc\x1b]0;title\x07": CASES["ansi_fake_passed_line"],
    "bidi\u202eevil": CASES["lone_high_surrogate"],
    "plain": "S and P are never written to HBM",
}


def test_grade_on_a_class_of_hostile_submissions(tmp_path):
    subs = tmp_path / "subs"
    for name, value in HOSTILE_STUDENTS.items():
        folder = subs / name
        folder.mkdir(parents=True)
        (folder / "outline.py").write_text(_outline_source({"memoryTraffic": value, "tiling": value,
                                                             value or "k": "v"}), encoding="utf-8")
    (subs / "raises").mkdir()
    (subs / "raises" / "outline.py").write_text(RAISING_OUTLINE, encoding="utf-8")
    out = tmp_path / "out"
    proc = subprocess.run([sys.executable, "-m", "workbench", "grade", str(subs), "--out", str(out), "-q",
                           "--no-evidence", "--format", "gradescope"], capture_output=True, timeout=300,
                          env=_env("ascii"), cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr.decode(errors="replace")
    for stream in (proc.stdout, proc.stderr):
        assert not any(b < 0x20 and b != 0x0A for b in stream), stream
    n = len(HOSTILE_STUDENTS) + 1
    summary = json.loads((out / "summary.json").read_bytes())
    assert (out / "summary.json").read_bytes().isascii()
    assert summary["counts"]["students"] == n
    from workbench.grading.ids import student_id  # ids are the names made safe (docs/sandbox.md, class 2)

    assert sorted(s["student"] for s in summary["students"]) == sorted(map(student_id, [*HOSTILE_STUDENTS, "raises"]))
    rows = list(csv.reader(io.StringIO((out / "summary.csv").read_text(encoding="utf-8"), newline="")))
    assert len(rows) == n + 1 and {len(r) for r in rows} == {len(rows[0])}
    assert not [c for r in rows for c in r if c.startswith(escape.FORMULA_PREFIXES)]
    md = (out / "summary.md").read_text(encoding="utf-8")
    check_plain_text(md)
    crit_rows = len(summary["criteria"]) + 1
    mis = summary["misconceptions"]
    check_markdown_html(md, h1=1, h2=5, tr=crit_rows + (1 + min(10, len(mis)) if mis else 0) + 2)  # + raises
    from test_dashboard import ALLOWED, parse  # summary.html: no tag or handler from a learner

    page = parse((out / "summary.html").read_text(encoding="utf-8"))
    assert set(page.tags) <= ALLOWED and not [k for k, _ in page.attrs if k.startswith("on")]
    root = ET.fromstring((out / "junit.xml").read_bytes())
    assert len(root.findall("testsuite")) == n
    assert sum(int(s.get("errors")) for s in root.findall("testsuite")) == 1
    for folder in (out / "students").iterdir():
        fb = (folder / "feedback.md").read_text(encoding="utf-8")
        check_plain_text(fb)
        report = json.loads((folder / "report.json").read_bytes())
        check_markdown_html(fb, links=0 if report["error"] else 1, h1=1)
        check_plain_text((folder / "report.md").read_text(encoding="utf-8"))
        results = (folder / "results.json").read_bytes()
        assert results.isascii() and json.loads(results)["score"] < 100.0
        assert json.loads((folder / "report.json").read_bytes())["passed"] is False


@pytest.mark.parametrize("s", ["\n\n\n", "    indented code", "\t\tx", " \n \n"])
def test_leading_white_space_never_makes_a_code_block(s):
    tags = check_markdown_html(escape.md_text(s) + " end", h1=0, h2=0, h3=0, li=0, blockquote=0, pre=0, tr=0)
    assert tags.tags["p"] == 1

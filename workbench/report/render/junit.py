"""JUnit XML: one test case per criterion, so CI systems show a grade as test results.

`testcases()` is shared with the class summary (workbench/grading/summary.py), which
writes one test case per student x criterion. No timing or timestamp attributes: the
output must be byte-identical for identical inputs.

Learner text goes through escape.xml_text (controls and lone surrogates shown as visible escapes,
nothing XML 1.0 cannot carry); ElementTree escapes the markup and writes the document once, as
ASCII with character references for everything else, so no encoding can change it afterwards.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

from workbench.report.model import Report
from workbench.report.render.escape import line, xml_text
from workbench.report.render.gradescope import criterion_text, error_text


def clean(text: str) -> str:
    """Text for an XML attribute or element (kept as the name other modules call)."""
    return xml_text(text)


def _attr(text: str) -> str:
    """A one-line attribute value: a newline in learner text is shown as \\n."""
    return xml_text(line(text))


def testcases(report: Report, classname: str, *, include_hidden: bool = True) -> list[ET.Element]:
    """One case per criterion. Measured evidence is not repeated per case (it is the same facts for
    every student): `render` states it once per suite, and the class summary leaves it to each
    student's report.md."""
    cases = []
    if report.error is not None:
        case = ET.Element("testcase", {"classname": _attr(classname), "name": "evaluation"})
        err = ET.SubElement(case, "error", {"type": _attr(report.error.kind),
                                            "message": _attr(report.error.message.splitlines()[0]
                                                             if report.error.message else "")})
        err.text = clean(error_text(report))
        return [case]
    for c in report.criteria:
        if c.hidden and not include_hidden:
            continue
        case = ET.Element("testcase", {"classname": _attr(classname), "name": _attr(c.id)})
        if not c.passed:
            fail = ET.SubElement(case, "failure", {"type": "criterion",
                                                   "message": _attr(c.feedback.splitlines()[0]
                                                                    if c.feedback else "not passed")})
            fail.text = clean(criterion_text(c, evidence=False))
        else:
            out = ET.SubElement(case, "system-out")
            out.text = clean(criterion_text(c, evidence=False))
        cases.append(case)
    return cases


def suite(name: str, cases: list[ET.Element], evidence: list[str] | None = None) -> ET.Element:
    failures = sum(1 for c in cases if c.find("failure") is not None)
    errors = sum(1 for c in cases if c.find("error") is not None)
    el = ET.Element("testsuite", {"name": _attr(name), "tests": str(len(cases)),
                                  "failures": str(failures), "errors": str(errors), "skipped": "0"})
    el.extend(cases)
    if evidence:
        out = ET.SubElement(el, "system-out")
        out.text = clean("Measured evidence:\n" + "\n".join(dict.fromkeys(evidence)))
    return el


def document(suites: list[ET.Element]) -> str:
    root = ET.Element("testsuites")
    root.extend(suites)
    ET.indent(root)
    # us-ascii: every non-ASCII character becomes a character reference (&#8220;), which the
    # UTF-8 declaration reads back unchanged.
    body = ET.tostring(root, encoding="us-ascii", xml_declaration=False).decode("ascii")
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + body + "\n"


def render(report: Report, name: str | None = None, include_hidden: bool = False, **_: object) -> str:
    """One submission as JUnit (student-facing by default: hidden criteria left out)."""
    label = name or report.file or report.exercise
    shown = report.criteria if include_hidden else report.visible().criteria
    facts = [] if report.error else [e for c in shown for e in c.evidence]
    return document([suite(label, testcases(report, label, include_hidden=include_hidden), facts)])


def render_class(graded: list[tuple[str, Report]]) -> str:
    """A class as JUnit: one suite per (student, report), in student order (grade's junit.xml)."""
    return document([suite(student, testcases(report, student)) for student, report in sorted(graded, key=lambda g: g[0])])

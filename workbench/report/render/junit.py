"""JUnit XML: one test case per criterion, so CI systems show a grade as test results.

`testcases()` is shared with the class summary (workbench/grading/summary.py), which
writes one test case per student x criterion. No timing or timestamp attributes: the
output must be byte-identical for identical inputs.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from workbench.report.model import Report
from workbench.report.render.gradescope import criterion_text, error_text

# Characters XML 1.0 cannot carry at all; learner text may contain them.
_INVALID_XML = re.compile("[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def clean(text: str) -> str:
    return _INVALID_XML.sub("\ufffd", text)


def testcases(report: Report, classname: str, *, include_hidden: bool = True) -> list[ET.Element]:
    cases = []
    if report.error is not None:
        case = ET.Element("testcase", {"classname": clean(classname), "name": "evaluation"})
        err = ET.SubElement(case, "error", {"type": clean(report.error.kind),
                                            "message": clean(report.error.message.splitlines()[0]
                                                             if report.error.message else "")})
        err.text = clean(error_text(report))
        return [case]
    for c in report.criteria:
        if c.hidden and not include_hidden:
            continue
        case = ET.Element("testcase", {"classname": clean(classname), "name": clean(c.id)})
        if not c.passed:
            fail = ET.SubElement(case, "failure", {"type": "criterion",
                                                   "message": clean(c.feedback.splitlines()[0]
                                                                    if c.feedback else "not passed")})
            fail.text = clean(criterion_text(c))
        else:
            out = ET.SubElement(case, "system-out")
            out.text = clean(criterion_text(c))
        cases.append(case)
    return cases


def suite(name: str, cases: list[ET.Element]) -> ET.Element:
    failures = sum(1 for c in cases if c.find("failure") is not None)
    errors = sum(1 for c in cases if c.find("error") is not None)
    el = ET.Element("testsuite", {"name": clean(name), "tests": str(len(cases)),
                                  "failures": str(failures), "errors": str(errors), "skipped": "0"})
    el.extend(cases)
    return el


def document(suites: list[ET.Element]) -> str:
    root = ET.Element("testsuites")
    root.extend(suites)
    ET.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"


def render(report: Report, name: str | None = None, include_hidden: bool = False, **_: object) -> str:
    """One submission as JUnit (student-facing by default: hidden criteria left out)."""
    label = name or report.file or report.exercise
    return document([suite(label, testcases(report, label, include_hidden=include_hidden))])

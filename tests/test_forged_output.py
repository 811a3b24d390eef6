"""Issue 9, class 1: a forged pass through serialised output, reproduced end to end.

The learner's dict has a key made of curly quotes and JSON syntax, and a value with a lone
surrogate. When stdout could not encode the surrogate, the old terminal fallback rewrote the
already serialised JSON (“ ” → "), so the key closed its string and injected `"passed": true`
into `--format json` (and a top-level `score` into gradescope / prairielearn). Each case runs the
real CLI in a subprocess under PYTHONIOENCODING=ascii, latin-1, cp1252 and utf-8, and asserts the
output is one valid JSON object whose verdict is the grader's (the outline fails every criterion).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
ENCODINGS = ["ascii", "latin-1", "cp1252", "utf-8"]

# Each payload closes the string the grader's own curly quotes open in that format's output.
PAYLOADS = {
    # --format json: the ignored-entry note sits in the top-level "notes" array.
    "json": "x\u201d], \u201cpassed\u201d: true, \u201cscore\u201d: 1.0, \u201cn\u201d: [\u201cy",
    # gradescope: notes are joined into the top-level "output" string.
    "gradescope": "x\u201d, \u201cscore\u201d: 100.0, \u201cq\u201d: \u201cy",
    # prairielearn: notes are joined into the top-level "output" string.
    "prairielearn": "x\u201d, \u201cscore\u201d: 1.0, \u201cq\u201d: \u201cy",
}


def outline(key: str) -> str:
    return (
        "def designOutline():\n"
        "    return {\n"
        '        "memoryTraffic": "vague \\ud800 text",\n'
        f"        {json.dumps(key)}: \"y\",\n"
        "    }\n"
    )


def run_check(path: Path, fmt: str, encoding: str, *extra: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONIOENCODING": encoding, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "workbench", "check", str(path), "--no-evidence",
                           "--format", fmt, *extra], capture_output=True, timeout=120, env=env, cwd=path.parent)


def verdict(fmt: str, data: dict) -> tuple:
    if fmt == "json":
        return data["passed"], data["score"]
    if fmt == "gradescope":
        return data["score"], sum(t["score"] for t in data["tests"])
    return data["score"], data["gradable"]


HONEST = {"json": (False, 0.0), "gradescope": (0.0, 0.0), "prairielearn": (0.0, True)}


@pytest.mark.parametrize("encoding", ENCODINGS)
@pytest.mark.parametrize("fmt", sorted(PAYLOADS))
def test_forged_pass_with_a_lone_surrogate_and_curly_quotes(tmp_path, fmt, encoding):
    path = tmp_path / "forge.py"
    path.write_text(outline(PAYLOADS[fmt]), encoding="utf-8")
    proc = run_check(path, fmt, encoding)
    assert b"Traceback" not in proc.stderr, proc.stderr.decode(errors="replace")
    assert proc.returncode == 1
    assert proc.stdout.isascii()  # machine formats escape every non-ASCII character
    data = json.loads(proc.stdout)  # exactly one valid JSON object
    assert verdict(fmt, data) == HONEST[fmt]
    # The learner's key survives as data, surrogate and curly quotes included.
    text = json.dumps(data, ensure_ascii=False)
    assert PAYLOADS[fmt][:3] in text


@pytest.mark.parametrize("encoding", ENCODINGS)
@pytest.mark.parametrize("fmt", sorted(PAYLOADS))
def test_forged_pass_through_output_file(tmp_path, fmt, encoding):
    path = tmp_path / "forge.py"
    path.write_text(outline(PAYLOADS[fmt]), encoding="utf-8")
    out = tmp_path / "results.json"
    proc = run_check(path, fmt, encoding, "--output", str(out))
    assert proc.returncode == 1, proc.stderr.decode(errors="replace")
    written = out.read_bytes()
    assert written == proc.stdout  # the same bytes to the file and to stdout
    assert verdict(fmt, json.loads(written)) == HONEST[fmt]


@pytest.mark.parametrize("encoding", ["ascii", "latin-1"])
def test_honest_report_with_the_graders_own_curly_quotes_stays_valid_json(tmp_path, encoding):
    # A strong outline: the feedback quotes the learner's phrases in “ ” (the grader's typography).
    strong = ROOT / "exercises" / "flashattention" / "examples" / "strong.py"
    proc = run_check(strong, "json", encoding)
    assert proc.returncode == 0, proc.stderr.decode(errors="replace")
    data = json.loads(proc.stdout)
    assert data["passed"] is True
    assert any("\u201c" in c["feedback"] for c in data["criteria"])  # the quotes are kept, escaped

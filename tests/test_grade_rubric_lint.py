"""`workbench rubric lint FILE`: problems printed with file and line; documented exit codes."""

from __future__ import annotations

from pathlib import Path

import pytest

from test_grade_fakes import cli  # noqa: F401

BUNDLED = Path(__file__).resolve().parents[1] / "exercises" / "flashattention" / "rubric.yaml"
needs_bundled = pytest.mark.skipif(not BUNDLED.exists(), reason="bundled rubric not written yet")


def lint(cli, path):
    runner, app = cli
    return runner.invoke(app, ["rubric", "lint", str(path)])


def test_missing_file_is_a_usage_error(cli, tmp_path):
    res = lint(cli, tmp_path / "nope.yaml")
    assert res.exit_code == 2 and "nope.yaml: no such file" in res.stderr


def test_yaml_syntax_error_names_file_and_line(cli, tmp_path):
    path = tmp_path / "broken.yaml"
    path.write_text("exercise: flashattention\ncriteria:\n  - id: tiling\n    title: [unclosed\n")
    res = lint(cli, path)
    assert res.exit_code == 1, res.output
    assert f"{path}:" in res.stdout and "Traceback" not in res.output
    line = res.stdout.split(f"{path}:")[1].split(":")[0]
    assert line.isdigit() and 3 <= int(line) <= 5


@needs_bundled
def test_bundled_rubric_is_clean(cli):
    res = lint(cli, BUNDLED)
    assert res.exit_code == 0, res.output
    assert res.stdout.strip().endswith(": ok")


@needs_bundled
def test_problems_are_listed_with_lines(cli, tmp_path):
    text = BUNDLED.read_text()
    path = tmp_path / "private.yaml"
    # an invalid regular expression somewhere in the patterns
    import yaml

    data = yaml.safe_load(text)
    data["criteria"][0]["concepts"][0]["patterns"] = ["(unclosed"]
    path.write_text(yaml.safe_dump(data, sort_keys=False))
    res = lint(cli, path)
    assert res.exit_code == 1, res.output
    assert f"{path}:" in res.stdout and "(unclosed" in res.stdout

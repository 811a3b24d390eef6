"""`grade --shard I/N` and `workbench merge`: shards are disjoint, cover everyone, and merge
back to exactly what one unsharded run writes."""

from __future__ import annotations

import json
import shutil

import pytest

from test_grade_fakes import cli, fake_engine, make_class, outline_source  # noqa: F401
from workbench.grading.shards import Shard, ShardError, parse_shard


def run(cli, *args):
    runner, app = cli
    return runner.invoke(app, [str(a) for a in args])


def tree(root):
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def students(out):
    return sorted(p.name for p in (out / "students").iterdir())


def test_shards_partition_sorted_students():
    items = [f"s{i}" for i in range(10)]
    parts = [Shard(i, 3).select(items) for i in (1, 2, 3)]
    assert parts == [["s0", "s3", "s6", "s9"], ["s1", "s4", "s7"], ["s2", "s5", "s8"]]
    assert parse_shard(" 2 / 3 ") == Shard(2, 3)
    for bad in ("0/3", "4/3", "1/0", "a/b", "1-3", ""):
        with pytest.raises(ShardError):
            parse_shard(bad)


@pytest.mark.parametrize("n", [1, 3, 20])  # 20 > students: some shards are empty
def test_merged_shards_equal_unsharded(cli, fake_engine, tmp_path, n, monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")  # timings (wall_s) are left out: byte-identical
    subs = make_class(tmp_path / "subs")
    (subs / "twin_a.py").write_text(outline_source(memory="Keep S and P on chip " * 5))
    (subs / "twin_b.py").write_text(outline_source(memory="Keep S and P on chip " * 5))
    assert run(cli, "grade", subs, "--out", tmp_path / "whole", "-q").exit_code == 0
    shard_dirs = []
    for i in range(1, n + 1):
        d = tmp_path / f"shard{i}"
        res = run(cli, "grade", subs, "--out", d, "-q", "--shard", f"{i}/{n}")
        assert res.exit_code == 0, res.output
        assert json.loads((d / "summary.json").read_text())["shard"] == f"{i}/{n}"
        shard_dirs.append(d)
    seen = [s for d in shard_dirs for s in students(d)]
    assert sorted(seen) == students(tmp_path / "whole") and len(seen) == len(set(seen))
    res = run(cli, "merge", *shard_dirs, "--out", tmp_path / "merged")
    assert res.exit_code == 0, res.output
    whole, merged = tree(tmp_path / "whole"), tree(tmp_path / "merged")
    assert whole.keys() == merged.keys()
    assert [k for k in whole if whole[k] != merged[k]] == []
    a, b = json.loads(whole["summary.json"]), json.loads(merged["summary.json"])
    a.pop("generated"), b.pop("generated")
    assert a == b
    # similarity is computed over the whole class, across shard boundaries
    assert [(p["a"], p["b"]) for p in a["similarity"]["pairs"]] == [("twin_a", "twin_b")]


def test_merge_refuses_missing_shard(cli, fake_engine, tmp_path):
    subs = make_class(tmp_path / "subs", n=4)
    for i in (1, 2, 3):
        run(cli, "grade", subs, "--out", tmp_path / f"s{i}", "-q", "--shard", f"{i}/3")
    res = run(cli, "merge", tmp_path / "s1", tmp_path / "s3", "--out", tmp_path / "m")
    assert res.exit_code == 2 and "shard(s) 2/3 are missing" in res.stderr
    res = run(cli, "merge", tmp_path / "s1", tmp_path / "s3", "--out", tmp_path / "m", "--partial")
    assert res.exit_code == 0
    assert students(tmp_path / "m") == sorted(students(tmp_path / "s1") + students(tmp_path / "s3"))


def test_merge_dedupes_identical_and_refuses_conflicting_students(cli, fake_engine, tmp_path):
    subs = make_class(tmp_path / "subs", n=2)
    run(cli, "grade", subs, "--out", tmp_path / "a", "-q")
    shutil.copytree(tmp_path / "a", tmp_path / "copy")
    res = run(cli, "merge", tmp_path / "a", tmp_path / "copy", "--out", tmp_path / "m")
    assert res.exit_code == 0, res.output  # the same results twice: deduplicated
    assert students(tmp_path / "m") == students(tmp_path / "a")
    (subs / "s01.py").write_text("def designOutline(:\n")
    run(cli, "grade", subs, "--out", tmp_path / "b", "-q")
    res = run(cli, "merge", tmp_path / "a", tmp_path / "b", "--out", tmp_path / "m2")
    assert res.exit_code == 2
    assert "student 's01' is in both" in res.stderr and "different results" in res.stderr


def test_merge_refuses_different_shardings(cli, fake_engine, tmp_path):
    subs = make_class(tmp_path / "subs", n=2)
    run(cli, "grade", subs, "--out", tmp_path / "a", "-q", "--shard", "1/2")
    run(cli, "grade", subs, "--out", tmp_path / "b", "-q", "--shard", "2/3")
    res = run(cli, "merge", tmp_path / "a", tmp_path / "b", "--out", tmp_path / "m")
    assert res.exit_code == 2 and "different shardings" in res.stderr


def test_merge_usage_errors(cli, fake_engine, tmp_path):
    subs = make_class(tmp_path / "subs", n=1)
    run(cli, "grade", subs, "--out", tmp_path / "a", "-q")
    (tmp_path / "random").mkdir()
    res = run(cli, "merge", tmp_path / "random", "--out", tmp_path / "m")
    assert res.exit_code == 2 and "not a `workbench grade` output" in res.stderr
    res = run(cli, "merge", tmp_path / "a", "--out", tmp_path / "a")
    assert res.exit_code == 2 and "is also an input" in res.stderr
    (tmp_path / "a" / "students" / "s00" / "report.json").write_text("{not json")
    res = run(cli, "merge", tmp_path / "a", "--out", tmp_path / "m")
    assert res.exit_code == 2 and "report.json: cannot read this report" in res.stderr
    for res in (res,):
        assert "Traceback" not in res.output

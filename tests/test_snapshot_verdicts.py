"""benchmarks/snapshot_verdicts.py: the engine's verdicts on a split, kept before anyone tunes on it."""

import importlib.util
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SPEC = importlib.util.spec_from_file_location("snapshot_verdicts", ROOT / "benchmarks" / "snapshot_verdicts.py")


def _module():
    mod = importlib.util.module_from_spec(SPEC)
    SPEC.loader.exec_module(mod)
    return mod


def test_snapshot_records_labels_and_both_verdicts(tmp_path, capsys):
    out = tmp_path / "v.json"
    assert _module().main([str(ROOT / "tests/corpus_real/blind6/a"), "--out", str(out)]) == 0
    snap = json.loads(out.read_text(encoding="utf-8"))
    assert len(snap["files"]) == 60 and snap["commit"]
    row = next(iter(snap["files"].values()))
    assert set(row) == {"labels", "backstop_on", "backstop_off", "kinds_off"}
    assert set(row["backstop_on"]) == set(snap["criteria"]) == set(row["labels"]) == set(row["kinds_off"])
    # a failure kind exactly where the rules failed
    for r in snap["files"].values():
        assert all((r["kinds_off"][c] is None) == r["backstop_off"][c] for c in snap["criteria"])
    assert "criterion verdicts agree" in capsys.readouterr().out


def test_kept_snapshots_carry_the_honest_failure_kinds():
    """The honest verdicts the learned judge's thresholds are chosen on: every kept split has kinds."""
    for path in sorted((ROOT / "benchmarks" / "results" / "verdicts").glob("*.json")):
        snap = json.loads(path.read_text(encoding="utf-8"))
        for r in snap["files"].values():
            assert all((r["kinds_off"][c] is None) == r["backstop_off"][c] for c in snap["criteria"]), path.name


def test_a_folder_without_labels_is_refused(tmp_path, capsys):
    assert _module().main([str(tmp_path), "--out", str(tmp_path / "v.json")]) == 2
    assert "no labels.yaml" in capsys.readouterr().err and not (tmp_path / "v.json").exists()

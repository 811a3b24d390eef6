"""The engine cites evidence: measured facts for passed criteria, and tile flags whatever the verdict."""

from pathlib import Path

import pytest

from workbench.facts.load import load_evidence
from workbench.outline.model import normalize
from workbench.exercise import get

bundled_evidence = lambda: get("flashattention").evidence  # noqa: E731
from workbench.rubric.engine import grade
from workbench.rubric.load import load_rubric

pytestmark = pytest.mark.skipif(not bundled_evidence().exists(), reason="no bundled evidence file")


def _grade(raw):
    return {c.id: c for c in grade(normalize(raw), load_rubric(), load_evidence(bundled_evidence())).criteria}


def test_passed_criterion_cites_a_measured_fact_with_device():
    res = _grade({"memoryTraffic": "S and P are never written to HBM: one fused kernel reads Q, K, V once "
                                   "and writes only O and the per-row logsumexp."})
    mt = res["memoryTraffic"]
    assert mt.passed and mt.evidence
    assert any("H200" in fact for fact in mt.evidence)


def test_oversized_tile_is_flagged_with_bytes_even_when_tiling_fails():
    res = _grade({"tiling": "Use tiling for performance, e.g. BLOCK_M=256, BLOCK_N=256 at d=128 with 4 stages."})
    flags = [f for c in res.values() for f in c.evidence if f.startswith("FLAG")]
    assert flags, res["tiling"].evidence
    assert "589,824" in flags[0]  # 2 B x 128 x (256 + 2 x 4 x 256)


def test_failed_criteria_cite_no_supporting_facts():
    res = _grade({"numericalStability": "make it stable"})
    assert not res["numericalStability"].passed
    assert res["numericalStability"].evidence == []


def test_without_evidence_nothing_is_cited():
    rep = grade(normalize({"memoryTraffic": "S and P are never written to HBM; only O and the LSE are written."}),
                load_rubric(), None)
    assert all(c.evidence == [] for c in rep.criteria)

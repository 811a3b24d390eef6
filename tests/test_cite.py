"""cite() and claims: pure, torch-free, and they flag tiles that cannot fit."""

import json
import subprocess
import sys
import textwrap

import pytest

from workbench.claims.tiles import extract
from workbench.facts.cite import cite
from workbench.exercise import get

_checks = get("flashattention")._module
footprint = get("flashattention").import_module("tiles").footprint
BUNDLED = get("flashattention").evidence


def tile_flags(ev, text):
    return _checks.tile_lines(ev, text, passed=False)


def cite_tile(ev, criterion, concepts, text):
    """What a passed tiling criterion cites: the measured facts, then the exercise's tile lines."""
    return cite(ev, criterion, concepts, text) + _checks.tile_lines(ev, text, passed=True)
from workbench.facts.load import EvidenceError, load_evidence, write_evidence
from workbench.facts.model import Evidence, Experiment


def _ev(**device) -> Evidence:
    dev = {"name": "NVIDIA H200", "shared_memory_per_block_optin": 232448, **device}
    return Evidence(device=dev, versions={"torch": "2.11.0"}, created="2026-11-30T11:50:00+00:00", experiments=[
        Experiment(id="memory.gpu_sweep", criterion="memoryTraffic", concepts=["no_nxn_materialization"],
                   supported=True, summary="naive needs 20 GiB at N=4096, fused 64 MiB.", measurements={"headline": True}),
        Experiment(id="memory.hbm_bytes_model", criterion="memoryTraffic", concepts=["hbm_traffic"], supported=True,
                   summary="standard moves 17.4 GB, flash 2.09 GB."),
        Experiment(id="memory.broken", criterion="memoryTraffic", supported=False, summary="Not measured: x",
                   error="x"),
        Experiment(id="numerics.softmax_overflow", criterion="numericalStability", supported=True,
                   summary="overflow at 11.1."),
    ])


@pytest.mark.parametrize("text, want", [
    ("We use BLOCK_M=128 and BLOCK_N = 64 with head_dim 128 in fp16, num_stages=3", (128, 64, 128, "fp16", 3)),
    ("Br = 64, Bc = 32, d = 64, bf16, 2 stages", (64, 32, 64, "bf16", 2)),
    ("tiles of 128x128 at head dim 256, double-buffered", (128, 128, 256, None, 2)),
    ("block size 64 × 64; half precision; 4-stage pipeline", (64, 64, None, "fp16", 4)),
    ("query block 128, key block 64", (128, 64, None, None, None)),
    ("BLOCK_M = BLOCK_N = 128 at d=64", (128, 128, 64, None, None)),
    ("We tile Q and K so everything fits in SRAM.", (None, None, None, None, None)),
])
def test_extract(text, want):
    c = extract(text)
    assert (c.block_m, c.block_n, c.head_dim, c.dtype, c.num_stages) == want


def test_footprint_matches_kernel_formula():
    fa = pytest.importorskip("reference_kernels.flash_attention")
    for bm, bn, d, st in [(64, 64, 64, 2), (128, 64, 128, 3), (256, 256, 128, 4), (16, 32, 256, 1)]:
        assert footprint(bm, bn, d, st)["shared_bytes"] == fa.smem_bytes(bm, bn, d, st)
        assert footprint(bm, bn, d, st, "fp32")["shared_bytes"] == fa.smem_bytes(bm, bn, d, st, 4)


def test_cite_gives_measured_facts_with_device_then_flags_oversized_tile():
    ev = _ev()
    facts = cite(ev, "memoryTraffic", ["no_nxn_materialization"], "S and P never hit HBM")
    assert facts[0].startswith("Measured on NVIDIA H200 (torch 2.11.0, 2026-11-30): naive needs 20 GiB")
    assert all("Not measured" not in f for f in facts)  # failed experiments are never cited
    big = "BLOCK_M=256, BLOCK_N=256, head dim 128, fp16, 3 stages"
    facts = cite_tile(ev, "tiling", [], big)
    need = footprint(256, 256, 128, 3)["shared_bytes"]
    assert any(f.startswith("FLAG") and f"{need:,} bytes" in f and "232,448" in f for f in facts)
    ok = cite_tile(ev, "tiling", [], "BLOCK_M=128, BLOCK_N=64, d=64, 2 stages")
    assert ok and not any(f.startswith("FLAG") for f in ok) and "within" in ok[-1]
    assert tile_flags(ev, big) and not tile_flags(ev, "BLOCK_M=64, BLOCK_N=64")


def test_cite_without_evidence_or_limit():
    assert cite(None, "memoryTraffic", [], "x") == []
    ev = _ev(shared_memory_per_block_optin=None)
    out = cite_tile(ev, "tiling", [], "BLOCK_M=64, BLOCK_N=64")
    assert out and "assumed head dim 64" in out[-1] and "FLAG" not in out[-1]


def test_load_evidence_errors_name_the_file(tmp_path):
    with pytest.raises(EvidenceError, match="does not exist"):
        load_evidence(tmp_path / "nope.json")
    bad = tmp_path / "bad.json"
    bad.write_text("{ not json")
    with pytest.raises(EvidenceError, match=r"bad\.json is not valid JSON \(line 1"):
        load_evidence(bad)
    wrong = tmp_path / "wrong.json"
    wrong.write_text(json.dumps({"device": {}, "versions": {}, "created": "x", "experiments": [{"id": "a"}]}))
    with pytest.raises(EvidenceError, match=r"wrong\.json does not match the evidence schema at experiments\.0"):
        load_evidence(wrong)
    with pytest.raises(EvidenceError, match="is a directory"):
        load_evidence(tmp_path)
    good = tmp_path / "sub" / "ev.json"
    write_evidence(_ev(), good)
    assert load_evidence(good).device["name"] == "NVIDIA H200"


def test_bundled_evidence_loads_and_is_from_a_named_device():
    if not BUNDLED.exists():
        pytest.skip("no bundled evidence file")
    ev = load_evidence(BUNDLED)
    assert ev.device.get("name") and ev.created and ev.experiments
    assert {e.criterion for e in ev.experiments} == {"memoryTraffic", "tiling", "numericalStability",
                                                     "failureModeOrTradeOff"}


def test_cite_and_claims_never_import_torch_or_triton():
    code = textwrap.dedent("""
        import sys
        from workbench.exercise import get
        from workbench.facts.cite import cite, load_evidence
        bundled = get("flashattention").evidence
        ev = load_evidence(bundled) if bundled.exists() else None
        cite(ev, "tiling", [], "BLOCK_M=256, BLOCK_N=256, d=128")
        bad = [m for m in ("torch", "triton", "numpy", "matplotlib") if m in sys.modules]
        assert not bad, bad
    """)
    subprocess.run([sys.executable, "-c", code], check=True)


def test_tile_checks_only_where_tiles_are_the_claim():
    ev = _ev()
    facts = cite(ev, "memoryTraffic", [], "K/V tiles of BLOCK_M=256, BLOCK_N=256, d=128 are re-read")
    assert not any("shared memory" in f for f in facts)
    ex = get("flashattention")
    assert ex.checks("memoryTraffic") == []  # the exercise checks tiles only where they are the claim
    assert {cid for cid in ex.criteria if ex.checks(cid)} == {"tiling", "failureModeOrTradeOff"}
    assert any(f.startswith("FLAG") for f in cite_tile(ev, "failureModeOrTradeOff", [], "BLOCK_M=256, BLOCK_N=256, d=256"))


def test_computed_facts_are_not_cited_as_measured_and_measured_come_first():
    ev = _ev()
    ev.experiments[1].measurements["method"] = "analytic (iomodel.py)"
    facts = cite(ev, "memoryTraffic", ["mt.io_set", "hbm_traffic"], "HBM reads")
    assert facts[0].startswith("Measured on NVIDIA H200") and "20 GiB" in facts[0]
    assert facts[1].startswith("Computed: standard moves 17.4 GB")

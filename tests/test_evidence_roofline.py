"""The roofline check rejects impossible timings, and the reports of a GPU evidence file
trace the workload with measured numbers."""

import pytest

from workbench.lab import roofline
from workbench.lab.roofline import PhysicsError


def test_ceiling_is_the_higher_of_measured_and_datasheet():
    r = roofline.make("NVIDIA H200", 687e12, 4.27e12)
    assert r.peak_flops == 989e12 and r.peak_bytes_per_s == 4.8e12
    assert r.measured_flops == 687e12
    r2 = roofline.make("Some GPU", 100e12, 1e12)
    assert r2.peak_flops == 100e12 and r2.ridge == 100
    with pytest.raises(ValueError, match="no peak"):
        roofline.make("Some GPU", None, None)


def test_faster_than_physics_is_an_error_and_plausible_time_is_reported():
    r = roofline.make("NVIDIA H200", 687e12, 4.27e12)
    flops, nbytes = 550e9, 268e6  # attention at B=4, H=32, N=4096, d=64
    floor = max(flops / 989e12, nbytes / 4.8e12)
    with pytest.raises(PhysicsError, match="faster than physics allows on NVIDIA H200"):
        r.check("fused", floor / 2, flops, nbytes)
    with pytest.raises(PhysicsError, match="not positive"):
        r.check("fused", 0.0, flops, nbytes)
    out = r.check("fused", 1.86e-3, flops, nbytes)
    assert out["ms"] == pytest.approx(1.86) and out["tflops"] == pytest.approx(295.7, rel=1e-3)
    assert out["fraction_of_matmul_peak"] == pytest.approx(flops / 1.86e-3 / 687e12)
    # within the slack (boost clocks) is still accepted
    r.check("fused", floor * 0.95, flops, nbytes)


def test_roundtrip_through_the_device_block():
    r = roofline.make("NVIDIA H200", 687e12, 4.27e12)
    back = roofline.from_device_dict({"name": "NVIDIA H200", "roofline": r.as_dict()})
    assert back == r
    assert roofline.from_device_dict({"name": "CPU"}) is None


def test_bundled_gpu_evidence_reports_answer_the_review_question():
    from workbench.exercise import get
    from workbench.facts.load import load_evidence
    from workbench.report.render import evidence_md

    fa = get("flashattention")
    experiments, story = fa.import_module("experiments"), fa.import_module("story")
    if not fa.evidence.exists():
        pytest.skip("no bundled evidence file")
    ev = load_evidence(fa.evidence)
    if ev.device.get("kind") != "cuda":
        pytest.skip("bundled evidence is not from a GPU")
    md = evidence_md.render(ev, experiments.story(ev, []), experiments.TEMPLATES)
    ans = " ".join(story.answer(ev))
    assert "memory-bound" in ans and "Measured:" in ans and ev.device["name"] in md
    sweep = next(e for e in ev.experiments if e.id == "memory.gpu_sweep")
    assert sweep.supported and any(r.get("naive_peak_extra_bytes") == "OOM" for r in sweep.measurements["rows"])


def test_ncu_csv_parse_sums_dram_bytes_over_kernels():
    from workbench.lab.ncu import parse_csv

    text = "\n".join([
        "==PROF== Connected to process 123",
        '"ID","Process ID","Process Name","Host Name","Kernel Name","Context","Stream","Block Size","Grid Size",'
        '"Device","CC","Section Name","Metric Name","Metric Unit","Metric Value"',
        '"0","123","python3","127.0.0.1","gemm","1","7","(128, 1, 1)","(64, 1, 1)","0","9.0","Command line profiler '
        'metrics","dram__bytes_read.sum","byte","1,048,576"',
        '"0","123","python3","127.0.0.1","gemm","1","7","(128, 1, 1)","(64, 1, 1)","0","9.0","Command line profiler '
        'metrics","dram__bytes_write.sum","byte","2048"',
        '"1","123","python3","127.0.0.1","softmax","1","7","(128, 1, 1)","(64, 1, 1)","0","9.0","Command line '
        'profiler metrics","dram__bytes_read.sum","Mbyte","2"',
        "==PROF== Disconnected from process 123",
    ])
    res = parse_csv(text)
    assert res["dram_read_bytes"] == 1048576 + 2e6 and res["dram_write_bytes"] == 2048
    assert res["dram_bytes"] == 1048576 + 2e6 + 2048 and res["kernels"] == ["0:gemm", "1:softmax"]
    assert parse_csv("no csv here")["kernels"] == []


def test_measured_peak_above_the_datasheet_is_rejected():
    with pytest.raises(PhysicsError, match="exceeds the datasheet"):
        roofline.make("NVIDIA H200", 2000e12, 4.27e12)
    with pytest.raises(PhysicsError, match="exceeds the datasheet"):
        roofline.make("NVIDIA H200", 700e12, 9e12)


def test_ncu_csv_parse_reads_stall_metrics_by_name():
    from workbench.lab.ncu import parse_metrics
    from workbench.exercise import get
    import importlib

    specialize = importlib.import_module(get("flashattention").import_module("experiments").__name__ + ".specialize")
    head = ('"ID","Process ID","Process Name","Host Name","Kernel Name","Context","Stream","Block Size","Grid Size",'
            '"Device","CC","Section Name","Metric Name","Metric Unit","Metric Value"')
    row = ('"0","1","python3","h","_fa3_fwd","1","7","(384, 1, 1)","(132, 1, 1)","0","9.0","Command line profiler '
           'metrics","smsp__average_warps_issue_stalled_{}_per_issue_active.ratio","","{}"')
    text = "\n".join([head, row.format("long_scoreboard", "0.52"), row.format("wait", "1,204.5"),
                      row.format("barrier", "n/a")])
    res = parse_metrics(text)
    assert res["kernels"] == ["0:_fa3_fwd"]
    assert res["metrics"] == {"smsp__average_warps_issue_stalled_long_scoreboard_per_issue_active.ratio": 0.52,
                              "smsp__average_warps_issue_stalled_wait_per_issue_active.ratio": 1204.5}
    assert specialize._stalls(res, top=1) == [("wait", 1204.5)]


def test_ncu_command_is_recorded_without_the_machines_paths(tmp_path):
    import sys

    from workbench.lab.ncu import shown

    child = tmp_path / "exercises" / "x" / "ncu_child.py"
    cmd = ["/usr/local/cuda/bin/ncu", "--csv", sys.executable, str(child), str(tmp_path / "exercises" / "x"),
           "fused", "1", "/elsewhere/file"]
    assert shown(cmd, "/usr/local/cuda/bin/ncu", cwd=str(tmp_path)) == (
        "ncu --csv python3 exercises/x/ncu_child.py exercises/x fused 1 /elsewhere/file")


def test_bundled_evidence_names_no_machine_path():
    """The bundled evidence is read by learners: its commands re-run from the repository root."""
    from pathlib import Path

    text = (Path(__file__).resolve().parents[1] / "exercises/flashattention/evidence/h200.json").read_text()
    for marker in ("/work/", "/root/", "/home/", "/opt/", "/usr/local/"):
        assert marker not in text, marker


def test_fused_against_naive_reads_right_on_both_sides_of_one():
    """A ratio under 1 is a slowdown, not "0.4x faster" (the evidence summaries' wording)."""
    from exercises.flashattention.experiments import versus_naive

    assert versus_naive(11.13) == "11.1x faster than naive"
    assert versus_naive(0.434) == "0.43x naive's speed (slower)"

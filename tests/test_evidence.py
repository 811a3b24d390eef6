"""`workbench evidence`, driven through the CLI: the CPU set, its files, and every user error."""

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

pytest.importorskip("torch")
pytest.importorskip("triton")

from typer.testing import CliRunner  # noqa: E402

from workbench.cli.app import app  # noqa: E402

CRITERIA = {"memoryTraffic", "tiling", "numericalStability", "failureModeOrTradeOff"}
runner = CliRunner()


@pytest.fixture(scope="module")
def cpu_run(tmp_path_factory):
    out = tmp_path_factory.mktemp("ev")
    res = runner.invoke(app, ["evidence", "--quick", "--out", str(out)])
    return res, out


def test_cpu_set_backs_every_criterion_with_supported_measurements(cpu_run):
    res, out = cpu_run
    assert res.exit_code == 0, res.output
    ev = json.loads((out / "evidence.json").read_text())
    assert set(ev) == {"device", "versions", "created", "experiments"}
    assert ev["device"]["kind"] == "cpu" and ev["versions"]["torch"] and ev["created"]
    exps = ev["experiments"]
    assert {e["criterion"] for e in exps} == CRITERIA
    bad = [(e["id"], e["error"] or e["summary"]) for e in exps if not e["supported"]]
    assert not bad, bad
    by_id = {e["id"]: e for e in exps}
    rows = by_id["numerics.softmax_overflow"]["measurements"]["rows"]
    # the fp16 overflow threshold, shown as inf/NaN, and only past ln(65504)
    assert all(r["no_max_nonfinite_fraction"] == 0 for r in rows if r["max_logit"] <= 11.08)
    assert all(r["no_max_nonfinite_fraction"] > 0 for r in rows if r["max_logit"] >= 11.1)
    mem = by_id["memory.peak_extra_cpu"]["measurements"]["rows"]
    assert mem[-1]["naive_peak_extra_bytes"] > 2 * mem[-1]["fused_peak_extra_bytes"]
    assert "ok " in res.output  # the human summary lists experiments


def test_reports_trace_the_workload_and_embed_plots(cpu_run):
    _, out = cpu_run
    html = (out / "report.html").read_text()
    md = (out / "report.md").read_text()
    assert html.count("data:image/png;base64,") >= 3
    for text in (html, md):
        assert "where does the speed come from" in text.lower()
        for c in CRITERIA:
            assert c in text
        assert "17.45 GB" in text  # Algorithm 0's bytes at the traced shape
    assert (out / "memory_vs_n.png").read_bytes()[:4] == b"\x89PNG"


def test_format_json_prints_only_json():
    res = runner.invoke(app, ["evidence", "--quick", "--format", "json"])
    assert res.exit_code == 0
    ev = json.loads(res.stdout)
    assert {e["criterion"] for e in ev["experiments"]} == CRITERIA


def test_gpu_without_cuda_is_a_clear_usage_error():
    import torch

    if torch.cuda.is_available():
        pytest.skip("this machine has a GPU")
    res = runner.invoke(app, ["evidence", "--gpu"])
    assert res.exit_code == 2
    assert "--gpu needs a CUDA GPU" in res.output and "Traceback" not in res.output


def test_out_that_is_a_file_is_a_usage_error(tmp_path):
    f = tmp_path / "file.txt"
    f.write_text("x")
    res = runner.invoke(app, ["evidence", "--out", str(f)])
    assert res.exit_code == 2 and "is a file" in res.output


def test_crash_is_recorded_and_interrupt_keeps_finished_experiments(tmp_path, monkeypatch):
    from workbench.lab import runner as rn
    from workbench.exercise import get

    exp = get("flashattention").import_module("experiments")
    memory, numerics = exp.memory, exp.numerics

    def boom(ctx):
        raise RuntimeError("kernel exploded")

    def interrupt(ctx):
        raise KeyboardInterrupt

    monkeypatch.setattr(exp, "plan", lambda ctx: [memory.hbm_model, boom, numerics.per_tile_misconception,
                                                        interrupt, numerics.overflow_and_fixes])
    res = runner.invoke(app, ["evidence", "--quick", "--out", str(tmp_path)])
    assert res.exit_code == 130 and "interrupted" in res.output
    ev = json.loads((tmp_path / "evidence.json").read_text())
    ids = [e["id"] for e in ev["experiments"]]
    assert ids == ["memory.hbm_bytes_model", "test_evidence.boom", "numerics.per_tile_softmax_misconception"]
    crashed = ev["experiments"][1]
    assert not crashed["supported"] and "RuntimeError: kernel exploded" in crashed["error"]


def test_outline_runs_the_learners_tile(tmp_path):
    f = tmp_path / "my_outline.py"
    f.write_text(textwrap.dedent('''
        def designOutline():
            return {"memoryTraffic": "S and P never go to HBM.",
                    "tiling": "BLOCK_M = 64 and BLOCK_N = 32 at head dim 32, two stages.",
                    "numericalStability": "online softmax", "tradeOff": "recompute in backward"}
    '''))
    res = runner.invoke(app, ["evidence", "--quick", "--format", "json", "--outline", str(f)])
    assert res.exit_code == 0, res.output
    ev = json.loads(res.stdout)
    mine = ev["experiments"][0]
    assert mine["id"] == "tiling.learner_tile" and mine["supported"], mine
    assert (mine["measurements"]["BLOCK_M"], mine["measurements"]["BLOCK_N"]) == (64, 32)
    assert mine["measurements"]["max_err"] <= mine["measurements"]["error_bound"]


def test_outline_with_oversized_tile_reports_it_cannot_fit(tmp_path):
    f = tmp_path / "big.py"
    f.write_text('def designOutline():\n    return {"tiling": "BLOCK_M=256, BLOCK_N=256, head dim 128, 4 stages"}\n')
    res = runner.invoke(app, ["evidence", "--quick", "--format", "json", "--outline", str(f)])
    assert res.exit_code == 0, res.output
    mine = json.loads(res.stdout)["experiments"][0]
    assert mine["id"] == "tiling.learner_tile" and not mine["supported"]
    assert "does not fit shared memory" in mine["measurements"]["error"]


def test_outline_without_tile_or_broken_is_a_clear_error(tmp_path):
    f = tmp_path / "vague.py"
    f.write_text('def designOutline():\n    return {"tiling": "we tile things"}\n')
    res = runner.invoke(app, ["evidence", "--quick", "--outline", str(f)])
    assert res.exit_code == 2 and "states no tile size" in res.output
    res = runner.invoke(app, ["evidence", "--quick", "--outline", str(tmp_path / "missing.py")])
    assert res.exit_code == 3 and "missing.py" in res.output and "Traceback" not in res.output


def test_experiment_concepts_are_rubric_ids():
    import yaml

    from workbench.exercise import get
    from workbench.lab.context import Context

    fa = get("flashattention")
    plan = fa.import_module("experiments").plan
    rub = yaml.safe_load(fa.rubric_path.read_text())
    known = {c["id"] for crit in rub["criteria"] for c in crit.get("concepts", [])}
    known |= {m["id"] for m in rub.get("misconceptions", [])}
    src = "".join(Path(fn.__code__.co_filename).read_text() for fn in plan(Context(gpu=True, device={})))
    import re

    used = set(re.findall(r'"((?:mt|ti|ns|to)\.[a-z_]+)"', src))
    assert used and used <= known, used - known


def test_check_cites_evidence_without_importing_torch(tmp_path):
    ev = {"device": {"name": "NVIDIA H200", "shared_memory_per_block_optin": 232448},
          "versions": {"torch": "2.11.0"}, "created": "2026-11-30T12:00:00+00:00",
          "experiments": [{"id": "memory.gpu_sweep", "criterion": "memoryTraffic", "concepts": ["mt.no_materialize"],
                           "supported": True, "summary": "naive 20 GiB vs fused 64 MiB at N=4096."}]}
    p = tmp_path / "ev.json"
    p.write_text(json.dumps(ev))
    strong = Path(__file__).resolve().parents[1] / "exercises" / "flashattention" / "examples" / "strong.py"
    code = textwrap.dedent(f"""
        import sys
        from typer.testing import CliRunner
        from workbench.cli.app import app
        r = CliRunner().invoke(app, ["check", {str(strong)!r}, "--evidence", {str(p)!r}, "--format", "json"])
        assert "torch" not in sys.modules and "triton" not in sys.modules, "check imported torch/triton"
        print(r.output)
    """)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    report = json.loads(out)
    mt = next(c for c in report["criteria"] if c["id"] == "memoryTraffic")
    assert mt["passed"] and any("NVIDIA H200" in e and "20 GiB" in e for e in mt["evidence"])


def test_report_from_rerenders_without_measuring(cpu_run, tmp_path):
    _, out = cpu_run
    res = runner.invoke(app, ["evidence", "--report-from", str(out / "evidence.json"), "--out", str(tmp_path)])
    assert res.exit_code == 0, res.output
    assert "where does the speed come from" in (tmp_path / "report.md").read_text().lower()
    res = runner.invoke(app, ["evidence", "--report-from", str(tmp_path / "nope.json"), "--out", str(tmp_path)])
    assert res.exit_code == 2 and "nope.json does not exist" in res.output


def test_max_seconds_skips_the_rest_but_records_them(tmp_path):
    res = runner.invoke(app, ["evidence", "--quick", "--max-seconds", "0", "--format", "json"])
    assert res.exit_code == 0
    ev = json.loads(res.stdout)
    assert ev["experiments"] and all("skipped" in e["error"] for e in ev["experiments"][1:])


def test_setup_failure_is_a_message_not_a_traceback(monkeypatch):
    from workbench.lab import device

    def broken(gpu):
        raise RuntimeError("no device properties")

    monkeypatch.setattr(device, "describe", broken)
    res = runner.invoke(app, ["evidence", "--quick"])
    assert res.exit_code == 1 and "could not start: RuntimeError: no device properties" in res.output
    assert "Traceback" not in res.output

"""The GPU experiment code, run end to end on the CPU with the CUDA-only pieces swapped out.

CI has no GPU and the bundled H200 file is made in one short run on borrowed hardware,
so the GPU paths must be exercised here: tensors go to the CPU (Triton interpreter),
timings come from a wall clock, peak memory from the allocation tracker, and the
roofline is set so loose that every timing passes. The numbers mean nothing; that
every GPU experiment runs, records its fields, and survives ncu failing is what's tested.
"""

import time

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("triton")


@pytest.fixture
def fake_gpu(monkeypatch):
    from workbench.lab import measure, ncu
    from workbench.exercise import get

    ex = get("flashattention").import_module("experiments")
    import importlib

    memory, numerics, tiling, tradeoffs, specialize = (importlib.import_module(f"{ex.__name__}.{m}") for m in
                                                       ("memory", "numerics", "tiling", "tradeoffs", "specialize"))

    real_qkv = ex.qkv

    def cpu_qkv(b, h, n, d, dtype, device, seed=0, n_k=None):
        return real_qkv(b, h, n, d, dtype, "cpu", seed=seed, n_k=n_k)

    for mod in (memory, numerics, tiling, tradeoffs, specialize):
        monkeypatch.setattr(mod, "qkv", cpu_qkv)
    # The Hopper forward needs sm_90: stand in the portable kernel for it, so the warp-specialisation
    # experiment's code runs here (its numbers compare the portable kernel with itself).
    from reference_kernels import flash_attention as fa, flash_attention_hopper as hopper

    monkeypatch.setattr(hopper, "supports", lambda *a, **k: True)
    monkeypatch.setattr(hopper, "forward", lambda q, k, v, causal, sm_scale, config=None:
                        fa.flash_attention_forward(q, k, v, causal=causal, sm_scale=sm_scale))
    monkeypatch.setattr(specialize, "sm_count", lambda t: 132)
    # ... and a synthetic per-role record for its instrumented run (tests/test_hopper_timeline.py's buffer).
    from reference_kernels import bench_hopper_roles
    from test_hopper_timeline import _buffer

    def fake_roles(q, k, v, causal, config=None, timer=None, repeat=1):
        ms = timer(lambda: fa.flash_attention_forward(q, k, v, causal=causal)) * 1e3
        rec = _buffer(producer={"wait_empty": 9_000, "issue_kv": 1_000},
                      consumer={"wait_kv": 500, "mma": 9_000, "softmax": 7_000, "epilogue": 500})
        return {"config": list(hopper.pick(q.shape[3], causal, q.shape[2], q.shape[0] * q.shape[1])), "ms": ms, "timed_ms": ms * 1.01,
                "overhead": 0.01, "same_bits": True, "summary": hopper_timeline.summarise(rec)}

    from reference_kernels import hopper_timeline

    monkeypatch.setattr(bench_hopper_roles, "measure", fake_roles)

    def wall(fn, rep_ms=100):
        t = time.perf_counter()
        fn()
        return time.perf_counter() - t

    monkeypatch.setattr(measure, "gpu_time_s", wall)
    monkeypatch.setattr(measure, "gpu_peak_extra_bytes", measure.cpu_peak_extra_bytes)
    monkeypatch.setattr(torch.cuda, "empty_cache", lambda: None)
    monkeypatch.setattr(ncu, "profile", lambda *a, **k: {"error": "ncu is not on PATH"})
    import importlib

    monkeypatch.setattr(importlib.import_module(ex.__name__ + ".ncu_child"), "profile",
                        lambda *a, **k: {"error": "ncu is not on PATH"})
    from workbench.lab.roofline import Roofline

    return ex.Context(gpu=True, device={"name": "fake GPU", "shared_memory_per_block_optin": 232448},
                      roofline=Roofline("fake GPU", 1e30, 1e30), quick=True)


@pytest.mark.slow
def test_every_gpu_experiment_runs_and_records_measurements(fake_gpu):
    from workbench.claims.tiles import extract
    from workbench.exercise import get

    fake_gpu.claim = extract("BLOCK_M=64, BLOCK_N=32, head dim 64, 2 stages")
    ids = []
    for fn in get("flashattention").import_module("experiments").plan(fake_gpu):
        exp = fn(fake_gpu)
        ids.append(exp.id)
        assert exp.summary and exp.criterion
        if exp.id == "memory.ncu_dram_bytes":
            assert exp.error and "ncu is not on PATH" in exp.error and not exp.supported
        else:
            assert exp.error is None, (exp.id, exp.error)
    assert ids[0] == "tiling.learner_tile" and ids[-1] == "memory.ncu_dram_bytes"
    assert {"tiling.warp_specialization", "memory.gpu_sweep", "tiling.gpu_block_sweep", "tradeoffs.recompute_backward_gpu",
            "tradeoffs.causal_imbalance", "numerics.masked_rows"} <= set(ids)
    ws = fake_gpu.shared["warp_specialization"]
    assert len(ws) == 2 and all(r["max_abs_diff"] < 2e-2 and r["speedup"] > 0 and r["hopper_us_per_kv_tile_per_sm"] > 0
                                for r in ws)
    roles = fake_gpu.shared["warp_roles"]
    assert len(roles) == 2 and all(r["same_bits"] and r["consumer_ns_per_kv_tile"]["mma"] > 0 and
                                   "the loads keep up" in r["reading"] for r in roles)
    sweep = fake_gpu.shared["sweep"]
    assert all("fused" in r and r["fused"]["ms"] > 0 for r in sweep)
    tiles = fake_gpu.shared["tile_sweep"]
    # 256x256 at d=128 with 3 stages needs 448 KiB: reported as out of resources, not a crash
    big = next(r for r in tiles if (r["BLOCK_M"], r["BLOCK_N"]) == (256, 256))
    assert big["status"] == "out_of_resources" and "shared memory" in big["error"]


def test_timing_faster_than_physics_is_an_error_not_a_number(fake_gpu):
    from workbench.exercise import get
    from workbench.lab.roofline import Roofline

    memory = get("flashattention").import_module("experiments").memory
    from workbench.lab.runner import _crashed

    fake_gpu.roofline = Roofline("slow GPU", 1.0, 1.0)  # 1 FLOP/s: every real timing beats it
    with pytest.raises(Exception) as info:
        memory.sweep_gpu(fake_gpu)
    exp = _crashed(memory.sweep_gpu, info.value)
    assert not exp.supported and "faster than physics" in exp.error and exp.criterion == "memoryTraffic"


def test_warp_specialization_records_why_it_did_not_run_off_sm90(monkeypatch):
    """The experiment's non-GPU path: CPU tensors are refused by the Hopper forward, so the experiment
    records why, measures nothing and never reaches the instrumented kernel."""
    import importlib

    from workbench.exercise import get
    from workbench.lab.roofline import Roofline

    ex = get("flashattention").import_module("experiments")
    specialize = importlib.import_module(f"{ex.__name__}.specialize")
    real_qkv = ex.qkv
    monkeypatch.setattr(specialize, "qkv", lambda b, h, n, d, dtype, device, seed=0, n_k=None:
                        real_qkv(b, h, n, d, dtype, "cpu", seed=seed, n_k=n_k))
    from reference_kernels import bench_hopper_roles

    monkeypatch.setattr(bench_hopper_roles, "measure", lambda *a, **k: pytest.fail("measured without sm_90"))
    ctx = ex.Context(gpu=True, device={"name": "fake GPU"}, roofline=Roofline("fake GPU", 1e30, 1e30), quick=True)
    exp = specialize.warp_specialization(ctx)
    assert exp.id == "tiling.warp_specialization" and not exp.supported and exp.measurements == {}
    assert "sm_90" in exp.error and "Not measured" in exp.summary

"""The Hopper forward's per-role timing (reference_kernels/hopper_timeline.py and the kernel's TIMING
variant). On the CPU: the summariser and the checker on synthetic records. On an sm_90 GPU: the
instrumented kernel writes the same outputs as the shipped one, bit for bit, and a complete record."""

from __future__ import annotations

import pytest

from reference_kernels import hopper_timeline as tl


def _record(role, kv=10, tiles=2, clk0=1000, span=20_000, ns_per_cycle=0.5, phases=None):
    rec = [0] * tl.SLOTS
    rec[tl.START_CLK], rec[tl.END_CLK] = clk0, clk0 + span
    rec[tl.START_NS], rec[tl.END_NS] = 7_000, 7_000 + int(span * ns_per_cycle)
    rec[tl.TILES], rec[tl.KV], rec[tl.SMID] = tiles, kv, 3
    names = tl.PRODUCER_PHASES if role == 0 else tl.CONSUMER_PHASES
    phases = phases or {}
    for i, name in enumerate(names):
        rec[tl.PHASE0 + i] = phases.get(name, 0)
    return rec


def _buffer(programs=3, consumers=2, producer=None, consumer=None, **kw):
    return [[_record(0, phases=producer, **kw)] + [_record(1 + c, phases=consumer, **kw) for c in range(consumers)]
            for _ in range(programs)]


def test_slot_layout_is_the_one_the_kernel_writes():
    # flash_attention_hopper_kernels._record stores slots 0..12 in this order.
    assert (tl.START_CLK, tl.END_CLK, tl.START_NS, tl.END_NS, tl.TILES, tl.KV, tl.SMID, tl.PHASE0) == tuple(range(8))
    assert tl.PHASE0 + max(len(tl.PRODUCER_PHASES), len(tl.CONSUMER_PHASES)) == 13 <= tl.SLOTS


def test_summary_of_a_synthetic_buffer():
    # Producer: 12000 of 20000 cycles waiting for a slot, 2000 issuing; consumers: 1000 waiting for K/V,
    # 8000 in products, 6000 in softmax, 1000 epilogue. 10 K/V tiles a program, 0.5 ns a cycle.
    buf = _buffer(producer={"wait_empty": 12_000, "issue_kv": 2_000, "wait_q": 500, "issue_q": 100},
                  consumer={"wait_kv": 1_000, "mma": 8_000, "softmax": 6_000, "epilogue": 1_000, "wait_q": 200})
    s = tl.summarise(buf)
    assert s["programs"] == 3 and s["consumers"] == 2
    assert s["ns_per_cycle"] == pytest.approx(0.5) and s["clock_ghz"] == pytest.approx(2.0)
    p, c = s["producer"], s["consumer"]
    assert p["kv_tiles"] == 30 and c["kv_tiles"] == 60 and c["tiles"] == 12
    assert p["ns_per_kv_tile"]["wait_empty"] == pytest.approx(12_000 * 0.5 / 10)
    assert p["ns_per_kv_tile"]["issue_kv"] == pytest.approx(100.0)
    assert p["span_ns_per_kv_tile"] == pytest.approx(1000.0)
    assert p["ns_per_kv_tile"]["other"] == pytest.approx((20_000 - 14_600) * 0.5 / 10)
    assert c["ns_per_kv_tile"]["mma"] == pytest.approx(400.0) and c["ns_per_kv_tile"]["softmax"] == pytest.approx(300.0)
    assert sum(c["share"].values()) == pytest.approx(1.0) and sum(p["share"].values()) == pytest.approx(1.0)
    assert s["producer_wait_fraction"] == pytest.approx(12_500 / 20_000)
    assert s["consumer_kv_wait_fraction"] == pytest.approx(0.05)
    assert s["consumer_wait_fraction"] == pytest.approx(1_200 / 20_000)
    assert s["reading"].startswith("the consumers waited 5% of their time for K/V: the loads keep up")
    assert "the producer waited 62% of its time for a free slot: the ring stays full" in s["reading"]
    rows = tl.table(s)
    assert ("consumer", "mma", pytest.approx(400.0), pytest.approx(0.4)) in rows and len(rows) == 4 + 1 + 6 + 1


def test_reading_when_the_loads_do_not_keep_up():
    line = tl.reading(producer_wait=0.1, consumer_kv_wait=0.35, consumer_turn_wait=0.2)
    assert "waited 35% of their time for K/V: the loads do not keep up" in line
    assert "the producer waited 10% of its time for a free slot" in line and "ring stays full" not in line
    assert "20% went to waiting for the ping-pong turn" in line


def test_check_accepts_a_complete_record_and_counts():
    buf = _buffer(programs=4, consumers=3)
    tl.check(buf, expected_kv=40, expected_tiles=8)
    with pytest.raises(tl.TimelineError, match="expected 41"):
        tl.check(buf, expected_kv=41)


@pytest.mark.parametrize("spoil,match", [
    (lambda b: b[1][2].__setitem__(tl.END_NS, tl.UNWRITTEN), "unwritten"),
    (lambda b: b[0][0].__setitem__(tl.END_CLK, 10), "ends before it starts"),
    (lambda b: b[2][1].__setitem__(tl.PHASE0 + 3, 10**9), "do not fit its span"),
    (lambda b: b[2][1].__setitem__(tl.PHASE0, -5), "do not fit its span"),
    (lambda b: b[1][1].__setitem__(tl.KV, 9), "consumer 0 went through 9 K/V tiles"),
    (lambda b: b[1].pop(), "roles"),
    (lambda b: b.clear(), "empty"),
])
def test_check_rejects_broken_records(spoil, match):
    buf = _buffer()
    spoil(buf)
    with pytest.raises(tl.TimelineError, match=match):
        tl.check(buf)


def test_summarise_refuses_an_unfinished_buffer():
    buf = _buffer()
    buf[0][0][tl.START_CLK] = tl.UNWRITTEN
    with pytest.raises(tl.TimelineError):
        tl.summarise(buf)


def test_imports_without_torch():
    import subprocess
    import sys

    code = ("import sys; import reference_kernels.hopper_timeline; "
            "assert 'torch' not in sys.modules and 'triton' not in sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True)


# ---------------------------------------------------------------------------------------------- GPU

def _sm90():
    try:
        import torch

        from reference_kernels import flash_attention_hopper as hopper
    except Exception:  # noqa: BLE001
        return False
    return torch.cuda.is_available() and torch.cuda.get_device_capability() == (9, 0) and hopper.AVAILABLE


sm90 = pytest.mark.skipif(not _sm90(), reason="needs an sm_90 (Hopper) GPU and Triton's Gluon")


def _configs():
    try:
        from reference_kernels import flash_attention_hopper as hopper
    except Exception:  # noqa: BLE001 - no torch/triton: the GPU tests are not collected
        return []

    picks = [(128, False, hopper.pick(128, False, 1024)), (128, True, hopper.pick(128, True, 1024)),
             (128, True, hopper.CONFIG_LONG[(128, True)][1]), (64, True, hopper.pick(64, True, 4096)),
             (64, False, hopper.CANDIDATES[64][3]), (128, False, hopper.CANDIDATES[128][0])]
    return [pytest.param(d, causal, cfg, id=f"d{d}-{'causal' if causal else 'full'}-{'-'.join(map(str, map(int, cfg)))}")
            for d, causal, cfg in picks]


@pytest.mark.gpu
@sm90
@pytest.mark.parametrize("programs", [None, 5], ids=["grid", "5programs"])
@pytest.mark.parametrize("D,causal,config", _configs())
def test_gpu_timed_kernel_same_bits_and_complete_timeline(D, causal, config, programs):
    import torch

    from reference_kernels import flash_attention_hopper as hopper
    from reference_kernels.bench_hopper_roles import expected_counts

    B, H, L = 2, 3, 1024
    torch.manual_seed(D + causal)
    q, k, v = (torch.randn(B, H, L, D, device="cuda", dtype=torch.float16) for _ in range(3))
    o, lse = hopper.forward(q, k, v, causal, None, config=config, programs=programs)
    buf = hopper.timeline_buffer(q, k, causal, config=config, programs=programs)
    o_t, lse_t = hopper.forward(q, k, v, causal, None, config=config, programs=programs, timeline=buf)
    torch.cuda.synchronize()
    assert torch.equal(o, o_t) and torch.equal(lse, lse_t)
    rec = buf.tolist()
    kv, tiles = expected_counts(B, H, L, L, config[2], config[4], causal)
    tl.check(rec, expected_kv=kv, expected_tiles=tiles)
    s = tl.summarise(rec)
    assert 0.5 < s["clock_ghz"] < 3.0  # %clock64 against %globaltimer: an SM clock, not garbage
    for role in ("producer", "consumer"):
        assert all(0 <= x <= 1 for x in s[role]["share"].values())
    assert s["consumer"]["ns_per_kv_tile"]["mma"] > 0 and s["consumer"]["ns_per_kv_tile"]["softmax"] > 0
    assert s["producer"]["ns_per_kv_tile"]["issue_kv"] > 0
    if config[1]:  # ping-pong: the consumers take turns, so some wait for the turn
        assert s["consumer"]["ns_per_kv_tile"]["wait_turn"] > 0
    else:  # no turn to wait for: nothing is counted there
        assert s["consumer"]["ns_per_kv_tile"]["wait_turn"] == 0


@pytest.mark.gpu
@sm90
def test_gpu_timeline_buffer_of_the_wrong_shape_is_refused():
    import torch

    from reference_kernels import flash_attention_hopper as hopper

    q = torch.randn(1, 1, 128, 128, device="cuda", dtype=torch.float16)
    with pytest.raises(ValueError, match="timeline_buffer"):
        hopper.forward(q, q, q, False, None, timeline=torch.zeros(3, dtype=torch.int64, device="cuda"))

"""Where the Hopper forward's warp roles spend their time: the kernel's TIMING variant
(hopper_timeline.py) on the same inputs as the shipped kernel, the two timed in alternating passes
(the instrumentation's overhead), their outputs compared bit for bit, and each role's phases per
K/V tile.

    python -m reference_kernels.bench_hopper_roles --out roles.json
    python -m reference_kernels.bench_hopper_roles --shapes "4,16,4096,128" --masks causal --repeat 3

Timings: median of triton.testing.do_bench (L2 flushed) per pass, the best of ``--repeat`` passes
per kernel; the record comes from one more run of the instrumented kernel into a buffer filled with
hopper_timeline.UNWRITTEN, checked complete (hopper_timeline.check) before it is summarised.
"""

from __future__ import annotations

import argparse
import json
import re

from reference_kernels import hopper_schedule, hopper_timeline

SHAPES = "4,16,4096,128;4,16,16384,128"  # (B, H, N, d): tiling.warp_specialization's shapes


def expected_counts(B, H, Lq, Lk, nc, block_n, causal, off=0):
    """(K/V tiles each role goes through in all, query tiles): the kernel's ``_tile`` arithmetic
    (hopper_schedule.key_tiles), with 64 query rows per consumer warpgroup."""
    bm = nc * 64
    n_m = -(-Lq // bm)
    pad = hopper_schedule.causal_pad(Lq, bm) if causal else 0
    kv = sum(hopper_schedule.key_tiles(m, bm, block_n, Lk, off, causal, pad)[0] for m in range(n_m))
    return kv * B * H, n_m * B * H


def measure(q, k, v, causal, config=None, timer=None, repeat=1):
    """The shipped and the instrumented kernel on (q, k, v): {"ms", "timed_ms", "overhead", "same_bits",
    "config", "summary"}. ``timer(fn) -> seconds`` (default: do_bench's median, L2 flushed); each of
    ``repeat`` passes times both kernels, the plain one first in even passes; the best of each is kept."""
    import torch

    from reference_kernels import flash_attention_hopper as hopper

    if timer is None:
        import triton

        def timer(fn):
            return triton.testing.do_bench(fn, warmup=25, rep=100, return_mode="median") * 1e-3

    B, H, Lq, D = q.shape
    cfg = config or hopper.pick(D, causal, max(Lq, k.shape[2]), B * H, hopper._sm_count(q.device.index))
    plain = lambda: hopper.forward(q, k, v, causal, None, config=cfg)  # noqa: E731
    scratch = hopper.timeline_buffer(q, k, causal, config=cfg, fill=None)
    timed = lambda: hopper.forward(q, k, v, causal, None, config=cfg, timeline=scratch)  # noqa: E731
    with torch.no_grad():
        o, lse = plain()  # compile both outside the timing
        buf = hopper.timeline_buffer(q, k, causal, config=cfg)
        o_t, lse_t = hopper.forward(q, k, v, causal, None, config=cfg, timeline=buf)
        torch.cuda.synchronize()
        same = bool(torch.equal(o, o_t) and torch.equal(lse, lse_t))
        rec = buf.tolist()
        del o, lse, o_t, lse_t, buf
        times = {"plain": [], "timed": []}
        for r in range(repeat):
            order = ("plain", "timed") if r % 2 == 0 else ("timed", "plain")
            for name in order:
                times[name].append(timer(plain if name == "plain" else timed))
    kv, tiles = expected_counts(B, H, Lq, k.shape[2], cfg[2], cfg[4], causal)
    hopper_timeline.check(rec, expected_kv=kv, expected_tiles=tiles)
    ms, timed_ms = min(times["plain"]) * 1e3, min(times["timed"]) * 1e3
    return {"config": list(cfg), "ms": ms, "timed_ms": timed_ms, "overhead": timed_ms / ms - 1, "same_bits": same,
            "passes_ms": {n: [t * 1e3 for t in ts] for n, ts in times.items()},
            "summary": hopper_timeline.summarise(rec)}


def format_row(label: str, m: dict) -> list[str]:
    s = m["summary"]
    p, c = s["producer"]["ns_per_kv_tile"], s["consumer"]["ns_per_kv_tile"]
    return [f"{label}: {m['ms']:.3f} ms plain, {m['timed_ms']:.3f} ms instrumented ({100 * m['overhead']:+.1f}%), "
            f"same bits: {m['same_bits']}, SM clock {s['clock_ghz']:.2f} GHz",
            "  producer ns/K-V tile: " + ", ".join(f"{n} {v:.0f}" for n, v in p.items()) +
            f" (span {s['producer']['span_ns_per_kv_tile']:.0f}; waiting {100 * s['producer_wait_fraction']:.0f}%)",
            "  consumer ns/K-V tile: " + ", ".join(f"{n} {v:.0f}" for n, v in c.items()) +
            f" (span {s['consumer']['span_ns_per_kv_tile']:.0f}; K/V wait {100 * s['consumer_kv_wait_fraction']:.0f}%)",
            "  " + s["reading"]]


def parse_tag(tag: str) -> tuple:
    """The config of a tag such as ``s4p0c3o0n128e0P4`` (bench_hopper's ``_tag``)."""
    m = re.fullmatch(r"(?:fa3_)?s(\d+)p([01])c(\d+)o(\d)n(\d+)e(\d+)P(\d)", tag)
    if m is None:
        raise SystemExit(f"--config {tag!r}: not a config tag (like s4p0c3o0n128e0P4)")
    st, pp, nc, ov, bn, ep, grid = (int(x) for x in m.groups())
    return (st, bool(pp), nc, bool(ov) if ov < 2 else ov, bn, ep, grid)


def main(argv=None) -> int:
    import torch

    ap = argparse.ArgumentParser(prog="python -m reference_kernels.bench_hopper_roles")
    ap.add_argument("--shapes", default=SHAPES, help="B,H,N,d;... (self-attention, Lq = Lk = N)")
    ap.add_argument("--masks", default="full,causal")
    ap.add_argument("--dtype", default="float16")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--out", default="roles.json")
    ap.add_argument("--config", default="", help="a config tag as bench_hopper prints it (s4p0c3o0n128e0P4); "
                    "default: the dispatched one")
    args = ap.parse_args(argv)
    config = parse_tag(args.config) if args.config else None
    dtype = getattr(torch, args.dtype)
    results, lines = [], []
    for spec in args.shapes.split(";"):
        B, H, N, D = (int(x) for x in spec.split(","))
        for mask in args.masks.split(","):
            causal = mask == "causal"
            g = torch.Generator(device="cuda").manual_seed(N + causal)
            q, k, v = (torch.randn(B, H, N, D, device="cuda", dtype=dtype, generator=g) for _ in range(3))
            m = measure(q, k, v, causal, config=config, repeat=args.repeat)
            m.update(B=B, H=H, N=N, d=D, mask=mask, dtype=args.dtype)
            results.append(m)
            lines += format_row(f"B={B} H={H} N={N} d={D} {mask}", m)
            print("\n".join(format_row(f"B={B} H={H} N={N} d={D} {mask}", m)), flush=True)
            del q, k, v
    info = {"device": torch.cuda.get_device_name(), "torch": torch.__version__}
    import triton

    info["triton"] = triton.__version__
    with open(args.out, "w") as f:
        json.dump({"versions": info, "rows": results}, f, indent=1)
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

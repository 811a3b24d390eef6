"""The report's four plots as PNG bytes (matplotlib, Agg). Each returns None when the
evidence has nothing to plot (e.g. no GPU timings in a CPU run)."""

from __future__ import annotations

import io

from workbench.facts.model import Evidence


def _fig():
    import matplotlib

    matplotlib.use("Agg")  # no display; must precede pyplot
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(6.4, 3.8), dpi=100)
    return plt, fig, ax


def _png(plt, fig) -> bytes:
    buf = io.BytesIO()
    fig.tight_layout()
    fig.savefig(buf, format="png")
    plt.close(fig)
    return buf.getvalue()


def _exp(ev: Evidence, eid: str):
    e = next((x for x in ev.experiments if x.id == eid), None)
    return e if e is not None and not e.error else None


def memory_vs_n(ev: Evidence) -> bytes | None:
    e = _exp(ev, "memory.gpu_sweep") or _exp(ev, "memory.peak_extra_cpu")
    if e is None:
        return None
    rows = e.measurements["rows"]
    plt, fig, ax = _fig()
    nv = [(r["N"], r["naive_peak_extra_bytes"]) for r in rows if isinstance(r["naive_peak_extra_bytes"], int)]
    fu = [(r["N"], r["fused_peak_extra_bytes"]) for r in rows if isinstance(r["fused_peak_extra_bytes"], int)]
    ax.loglog(*zip(*nv), "o-", label="naive (S and P stored)")
    ax.loglog(*zip(*fu), "s-", label="fused kernel")
    for r in rows:
        if r["naive_peak_extra_bytes"] == "OOM":
            ax.axvline(r["N"], color="red", ls=":", lw=1)
            ax.text(r["N"], ax.get_ylim()[1], "naive OOM ", color="red", va="top", ha="right", fontsize=8)
            break
    ax.set_xlabel("sequence length N")
    ax.set_ylabel("peak extra memory (bytes)")
    ax.set_title(f"Extra memory vs N ({ev.device.get('name', '')})", fontsize=10)
    ax.legend()
    return _png(plt, fig)


def tflops_vs_n(ev: Evidence) -> bytes | None:
    e = _exp(ev, "memory.gpu_sweep")
    if e is None:
        return None
    rows = e.measurements["rows"]
    plt, fig, ax = _fig()
    ax.semilogx([r["N"] for r in rows if "fused" in r], [r["fused"]["tflops"] for r in rows if "fused" in r], "s-",
                label="fused kernel")
    ax.semilogx([r["N"] for r in rows if "naive" in r], [r["naive"]["tflops"] for r in rows if "naive" in r], "o-",
                label="naive")
    peak = (ev.device.get("roofline") or {}).get("measured_fp16_matmul_flops")
    if peak:
        ax.axhline(peak / 1e12, color="gray", ls="--", label="fp16 matmul peak (measured)")
    ax.set_xlabel("sequence length N")
    ax.set_ylabel("TFLOP/s")
    ax.set_title(f"Throughput vs N ({ev.device.get('name', '')})", fontsize=10)
    ax.legend()
    return _png(plt, fig)


def error_vs_scale(ev: Evidence) -> bytes | None:
    e = _exp(ev, "numerics.softmax_overflow")
    if e is None:
        return None
    rows = e.measurements["rows"]
    plt, fig, ax = _fig()
    xs = [r["max_logit"] for r in rows]
    big = 10.0  # plot inf/NaN as a marker at the top
    for key, label in (("no_max_max_err", "no max subtraction (fp16)"), ("safe_max_err", "max subtraction"),
                       ("online_max_err", "online rescaled softmax"), ("per_tile_max_err", "per-tile, no rescaling")):
        ys = [r[key] if r[key] != float("inf") else big for r in rows]
        ax.loglog(xs, ys, "o-", label=label)
    ax.axvline(e.measurements["ln_fp16_max"], color="red", ls=":", lw=1)
    ax.text(e.measurements["ln_fp16_max"], big, " ln(65504)", color="red", fontsize=8, va="top")
    ax.set_xlabel("largest logit")
    ax.set_ylabel(f"max |error| vs float64 (inf/NaN drawn at {big:g})")
    ax.set_title("Softmax error vs logit scale", fontsize=10)
    ax.legend(fontsize=8)
    return _png(plt, fig)


def tile_sweep(ev: Evidence) -> bytes | None:
    e = _exp(ev, "tiling.gpu_block_sweep")
    if e is not None:
        rows = e.measurements["rows"]
        plt, fig, ax = _fig()
        labels = [f"{r['BLOCK_M']}x{r['BLOCK_N']}\ns{r['num_stages']}" for r in rows]
        top = max((r.get("tflops", 0.0) for r in rows), default=1.0) or 1.0
        vals = [r["tflops"] if r["status"] == "ran" else 0.04 * top for r in rows]  # a stub bar marks "no fit"
        colors = ["tab:blue" if r["status"] == "ran" else "tab:red" for r in rows]
        ax.bar(range(len(rows)), vals, color=colors)
        for i, r in enumerate(rows):
            if r["status"] != "ran":
                ax.text(i, 0.06 * top, "does not fit", rotation=90, ha="center", va="bottom", fontsize=8,
                        color="tab:red")
        ax.set_xticks(range(len(rows)), labels, fontsize=6)
        ax.set_ylabel("TFLOP/s (red: out of shared memory)")
        ax.set_title(f"Tile sweep, d={e.measurements['d']}, N={e.measurements['N']}", fontsize=10)
        return _png(plt, fig)
    e = _exp(ev, "tiling.smem_footprint")
    if e is None:
        return None
    rows = e.measurements["rows"]
    plt, fig, ax = _fig()
    labels = [f"{r['BLOCK_M']}x{r['BLOCK_N']}\nd{r['HEAD_DIM']} s{r['num_stages']}" for r in rows]
    ax.bar(range(len(rows)), [r["shared_bytes"] / 1024 for r in rows],
           color=["tab:blue" if r["fits"] else "tab:red" for r in rows])
    ax.axhline(e.measurements["limit_bytes"] / 1024, color="gray", ls="--", label="limit per block")
    ax.set_xticks(range(len(rows)), labels, fontsize=7)
    ax.set_ylabel("shared memory (KiB)")
    ax.set_title("Tile footprint vs shared-memory limit", fontsize=10)
    ax.legend()
    return _png(plt, fig)


ALL = {"memory_vs_n": memory_vs_n, "tflops_vs_n": tflops_vs_n, "error_vs_scale": error_vs_scale,
       "tile_sweep": tile_sweep}


def make_all(ev: Evidence) -> dict[str, bytes]:
    out = {}
    for name, fn in ALL.items():
        png = fn(ev)
        if png:
            out[name] = png
    return out

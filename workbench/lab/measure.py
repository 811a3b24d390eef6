"""Measuring memory and time of a callable, on the GPU or the CPU.

torch and triton are imported inside functions.
"""

from __future__ import annotations

import weakref
from typing import Any, Callable


def cpu_peak_extra_bytes(fn: Callable[[], Any]) -> tuple[int, Any]:
    """Peak bytes of torch storage allocated *during* fn(), tracked op by op.

    The CPU allocator keeps no statistics, so we watch every op's outputs through a
    TorchDispatchMode, count each new storage once, and release it when the last
    tensor viewing it is freed. This is exact for torch allocations; memory a Triton
    interpreter allocates in numpy is invisible here (as it would not exist on a GPU).
    """
    import torch
    from torch.utils._python_dispatch import TorchDispatchMode
    from torch.utils._pytree import tree_flatten

    live: dict[int, list[int]] = {}  # storage pointer -> [bytes, tensors alive]
    state = {"now": 0, "peak": 0}

    def release(ptr: int) -> None:
        rec = live.get(ptr)
        if rec is None:
            return
        rec[1] -= 1
        if rec[1] == 0:
            state["now"] -= rec[0]
            del live[ptr]

    class Tracker(TorchDispatchMode):
        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            out = func(*args, **(kwargs or {}))
            for t in tree_flatten(out)[0]:
                if isinstance(t, torch.Tensor) and t.device.type == "cpu":
                    st = t.untyped_storage()
                    ptr, nbytes = st.data_ptr(), st.nbytes()
                    if ptr == 0 or nbytes == 0:
                        continue
                    if ptr not in live:
                        live[ptr] = [nbytes, 0]
                        state["now"] += nbytes
                        state["peak"] = max(state["peak"], state["now"])
                    live[ptr][1] += 1
                    weakref.finalize(t, release, ptr)
            return out

    with Tracker():
        result = fn()
    return state["peak"], result


def gpu_peak_extra_bytes(fn: Callable[[], Any]) -> tuple[int | str, Any]:
    """Peak bytes the caching allocator handed out during fn() beyond what was live before; 'OOM' if it ran out."""
    import torch

    torch.cuda.synchronize()
    torch.cuda.empty_cache()
    torch.cuda.reset_peak_memory_stats()
    base = torch.cuda.memory_allocated()
    try:
        result = fn()
        torch.cuda.synchronize()
    except torch.cuda.OutOfMemoryError:
        torch.cuda.empty_cache()
        return "OOM", None
    peak = torch.cuda.max_memory_allocated() - base
    return int(peak), result


def gpu_time_s(fn: Callable[[], Any], rep_ms: int = 100) -> float:
    """Median seconds of fn() by triton.testing.do_bench (L2 flushed between runs)."""
    from triton.testing import do_bench

    return do_bench(fn, warmup=25, rep=rep_ms, return_mode="median") * 1e-3


def max_err(out, ref) -> float:
    """Max abs error against a float64 reference; inf when out has inf/NaN."""
    import torch

    o = out.double()
    if not torch.isfinite(o).all():
        return float("inf")
    return float((o - ref).abs().max())

"""Experiments, one module per rubric criterion. Each module exposes CPU and GPU:
lists of functions `fn(ctx) -> Experiment`. Nothing heavy at import."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any, Callable

from workbench.evidence.claims import TileClaim
from workbench.evidence.model import Experiment
from workbench.evidence.roofline import Roofline


@dataclass
class Context:
    gpu: bool
    device: dict
    roofline: Roofline | None = None
    claim: TileClaim | None = None  # the learner's tile, from --outline
    quick: bool = False  # tests: the smallest sizes that still show the effect
    shared: dict[str, Any] = field(default_factory=dict)  # results one experiment hands to a later one

    @property
    def smem_limit(self) -> int:
        from workbench.evidence.device import HOPPER_SMEM_PER_BLOCK

        v = self.device.get("shared_memory_per_block_optin")
        return int(v) if v else HOPPER_SMEM_PER_BLOCK

    @property
    def where(self) -> str:
        return self.device.get("name", "this device")


ExperimentFn = Callable[[Context], Experiment]


def kernels():
    """(flash_attention module, naive module). Sets TRITON_INTERPRET first when there is no GPU:
    Triton reads it when a kernel is defined, i.e. at import."""
    import torch

    if not torch.cuda.is_available():
        os.environ.setdefault("TRITON_INTERPRET", "1")
    from reference_kernels import flash_attention, naive

    return flash_attention, naive


def fmt_bytes(n: float) -> str:
    for unit, size in (("GiB", 2**30), ("MiB", 2**20), ("KiB", 2**10)):
        if abs(n) >= size:
            return f"{n / size:.3g} {unit}"
    return f"{int(n)} B"


def seeded(seed: int):
    import torch

    g = torch.Generator().manual_seed(seed)
    return g


def qkv(b: int, h: int, n: int, d: int, dtype, device: str, seed: int = 0, n_k: int | None = None):
    """Random normal Q, K, V (never zeros: zeros hide indexing and scaling bugs)."""
    import torch

    g = seeded(seed)
    n_k = n if n_k is None else n_k
    q = torch.randn(b, h, n, d, generator=g, dtype=torch.float32).to(device=device, dtype=dtype)
    k = torch.randn(b, h, n_k, d, generator=g, dtype=torch.float32).to(device=device, dtype=dtype)
    v = torch.randn(b, h, n_k, d, generator=g, dtype=torch.float32).to(device=device, dtype=dtype)
    return q, k, v


def reference64(q, k, v, causal: bool = False, sm_scale: float | None = None):
    """Float64 attention on the CPU, top-left causal alignment (torch's is_causal)."""
    import math

    import torch

    q, k, v = (x.detach().double().cpu() for x in (q, k, v))
    scale = sm_scale if sm_scale is not None else 1.0 / math.sqrt(q.shape[-1])
    s = (q @ k.transpose(-1, -2)) * scale
    if causal:
        lq, lk = s.shape[-2], s.shape[-1]
        mask = torch.ones(lq, lk, dtype=torch.bool).tril()
        s = s.masked_fill(~mask, float("-inf"))
    p = torch.softmax(s, dim=-1)
    p = torch.nan_to_num(p, nan=0.0)  # fully masked rows: output 0, as the kernel documents
    return p @ v

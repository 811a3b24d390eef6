"""A Hopper-only (sm_90) FlashAttention backward in Gluon, with FlashAttention-3's structure.

The sibling of ``flash_attention_hopper.py`` (the forward) for the backward pass; the portable
``_backward`` in ``flash_attention.py`` is the one to read first. Same contract for the cases it
takes (``supports``: the forward's conditions): from the forward's o and lse (natural log), dq, dk,
dv in the input dtype, dk and dv summed over the query heads that share a K/V head.

Three launches, like the portable backward:

* ``Delta = rowsum(dO * O)``: the portable preprocess kernel.
* **dK, dV** (``_fa3_bwd_dkdv``): one program per 128 keys of one K/V head. A **producer** warp
  (24 registers a thread after ``setmaxnreg``) loads the program's K and V once, then Q_i and dO_i
  of every query tile of every query head of the group into a ring of ``STAGES`` shared-memory
  slots (TMA, a "ready" and an "empty" mbarrier per slot). Two **consumer** warpgroups own 64 keys
  each and keep their dK, dV in registers; per query tile they run four asynchronous ``wgmma``:
  ``S^T = K Q^T`` and ``dP^T = V dO^T`` from shared memory (both issued before either is waited
  for, so dP^T runs during the exponentials of P^T), then ``dV += P^T dO`` and ``dK += dS^T Q``
  with P^T and dS^T from registers (dV runs during the arithmetic of dS^T). The two consumers
  interleave on the tensor cores: one's exponentials run while the other's products do. LSE and
  Delta of each query tile arrive by TMA with Q and dO (in registers they spilled). dK and dV leave
  through K's and V's buffers by TMA.
* **dQ** (``_fa3_bwd_dq``): one program per 128 query rows of one head, the forward's shape: the
  producer loads Q and dO once and K_j, V_j into a ring; each consumer owns 64 rows and keeps their
  dQ in registers over ``S = Q K^T``, ``dP = dO V^T``, ``dQ += dS K``.

Deterministic: every sum (over query tiles and group heads for dK/dV, over key tiles for dQ) runs in
registers of one program in a fixed order; no atomics. The price is the dQ kernel recomputing S and
dP (seven products instead of five), as the portable backward does; cuDNN and FlashAttention-3
compute dQ inside the dK/dV loop and add it up in float32 across programs (atomics, or an ordered
accumulation with semaphores in FlashAttention-3's deterministic mode).

**Fused** configs (dQ key tile ``FUSED``; ``pick`` runs one at head dim 128 when Lq and Lk are
both at least FUSED_MIN_LEN; docs/performance.md, v11 to v13) do the latter, still deterministic,
in two launches: the dK/dV program also computes its share of ``dQ_i = dS_i K`` (both consumers
put dS^T in shared memory, each multiplies it by half of K's columns) and hands the float32 result
to a fourth partition, a **writer** warp, which adds it into a zeroed float32 dQ with TMA
reduce-adds once every key block that comes before it for that tile has added its own: a counter
per (query head, query tile), waited for with acquire loads and counted up with release atomics
after the adds are complete. The order is first key block to last. With the causal mask each
program walks its query tiles from the last one down (``TILES_DOWN``), so without grouped K/V heads
every key block of a head reaches a tile at the same step, as with the full mask, and the longest
programs (the first key blocks, which see the most rows) start first (with the causal mask and
GQA ``pick`` keeps the two-kernel config: see CONFIG_FUSED); the grid starts
programs in that order, group of heads by group of heads, and in a group head by head within a
key block, so a block's predecessors have started before it (this relies on the GPU starting a
grid's programs in launch order, which CUDA does not promise); a group has as few heads as let
``BLOCKS_IN_FLIGHT`` key blocks of each run at once,
which then share the head's Q, dO and dQ lines in L2. dq = sm_scale * that sum, cast.
"""

from __future__ import annotations

import functools
import math

import torch

try:
    from reference_kernels.flash_attention_hopper_bwd_kernels import AVAILABLE, FUSED_AVAILABLE
    if AVAILABLE:
        from triton.experimental.gluon import language as gl
        from triton.experimental.gluon.nvidia.hopper import TensorDescriptor

        from reference_kernels.flash_attention_hopper_bwd_kernels import _fa3_bwd_dkdv, _fa3_bwd_dq
except Exception:  # noqa: BLE001 - any import failure means "no fast path", never a crash
    AVAILABLE = FUSED_AVAILABLE = False

from reference_kernels import flash_attention_hopper as _fwd

KEYS = 128     # keys per dK/dV program (two consumer warpgroups of 64)
ROWS = 128     # query rows per dQ program (two consumer warpgroups of 64)
HALF = 64      # rows (keys or queries) per consumer warpgroup: one wgmma M

# A config: (dK/dV query tile BM, dK/dV ring STAGES, dQ key tile BN, dQ ring STAGES).
# Shared memory: dK/dV 2*2*64*D (K, V) + STAGES*2*BM*D (Q, dO) + STAGES*2*4*BM (LSE, Delta);
# dQ 2*2*64*D + STAGES*2*BN*D, in 2-byte elements unless said. CANDIDATES are the ones measured
# side by side (docs/performance.md, v7 and v12) and tested on the GPU.
FUSED = 0      # a config's dQ key tile BN = FUSED: no dQ kernel, dQ inside the dK/dV loop (see above);
#                its last element is then the key blocks of a head meant to run at once, or 0 for
#                BLOCKS_IN_FLIGHT
_FUSED_CONFIGS = [(64, 2, FUSED, p) for p in (0, 16, 64)]
CANDIDATES = {
    64: [(128, 2, 128, 2), (64, 3, 64, 3), (128, 3, 128, 3)] + _FUSED_CONFIGS * FUSED_AVAILABLE,
    128: [(64, 2, 64, 2), (64, 3, 128, 2)] + _FUSED_CONFIGS * FUSED_AVAILABLE,
}
# CONFIG: the pick per head dim (v7: the fastest in every row at head dim 64; at 128 the two were
# within 3% and the smaller ring won 5 of 8 rows). CONFIG_FUSED: the pick when both Lq and Lk are
# at least FUSED_MIN_LEN[(d, causal)], where the fused config was measured faster than CONFIG's
# (docs/performance.md, v12 and v13: head dim 128 at Lq = Lk = 2048 to 16384, fp16 and bf16; with the
# causal mask it was 4-8% slower at 2048 and faster from 4096; at head dim 64 it lost at every shape
# measured). Both lengths, because with few query tiles the ordered sums would run a head's key
# blocks one after another (each waits for the one before on every tile). Not with the causal mask
# and grouped K/V heads (GQA, MQA): a program walks the group's query heads one after another, and
# key block j has two query tiles fewer per head than block j - 1, so from the second head on it
# would reach each tile before its predecessors and wait (measured only without GQA).
CONFIG = {64: CANDIDATES[64][0], 128: CANDIDATES[128][0]}
CONFIG_FUSED = {128: (64, 2, FUSED, 0)} if FUSED_AVAILABLE else {}
FUSED_MIN_LEN = {(128, False): 2048, (128, True): 4096}
# Key blocks of one head meant to run at once in the fused grid, measured (docs/performance.md, v12
# and v13; H200, head dim 128): within noise of the best of 16, 32 and 64 with the full mask at
# N = 2048 to 16384 and with the causal mask at 4096 to 16384.
BLOCKS_IN_FLIGHT = 32


def pick(d, causal, lq, lk, group=1):
    """The config ``backward`` runs by default for head dim d, this mask, these lengths and
    ``group`` query heads per K/V head."""
    if causal and group > 1:
        return CONFIG[d]
    if d in CONFIG_FUSED and min(lq, lk) >= FUSED_MIN_LEN[(d, bool(causal))]:
        return CONFIG_FUSED[d]
    return CONFIG[d]


# (head dim, causal) -> the shortest max(Lq, Lk) from which this backward was measured faster than
# the portable one on an H200, fp16 and bf16 (docs/performance.md, v7): 1.13-1.28x at every shape
# measured, N = 1024 to 16384. Shorter lengths were not measured, so the portable backward keeps
# them. None would mean never.
DISPATCH_MIN_LEN = {(64, False): 1024, (64, True): 1024, (128, False): 1024, (128, True): 1024}


def supports(q, k, v, causal, causal_alignment, window_size, softcap) -> bool:
    """Same inputs as the Hopper forward (sm_90, fp16/bf16, head dim 64 or 128, lengths multiples
    of 128, dense contiguous tensors, no window or soft-cap, every row sees a key)."""
    return AVAILABLE and _fwd.supports(q, k, v, causal, causal_alignment, window_size, softcap)


def wanted(q, k, v, causal, causal_alignment="top_left", window_size=(-1, -1), softcap=0.0) -> bool:
    """Dispatch rule: the forward's (supported, not switched off by REFERENCE_KERNELS_HOPPER=0, long
    enough), with this file's DISPATCH_MIN_LEN."""
    return AVAILABLE and _fwd.wanted(q, k, v, causal, causal_alignment, window_size, softcap,
                                     min_len_table=DISPATCH_MIN_LEN)


def _desc(t, rows, name):
    D = t.shape[-1]
    return TensorDescriptor.from_tensor(t.view(-1, D), [rows, D], _fwd._smem_layout(rows, D, name))


@functools.cache
def _row_layout():
    return gl.NVMMASharedLayout(swizzle_byte_width=0, element_bitwidth=32, rank=2)


def _row_desc(t, cols):
    """A (1, B*H*Lq) view of a float32 (B, H, Lq) tensor, read by blocks of ``cols`` rows."""
    return TensorDescriptor.from_tensor(t.view(1, -1), [1, cols], _row_layout())


def _aligned(t):
    """t as a dense tensor whose base the copy engine can address (16-byte aligned)."""
    t = t.contiguous()
    return t if t.data_ptr() % 16 == 0 else t.clone()


def _head_group(bh, blocks_in_flight, sms) -> int:
    """Heads per launch group of the fused grid: the most heads, dividing bh, of which
    ``blocks_in_flight`` key blocks each fill the GPU's multiprocessors (one program each), at
    least one. Fewer heads at a time means more key blocks of a head running at once,
    which share its Q, dO and float32 dQ lines in L2 (the dQ reduce-adds of the blocks of a head
    land on the same lines one after another)."""
    want = max(1, sms // blocks_in_flight)
    return max(h for h in range(1, min(want, bh) + 1) if bh % h == 0)


def backward(do, q, k, v, o, lse, causal, sm_scale, causal_alignment="top_left", config=None):
    """(dq, dk, dv) for inputs that ``supports`` accepts; same meaning as flash_attention_backward.
    ``config``: one of CANDIDATES (default: ``pick``'s for this head dim, mask, lengths and group)."""
    from reference_kernels.flash_attention import _attn_bwd_preprocess

    B, H, Lq, D = q.shape
    Hkv, Lk = k.shape[1], k.shape[2]
    sm_scale = 1.0 / math.sqrt(D) if sm_scale is None else float(sm_scale)
    bm, stages_kv, bn, stages_q = config or pick(D, causal, Lq, Lk, H // Hkv)
    off = (Lk - Lq) if (causal and causal_alignment == "bottom_right") else 0
    do, o, lse = (_aligned(t) for t in (do.to(q.dtype), o, lse))
    delta = torch.empty((B, H, Lq), dtype=torch.float32, device=q.device)
    _attn_bwd_preprocess[(Lq // 128, B * H)](o, do, delta, Lq, HEAD_DIM=D, BLOCK_M=128, D=D, PAD_D=False)
    dk = torch.empty_like(k)
    dv = torch.empty_like(v)
    name = "float16" if q.dtype == torch.float16 else "bfloat16"
    regs = _fwd._registers(2)
    fused = bn == FUSED
    dq_acc = dq_desc = sems = None
    grid = (Lk // KEYS, B * Hkv)
    if fused:
        assert FUSED_AVAILABLE, "this Triton's Gluon has no TMA reduce-add: use a config with a dQ kernel"
        assert bm == HALF, f"the fused dQ takes 64-row query tiles (one wgmma M), got {bm}"
        dq_acc = torch.zeros((B * H * Lq, D), dtype=torch.float32, device=q.device)
        dq_desc = TensorDescriptor.from_tensor(dq_acc, [bm, D // 2], _fwd._smem_layout(bm, D // 2, "float32"))
        sems = torch.zeros((B * H * (Lq // bm), ), dtype=torch.int32, device=q.device)
        per_head = stages_q or BLOCKS_IN_FLIGHT
        heads = _head_group(B * Hkv, per_head, _fwd._sm_count(q.device.index))
        grid = (heads, Lk // KEYS, B * Hkv // heads)  # head by head within a key block, group by group
    _fa3_bwd_dkdv[grid](
        _desc(q, bm, name), _desc(do, bm, name), _desc(k, HALF, name), _desc(v, HALF, name),
        _desc(dk, HALF, name), _desc(dv, HALF, name), _row_desc(lse, bm), _row_desc(delta, bm), dq_desc, sems,
        sm_scale, H, H // Hkv, Lq, Lk, off,
        CAUSAL=bool(causal), STAGES=stages_kv, CONSUMER_REGS=regs[1], FUSED=fused, num_warps=4, maxnreg=regs[0])
    if fused:
        return (dq_acc.view(B, H, Lq, D) * sm_scale).to(q.dtype), dk, dv
    dq = torch.empty_like(q)
    _fa3_bwd_dq[(Lq // ROWS, B * H)](
        _desc(q, HALF, name), _desc(do, HALF, name), _desc(k, bn, name), _desc(v, bn, name),
        _desc(dq, HALF, name), lse, delta, sm_scale, H, H // Hkv, Lq, Lk, off,
        CAUSAL=bool(causal), STAGES=stages_q, CONSUMER_REGS=regs[1], num_warps=4, maxnreg=regs[0])
    return dq, dk, dv

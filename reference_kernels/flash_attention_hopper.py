"""A Hopper-only (sm_90) FlashAttention forward in Gluon, with FlashAttention-3's structure.

The portable kernel in ``flash_attention.py`` is the one to read first; this file is its sibling for
one chip. Same contract for the cases it takes (see ``supports``): inputs (B, H, L, D) fp16/bf16,
K/V heads shared by ``H / H_kv`` query heads, ``causal`` top-left (or bottom-right with Lk >= Lq),
output o in the input dtype and ``lse`` (B, H, Lq) float32 in the natural-log base.

Structure of one program (tiles of NC x 64 query rows of one head; NC = 2 or 3 consumer
warpgroups), partitions of warps made by ``gl.warp_specialize``:

* a **producer** warp issues Hopper's bulk tensor copies (TMA) of Q (into one of two Q buffers, one
  per tile in flight) and of each K and V tile into a ring of ``STAGES`` shared-memory slots; each
  slot has a "ready" mbarrier (the copy engine signals it when the bytes land, ``mbarrier.expect``)
  and an "empty" mbarrier (every consumer arrives once its products have read the slot). It keeps
  24 registers a thread; the consumers share the rest (register reallocation: ``setmaxnreg``).
* **consumer** warpgroups own 64 query rows each and run asynchronous ``wgmma``: ``S = Q K^T``
  from shared memory, ``O += P V`` with P from registers; O leaves through the Q buffer by TMA, a
  copy the consumer waits for (and then frees the buffer) only after issuing its next tile's first
  product.
* **intra-warpgroup overlap** (``OVERLAP``): in iteration j a consumer issues ``Q K_j^T`` and
  ``P_{j-1} V_{j-1}`` back to back, waits only for the first, and computes the softmax of ``S_j``
  while the tensor cores still run ``P_{j-1} V_{j-1}``. Only with ``OVERLAP`` 2 does the machine
  code keep that order (ptxas otherwise moves the wait for ``P V`` above the softmax).
* **ping-pong** (``PINGPONG``): the consumers take turns issuing their products (a ring of
  mbarriers passes the turn), so one warpgroup's softmax runs while another's GEMMs occupy the
  tensor cores (with three consumers, the head-dim-64 pick since v16).
* **persistent grid** (a config's last field): one program per multiprocessor walks its tiles
  (round-robin p, p + P, ..., or a longest-first order that balances causal tiles: see
  ``hopper_schedule.py``); the ring's counter runs on across tiles, so the next tile's loads
  overlap the last one's epilogue.
* **exp2 on the FMA units** (``EXP_POLY``) for one score in 4 or 8 (FlashAttention-4's trick).
* **per-role timing** (``TIMING``, off unless ``forward`` gets a ``timeline`` buffer): each warp
  role totals the cycles of its phases (waiting for a slot, issuing copies; waiting for K/V, the
  products, the softmax) and stores one record per program (``hopper_timeline.py``).

Masks: causal key blocks past the diagonal are never loaded; only blocks that straddle it pay for
a mask. The lengths must be multiples of 128, so no key tail is masked (``supports``). With the
causal mask each consumer reads only the key tiles its own 64 rows see and passes the rest of the
tile's ring slots on unread, and a 192-row tiling (NC = 3) that does not divide Lq puts its spare
rows before the head, in the tile with the fewest keys (``hopper_schedule.causal_pad``).
"""

from __future__ import annotations

import functools
import math
import os

import torch
import triton

from reference_kernels.hopper_schedule import (LPT, LPT_L2, PER_TILE, ROUND_ROBIN, SNAKE, causal_pad, heads_per_section,
                                              lpt_table, tile_costs)
from reference_kernels import hopper_timeline

try:  # the kernels, and the host-side descriptor of Gluon's Hopper TMA
    from reference_kernels.flash_attention_hopper_kernels import AVAILABLE, _exp2_asm, _POLY  # noqa: F401
    if AVAILABLE:
        from triton.experimental.gluon import language as gl
        from triton.experimental.gluon.nvidia.hopper import TensorDescriptor

        from reference_kernels.flash_attention_hopper_kernels import _fa3_fwd
except Exception:  # noqa: BLE001 - any import failure means "no fast path", never a crash
    AVAILABLE = False

BLOCK_M = 128  # query rows per program (two consumer warpgroups of 64)
BLOCK_N = 128  # keys per K/V tile
HALF_M = 64    # rows per consumer warpgroup (one wgmma M)


# A config: (STAGES, PINGPONG, NC consumer warpgroups, OVERLAP, BLOCK_N, EXP_POLY, GRID).
# OVERLAP: 0 (False) waits for P V before the softmax; 1 (True) waits after it in the source, but
# ptxas hoists that wait above the softmax (v10 read it in the SASS); 2 pins the source's order
# (``_pin`` in the kernels), so the softmax really runs while the tensor cores do P V. Same bits.
# Shared memory per program: 2 * NC * 64 * D (two Q buffers) plus STAGES * 2 * BLOCK_N * D (K and
# V), in 2-byte elements. GRID (hopper_schedule.py): PER_TILE (0: one program per tile) or one
# program per multiprocessor walking the tiles in ROUND_ROBIN (1), LPT (2: a host-side
# longest-first table), SNAKE (3: longest-first, alternating rounds) or LPT_L2 (4: the table in
# sections of heads whose K/V fit in L2) order. CANDIDATES are the
# ones measured side by side (docs/performance.md, v6 and v8) and tested on the GPU; CONFIG holds
# the winner per (head dim, causal).
CANDIDATES = {
    64: [(4, False, 2, True, 128, 0, PER_TILE), (4, False, 2, True, 128, 4, PER_TILE),
         (4, False, 3, True, 64, 0, PER_TILE), (4, False, 3, True, 64, 4, PER_TILE),
         (4, False, 2, True, 128, 0, ROUND_ROBIN), (4, False, 2, True, 128, 4, ROUND_ROBIN),
         (4, False, 2, True, 128, 4, LPT), (4, False, 2, True, 128, 4, SNAKE), (4, False, 2, True, 128, 4, LPT_L2),
         # v10: the pinned overlap (OVERLAP 2), and three consumers on the persistent grid
         (4, False, 2, 2, 128, 0, ROUND_ROBIN), (4, False, 3, 2, 64, 0, ROUND_ROBIN), (4, False, 3, True, 64, 0, ROUND_ROBIN),
         # v14: three consumers of 128-key tiles (FlashAttention-3's head-dim-64 tile is 192 x 128 or
         # wider); unpinned, since pinned they spill (153 stores in the full-mask loop)
         (4, False, 3, True, 128, 0, ROUND_ROBIN), (4, False, 3, False, 128, 0, ROUND_ROBIN),
         (4, False, 3, False, 128, 0, LPT_L2), (4, False, 3, False, 128, 0, PER_TILE),
         (4, False, 3, True, 128, 4, PER_TILE),
         # v15: with each consumer's own key range, three consumers on the LPT_L2 table: the overlap as
         # the source writes it, a five-slot ring, exp2 on the FMA units, 64-key tiles
         (4, False, 3, True, 128, 0, LPT_L2), (5, False, 3, False, 128, 0, LPT_L2),
         (4, False, 3, False, 128, 4, LPT_L2), (4, False, 3, False, 128, 8, LPT_L2),
         (4, False, 3, False, 64, 0, LPT_L2),
         # v16: three consumers taking turns (ping-pong), with the causal mask every consumer reads [0, n)
         (4, True, 3, False, 128, 0, LPT_L2), (4, True, 3, False, 128, 0, ROUND_ROBIN)],
    128: [(2, True, 2, True, 128, 0, PER_TILE), (2, False, 2, True, 128, 0, PER_TILE),
          (2, True, 2, True, 128, 8, PER_TILE), (2, True, 2, True, 128, 0, ROUND_ROBIN),
          (2, False, 2, True, 128, 0, ROUND_ROBIN), (2, False, 2, True, 128, 0, LPT),
          (2, False, 2, True, 128, 0, SNAKE), (2, False, 2, True, 128, 0, LPT_L2),
          (2, False, 2, 2, 128, 0, ROUND_ROBIN)],
}
# Picks: for causal at head dim 128 the persistent LPT_L2 schedule (v8: ahead of the per-tile grid
# at N = 4096 and 8192 in every timing pass; round-robin lost 25% at 16384); with the full mask the
# persistent round-robin grid at head dim 128 (v6: +3-13% in one run). CONFIG_LONG: from this
# max(Lq, Lk) on, causal at head dim 128 keeps v6's per-tile grid, which LPT_L2 did not beat at
# N = 16384 (v8: 0.5-1.7% behind in the best of three passes).
# Head dim 64, both masks: three consumer warpgroups of 128-key tiles (192 x 128 tiles, as
# FlashAttention-3's head-dim-64 forward; v14) taking turns (ping-pong) on the LPT_L2 table (v16,
# medians of three passes against v15's picks in the same passes: 1.03-1.06x with the causal mask and
# 1.03-1.07x with the full mask at N = 4096 to 16384, fp16 and bf16; docs/performance.md v16).
CONFIG = {(64, False): CANDIDATES[64][22], (64, True): CANDIDATES[64][22],
          (128, False): CANDIDATES[128][4], (128, True): CANDIDATES[128][7]}
CONFIG_LONG = {(128, True): (16384, CANDIDATES[128][1])}


# Three consumers make 1.5x fewer, larger tiles than two: with few of them the last round of the
# persistent grid is short. Below this many three-consumer tiles per multiprocessor
# (B * H * ceil(max(Lq, Lk) / 192) / SMs) a two-consumer config runs. Measured (fp16,
# 132 SMs, v16, both masks, best of two passes): at 1.3 tiles per SM (172-176 tiles: B*H = 2, 4, 8 at
# N = 16384, 8192, 4096, and 16 at 2048) three consumers lost 9-22% to the best two-consumer config
# (61% in one full-mask row whose passes disagreed); from 1.95 (B*H = 3, 6, 12 at 16384, 8192, 4096)
# they won by 15-21%, and were level or ahead from 2.6 to 16; 1.5 lies in the unmeasured gap. The
# fallbacks measured best at 1.3 tiles per SM: v8's LPT_L2 pick with the causal mask (ahead of one
# program per tile by 1-44%), one program per tile with the full mask (level with round-robin or ahead).
FEW_TILES = {(64, True): (1.5, CANDIDATES[64][8]), (64, False): (1.5, CANDIDATES[64][0])}


def pick(d: int, causal: bool, length: int, heads: int | None = None, sms: int = 132):
    """The config the dispatch runs for head dim ``d``, mask, max(Lq, Lk), ``heads`` (B * H, the
    query heads of all batches; None: many) and ``sms`` multiprocessors (132 on an H100 or H200)."""
    key = (d, bool(causal))
    few = FEW_TILES.get(key)
    if few is not None and heads is not None:
        rows = CONFIG[key][2] * HALF_M
        if heads * -(-length // rows) < few[0] * sms:
            return few[1]
    long = CONFIG_LONG.get(key)
    return long[1] if long is not None and length >= long[0] else CONFIG[key]


def _registers(nc):
    """(maxnreg, consumer registers): the register file (64K) split over nc + 1 warpgroups, the
    producer's shrunk to 24 a thread and the rest shared by the consumers (multiples of 8)."""
    maxnreg = 65536 // (128 * (nc + 1)) // 8 * 8
    return maxnreg, (maxnreg * (nc + 1) - 24) // nc // 8 * 8


def supports(q, k, v, causal, causal_alignment, window_size, softcap) -> bool:
    """Whether this path computes exactly the portable kernel's function for these inputs: sm_90,
    fp16/bf16, head dim 64 or 128, lengths multiples of 128 (no ragged tail), dense (B, H, L, D)
    tensors, no window or soft-cap, and every query row sees at least one key."""
    if not AVAILABLE or not all(t.is_cuda for t in (q, k, v)):
        return False
    if q.dtype not in (torch.float16, torch.bfloat16) or k.dtype != q.dtype or v.dtype != q.dtype:
        return False
    B, H, Lq, D = q.shape
    Lk = k.shape[2]
    if D not in (64, 128) or Lq % BLOCK_M or Lk % BLOCK_N or Lq == 0 or Lk == 0:
        return False
    if tuple(window_size) != (-1, -1) or softcap:
        return False
    if causal and causal_alignment == "bottom_right" and Lk < Lq:
        return False  # rows that see no key: the portable kernel handles them
    if not all(t.is_contiguous() and t.data_ptr() % 16 == 0 for t in (q, k, v)):
        return False  # the copy engine's descriptors need 16-byte aligned bases
    if os.environ.get("TRITON_INTERPRET", "0") == "1" or _capability(q.device.index) != (9, 0):
        return False
    return True


# Where the dispatch from flash_attention.py takes this path: (head dim, causal) -> the shortest
# max(Lq, Lk) from which it was measured faster than the portable kernel on an H200, fp16 and bf16
# (docs/performance.md, v6, v8 and v14): head dim 128 from N = 1024 (1.08-1.27x); head dim 64 with
# the full mask from N = 2048 with three consumers of 128-key tiles (v14: 1.23-1.28x at 2048 and
# 8192; two consumers had been 0.78-1.00x at N <= 4096; 1024 not measured; v16's ping-pong pick is
# 1.04-1.06x faster still at 2048); head dim 64 causal from N = 4096 with the LPT_L2 schedule (v8;
# the per-tile grid had lost to the portable kernel).
DISPATCH_MIN_LEN = {(64, False): 2048, (64, True): 4096, (128, False): 1024, (128, True): 1024}


def wanted(q, k, v, causal, causal_alignment="top_left", window_size=(-1, -1), softcap=0.0,
           min_len_table=None) -> bool:
    """Dispatch rule: supported, not switched off (REFERENCE_KERNELS_HOPPER=0), and long enough
    (``min_len_table``: this file's DISPATCH_MIN_LEN, or the backward's)."""
    if os.environ.get("REFERENCE_KERNELS_HOPPER", "1") == "0":
        return False
    if not supports(q, k, v, causal, causal_alignment, window_size, softcap):
        return False
    min_len = (DISPATCH_MIN_LEN if min_len_table is None else min_len_table).get((q.shape[3], bool(causal)))
    return min_len is not None and max(q.shape[2], k.shape[2]) >= min_len


def path_name(q, k, v, causal=False, **options) -> str:
    """Which forward flash_attention_forward runs for these inputs with default sizes."""
    return "hopper" if wanted(q, k, v, causal, **options) else "portable"


@functools.cache
def _sm_count(index):
    return torch.cuda.get_device_properties(index).multi_processor_count


@functools.cache
def _capability(index):
    return torch.cuda.get_device_capability(index)


@functools.cache
def _smem_layout(rows, D, dtype_name):
    return gl.NVMMASharedLayout.get_default_for([rows, D], getattr(gl, dtype_name))


@functools.lru_cache(maxsize=64)
def _lpt_table(n_m, bh, block_m, block_n, lk, off, causal, programs, section, device, pad=0):
    """The LPT schedule of these tiles on the device (int32), computed once per shape;
    ``section``: tiles per L2 section (LPT_L2) or None."""
    costs = tile_costs(n_m, bh, block_m, block_n, lk, off, causal, pad)
    return torch.tensor(lpt_table(costs, programs, section), dtype=torch.int32, device=device)


@functools.cache
def _l2_bytes(index):
    return torch.cuda.get_device_properties(index).L2_cache_size


@functools.cache
def _no_table(device):
    return torch.zeros(1, dtype=torch.int32, device=device)


def _grid(q, k, causal, config, programs):
    """(config, grid mode, query tiles, programs) of a launch."""
    B, H, Lq, D = q.shape
    cfg = config or pick(D, causal, max(Lq, k.shape[2]), B * H, _sm_count(q.device.index))
    nc, grid_mode = cfg[2], cfg[6]
    n_m = triton.cdiv(Lq, nc * HALF_M)
    num_tiles = n_m * B * H
    if grid_mode in (LPT, LPT_L2) and torch.cuda.is_current_stream_capturing():
        # The LPT table is copied from the host the first time a shape is seen, a copy a CUDA graph cannot
        # capture: inside a capture the per-tile grid runs instead (the same maths per tile, the same bits).
        grid_mode = PER_TILE
    if grid_mode == PER_TILE:
        grid = num_tiles
    else:
        grid = min(num_tiles, programs or _sm_count(q.device.index))
    return cfg, grid_mode, num_tiles, grid


def _constexprs(cfg, causal, grid_mode):
    """(the kernel's compile-time arguments for config ``cfg`` on grid ``grid_mode``, its register
    cap per thread). LPT_L2 runs LPT's kernel (SCHED 2) with another table."""
    stages, pingpong, nc, overlap, _block_n, exp_poly, _grid = cfg
    maxnreg, regs = _registers(nc)
    return dict(CAUSAL=bool(causal), STAGES=stages, PINGPONG=bool(pingpong), NC=nc, OVERLAP=int(overlap),
                EXP_POLY=exp_poly, SCHED=LPT if grid_mode == LPT_L2 else int(grid_mode), CONSUMER_REGS=regs), maxnreg


def timeline_buffer(q, k, causal, config=None, programs=None, fill=hopper_timeline.UNWRITTEN):
    """An int64 buffer for ``forward(..., timeline=)``: (programs, 1 + NC roles, SLOTS), filled
    with ``fill`` (None: left uninitialised, for timing the instrumented kernel)."""
    cfg, _mode, _tiles, grid = _grid(q, k, causal, config, programs)
    shape = (grid, cfg[2] + 1, hopper_timeline.SLOTS)
    if fill is None:
        return torch.empty(shape, dtype=torch.int64, device=q.device)
    return torch.full(shape, fill, dtype=torch.int64, device=q.device)


def forward(q, k, v, causal, sm_scale, causal_alignment="top_left", config=None, programs=None, timeline=None):
    """(o, lse) for inputs that ``supports`` accepts; same meaning as flash_attention_forward.
    ``config``: one of CANDIDATES (default: ``pick`` for this head dim, mask and length).
    ``programs``: a persistent grid's size (default: one per multiprocessor; tests shrink it).
    ``timeline``: a ``timeline_buffer`` of the same arguments: runs the kernel's TIMING variant,
    which writes each program's per-role record there (hopper_timeline.py reads it); the outputs
    are the same bits."""
    B, H, Lq, D = q.shape
    Hkv, Lk = k.shape[1], k.shape[2]
    sm_scale = 1.0 / math.sqrt(D) if sm_scale is None else float(sm_scale)
    cfg, grid_mode, num_tiles, grid = _grid(q, k, causal, config, programs)
    nc, block_n = cfg[2], cfg[4]
    consts, maxnreg = _constexprs(cfg, causal, grid_mode)
    off = (Lk - Lq) if (causal and causal_alignment == "bottom_right") else 0
    o = torch.empty_like(q)
    lse = torch.empty((B, H, Lq), dtype=torch.float32, device=q.device)
    name = "float16" if q.dtype == torch.float16 else "bfloat16"
    q_lay, kv_lay = _smem_layout(HALF_M, D, name), _smem_layout(block_n, D, name)
    q2, k2, v2, o2 = (t.view(-1, D) for t in (q, k, v, o))
    q_desc = TensorDescriptor.from_tensor(q2, [HALF_M, D], q_lay)
    o_desc = TensorDescriptor.from_tensor(o2, [HALF_M, D], q_lay)
    k_desc = TensorDescriptor.from_tensor(k2, [block_n, D], kv_lay)
    v_desc = TensorDescriptor.from_tensor(v2, [block_n, D], kv_lay)
    n_m = triton.cdiv(Lq, nc * HALF_M)
    if timeline is not None and (timeline.dtype != torch.int64 or tuple(timeline.shape) !=
                                 (grid, nc + 1, hopper_timeline.SLOTS)):
        raise ValueError(f"timeline: an int64 buffer of shape {(grid, nc + 1, hopper_timeline.SLOTS)} "
                         f"(timeline_buffer), got {timeline.dtype} {tuple(timeline.shape)}")
    if grid_mode in (LPT, LPT_L2):  # the kernel reads both from the table (its SCHED 2)
        section = None
        if grid_mode == LPT_L2:
            kv_bytes = 2 * Lk * D * q.element_size()
            section = n_m * heads_per_section(H // Hkv, kv_bytes, _l2_bytes(q.device.index))
        pad = causal_pad(Lq, nc * HALF_M) if causal else 0
        schedule = _lpt_table(n_m, B * H, nc * HALF_M, block_n, Lk, off, bool(causal), grid, section, q.device, pad)
    else:
        schedule = _no_table(q.device)
    _fa3_fwd[(grid, )](q_desc, k_desc, v_desc, o_desc, lse, schedule, sm_scale, H, H // Hkv, Lq, Lk, off, n_m,
                       num_tiles, **consts, TIMELINE=timeline, TIMING=timeline is not None, num_warps=4,
                       maxnreg=maxnreg)
    return o, lse

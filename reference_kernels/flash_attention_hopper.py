"""A Hopper-only (sm_90) FlashAttention forward in Gluon, with FlashAttention-3's structure.

The portable kernel in ``flash_attention.py`` is the one to read first; this file is its sibling for
one chip. Same contract for the cases it takes (see ``supports``): inputs (B, H, L, D) fp16/bf16,
K/V heads shared by ``H / H_kv`` query heads, ``causal`` top-left (or bottom-right with Lk >= Lq),
output o in the input dtype and ``lse`` (B, H, Lq) float32 in the natural-log base.

Structure of one program (128 query rows of one head), three partitions of warps
(``gl.warp_specialize``):

* a **producer** warp issues Hopper's bulk tensor copies (TMA) of Q once and of each K and V tile
  into a ring of ``STAGES`` shared-memory slots; each slot has a "ready" mbarrier (the copy engine
  signals it when the bytes land, ``mbarrier.expect``) and an "empty" mbarrier (both consumers
  arrive when their matrix products have read it). It keeps 24 registers a thread; the consumers
  get the rest (register reallocation, ``setmaxnreg`` under the hood).
* two **consumer** warpgroups own 64 query rows each and run asynchronous ``wgmma``:
  ``S = Q K^T`` from shared memory, ``O += P V`` with P from registers.
* **intra-warpgroup overlap**: in iteration j a consumer issues ``Q K_j^T`` and ``P_{j-1} V_{j-1}``
  back to back, waits only for the first, and computes the softmax of ``S_j`` while the tensor
  cores still run ``P_{j-1} V_{j-1}``.
* **ping-pong** (``PINGPONG``): the two consumers take turns issuing their products (a pair of
  mbarriers passes the turn), so one warpgroup's softmax runs while the other's GEMMs occupy the
  tensor cores.

Masks: causal key blocks past the diagonal are never loaded; only blocks that straddle it pay for
a mask. The lengths must be multiples of the tiles (128), so no tail is masked (``supports``).
"""

from __future__ import annotations

import functools
import math
import os

import torch
import triton

try:  # Gluon is experimental: if this Triton lacks it (or renamed it), the portable kernel runs.
    from triton.experimental import gluon
    from triton.experimental.gluon import language as gl
    from triton.experimental.gluon.language.nvidia.hopper import (fence_async_shared, mbarrier, tma,
                                                                  warpgroup_mma, warpgroup_mma_wait)
    from triton.experimental.gluon.nvidia.hopper import TensorDescriptor
    AVAILABLE = True
except Exception:  # noqa: BLE001 - any import failure means "no fast path", never a crash
    AVAILABLE = False

BLOCK_M = 128  # query rows per program (two consumer warpgroups of 64)
BLOCK_N = 128  # keys per K/V tile
HALF_M = 64    # rows per consumer warpgroup (one wgmma M)

# exp2 on the FMA units for one element in every EXP_POLY (FlashAttention-4's trick): at head dim
# 64 the multi-function unit's exponentials take as long as the tensor cores' products, so a share
# of them moves to the otherwise idle FP32 pipes. 2^x = 2^round(x) * p(x - round(x)): the rounding
# by adding and subtracting 1.5 * 2^23, p a degree-3 fit of 2^f on [-0.5, 0.5] (relative error
# 7.5e-5, under half an fp16 ulp of P), 2^round(x) added straight into the exponent bits; x is
# clamped at -126 first (masked scores are -inf; they come out as ~1e-38 instead of 0).
_POLY = ("0f3F7FFB49", "0f3F31798D", "0f3E786F0F", "0f3D61FBB0")  # c0..c3 as fp32 hex


def _exp2_asm(pack: int) -> str:
    n = pack
    lines = ["{", ".reg .f32 f, t, r, p;", ".reg .b32 tb, pb, e, ob;"]
    lines += [f"ex2.approx.ftz.f32 ${i}, ${i + n};" for i in range(n - 1)]
    c0, c1, c2, c3 = _POLY
    lines += [f"max.ftz.f32 f, ${2 * n - 1}, 0fC2FC0000;",
              "add.rn.ftz.f32 t, f, 0f4B400000;",
              "sub.rn.ftz.f32 r, t, 0f4B400000;",
              "sub.rn.ftz.f32 f, f, r;",
              f"fma.rn.ftz.f32 p, f, {c3}, {c2};",
              f"fma.rn.ftz.f32 p, p, f, {c1};",
              f"fma.rn.ftz.f32 p, p, f, {c0};",
              "mov.b32 tb, t;", "shl.b32 e, tb, 23;", "mov.b32 pb, p;", "add.s32 ob, pb, e;",
              f"mov.b32 ${n - 1}, ob;", "}"]
    return "\n".join(lines)


if AVAILABLE:
    _EXP2_ASM4 = gl.constexpr(_exp2_asm(4))
    _EXP2_ASM8 = gl.constexpr(_exp2_asm(8))
    _EXP2_CONS4 = gl.constexpr(",".join(["=f"] * 4 + ["f"] * 4))
    _EXP2_CONS8 = gl.constexpr(",".join(["=f"] * 8 + ["f"] * 8))
    _LOG2E = gl.constexpr(1.4426950408889634)
    _LN2 = gl.constexpr(0.6931471805599453)

    @gluon.jit
    def _key_blocks(m0, Lk, off, CAUSAL: gl.constexpr, BM: gl.constexpr, BN: gl.constexpr):
        """Key tiles [0, n_full) are seen by every row of the program; [n_full, n) straddle the
        diagonal (masked). Row i sees key j iff j <= i + off (CAUSAL)."""
        n = Lk // BN
        n_full = n
        if CAUSAL:
            n = gl.minimum(n, gl.cdiv(m0 + BM + off, BN))
            n_full = gl.minimum(n, (m0 + off + 1) // BN)
        return n, n_full

    @gluon.jit
    def _producer(q_desc, k_desc, v_desc, q_smem, k_bufs, v_bufs, q_bar, k_ready, k_empty, v_ready,
                  v_empty, q_row, kv_row, n):
        STAGES: gl.constexpr = k_bufs.type.shape[0]
        BN: gl.constexpr = k_desc.block_type.shape[0]
        HM: gl.constexpr = q_desc.block_type.shape[0]
        NC: gl.constexpr = q_smem.type.shape[0]
        mbarrier.expect(q_bar, NC * q_desc.block_type.nbytes)
        for c in gl.static_range(NC):
            tma.async_copy_global_to_shared(q_desc, [q_row + c * HM, 0], q_bar, q_smem.index(c))
        for i in range(n):
            s = i % STAGES
            ph = (i // STAGES) & 1
            # A fresh mbarrier counts as having completed the phase before phase 0: the first
            # STAGES waits on "empty" pass at once.
            mbarrier.wait(k_empty.index(s), ph ^ 1)
            mbarrier.expect(k_ready.index(s), k_desc.block_type.nbytes)
            tma.async_copy_global_to_shared(k_desc, [kv_row + i * BN, 0], k_ready.index(s), k_bufs.index(s))
            mbarrier.wait(v_empty.index(s), ph ^ 1)
            mbarrier.expect(v_ready.index(s), v_desc.block_type.nbytes)
            tma.async_copy_global_to_shared(v_desc, [kv_row + i * BN, 0], v_ready.index(s), v_bufs.index(s))

    @gluon.jit
    def _softmax_step(s, m_i, l_i, start_n, rows, qk_scale, off, MASK: gl.constexpr,
                      s_layout: gl.constexpr, EXP_POLY: gl.constexpr):
        """Online softmax of one score tile in base 2: returns p, the new max and sum, and alpha,
        the factor that rescales what was accumulated under the old max."""
        if MASK:
            BN: gl.constexpr = s.type.shape[1]
            cols = start_n + gl.arange(0, BN, layout=gl.SliceLayout(0, s_layout))
            keep = gl.expand_dims(cols, 0) <= gl.expand_dims(rows + off, 1)
            s = gl.where(keep, s * qk_scale, float("-inf"))
            m_new = gl.maximum(m_i, gl.max(s, 1))
            s = s - gl.expand_dims(m_new, 1)
        else:
            m_new = gl.maximum(m_i, gl.max(s, 1) * qk_scale)
            s = s * qk_scale - gl.expand_dims(m_new, 1)
        if EXP_POLY == 4:
            p = gl.inline_asm_elementwise(_EXP2_ASM4, _EXP2_CONS4, [s], dtype=gl.float32, is_pure=True, pack=4)
        elif EXP_POLY == 8:
            p = gl.inline_asm_elementwise(_EXP2_ASM8, _EXP2_CONS8, [s], dtype=gl.float32, is_pure=True, pack=8)
        else:
            p = gl.exp2(s)
        alpha = gl.exp2(m_i - m_new)
        l_i = l_i * alpha + gl.sum(p, 1)
        return p, m_new, l_i, alpha

    @gluon.jit
    def _turn_wait(pp_bars, c: gl.constexpr, k, PINGPONG: gl.constexpr):
        # Consumer 0 goes first (its first wait passes at once); then the turn goes round the
        # consumers in order, so no barrier is ever more than one phase ahead of its waiter.
        if PINGPONG:
            if c == 0:
                mbarrier.wait(pp_bars.index(0), (k & 1) ^ 1)
            else:
                mbarrier.wait(pp_bars.index(c), k & 1)

    @gluon.jit
    def _turn_pass(pp_bars, c: gl.constexpr, PINGPONG: gl.constexpr):
        if PINGPONG:
            NC: gl.constexpr = pp_bars.type.shape[0]
            mbarrier.arrive(pp_bars.index((c + 1) % NC), count=1)

    @gluon.jit
    def _consumer(c: gl.constexpr, o_desc, q_smem, k_bufs, v_bufs, q_bar, k_ready, k_empty, v_ready,
                  v_empty, pp_bars, LSE, q_row, m0, Lq, n, n_full, off, sm_scale,
                  PINGPONG: gl.constexpr, OVERLAP: gl.constexpr,
                  EXP_POLY: gl.constexpr):
        STAGES: gl.constexpr = k_bufs.type.shape[0]
        BN: gl.constexpr = k_bufs.type.shape[1]
        HEAD_DIM: gl.constexpr = k_bufs.type.shape[2]
        HM: gl.constexpr = q_smem.type.shape[1]
        dtype: gl.constexpr = k_bufs.dtype
        s_layout: gl.constexpr = gl.NVMMADistributedLayout(version=[3, 0], warps_per_cta=[4, 1],
                                                           instr_shape=[16, BN, 16])
        o_layout: gl.constexpr = gl.NVMMADistributedLayout(version=[3, 0], warps_per_cta=[4, 1],
                                                           instr_shape=[16, HEAD_DIM, 16])
        p_layout: gl.constexpr = gl.DotOperandLayout(operand_index=0, parent=o_layout, k_width=2)
        row_layout: gl.constexpr = gl.SliceLayout(1, s_layout)

        qk_scale = sm_scale * _LOG2E
        rows = m0 + c * HM + gl.arange(0, HM, layout=row_layout)
        m_i = gl.full([HM], float("-inf"), gl.float32, layout=row_layout)
        l_i = gl.full([HM], 0.0, gl.float32, layout=row_layout)
        acc = gl.zeros([HM, HEAD_DIM], gl.float32, layout=o_layout)
        s_zero = gl.zeros([HM, BN], gl.float32, layout=s_layout)
        q = q_smem.index(c)
        mbarrier.wait(q_bar, 0)

        # Prologue: S_0 and its softmax.
        _turn_wait(pp_bars, c, 0, PINGPONG)
        mbarrier.wait(k_ready.index(0), 0)
        s_tok = warpgroup_mma(q, k_bufs.index(0).permute((1, 0)), s_zero, use_acc=False, is_async=True)
        _turn_pass(pp_bars, c, PINGPONG)
        s = warpgroup_mma_wait(0, deps=(s_tok, ))
        mbarrier.arrive(k_empty.index(0), count=1)
        if n_full > 0:
            p, m_i, l_i, alpha = _softmax_step(s, m_i, l_i, 0, rows, qk_scale, off, False, s_layout, EXP_POLY)
        else:
            p, m_i, l_i, alpha = _softmax_step(s, m_i, l_i, 0, rows, qk_scale, off, True, s_layout, EXP_POLY)

        for i in range(1, n):
            st = i % STAGES
            ph = (i // STAGES) & 1
            sp = (i - 1) % STAGES
            php = ((i - 1) // STAGES) & 1
            _turn_wait(pp_bars, c, i, PINGPONG)
            # Issue S_i = Q K_i^T, then O += P_{i-1} V_{i-1}; wait only for the first.
            mbarrier.wait(k_ready.index(st), ph)
            s_tok = warpgroup_mma(q, k_bufs.index(st).permute((1, 0)), s_zero, use_acc=False,
                                  is_async=True)
            acc = acc * gl.expand_dims(gl.convert_layout(alpha, gl.SliceLayout(1, o_layout)), 1)
            p_op = gl.convert_layout(p.to(dtype), p_layout)
            mbarrier.wait(v_ready.index(sp), php)
            o_tok = warpgroup_mma(p_op, v_bufs.index(sp), acc, is_async=True)
            _turn_pass(pp_bars, c, PINGPONG)
            s = warpgroup_mma_wait(1, deps=(s_tok, ))
            mbarrier.arrive(k_empty.index(st), count=1)
            if not OVERLAP:  # fewer live registers: P_{i-1} is dead before the softmax starts
                acc = warpgroup_mma_wait(0, deps=(o_tok, ))
                mbarrier.arrive(v_empty.index(sp), count=1)
            # OVERLAP: the softmax of S_i runs while the tensor cores finish P_{i-1} V_{i-1}.
            if i < n_full:
                p, m_i, l_i, alpha = _softmax_step(s, m_i, l_i, i * BN, rows, qk_scale, off, False,
                                                   s_layout, EXP_POLY)
            else:
                p, m_i, l_i, alpha = _softmax_step(s, m_i, l_i, i * BN, rows, qk_scale, off, True,
                                                   s_layout, EXP_POLY)
            if OVERLAP:
                acc = warpgroup_mma_wait(0, deps=(o_tok, ))
                mbarrier.arrive(v_empty.index(sp), count=1)

        # Epilogue: the last P V.
        sl = (n - 1) % STAGES
        phl = ((n - 1) // STAGES) & 1
        acc = acc * gl.expand_dims(gl.convert_layout(alpha, gl.SliceLayout(1, o_layout)), 1)
        p_op = gl.convert_layout(p.to(dtype), p_layout)
        mbarrier.wait(v_ready.index(sl), phl)
        o_tok = warpgroup_mma(p_op, v_bufs.index(sl), acc, is_async=True)
        acc = warpgroup_mma_wait(0, deps=(o_tok, ))
        mbarrier.arrive(v_empty.index(sl), count=1)

        # Every row saw key 0 (off >= 0), so l_i > 0 and m_i is finite.
        l_o = gl.convert_layout(l_i, gl.SliceLayout(1, o_layout))
        acc = acc / gl.expand_dims(l_o, 1)
        lse = (m_i + gl.log2(l_i)) * _LN2
        # Lq is a multiple of 64, so each consumer's 64 rows are all inside the head or all past
        # its end (the last program of a 192-row tiling): those compute on the next head's rows
        # and store nothing.
        if m0 + c * HM < Lq:
            gl.store(LSE + q_row + c * HM + gl.arange(0, HM, layout=row_layout), lse)
            # Q's slot is free now (its last product has completed): stage O there for a TMA store.
            q.store(acc.to(dtype))
            fence_async_shared()
            tma.async_copy_shared_to_global(o_desc, [q_row + c * HM, 0], q)
            tma.store_wait(0)


    @gluon.jit
    def _consumer0(o_desc, q_smem, k_bufs, v_bufs, q_bar, k_ready, k_empty, v_ready, v_empty, pp_bars,
                   LSE, q_row, m0, Lq, n, n_full, off, sm_scale, PINGPONG: gl.constexpr,
                   OVERLAP: gl.constexpr, EXP_POLY: gl.constexpr):
        _consumer(0, o_desc, q_smem, k_bufs, v_bufs, q_bar, k_ready, k_empty, v_ready, v_empty, pp_bars,
                  LSE, q_row, m0, Lq, n, n_full, off, sm_scale, PINGPONG, OVERLAP, EXP_POLY)

    @gluon.jit
    def _consumer1(o_desc, q_smem, k_bufs, v_bufs, q_bar, k_ready, k_empty, v_ready, v_empty, pp_bars,
                   LSE, q_row, m0, Lq, n, n_full, off, sm_scale, PINGPONG: gl.constexpr,
                   OVERLAP: gl.constexpr, EXP_POLY: gl.constexpr):
        _consumer(1, o_desc, q_smem, k_bufs, v_bufs, q_bar, k_ready, k_empty, v_ready, v_empty, pp_bars,
                  LSE, q_row, m0, Lq, n, n_full, off, sm_scale, PINGPONG, OVERLAP, EXP_POLY)

    @gluon.jit
    def _consumer2(o_desc, q_smem, k_bufs, v_bufs, q_bar, k_ready, k_empty, v_ready, v_empty, pp_bars,
                   LSE, q_row, m0, Lq, n, n_full, off, sm_scale, PINGPONG: gl.constexpr,
                   OVERLAP: gl.constexpr, EXP_POLY: gl.constexpr):
        _consumer(2, o_desc, q_smem, k_bufs, v_bufs, q_bar, k_ready, k_empty, v_ready, v_empty, pp_bars,
                  LSE, q_row, m0, Lq, n, n_full, off, sm_scale, PINGPONG, OVERLAP, EXP_POLY)

    @gluon.jit
    def _producer_part(q_desc, k_desc, v_desc, q_smem, k_bufs, v_bufs, q_bar, k_ready, k_empty,
                       v_ready, v_empty, q_row, kv_row, n):
        _producer(q_desc, k_desc, v_desc, q_smem, k_bufs, v_bufs, q_bar, k_ready, k_empty, v_ready,
                  v_empty, q_row, kv_row, n)

    @gluon.jit
    def _fa3_fwd(q_desc, k_desc, v_desc, o_desc, LSE, sm_scale, H, GROUP, Lq, Lk, off,
                 CAUSAL: gl.constexpr, STAGES: gl.constexpr, PINGPONG: gl.constexpr,
                 NC: gl.constexpr, OVERLAP: gl.constexpr, EXP_POLY: gl.constexpr,
                 CONSUMER_REGS: gl.constexpr):
        BM: gl.constexpr = NC * q_desc.block_type.shape[0]
        BN: gl.constexpr = k_desc.block_type.shape[0]
        pid_m = gl.program_id(0)
        if CAUSAL:  # late query blocks have the most keys: launch them first
            pid_m = gl.num_programs(0) - 1 - pid_m
        off_hz = gl.program_id(1)
        off_z = off_hz // H
        off_h = off_hz % H
        m0 = pid_m * BM
        q_row = off_hz * Lq + m0  # rows of the (B*H*Lq, D) view; LSE is (B*H*Lq) too
        kv_row = (off_z * (H // GROUP) + off_h // GROUP) * Lk
        n, n_full = _key_blocks(m0, Lk, off, CAUSAL, BM, BN)

        q_smem = gl.allocate_shared_memory(q_desc.dtype, [NC] + q_desc.block_type.shape, q_desc.layout)
        k_bufs = gl.allocate_shared_memory(k_desc.dtype, [STAGES] + k_desc.block_type.shape, k_desc.layout)
        v_bufs = gl.allocate_shared_memory(v_desc.dtype, [STAGES] + v_desc.block_type.shape, v_desc.layout)
        q_bar = gl.allocate_shared_memory(gl.int64, [1], mbarrier.MBarrierLayout())
        k_ready = gl.allocate_shared_memory(gl.int64, [STAGES, 1], mbarrier.MBarrierLayout())
        k_empty = gl.allocate_shared_memory(gl.int64, [STAGES, 1], mbarrier.MBarrierLayout())
        v_ready = gl.allocate_shared_memory(gl.int64, [STAGES, 1], mbarrier.MBarrierLayout())
        v_empty = gl.allocate_shared_memory(gl.int64, [STAGES, 1], mbarrier.MBarrierLayout())
        pp_bars = gl.allocate_shared_memory(gl.int64, [NC, 1], mbarrier.MBarrierLayout())
        mbarrier.init(q_bar, count=1)
        for i in gl.static_range(STAGES):
            mbarrier.init(k_ready.index(i), count=1)
            mbarrier.init(v_ready.index(i), count=1)
            mbarrier.init(k_empty.index(i), count=NC)  # every consumer releases a slot
            mbarrier.init(v_empty.index(i), count=NC)
        for i in gl.static_range(NC):
            mbarrier.init(pp_bars.index(i), count=1)

        cargs = (o_desc, q_smem, k_bufs, v_bufs, q_bar, k_ready, k_empty, v_ready, v_empty, pp_bars, LSE,
                 q_row, m0, Lq, n, n_full, off, sm_scale, PINGPONG, OVERLAP, EXP_POLY)
        pargs = (q_desc, k_desc, v_desc, q_smem, k_bufs, v_bufs, q_bar, k_ready, k_empty, v_ready, v_empty,
                 q_row, kv_row, n)
        if NC == 2:
            gl.warp_specialize([(_consumer0, cargs), (_consumer1, cargs), (_producer_part, pargs)],
                               [4, 1], [CONSUMER_REGS, 24])
        else:
            gl.warp_specialize([(_consumer0, cargs), (_consumer1, cargs), (_consumer2, cargs),
                                (_producer_part, pargs)], [4, 4, 1], [CONSUMER_REGS, CONSUMER_REGS, 24])


# A config: (STAGES, PINGPONG, NC consumer warpgroups, OVERLAP, BLOCK_N, EXP_POLY). Shared memory
# per program: NC * 64 * D (Q) plus STAGES * 2 * BLOCK_N * D (K and V), in 2-byte elements.
# CANDIDATES are the ones measured side by side (docs/performance.md, v6) and tested on the GPU;
# CONFIG holds the winner per (head dim, causal).
CANDIDATES = {
    64: [(4, False, 2, True, 128, 0), (4, False, 2, True, 128, 4), (4, False, 3, True, 64, 0),
         (4, False, 3, True, 64, 4)],
    128: [(2, True, 2, True, 128, 0), (2, False, 2, True, 128, 0), (2, True, 2, True, 128, 8)],
}
CONFIG = {(64, False): CANDIDATES[64][0], (64, True): CANDIDATES[64][1],
          (128, False): CANDIDATES[128][0], (128, True): CANDIDATES[128][1]}


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
    if not all(t.is_contiguous() for t in (q, k, v)):
        return False
    if os.environ.get("TRITON_INTERPRET", "0") == "1" or _capability(q.device.index) != (9, 0):
        return False
    return True


# Where the dispatch from flash_attention.py takes this path: (head dim, causal) -> the shortest
# max(Lq, Lk) from which it was measured faster than the portable kernel on an H200, fp16 and bf16
# (docs/performance.md, v6): head dim 128 from N = 1024 (1.08-1.27x); head dim 64 only at
# N = 16384 (1.00-1.04x; at N <= 4096 it was 0.78-1.00x, so the portable kernel keeps those).
DISPATCH_MIN_LEN = {(64, False): 16384, (64, True): 16384, (128, False): 1024, (128, True): 1024}


def wanted(q, k, v, causal, causal_alignment="top_left", window_size=(-1, -1), softcap=0.0) -> bool:
    """Dispatch rule: supported, not switched off (REFERENCE_KERNELS_HOPPER=0), and long enough."""
    if os.environ.get("REFERENCE_KERNELS_HOPPER", "1") == "0":
        return False
    if not supports(q, k, v, causal, causal_alignment, window_size, softcap):
        return False
    min_len = DISPATCH_MIN_LEN.get((q.shape[3], bool(causal)))
    return min_len is not None and max(q.shape[2], k.shape[2]) >= min_len


def path_name(q, k, v, causal=False, **options) -> str:
    """Which forward flash_attention_forward runs for these inputs with default sizes."""
    return "hopper" if wanted(q, k, v, causal, **options) else "portable"


@functools.cache
def _capability(index):
    return torch.cuda.get_device_capability(index)


@functools.cache
def _smem_layout(rows, D, dtype_name):
    return gl.NVMMASharedLayout.get_default_for([rows, D], getattr(gl, dtype_name))


def forward(q, k, v, causal, sm_scale, causal_alignment="top_left", config=None):
    """(o, lse) for inputs that ``supports`` accepts; same meaning as flash_attention_forward.
    ``config``: one of CANDIDATES (default: CONFIG's pick for this head dim and mask)."""
    B, H, Lq, D = q.shape
    Hkv, Lk = k.shape[1], k.shape[2]
    sm_scale = 1.0 / math.sqrt(D) if sm_scale is None else float(sm_scale)
    stages, pingpong, nc, overlap, block_n, exp_poly = config or CONFIG[(D, bool(causal))]
    maxnreg, regs = _registers(nc)
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
    grid = (triton.cdiv(Lq, nc * HALF_M), B * H)
    _fa3_fwd[grid](q_desc, k_desc, v_desc, o_desc, lse, sm_scale, H, H // Hkv, Lq, Lk, off,
                   CAUSAL=bool(causal), STAGES=stages, PINGPONG=bool(pingpong), NC=nc, OVERLAP=bool(overlap),
                   EXP_POLY=exp_poly,
                   CONSUMER_REGS=regs, num_warps=4, maxnreg=maxnreg)
    return o, lse

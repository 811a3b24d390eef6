"""Gluon kernels of the Hopper backward; flash_attention_hopper_bwd.py holds the contract, the
configs, the dispatch rule and the launch, and describes the structure."""

from __future__ import annotations

try:  # Gluon is experimental: if this Triton lacks it (or renamed it), the portable kernels run.
    from triton.experimental import gluon
    from triton.experimental.gluon import language as gl
    from triton.experimental.gluon.language.nvidia.hopper import (fence_async_shared, mbarrier, tma,
                                                                  warpgroup_mma, warpgroup_mma_wait)
    AVAILABLE = True
except Exception:  # noqa: BLE001 - any import failure means "no fast path", never a crash
    AVAILABLE = False

try:  # The fused backward's dQ sums need a TMA reduce-add, which Triton 3.6's Gluon builds but does not name.
    from triton._C.libtriton import ir as _ir
    from triton.experimental.gluon.language._core import builtin as _builtin
    _TMA_ADD = _ir.DESCRIPTOR_REDUCE_KIND.ADD
    FUSED_AVAILABLE = AVAILABLE
except Exception:  # noqa: BLE001 - without it the fused config is not offered
    FUSED_AVAILABLE = False


if AVAILABLE:
    _LOG2E = gl.constexpr(1.4426950408889634)

if FUSED_AVAILABLE:
    @_builtin
    def _tma_add(tensor_desc, coord, src, _semantic=None):
        """global[coord block] += src (shared memory), by the copy engine (cp.reduce.async.bulk); waited
        for like a TMA store."""
        coord = _semantic._convert_to_ir_values(coord, require_i64=False)
        _semantic.builder.create_async_tma_reduce(_TMA_ADD, tensor_desc.handle, coord, src.handle)

if AVAILABLE:

    # ------------------------------------------------------------------------------------------
    # dK, dV: one program per block of NC x 64 keys of one K/V head; consumer c owns keys
    # [n0 + 64c, n0 + 64c + 64) and keeps their dK, dV in registers over every query tile of every
    # query head of the group, in a fixed order (deterministic).
    # ------------------------------------------------------------------------------------------
    @gluon.jit
    def _kv_ids(HEAD_FIRST):
        """(key block, batch x K/V head) of this program. HEAD_FIRST: the grid is (heads of a
        group, key blocks, groups of B * H_kv heads), so programs start group by group, and in a
        group head by head for one key block before the next key block (the fused kernel's ordered
        dQ sums need block j - 1, which adds before block j, to start before it); otherwise (key
        blocks, B * H_kv)."""
        pid_n = gl.program_id(0)
        off_hkz = gl.program_id(1)
        if HEAD_FIRST:
            pid_n = gl.program_id(1)
            off_hkz = gl.program_id(2) * gl.num_programs(0) + gl.program_id(0)
        return pid_n, off_hkz

    @gluon.jit
    def _kv_block(Lq, off, BM: gl.constexpr, BKV: gl.constexpr, CAUSAL: gl.constexpr, pid_n):
        """This program's first key n0, its first query row lo, the number of query tiles and
        full_lo: tiles starting below it straddle the diagonal (masked). Row i sees key j iff
        j <= i + off."""
        n0 = pid_n * BKV
        lo = 0
        full_lo = 0
        if CAUSAL:
            lo = gl.maximum(n0 - off, 0) // BM * BM
            full_lo = gl.cdiv(gl.maximum(n0 + BKV - 1 - off, 0), BM) * BM
        n_m = gl.maximum(Lq - lo, 0) // BM
        return n0, lo, n_m, full_lo

    @gluon.jit
    def _tile_m0(lo, n_m, i, BM: gl.constexpr, TILES_DOWN: gl.constexpr):
        """First query row of this program's i-th query tile: from lo up, or with TILES_DOWN from
        the last tile down."""
        if TILES_DOWN:
            return lo + (n_m - 1 - i) * BM
        else:
            return lo + i * BM

    @gluon.jit
    def _dkdv_producer(q_desc, do_desc, k_desc, v_desc, lse_desc, delta_desc, q_bufs, do_bufs, k_smem, v_smem,
                       lse_bufs, delta_bufs, kv_ready, q_ready, q_empty, do_ready, do_empty, H, GROUP, Lq, Lk, off,
                       CAUSAL: gl.constexpr, HEAD_FIRST=False, TILES_DOWN: gl.constexpr = False):
        """One warp: the program's K and V once, then Q_i with its LSE_i, and dO_i with its
        Delta_i, of every query tile into the ring."""
        BM: gl.constexpr = q_desc.block_type.shape[0]
        HN: gl.constexpr = k_desc.block_type.shape[0]
        NC: gl.constexpr = k_smem.type.shape[0]
        STAGES: gl.constexpr = q_bufs.type.shape[0]
        pid_n, off_hkz = _kv_ids(HEAD_FIRST)
        n0, lo, n_m, full_lo = _kv_block(Lq, off, BM, NC * HN, CAUSAL, pid_n)
        Hkv = H // GROUP
        off_z = off_hkz // Hkv
        off_hk = off_hkz % Hkv
        kv_row = off_hkz * Lk + n0
        mbarrier.expect(kv_ready, 2 * NC * k_desc.block_type.nbytes)
        for c in gl.static_range(NC):
            tma.async_copy_global_to_shared(k_desc, [kv_row + c * HN, 0], kv_ready, k_smem.index(c))
            tma.async_copy_global_to_shared(v_desc, [kv_row + c * HN, 0], kv_ready, v_smem.index(c))
        it = 0
        for g in range(GROUP):
            q_head = (off_z * H + off_hk * GROUP + g) * Lq
            for i in range(n_m):
                q_row = q_head + _tile_m0(lo, n_m, i, BM, TILES_DOWN)
                s = it % STAGES
                ph = (it // STAGES) & 1
                # A fresh mbarrier counts as having completed the phase before phase 0.
                mbarrier.wait(q_empty.index(s), ph ^ 1)
                mbarrier.expect(q_ready.index(s), q_desc.block_type.nbytes + lse_desc.block_type.nbytes)
                tma.async_copy_global_to_shared(q_desc, [q_row, 0], q_ready.index(s), q_bufs.index(s))
                tma.async_copy_global_to_shared(lse_desc, [0, q_row], q_ready.index(s), lse_bufs.index(s))
                mbarrier.wait(do_empty.index(s), ph ^ 1)
                mbarrier.expect(do_ready.index(s), do_desc.block_type.nbytes + delta_desc.block_type.nbytes)
                tma.async_copy_global_to_shared(do_desc, [q_row, 0], do_ready.index(s), do_bufs.index(s))
                tma.async_copy_global_to_shared(delta_desc, [0, q_row], do_ready.index(s), delta_bufs.index(s))
                it += 1

    @gluon.jit
    def _dkdv_consumer(c: gl.constexpr, dk_desc, dv_desc, q_bufs, do_bufs, k_smem, v_smem, lse_bufs, delta_bufs,
                       kv_ready, q_ready, q_empty, do_ready, do_empty, H, GROUP, Lq, Lk, off, sm_scale,
                       CAUSAL: gl.constexpr, FUSED: gl.constexpr, ds_smem, ds_full, ds_empty, dq_smem, dq_full,
                       dq_empty, TILES_DOWN: gl.constexpr = False):
        """Per query tile (BM rows): S^T = K Q^T and dP^T = V dO^T from shared memory, then
        dV += P^T dO and dK += dS^T Q with P^T, dS^T from registers; all four async wgmma.
        FUSED: also this program's share of dQ_i (``_fused_dq``), handed to ``_dq_writer``."""
        STAGES: gl.constexpr = q_bufs.type.shape[0]
        BM: gl.constexpr = q_bufs.type.shape[1]
        D: gl.constexpr = q_bufs.type.shape[2]
        HN: gl.constexpr = k_smem.type.shape[1]
        NC: gl.constexpr = k_smem.type.shape[0]
        dtype: gl.constexpr = q_bufs.dtype
        s_layout: gl.constexpr = gl.NVMMADistributedLayout(version=[3, 0], warps_per_cta=[4, 1],
                                                           instr_shape=[16, BM, 16])
        acc_layout: gl.constexpr = gl.NVMMADistributedLayout(version=[3, 0], warps_per_cta=[4, 1],
                                                             instr_shape=[16, D, 16])
        a_layout: gl.constexpr = gl.DotOperandLayout(operand_index=0, parent=acc_layout, k_width=2)
        col_layout: gl.constexpr = gl.SliceLayout(0, s_layout)
        pid_n, off_hkz = _kv_ids(FUSED)
        n0, lo, n_m, full_lo = _kv_block(Lq, off, BM, NC * HN, CAUSAL, pid_n)
        Hkv = H // GROUP
        off_z = off_hkz // Hkv
        off_hk = off_hkz % Hkv
        qk_scale = sm_scale * _LOG2E
        keys = n0 + c * HN + gl.arange(0, HN, layout=gl.SliceLayout(1, s_layout))
        k = k_smem.index(c)
        v = v_smem.index(c)
        dk = gl.zeros([HN, D], gl.float32, layout=acc_layout)
        dv = gl.zeros([HN, D], gl.float32, layout=acc_layout)
        s_zero = gl.zeros([HN, BM], gl.float32, layout=s_layout)
        dq_layout: gl.constexpr = gl.NVMMADistributedLayout(version=[3, 0], warps_per_cta=[4, 1],
                                                            instr_shape=[16, D // 2, 16])
        mbarrier.wait(kv_ready, 0)
        it = 0
        for g in range(GROUP):
            for i in range(n_m):
                m0 = _tile_m0(lo, n_m, i, BM, TILES_DOWN)
                s = it % STAGES
                ph = (it // STAGES) & 1
                cols = m0 + gl.arange(0, BM, layout=col_layout)
                qs = q_bufs.index(s)
                dos = do_bufs.index(s)
                mbarrier.wait(q_ready.index(s), ph)
                st_tok = warpgroup_mma(k, qs.permute((1, 0)), s_zero, use_acc=False, is_async=True)
                mbarrier.wait(do_ready.index(s), ph)
                dpt_tok = warpgroup_mma(v, dos.permute((1, 0)), s_zero, use_acc=False, is_async=True)
                st = warpgroup_mma_wait(1, deps=(st_tok, ))
                lse2 = lse_bufs.index(s).reshape([BM]).load(col_layout) * _LOG2E
                pt = gl.exp2(st * qk_scale - gl.expand_dims(lse2, 0))
                if CAUSAL:
                    if m0 < full_lo:
                        keep = gl.expand_dims(cols + off, 0) >= gl.expand_dims(keys, 1)
                        pt = gl.where(keep, pt, 0.0)
                pt_op = gl.convert_layout(pt.to(dtype), a_layout)
                dv_tok = warpgroup_mma(pt_op, dos, dv, is_async=True)
                dpt = warpgroup_mma_wait(1, deps=(dpt_tok, ))
                delta = delta_bufs.index(s).reshape([BM]).load(col_layout)
                dst = pt * (dpt - gl.expand_dims(delta, 0))
                dst_op = gl.convert_layout(dst.to(dtype), a_layout)
                if FUSED:
                    # dQ's products go first, so that its result is handed over while dK's runs.
                    dq_tok = _fused_dq(c, dst.to(dtype), k_smem, ds_smem, ds_full, ds_empty, it, dq_layout)
                    dk_tok = warpgroup_mma(dst_op, qs, dk, is_async=True)
                    dv, dq = warpgroup_mma_wait(1, deps=(dv_tok, dq_tok))
                    mbarrier.arrive(ds_empty.index(it % 2), count=1)
                    _hand_dq(c, dq, dq_smem, dq_full, dq_empty, it)
                    dk = warpgroup_mma_wait(0, deps=(dk_tok, ))
                else:
                    dk_tok = warpgroup_mma(dst_op, qs, dk, is_async=True)
                    dv, dk = warpgroup_mma_wait(0, deps=(dv_tok, dk_tok))
                mbarrier.arrive(q_empty.index(s), count=1)
                mbarrier.arrive(do_empty.index(s), count=1)
                it += 1
        # S = sm_scale Q K^T, so dK = sm_scale dS^T Q. K and V's buffers are free: stage the results there.
        dk = dk * sm_scale
        kv_row = off_hkz * Lk + n0 + c * HN
        k.store(dk.to(dtype))
        v.store(dv.to(dtype))
        fence_async_shared()
        tma.async_copy_shared_to_global(dk_desc, [kv_row, 0], k)
        tma.async_copy_shared_to_global(dv_desc, [kv_row, 0], v)
        tma.store_wait(0)

    @gluon.jit
    def _dkdv_c0(dk_desc, dv_desc, q_bufs, do_bufs, k_smem, v_smem, lse_bufs, delta_bufs, kv_ready, q_ready,
                 q_empty, do_ready, do_empty, H, GROUP, Lq, Lk, off, sm_scale, CAUSAL: gl.constexpr):
        _dkdv_consumer(0, dk_desc, dv_desc, q_bufs, do_bufs, k_smem, v_smem, lse_bufs, delta_bufs, kv_ready,
                       q_ready, q_empty, do_ready, do_empty, H, GROUP, Lq, Lk, off, sm_scale, CAUSAL,
                       False, None, None, None, None, None, None)

    @gluon.jit
    def _dkdv_c1(dk_desc, dv_desc, q_bufs, do_bufs, k_smem, v_smem, lse_bufs, delta_bufs, kv_ready, q_ready,
                 q_empty, do_ready, do_empty, H, GROUP, Lq, Lk, off, sm_scale, CAUSAL: gl.constexpr):
        _dkdv_consumer(1, dk_desc, dv_desc, q_bufs, do_bufs, k_smem, v_smem, lse_bufs, delta_bufs, kv_ready,
                       q_ready, q_empty, do_ready, do_empty, H, GROUP, Lq, Lk, off, sm_scale, CAUSAL,
                       False, None, None, None, None, None, None)

    # ------------------------------------------------------------------------------------------
    # FUSED: dQ inside the dK/dV loop (five products, not seven), summed deterministically.
    # ------------------------------------------------------------------------------------------
    @gluon.jit
    def _fused_dq(c: gl.constexpr, ds, k_smem, ds_smem, ds_full, ds_empty, it, dq_layout: gl.constexpr):
        """Issues this program's share of dQ_i = dS_i K for half c of the head dim: both consumers
        put their dS^T (64 keys x BM) in shared memory (two buffers, taken in turn), then each
        multiplies the whole of dS_i (BM x 128 keys) by its half of K's columns. The caller waits for
        the product and releases the buffer (ds_empty)."""
        D: gl.constexpr = k_smem.type.shape[2]
        BM: gl.constexpr = ds_smem.type.shape[2]
        DH: gl.constexpr = D // 2
        b = it % 2
        ph = (it // 2) & 1
        mbarrier.wait(ds_empty.index(b), ph ^ 1)  # both consumers are done with this buffer's last tile
        ds_smem.index(2 * b + c).store(ds)
        fence_async_shared()  # the products read it through the async proxy
        mbarrier.arrive(ds_full.index(b), count=1)
        mbarrier.wait(ds_full.index(b), ph)
        acc = gl.zeros([BM, DH], gl.float32, layout=dq_layout)
        acc = warpgroup_mma(ds_smem.index(2 * b).permute((1, 0)), k_smem.index(0).slice(c * DH, DH, dim=1), acc,
                            use_acc=False, is_async=True)
        return warpgroup_mma(ds_smem.index(2 * b + 1).permute((1, 0)), k_smem.index(1).slice(c * DH, DH, dim=1),
                             acc, is_async=True)

    @gluon.jit
    def _hand_dq(c: gl.constexpr, dq, dq_smem, dq_full, dq_empty, it):
        """Leaves tile ``it``'s dQ share for half c of the head dim (BM x D/2 float32) in dq_smem[c] for
        the writer warp, once it has read the tile before."""
        mbarrier.wait(dq_empty, (it & 1) ^ 1)
        dq_smem.index(c).store(dq)
        fence_async_shared()  # the copy engine reads it
        mbarrier.arrive(dq_full, count=1)

    @gluon.jit
    def _wait_at_least(ptrs, target):
        """Each thread spins on its pointer until it reads >= target (acquire: what the threads that
        counted it up wrote before counting is visible after)."""
        return gl.inline_asm_elementwise(
            "{ .reg .pred p; .reg .b32 v; spin_${:uid}: ld.acquire.gpu.global.b32 v, [$1]; "
            "setp.lt.s32 p, v, $2; @p bra spin_${:uid}; mov.b32 $0, v; }",
            "=r,l,r", [ptrs, target], dtype=gl.int32, is_pure=False, pack=1)

    @gluon.jit
    def _bulk_wait_all():
        """cp.async.bulk.wait_group 0: this thread's TMA stores and reductions are complete in global
        memory, not only done reading shared memory (Gluon's store_wait is the .read form)."""
        return gl.inline_asm_elementwise("cp.async.bulk.wait_group 0; mov.b32 $0, 0;", "=r", [], dtype=gl.int32,
                                         is_pure=False, pack=1)

    @gluon.jit
    def _dq_writer(dq_desc, dq_smem, dq_full, dq_empty, SEM, H, GROUP, Lq, off, CAUSAL: gl.constexpr,
                   TILES_DOWN: gl.constexpr):
        """One warp: adds each query tile's dQ share (dq_smem, two BM x D/2 float32 halves) into the
        float32 dQ behind dq_desc with TMA reduce-adds, after every key block that comes before it in
        the tile's order has added its own, so the sums run in one order on every call
        (deterministic; FlashAttention-3's deterministic mode does the same with a semaphore per
        tile). SEM[query head, tile] counts the lanes that have added: 32 per key block, so a key
        block with n blocks before it waits for 32 n, adds, waits until its adds are complete in
        global memory, then counts its own lanes (release). The order is first key block to last.
        With CAUSAL (TILES_DOWN) every block walks its tiles from the last one down, so for the first
        query head of the group all blocks that see a tile reach it at the same step, as with the
        full mask (tiles walked up, block j would start a tile behind block j - 1's start, three
        tiles a block). Correct for any group; with GROUP > 1 block j reaches the next heads' tiles
        ahead of block j - 1 (two tiles fewer a head) and waits, so ``pick`` does not choose the
        fused config for causal GQA."""
        NC: gl.constexpr = dq_smem.type.shape[0]
        BM: gl.constexpr = dq_smem.type.shape[1]
        DH: gl.constexpr = dq_smem.type.shape[2]
        lane_layout: gl.constexpr = gl.BlockedLayout([1], [32], [1], [0])  # one element a lane
        pid_n, off_hkz = _kv_ids(True)
        # 128 keys a program (two consumers of 64): a literal, since a value passed through
        # warp_specialize's arguments arrives at run time.
        n0, lo, n_m, full_lo = _kv_block(Lq, off, BM, 128, CAUSAL, pid_n)
        Hkv = H // GROUP
        off_z = off_hkz // Hkv
        off_hk = off_hkz % Hkv
        lanes = gl.zeros([32], gl.int32, layout=lane_layout)
        it = 0
        for g in range(GROUP):
            hq = off_z * H + off_hk * GROUP + g
            for i in range(n_m):
                m0 = _tile_m0(lo, n_m, i, BM, TILES_DOWN)
                sem = SEM + (hq * (Lq // BM) + m0 // BM) + lanes
                _wait_at_least(sem, lanes + pid_n * 32)  # blocks 0 .. pid_n - 1 see every row block pid_n sees
                mbarrier.wait(dq_full, it & 1)
                for c in gl.static_range(NC):
                    _tma_add(dq_desc, [hq * Lq + m0, c * DH], dq_smem.index(c))
                tma.store_wait(0)  # shared memory read: the consumers may refill it
                mbarrier.arrive(dq_empty, count=1)
                _bulk_wait_all()
                gl.atomic_add(sem, lanes + 1, sem="release", scope="gpu")
                it += 1

    # warp_specialize hands its arguments over as run-time values: each partition gets a wrapper that
    # writes the consumer index and FUSED as literals (constexprs).
    @gluon.jit
    def _fused_c0(dk_desc, dv_desc, q_bufs, do_bufs, k_smem, v_smem, lse_bufs, delta_bufs, kv_ready, q_ready,
                  q_empty, do_ready, do_empty, H, GROUP, Lq, Lk, off, sm_scale, CAUSAL: gl.constexpr, ds_smem,
                  ds_full, ds_empty, dq_smem, dq_full, dq_empty, TILES_DOWN: gl.constexpr):
        _dkdv_consumer(0, dk_desc, dv_desc, q_bufs, do_bufs, k_smem, v_smem, lse_bufs, delta_bufs, kv_ready,
                       q_ready, q_empty, do_ready, do_empty, H, GROUP, Lq, Lk, off, sm_scale, CAUSAL,
                       True, ds_smem, ds_full, ds_empty, dq_smem, dq_full, dq_empty, TILES_DOWN)

    @gluon.jit
    def _fused_c1(dk_desc, dv_desc, q_bufs, do_bufs, k_smem, v_smem, lse_bufs, delta_bufs, kv_ready, q_ready,
                  q_empty, do_ready, do_empty, H, GROUP, Lq, Lk, off, sm_scale, CAUSAL: gl.constexpr, ds_smem,
                  ds_full, ds_empty, dq_smem, dq_full, dq_empty, TILES_DOWN: gl.constexpr):
        _dkdv_consumer(1, dk_desc, dv_desc, q_bufs, do_bufs, k_smem, v_smem, lse_bufs, delta_bufs, kv_ready,
                       q_ready, q_empty, do_ready, do_empty, H, GROUP, Lq, Lk, off, sm_scale, CAUSAL,
                       True, ds_smem, ds_full, ds_empty, dq_smem, dq_full, dq_empty, TILES_DOWN)

    @gluon.jit
    def _fused_producer(q_desc, do_desc, k_desc, v_desc, lse_desc, delta_desc, q_bufs, do_bufs, k_smem, v_smem,
                        lse_bufs, delta_bufs, kv_ready, q_ready, q_empty, do_ready, do_empty, H, GROUP, Lq, Lk, off,
                        CAUSAL: gl.constexpr, TILES_DOWN: gl.constexpr):
        _dkdv_producer(q_desc, do_desc, k_desc, v_desc, lse_desc, delta_desc, q_bufs, do_bufs, k_smem, v_smem,
                       lse_bufs, delta_bufs, kv_ready, q_ready, q_empty, do_ready, do_empty, H, GROUP, Lq, Lk, off,
                       CAUSAL, True, TILES_DOWN)

    @gluon.jit
    def _fa3_bwd_dkdv(q_desc, do_desc, k_desc, v_desc, dk_desc, dv_desc, lse_desc, delta_desc, DQ, SEM, sm_scale,
                      H, GROUP, Lq, Lk, off, CAUSAL: gl.constexpr, STAGES: gl.constexpr,
                      CONSUMER_REGS: gl.constexpr, FUSED: gl.constexpr):
        """Grid (Lk / 128, B * H_kv), or when FUSED (heads of a group, Lk / 128, groups: ``_kv_ids``):
        two consumer warpgroups of 64 keys each and a producer warp. FUSED: dQ's float32 sums go
        through DQ (a descriptor of a zeroed B*H*Lq x D float32 tensor, blocks of BM x D/2), counted
        in SEM (zeroed int32; B*H x Lq / BM), by a fourth partition, the writer warp. FUSED with
        CAUSAL walks the query tiles last to first (TILES_DOWN: ``_dq_writer`` says why)."""
        NC: gl.constexpr = 2
        TILES_DOWN: gl.constexpr = FUSED and CAUSAL
        q_bufs = gl.allocate_shared_memory(q_desc.dtype, [STAGES] + q_desc.block_type.shape, q_desc.layout)
        do_bufs = gl.allocate_shared_memory(do_desc.dtype, [STAGES] + do_desc.block_type.shape, do_desc.layout)
        k_smem = gl.allocate_shared_memory(k_desc.dtype, [NC] + k_desc.block_type.shape, k_desc.layout)
        v_smem = gl.allocate_shared_memory(v_desc.dtype, [NC] + v_desc.block_type.shape, v_desc.layout)
        lse_bufs = gl.allocate_shared_memory(gl.float32, [STAGES] + lse_desc.block_type.shape, lse_desc.layout)
        delta_bufs = gl.allocate_shared_memory(gl.float32, [STAGES] + delta_desc.block_type.shape,
                                               delta_desc.layout)
        kv_ready = gl.allocate_shared_memory(gl.int64, [1], mbarrier.MBarrierLayout())
        q_ready = gl.allocate_shared_memory(gl.int64, [STAGES, 1], mbarrier.MBarrierLayout())
        q_empty = gl.allocate_shared_memory(gl.int64, [STAGES, 1], mbarrier.MBarrierLayout())
        do_ready = gl.allocate_shared_memory(gl.int64, [STAGES, 1], mbarrier.MBarrierLayout())
        do_empty = gl.allocate_shared_memory(gl.int64, [STAGES, 1], mbarrier.MBarrierLayout())
        mbarrier.init(kv_ready, count=1)
        for i in gl.static_range(STAGES):
            mbarrier.init(q_ready.index(i), count=1)
            mbarrier.init(do_ready.index(i), count=1)
            mbarrier.init(q_empty.index(i), count=NC)  # every consumer releases a slot
            mbarrier.init(do_empty.index(i), count=NC)
        cargs = (dk_desc, dv_desc, q_bufs, do_bufs, k_smem, v_smem, lse_bufs, delta_bufs, kv_ready, q_ready, q_empty,
                 do_ready, do_empty, H, GROUP, Lq, Lk, off, sm_scale, CAUSAL)
        pargs = (q_desc, do_desc, k_desc, v_desc, lse_desc, delta_desc, q_bufs, do_bufs, k_smem, v_smem, lse_bufs,
                 delta_bufs, kv_ready, q_ready, q_empty, do_ready, do_empty, H, GROUP, Lq, Lk, off, CAUSAL)
        if FUSED:
            BM: gl.constexpr = q_desc.block_type.shape[0]
            HN: gl.constexpr = k_desc.block_type.shape[0]
            ds_smem = gl.allocate_shared_memory(q_desc.dtype, [2 * NC, HN, BM], k_desc.layout)  # [buffer, consumer]
            ds_full = gl.allocate_shared_memory(gl.int64, [2, 1], mbarrier.MBarrierLayout())
            ds_empty = gl.allocate_shared_memory(gl.int64, [2, 1], mbarrier.MBarrierLayout())
            dq_smem = gl.allocate_shared_memory(gl.float32, [NC] + DQ.block_type.shape, DQ.layout)  # a half each
            dq_full = gl.allocate_shared_memory(gl.int64, [1], mbarrier.MBarrierLayout())
            dq_empty = gl.allocate_shared_memory(gl.int64, [1], mbarrier.MBarrierLayout())
            for i in gl.static_range(2):
                mbarrier.init(ds_full.index(i), count=NC)
                mbarrier.init(ds_empty.index(i), count=NC)
            mbarrier.init(dq_full, count=NC)
            mbarrier.init(dq_empty, count=1)
            # Literal tuples: a constexpr added to a tuple with + arrives as a plain bool.
            fargs = (dk_desc, dv_desc, q_bufs, do_bufs, k_smem, v_smem, lse_bufs, delta_bufs, kv_ready, q_ready,
                     q_empty, do_ready, do_empty, H, GROUP, Lq, Lk, off, sm_scale, CAUSAL, ds_smem, ds_full, ds_empty,
                     dq_smem, dq_full, dq_empty, TILES_DOWN)
            fpargs = (q_desc, do_desc, k_desc, v_desc, lse_desc, delta_desc, q_bufs, do_bufs, k_smem, v_smem,
                      lse_bufs, delta_bufs, kv_ready, q_ready, q_empty, do_ready, do_empty, H, GROUP, Lq, Lk, off,
                      CAUSAL, TILES_DOWN)
            wargs = (DQ, dq_smem, dq_full, dq_empty, SEM, H, GROUP, Lq, off, CAUSAL, TILES_DOWN)
            gl.warp_specialize([(_fused_c0, fargs), (_fused_c1, fargs), (_fused_producer, fpargs), (_dq_writer, wargs)],
                               [4, 1, 1], [CONSUMER_REGS, 24, 24])
        else:
            gl.warp_specialize([(_dkdv_c0, cargs), (_dkdv_c1, cargs), (_dkdv_producer, pargs)], [4, 1],
                               [CONSUMER_REGS, 24])

    # ------------------------------------------------------------------------------------------
    # dQ: one program per NC x 64 query rows of one head (consumer c owns 64 of them and keeps
    # their dQ in registers), walking the key tiles it sees through a ring, in order: no atomics.
    # ------------------------------------------------------------------------------------------
    @gluon.jit
    def _q_block(Lk, off, BMQ: gl.constexpr, BN: gl.constexpr, CAUSAL: gl.constexpr):
        """First query row m0 of this program, its key tiles [0, n) and n_full (tiles from n_full
        on straddle the diagonal). Late query blocks have the most keys: they go first."""
        pid_m = gl.program_id(0)
        if CAUSAL:
            pid_m = gl.num_programs(0) - 1 - pid_m
        m0 = pid_m * BMQ
        n = Lk // BN
        n_full = n
        if CAUSAL:
            n = gl.minimum(n, gl.cdiv(m0 + BMQ + off, BN))
            n_full = gl.minimum(n, (m0 + off + 1) // BN)
        return m0, n, n_full

    @gluon.jit
    def _dq_producer(q_desc, do_desc, k_desc, v_desc, q_smem, do_smem, k_bufs, v_bufs, qd_ready, k_ready, k_empty,
                     v_ready, v_empty, H, GROUP, Lq, Lk, off, CAUSAL: gl.constexpr):
        HM: gl.constexpr = q_desc.block_type.shape[0]
        NC: gl.constexpr = q_smem.type.shape[0]
        BN: gl.constexpr = k_desc.block_type.shape[0]
        STAGES: gl.constexpr = k_bufs.type.shape[0]
        m0, n, n_full = _q_block(Lk, off, NC * HM, BN, CAUSAL)
        off_hz = gl.program_id(1)
        q_row = off_hz * Lq + m0
        kv_row = (off_hz // H * (H // GROUP) + off_hz % H // GROUP) * Lk
        mbarrier.expect(qd_ready, 2 * NC * q_desc.block_type.nbytes)
        for c in gl.static_range(NC):
            tma.async_copy_global_to_shared(q_desc, [q_row + c * HM, 0], qd_ready, q_smem.index(c))
            tma.async_copy_global_to_shared(do_desc, [q_row + c * HM, 0], qd_ready, do_smem.index(c))
        for i in range(n):
            s = i % STAGES
            ph = (i // STAGES) & 1
            mbarrier.wait(k_empty.index(s), ph ^ 1)
            mbarrier.expect(k_ready.index(s), k_desc.block_type.nbytes)
            tma.async_copy_global_to_shared(k_desc, [kv_row + i * BN, 0], k_ready.index(s), k_bufs.index(s))
            mbarrier.wait(v_empty.index(s), ph ^ 1)
            mbarrier.expect(v_ready.index(s), v_desc.block_type.nbytes)
            tma.async_copy_global_to_shared(v_desc, [kv_row + i * BN, 0], v_ready.index(s), v_bufs.index(s))

    @gluon.jit
    def _dq_consumer(c: gl.constexpr, dq_desc, q_smem, do_smem, k_bufs, v_bufs, qd_ready, k_ready, k_empty,
                     v_ready, v_empty, LSE, Delta, H, GROUP, Lq, Lk, off, sm_scale, CAUSAL: gl.constexpr):
        """Per key tile: S = Q K^T, dP = dO V^T (shared memory operands), dQ += dS K (dS from
        registers)."""
        HM: gl.constexpr = q_smem.type.shape[1]
        D: gl.constexpr = q_smem.type.shape[2]
        NC: gl.constexpr = q_smem.type.shape[0]
        BN: gl.constexpr = k_bufs.type.shape[1]
        STAGES: gl.constexpr = k_bufs.type.shape[0]
        dtype: gl.constexpr = q_smem.dtype
        s_layout: gl.constexpr = gl.NVMMADistributedLayout(version=[3, 0], warps_per_cta=[4, 1],
                                                           instr_shape=[16, BN, 16])
        acc_layout: gl.constexpr = gl.NVMMADistributedLayout(version=[3, 0], warps_per_cta=[4, 1],
                                                             instr_shape=[16, D, 16])
        a_layout: gl.constexpr = gl.DotOperandLayout(operand_index=0, parent=acc_layout, k_width=2)
        row_layout: gl.constexpr = gl.SliceLayout(1, s_layout)
        m0, n, n_full = _q_block(Lk, off, NC * HM, BN, CAUSAL)
        off_hz = gl.program_id(1)
        q_row = off_hz * Lq + m0 + c * HM
        rows = m0 + c * HM + gl.arange(0, HM, layout=row_layout)
        lse2 = gl.load(LSE + off_hz * Lq + rows) * _LOG2E
        delta = gl.load(Delta + off_hz * Lq + rows)
        qk_scale = sm_scale * _LOG2E
        q = q_smem.index(c)
        do = do_smem.index(c)
        dq = gl.zeros([HM, D], gl.float32, layout=acc_layout)
        s_zero = gl.zeros([HM, BN], gl.float32, layout=s_layout)
        mbarrier.wait(qd_ready, 0)
        for i in range(n):
            s = i % STAGES
            ph = (i // STAGES) & 1
            kb = k_bufs.index(s)
            mbarrier.wait(k_ready.index(s), ph)
            s_tok = warpgroup_mma(q, kb.permute((1, 0)), s_zero, use_acc=False, is_async=True)
            mbarrier.wait(v_ready.index(s), ph)
            dp_tok = warpgroup_mma(do, v_bufs.index(s).permute((1, 0)), s_zero, use_acc=False, is_async=True)
            sc = warpgroup_mma_wait(1, deps=(s_tok, ))
            p = gl.exp2(sc * qk_scale - gl.expand_dims(lse2, 1))
            if i >= n_full:
                cols = i * BN + gl.arange(0, BN, layout=gl.SliceLayout(0, s_layout))
                p = gl.where(gl.expand_dims(cols, 0) <= gl.expand_dims(rows + off, 1), p, 0.0)
            dp = warpgroup_mma_wait(0, deps=(dp_tok, ))
            mbarrier.arrive(v_empty.index(s), count=1)
            ds = p * (dp - gl.expand_dims(delta, 1))
            ds_op = gl.convert_layout(ds.to(dtype), a_layout)
            dq_tok = warpgroup_mma(ds_op, kb, dq, is_async=True)
            dq = warpgroup_mma_wait(0, deps=(dq_tok, ))
            mbarrier.arrive(k_empty.index(s), count=1)
        dq = dq * sm_scale
        q.store(dq.to(dtype))  # Q's buffer is free now: stage dQ there
        fence_async_shared()
        tma.async_copy_shared_to_global(dq_desc, [q_row, 0], q)
        tma.store_wait(0)

    @gluon.jit
    def _dq_c0(dq_desc, q_smem, do_smem, k_bufs, v_bufs, qd_ready, k_ready, k_empty, v_ready, v_empty, LSE, Delta,
               H, GROUP, Lq, Lk, off, sm_scale, CAUSAL: gl.constexpr):
        _dq_consumer(0, dq_desc, q_smem, do_smem, k_bufs, v_bufs, qd_ready, k_ready, k_empty, v_ready, v_empty,
                     LSE, Delta, H, GROUP, Lq, Lk, off, sm_scale, CAUSAL)

    @gluon.jit
    def _dq_c1(dq_desc, q_smem, do_smem, k_bufs, v_bufs, qd_ready, k_ready, k_empty, v_ready, v_empty, LSE, Delta,
               H, GROUP, Lq, Lk, off, sm_scale, CAUSAL: gl.constexpr):
        _dq_consumer(1, dq_desc, q_smem, do_smem, k_bufs, v_bufs, qd_ready, k_ready, k_empty, v_ready, v_empty,
                     LSE, Delta, H, GROUP, Lq, Lk, off, sm_scale, CAUSAL)

    @gluon.jit
    def _fa3_bwd_dq(q_desc, do_desc, k_desc, v_desc, dq_desc, LSE, Delta, sm_scale, H, GROUP, Lq, Lk, off,
                    CAUSAL: gl.constexpr, STAGES: gl.constexpr, CONSUMER_REGS: gl.constexpr):
        """Grid (Lq / 128, B * H): two consumer warpgroups of 64 query rows and a producer warp."""
        NC: gl.constexpr = 2
        q_smem = gl.allocate_shared_memory(q_desc.dtype, [NC] + q_desc.block_type.shape, q_desc.layout)
        do_smem = gl.allocate_shared_memory(do_desc.dtype, [NC] + do_desc.block_type.shape, do_desc.layout)
        k_bufs = gl.allocate_shared_memory(k_desc.dtype, [STAGES] + k_desc.block_type.shape, k_desc.layout)
        v_bufs = gl.allocate_shared_memory(v_desc.dtype, [STAGES] + v_desc.block_type.shape, v_desc.layout)
        qd_ready = gl.allocate_shared_memory(gl.int64, [1], mbarrier.MBarrierLayout())
        k_ready = gl.allocate_shared_memory(gl.int64, [STAGES, 1], mbarrier.MBarrierLayout())
        k_empty = gl.allocate_shared_memory(gl.int64, [STAGES, 1], mbarrier.MBarrierLayout())
        v_ready = gl.allocate_shared_memory(gl.int64, [STAGES, 1], mbarrier.MBarrierLayout())
        v_empty = gl.allocate_shared_memory(gl.int64, [STAGES, 1], mbarrier.MBarrierLayout())
        mbarrier.init(qd_ready, count=1)
        for i in gl.static_range(STAGES):
            mbarrier.init(k_ready.index(i), count=1)
            mbarrier.init(v_ready.index(i), count=1)
            mbarrier.init(k_empty.index(i), count=NC)
            mbarrier.init(v_empty.index(i), count=NC)
        cargs = (dq_desc, q_smem, do_smem, k_bufs, v_bufs, qd_ready, k_ready, k_empty, v_ready, v_empty, LSE, Delta,
                 H, GROUP, Lq, Lk, off, sm_scale, CAUSAL)
        pargs = (q_desc, do_desc, k_desc, v_desc, q_smem, do_smem, k_bufs, v_bufs, qd_ready, k_ready, k_empty,
                 v_ready, v_empty, H, GROUP, Lq, Lk, off, CAUSAL)
        gl.warp_specialize([(_dq_c0, cargs), (_dq_c1, cargs), (_dq_producer, pargs)], [4, 1],
                           [CONSUMER_REGS, 24])

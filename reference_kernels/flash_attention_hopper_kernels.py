"""Gluon kernels of the Hopper forward; flash_attention_hopper.py holds the contract, the
configs, the dispatch rule and the launch, and describes the structure."""

from __future__ import annotations

from reference_kernels import hopper_timeline as _timeline

try:  # Gluon is experimental: if this Triton lacks it (or renamed it), the portable kernel runs.
    from triton.experimental import gluon
    from triton.experimental.gluon import language as gl
    from triton.experimental.gluon.language.nvidia.hopper import (fence_async_shared, mbarrier, tma,
                                                                  warpgroup_mma, warpgroup_mma_wait)
    AVAILABLE = True
except Exception:  # noqa: BLE001 - any import failure means "no fast path", never a crash
    AVAILABLE = False

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

    # TIMING (off by default; hopper_timeline.py describes the record): every thread of a role reads
    # the SM's 32-bit cycle counter around each phase and adds the difference (modulo 2^32, so a
    # phase must stay under 2^31 cycles, about a second) to a running total in registers; at its end
    # the role stores its totals with one scalar store per slot. 32-bit totals keep the producer
    # inside its 24 registers.
    @gluon.jit
    def _clock():
        return gl.inline_asm_elementwise("mov.u32 $0, %clock;", "=r", [], dtype=gl.int32, is_pure=False, pack=1)

    @gluon.jit
    def _clock64():
        return gl.inline_asm_elementwise("mov.u64 $0, %clock64;", "=l", [], dtype=gl.int64, is_pure=False, pack=1)

    @gluon.jit
    def _globaltimer():
        return gl.inline_asm_elementwise("mov.u64 $0, %globaltimer;", "=l", [], dtype=gl.int64, is_pure=False,
                                         pack=1)

    @gluon.jit
    def _smid():
        return gl.inline_asm_elementwise("mov.u32 $0, %smid;", "=r", [], dtype=gl.int32, is_pure=True, pack=1)

    @gluon.jit
    def _tick(now, total):
        """(the clock now, ``total`` plus the cycles since ``now``)."""
        t = _clock()
        return t, total + (t - now)

    @gluon.jit
    def _turn_tick(now, total, PINGPONG):
        """_tick for the ping-pong turn; without ping-pong there is no turn to wait for, and the cycles
        since ``now`` (the loop head's arithmetic) are left out of every phase."""
        if PINGPONG:
            now, total = _tick(now, total)
        else:
            now = _clock()
        return now, total

    _SLOTS = gl.constexpr(_timeline.SLOTS)

    # OVERLAP == 2: in the PTX the softmax of S_i sits between the issue of P_{i-1} V_{i-1} and the
    # wait for it, but ptxas's scheduler treats that wait (WARPGROUP.DEPBAR) as free and hoists it
    # above the softmax, so the exponentials start only once the product is done and the overlap is
    # lost (seen in the SASS of every shipped config). ptxas does not move instructions across a read
    # of the SM's clock (the TIMING variant's clock reads kept the source's order, by accident). _pin
    # passes the row sum through such a read: the sum needs every exponential of the tile, and the
    # read stays before the wait. ptxas deletes a read whose value is unused, so the value is used:
    # bit 63 of the 64-bit cycle counter (zero for the first 2^63 cycles, centuries) is ORed into the
    # sum's bits, which therefore come back unchanged.
    @gluon.jit
    def _pin(x):
        return gl.inline_asm_elementwise(
            "{ .reg .b64 t; .reg .b32 h; mov.u64 t, %clock64; shr.b64 t, t, 63; cvt.u32.u64 h, t; "
            "or.b32 $0, $1, h; }", "=r,r", [x], dtype=gl.float32, is_pure=False, pack=1)

    @gluon.jit
    def _record(TIMELINE, role, roles, clk0, ns0, tiles, kv, p0, p1, p2, p3, p4, p5):
        """This role's record in row (program, role) of TIMELINE, in hopper_timeline.py's slot order
        (START_CLK, END_CLK, START_NS, END_NS, TILES, KV, SMID, then the phases)."""
        clk1 = _clock64()
        ns1 = _globaltimer()
        base = TIMELINE + (gl.program_id(0) * roles + role) * _SLOTS
        gl.store(base + 0, clk0)
        gl.store(base + 1, clk1)
        gl.store(base + 2, ns0)
        gl.store(base + 3, ns1)
        gl.store(base + 4, tiles.to(gl.int64))
        gl.store(base + 5, kv.to(gl.int64))
        gl.store(base + 6, _smid().to(gl.int64))
        gl.store(base + 7, p0.to(gl.int64))
        gl.store(base + 8, p1.to(gl.int64))
        gl.store(base + 9, p2.to(gl.int64))
        gl.store(base + 10, p3.to(gl.int64))
        gl.store(base + 11, p4.to(gl.int64))
        gl.store(base + 12, p5.to(gl.int64))

    @gluon.jit
    def _steps(SCHEDULE, num_tiles, SCHED: gl.constexpr):
        """How many tiles this program runs (hopper_schedule.py describes the modes)."""
        pid = gl.program_id(0)
        P = gl.num_programs(0)
        if SCHED == 2:  # LPT: this program's slice of the host's table
            steps = gl.load(SCHEDULE + pid + 1) - gl.load(SCHEDULE + pid)
        elif SCHED == 3:  # snake: full rounds, plus one if this program's place in the last is taken
            full = num_tiles // P
            pos = pid + (full % 2) * (P - 1 - 2 * pid)
            steps = full + (pos < num_tiles - full * P).to(gl.int32)
        else:  # per-tile grid or round-robin: tiles pid, pid + P, ...
            steps = gl.cdiv(num_tiles - pid, P)
        return steps

    @gluon.jit
    def _tile_of(k, SCHEDULE, n_m, num_tiles, CAUSAL: gl.constexpr, SCHED: gl.constexpr):
        """(query block, batch x head) of this program's k-th tile."""
        pid = gl.program_id(0)
        P = gl.num_programs(0)
        if SCHED == 2:
            tile = gl.load(SCHEDULE + gl.load(SCHEDULE + pid) + k)
            pid_m = tile % n_m
            off_hz = tile // n_m
        elif SCHED == 3:  # rank r of the tiles sorted heaviest first, dealt out in alternating rounds
            r = k * P + pid + (k % 2) * (P - 1 - 2 * pid)
            bh = num_tiles // n_m
            pid_m = n_m - 1 - r // bh
            off_hz = r % bh
        else:
            tile = pid + k * P
            pid_m = tile % n_m
            if CAUSAL:  # late query blocks have the most keys: hand them out first
                pid_m = n_m - 1 - pid_m
            off_hz = tile // n_m
        return pid_m, off_hz

    @gluon.jit
    def _tile(pid_m, off_hz, H, GROUP, Lq, Lk, off, n_m, CAUSAL: gl.constexpr, BM: gl.constexpr,
              BN: gl.constexpr):
        """Tile (query block pid_m, batch x head off_hz). Returns its first query row m0, its
        rows in the (B*H*Lq, D) view of Q/O (LSE has the same rows), its first row in the
        (B*H_kv*Lk, D) view of K/V, and its key tiles: [0, n_full) are seen by every row,
        [n_full, n) straddle the diagonal (masked). Row i sees key j iff j <= i + off.
        When BM does not divide Lq (192-row tiles), one tile of each head has rows outside it:
        the last with the full mask, the first with the causal one (m0 < 0), whose few keys make
        it the cheapest tile to carry idle rows."""
        off_z = off_hz // H
        off_h = off_hz % H
        m0 = pid_m * BM
        if CAUSAL:
            m0 -= n_m * BM - Lq
        q_row = off_hz * Lq + m0
        kv_row = (off_z * (H // GROUP) + off_h // GROUP) * Lk
        n = Lk // BN
        n_full = n
        if CAUSAL:
            n = gl.minimum(n, gl.cdiv(m0 + BM + off, BN))
            n_full = gl.minimum(n, (m0 + off + 1) // BN)
        return m0, q_row, kv_row, n, n_full

    @gluon.jit
    def _producer(q_desc, k_desc, v_desc, q_smem, k_bufs, v_bufs, q_ready, q_empty, k_ready, k_empty,
                  v_ready, v_empty, SCHEDULE, H, GROUP, Lq, Lk, off, n_m, num_tiles, CAUSAL: gl.constexpr,
                  SCHED: gl.constexpr, TIMELINE, TIMING: gl.constexpr):
        """One warp: for each tile of this program, Q into one of two Q buffers, then K_i, V_i
        into the ring. The ring's counter runs on across tiles, so the next tile's K/V loads
        start while the consumers still finish the last one."""
        STAGES: gl.constexpr = k_bufs.type.shape[0]
        BN: gl.constexpr = k_desc.block_type.shape[0]
        HM: gl.constexpr = q_desc.block_type.shape[0]
        NC: gl.constexpr = q_smem.type.shape[0] // 2
        it = 0
        t = 0
        if TIMING:  # cycles waiting for a Q buffer, issuing Q, waiting for a K/V slot, issuing K/V
            clk0 = _clock64()
            ns0 = _globaltimer()
            now = _clock()
            w_q = now - now
            i_q = w_q
            w_e = w_q
            i_kv = w_q
        for k in range(_steps(SCHEDULE, num_tiles, SCHED)):
            pid_m, off_hz = _tile_of(k, SCHEDULE, n_m, num_tiles, CAUSAL, SCHED)
            m0, q_row, kv_row, n, n_full = _tile(pid_m, off_hz, H, GROUP, Lq, Lk, off, n_m, CAUSAL, NC * HM, BN)
            qb = t % 2
            if TIMING:
                now = _clock()
            # A fresh mbarrier counts as having completed the phase before phase 0: the first
            # wait on each "empty" barrier passes at once.
            mbarrier.wait(q_empty.index(qb), ((t // 2) & 1) ^ 1)
            if TIMING:
                now, w_q = _tick(now, w_q)
            mbarrier.expect(q_ready.index(qb), NC * q_desc.block_type.nbytes)
            for c in gl.static_range(NC):  # rows before the first head's (m0 < 0): any rows will do
                tma.async_copy_global_to_shared(q_desc, [gl.maximum(q_row + c * HM, 0), 0], q_ready.index(qb),
                                                q_smem.index(qb * NC + c))
            if TIMING:
                now, i_q = _tick(now, i_q)
            for i in range(n):
                s = it % STAGES
                ph = (it // STAGES) & 1
                mbarrier.wait(k_empty.index(s), ph ^ 1)
                if TIMING:
                    now, w_e = _tick(now, w_e)
                mbarrier.expect(k_ready.index(s), k_desc.block_type.nbytes)
                tma.async_copy_global_to_shared(k_desc, [kv_row + i * BN, 0], k_ready.index(s), k_bufs.index(s))
                if TIMING:
                    now, i_kv = _tick(now, i_kv)
                mbarrier.wait(v_empty.index(s), ph ^ 1)
                if TIMING:
                    now, w_e = _tick(now, w_e)
                mbarrier.expect(v_ready.index(s), v_desc.block_type.nbytes)
                tma.async_copy_global_to_shared(v_desc, [kv_row + i * BN, 0], v_ready.index(s), v_bufs.index(s))
                if TIMING:
                    now, i_kv = _tick(now, i_kv)
                it += 1
            t += 1
        if TIMING:
            _record(TIMELINE, 0, NC + 1, clk0, ns0, t, it, w_q, i_q, w_e, i_kv, w_q - w_q, w_q - w_q)

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
    def _attend(c: gl.constexpr, q, k_bufs, v_bufs, k_ready, k_empty, v_ready, v_empty, pp_bars, q_empty, t, it,
                m0, n, n_full, off, qk_scale, PINGPONG: gl.constexpr, OVERLAP: gl.constexpr,
                EXP_POLY: gl.constexpr, TIMING: gl.constexpr, tm):
        """One consumer's 64 rows against key tiles [0, n): ring slots from counter ``it`` on; ``t``:
        the program's tile count so far (its last tile's O store is still reading the other Q buffer).
        Returns the unnormalised O, the row max and sum (base 2); with TIMING also ``tm``, the
        clock and the cycle totals (turn, K/V, products, softmax) carried on."""
        STAGES: gl.constexpr = k_bufs.type.shape[0]
        BN: gl.constexpr = k_bufs.type.shape[1]
        HEAD_DIM: gl.constexpr = k_bufs.type.shape[2]
        HM: gl.constexpr = q.type.shape[0]
        dtype: gl.constexpr = k_bufs.dtype
        s_layout: gl.constexpr = gl.NVMMADistributedLayout(version=[3, 0], warps_per_cta=[4, 1],
                                                           instr_shape=[16, BN, 16])
        o_layout: gl.constexpr = gl.NVMMADistributedLayout(version=[3, 0], warps_per_cta=[4, 1],
                                                           instr_shape=[16, HEAD_DIM, 16])
        p_layout: gl.constexpr = gl.DotOperandLayout(operand_index=0, parent=o_layout, k_width=2)
        row_layout: gl.constexpr = gl.SliceLayout(1, s_layout)
        rows = m0 + c * HM + gl.arange(0, HM, layout=row_layout)
        m_i = gl.full([HM], float("-inf"), gl.float32, layout=row_layout)
        l_i = gl.full([HM], 0.0, gl.float32, layout=row_layout)
        acc = gl.zeros([HM, HEAD_DIM], gl.float32, layout=o_layout)
        s_zero = gl.zeros([HM, BN], gl.float32, layout=s_layout)
        if TIMING:
            now, w_turn, w_kv, mma, soft = tm

        # Prologue: S_0 and its softmax.
        st = it % STAGES
        _turn_wait(pp_bars, c, it, PINGPONG)
        if TIMING:
            now, w_turn = _turn_tick(now, w_turn, PINGPONG)
        mbarrier.wait(k_ready.index(st), (it // STAGES) & 1)
        if TIMING:
            now, w_kv = _tick(now, w_kv)
        s_tok = warpgroup_mma(q, k_bufs.index(st).permute((1, 0)), s_zero, use_acc=False, is_async=True)
        _turn_pass(pp_bars, c, PINGPONG)
        # The last tile's O store (_store_o) has read its Q buffer while this product ran: only now
        # wait for that read, and hand the buffer back to the producer (for the tile after this one).
        tma.store_wait(0)
        mbarrier.arrive(q_empty.index((t + 1) % 2), count=1, pred=t > 0)
        s = warpgroup_mma_wait(0, deps=(s_tok, ))
        mbarrier.arrive(k_empty.index(st), count=1)
        if TIMING:
            now, mma = _tick(now, mma)
        if n_full > 0:
            p, m_i, l_i, alpha = _softmax_step(s, m_i, l_i, 0, rows, qk_scale, off, False, s_layout, EXP_POLY)
        else:
            p, m_i, l_i, alpha = _softmax_step(s, m_i, l_i, 0, rows, qk_scale, off, True, s_layout, EXP_POLY)
        if TIMING:
            now, soft = _tick(now, soft)

        for i in range(1, n):
            j = it + i
            st = j % STAGES
            sp = (j - 1) % STAGES
            _turn_wait(pp_bars, c, j, PINGPONG)
            if TIMING:
                now, w_turn = _turn_tick(now, w_turn, PINGPONG)
            # Issue S_i = Q K_i^T, then O += P_{i-1} V_{i-1}; wait only for the first.
            mbarrier.wait(k_ready.index(st), (j // STAGES) & 1)
            if TIMING:
                now, w_kv = _tick(now, w_kv)
            s_tok = warpgroup_mma(q, k_bufs.index(st).permute((1, 0)), s_zero, use_acc=False,
                                  is_async=True)
            if TIMING:
                now, mma = _tick(now, mma)
            acc = acc * gl.expand_dims(gl.convert_layout(alpha, gl.SliceLayout(1, o_layout)), 1)
            p_op = gl.convert_layout(p.to(dtype), p_layout)
            if TIMING:
                now, soft = _tick(now, soft)
            mbarrier.wait(v_ready.index(sp), ((j - 1) // STAGES) & 1)
            if TIMING:
                now, w_kv = _tick(now, w_kv)
            o_tok = warpgroup_mma(p_op, v_bufs.index(sp), acc, is_async=True)
            _turn_pass(pp_bars, c, PINGPONG)
            s = warpgroup_mma_wait(1, deps=(s_tok, ))
            mbarrier.arrive(k_empty.index(st), count=1)
            # OVERLAP reaches the partitions as a run-time int32 (folded later), hence == and != here.
            if OVERLAP == 0:  # fewer live registers: P_{i-1} is dead before the softmax starts
                acc = warpgroup_mma_wait(0, deps=(o_tok, ))
                mbarrier.arrive(v_empty.index(sp), count=1)
            if TIMING:
                now, mma = _tick(now, mma)
            # OVERLAP: the softmax of S_i runs while the tensor cores finish P_{i-1} V_{i-1}.
            if i < n_full:
                p, m_i, l_i, alpha = _softmax_step(s, m_i, l_i, i * BN, rows, qk_scale, off, False,
                                                   s_layout, EXP_POLY)
            else:
                p, m_i, l_i, alpha = _softmax_step(s, m_i, l_i, i * BN, rows, qk_scale, off, True,
                                                   s_layout, EXP_POLY)
            if TIMING:
                now, soft = _tick(now, soft)
            elif OVERLAP == 2:
                l_i = _pin(l_i)  # keeps ptxas from hoisting the wait below above the softmax
            if OVERLAP != 0:
                acc = warpgroup_mma_wait(0, deps=(o_tok, ))
                mbarrier.arrive(v_empty.index(sp), count=1)
                if TIMING:
                    now, mma = _tick(now, mma)

        # Epilogue: the last P V.
        sl = (it + n - 1) % STAGES
        acc = acc * gl.expand_dims(gl.convert_layout(alpha, gl.SliceLayout(1, o_layout)), 1)
        p_op = gl.convert_layout(p.to(dtype), p_layout)
        if TIMING:
            now, soft = _tick(now, soft)
        mbarrier.wait(v_ready.index(sl), ((it + n - 1) // STAGES) & 1)
        if TIMING:
            now, w_kv = _tick(now, w_kv)
        o_tok = warpgroup_mma(p_op, v_bufs.index(sl), acc, is_async=True)
        acc = warpgroup_mma_wait(0, deps=(o_tok, ))
        mbarrier.arrive(v_empty.index(sl), count=1)
        if TIMING:
            now, mma = _tick(now, mma)
            tm = (now, w_turn, w_kv, mma, soft)
        return acc, m_i, l_i, tm

    @gluon.jit
    def _store_o(acc, m_i, l_i, q, o_desc, LSE, row, HM: gl.constexpr, o_layout: gl.constexpr,
                 row_layout: gl.constexpr):
        """O / l into rows [row, row + 64) of O, through Q's buffer (free: its last product has
        completed), and the LSE (natural log) beside it. Every row inside the head saw key 0
        (off >= 0), so l_i > 0 and m_i is finite. The copy is left running: the next tile's first
        product waits for it to have read the buffer (_attend), the end of the program for the rest."""
        l_o = gl.convert_layout(l_i, gl.SliceLayout(1, o_layout))
        acc = acc / gl.expand_dims(l_o, 1)
        lse = (m_i + gl.log2(l_i)) * _LN2
        gl.store(LSE + row + gl.arange(0, HM, layout=row_layout), lse)
        q.store(acc.to(q.dtype))
        fence_async_shared()
        tma.async_copy_shared_to_global(o_desc, [row, 0], q)

    @gluon.jit
    def _drain(k_ready, k_empty, v_ready, v_empty, it, count):
        """Pass ``count`` ring slots from counter ``it`` on without reading them: every slot waits
        for all consumers before the producer refills it. Waiting for the load first keeps the
        arrivals in the slot's phase."""
        STAGES: gl.constexpr = k_ready.type.shape[0]
        for j in range(it, it + count):
            s = j % STAGES
            ph = (j // STAGES) & 1
            mbarrier.wait(k_ready.index(s), ph)
            mbarrier.arrive(k_empty.index(s), count=1)
            mbarrier.wait(v_ready.index(s), ph)
            mbarrier.arrive(v_empty.index(s), count=1)

    @gluon.jit
    def _consumer(c: gl.constexpr, o_desc, q_smem, k_bufs, v_bufs, q_ready, q_empty, k_ready, k_empty,
                  v_ready, v_empty, pp_bars, LSE, SCHEDULE, H, GROUP, Lq, Lk, off, n_m, num_tiles, sm_scale,
                  CAUSAL: gl.constexpr, PINGPONG: gl.constexpr, OVERLAP: gl.constexpr,
                  EXP_POLY: gl.constexpr, SCHED: gl.constexpr, TIMELINE, TIMING: gl.constexpr):
        BN: gl.constexpr = k_bufs.type.shape[1]
        HEAD_DIM: gl.constexpr = k_bufs.type.shape[2]
        HM: gl.constexpr = q_smem.type.shape[1]
        NC: gl.constexpr = q_smem.type.shape[0] // 2
        s_layout: gl.constexpr = gl.NVMMADistributedLayout(version=[3, 0], warps_per_cta=[4, 1],
                                                           instr_shape=[16, BN, 16])
        o_layout: gl.constexpr = gl.NVMMADistributedLayout(version=[3, 0], warps_per_cta=[4, 1],
                                                           instr_shape=[16, HEAD_DIM, 16])
        row_layout: gl.constexpr = gl.SliceLayout(1, s_layout)
        qk_scale = sm_scale * _LOG2E
        it = 0
        t = 0
        if TIMING:  # cycles waiting for Q, the turn, K/V; in products, softmax, epilogue
            clk0 = _clock64()
            ns0 = _globaltimer()
            now = _clock()
            w_q = now - now
            w_turn = w_q
            w_kv = w_q
            mma = w_q
            soft = w_q
            epi = w_q
        for k in range(_steps(SCHEDULE, num_tiles, SCHED)):
            pid_m, off_hz = _tile_of(k, SCHEDULE, n_m, num_tiles, CAUSAL, SCHED)
            m0, q_row, kv_row, n, n_full = _tile(pid_m, off_hz, H, GROUP, Lq, Lk, off, n_m, CAUSAL, NC * HM, BN)
            qb = t % 2
            q = q_smem.index(qb * NC + c)
            lo = m0 + c * HM  # this consumer's first row; Lq is a multiple of 64, so the 64 rows
            # are all inside the head or all outside it
            # ``run``: the key tiles these rows read, [0, run); the rest of the tile's [0, n) is passed
            # on unread (_drain). With the causal mask and 192-row tiles the first 64 rows can see a
            # key tile fewer than the last. Rows outside the head store nothing: before the head (the
            # causal mask's first tile) they read key tile 0, or what the mask gives them with
            # bottom-right alignment; past its end (the full mask's last tile) all key tiles.
            # Ping-pong hands the turn round every consumer on every key tile, so there all read
            # [0, n).
            run = n
            run_full = n_full
            if CAUSAL:
                if not PINGPONG:
                    run = gl.maximum(gl.minimum(n, gl.cdiv(lo + HM + off, BN)), 1)
                    run_full = gl.minimum(run, (lo + off + 1) // BN)
            if TIMING:
                now = _clock()
            mbarrier.wait(q_ready.index(qb), (t // 2) & 1)
            if TIMING:
                now, w_q = _tick(now, w_q)
                tm = (now, w_turn, w_kv, mma, soft)
            else:
                tm = 0  # _attend hands it back untouched
            acc, m_i, l_i, tm = _attend(c, q, k_bufs, v_bufs, k_ready, k_empty, v_ready, v_empty, pp_bars, q_empty,
                                        t, it, m0, run, run_full, off, qk_scale, PINGPONG, OVERLAP, EXP_POLY, TIMING,
                                        tm)
            if TIMING:
                now, w_turn, w_kv, mma, soft = tm
            if CAUSAL:
                _drain(k_ready, k_empty, v_ready, v_empty, it + run, n - run)
                if TIMING:
                    now, w_kv = _tick(now, w_kv)
            if (lo >= 0) & (lo < Lq):
                _store_o(acc, m_i, l_i, q, o_desc, LSE, q_row + c * HM, HM, o_layout, row_layout)
            # q_empty[qb] is arrived on in the next tile's prologue, once the store has read the buffer
            if TIMING:
                now, epi = _tick(now, epi)
            it += n
            t += 1
        tma.store_wait(0)  # the last tile's O has left shared memory before the program ends
        if TIMING:
            _record(TIMELINE, 1 + c, NC + 1, clk0, ns0, t, it, w_q, w_turn, w_kv, mma, soft, epi)


    @gluon.jit
    def _consumer0(o_desc, q_smem, k_bufs, v_bufs, q_ready, q_empty, k_ready, k_empty, v_ready, v_empty, pp_bars, LSE,
                   SCHEDULE, H, GROUP, Lq, Lk, off, n_m, num_tiles, sm_scale, CAUSAL: gl.constexpr,
                   PINGPONG: gl.constexpr, OVERLAP: gl.constexpr, EXP_POLY: gl.constexpr, SCHED: gl.constexpr):
        _consumer(0, o_desc, q_smem, k_bufs, v_bufs, q_ready, q_empty, k_ready, k_empty, v_ready, v_empty, pp_bars,
                  LSE, SCHEDULE, H, GROUP, Lq, Lk, off, n_m, num_tiles, sm_scale, CAUSAL, PINGPONG, OVERLAP, EXP_POLY,
                  SCHED, None, False)

    @gluon.jit
    def _consumer0_timed(o_desc, q_smem, k_bufs, v_bufs, q_ready, q_empty, k_ready, k_empty, v_ready, v_empty, pp_bars,
                         LSE, SCHEDULE, H, GROUP, Lq, Lk, off, n_m, num_tiles, sm_scale, CAUSAL: gl.constexpr,
                         PINGPONG: gl.constexpr, OVERLAP: gl.constexpr, EXP_POLY: gl.constexpr, SCHED: gl.constexpr,
                         TIMELINE):
        _consumer(0, o_desc, q_smem, k_bufs, v_bufs, q_ready, q_empty, k_ready, k_empty, v_ready, v_empty, pp_bars,
                  LSE, SCHEDULE, H, GROUP, Lq, Lk, off, n_m, num_tiles, sm_scale, CAUSAL, PINGPONG, OVERLAP, EXP_POLY,
                  SCHED, TIMELINE, True)

    @gluon.jit
    def _consumer1(o_desc, q_smem, k_bufs, v_bufs, q_ready, q_empty, k_ready, k_empty, v_ready, v_empty, pp_bars, LSE,
                   SCHEDULE, H, GROUP, Lq, Lk, off, n_m, num_tiles, sm_scale, CAUSAL: gl.constexpr,
                   PINGPONG: gl.constexpr, OVERLAP: gl.constexpr, EXP_POLY: gl.constexpr, SCHED: gl.constexpr):
        _consumer(1, o_desc, q_smem, k_bufs, v_bufs, q_ready, q_empty, k_ready, k_empty, v_ready, v_empty, pp_bars,
                  LSE, SCHEDULE, H, GROUP, Lq, Lk, off, n_m, num_tiles, sm_scale, CAUSAL, PINGPONG, OVERLAP, EXP_POLY,
                  SCHED, None, False)

    @gluon.jit
    def _consumer1_timed(o_desc, q_smem, k_bufs, v_bufs, q_ready, q_empty, k_ready, k_empty, v_ready, v_empty, pp_bars,
                         LSE, SCHEDULE, H, GROUP, Lq, Lk, off, n_m, num_tiles, sm_scale, CAUSAL: gl.constexpr,
                         PINGPONG: gl.constexpr, OVERLAP: gl.constexpr, EXP_POLY: gl.constexpr, SCHED: gl.constexpr,
                         TIMELINE):
        _consumer(1, o_desc, q_smem, k_bufs, v_bufs, q_ready, q_empty, k_ready, k_empty, v_ready, v_empty, pp_bars,
                  LSE, SCHEDULE, H, GROUP, Lq, Lk, off, n_m, num_tiles, sm_scale, CAUSAL, PINGPONG, OVERLAP, EXP_POLY,
                  SCHED, TIMELINE, True)

    @gluon.jit
    def _consumer2(o_desc, q_smem, k_bufs, v_bufs, q_ready, q_empty, k_ready, k_empty, v_ready, v_empty, pp_bars, LSE,
                   SCHEDULE, H, GROUP, Lq, Lk, off, n_m, num_tiles, sm_scale, CAUSAL: gl.constexpr,
                   PINGPONG: gl.constexpr, OVERLAP: gl.constexpr, EXP_POLY: gl.constexpr, SCHED: gl.constexpr):
        _consumer(2, o_desc, q_smem, k_bufs, v_bufs, q_ready, q_empty, k_ready, k_empty, v_ready, v_empty, pp_bars,
                  LSE, SCHEDULE, H, GROUP, Lq, Lk, off, n_m, num_tiles, sm_scale, CAUSAL, PINGPONG, OVERLAP, EXP_POLY,
                  SCHED, None, False)

    @gluon.jit
    def _consumer2_timed(o_desc, q_smem, k_bufs, v_bufs, q_ready, q_empty, k_ready, k_empty, v_ready, v_empty, pp_bars,
                         LSE, SCHEDULE, H, GROUP, Lq, Lk, off, n_m, num_tiles, sm_scale, CAUSAL: gl.constexpr,
                         PINGPONG: gl.constexpr, OVERLAP: gl.constexpr, EXP_POLY: gl.constexpr, SCHED: gl.constexpr,
                         TIMELINE):
        _consumer(2, o_desc, q_smem, k_bufs, v_bufs, q_ready, q_empty, k_ready, k_empty, v_ready, v_empty, pp_bars,
                  LSE, SCHEDULE, H, GROUP, Lq, Lk, off, n_m, num_tiles, sm_scale, CAUSAL, PINGPONG, OVERLAP, EXP_POLY,
                  SCHED, TIMELINE, True)

    @gluon.jit
    def _producer_part(q_desc, k_desc, v_desc, q_smem, k_bufs, v_bufs, q_ready, q_empty, k_ready, k_empty,
                       v_ready, v_empty, SCHEDULE, H, GROUP, Lq, Lk, off, n_m, num_tiles, CAUSAL: gl.constexpr,
                       SCHED: gl.constexpr):
        _producer(q_desc, k_desc, v_desc, q_smem, k_bufs, v_bufs, q_ready, q_empty, k_ready, k_empty,
                  v_ready, v_empty, SCHEDULE, H, GROUP, Lq, Lk, off, n_m, num_tiles, CAUSAL, SCHED, None, False)

    # The TIMING partitions: a constexpr passed through warp_specialize's argument tuples arrives as a
    # value, not a compile-time constant, so the switch is a literal inside each partition's wrapper.
    @gluon.jit
    def _producer_part_timed(q_desc, k_desc, v_desc, q_smem, k_bufs, v_bufs, q_ready, q_empty, k_ready, k_empty,
                             v_ready, v_empty, SCHEDULE, H, GROUP, Lq, Lk, off, n_m, num_tiles, CAUSAL: gl.constexpr,
                             SCHED: gl.constexpr, TIMELINE):
        _producer(q_desc, k_desc, v_desc, q_smem, k_bufs, v_bufs, q_ready, q_empty, k_ready, k_empty,
                  v_ready, v_empty, SCHEDULE, H, GROUP, Lq, Lk, off, n_m, num_tiles, CAUSAL, SCHED, TIMELINE, True)

    @gluon.jit
    def _fa3_fwd(q_desc, k_desc, v_desc, o_desc, LSE, SCHEDULE, sm_scale, H, GROUP, Lq, Lk, off, n_m, num_tiles,
                 CAUSAL: gl.constexpr, STAGES: gl.constexpr, PINGPONG: gl.constexpr,
                 NC: gl.constexpr, OVERLAP: gl.constexpr, EXP_POLY: gl.constexpr, SCHED: gl.constexpr,
                 CONSUMER_REGS: gl.constexpr, TIMELINE=None, TIMING: gl.constexpr = False):
        """The P programs share out the n_m x (B*H) tiles as SCHED says (hopper_schedule.py: one
        program per tile, or one per multiprocessor walking a round-robin, LPT-table or snake
        order); SCHEDULE is the LPT table (SCHED == 2), else unused. TIMING: each role writes its
        record to row (program, role) of TIMELINE (int64, hopper_timeline.py's layout)."""
        q_smem = gl.allocate_shared_memory(q_desc.dtype, [2 * NC] + q_desc.block_type.shape, q_desc.layout)
        k_bufs = gl.allocate_shared_memory(k_desc.dtype, [STAGES] + k_desc.block_type.shape, k_desc.layout)
        v_bufs = gl.allocate_shared_memory(v_desc.dtype, [STAGES] + v_desc.block_type.shape, v_desc.layout)
        q_ready = gl.allocate_shared_memory(gl.int64, [2, 1], mbarrier.MBarrierLayout())
        q_empty = gl.allocate_shared_memory(gl.int64, [2, 1], mbarrier.MBarrierLayout())
        k_ready = gl.allocate_shared_memory(gl.int64, [STAGES, 1], mbarrier.MBarrierLayout())
        k_empty = gl.allocate_shared_memory(gl.int64, [STAGES, 1], mbarrier.MBarrierLayout())
        v_ready = gl.allocate_shared_memory(gl.int64, [STAGES, 1], mbarrier.MBarrierLayout())
        v_empty = gl.allocate_shared_memory(gl.int64, [STAGES, 1], mbarrier.MBarrierLayout())
        pp_bars = gl.allocate_shared_memory(gl.int64, [NC, 1], mbarrier.MBarrierLayout())
        for i in gl.static_range(2):
            mbarrier.init(q_ready.index(i), count=1)
            mbarrier.init(q_empty.index(i), count=NC)  # every consumer has stored its O
        for i in gl.static_range(STAGES):
            mbarrier.init(k_ready.index(i), count=1)
            mbarrier.init(v_ready.index(i), count=1)
            mbarrier.init(k_empty.index(i), count=NC)  # every consumer releases a slot
            mbarrier.init(v_empty.index(i), count=NC)
        for i in gl.static_range(NC):
            mbarrier.init(pp_bars.index(i), count=1)

        cargs = (o_desc, q_smem, k_bufs, v_bufs, q_ready, q_empty, k_ready, k_empty, v_ready, v_empty, pp_bars,
                 LSE, SCHEDULE, H, GROUP, Lq, Lk, off, n_m, num_tiles, sm_scale, CAUSAL, PINGPONG, OVERLAP,
                 EXP_POLY, SCHED)
        pargs = (q_desc, k_desc, v_desc, q_smem, k_bufs, v_bufs, q_ready, q_empty, k_ready, k_empty, v_ready,
                 v_empty, SCHEDULE, H, GROUP, Lq, Lk, off, n_m, num_tiles, CAUSAL, SCHED)
        if TIMING:
            cargs_t = cargs + (TIMELINE, )
            pargs_t = pargs + (TIMELINE, )
            if NC == 2:
                gl.warp_specialize([(_consumer0_timed, cargs_t), (_consumer1_timed, cargs_t),
                                    (_producer_part_timed, pargs_t)], [4, 1], [CONSUMER_REGS, 24])
            else:
                gl.warp_specialize([(_consumer0_timed, cargs_t), (_consumer1_timed, cargs_t),
                                    (_consumer2_timed, cargs_t), (_producer_part_timed, pargs_t)], [4, 4, 1],
                                   [CONSUMER_REGS, CONSUMER_REGS, 24])
        elif NC == 2:
            gl.warp_specialize([(_consumer0, cargs), (_consumer1, cargs), (_producer_part, pargs)],
                               [4, 1], [CONSUMER_REGS, 24])
        else:
            gl.warp_specialize([(_consumer0, cargs), (_consumer1, cargs), (_consumer2, cargs),
                                (_producer_part, pargs)], [4, 4, 1], [CONSUMER_REGS, CONSUMER_REGS, 24])

# Sources: S11 (triton-lang/triton python/tutorials/06-fused-attention.py, code and comments)
# Short excerpts of code and comments, lightly joined.

def designOutline():
    return {
        "memoryTraffic": (
            "# load q: it will stay in SRAM throughout -- q = tl.load(Q_block_ptr). "
            "# loop over k, v and update accumulator: k = tl.load(K_block_ptr), v = tl.load(V_block_ptr), "
            "advanced by BLOCK_N each step. # epilogue: tl.store(m_ptrs, m_i); tl.store(O_block_ptr, acc). "
            "qk and p only live in registers and are never stored."
        ),
        "tiling": (
            "configs: BLOCK_M in [64, 128], BLOCK_N in [32, 64], num_stages in [3, 4, 7], num_warps in [4, 8]; "
            "start_m = tl.program_id(0) picks the query block, off_hz = tl.program_id(1) the (batch, head). "
            "# stage 1: off-band (key blocks left of the diagonal, no mask) # stage 2: on-band (diagonal block, "
            "masked); key blocks right of the diagonal are never visited when causal."
        ),
        "numericalStability": (
            "m_i = zeros([BLOCK_M], fp32) - inf; l_i = zeros([BLOCK_M], fp32) + 1.0; acc = zeros([BLOCK_M, HEAD_DIM], fp32). "
            "qk_scale *= 1.44269504  # 1/log(2). m_ij = maximum(m_i, max(qk, 1) * qk_scale); "
            "qk = qk * qk_scale - m_ij[:, None]; p = exp2(qk); alpha = exp2(m_i - m_ij); l_i = l_i * alpha + l_ij; "
            "acc = acc * alpha[:, None]; epilogue: m_i += log2(l_i); acc = acc / l_i[:, None]."
        ),
        "tradeOff": (
            "tl.static_assert(BLOCK_N <= HEAD_DIM), and configs with BLOCK_M * BLOCK_N < 128 * 128 are dropped "
            "when num_warps == 8: a small tile split over 8 warps leaves each warp too little of the MMA to "
            "keep the tensor cores busy. We don't run auto-tuning every time to keep the tutorial fast, so "
            "the chosen config is only right for the GPU it was tuned on."
        ),
    }

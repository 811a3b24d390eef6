# sources: S1, S14 (rewritten as snake_case notes)
def design_outline():
    return {
        "memory_traffic": "qk = tl.dot(q, k) and p = exp2(...) live in registers only; s/p are never stored to hbm. per program: read q once (BLOCK_M x d), read every k/v block once, write o (BLOCK_M x d) + m (BLOCK_M).",
        "tiling": "BLOCK_M = 128, BLOCK_N = 64, d = 64, num_warps = 4, num_stages = 3; grid = (cdiv(n_ctx, BLOCK_M), batch * heads); q tile resident, k/v tiles streamed in a 3-stage pipeline.",
        "numerical_stability": "m_i = -inf, l_i = 1, acc = 0 (fp32). per block: m_ij = max(m_i, rowmax(qk * scale)); alpha = exp2(m_i - m_ij); acc = acc * alpha + p @ v; l_i = l_i * alpha + rowsum(p). end: acc / l_i.",
        "trade_offs": "num_stages = 3 keeps 3 k/v tiles in smem; at d = 128 with BLOCK_N = 128 this needs more than 100 KB, so on sm_86/sm_89 the launch fails with out of resource: shared memory and must fall back to 2 stages.",
    }

# Sources: S37 (course chapter titles excerpted; rest learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "IO-bound: naive attention writes S (N x N) and P to HBM and reads them back. Ours: one Triton kernel, S and P live in registers per BLOCK_M x BLOCK_N tile; HBM sees Q read once, K/V once per Q block, O written once.",
        "tiling": "tl.make_block_ptr for Q (BLOCK_M = 128, HEAD_DIM), K^T and V (BLOCK_N = 64); autotune BLOCK_M in {64, 128}, BLOCK_N in {32, 64}, num_stages in {2, 3, 4}, num_warps in {4, 8}. Causal: the loop stops at the diagonal block, about 2x fewer tiles.",
        "numericalStability": "exp2 instead of exp: scale qk by sm_scale*log2(e) once, then m_ij = max(m_i, rowmax(qk)), alpha = exp2(m_i - m_ij), acc *= alpha[:, None], l_i = l_i*alpha + rowsum(p).",
        "tradeOff": "Autotune sweeps 24 configs per (N, HEAD_DIM) shape, so the first call compiles for minutes and every new head dim re-triggers tuning.",
    }

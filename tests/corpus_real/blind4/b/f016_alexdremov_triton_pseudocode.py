# Sources: S15 (paraphrase / learner rewrite of a Triton walkthrough)
def designOutline():
    return {
        "memoryTraffic": "per program: load Q block once; for each K/V block: load, compute, discard. store O and M (logsumexp) at the end. No tl.store of qk anywhere, the scores tensor does not exist in global memory.",
        "tiling": "BLOCK_M = 64, BLOCK_N = 32, HEAD_DIM = 64, num_warps = 4, num_stages = 2; grid = (cdiv(N, BLOCK_M), B*H); Q block stays in SRAM for the whole loop.",
        "numericalStability": "m_ij = maximum(m_i, max(qk, 1)); alpha = exp2(m_i - m_ij); l_i = l_i*alpha + sum(p, 1); acc = acc*alpha[:, None] + dot(p, v); m_i = m_ij  (qk already scaled by sm_scale*log2(e))",
        "tradeOff": "block-sparse variant: skipping only pays off when whole BLOCK_M x BLOCK_N tiles are empty; a scattered mask still touches every tile, so you get no speedup over dense.",
    }

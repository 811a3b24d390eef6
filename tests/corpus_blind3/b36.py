# Triton person. Lists because that's how I think about the kernel.


def designOutline():
    return {
        "memoryTraffic": [
            "each program tl.load's its Q block once, then tl.load's K and V blocks inside the loop",
            "only O and the row-wise lse (m + log l) are tl.store'd back to HBM",
            "the BLOCK_M x BLOCK_N qk scores and p stay in registers; they are never stored",
        ],
        "tiling": [
            "grid = (cdiv(N_CTX, BLOCK_M), Z * H); each program owns BLOCK_M = 128 query rows",
            "loop over K/V in steps of BLOCK_N = 64, advancing block pointers with tl.advance",
            "num_warps = 4 for d = 64, num_warps = 8 for d = 128; num_stages = 3 so the next K/V tile is prefetched while tl.dot runs",
            "causal: the loop stops at the diagonal block, so blocks entirely above the diagonal are never loaded",
        ],
        "numericalStability": [
            "qk *= sm_scale * 1.44269504 (log2 e folded into the scale) and use tl.math.exp2",
            "m_ij = tl.maximum(m_i, tl.max(qk, 1)); p = tl.math.exp2(qk - m_ij[:, None])",
            "alpha = tl.math.exp2(m_i - m_ij); l_i = l_i * alpha + tl.sum(p, 1); acc = acc * alpha[:, None]",
            "acc is tl.float32; p is cast to fp16 only as the operand of the second tl.dot",
        ],
        "tradeOff": [
            "num_stages = 4 with BLOCK_N = 128 at head_dim 128 needs more shared memory than the SM has, so the compile fails with out of resources; at d = 128 we drop to 2 stages and lose some latency hiding",
        ],
    }

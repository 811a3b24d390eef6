# Sources: S03 (FlashAttention-3, sec. 3.1-3.2), S23 (mortalapps FA3 async), S25 (shivam2003 paper juice)
# Learner rewrite, mapping form.

def designOutline():
    return {
        "memoryTraffic": {
            "mechanism": "TMA bulk copies of K/V tiles from HBM into shared memory issued by a producer warp",
            "decision": "Q tile loaded once; S and P stay in registers (P is re-laid-out in registers as the "
                        "WGMMA A operand); only O and the per-row LSE are written back to HBM",
        },
        "tiling": {
            "mechanism": "warp specialisation + inter-warpgroup ping-pong + intra-warpgroup 2-stage pipelining",
            "decision": "Br = 128 (per consumer warpgroup), Bc = 128 for d = 128, 2 consumer warpgroups, K/V "
                        "circular buffer of 2 stages in the 228 KB SMEM of an H100 SM; softmax of block j "
                        "overlaps the QK^T GEMM of block j+1",
        },
        "numericalStability": {
            "mechanism": "online softmax with fp32 row max and row sum",
            "decision": "rescale O by exp(m_old - m_new) in registers before adding P_j V_j; normalise by l "
                        "once after the loop; store LSE = m + log l",
        },
        "tradeOff": {
            "cost": "more registers per thread",
            "cause": "the 2-stage pipeline keeps S_next and the current P alive at the same time, so the "
                     "kernel needs extra registers; with d = 256 this forces Bc down to 80 or spilling",
        },
    }

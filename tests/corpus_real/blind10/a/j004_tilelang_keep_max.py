# Sources: S04 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": {
            "mechanism": "one fused TileLang kernel for QK^T -> softmax -> PV",
            "decision": "Q_shared, K_shared, V_shared are loaded from global memory; acc_s (scores) and acc_o "
                        "live in registers and acc_s is never copied back to global memory; only Output and "
                        "the per-row logsum are stored",
        },
        "tiling": {
            "mechanism": "T.Kernel grid (N/block_M, heads, batch), pipelined loop over K/V blocks",
            "decision": "block_M = 128, block_N = 128, dim = 128, num_stages = 2, threads = 256 (8 warps). "
                        "Q tile 32 KB + 2 stages x (K 32 KB + V 32 KB) = 160 KB of shared memory, fits "
                        "in the 227 KB of an H100 block",
        },
        "numericalStability": {
            "mechanism": "online softmax with scores_max kept across blocks (not only the current block)",
            "decision": "scores_max = max(scores_max_prev, rowmax(acc_s)); scores_scale = exp2((prev - new)*scale); "
                        "acc_o and logsum are multiplied by scores_scale before adding the new block; fp32 accumulators",
        },
        "tradeOff": {
            "cost": "shared memory budget caps the tile size",
            "cause": "with 2 stages at dim 128 we already use 160 KB; at dim 256 the same tiles would need "
                     "320 KB, more than 227 KB, so block_N has to drop to 64 and each GEMM gets smaller",
        },
    }

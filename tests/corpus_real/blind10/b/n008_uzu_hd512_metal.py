# Sources: S08 (paraphrase / learner rewrite)

def designOutline():
    return {
        "memoryTraffic": "For HEAD_DIM=512 we do not fuse: per group we run matmul(Q, K^T) into a scores buffer in device memory, a separate softmax kernel over that buffer, then matmul(P, V) and scatter. So the scores go out to memory and come back for the softmax and for PV.",
        "tiling": "If fused, the only tile that fits 32 KB of threadgroup memory at D = 512 is BQ = 16, BK = 8 (Q tile plus K/V tile about 24 KB); BQ = 32, BK = 32 would need 66 KB.",
        "numericalStability": "The new generic Softmax kernel subtracts the row max before exp and accumulates the row sum in fp32, then divides.",
        "tradeOff": "The tile that fits is 2-3x slower than the unfused path: BK = 8 means only 128 FMAs per K/V reload (16x worse bandwidth amortisation than SteelMatmul), and BQ = 16 gives only 2 simdgroup-matrix rows, too few to overlap loads with math.",
    }

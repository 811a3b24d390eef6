# Sources: S03 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": {
            "mechanism": "one fused kernel",
            "decision": "S and P stay on chip, only Q, K, V read and O, LSE written to HBM",
        },
        "tiling": {
            "mechanism": "outer loop over Q blocks, inner loop over K/V blocks",
            "decision": "BLOCK_M = 64, BLOCK_N = 32, Q tile resident in shared memory, 4 warps per program",
        },
        "numericalStability": {
            "mechanism": "online softmax with running max m and sum l",
            "decision": "rescale acc and l by exp(m_old - m_new), divide by l at the end, stats in fp32",
        },
        "tradeOff": {
            "cost": "smaller tiles",
            "consequence": "smaller tiles are good for occupancy because more CTAs fit on each SM",
        },
    }

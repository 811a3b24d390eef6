# Sources: S19, B1 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": {
            "mechanism": "fused attention kernel (QK^T -> softmax -> PV in one pass)",
            "decision": "S and P stay in SRAM/registers per tile; HBM traffic is Q, K, V reads and the O write only",
        },
        "tiling": {
            "mechanism": "query blocks outer, key/value blocks inner",
            "decision": "BLOCK_M = 128 query rows per CTA kept in shared memory, BLOCK_N = 64 K/V rows streamed, d = 64",
        },
        "numericalStability": {
            "mechanism": "online softmax with running row max and row sum",
            "decision": "rescale accumulator and sum by exp(m_old - m_new) when the max grows; fp32 accumulators",
        },
        "tradeOff": {
            "cost": "Flash attention is slightly less exact than standard attention",
            "why": "that is the price you pay for the speed-up",
        },
    }

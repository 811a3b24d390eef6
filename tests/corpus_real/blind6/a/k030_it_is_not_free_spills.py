# Sources: S15, S08 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": {"mechanism": "kernel fusion of QK^T, softmax and PV", "decision": "S and P never go to global memory; global traffic is Q, K, V reads and O write"},
        "tiling": {"mechanism": "query tile per CTA, key/value tiles streamed", "decision": "64 queries per CTA, 64-key tiles, 4 warps each owning 16 query rows"},
        "numericalStability": {"mechanism": "online softmax", "decision": "fp32 running max and sum per row; accumulator multiplied by exp(m_old - m_new) on every new tile"},
        "tradeOff": {"cost": "it's not free: register spills", "cause": "each warp keeps 16 rows x d fp32 accumulators, and at d = 256 that is more registers than a thread can have"},
    }

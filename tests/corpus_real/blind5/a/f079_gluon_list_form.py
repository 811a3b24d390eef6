# Sources: S31 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": [
            "Q: one TMA load per CTA into shared memory",
            "K, V: TMA loads into a 2-stage shared-memory ring, each tile read from HBM once per CTA",
            "S, P: tensor memory / registers only, never stored",
            "O: written once through shared memory; m_i (log2-sum-exp) stored for backward",
        ],
        "tiling": [
            "BLOCK_M = 128 (two 64-row softmax partitions), BLOCK_N = 128, d = 64",
            "warp-specialized: load warp, MMA warp, two softmax warpgroups, correction warpgroup",
        ],
        "numericalStability": [
            "p = exp2(qk * qk_scale - m_i), qk_scale = sm_scale * log2(e)",
            "acc rescaled by exp2(m_old - m_new) in a separate correction partition",
            "epilogue: m_i += log2(l_i); o = acc / l_i",
        ],
        "tradeOff": [
            "separate d64 and d128 kernels: the register and tensor-memory budget per warpgroup differs with d, so one config cannot serve both; every new head dim means another tuned kernel",
        ],
    }

# Sources: S32 (paraphrase of PR description)
def designOutline():
    return {
        "memoryTraffic": "With GQA the K/V f16 tiles are read once per KV head group instead of once per query head; S stays in shared memory/registers; each split writes only its partial O plus m and l.",
        "tiling": "For small batches (nb = 4) the KV length is split into k chunks over separate workgroups (split_k), and the 8 query heads sharing a KV head are packed as rows of one workgroup tile.",
        "numericalStability": "Each split keeps its own running max m and sum l; split_k_reduce takes the max over splits, rescales each partial O and l by exp(m_i - m_max), sums them and divides once.",
        "tradeOff": "split_k adds a second dispatch and writes partial results to global memory, so for short KV lengths the reduce pass costs more than the extra parallelism buys.",
    }

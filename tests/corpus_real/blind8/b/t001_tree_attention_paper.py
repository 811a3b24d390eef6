# Sources: S01 (paraphrase / learner rewrite), S00 (background)
def designOutline():
    return {
        "memoryTraffic": (
            "Decode across p GPUs: the KV cache is sharded along the sequence and never moves; each GPU "
            "runs a flash kernel on its own shard, so the local score row is never written to HBM, and "
            "only per-query partials (numerator of size d, plus max and logsumexp scalars) cross the "
            "interconnect. That is O(p*d) bytes per query instead of shipping K/V blocks around a ring."
        ),
        "tiling": (
            "Sequence split into p contiguous shards, one per device. Inside a device the local kernel "
            "keeps the query block (64 rows) on chip and streams the local K/V in 128-row tiles; across "
            "devices the partial results are combined with a tree reduction in log2(p) steps instead "
            "of the p-1 hops of Ring Attention."
        ),
        "numericalStability": (
            "The reduction is a logsumexp: first an allreduce-max of the per-shard maxima, then every "
            "shard rescales its numerator and denominator by exp(m_local - m_global) before the sum, so "
            "the combined result is exact, not an approximation."
        ),
        "tradeOff": (
            "On PCIe-connected RTX 4090s each tree step is a latency-bound collective; for short "
            "contexts the log2(p) communication steps cost more than the local attention saves, so the "
            "speed-up only shows at long context."
        ),
    }

# Sources: S12 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": {
            "mechanism": "fused forward, no materialized attention matrix",
            "decision": "Q, K, V streamed from HBM; the probabilities stay in shared memory/registers; HBM writes are the output and a per-row logsumexp for backward",
        },
        "tiling": {
            "mechanism": "split over keys as well as queries",
            "decision": "64x64 tiles; when there are few query blocks the key axis is split into num_splits_key partitions, each a separate CTA, to fill the GPU",
        },
        "numericalStability": {
            "mechanism": "online softmax",
            "decision": "fp32 running max/sum per row; partial results of different key splits merged by rescaling with exp(m_i - m_max)",
        },
        "tradeOff": {
            "cost": "run-to-run differences",
            "cause": "with the key axis split, partial results are combined with atomics in whatever order the CTAs finish, so fp32 rounding differs between runs; torch.use_deterministic_algorithms(True) forces a single split and gives back determinism at some speed cost",
        },
    }

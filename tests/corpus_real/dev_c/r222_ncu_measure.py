# Sources: S10 (genie-ai-runtime v1.3.0 release notes), learner rewrite
def designOutline():
    return {
        "memoryTraffic": "Decode: the query row stays in registers; each block streams its range of the KV cache (FP16 or INT8) from HBM once, and writes a partial (o, m, l) triple; a reduce kernel reads the partials and writes the final row.",
        "tiling": "grid = (n_heads, n_splits): the KV range is split across n_splits blocks per head, each computing an online-softmax partial; below 64 tokens the single-block kernel is kept.",
        "numericalStability": "Each split keeps max and sum; the reduce kernel combines them per head with the usual rescaling by exp(m_split - m_max).",
        "tradeOff": "The old decode kernel launched grid = (n_heads): only 8 blocks on the 8-SM Orin (~11% occupancy), and each per-head block walked the whole KV serially, so decode throughput fell with depth.",
    }

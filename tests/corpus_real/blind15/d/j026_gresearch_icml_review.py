# Sources: S06, S05 (paraphrase / reviewer rewrite)


def design_outline():
    return {
        "memory_traffic": {
            "mechanism": "IO-aware fused attention: QK^T, softmax and PV in one kernel",
            "decision": "the N x N scores never go to HBM; HBM traffic is Theta(N^2 d^2 / M), "
                        "which Saha & Ye show is optimal for M >= d^2 (red-blue pebble game)",
        },
        "tiling": {
            "mechanism": "query blocks resident, key/value blocks streamed",
            "decision": "Br = 128 query rows per CTA stay in shared memory, Bc = 64 K/V rows per "
                        "inner step, grid over (N / 128) x (batch * heads)",
        },
        "numerical_stability": {
            "mechanism": "online softmax with running max and sum",
            "decision": "subtract the running max before exp; when it grows, rescale the fp32 "
                        "accumulator and the sum by exp(m_old - m_new); normalise once at the end",
        },
        "trade_offs": {
            "cost": "below M = d^2 the tiled algorithm stops being optimal",
            "cause": "with a small cache (large head dim relative to SRAM) a Q tile cannot be "
                     "kept resident, so K/V are re-read for every few query rows; a matmul-style "
                     "blocking does better in that regime",
        },
    }

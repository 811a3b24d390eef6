# Sources: S09, S01 (paraphrase / learner rewrite, list values)
def designOutline():
    return {
        "memoryTraffic": [
            "reads: Q, K, V (each K/V tile once per Q tile)",
            "writes: O and logsumexp (N floats per head)",
            "never written: S and P, they stay in registers / shared memory",
        ],
        "tiling": [
            "Br = 128 query rows per CTA, kept in shared memory",
            "Bc = 64 key rows per iteration, K/V tiles double-buffered",
            "grid = (N / 128, batch * heads)",
        ],
        "numericalStability": [
            "running max m and running sum l per row, fp32",
            "O and l multiplied by exp(m_old - m_new) whenever m grows",
            "divide O by l once after the last tile",
        ],
        "tradeOffs": [
            "causal: with Q tiles scheduled in order, late tiles visit all K tiles and early ones almost none -> uneven work, idle SMs at the tail",
        ],
    }

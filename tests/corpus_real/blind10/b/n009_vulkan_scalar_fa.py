# Sources: S09 (paraphrase / learner rewrite)

def designOutline():
    return {
        "memoryTraffic": [
            "Q, K, V and the mask are read from VRAM; only the output rows (and for split_k the per-split O, max and sum) are written.",
            "The KQ scores of a Br x Bc tile stay in shared memory / registers and are never written to VRAM.",
        ],
        "tiling": [
            "Each workgroup takes Br query rows (Br == wg_denoms[0]); Tr = ceil(N / Br) workgroups per head.",
            "The inner loop walks the KV cache in Bc-column blocks staged through shared memory.",
            "When KV is long and there are few workgroups (gqa_ratio > 1), split_k cuts the KV range into chunks, one workgroup per Br block per chunk.",
        ],
        "numericalStability": [
            "Running max M and running sum L per row in fp32; when a block raises M, the O accumulator and L are multiplied by exp(M_old - M_new).",
            "split_k_reduce merges chunks by rescaling each chunk's O and L by exp(M_chunk - M_global) before summing.",
        ],
        "tradeOff": [
            "split_k needs an extra split_k_reduce dispatch plus a temporary buffer for every chunk's O/M/L, so it only pays off when KV is long enough; for short KV the extra pass costs more than the parallelism gains.",
        ],
    }

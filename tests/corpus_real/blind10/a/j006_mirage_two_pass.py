# Sources: S06 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "The N x N scores never go to global memory; the kernel reads Q once, streams K (and V) from HBM "
            "and writes O. No intermediate S or P tensor is materialised."
        ),
        "tiling": (
            "One thread block per 128 query rows (Q tile kept in shared memory), K/V streamed in tiles of 64 "
            "rows, head dim 64: 16 KB + 8 KB + 8 KB of shared memory."
        ),
        "numericalStability": (
            "Safe softmax needs the row max. The running max cannot be used for the output directly because it "
            "changes when a later block is bigger and then the earlier exps are wrong, so I do two passes: pass 1 "
            "over all K tiles computes the exact row max m and the sum l, pass 2 computes exp(S - m) / l and "
            "multiplies by V. Everything in fp32."
        ),
        "tradeOff": (
            "Cost: K is read twice from HBM (once per pass) and QK^T is computed twice, so roughly 2x the K "
            "traffic and one extra matmul per tile compared to a single pass."
        ),
    }

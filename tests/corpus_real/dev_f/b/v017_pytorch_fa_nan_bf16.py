# Sources: S17 (paraphrase of issue thread)
def designOutline():
    return {
        "memoryTraffic": "Flash path: S and P stay in registers/shared memory, only O and the fp32 logsumexp are written; no N x N buffer in HBM.",
        "tiling": "n/a for this bug",
        "numericalStability": "Scores are accumulated in fp32, the running row max is subtracted before exp2, and O is divided by l at the end.",
        "failureMode": "Fails when inputs are huge (q=k=v=133120 in bf16, d=64): q.k is about 1.1e12 which is fine, but with scaling and the -inf init of the running max, a row where s overflows to inf gives inf - inf = NaN, while the math path upcasts first and returns the correct value.",
    }

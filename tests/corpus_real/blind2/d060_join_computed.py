# Sources: S01,S23 (paraphrase / learner rewrite)


def designOutline():
    mem = [
        "S = QK^T and P are computed per tile in registers and never written to HBM.",
        "HBM reads: Q once, K and V once per 64-row query block; writes: O and an fp32 logsumexp per row.",
    ]
    til = [
        "BLOCK_M = 64, BLOCK_N = 64, head dim 128: Q tile 16 KB resident in SMEM,",
        "K/V tiles 32 KB per stage, 2 stages, grid (N/64, B*H), 4 warps.",
    ]
    num = [
        "Running max m and sum l in fp32;",
        "before each new K/V tile, l and acc are multiplied by exp(m_old - m_new);",
        "the final acc is divided by l.",
    ]
    tro = [
        "With 3 stages instead of 2 the SMEM per CTA grows from 80 KB to 112 KB,",
        "so only one CTA fits per SM on A100 and latency hiding between CTAs is lost.",
    ]
    return {
        "memoryTraffic": " ".join(mem),
        "tiling": " ".join(til),
        "numericalStability": " ".join(num),
        "tradeOff": " ".join(tro),
    }

# Sources: S58*, S59* (paraphrase, new writer)
def designOutline():
    return {
        "memoryTraffic": (
            "Backward recomputes P per tile from Q, K and the saved lse, so P is never stored in HBM; "
            "dK/dV accumulate in registers per K/V block and are written once; dQ goes to an fp32 "
            "dq_accum buffer in global memory."
        ),
        "tiling": (
            "Backward: one thread block per K/V block (kBlockN = 128 rows at hdim 128), looping over "
            "Q blocks of kBlockM = 64; parallel over K blocks along the sequence."
        ),
        "numericalStability": (
            "P is recomputed as exp(S - lse) from the forward's stored fp32 logsumexp, so the "
            "backward needs no max/sum pass; D = rowsum(dO * O) precomputed in fp32."
        ),
        "tradeOff": (
            "Several K/V blocks add into the same dQ rows with atomicAdd in whatever order they "
            "finish, so dQ differs run to run in the last bits (dK, dV don't). Deterministic mode "
            "orders the adds but is slower and needs a semaphore workspace."
        ),
    }

# Sources: S35 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Forward saves only (max, normalizer) per row, i.e. O(N), instead of the [seq, seq] softmax. Backward: p = exp(s - (m + log l)) recomputed per cell from Q, K and the saved stats; dV = p^T dO, dP = dO V^T, dS = p * (dP - rowsum(dO*O)); dS is consumed by the two contractions in the same loop nest so it is never materialized.",
        "tiling": "One loop nest per query row block; inside, iterate over key blocks, computing s, p, dP and dS for that block and accumulating dQ for the row block and dK/dV for the key block.",
        "numericalStability": "Subtract m + log l (the logsumexp) before exponentiating, so every p is in [0, 1] and cannot overflow.",
        "tradeOff": "Recomputing p in the backward means the QK^T contraction is done twice (once in forward, once in backward): about 25-30% more FLOPs in exchange for dropping the quadratic gradient buffers.",
    }

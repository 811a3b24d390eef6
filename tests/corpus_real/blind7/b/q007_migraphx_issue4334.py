# Sources: S07 (excerpt + paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "First kernel: S = dot(Q, K), P = softmax(S), L = LSE(S) and O' = dot(P, V) fused per group, so only "
            "O' [B, G, M, D] and L [B, G, M, 1] are written out; the second kernel reads just those and reduces "
            "over G."
        ),
        "tiling": (
            "Add a broadcasted group dimension G: Q -> [B, G, M, k], K -> [B, G, k, N/G], V -> [B, G, N/G, D], "
            "i.e. the key dimension N is split into G groups and every group becomes its own batch entry for the "
            "first kernel."
        ),
        "numericalStability": (
            "Second kernel: m = max(L, axis=1) as the global max for stability, alpha = exp(L - m), "
            "scale = alpha / sum(alpha, axis=1), then O = sum(O' * scale, axis=1), since each group's O' is already "
            "normalized by its own softmax."
        ),
    }

# Sources: S22 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": "Kernel fusion i IO-awareness: aquesta és la idea clau.",
        "tiling": (
            "Outer loop sobre blocs de Q de 64 files (cada thread block un bloc, resident a shared memory), inner "
            "loop sobre K/V en blocs de 64 files; grid = (N/64, batch × heads)."
        ),
        "numericalStability": (
            "Online softmax: per fila guardo m i l en fp32; quan arriba un bloc nou amb màxim més gran, rescale "
            "O i l per exp(m_old − m_new); al final O / l i guardo L = m + log l."
        ),
        "tradeOff": (
            "Backward recomputa S i P a partir de Q, K i L perquè P no es guarda: un QKᵀ extra per bloc, so more "
            "FLOPs, però memòria O(N) en comptes d'O(N²)."
        ),
    }

# Sources: S07 (learner rewrite in Japanese of a backward-pass PR)


def designOutline():
    return {
        "memoryTraffic": (
            "順伝播で P をタイルごとに HBM へ書き出しておき、逆伝播でそれを読み戻して dV = P^T dO を計算する。"
        ),
        "tiling": (
            "BLOCK_M = 64, BLOCK_N = 64, d = 64。dK/dV カーネルは K/V ブロックを固定して Q ブロックをループし、"
            "dQ は別カーネル。"
        ),
        "numericalStability": (
            "順伝播で LSE を保存し、逆伝播では P = exp(S − LSE) で再構成する。Delta = rowsum(O ∘ dO) は fp32 で前計算。"
        ),
        "tradeOff": (
            "dQ を別カーネルにするのでカーネル起動が 1 回増え、S も dK/dV と dQ で 2 回再計算する。"
        ),
    }

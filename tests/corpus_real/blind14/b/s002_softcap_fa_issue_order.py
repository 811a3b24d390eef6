# Sources: S07, S08 (paraphrase of the review discussion)
def designOutline():
    return {
        "memoryTraffic": (
            "Softcap goes inside the fused kernel. Before this, Gemma2 had to run the eager path that "
            "materialises the whole score matrix in HBM just to apply tanh; now each S tile is capped "
            "in registers and never written, only O and lse leave the SM."
        ),
        "tiling": (
            "No change to the tiles: kBlockM = 128 x kBlockN = 64 at hdim 128, the Q tile resident "
            "in smem, K/V tiles streamed. Softcap is a template flag, so the non-softcap kernels are "
            "compiled separately and do not slow down."
        ),
        "numericalStability": (
            "Order per tile: S = QK^T, S *= softmax_scale / softcap, S = tanh(S), then mask, then "
            "row max, then exp2f(S * softcap * log2e - max * softcap * log2e) as a single FMA. The "
            "running max and the rescale of the accumulator are the normal FA2 ones."
        ),
        "failureMode": (
            "If softcapping is done after masking, tanh turns the -inf of masked keys into -softcap, "
            "so future tokens get a small nonzero weight: information leaks past the causal mask, "
            "and it gets worse with a small cap like 1.0."
        ),
    }

# Sources: S31 (excerpt + paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "The less memory the kernel accesses from outside, the better: a score_mod that indexes a "
            "full bias[b, h, i, j] reads S^2 values from HBM, a 1-D bias only S values; the scores "
            "themselves are never written."
        ),
        "tiling": (
            "FlexAttention is fundamentally block-sparse: the block mask works on 128 x 128 (Q, KV) "
            "blocks and a KV block is skipped only when the whole block is masked."
        ),
        "tradeOff": (
            "Pure random sparsity is unlikely to help: scattered masked tokens leave almost every "
            "128 x 128 block partially unmasked, so nothing is skipped and you pay for the mask check."
        ),
    }

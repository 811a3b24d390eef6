# Sources: S04, S22 (learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "No N x N score or mask tensor in HBM: causal and padding masks are applied to the S tile in registers "
            "from the row/column indices. HBM traffic is reading Q, K, V (and seqlens) and writing O + lse."
        ),
        "tiling": (
            "BLOCK_M = 64, BLOCK_N = 64, head dim 128: Q tile 16 KB resident, K and V tiles 16 KB each streamed with "
            "2 stages (80 KB); for causal the K/V loop stops at the diagonal block."
        ),
        "numericalStability": (
            "Masked scores are set to -inf, not to a finite sentinel. Running m and l in fp32; the rescale is "
            "exp(m_old - m_new). If a row is still fully masked (m = -inf) the exp argument is clamped so it gives "
            "0, l stays 0 and the row outputs 0 instead of NaN."
        ),
        "tradeOff": (
            "With variable-length batches the short sequences finish early and their CTAs sit idle while the long "
            "ones run, so packing (varlen) is needed to keep the SMs busy."
        ),
    }

# Sources: S03 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "For n = 32k and d = 128 the full score matrix would be about 4 GB per head in fp32; "
            "the fused kernel never writes it to HBM. It reads Q, K, V tiles once per pass and "
            "writes only the output plus a per-row logsumexp."
        ),
        "tiling": (
            "Q tile of 128 rows and K/V tiles of 64 rows in SRAM; d = 128 in fp16 gives 32 KB + "
            "16 KB + 16 KB = 64 KB per stage, so two stages fit comfortably. The outer loop walks "
            "query tiles, the inner loop streams K/V tiles."
        ),
        "numericalStability": (
            "Online softmax trick: running max and running denominator per row, the output "
            "rescaled by exp(m_old - m_new) whenever the max grows; exp is computed as exp2 with "
            "log2(e) folded into the softmax scale."
        ),
        "tradeOff": (
            "The backward pass does not have P, so it recomputes S = QK^T block by block from Q, K "
            "and the saved logsumexp: one extra matmul per block, accepted because it is cheaper "
            "than reading an N x N matrix back from HBM."
        ),
    }

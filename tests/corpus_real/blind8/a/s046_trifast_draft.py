# Sources: S37 (paraphrase / learner rewrite), S01
# draft outline, trade-off section still to write


def designOutline():
    return {
        "memoryTraffic": (
            "Fused kernel: scores for a (query block, key block) pair are computed in SRAM, masked, "
            "exponentiated and multiplied with V there; nothing N x N is written to global memory. "
            "Only Q, K, V, the bias tile and O cross HBM."
        ),
        "tiling": (
            "BLOCK_J = 64 query rows and BLOCK_K = 32 key rows per iteration, head dim 32, num_warps = 4, "
            "num_stages = 2; one program per (query block, i-row, head)."
        ),
        "numericalStability": (
            "Running max and running sum per query row in fp32; before adding each key block, rescale the "
            "accumulator and the sum by exp(m_old - m_new); store the logsumexp for the backward."
        ),
        "tradeOff": "TODO",
    }

# Sources: S40 (*) (paraphrase / learner rewrite)
# Triton study group, homework "support GQA".


def designOutline():
    return {
        "memoryTraffic": (
            "No N x N tensor in global memory: the program loads its Q block, streams K/V blocks "
            "of the matching kv head, and stores O and the logsumexp. GQA means K/V are never "
            "expanded to H heads in HBM; the kernel indexes the shared kv head directly."
        ),
        "tiling": (
            "program_id(0) = query block (BLOCK_M = 64), program_id(1) = batch*H + head; inside "
            "the kernel kv_head = head // (H // H_kv) is computed and used for the K/V pointers; "
            "BLOCK_N = 64, 4 warps, 2 stages."
        ),
        "numericalStability": (
            "m_i, l_i fp32; alpha = exp(m_i - m_ij) applied to acc and l_i each iteration; "
            "acc / l_i at the end."
        ),
        "tradeOff": "Trade-off: it is harder to implement and maintain.",
    }

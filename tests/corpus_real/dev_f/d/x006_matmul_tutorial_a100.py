# Sources: S07 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "Attention is fused: the scores S = QK^T are produced and consumed on chip, never written to HBM; "
            "HBM sees Q, K, V reads and the O write, so traffic is O(N d) instead of O(N^2)."
        ),
        "tiling": (
            "Tiles follow the matmul tutorial: BLOCK_SIZE_M = 128, BLOCK_SIZE_N = 256, BLOCK_SIZE_K = 64, "
            "GROUP_SIZE_M = 8 for L2-friendly ordering of the program ids. With num_stages = 4 the A and B "
            "slices need (128x64 + 64x256) x 2 B x 4 = 196,608 bytes and the A100 says out of resource "
            "(limit 166,912), so I use num_stages = 3 (147,456 bytes) and num_warps = 8."
        ),
        "numericalStability": (
            "Online softmax with a running max and running sum per query row in fp32; the partial output is "
            "rescaled by exp(m_old - m_new) whenever the max increases."
        ),
        "tradeOff": (
            "Dropping to 3 stages fits in shared memory but hides less global-memory latency, so the kernel "
            "is slower than the 4-stage config would be on a GPU with more SMEM."
        ),
    }

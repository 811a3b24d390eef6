# Sources: S16 (paraphrase / learner rewrite), S01


def designOutline():
    return {
        "memoryTraffic": (
            "Prefill kernel is fused: K/V tiles are streamed from HBM into SRAM, scores and probabilities "
            "stay in registers, and only O goes back. The N x N score matrix is never allocated in HBM."
        ),
        "tiling": (
            "Default: BLOCK_M = 64 query rows, BLOCK_N = 32 keys per iteration. For head_dim = 256 we "
            "clamp BLOCK_N to 16 so that the K and V tiles (16 x 256 fp16 = 8 KB each) plus the "
            "64 x 256 Q tile (32 KB) still fit in shared memory."
        ),
        "numericalStability": (
            "Online softmax with running max and running sum per query row kept in fp32; old partial "
            "output rescaled by exp(m_prev - m_new) whenever the max moves."
        ),
        "tradeOff": (
            "Because head_dim = 256 makes every K/V row 512 bytes, BLOCK_N must shrink to 16; that means "
            "twice as many loop iterations and smaller MMAs, so tensor cores are under-used and "
            "throughput per FLOP drops compared with head_dim 128."
        ),
    }

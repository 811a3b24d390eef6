# Sources: S02, S24 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "Fused kernel, so the N x N attention matrix is never stored in global memory: HBM traffic is reading "
            "Q, K, V and writing O plus one logsumexp per row."
        ),
        "tiling": (
            "On the 3090 I tile the head dimension so that big heads fit: BLOCK_D = 32 slices of d = 128, "
            "BLOCK_M = 8 = the batch size, so one program owns a 32-feature slice of every query in the batch "
            "and loops over the keys in BLOCK_N = 128 chunks; the four d-slices run as separate programs and "
            "their outputs are concatenated. num_warps = 4, num_stages = 2."
        ),
        "numericalStability": (
            "running max m and running sum l per query row in fp32, accumulator multiplied by exp(m_old - m_new) "
            "when the max rises, O = acc / l at the end."
        ),
        "tradeOff": (
            "Backward with head dim > 64 does not fit in the 3090's 99 KB of shared memory (it needs dO, Q, K, V "
            "and an fp32 dQ buffer at once), so training falls back to the slower non-flash path."
        ),
    }

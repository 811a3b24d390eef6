# Sources: S01, S02, S05 (issue #67)
# Learner rewrite, hedging style.

def designOutline():
    return {
        "memoryTraffic": (
            "I think the main point is that S and P are never written to HBM, they only live in SRAM for one "
            "tile. If I count right, HBM sees Q read once, K and V read once per query block (N/Br times), "
            "and O plus the logsumexp written once, so roughly 2Nd + 2Nd*N/Br elements instead of the N^2 "
            "terms of standard attention."
        ),
        "tiling": (
            "Probably Br = 128 and Bc = 64 for d = 64 (maybe Bc = 32 for d = 128 on smaller GPUs). The Q tile "
            "and the accumulator should stay on chip during the whole inner loop over K/V tiles, and I would "
            "launch one thread block per (batch, head, Q tile)."
        ),
        "numericalStability": (
            "If I understand correctly, you keep the running max m and sum l per row in fp32, and each time "
            "the max grows you multiply the old accumulator and l by exp(m_old - m_new), so nothing overflows "
            "and the final O / l is exactly softmax(S) V."
        ),
        "tradeOff": (
            "I believe the weak spot is big head dims: with d = 256 the K and V tiles double in size, so to "
            "stay inside the shared memory the block size must become very small and the kernel gets slower."
        ),
    }

# Sources: S37, S02 (paraphrase / learner rewrite)


COSTS = ["recomputation", "register pressure", "occupancy", "load imbalance"]


def designOutline():
    return {
        "memoryTraffic": (
            "Fused kernel: the N x N S/P never go to HBM, they exist only as tiles in shared memory/registers. "
            "HBM: read Q, K, V; write O and the row logsumexp."
        ),
        "tiling": (
            "BLOCK_M = 64 query rows per program kept on chip, BLOCK_N = 64 key rows per iteration, "
            "num_warps = 4, num_stages = 2; grid (N/64, batch*heads)."
        ),
        "numericalStability": (
            "running max + running sum per row in fp32, rescale acc/l with exp(m_old - m_new) on each new block, "
            "guard fully masked rows (m = -inf) so they output 0, not NaN."
        ),
        "tradeOffs": "Costs: " + ", ".join(COSTS) + ".",
    }

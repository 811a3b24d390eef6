# Sources: S33 (*) (paraphrase), S32 (*) (paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "Cheat sheet: S/P never go to HBM. HBM in: Q, K, V. HBM out: O, LSE (fp32, N floats "
            "per head)."
        ),
        "tiling": (
            "One program per (BLOCK_M = 64 query rows, head); Q tile in SRAM for the whole loop; "
            "K/V in BLOCK_N = 64 chunks; d = 64 -> 24 KB smem; 4 warps."
        ),
        "numericalStability": "online softmax, running max, rescaling, fp32, logsumexp, exp2",
        "tradeOff": "recomputation, occupancy, causal load imbalance",
    }

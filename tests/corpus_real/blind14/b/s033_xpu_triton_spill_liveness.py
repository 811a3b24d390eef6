# Sources: S36 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "Triton FA forward on PVC: the Q block is loaded once, K/V blocks are loaded via 2D "
            "block IO from global memory per iteration; qk and p stay in the GRF, only the output "
            "and M are stored."
        ),
        "tiling": (
            "BLOCK_M = 128, BLOCK_N = 64, D_HEAD = 64, 8 warps, large GRF mode (256 registers per "
            "thread); the tt.load of K/V is scheduled right before its tt.dot user to shorten the "
            "live range."
        ),
        "numericalStability": "Softmax is computed like usual, numerically fine.",
        "tradeOff": (
            "Long-lived values from tt.load hold registers across the loop, so at D_HEAD = 128 and "
            "256 the kernel spills even in 256-GRF mode, until IGC schedules the loads closer to "
            "their use."
        ),
    }

# Sources: A03 (paraphrase / learner rewrite of sections 3.1-3.2)
def designOutline():
    return {
        "memoryTraffic": (
            "As far as I understand, the HBM side is the same as FA2: Q, K, V read, O and the logsumexp written, "
            "and S/P never leave the SM. What changes on Hopper is how the loads are issued: a producer warp "
            "uses TMA to copy K and V tiles from HBM into shared memory asynchronously, so the consumers do not "
            "spend instructions on address computation."
        ),
        "tiling": (
            "I would probably go with Br = 128 and Bc = 128 at head dim 128 on H100, with a 2-stage circular "
            "buffer for K/V in shared memory (roughly 32 KB for Q plus 2 x 64 KB for K/V). One producer "
            "warpgroup, two consumer warpgroups scheduled ping-pong: while warpgroup 1 does its softmax, "
            "warpgroup 2 runs its GEMMs, and then they swap (enforced with named barriers)."
        ),
        "numericalStability": (
            "Online softmax in fp32 registers, the row max is updated per block and the O accumulator rescaled "
            "by exp(m_old - m_new); inside a warpgroup the softmax of block j overlaps the QK^T GEMM of block "
            "j+1, which I think does not change the math since the rescale is still applied before P_j V_j is added."
        ),
        "tradeOff": (
            "The overlap means S of the next block and P of the current block are live at the same time, so "
            "register pressure goes up; for head dim 256 I believe the block sizes have to shrink or the "
            "kernel spills."
        ),
    }

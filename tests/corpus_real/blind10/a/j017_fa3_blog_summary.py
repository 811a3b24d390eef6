# Sources: S17, S22 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "Same IO idea as FA2: K/V tiles are loaded from HBM into shared memory with TMA, S and P stay in "
            "registers of the consumer warpgroups and never touch HBM, only O and the logsumexp are stored."
        ),
        "tiling": (
            "Warp specialization on H100: one producer warpgroup issues TMA loads of K/V tiles into a 2-stage "
            "circular buffer in shared memory, two consumer warpgroups run WGMMA. Q tile 128 x 128, K/V tiles "
            "128 x 128 (head dim 128): 32 KB + 2 x 64 KB = 160 KB of shared memory."
        ),
        "numericalStability": (
            "Online softmax with running max and sum in fp32; scores are pre-scaled by log2(e) so exp2 is used. "
            "Pingpong scheduling lets the softmax of one warpgroup overlap the GEMMs of the other, the rescale by "
            "exp2(m_old - m_new) stays the same."
        ),
        "tradeOff": (
            "FP8 (e4m3) has 3 mantissa bits, so outliers in Q/K give large quantization error; they use incoherent "
            "processing (Hadamard rotation) to spread the outliers. And the kernel only runs on Hopper because it "
            "needs TMA and WGMMA."
        ),
    }

# Sources: S18 (paraphrase / learner rewrite, reading-group notes)


def designOutline():
    return {
        "memoryTraffic": (
            "Same fusion as FA2: S and P stay on chip (S lands in registers after the WGMMA), the only "
            "HBM writes are O and LSE. New in FA3: the Q/K/V tiles come in through TMA, which copies "
            "HBM -> smem asynchronously without spending registers on addresses."
        ),
        "tiling": (
            "H100: CTA tile 128 x 128 (Br x Bc) for d = 128, K/V in a 2-stage circular smem buffer. "
            "Warp specialisation: 1 producer warpgroup issues the TMA loads, 2 consumer warpgroups do "
            "the WGMMAs; ping-pong schedule so one warpgroup's softmax overlaps the other's GEMMs."
        ),
        "numericalStability": (
            "Online softmax as in FA2, running max and sum in fp32 registers; the intra-warpgroup "
            "pipelining computes the softmax of block j while the QK^T WGMMA of block j+1 runs, and "
            "O is still rescaled by exp(m_old - m_new) before PV of block j is added."
        ),
        "tradeOff": (
            "FP8 path: e4m3 has only 3 mantissa bits, so quantising Q, K, V per tensor gives large "
            "error when activations have outliers; the paper uses block quantisation plus incoherent "
            "processing (a random Hadamard transform) to spread the outliers - the cost is an extra "
            "transform on Q and K."
        ),
    }

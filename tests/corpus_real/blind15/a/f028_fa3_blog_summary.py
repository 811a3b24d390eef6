# Sources: S03 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": "Same as FA2: S/P stay in registers/SMEM and are never written to HBM; on Hopper the Q/K/V tiles "
                         "are brought in by TMA, O and LSE written once at the end.",
        "tiling": "128 x 128 tiles (BLOCK_M = 128, BLOCK_N = 128, head dim 128), producer warpgroup issues TMA loads "
                  "into a 2-stage circular SMEM buffer, consumer warpgroups run WGMMA; softmax of one tile overlaps "
                  "with the GEMM of the next (ping-pong).",
        "numericalStability": "Online softmax per row (running max, running sum in fp32), acc rescaled by "
                              "exp(m_old - m_new); FP8 version uses per-block scaling.",
        "tradeOff": "FA3's big win comes from running in FP8: lower precision means faster tensor cores, so the trade-off "
                    "is slightly less accurate attention in exchange for ~1.2 PFLOPs.",
    }

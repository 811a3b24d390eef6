# Sources: S10 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Q loaded once into VGPRs, K/V tiles streamed from HBM into LDS, scores in VGPRs only; output and LSE written once.",
        "tiling": "kM0 = 128 query rows per workgroup, kN0 = 64 keys per step, hdim 128, 8 waves (two warp groups of 4); K prefetched one tile ahead.",
        "numericalStability": "exp2 with the scale multiplied by log2e; per row m and l in fp32; acc *= exp2(m_old - m_new).",
        "tradeOff": "Smaller kN0 tiles are good for occupancy and let more workgroups run per CU.",
    }

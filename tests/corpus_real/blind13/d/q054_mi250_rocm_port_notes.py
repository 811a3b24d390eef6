# Sources: S20 (*) (paraphrase), S21 (paraphrase)


def designOutline():
    return {
        "memoryTraffic": (
            "MI250X, one GCD (1.6 TB/s HBM2e): fused forward reads Q, K, V and writes O and the "
            "fp32 LSE; the S tile is produced by MFMA into VGPRs, exponentiated there and fed "
            "straight into the PV MFMA, never stored to HBM."
        ),
        "tiling": (
            "LDS is 64 KB per CU. d = 64, fp16: BLOCK_M = 128 query rows per workgroup (16 KB in "
            "LDS), BLOCK_N = 64 K/V rows streamed (8 KB each), 32 KB total, so two workgroups "
            "can share a CU. 4 wavefronts of 64 lanes, each owning 32 query rows."
        ),
        "numericalStability": (
            "MFMA accumulates in fp32; running max and sum per row in fp32; the output "
            "accumulator is multiplied by exp(m_old - m_new) when the max increases; final O/l."
        ),
        "tradeOff": (
            "Wavefronts are 64 lanes and the MFMA output layout is interleaved across lanes, so "
            "the row max/sum needs cross-lane shuffles (DPP/permute) per tile: extra "
            "non-matmul instructions that NVIDIA's 32-lane layout does not pay."
        ),
    }

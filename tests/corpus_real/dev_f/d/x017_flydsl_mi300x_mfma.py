# Sources: S18 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "MI300X, B=1 H=64 D=128 causal fp16: the kernel reads Q, K, V from HBM and writes O only; the "
            "64 x 32 score tile is computed by MFMA into VGPRs, softmaxed there and fed to the P·V MFMA, so it is "
            "never stored to HBM (and not even to LDS)."
        ),
        "tiling": (
            "4 waves (wave64, 256 threads) per workgroup, BLOCK_M = 64 query rows, BLOCK_N = 32 keys, MFMA "
            "16x16x16 f16. LDS: Q 64 x 128 x 2 = 16 KB, K tile 32 x 128 x 2 = 8 KB, V^T tile 8 KB -> 32 KB of "
            "the CU's 64 KB, so two workgroups fit per CU. Strides padded (HD+2) to avoid bank conflicts. Causal "
            "early exit: the KV loop stops at q_start + BLOCK_M instead of seq_len."
        ),
        "numericalStability": (
            "online softmax per row with fp32 max/sum, the row max reduced with XOR shuffles inside the 16-lane "
            "MFMA groups; accumulator rescaled by exp(m_old - m_new) each KV tile."
        ),
        "tradeOff": (
            "Loading Q straight from global memory into MFMA operands (V4.3) frees the 16 KB of Q in LDS and "
            "two barriers, but every lane now issues its own Q loads, so throughput is no better (106 vs 108 "
            "TFLOPS) than keeping Q in LDS."
        ),
    }

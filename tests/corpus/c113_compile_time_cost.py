def designOutline():
    return {
        "memoryTraffic": "Read Q, K, V from HBM, write O and the logsumexp; the N x N scores are never materialised in HBM.",
        "tiling": "Autotuned over BLOCK_M in {64, 128} and BLOCK_N in {32, 64}; the chosen Q tile stays resident in SMEM while the program loops over K/V tiles.",
        "numericalStability": "Online softmax with running max m_i and running sum l_i in fp32; acc is scaled by alpha = exp(m_i - m_new) each iteration.",
        "tradeOff": "Autotuning makes the first call slow, because every candidate config has to be JIT-compiled and benchmarked before the kernel runs.",
    }

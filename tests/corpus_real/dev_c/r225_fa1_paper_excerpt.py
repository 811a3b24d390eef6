# Sources: P1 (Dao et al., FlashAttention, arXiv:2205.14135, sections 3.1-3.2)
def designOutline():
    return {
        "memoryTraffic": "Standard attention requires Θ(Nd + N^2) HBM accesses, while FlashAttention requires Θ(N^2 d^2 M^-1) HBM accesses. For typical values of d (64-128) and M (around 100KB), d^2 is many times smaller than M.",
        "tiling": "We split the inputs Q, K, V into blocks, load them from slow HBM to fast SRAM, then compute the attention output with respect to those blocks. Set block sizes Bc = ceil(M/4d), Br = min(ceil(M/4d), d).",
        "numericalStability": "By scaling the output of each block by the right normalization factor before adding them up, we get the correct result at the end.",
        "tradeOff": "Even with more FLOPs due to recomputation, our algorithm both runs faster (up to 7.6x on GPT-2) and uses less memory, linear in sequence length, than standard attention.",
    }

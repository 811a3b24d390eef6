def designOutline():
    return {
        "memoryTraffic": "Causal attention in one fused kernel. S and P never reach HBM. Because fully masked K/V blocks are skipped, each query block reads only the K/V blocks at or below the diagonal, about half of the K/V traffic of the non-causal kernel.",
        "tiling": "BLOCK_M = BLOCK_N = 64. For query block i the inner loop runs over K/V blocks 0..i only; blocks strictly below the diagonal need no mask, the diagonal block applies the causal mask element-wise. Grid is launched with the longest query blocks first.",
        "numericalStability": "Online softmax with running max/sum in fp32. Masked scores are set to -inf before the row max; since every causal row sees at least its own key, m is always finite and exp(m_old - m_new) never produces NaN.",
        "tradeOff": "Load imbalance: the last query block does N/64 iterations and the first does one, so with few heads the tail of the grid leaves SMs idle; ordering the heaviest blocks first only partly hides it.",
    }

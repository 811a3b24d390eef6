def designOutline():
    return {
        "memoryTraffic": "S and P are never written to HBM; the kernel reads Q, K, V and writes O and the logsumexp. The main reason it is faster, though, is that it performs fewer FLOPs than standard attention.",
        "tiling": "Br = 128 Q rows per CTA resident in SMEM, Bc = 64 K/V rows streamed per iteration, 4 warps.",
        "numericalStability": "Running max and running sum per row in fp32; accumulator rescaled by exp(m_old - m_new).",
        "tradeOff": "The backward recomputes P from Q, K and the logsumexp: extra matmuls in exchange for not storing N x N values.",
    }

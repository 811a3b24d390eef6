def designOutline():
    return {
        "memoryTraffic": "S and P are never materialised in HBM; HBM traffic is Q, K, V in and O, LSE out.",
        "tiling": "BLOCK_M = 128 Q rows resident in SMEM per program, BLOCK_N = 32 K/V rows streamed per iteration, 8 warps. Trade-offs: yes.",
        "numericalStability": "Running max/sum per row in fp32 with exp(m_old - m_new) rescaling of acc and l.",
    }

def outline():
    return {
        "memoryTraffic": "S and P never written to HBM; read Q,K,V, write O and LSE.",
        "tiling": "Br = Bc = 64; Q tile resident in SMEM; loop over K/V tiles.",
        "numericalStability": "Online softmax with running max and sum in fp32.",
        "tradeOff": "Backward recomputes P: extra FLOPs for O(N) memory.",
    }

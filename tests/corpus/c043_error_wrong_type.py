def designOutline():
    return {
        "memoryTraffic": "S and P never written to HBM; read Q,K,V, write O and LSE.",
        "tiling": 64,
        "numericalStability": "Online softmax with running max and sum in fp32.",
        "tradeOff": "Backward recomputes P: extra FLOPs for O(N) memory.",
    }

SIZES = {"BLOCK_M": 128, "BLOCK_N": 64}


def designOutline():
    return {
        "memoryTraffic": "S and P never written to HBM; read Q,K,V, write O and LSE.",
        "tiling": f"BLOCK_M={SIZES['BLOCK_M']}, BLOCK_N={SIZES['BLOCK_K']}, Q tile resident in SMEM.",
        "numericalStability": "Online softmax with running max and sum in fp32.",
        "tradeOff": "Backward recomputes P: extra FLOPs for O(N) memory.",
    }

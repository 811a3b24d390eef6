# Sources: S08 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "KV cache (q8_0) is read through the WMMA kernel instead of the generic tile kernel; same traffic pattern otherwise.",
        "tiling": "For DKQ >= 256 on AMD the column tile is capped at 32.",
        "numericalStability": "Output was bit-identical for a greedy 160-token completion, so numerics are fine.",
        "tradeOff": "The 64-column instance spills more and was not faster, so it is capped at 32; gain is modest (829 -> 839 tok/s).",
    }

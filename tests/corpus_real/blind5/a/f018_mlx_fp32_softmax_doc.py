# Sources: S17 (excerpt)
def designOutline():
    return {
        "memoryTraffic": "A fast implementation of multi-head attention: O = softmax(Q @ K.T, dim=-1) @ V.",
        "tiling": "For Grouped Query Attention and Multi-Query Attention, the k and v inputs should not be pre-tiled to match q.",
        "numericalStability": "The softmax operation is performed in float32 regardless of the input precision.",
        "tradeOff": "k and v should not be pre-tiled to match q for GQA: repeating them N_q/N_kv times would multiply the K/V bytes read and the memory held.",
    }

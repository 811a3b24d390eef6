# Sources: S10 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "For decode (1 query token) the vector kernel streams the quantized KV cache once, dequantizes in registers, and writes one output row per head; no KQ matrix in global memory.",
        "tiling": "Number of threads decoupled from the head size; each warp owns a slice of the KV sequence, no inter-warp dependency inside the main loop; larger copies to cut shared-memory I/O.",
        "numericalStability": "KQ accumulation and softmax always FP32; FP16 only for the dot products when fast FP16 exists. Per-warp partial max and sum are merged at the end by rescaling each warp's partial output with exp(m_warp - m_global).",
        "tradeOff": "Splitting the KV sequence across warps needs a final cross-warp merge through shared memory (max, sum and a d-wide partial per warp), which is pure overhead at short contexts where each warp only sees a few keys.",
    }

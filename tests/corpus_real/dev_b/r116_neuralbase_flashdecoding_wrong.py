# sources: S3 (theneuralbase "Flash-Decoding for long context", excerpts, lightly trimmed)
def designOutline():
    return {
        "memoryTraffic": "During inference, traditional attention recalculates the full attention matrix for each new token. Flash-Decoding is about avoiding recomputation during the token-by-token generation phase.",
        "tiling": "Flash-Decoding breaks the key-value cache into blocks and processes each block independently in parallel, computing partial attention scores and values, then reduces across blocks.",
        "numericalStability": "The partial softmax results of the blocks are just added together in the reduction.",
        "tradeOff": "It is not about making attention faster in general; it is a smarter order.",
    }

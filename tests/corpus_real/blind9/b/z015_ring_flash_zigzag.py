# Sources: S15 (paraphrase of maintainer comments)
def designOutline():
    return {
        "memoryTraffic": "Each GPU keeps its own Q shard and receives the K/V shard of its neighbour every ring step while it computes on the current one; inside a step the local flash kernel never writes S to HBM, only out and lse.",
        "tiling": "The sequence is cut into 2n chunks in zigzag order, so each of the n GPUs holds one early and one late chunk of the causal triangle and they all do about the same number of tile pairs.",
        "numericalStability": "Partial results of each ring step are merged with their lse: new_lse = lse + log(1 + exp(block_lse - lse)), out = out - sigmoid(block_lse - lse) * (out - block_out), all in fp32.",
        "tradeOff": "With plain contiguous splitting the GPU holding the last chunk does several times the work of the one holding the first because of the causal mask, so everyone waits for it; zigzag fixes that, while the llama3 variant stays imbalanced in exchange for better varlen performance on larger clusters.",
    }

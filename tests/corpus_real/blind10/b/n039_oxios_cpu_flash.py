# Sources: S39 (paraphrase / docstring rewrite)

def designOutline():
    return {
        "memoryTraffic": "CPU version: instead of materialising the N x N attention matrix, queries are processed in blocks whose scores live only in an L1/L2-sized buffer, so main-memory traffic is reading Q, K, V and writing the output; memory is O(N).",
        "tiling": "block_size = 64 query vectors x 64 key vectors at D = 128 floats: the 64 x 64 score block (16 KB) plus one K block (32 KB) fit in L2 per core; outer loop over query blocks, inner loop over key blocks.",
        "numericalStability": "Online softmax per query: running max and running sum in f32, rescale the accumulated output by exp(old_max - new_max) when a key block has a larger score.",
        "tradeOff": "About 75% memory reduction and 2-5x speed-up compared to naive attention for large sequence lengths.",
    }

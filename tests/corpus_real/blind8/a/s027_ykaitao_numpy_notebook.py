# Sources: S30 (paraphrase / learner rewrite), S01
# markdown cells from my NumPy FlashAttention notebook, pasted as the outline


def designOutline():
    return {
        "memoryTraffic": [
            "Exact attention (reference) builds scores (B, T, T) in memory.",
            "The streaming version never allocates the T x T scores: per query block it only holds a "
            "[bq, block_size] score tile, so on a GPU this tile would stay in SRAM and never be written to HBM.",
            "Written out: O (B, T, D) only.",
        ],
        "tiling": [
            "queries processed in blocks of block_size = 4 rows (toy size; on GPU 64-128)",
            "for each query block, loop over key/value blocks of 4 rows; running accumulators per row stay local",
        ],
        "numericalStability": [
            "running_max starts at -1e9, running_sum (L accumulator) at 0",
            "new_max = max(running_max, block max); running_sum and running_out are multiplied by exp(running_max - new_max) before adding the block",
            "np.allclose with the torch exact result -> max diff ~1e-7, it is exact",
        ],
        "tradeOff": [
            "tiny block_size = 4 makes the Python loop do T/4 x T/4 iterations, so the NumPy version is much "
            "slower than the one-shot matmul: the loop overhead dominates for small T",
        ],
    }

# Sources: S39 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Each S tile is stored in HBM after the forward so the backward can reuse it directly, while the dropout mask is not stored (only the seed).",
        "tiling": "Query tiles of 64 rows per program in shared memory, key/value tiles of 64 rows streamed, head dim 64.",
        "numericalStability": "Running max per row; when a new tile's max is bigger, multiply the running sum and accumulator by exp(old_max - new_max).",
        "tradeOff": "Storing a dropout mask would need N^2 bytes per head; regenerating it from a seed costs a few extra integer ops per element in the backward but no memory.",
    }

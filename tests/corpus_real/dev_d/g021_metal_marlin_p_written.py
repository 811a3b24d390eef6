# Sources: S25 (excerpt)
def designOutline():
    return {
        "memoryTraffic": "Fused Q x K^T + scale + mask + softmax kernel: we avoid materialising the raw [seq_q, seq_k] score matrix, but the normalised probabilities P [batch, heads, seq_q, seq_k] are written to device memory and a second matmul reads them back to compute P @ V.",
        "tiling": "One threadgroup per (batch, head, query_row): grid [seq_q, num_heads, batch]; TILE_K_ATT key columns per outer loop, strided over THREADS_PER_TG threads; head_dim 32/64/128 as template constant.",
        "numericalStability": "Online softmax (Milakov & Gimelshein): per query row a running max and a running rescaled exp sum over K tiles, so the softmax is stable in a single pass over K.",
        "tradeOff": "One query row per threadgroup means K is re-read from device memory for every row: seq_q full passes over K instead of one per Q tile.",
    }

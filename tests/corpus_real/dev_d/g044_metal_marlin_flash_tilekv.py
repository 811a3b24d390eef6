# Sources: S51 (excerpt)
def designOutline():
    return {
        "memoryTraffic": "O = softmax(Q K^T / sqrt(d)) V without materialising [seq_q, seq_k]: K/V tiles are streamed from device memory into threadgroup memory, the scores for a tile live in registers/simdgroup, only O is written.",
        "tiling": "TILE_KV = 64 K/V rows per outer loop iteration; at head_dim = 128 that is K_tile = 64*128*2 B = 16 KB and V_tile = 16 KB, 32 KB total (16 KB at head_dim 64); at head_dim 64 the K/V tiles are double-buffered (2 x 16 KB = 32 KB) so the next tile loads while the current one is used, at 128 single-buffered; one threadgroup per query row; head_dim fixed via function constants.",
        "numericalStability": "running (m, l) per query row: new tile -> m' = max(m, max_j s_j), l = l*exp(m - m') + sum exp(s_j - m'), acc = acc*exp(m - m') + sum exp(s_j - m') v_j; fp32 accumulators even for fp16 inputs.",
        "tradeOff": "Double buffering at head_dim 128 would need 64 KB, over the 32 KB threadgroup memory limit of Apple GPUs, so at 128 the kernel runs single-buffered and every K/V load latency is exposed again.",
    }

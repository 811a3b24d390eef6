# Sources: S15 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "One block computes all G = n_heads / n_kv_heads query heads of a KV head from one shared smem tile, so each KV byte is read from HBM once instead of G times through L2.",
        "tiling": "Grid.y = n_kv_heads, warp = Q head; parallelism comes back from a geometry-aware split count targeting 2x SMs blocks; smem per block goes from 73 KB to 9 KB, so several blocks are resident per SM.",
        "numericalStability": "Each warp holds a complete split result for its head and writes (m, l, O-unnormalized); the reduce kernel rescales every partial by exp(m_i - m_max) before summing O and l.",
        "tradeOff": "Dispatch guard: only hd = 128, block_size % 16 == 0 and 2 <= G <= 8 with FP8 KV and split-K; everything else stays on the per-head tile kernel.",
    }

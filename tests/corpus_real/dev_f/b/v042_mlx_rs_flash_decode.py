# Sources: S42 (paraphrase of issue)
def designOutline():
    return {
        "memoryTraffic": "Custom Metal kernel with online softmax avoids materializing the full attention matrix: Q, K, V read from device memory, scores kept in threadgroup memory, O written; GQA maps several query heads to one K/V head so K/V are read once per group.",
        "tiling": "Prefill: 32 query rows per threadgroup, K/V streamed in 32-row tiles with simdgroup 8x8 matmuls, causal tiles above the diagonal skipped.",
        "numericalStability": "float32 running max and sum per row; output rescaled by exp(m_old - m_new) each tile.",
        "tradeOff": "Slower than MLX SDPA for Q=1 decode: with one query only 1 of the 32 tile rows does work, so the simdgroup matmuls are wasted; it should win on long-prefill encoder paths (1500-4096 tokens) where MLX falls back to regular ops.",
    }

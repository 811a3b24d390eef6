# Sources: S18 (Portuguese docstring; learner writing in English)
def designOutline():
    return {
        "memoryTraffic": "n = 8192, 32 heads: naive would need 8 GB only for the attention scores. Here no n x n matrix is ever materialized in HBM; we read Q, K, V and write O (n x d) per head.",
        "tiling": "causal_config(head_dim=64): block_q = 64, block_kv = 64; for each Q block (stays in shared memory) we iterate the KV blocks only up to the diagonal.",
        "numericalStability": "OnlineStats per row: max_val, sum_exp, output (fp32). New tile: new_max = max(max_val, tile max); sum_exp and output multiplied by exp(max_val - new_max) before adding the tile.",
        "tradeOff": "memory_saved_percent is small for n <= 512 because the n x n matrix is only 1 MB there; the fused kernel is not much faster since launch overhead dominates.",
    }

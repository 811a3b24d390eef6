# sources: S48 (Rabe & Staats "Self-attention Does Not Need O(n^2) Memory", JAX reference code as discussed in blog posts; learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Split keys and values into chunks of 4096 and queries into chunks of 1024; for each chunk the 1024 x 4096 score block is materialised in device memory, used, and then freed, so peak memory is O(sqrt(n)) instead of O(n^2).",
        "tiling": "Query chunks of 1024 processed sequentially with lax.map; inside each, key/value chunks of 4096 are scanned; per key chunk we keep the partial exp-weighted values, their sum and the chunk max.",
        "numericalStability": "For each key chunk compute the chunk max m_c and exp(s - m_c); to combine the chunks take the global max m = max_c m_c and rescale each chunk's values and sum by exp(m_c - m) before adding them up; divide values by the sum at the end.",
        "tradeOff": "The backward pass uses jax.checkpoint on the chunk function, so the score blocks are recomputed during backprop, which costs extra forward FLOPs and made the JAX version slower than the plain implementation on TPU.",
    }

# Sources: A05 (paraphrase / learner rewrite of the chunked implementation)
def designOutline():
    return {
        "memory_traffic": "Following the memory-efficient attention paper: split the keys into chunks of 4096 and the "
                          "queries into chunks of 1024. For each chunk the scores q.k are computed and written to "
                          "device memory, then read again to get exp values and the weighted sum of values; only "
                          "the chunk, never the full n x n, is stored at a time.",
        "tiling": "lax.map over query chunks of 1024, lax.scan over key chunks of 4096; each step returns "
                  "(exp_values @ v, sum of exp, max score) for the chunk.",
        "numerical_stability": "Each key chunk keeps its own max m_c and sum s_c. At the end we take the global "
                               "max m = max_c m_c and rescale every chunk: values_c * exp(m_c - m), s_c * exp(m_c - m), "
                               "then add them up and divide. Without the rescale large scores overflow.",
        "trade_off": "Memory is O(sqrt(n)) but the backward needs jax.checkpoint around the chunk function, otherwise "
                     "autodiff saves every chunk's intermediates and memory grows back to O(n^2); checkpointing "
                     "recomputes the chunk forward, which costs extra time.",
    }

# Sources: S12 (paraphrase / learner rewrite)
def design_outline():
    return {
        "memory_traffic": "Fused multi-head attention: the attention matrix for a block is kept in shared memory, so it is both faster and uses less global memory; global reads are Q, K, V, global writes only the output (plus logsumexp for the backward).",
        "tiling": "kQueriesPerBlock = 64, kKeysPerBlock = 64 for head size <= 64 on sm80; each threadblock owns 64 queries of one head and iterates over the keys in blocks of 64; 4 warps.",
        "numerical_stability": "output computed incrementally in blocks: keep mi (running max) and si (running sum) per query; for a new key block, old output *= exp(mi_old - mi_new), si = si*exp(mi_old - mi_new) + sum exp(s - mi_new); divide by si once at the end.",
        "failure_mode": "kSingleValueIteration is false when head_size_v > kKeysPerBlock (64 in this config): then the output accumulator does not fit in registers and is written to and re-read from global memory on every key block, extra traffic proportional to head_size_v.",
    }

def designOutline():
    return {
        "memoryTraffic": "The attention probabilities stay in the scratchpad: DRAM traffic is limited to loading Q, K, V and storing O and a per-row log-sum-exp; the N^2 score matrix is never stored.",
        "tiling": "Each thread block is responsible for 64 query rows, which remain in the scratchpad; it iterates over the keys and values 64 rows at a time, and blocks entirely above the causal diagonal are skipped.",
        "numericalStability": "Scores are shifted by the running row maximum before exponentiation; the running sum and accumulator are corrected by exp(previous max - new max). This fails when the correction is applied in fp16: for long rows the sum loses precision, so the running statistics are kept in fp32.",
    }

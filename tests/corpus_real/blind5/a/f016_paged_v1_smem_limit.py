# Sources: S15 (excerpt + learner rewrite)
def designOutline():
    return {
        "memory_traffic": "The whole context's logits for one query are kept in shared memory (float per token), K and V are read block by block from the paged KV cache in HBM, only the output is written.",
        "tiling": "one thread block per (seq, head), all tokens of the context handled by that block",
        "numerical_stability": "max over all logits in shared memory first, then exp and sum, then normalize (the logits are all there so no online trick needed).",
        "failure_mode": "T4 has the smallest shared memory, 48KB per SM; with fp32 logits for every token in shared memory the V1 kernel runs out at ~12K tokens of context. Above 8K the code is forced onto V2, which partitions the context.",
    }

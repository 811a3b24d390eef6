# Sources: S14 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": (
            "PagedAttention decode: each thread group reads its query once and streams K/V cache "
            "blocks of 16 tokens from HBM; the logits of one partition sit in shared memory and are "
            "never written back; only the output (plus max and exp-sum per partition in v2) goes "
            "to global memory."
        ),
        "tiling": (
            "One thread block per (head, sequence) in v1, per (head, sequence, 512-token partition) "
            "in v2; BLOCK_SIZE = 16 tokens per cache block, thread-group size chosen so a group "
            "reads 16 bytes of K per load."
        ),
        "numericalStability": (
            "qk = scale * dot(q, k) + alibi_slope * (token_idx - context_len + 1), in fp32; qk_max "
            "over the block via warp reduce, exp(qk - qk_max), then the sum; v2 merges partitions "
            "by rescaling each partition's sum with exp(max_i - global_max)."
        ),
        "failure_mode": (
            "Both bias forms are equal in exact math (a per-row shift cancels in softmax), but in "
            "FP16 the shifted bias rounds differently, so outputs drift from HF Bloom in the last "
            "bits: fp16 rounding error caused by the bias magnitude growing with context length."
        ),
    }

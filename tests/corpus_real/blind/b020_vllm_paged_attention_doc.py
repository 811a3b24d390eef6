# Sources: S26 (vLLM docs, design/kernel/paged_attention.md, "vLLM Paged Attention")
# Short excerpts, lightly trimmed.

def designOutline():
    return {
        "memoryTraffic": (
            "We need to read the global memory data pointed to by q_ptr into shared memory as q_vecs. "
            "We read the key token data from k_ptr and store them on register memory as k_vecs, because it will "
            "only be accessed by one thread once, whereas q_vecs will be accessed by multiple threads multiple times."
        ),
        "tiling": (
            "The grid shape is (num_heads, num_seqs, max_num_partitions), so each thread block only handles one "
            "head, one sequence, and one partition. Each warp processes multiple blocks of key tokens: with 4 "
            "warps and 6 blocks, warp 0 handles the 0th and 4th blocks, warp 1 the 1st and 5th blocks."
        ),
        "numericalStability": (
            "The logits here are on shared memory. We get qk_max reduced across the whole thread block, then "
            "convert each entry of logits from qk to exp(qk - qk_max) and reduce exp_sum; "
            "inv_sum = 1 / (exp_sum + 1e-6f) and logits[i] *= inv_sum."
        ),
        "tradeOff": (
            "The size of logits should be the number of context tokens, all in shared memory of one thread "
            "block; for long contexts this is why the context is split into partitions, which then need a "
            "separate reduce step over the partitions' max and exp_sum."
        ),
    }

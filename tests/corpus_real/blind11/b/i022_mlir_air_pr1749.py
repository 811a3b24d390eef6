# Sources: S25 (paraphrase of a PR description)

def designOutline():
    return {
        "memoryTraffic": "Seq-first kernel-fusion FlashAttention on the NPU: Q chunks and K/V blocks move from L3 through the data-movement channels into core-local memory; the score block and P@V partials stay in the cores and are merged through the cascade, only O leaves.",
        "tiling": "Each Q chunk iterates over K blocks; under causal masking the matmul, softmax and P@V for every K block strictly in the future (kv_block > q_block) are skipped, reusing the block indices the mask already computes; channel puts/gets stay unconditional. Trade-off: without the skip, the wasted work grows with the causal upper triangle, roughly half of all K blocks computed only to be masked, pure extra time at long sequence lengths.",
        "numericalStability": "Each stage keeps a running max and sum; a skipped block leaves the stage at its neutral init (max = -inf, sum = 0), so the cascade merge is an identity, and exp(-inf) = 0 means the computed-then-masked path would have contributed exactly 0 anyway.",
    }

# Sources: S06 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "q, k, v blocks are copied from HBM to VMEM by the pipeline; the [block_q, block_k] logits never return to HBM; o is written once per q block.",
        "tiling": "block_q = 256, block_k_major = 512, block_k = 256, block_b = 1; kv axis last and arbitrary so the acc scratch stays in VMEM.",
        "numericalStability": "In bf16 the max subtraction is not needed: bf16 has the same exponent range as fp32, so exp of the logits cannot overflow; l is accumulated in fp32.",
        "tradeOff": "block_k_major = 512 means each k DMA is 512 x head_dim; at head_dim 256 the double-buffered k and v blocks take 1 MB of VMEM in bf16, leaving less room for a larger block_q or block_b.",
    }

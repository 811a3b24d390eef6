# Sources: S11 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Only Q, K, V are read from HBM and only O (+ logsumexp) written; the intermediate S never leaves SRAM."
        ),
        "tiling": (
            "I use BLOCK_M = 128 and BLOCK_N = 128 with head_dim = 256 in bf16 and 2 pipeline stages, "
            "so the Q tile stays in shared memory and K/V tiles are double-buffered while the tensor cores work."
        ),
        "numericalStability": (
            "Subtract the running max before exp; when the max grows, rescale the fp32 accumulator and the "
            "running sum by exp(m_old - m_new)."
        ),
        "tradeOff": (
            "With checkpoint_core_attention turned on, the backward gets slow: the overhead is a few "
            "contiguous() copies plus one more flash_attn_fwd, because checkpointing re-runs the whole forward "
            "kernel even though flash attention already recomputes S inside its own backward."
        ),
    }

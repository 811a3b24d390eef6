# Sources: S38 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "The SDPA math backend materializes [B, H, S, S]; the flash backend keeps score tiles on chip and writes only O (plus logsumexp when grad is needed). Trade-off: the flash backend only covers fp16/bf16 and head_dim <= 256 because its tile sizes are compiled per head dim, so fp32 inputs fall back to the math backend and its S x S memory.",
        "tiling": "tiles, SRAM, warps, block size, grid",
        "numericalStability": "Online softmax: running max and denominator per row, rescale the old output by exp(m_old - m_new) before adding the new P·V.",
    }

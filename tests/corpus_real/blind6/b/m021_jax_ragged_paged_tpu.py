# Sources: S21 (paraphrase)
def designOutline():
    return {
        "memoryTraffic": "No explicit swapaxes before/after the kernel: the head transpose is folded into strided loads/stores, so no extra HBM round trip for the layout change.",
        "tiling": "Mixed prefill + decode in one kernel; for GQA the q heads that share a kv head are grouped into one MXU operand, which raises MXU utilization up to 8x in decode.",
        "numericalStability": "m and l per q row kept in fp32 VMEM scratch; acc rescaled by exp(m_prev - m_new) each KV block; divide by l at the end.",
        "tradeOff": "Changing max_num_batched_tokens or max_num_seqs forces a recompile, because the grid and the scratch buffer shapes are static in the compiled kernel.",
    }

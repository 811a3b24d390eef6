# snake_case keys, trade-off written inline in tiling (no separate entry)


def design_outline():
    return {
        "memory_traffic": "Standard attention writes S and P (N^2 elements each) to HBM and reads them back; the fused kernel keeps both on chip, so HBM accesses fall from Theta(N d + N^2) to Theta(N^2 d^2 / M) for SRAM size M. At N = 4096, d = 64 in fp16 that is 32 MiB per head for P alone that is never stored.",
        "tiling": "Outer loop over query blocks of 128 rows, inner loop over key/value blocks of 64 rows; K_j and V_j are loaded into shared memory, Q_i stays in registers, one CTA per (query block, batch*head). The cost is shared memory: at d = 128 with 3 pipeline stages the K/V buffers take 3 * 2 * 64 * 128 * 2 B = 96 KB, so a 4th stage with Bc = 128 no longer fits and we stay at 3.",
        "numerical_stability": "Subtract the running max before exponentiating; carry (m, l) per row and rescale the fp32 accumulator by exp(m_prev - m_new) whenever the max grows. Final O = acc / l.",
    }

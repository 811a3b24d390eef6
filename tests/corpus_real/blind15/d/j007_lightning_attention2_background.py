# Sources: S22, S23 (paraphrase / researcher rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Like FlashAttention, whose speed-up comes from cutting attention's compute from "
            "quadratic to linear in the sequence length, our kernel makes the cost grow linearly "
            "and keeps memory traffic proportional to N."
        ),
        "tiling": (
            "The sequence is cut into blocks of B = 64 tokens. Intra-block: the masked Q_i K_i^T "
            "(64 x 64) is formed in SRAM and multiplied by V_i. Inter-block: a d x d running "
            "state KV is kept on chip and updated after each block, so the loop over blocks is "
            "sequential but each step is a dense GEMM."
        ),
        "numericalStability": (
            "For the softmax layers we interleave we keep the FlashAttention-2 recipe: an "
            "unnormalised fp32 accumulator, a running max per row, rescaling by exp(m_old - m_new) "
            "when it grows, and a single division by l at the end."
        ),
        "tradeOff": (
            "The intra-block part is still quadratic in B: raising B to 256 to feed the tensor "
            "cores better multiplies the per-block work by 16, so B is capped at 64 and the "
            "inter-block recurrence serialises the loop."
        ),
    }

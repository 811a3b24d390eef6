# Sources: S09 (paraphrase / learner rewrite)
# My notes after reading the Triton FA2 tutorial, simplified (no causal)


def designOutline():
    return {
        "memoryTraffic": (
            "Everything for one query block happens in a single kernel: load the Q block once, "
            "loop over K/V blocks, and only the final normalized output and the running max M "
            "are stored back to global memory. The attention scores never go to HBM."
        ),
        "tiling": (
            "Each program handles BLOCK_M = 128 query rows (Q tile stays in SRAM), and the inner "
            "loop (_attn_fwd_inner) loads K and V in BLOCK_N = 64 chunks. Grid is "
            "(N / BLOCK_M, batch * heads)."
        ),
        "numericalStability": (
            "Tracks running max m_i, computes correction factor alpha = exp(m_i - m_ij), rescales "
            "acc and l_i by alpha, then adds the new block's exp(qk - m_ij) @ V. output = acc / l_i."
        ),
        "tradeOffs": "Recomputation in the backward pass.",
    }

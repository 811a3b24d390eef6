# Sources: S01 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "Everything for one query tile happens in one kernel: QK^T, the softmax and the multiply with V. "
            "The score tile S_ij only lives in SRAM / registers and is thrown away right after P_ij @ V_j, "
            "it is never written to HBM. From HBM I read Q once and K, V once per Q tile; I write back O and "
            "L (the logsumexp, one float per row) because the backward needs it."
        ),
        "tiling": (
            "Did a PyTorch tiled version first, then ported to Triton. Each program owns a Q tile of 64 rows "
            "(head dim 64) that stays on chip and loops over K/V tiles of 64 rows. grid = (N/64, batch*heads). "
            "For causal I split the loop in two phases: tiles fully below the diagonal run without mask, the "
            "diagonal tile runs with the mask, tiles above the diagonal are skipped."
        ),
        "numericalStability": (
            "My first attempt renormalised o at every step with l_old/l_new, I thought delaying it would "
            "overflow. Turns out not needed: keep running max m_i and running sum l_i per row in fp32, for a new "
            "tile m_new = max(m_i, rowmax(S)), rescale o and l by exp(m_i - m_new), add exp(S - m_new) @ V. "
            "Because the running max is subtracted before exp nothing blows up; divide by l_i once at the end."
        ),
        "tradeOff": (
            "I cast p_ij to bfloat16 before the PV dot to get the fast tensor-core path. Trade-off: the bf16 "
            "mantissa (8 bits) adds rounding error to that product, and the kernel fails on older GPUs without "
            "bf16 support, so a fp16 fallback would be needed there."
        ),
    }

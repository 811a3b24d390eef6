# Sources: S14 (excerpt, paraphrase)
def designOutline():
    return {
        "memoryTraffic": "Unlike PyTorch's SDPA math backend, which materialises the attention weights as a [B,H,N,N] tensor in HBM, my kernel never writes P anywhere: each 128x64 block of probabilities is produced in registers, multiplied into O and dropped. HBM sees Q, K, V going in and O (+ per-row LSE) coming out.",
        "tiling": "Grid = (N/128, B*H). Each CTA pins a 128-row Q tile in SMEM and its fp32 O tile in registers, then loops over K/V in 64-row tiles (d = 64), double-buffered.",
        "numericalStability": "fp32 running max and denominator per query row; rescale accumulator by exp(m_prev - m_cur) when the max moves; store LSE = m + log(l).",
        "tradeOffs": "Because P never exists in memory, the kernel cannot return attention weights; a user who asks for them (need_weights=True) falls back to the slow math path.",
    }

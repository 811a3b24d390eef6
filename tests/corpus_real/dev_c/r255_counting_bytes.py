# Sources: learner rewrite after P1 section 3.2 (worked numbers)
def designOutline():
    n, d, br = 4096, 128, 128
    naive_mb = 4 * n * n * 2 / 2**20
    flash_mb = (n * d * 2 + (n // br) * 2 * n * d * 2 + n * d * 2) / 2**20
    return {
        "memoryTraffic": f"Per head with N={n}, d={d}, fp16: the unfused version writes S and P and reads them back, about {naive_mb:.0f} MB of N x N traffic. The fused kernel reads Q once, K and V once per query block ({n // br} blocks), writes O: about {flash_mb:.0f} MB, and no N x N tensor at all.",
        "tiling": f"Br = {br} query rows per CTA, Bc = 64 keys per step, d = {d}; K/V tiles stream through shared memory while Q and the O accumulator stay resident.",
        "numericalStability": "m and l per row in fp32; O and l multiplied by exp(m_old - m_new) whenever the max grows.",
        "tradeOff": f"K and V are re-read {n // br} times, so with small Br the re-reads grow (Br = 32 would mean {n // 32} passes over K/V).",
    }

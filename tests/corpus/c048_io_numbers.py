def designOutline():
    n, d = 8192, 64
    naive_mb = (n * n * 2 * 2 * 2) / 2**20  # S and P written and read once each, fp16
    flash_mb = (4 * n * d * 2) / 2**20
    return {
        "memoryTraffic": (
            f"Per head at N={n}, d={d}: the unfused version moves about {naive_mb:.0f} MB of S/P "
            f"through HBM; the fused kernel keeps S/P on chip and moves only Q, K, V and O, about "
            f"{flash_mb:.0f} MB plus K/V re-reads (N/Br times), i.e. Theta(N^2 d^2 / M) instead of Theta(N d + N^2)."
        ),
        "tiling": "Br = 128 query rows resident in SRAM per block; Bc = 128 K/V rows per inner step; one block per (query tile, head).",
        "numericalStability": "Online softmax with max subtraction; previous partial output multiplied by exp(m_prev - m_cur) before adding the new tile; fp32 statistics; LSE saved.",
        "tradeOff": "Each query block re-reads all of K and V, so with a small Br the K/V traffic (N/Br * N * d) grows; with a big Br we run out of registers.",
    }

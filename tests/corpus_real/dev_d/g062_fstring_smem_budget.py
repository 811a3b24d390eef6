# Sources: S41 (paraphrase / learner rewrite)
BR, BC, D = 64, 64, 128
SMEM_KB = (BR * D * 2 + 2 * BC * D * 2 + BR * BC * 4 + BR * D * 4) / 1024


def designOutline():
    return {
        "memoryTraffic": f"Q tile read once, each K/V tile read once per Q tile ({BC}-row chunks); the {BR}x{BC} fp32 score tile stays in shared memory and is never written to global memory; O written once.",
        "tiling": f"Br = {BR}, Bc = {BC}, head_dim = {D}; smem = sQ + sK + sV (fp16) + sS + sO (fp32) = {SMEM_KB:.0f} KB per block; grid (N/{BR}, batch*heads).",
        "numericalStability": "m init -inf with alpha = 0 on the first tile, then alpha = exp(m_old - m_new) rescales sO and l; masked columns -inf -> p = 0; O = sO / l guarded for l = 0.",
        "tradeOff": f"{SMEM_KB:.0f} KB of shared memory per block allows only one resident block on a 128 KB SM, so nothing overlaps the K/V loads and the SM stalls on global memory latency.",
    }

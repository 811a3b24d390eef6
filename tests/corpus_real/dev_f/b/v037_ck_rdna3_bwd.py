# Sources: S37 (paraphrase of issue)
def designOutline():
    return {
        "memoryTraffic": "Backward would recompute S from Q, K and the stored L on chip and never store P; only dQ, dK, dV written.",
        "tiling": "WMMA 16x16x16 on RDNA3: 64-row K/V blocks per workgroup in LDS, inner loop over 64-row Q blocks, dK/dV accumulated in registers, head dim 64.",
        "numericalStability": "Forward keeps row max and sum in fp32 and writes L = m + log(l); backward uses P = exp(S - L).",
        "tradeOff": "Training LoRAs needs much more VRAM on the 7900 XT.",
    }

# Sources: A01 (section 2.1 numbers; learner rewrite, the softmax claim is the learner's)
def designOutline():
    return {
        "memoryTraffic": "A100: 40-80 GB HBM at 1.5-2.0 TB/s vs 192 KB SRAM per SM (108 SMs) at ~19 TB/s. So keep "
                         "S and P in SRAM and never write them to HBM; only Q, K, V in and O out.",
        "tiling": "Bc = ceil(M / 4d), Br = min(Bc, d): with M = 48K fp16 elements (96 KB) and d = 64, Bc = 192 and "
                  "Br = 64; K_j, V_j loaded in the outer loop, Q_i in the inner loop.",
        "numericalStability": "Each block computes its own softmax: subtract the block max, exponentiate, divide by "
                              "the block sum, then the normalised block outputs P_ij V_j are added to O_i.",
        "tradeOff": "Recomputation in the backward costs extra FLOPs, because P is not stored and must be rebuilt "
                    "from Q, K and the saved statistics.",
    }

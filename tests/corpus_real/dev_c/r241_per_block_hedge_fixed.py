# Sources: learner rewrite after S1 (two-step explanation)
def designOutline():
    return {
        "memoryTraffic": "S_ij and P_ij for the current (i, j) pair stay in registers; HBM only provides Q_i once and K_j, V_j for each j, and receives O_i once.",
        "tiling": "Br = 64, Bc = 64, d = 128; one CTA per Q block with 4 warps, K/V loop inner.",
        "numericalStability": "Softmax per block with the block max subtracted. When a later block's max is larger, the accumulated O and l are rescaled by exp(m_old - m_new) so all blocks end up relative to the same global max; division by l happens once at the end.",
        "tradeOff": "The rescale costs one extra exp and a d-wide multiply per row per K/V block; on H100 the exp unit (MUFU) is much slower than the tensor cores, so softmax can become the bottleneck at d = 64.",
    }

# Sources: A01 (paraphrase of Theorem 2 and Proposition 3)
def designOutline():
    return {
        "memoryTraffic": "Standard attention: Theta(N d + N^2) HBM accesses because S and P are written and read. "
                         "FlashAttention: Theta(N^2 d^2 M^-1), and for typical d = 64-128, M ~ 100 KB that is many "
                         "times fewer, since S/P stay in SRAM. And no exact attention algorithm can do "
                         "asymptotically better for all M in [d, N d].",
        "tiling": "Br x d and Bc x d blocks sized so that Q_i, K_j, V_j, O_i fit in M together: Bc = M/(4d); the "
                  "K/V loop makes N d / M... passes over Q, i.e. each K/V block visited once, Q re-read T_c = N/Bc times.",
        "numericalStability": "softmax decomposed: m(x) = max(m(x1), m(x2)), l(x) = e^(m(x1) - m(x)) l(x1) + "
                              "e^(m(x2) - m(x)) l(x2); applied block by block with O rescaled the same way.",
        "tradeOff": "the IO bound depends on M: when d grows toward M the blocks get tiny (Br = min(M/4d, d)) and "
                    "the benefit shrinks, so d = 256 and above is less attractive.",
    }

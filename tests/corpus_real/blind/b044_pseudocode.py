# Sources: S01 (Algorithm 1), S02 (Algorithm 1 of FA2)
# Learner rewrite, pseudo-code lines.

def designOutline():
    return {
        "memoryTraffic": [
            "for each CTA: q = load(Q[i*Br:(i+1)*Br])        # HBM -> SRAM, once",
            "    for j: k, v = load(K[j]), load(V[j])       # HBM -> SRAM, streamed",
            "        s = q @ k.T                              # registers only, never stored",
            "    store(O[i], acc / l); store(LSE[i], m + log(l))  # the only writes",
        ],
        "tiling": [
            "grid = (ceil(N / 128), batch * heads)",
            "Br = 128, Bc = 64, d = 128  ->  smem: q 32 KB + k 16 KB + v 16 KB = 64 KB",
            "8 warps, each warp owns 16 rows of q (split-Q), k/v shared by all warps",
        ],
        "numericalStability": [
            "m = -inf; l = 0; acc = 0        # fp32",
            "m_new = max(m, s.max(1)); p = exp(s - m_new[:, None])",
            "corr = exp(m - m_new); l = l * corr + p.sum(1); acc = acc * corr[:, None] + p @ v",
            "m = m_new",
        ],
        "failureModes": [
            "if the corr rescale is forgotten, blocks processed before a larger score keep weights relative "
            "to the old max and the row no longer sums to 1 -> wrong output, not just rounding",
        ],
    }

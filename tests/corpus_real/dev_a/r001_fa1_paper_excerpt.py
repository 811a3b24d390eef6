# sources: S1 (short excerpts of FlashAttention paper, Sec. 3.1-3.2 and Algorithm 1, lightly trimmed)
def designOutline():
    return {
        "memoryTraffic": "We do not store the intermediate N x N matrices S and P in HBM. Instead we store the output O and the softmax normalization statistics (m, l), and recompute S and P in SRAM in the backward pass. Standard attention requires Theta(Nd + N^2) HBM accesses, while FlashAttention requires Theta(N^2 d^2 M^-1) HBM accesses.",
        "tiling": "Set block sizes Bc = ceil(M/4d), Br = min(ceil(M/4d), d). Divide Q into Tr blocks of Br rows and K, V into Tc blocks of Bc rows. Outer loop over j: load Kj, Vj from HBM to on-chip SRAM; inner loop over i: load Qi, Oi, li, mi to SRAM, compute Sij = Qi Kj^T on chip, update and write Oi, li, mi back to HBM.",
        "numericalStability": "For a vector x split into blocks x1, x2: m(x) = max(m(x1), m(x2)), and l(x) = e^{m(x1) - m(x)} l(x1) + e^{m(x2) - m(x)} l(x2). Keeping the extra statistics (m(x), l(x)) we compute softmax one block at a time and rescale the previous output by these factors, so the result is exact.",
        "tradeOff": "The backward pass recomputes S and P from Q, K, V blocks and the saved (m, l) instead of reading them, so it has a higher FLOP count than standard attention; it still runs faster because of the reduced HBM accesses.",
    }

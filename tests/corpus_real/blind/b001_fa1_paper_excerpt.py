# Sources: S01 (FlashAttention, arXiv:2205.14135, abstract, sec. 3.1, Algorithm 1, Theorem 2)
# Short excerpts, lightly trimmed.

def designOutline():
    return {
        "memoryTraffic": (
            "An IO-aware exact attention algorithm that uses tiling to reduce the number of memory "
            "reads/writes between GPU high bandwidth memory (HBM) and GPU on-chip SRAM. We avoid "
            "reading and writing the large N x N attention matrix to and from HBM; FlashAttention "
            "requires Theta(N^2 d^2 M^-1) HBM accesses where M is the size of SRAM."
        ),
        "tiling": (
            "Set block sizes Bc = ceil(M/4d), Br = min(ceil(M/4d), d). Divide Q into Tr = ceil(N/Br) "
            "blocks and K, V into Tc = ceil(N/Bc) blocks. Outer loop over j: load Kj, Vj from HBM to "
            "on-chip SRAM; inner loop over i: load Qi, Oi, li, mi to SRAM, compute, write Oi, li, mi back."
        ),
        "numericalStability": (
            "By scaling the output of each block by the right normalization factor before adding them "
            "up, we get the correct result at the end. On chip compute m~ij = rowmax(Sij), "
            "P~ij = exp(Sij - m~ij), l~ij = rowsum(P~ij); m_new = max(mi, m~ij), "
            "l_new = e^(mi - m_new) li + e^(m~ij - m_new) l~ij."
        ),
        "tradeOff": (
            "We store the output O and the softmax normalization statistics (m, l) to recompute the "
            "attention matrix S and P in the backward pass from blocks of Q, K, V in SRAM. Even with "
            "more FLOPs, our algorithm both runs faster and uses less memory, linear in sequence length."
        ),
    }

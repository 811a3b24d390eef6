# Sources: learner rewrite after P1 Algorithm 1 and P2 Algorithm 1 (course-assignment style)
def designOutline():
    Br, Bc, d = 64, 64, 64
    tile_kb = (Br * d + 2 * Bc * d) * 2 // 1024
    return {
        "memoryTraffic": f"Read Q once, stream K and V once per query tile (N/Br = N/{Br} times in total), write O (N x d) and L (N floats). S_ij = Q_i K_j^T ({Br}x{Bc}) and P_ij exist only in SRAM/registers, never in HBM.",
        "tiling": f"Grid = (N/{Br}, batch*heads). Each program owns a Q tile of {Br} x {d} and the O accumulator; inner loop over K/V tiles of {Bc} x {d}. Q + K + V tiles take {tile_kb} KB of shared memory in fp16.",
        "numericalStability": "m_ij = max(m_i, rowmax(S_ij)); P~ = exp(S_ij - m_ij); l_ij = exp(m_i - m_ij) l_i + rowsum(P~); O_i = diag(exp(m_i - m_ij)) O_i + P~ V_j; all in fp32; at the end O_i /= l_i and L_i = m_i + log(l_i).",
        "tradeOff": "Tile sizes are small because " + str(Br) + "x" + str(d) + " fp32 accumulators per CTA already use a good part of the register file; bigger Br would spill.",
    }

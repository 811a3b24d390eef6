# sources: S8 (Japanese blog "Flash Attentionの仕組み — IO-Aware なアテンション高速化"; translated excerpt for the 256 MB example, rest learner English)
def designOutline():
    return {
        "memoryTraffic": "In standard attention the intermediate S and P are N x N; for N = 8192 that is 2 * 8192^2 * 2 bytes = 256 MB per batch and per head, written to HBM and read back. Flash Attention does not reduce the computation amount, it optimizes the memory access pattern: S and P are only made block by block in SRAM and never stored to HBM, so extra memory is O(N) (O plus m and l per row).",
        "tiling": "Q is split into blocks of Br rows, K and V into blocks of Bc rows with Bc = ceil(M / 4d) and Br = min(Bc, d), M = SRAM size, so that Q_i, K_j, V_j and O_i fit together in SRAM. For each K_j,V_j block loaded, all Q_i blocks are processed.",
        "numericalStability": "Online softmax: for each row keep m (max so far) and l (sum of exp so far). New block: m_new = max(m, m~), l_new = e^{m - m_new} l + e^{m~ - m_new} l~, and O_i is updated with the same factors e^{m - m_new} and divided by l_new, so the result is exact.",
        "tradeOff": "At the expense of more computation in backward: S and P are not stored, so backward recomputes them from Q, K, V and the saved m, l, which adds extra matmul FLOPs but is still faster because HBM reads are the bottleneck.",
    }

def designOutline():
    return {
        "memoryTraffic": r"HBM I/O: read $Q, K, V \in \mathbb{R}^{N\times d}$, write $O \in \mathbb{R}^{N\times d}$ and $L \in \mathbb{R}^{N}$. $S = QK^\top$ and $P$ never leave SRAM. Accesses $\Theta(N^2 d^2 M^{-1})$.",
        "tiling": r"$B_r = 64$, $B_c = 64$. Block $Q_i \in \mathbb{R}^{B_r \times d}$ resident on-chip; for $j = 1..T_c$ load $K_j, V_j$ and compute $S_{ij} = Q_i K_j^\top$.",
        "numericalStability": r"$m_i^{(j)} = \max(m_i^{(j-1)}, \mathrm{rowmax}(S_{ij}))$, $\tilde P_{ij} = \exp(S_{ij} - m_i^{(j)})$, $\ell_i^{(j)} = e^{m_i^{(j-1)} - m_i^{(j)}} \ell_i^{(j-1)} + \mathrm{rowsum}(\tilde P_{ij})$, $O_i^{(j)} = e^{m_i^{(j-1)} - m_i^{(j)}} O_i^{(j-1)} + \tilde P_{ij} V_j$; fp32; $L_i = m_i + \log \ell_i$.",
        "tradeOff": r"Backward recomputes $S_{ij}, P_{ij}$ from $Q, K, L$: extra $O(N^2 d)$ FLOPs instead of $O(N^2)$ memory for $P$.",
    }

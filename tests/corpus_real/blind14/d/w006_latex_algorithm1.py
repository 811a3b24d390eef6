# Sources: S01* (Algorithm 1 rewritten in LaTeX notation)
def designOutline():
    return {
        "memoryTraffic": r"HBM reads: $Q, K, V$; writes: $O, \ell, m$. $S_{ij}=Q_iK_j^\top$ and $\tilde P_{ij}$ are computed on-chip and never written to HBM. "
                         r"$\#\text{HBM accesses}=\Theta(N^2d^2M^{-1})$ vs $\Theta(Nd+N^2)$.",
        "tiling": r"$B_c=\lceil M/4d\rceil,\ B_r=\min(\lceil M/4d\rceil,d)$; $T_r=\lceil N/B_r\rceil$ blocks $Q_i$, $T_c=\lceil N/B_c\rceil$ blocks $K_j,V_j$. "
                  r"for $j=1..T_c$: load $K_j,V_j$ to SRAM; for $i=1..T_r$: load $Q_i,O_i,\ell_i,m_i$ to SRAM, compute, write $O_i,\ell_i,m_i$ back.",
        "numericalStability": r"$\tilde m_{ij}=\mathrm{rowmax}(S_{ij})$, $\tilde P_{ij}=\exp(S_{ij}-\tilde m_{ij})$, $\tilde\ell_{ij}=\mathrm{rowsum}(\tilde P_{ij})$; "
                              r"$m_i^{new}=\max(m_i,\tilde m_{ij})$, $\ell_i^{new}=e^{m_i-m_i^{new}}\ell_i+e^{\tilde m_{ij}-m_i^{new}}\tilde\ell_{ij}$; "
                              r"$O_i\leftarrow\mathrm{diag}(\ell_i^{new})^{-1}(\mathrm{diag}(\ell_i)e^{m_i-m_i^{new}}O_i+e^{\tilde m_{ij}-m_i^{new}}\tilde P_{ij}V_j)$.",
        "tradeOff": r"Backward: $P$ not stored $\Rightarrow$ recompute $S_{ij}=Q_iK_j^\top$ and $P_{ij}=\mathrm{diag}(\ell_i)^{-1}e^{S_{ij}-m_i}$ per block: "
                    r"extra FLOPs (one more $QK^\top$ per block) in exchange for $O(N)$ extra memory instead of $O(N^2)$.",
    }

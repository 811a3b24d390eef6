# Sources: S07 (flash-attention issue #414), S08 (issue #988), S02 (sec. 3.2 backward)
# Learner rewrite.

def designOutline():
    return {
        "memory_traffic": (
            "Forward writes only O and the logsumexp L (one float per row). The backward reads Q, K, V, O, "
            "dO and L from HBM and recomputes S and P tile by tile in SRAM, so no N x N matrix is ever "
            "stored between forward and backward."
        ),
        "tiling": (
            "Backward is parallelised over the key sequence: each thread block owns one column block "
            "K_j, V_j (kept in SRAM, dK_j and dV_j accumulated in registers) and loops over all row blocks "
            "Q_i, dO_i; the partial dQ_i of each thread block is added into a global fp32 dQ buffer."
        ),
        "numerical_stability": (
            "P_ij = exp(S_ij - L_i) using the saved logsumexp, so no new max/sum has to be computed in the "
            "backward and the recomputed P is exactly the forward one; dQ accumulated in fp32."
        ),
        "trade_off": (
            "The backward pass is not deterministic because several thread blocks add into the same dQ_i "
            "with atomic adds, and float addition in a different order gives slightly different dQ run to "
            "run (dK, dV are fine). A deterministic mode loops over column blocks in one thread block "
            "instead, which is slower."
        ),
    }

def designOutline():
    # following the FA2 paper (Dao 2023)
    return {
        "memoryTraffic": "FA2 forward: per (batch, head, Q-block) CTA, read Q_i once, read every K_j, V_j (so K and V are read N/Br times in total), write O_i and logsumexp L_i. No S or P in HBM.",
        "tiling": "Parallelise over the sequence too: grid = (N/Br, B*H). Br = 128, Bc = 64, 4 warps. Warps split the Q rows (not K as in FA1), so each warp computes its own rows of S and P and no shared-memory exchange is needed between warps.",
        "numericalStability": "Delay the 1/l normalisation to the end: O_tilde stays unnormalised in fp32 and is only scaled by diag(exp(m_old - m_new)) each step. Store L = m + log(l) for the backward.",
        "tradeOff": "Splitting Q is ideal for the forward, but in the backward dQ receives contributions from every K block; parallelising over K blocks needs fp32 atomicAdd on dQ, which makes the gradients non-deterministic from run to run.",
        "references": "FA2 paper sections 3.1 and 3.2",
        "author": "jk",
    }

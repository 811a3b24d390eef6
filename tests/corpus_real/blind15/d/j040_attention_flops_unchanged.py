# Sources: S35 (paraphrase / learner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "The arithmetic is untouched, the same 4N^2 d FLOPs as standard attention; what "
            "changes is that S and P never travel to HBM, so traffic drops from Theta(Nd + N^2) "
            "to Theta(N^2 d^2 / M) accesses, Q/K/V reads and the O write."
        ),
        "tiling": (
            "Br = 128, Bc = 64, d = 128 in bf16: 32 KB of Q plus 2 stages x (16 + 16) KB of K/V "
            "= 96 KB of shared memory per CTA, 8 warps; one CTA per (query block, batch*head)."
        ),
        "numericalStability": (
            "Per row m (running max) and l (running sum) in fp32, with acc and l multiplied by "
            "exp2((m_old - m_new) * log2 e) at each new block; L = m + log l stored for backward."
        ),
        "tradeOff": (
            "The backward recomputes S and P from Q, K and the stored L because P was never "
            "saved: about one extra QK^T per block, i.e. more FLOPs than standard attention's "
            "backward, in exchange for not reading an N x N matrix."
        ),
    }

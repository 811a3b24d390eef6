# Sources: S16, S17 (paraphrase / learner rewrite, lab hand-in)


def design_outline():
    return {
        "memory_traffic": {
            "what_moves": "Q, K, V read from HBM (K/V once per 128-row query block); O and lse written once",
            "what_never_moves": "S = QK^T and P = softmax(S) tiles, kept in registers, never written to HBM",
        },
        "tiling": {
            "mechanism": "grid over (query block, batch*head); inner loop over key blocks",
            "decision": "BLOCK_M = 128, BLOCK_N = 64, head dim 64, num_warps = 4, num_stages = 3 "
                        "-> 16 KB + 3 x 16 KB = 64 KB smem",
        },
        "numerical_stability": {
            "mechanism": "online softmax with running max m_i and running sum l_i",
            "decision": "qk scaled by sm_scale*log2(e) so exp2 can be used; acc *= exp2(m_old - m_new) "
                        "before acc += p @ v; lse = m + log2(l) stored",
        },
        "failure_mode": {
            "what": "NaN output for padded sequences",
            "why": "a row with every key masked keeps m_i = -inf, so exp2(m_old - m_new) evaluates "
                   "exp2(-inf + inf) = NaN unless it is guarded",
        },
    }

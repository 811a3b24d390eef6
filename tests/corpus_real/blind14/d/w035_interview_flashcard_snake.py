# Sources: S02* (interview-answer rewrite), S01* (paraphrase)
def design_outline():
    return {
        "memory_traffic": "Interview answer: HBM traffic drops because S and P are never written to HBM; per query block we read "
                          "K and V once, so total HBM accesses are O(N^2 d^2 / M) versus Theta(N d + N^2) for standard attention.",
        "tiling": "FA2 parallelises over the sequence too: grid = (N / Br, B*H) with Br = 128, one CTA per query block, K/V blocks "
                  "of Bc = 128 streamed with a 2-stage cp.async pipeline; 8 warps split the Q rows.",
        "numerical_stability": "Online softmax with the FA2 trick: keep the unnormalised accumulator and rescale it by "
                               "exp(m_old - m_new) per block, divide by l only once at the end; store L = m + log l for the backward.",
        "trade_off": "Bc = 128 improves MMA efficiency but raises register pressure (a 128x128 fp32 S tile per CTA), which limits "
                     "occupancy to 1 CTA per SM.",
    }

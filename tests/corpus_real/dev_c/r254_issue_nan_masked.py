# Sources: learner rewrite after P2 and S33 (varlen, masking); fully-masked-row behaviour
def designOutline():
    return {
        "memoryTraffic": "Q, K, V and the key padding mask (one bit per key) are read; the probabilities never go to global memory; O and LSE are written.",
        "tiling": "Variable-length batch packed with cu_seqlens; each CTA takes 128 query rows of one sequence and loops over that sequence's keys in 64-key tiles (d = 64).",
        "numericalStability": "Online softmax in fp32 with exp(m_old - m_new) rescaling.",
        "failureMode": "If every key of a row is masked, the running max stays -inf and exp(s - m) = exp(-inf + inf) = NaN, and l = 0 gives 0/0; fails when a padded query row has no valid key. Fix: treat m = -inf as 0 and write O = 0, LSE = -inf for that row.",
    }

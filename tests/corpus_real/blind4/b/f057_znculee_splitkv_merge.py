# Sources: S29 (merge formula adapted to decoding; learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Decode step: Q is one token, so the cost is reading the KV cache (N x d per head) once; partial results (o, m, d per split) are tiny and are the only extra HBM writes; no N-length score vector goes to HBM.",
        "tiling": "Split the KV sequence into 16 chunks of N/16 keys; one CTA per (chunk, head, batch) so the GPU is full even at batch 1; each CTA loops over its chunk in 64-key tiles.",
        "numericalStability": "Each split returns (m_s, d_s, o_s); merge: m = max_s m_s, d = sum_s d_s e^(m_s - m), o = sum_s o_s d_s e^(m_s - m) / d, exact, in fp32.",
        "tradeOff": "The merge is an extra reduction kernel and an extra launch; for short caches (< 1K tokens) that overhead eats the gain.",
    }

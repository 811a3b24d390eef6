# Sources: S38 (paraphrase / learner rewrite)

def designOutline():
    return {
        "memoryTraffic": "mha_fwd reads q, k, v (B, S, H, D) and writes out plus softmax_lse; the S x S scores are never materialised, which is why memory stays linear.",
        "tiling": "Varlen path: sequences are packed, cu_seqlens_q / cu_seqlens_k give the boundaries, each thread block takes a 128-row query block of one sequence and walks that sequence's K/V in 64-row blocks.",
        "numericalStability": "Running max and sum per row in fp32, rescale by exp(m_old - m_new), softmax_lse returned per row.",
        "tradeOff": "Like every flash kernel it trades a bit of accuracy for speed (see the accuracy warning on the latest build), so compare against SDPA math before trusting it.",
    }

# Sources: S32 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Vectorised path in three passes: blk (mask tile classification), split (attention over one KV range), reduce (merge). The split pass writes per-split partial O plus m and l to a temp buffer, the reduce pass reads them; the scores never leave the workgroup.",
        "tiling": "One workgroup per (query row, split); each split covers a contiguous KV range staged in kv_shmem; NL threads along the head dim reduce the dot product with subgroup shuffles.",
        "numericalStability": "The reduce pass merges splits with their stored max: M = max_i m_i, O = sum_i exp(m_i - M) O_i / sum_i exp(m_i - M) l_i.",
        "tradeOff": "The extra reduce dispatch only pays off for long KV; for a short KV cache it is an extra pass and temp-buffer round trip for nothing.",
    }

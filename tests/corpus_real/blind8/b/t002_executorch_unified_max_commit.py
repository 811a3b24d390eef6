# Sources: S02 (excerpt of code comments + learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "Split-K decode: stage 1 programs each read one chunk of K/V for the query group and write a "
            "partial O (fp32, HEAD_DIM wide) plus a partial L per split to O_partial / L_partial in HBM; "
            "stage 2 reads those partials back and writes the final O. Scores never go to HBM."
        ),
        "tiling": (
            "grid = (B, H_kv, num_splits); each program takes chunk_size keys and loops over them in "
            "BLOCK_N = 64 key blocks, with BLOCK_G query heads of the GQA group packed as the M "
            "dimension of the dot."
        ),
        "numericalStability": (
            "# FlashDecoding++ async softmax: use unified max phi instead of tracking m_i. "
            "Every split subtracts the same phi from qk before exp, so l_i just accumulates "
            "exp(qk - phi) and splits never need to synchronise or rescale; no alpha, no running max."
        ),
        "tradeOff": (
            "Removing the running max removes the ~20% synchronisation overhead of partial softmax, but "
            "if a row's scores sit far above phi, exp(qk - phi) overflows fp32 to inf and the row is NaN."
        ),
    }

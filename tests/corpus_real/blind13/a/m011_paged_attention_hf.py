# Sources: S13 (paraphrase / learner rewrite)
# Course project report, section "Serving-time attention".


def designOutline():
    return {
        "memoryTraffic": (
            "Continuous batching packs all requests into one varlen call (cu_seq_lens_q / "
            "cu_seq_lens_k), so one fused kernel reads each request's Q, K, V once per query "
            "tile and writes only O and the lse; no per-request score matrix is ever put in HBM."
        ),
        "tiling": (
            "Sequences are concatenated along the token axis; each CTA takes a 128-row query "
            "tile of one sequence (found from cu_seq_lens_q) and loops over 64-row K/V tiles of "
            "the same sequence only, up to max_seqlen_k."
        ),
        "numericalStability": (
            "Online softmax per query row, fp32 running max and sum, accumulator multiplied by "
            "exp(m_old - m_new) when the max moves; a sequence with zero keys keeps m = -inf and "
            "is guarded so it outputs zeros, not NaN."
        ),
        "tradeOff": "Paged attention can become a bottleneck.",
    }

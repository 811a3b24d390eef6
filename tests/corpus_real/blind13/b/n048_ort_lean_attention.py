# Sources: S45 (paraphrase / practitioner rewrite)


def designOutline():
    return {
        "memoryTraffic": (
            "Decode (seqlen_q = 1): each CTA streams a contiguous range of K/V cache tiles from HBM "
            "exactly once; partial O and (max, sum) go to a small workspace only for CTAs that "
            "share an output tile; the score vector is never written to HBM."
        ),
        "tiling": (
            "Stream-K: all KV tiles (kBlockN = 256 keys) over batch x heads are split evenly "
            "across exactly #SMs CTAs (132 on H100), so a CTA may start in the middle of one head "
            "and end in the next; the host precomputes each CTA's tile range."
        ),
        "numericalStability": (
            "Each CTA keeps a running max and sum in fp32; the host CTA of an output tile merges "
            "the partials with O = sum_i exp(m_i - M) O_i / sum_i exp(m_i - M) l_i, M = max_i m_i."
        ),
        "tradeOff": "Costs: extra reduction, atomics, non-determinism.",
    }

# Sources: S32 (flash-attention issue #1191, load imbalance with different KV lengths), S56 (Lean Attention / Stream-K)
# Learner rewrite; trade-off is a short excerpt of the issue thread.

def designOutline():
    return {
        "memoryTraffic": (
            "Decode: the single query row per head is loaded once; the kernel streams that sequence's K and V "
            "cache from HBM exactly once; no score vector is written out, only O and the LSE."
        ),
        "tiling": (
            "One CTA per (sequence, KV head) with all query heads of the GQA group packed as rows of the Q tile; "
            "K/V tiles of 128 tokens; long sequences get split into up to 16 KV partitions."
        ),
        "numericalStability": (
            "Per row fp32 running max and sum, rescale by exp(m_old - m_new); partitions are merged with their "
            "LSE: O = sum_p exp(lse_p - lse) O_p with lse = log sum_p exp(lse_p)."
        ),
        "tradeOff": (
            "With two queries (len=1) with different KVcache lens (one very long, one very short), the kernel "
            "dispatches the same number of threads to deal with them. As the long one takes much more time, it "
            "can't make full use of the warp resources of the short one, which finished earlier. Stream-K style "
            "splitting is one fix."
        ),
    }

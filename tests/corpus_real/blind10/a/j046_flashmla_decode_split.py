# Sources: S05, S22 (learner rewrite)
def designOutline():
    return {
        "memoryTraffic": (
            "Decode: the whole KV cache is read from HBM exactly once per step; no scores are written; each split "
            "writes only a partial output (d floats) and an lse per head, which the combine step reads back."
        ),
        "tiling": (
            "Query length is 1, so the KV sequence is split across CTAs (split-KV), each CTA walks its range in "
            "pages of 64 tokens through shared memory; number of splits chosen so that splits x batch x heads >= number of SMs."
        ),
        "numericalStability": (
            "Inside a split: online softmax with running m, l in fp32, rescale by exp(m_old - m_new). Combine: "
            "lse = log(sum_i exp(lse_i)) computed with the max lse subtracted, O = sum_i exp(lse_i - lse) O_i."
        ),
        "tradeOff": (
            "Split-KV needs an extra combine kernel and writes num_splits x d partial outputs per head; for short "
            "contexts that overhead is larger than the attention itself, so fewer splits are used there."
        ),
    }

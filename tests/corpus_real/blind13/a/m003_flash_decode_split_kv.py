# Sources: S03, S34 (*) (paraphrase / learner rewrite)
# Homework 4, Q2: design a decode attention kernel (one new token, long KV cache).


def designOutline():
    return {
        "memoryTraffic": (
            "At decode the query is 1 token, so the kernel is bound by reading the KV cache. "
            "Each split streams its slice of K and V from HBM exactly once; the score row for "
            "the new token stays in registers and is never written out. The only extra HBM "
            "writes are the partial outputs (fp32, num_splits x d per head) and one LSE per "
            "split, which the combine kernel reads back - tiny next to the cache itself."
        ),
        "tiling": (
            "Grid = (batch, kv_heads, num_splits). Each program takes the 4 query heads of one "
            "GQA group as the rows of its tile and walks its 1/num_splits share of the sequence "
            "in BLOCK_KV = 64 key blocks. num_splits is chosen so that batch x kv_heads x "
            "num_splits is at least the number of SMs (132 on H100)."
        ),
        "numericalStability": (
            "Inside a split: ordinary online softmax, running max m and sum l in fp32 with the "
            "accumulator rescaled by exp(m_old - m_new). Combine step: M = max_i lse_i, weights "
            "w_i = exp(lse_i - M), O = sum_i w_i O_i / sum_i w_i, so no split's exp can overflow."
        ),
        "tradeOff": (
            "The split needs a second combine kernel and a round trip of the fp32 partials "
            "through HBM. For short caches (a few hundred tokens) that launch overhead is larger "
            "than the attention itself, so num_splits = 1 is faster there."
        ),
    }

# Sources: S43 (Dao-AILab/flash-attention README: softcapping, ALiBi, sliding window)
# Learner rewrite.

def designOutline():
    return {
        "memoryTraffic": (
            "ALiBi slopes (one float per head) and the softcap value are passed as scalars; the bias "
            "slope * (j - i) is generated in registers, so no N x N bias tensor is read from HBM and S is "
            "never written."
        ),
        "tiling": (
            "Sliding window (left = 4096): a q-block of 128 rows only iterates over the key blocks that "
            "intersect [i - 4096, i], so per CTA at most 4096/64 + 2 key blocks of 64 are loaded."
        ),
        "numericalStability": (
            "Softcapping s = cap * tanh(s / cap) is applied before the running max, which also bounds scores to "
            "[-cap, cap]; the online softmax still keeps m and l in fp32 and rescales by exp(m_old - m_new)."
        ),
        "tradeOff": (
            "tanh goes through the same special-function unit as exp, so with softcapping the MUFU becomes "
            "the bottleneck for head dim 64 and the forward is noticeably slower."
        ),
    }

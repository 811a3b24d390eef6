# Sources: S01 (sec. 3.1 recomputation)
# Learner rewrite.

def designOutline():
    return {
        "memoryTraffic": (
            "Keep the N x N logits out of HBM entirely: QK^T, masking, softmax and the PV product run in one "
            "kernel, per tile, on chip; what is written is O (N x d, bf16) and LSE (N, fp32)."
        ),
        "tiling": (
            "One CTA per 128 queries of a (batch, head); loop over 128-key tiles of K and V with 2-stage "
            "cp.async prefetch into shared memory; the Q tile is loaded once and reused for every K tile."
        ),
        "numericalStability": (
            "Running max/denominator in fp32 per query; correction factor exp(m_prev - m_cur) applied to the "
            "accumulator and the denominator; LSE = m + log(l) saved for the backward."
        ),
        "tradeOff": (
            "Like activation checkpointing: the backward rematerialises the attention probabilities from Q, "
            "K and LSE instead of loading them, paying one more QK^T matmul per tile of FLOPs to avoid "
            "storing an O(N^2) tensor."
        ),
    }

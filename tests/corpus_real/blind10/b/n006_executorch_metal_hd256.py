# Sources: S06 (paraphrase / learner rewrite)

def designOutline():
    return {
        "memoryTraffic": "The Metal SDPA kernel is one fused dispatch: each query row's scores are produced, softmaxed and applied to V inside the threadgroup, so the T x T attention matrix is never written to device memory; only O is written.",
        "tiling": "One simdgroup of 32 threads per query row; at D=256 each thread owns 8 of the QK elements (8 x 32 = 256 dims) and the partial dot products are reduced with simd_sum. Keys are walked in a loop, the V accumulation stays in each thread's registers.",
        "numericalStability": "Running max and running sum per row in float32, old accumulator scaled by exp(m_old - m_new) before adding the new key's contribution, divide by the sum at the end.",
        "tradeOff": "At D=256 register pressure and threadgroup memory are well within Apple GPU limits, so there is no real cost to adding this head dim.",
    }

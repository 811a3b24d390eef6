# Sources: S44 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "One fused kernel: Q, K, V read from HBM once per tile, the scores and probabilities stay in registers, O and one lse per row are written.",
        "tiling": "BLOCK_M = 64 query frames, BLOCK_N = 64 keys streamed per step, head dim 64.",
        "numericalStability": "Fully masked rows: clamp the row max to a finite floor so exp(-inf - max) = 0 instead of NaN, and guard the final 1/l when l = 0 so the row outputs 0.",
        "tradeOff": "Without the clamp an all-masked row (padding frames in an ASR batch) gives -inf - (-inf) = NaN, which then propagates into the whole output.",
    }

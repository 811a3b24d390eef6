# Sources: S04 (paraphrase / learner rewrite)
def designOutline():
    return {
        "memoryTraffic": "Attention isn't slow, its memory traffic is. My kernel reads Q, K and V from HBM once per Q tile and writes O once; the N x N matrix that 'never had to exist' stays on chip: S and P are never written to HBM.",
        "tiling": "Cut the matrix until it fits the scratchpad: Q tile of 128 x 64 (d=64), K/V tiles of 64 x 64, so Q + K + V tiles are 16 KB + 8 KB + 8 KB in fp16. Outer loop over Q tiles (one per thread block), inner loop walks every K tile.",
        "numericalStability": "The running-max trick: m_i = max(m_i, rowmax(S_ij)), the old l and O are multiplied by exp(m_old - m_new), so the streamed softmax is exact.",
        "tradeOff": "It's not free: for short sequences it buys almost nothing, because N x N is small enough that the naive kernels are launch-bound anyway and there are too few Q tiles to fill the SMs.",
    }

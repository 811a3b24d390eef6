# Sources: S04 (Milakov & Gimelshein, "Online normalizer calculation for softmax", arXiv:1805.02867)
# Learner rewrite of the paper, applied to attention.

def designOutline():
    return {
        "memoryTraffic": (
            "Safe softmax needs 4 memory accesses per vector element (max pass, sum pass, then load and "
            "store); the online normalizer computes the max and the normalizer in a single pass, so it "
            "needs only 3 accesses per element."
        ),
        "tiling": (
            "Softmax can be fused with the TopK that follows it, as in beam search, so the softmax output "
            "does not have to be written."
        ),
        "numericalStability": (
            "Online normalizer: for j = 1..V, m_j = max(m_{j-1}, x_j), d_j = d_{j-1} * e^(m_{j-1} - m_j) + "
            "e^(x_j - m_j); then y_i = e^(x_i - m_V) / d_V. The values are always shifted by the max seen "
            "so far, so exp never overflows, and the result is exactly safe softmax."
        ),
        "tradeOff": (
            "The online version does an extra exp and multiply per element to rescale d, so it only wins "
            "when softmax is memory bound: for small vectors (V around 1000 or less) the kernel is "
            "latency bound and the speedup is close to nothing."
        ),
    }

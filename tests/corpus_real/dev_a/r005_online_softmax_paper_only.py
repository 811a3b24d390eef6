# sources: S4 (Milakov & Gimelshein, online normalizer; learner notes), S23 (build-nanogpt notebook, numericalStability excerpted), S22
def designOutline():
    return {
        "memoryTraffic": "Safe softmax does 3 passes over the input: 4 memory accesses per vector element. Online normalizer makes it 2 passes: 3 memory accesses per element. Fusing with TopK goes down further.",
        "tiling": "Parallelize: split the vector among threads, each thread computes its partial (m, d) pair, then a parallel reduction with the associative operator [m1,d1] + [m2,d2] = [max(m1,m2), d1*e^(m1-max) + d2*e^(m2-max)].",
        "numericalStability": "Maintain a running max and a rescaled running sum in a single forward pass: m_i = max(m_{i-1}, x_i); d'_i = d'_{i-1} * exp(m_{i-1} - m_i) + exp(x_i - m_i). The factor exp(m_{i-1} - m_i) keeps the accumulated sum in the same scale after the max increases; then a_i = exp(x_i - m_N) / d'_N.",
        "tradeOff": "The cost is extra exponentials: the online version computes an additional e^(m_{j-1} - m_j) rescale per element when the max changes, so for data that is already in cache the fewer memory accesses do not pay off.",
    }
